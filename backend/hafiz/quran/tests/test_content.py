"""Each process's copy of the Qur'an (quran.content), and the stamp that tells every process when it changed."""

import copy
import dataclasses
import itertools
from unittest.mock import patch

import pytest
from django.db import OperationalError
from django.db.backends.utils import CursorWrapper

from hafiz.common.selectors import get_public_config
from hafiz.quran import content as quran_content
from hafiz.quran.content import content, content_version
from hafiz.quran.models import ContentStamp, SimilarVerse, Verse
from hafiz.quran.services import content_stamp_refresh, quran_import


def _quiet(step: str, done: int, total: int) -> None:
    pass


@pytest.mark.django_db
def test_the_copy_holds_every_chapter_and_verse_as_stored():
    held = content()

    assert len(held.chapters) == 114 and len(held.verses) == 6236
    assert held.verse(chapter_number=2, verse_number=255).global_number == 262
    assert held.verse(chapter_number=114, verse_number=6).global_number == 6236
    assert held.verse(chapter_number=112, verse_number=5) is None
    assert held.verse(chapter_number=115, verse_number=1) is None
    stored = Verse.objects.get(global_number=262)
    assert held.verses[261].translation_ru == stored.translation_ru
    assert held.verses[261].image == stored.image.name


@pytest.mark.django_db
def test_importing_the_same_source_again_keeps_the_stamp_and_the_version(quran_source):
    stamp, version = ContentStamp.objects.get().stamp, content_version(content())

    quran_import(source=quran_source, progress=_quiet)

    assert (ContentStamp.objects.get().stamp, content_version(content())) == (stamp, version)


@pytest.mark.django_db
def test_an_import_that_changes_a_verse_is_a_new_version_this_process_serves_at_once(quran_source, anonymous_api):
    version = content_version(content())
    changed = copy.deepcopy(quran_source)
    changed.english[111]["verses"][0]["translation"] = "Say: He is God, the One."

    quran_import(source=changed, progress=_quiet)

    assert content_version(content()) != version
    assert anonymous_api.get("/api/v1/config/").json()["content_version"] == content_version(content())
    assert anonymous_api.get("/api/v1/verses/112/1/").json()["translation_en"] == "Say: He is God, the One."


@pytest.mark.django_db
def test_another_process_s_change_is_seen_at_the_next_check(settings, django_assert_num_queries):
    held = content()
    # What an import in another process leaves: new rows and a new stamp.
    Verse.objects.filter(global_number=6222).update(translation_en="Changed elsewhere")
    ContentStamp.objects.update(stamp="from-elsewhere")

    with django_assert_num_queries(0):
        assert content() is held  # not yet asked: CONTENT_STAMP_CHECK_SECONDS has not passed
    settings.CONTENT_STAMP_CHECK_SECONDS = 0
    reloaded = content()

    assert reloaded.stamp == "from-elsewhere"
    assert reloaded.verse(chapter_number=112, verse_number=1).translation_en == "Changed elsewhere"


@pytest.mark.django_db
def test_a_check_that_finds_the_same_stamp_loads_nothing(settings, django_assert_num_queries):
    held = content()
    settings.CONTENT_STAMP_CHECK_SECONDS = 0

    with django_assert_num_queries(1):
        assert content() is held


@pytest.mark.django_db
@pytest.mark.parametrize(
    "setting", [("AUDIO_BASE_URL", "https://recitations.example/alafasy/"), ("MEDIA_URL", "https://cdn.example/m/")]
)
def test_the_version_changes_with_the_settings_the_addresses_come_from(settings, setting):
    version = content_version(content())

    setattr(settings, *setting)

    assert content_version(content()) != version


@pytest.mark.django_db
def test_an_import_that_fails_after_writing_the_rows_still_stamps_them(quran_source):
    version = content_version(content())
    changed = copy.deepcopy(quran_source)
    changed.english[111]["verses"][0]["translation"] = "Say: He is God, the One."

    with (
        patch("hafiz.quran.services.similar_verses_rebuild", side_effect=RuntimeError("killed")),
        pytest.raises(RuntimeError),
    ):
        quran_import(source=changed, progress=_quiet)

    assert content_version(content()) != version
    assert content().verse(chapter_number=112, verse_number=1).translation_en == "Say: He is God, the One."


@pytest.mark.django_db
def test_an_answer_names_the_version_of_the_copy_it_was_read_from(anonymous_api):
    read = content()
    # Another thread reloads the content right after this call has read its copy.
    reloaded = dataclasses.replace(read, stamp="reloaded-meanwhile")
    copies = itertools.chain([read], itertools.repeat(reloaded))

    reads = {"side_effect": lambda: next(copies)}
    with (
        patch.object(quran_content, "content", **reads),
        patch("hafiz.quran.selectors.content", **reads),
        patch("hafiz.quran.apis.content", **reads),
    ):
        response = anonymous_api.get("/api/v1/verses/112/1/", {"v": content_version(reloaded)})

    # The old copy's answer is not kept a year under the new copy's version.
    assert response["Cache-Control"] == "public, max-age=300"


@pytest.mark.django_db
def test_an_admin_s_edit_of_a_verse_is_a_new_version(admin_client, django_capture_on_commit_callbacks):
    verse = Verse.objects.get(global_number=6222)
    version = content_version(content())

    with django_capture_on_commit_callbacks(execute=True):
        response = admin_client.post(
            f"/admin/quran/verse/{verse.pk}/change/",
            {
                "transliteration_en": verse.transliteration_en,
                "transliteration_ru": verse.transliteration_ru,
                "translation_en": "Say: He is Allah, the One.",
                "translation_ru": verse.translation_ru,
            },
        )

    assert response.status_code == 302
    assert content_version(content()) != version
    assert content().verse(chapter_number=112, verse_number=1).translation_en == "Say: He is Allah, the One."


@pytest.mark.django_db
def test_the_admin_never_deletes_content(admin_client):
    verse = Verse.objects.get(global_number=1)

    assert admin_client.get(f"/admin/quran/verse/{verse.pk}/delete/").status_code == 403


@pytest.mark.django_db
def test_the_stamp_is_a_digest_of_the_look_alikes_too():
    stamp = content_stamp_refresh()
    SimilarVerse.objects.filter(verse__global_number=42).delete()

    assert content_stamp_refresh() != stamp


@pytest.mark.django_db
def test_the_page_s_config_goes_without_a_version_while_the_quran_cannot_be_loaded():
    quran_content._Held.content = None  # a process that has not loaded it yet (conftest puts it back)
    refused = OperationalError("connection refused")

    with patch.object(CursorWrapper, "execute", side_effect=refused):
        config = get_public_config()

    assert config["content_version"] is None


@pytest.mark.django_db
def test_a_worker_warms_its_copy_up_as_it_boots_and_boots_all_the_same_with_the_database_down():
    quran_content._Held.content = None  # a process that has not loaded it yet (conftest puts it back)
    with patch.object(CursorWrapper, "execute", side_effect=OperationalError("connection refused")):
        quran_content.content_warm_up()
    assert quran_content._Held.content is None

    quran_content.content_warm_up()

    assert len(quran_content._Held.content.verses) == 6236
