"""A learner's recordings are theirs alone: listed, heard, kept, re-marked and deleted by their owner only; removed
when they expire unless kept; held within a quota."""

import uuid
from datetime import timedelta

import pytest
from django.core.management import call_command
from django.utils import timezone

from hafiz.moderation.services import learners_delete
from hafiz.recitation.models import Slip
from hafiz.recitation.tests.calls import recite, slip, verses_passage
from hafiz.recordings.models import Recording
from hafiz.recordings.services import recordings_remove_expired
from hafiz.recordings.tests.calls import IKHLAS, RECORDINGS, recording_url, upload

pytestmark = pytest.mark.django_db


@pytest.fixture
def uploaded(api) -> str:
    upload_id = str(uuid.uuid4())
    assert upload(api, upload_id=upload_id).status_code == 201
    return upload_id


def test_every_call_needs_a_token(anonymous_api, uploaded):
    calls = [
        anonymous_api.get(RECORDINGS),
        upload(anonymous_api),
        anonymous_api.get(recording_url(uploaded)),
        anonymous_api.patch(recording_url(uploaded), {"kept": True}, format="json"),
        anonymous_api.delete(recording_url(uploaded)),
        anonymous_api.get(recording_url(uploaded, audio=True)),
    ]

    assert [response.status_code for response in calls] == [401] * len(calls)


def test_another_learners_recording_is_404_through_every_call(client_for, make_user, uploaded, recordings_store):
    other = client_for(make_user())
    stored = Recording.objects.get().audio.name

    calls = [
        other.get(recording_url(uploaded)),
        other.patch(recording_url(uploaded), {"kept": True}, format="json"),
        other.patch(recording_url(uploaded), {"slips": []}, format="json"),
        other.delete(recording_url(uploaded)),
        other.get(recording_url(uploaded, audio=True)),
    ]

    assert [response.status_code for response in calls] == [404] * len(calls)
    assert {response.json()["message"] for response in calls} == {"No recording of yours has this id."}
    assert other.get(RECORDINGS).json()["recordings"] == []
    recording = Recording.objects.get()
    assert recording.kept is False and recordings_store.exists(stored)


def test_the_list_shows_the_learners_recordings_newest_first_with_their_quota(api, settings):
    first, second = str(uuid.uuid4()), str(uuid.uuid4())
    upload(api, upload_id=first)
    upload(api, upload_id=second)
    Recording.objects.filter(upload_id=first).update(recorded_at=timezone.now() - timedelta(hours=1))

    body = api.get(RECORDINGS).json()

    assert [recording["upload_id"] for recording in body["recordings"]] == [second, first]
    assert body["recordings"][0]["passage"] == IKHLAS
    assert body["held"] == {"count": 2, "bytes": sum(recording.size for recording in Recording.objects.all())}
    assert body["limits"] == {
        "count": settings.RECORDINGS_MAX_COUNT,
        "bytes": settings.RECORDINGS_MAX_TOTAL_BYTES,
        "recording_bytes": 20 * 1024 * 1024,
        "recording_seconds": 15 * 60,
        "days_kept": 30,
    }


def test_a_kept_recording_has_no_expiry(api, uploaded):
    kept = api.patch(recording_url(uploaded), {"kept": True}, format="json").json()
    let_go = api.patch(recording_url(uploaded), {"kept": False}, format="json").json()

    assert kept["kept"] is True and kept["expires_at"] is None
    assert let_go["kept"] is False and let_go["expires_at"] is not None


def test_slips_changed_while_listening_back_replace_the_recitations_slips(api, user):
    session = str(uuid.uuid4())
    assert recite(api, IKHLAS, [slip((112, 2), 0, "forgot")], session_id=session).status_code == 201
    upload_id = str(uuid.uuid4())
    upload(api, upload_id=upload_id, slips=[slip((112, 2), 0, "forgot")], recitation_session=session)

    changed = api.patch(
        recording_url(upload_id), {"slips": [slip((112, 3), 1, "vowel"), slip((112, 4), 0, "tajweed")]}, format="json"
    )

    assert changed.status_code == 200
    assert [(mark["ayah_id"], mark["word"], mark["kind"]) for mark in changed.json()["slips"]] == [
        (3, 1, "vowel"),
        (4, 0, "tajweed"),
    ]
    slips = Slip.objects.filter(user=user).order_by("verse_id")
    assert [(slip.verse.number, slip.word, slip.kind) for slip in slips] == [(3, 1, "vowel"), (4, 0, "tajweed")]
    assert slips[0].recitation.slip_count == 2


def test_marks_changed_while_the_recording_waited_reach_its_recitation_on_upload(api, user):
    session = str(uuid.uuid4())
    recite(api, IKHLAS, [slip((112, 2), 0, "forgot")], session_id=session)

    upload(api, slips=[slip((112, 4), 2, "vowel")], recitation_session=session)

    assert [(slip.verse.number, slip.word, slip.kind) for slip in Slip.objects.filter(user=user)] == [(4, 2, "vowel")]


