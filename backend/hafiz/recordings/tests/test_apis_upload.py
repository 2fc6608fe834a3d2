"""Taking a recording in: only a whole recording of an accepted kind within the limits is stored, re-muxed under a
generated name in the private store; the same upload again is taken once."""

import io
import re
import subprocess
import uuid

import pytest
from PIL import Image

from hafiz.recordings import audio, services
from hafiz.recordings.models import Recording
from hafiz.recordings.tests.audio_files import recording_bytes
from hafiz.recordings.tests.calls import IKHLAS_STARTS, RECORDINGS, recording_url, upload

pytestmark = pytest.mark.django_db


@pytest.fixture(scope="module")
def sixteen_minutes() -> bytes:
    return recording_bytes("webm", seconds=16 * 60)


@pytest.mark.parametrize(
    ("kind", "name", "claimed", "stored_type", "extension"),
    [
        ("webm", "a.webm", "audio/webm", "audio/webm", ".webm"),
        ("ogg", "a.ogg", "audio/ogg", "audio/ogg", ".ogg"),
        ("mp4", "a.m4a", "audio/mp4", "audio/mp4", ".m4a"),
    ],
)
def test_each_allowed_container_is_stored_under_a_generated_name(
    api, recordings_store, kind, name, claimed, stored_type, extension
):
    upload_id = str(uuid.uuid4())

    response = upload(api, recording_bytes(kind), name=name, content_type=claimed, upload_id=upload_id)

    assert response.status_code == 201, response.json()
    body = response.json()
    assert body["upload_id"] == upload_id
    assert body["content_type"] == stored_type
    assert 2900 <= body["duration_ms"] <= 3100
    assert [verse["start_ms"] for verse in body["verses"]] == IKHLAS_STARTS
    assert [len(verse["words"]) for verse in body["verses"]] == [4, 2, 4, 5]
    assert body["kept"] is False and body["expires_at"] is not None
    stored = Recording.objects.get(upload_id=upload_id).audio.name
    assert re.fullmatch(rf"[0-9a-f]{{32}}\{extension}", stored)
    assert recordings_store.exists(stored)
    heard = api.get(recording_url(upload_id, audio=True))
    assert heard.status_code == 200
    assert heard["Content-Type"] == stored_type
    assert heard["Cache-Control"] == "private, no-store"
    assert b"".join(heard.streaming_content) == recordings_store.open(stored).read()


def _png() -> bytes:
    written = io.BytesIO()
    Image.new("RGB", (8, 8), "white").save(written, format="PNG")
    return written.getvalue()


def _refused(response, words: str) -> None:
    assert response.status_code == 400, response.content
    (message,) = response.json()["fields"]["audio"]
    assert words in message


@pytest.mark.parametrize(
    ("content", "words"),
    [
        pytest.param(b"Bismillah, this is text.\n", "WebM, Ogg or MP4", id="text"),
        pytest.param(_png(), "WebM, Ogg or MP4", id="image"),
        pytest.param(recording_bytes("wav"), "WebM, Ogg or MP4", id="wav-claiming-webm"),
        pytest.param(b"\x1a\x45\xdf\xa3" + bytes(4000), "WebM, Ogg or MP4", id="webm-magic-then-zeros"),
        pytest.param(recording_bytes("webm")[:5000], "damaged or incomplete", id="truncated-webm"),
        pytest.param(recording_bytes("mp4")[:5000], "WebM, Ogg or MP4", id="truncated-mp4"),
        pytest.param(b"", "empty", id="empty"),
    ],
)
def test_what_is_no_whole_recording_is_refused_and_nothing_is_kept(api, content, words):
    _refused(upload(api, content, name="recording.webm", content_type="audio/webm"), words)
    assert not Recording.objects.exists()


def test_a_recording_longer_than_15_minutes_is_refused(api, sixteen_minutes):
    _refused(upload(api, sixteen_minutes), "at most 15 minutes")
    assert not Recording.objects.exists()


def test_a_file_over_20_mb_is_refused_before_it_is_read(api, monkeypatch):
    def never(**_):
        raise AssertionError("a body declared over the limit is not read, let alone decoded")

    monkeypatch.setattr(services, "recording_check", never)

    _refused(upload(api, recording_bytes() + bytes(21 * 1024 * 1024)), "at most 20 MB")
    assert not Recording.objects.exists()


def test_a_check_the_busy_server_could_not_finish_is_to_be_sent_again(api, monkeypatch):
    def too_slow(*arguments, **options):
        raise subprocess.TimeoutExpired(arguments[0], options["timeout"])

    monkeypatch.setattr(audio.subprocess, "run", too_slow)

    response = upload(api)

    assert response.status_code == 503
    assert response["Retry-After"] == "60"
    assert "sent again later" in response.json()["message"]
    assert not Recording.objects.exists()


def test_the_same_upload_again_answers_the_first_and_stores_nothing_more(api, recordings_store):
    upload_id = str(uuid.uuid4())
    first = upload(api, upload_id=upload_id)

    again = upload(api, recording_bytes("ogg"), upload_id=upload_id)

    assert (first.status_code, again.status_code) == (201, 200)
    assert again.json() == first.json()
    assert Recording.objects.count() == 1


def test_verse_starts_are_one_rising_run_kept_within_the_recording(api):
    wrong_count = upload(api, verse_starts=[0, 700])
    falling = upload(api, verse_starts=[0, 1400, 700, None])
    gap = upload(api, verse_starts=[0, None, 1400, None])
    none = upload(api, verse_starts=[None, None, None, None])
    late = upload(api, verse_starts=[0, 700, 1400, 60_000])
    started_later = upload(api, verse_starts=[None, 0, 900, None])

    for refused in (wrong_count, falling, gap, none):
        assert refused.status_code == 400
        assert list(refused.json()["fields"]) == ["details.verse_starts"]
    assert late.status_code == 201
    assert late.json()["verses"][3]["start_ms"] == late.json()["duration_ms"]
    assert [verse["start_ms"] for verse in started_later.json()["verses"]] == [None, 0, 900, None]


def test_slips_must_name_words_of_the_passage(api):
    outside = upload(api, slips=[{"surah_id": 1, "ayah_id": 1, "word": 0, "kind": "vowel"}])
    past_the_end = upload(api, slips=[{"surah_id": 112, "ayah_id": 1, "word": 40, "kind": "vowel"}])

    assert outside.status_code == past_the_end.status_code == 400
    assert list(outside.json()["fields"]) == ["details.slips.0.ayah_id"]
    assert list(past_the_end.json()["fields"]) == ["details.slips.0.word"]
    assert not Recording.objects.exists()


@pytest.mark.parametrize("details", ["not json", "[1, 2]", '{"passage": {"kind": "verses"}}'])
def test_malformed_details_are_a_clear_error(api, details):
    response = api.post(
        RECORDINGS,
        {"upload_id": str(uuid.uuid4()), "audio": io.BytesIO(recording_bytes()), "details": details},
        format="multipart",
    )

    assert response.status_code == 400
    assert all(field.startswith("details") for field in response.json()["fields"])


def test_a_recording_of_just_the_longest_length_is_taken_the_encoders_padding_and_all(api, settings):
    # 3 s of Opus decodes to a little more than 3 s; the app stops recording at the limit by its own clock.
    settings.RECORDING_MAX_SECONDS = 3

    assert upload(api, recording_bytes("webm", seconds=3)).status_code == 201
    _refused(upload(api, recording_bytes("webm", seconds=6)), "at most 3 seconds long")