def test_a_recording_changes_no_slips_of_another_learners_or_another_passages_recitation(
    api, user, client_for, make_user
):
    other = make_user()
    theirs, mine_of_112_1 = str(uuid.uuid4()), str(uuid.uuid4())
    recite(client_for(other), IKHLAS, [slip((112, 2), 0, "forgot")], session_id=theirs)
    recite(api, verses_passage((112, 1), (112, 1)), [slip((112, 1), 0, "forgot")], session_id=mine_of_112_1)
    before = sorted(Slip.objects.values_list("user_id", "verse_id", "word", "kind"))

    for session in (theirs, mine_of_112_1):
        upload_id = str(uuid.uuid4())
        upload(api, upload_id=upload_id, recitation_session=session)
        api.patch(recording_url(upload_id), {"slips": [slip((112, 1), 3, "vowel")]}, format="json")

    assert sorted(Slip.objects.values_list("user_id", "verse_id", "word", "kind")) == before


def test_slips_of_a_recording_without_a_recitation_stay_on_the_recording(api, user, uploaded):
    changed = api.patch(recording_url(uploaded), {"slips": [slip((112, 1), 0, "vowel")]}, format="json")

    assert changed.json()["slips"][0]["kind"] == "vowel"
    assert not Slip.objects.filter(user=user).exists()


def test_slips_changed_must_name_words_of_its_passage(api, uploaded):
    response = api.patch(recording_url(uploaded), {"slips": [slip((113, 1), 0, "vowel")]}, format="json")

    assert response.status_code == 400
    assert Recording.objects.get().slips == []


def test_deleting_a_recording_removes_its_file(api, uploaded, recordings_store, django_capture_on_commit_callbacks):
    stored = Recording.objects.get().audio.name

    with django_capture_on_commit_callbacks(execute=True):
        response = api.delete(recording_url(uploaded))

    assert response.status_code == 204
    assert not Recording.objects.exists() and not recordings_store.exists(stored)
    assert api.get(recording_url(uploaded)).status_code == 404


def test_expiry_removes_the_old_unkept_recordings_files_and_rows(
    api, recordings_store, settings, django_capture_on_commit_callbacks
):
    now = timezone.now()
    ids = {name: str(uuid.uuid4()) for name in ("old", "old_kept", "young")}
    for upload_id in ids.values():
        upload(api, upload_id=upload_id)
    Recording.objects.filter(upload_id__in=[ids["old"], ids["old_kept"]]).update(recorded_at=now - timedelta(days=30))
    Recording.objects.filter(upload_id=ids["old_kept"]).update(kept=True)
    Recording.objects.filter(upload_id=ids["young"]).update(recorded_at=now - timedelta(days=29, hours=23))
    old_file = Recording.objects.get(upload_id=ids["old"]).audio.name

    with django_capture_on_commit_callbacks(execute=True):
        removed = recordings_remove_expired(now=now)

    assert removed == 1
    assert sorted(str(value) for value in Recording.objects.values_list("upload_id", flat=True)) == sorted(
        [ids["old_kept"], ids["young"]]
    )
    assert not recordings_store.exists(old_file)
    assert all(recordings_store.exists(recording.audio.name) for recording in Recording.objects.all())


def test_the_expiry_command_says_how_many_it_removed(capsys):
    call_command("recordings_remove_expired")

    assert capsys.readouterr().out == "0 expired recordings removed\n"


def test_a_learner_holds_at_most_the_quotas_count(api, settings):
    settings.RECORDINGS_MAX_COUNT = 2
    upload(api)
    upload(api)

    refused = upload(api)

    assert refused.status_code == 409
    assert "delete one" in refused.json()["message"]
    assert Recording.objects.count() == 2


def test_a_learner_holds_at_most_the_quotas_bytes(api, settings, recordings_store):
    upload(api)
    settings.RECORDINGS_MAX_TOTAL_BYTES = Recording.objects.get().size + 1000
    stored_before = set(recordings_store.listdir("")[1])

    refused = upload(api)

    assert refused.status_code == 409
    assert "MB in all" in refused.json()["message"]
    assert Recording.objects.count() == 1
    assert set(recordings_store.listdir("")[1]) == stored_before


def test_another_learners_recordings_count_for_them_not_you(api, client_for, make_user, settings):
    settings.RECORDINGS_MAX_COUNT = 1
    upload(api)

    assert upload(client_for(make_user())).status_code == 201


def test_deleting_a_learner_removes_their_recordings_files(
    api, user, uploaded, recordings_store, django_capture_on_commit_callbacks
):
    stored = Recording.objects.get().audio.name

    with django_capture_on_commit_callbacks(execute=True):
        learners_delete(user_ids=[user.pk])

    assert not Recording.objects.exists() and not recordings_store.exists(stored)


def test_uploads_meet_their_own_request_limit_and_the_list_does_not(api, settings):
    settings.THROTTLE_RATES = {**settings.THROTTLE_RATES, "recording": "2/hour"}

    statuses = [upload(api).status_code for _ in range(3)]

    assert statuses == [201, 201, 429]
    assert [api.get(RECORDINGS).status_code for _ in range(3)] == [200, 200, 200]
