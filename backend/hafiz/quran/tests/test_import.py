import copy
import dataclasses
import unicodedata
from pathlib import Path

import pytest
from django.conf import settings
from django.core.management import CommandError, call_command

from hafiz.quran import canon
from hafiz.quran.models import Chapter, SimilarVerse, Verse
from hafiz.quran.services import ImportMismatch, quran_import


def _nfc(text: str) -> str:
    """The source orders some stacked diacritics differently from how they are typed here."""
    return unicodedata.normalize("NFC", text)


def _no_progress(step: str, done: int, total: int) -> None:
    """Progress output is not under test here."""


@pytest.mark.django_db
def test_import_has_every_chapter_and_verse():
    assert Chapter.objects.count() == 114
    assert Verse.objects.count() == 6236
    counts = list(Chapter.objects.order_by("number").values_list("verses_count", flat=True))
    assert counts == list(canon.VERSES_PER_CHAPTER)
    global_numbers = list(Verse.objects.order_by("global_number").values_list("global_number", flat=True))
    assert global_numbers == list(range(1, 6237))


@pytest.mark.django_db
def test_import_fills_every_field_of_a_known_verse():
    verse = Verse.objects.select_related("chapter").get(chapter_id=112, number=1)
    assert verse.global_number == 6222
    assert verse.chapter.name_simple == "Al-Ikhlas"
    assert verse.chapter.name_ru == "Очищение веры"
    assert verse.chapter.revelation_place == "makkah"
    assert _nfc(verse.text_uthmani) == _nfc("قُلۡ هُوَ ٱللَّهُ أَحَدٌ")
    assert [_nfc(word) for word in verse.words] == [_nfc(word) for word in ["قُلۡ", "هُوَ", "ٱللَّهُ", "أَحَدٌ"]]
    assert verse.translation_en.startswith("Say")
    assert verse.translation_ru.startswith("Скажи")
    assert verse.transliteration_en.startswith("Qul huwa")
    assert verse.transliteration_ru.startswith("Куль")


@pytest.mark.django_db
def test_every_verse_has_its_own_image_file():
    names = list(Verse.objects.values_list("image", flat=True))
    assert all(names)
    assert len(set(names)) == 6236
    for name in names[:: 6236 // 20]:
        assert (Path(settings.MEDIA_ROOT) / name).is_file()


@pytest.mark.django_db
def test_reimport_changes_nothing(quran_source):
    before = list(Verse.objects.values_list("global_number", "transliteration_ru", "image"))
    pairs_before = sorted(SimilarVerse.objects.values_list("verse__global_number", "similar__global_number", "score"))

    summary = quran_import(source=quran_source, progress=_no_progress)

    assert dataclasses.astuple(summary) == (0, 0, 0, 0, 0, len(pairs_before) // 2)
    assert list(Verse.objects.values_list("global_number", "transliteration_ru", "image")) == before
    pairs_after = sorted(SimilarVerse.objects.values_list("verse__global_number", "similar__global_number", "score"))
    assert pairs_after == pairs_before


@pytest.mark.django_db
def test_import_regenerates_a_deleted_image(quran_source):
    verse = Verse.objects.get(chapter_id=1, number=1)
    (Path(settings.MEDIA_ROOT) / verse.image.name).unlink()

    summary = quran_import(source=quran_source, progress=_no_progress)

    assert summary.images_generated == 1
    verse.refresh_from_db()
    assert (Path(settings.MEDIA_ROOT) / verse.image.name).is_file()


@pytest.mark.django_db
@pytest.mark.parametrize(
    ("damage", "message"),
    [
        (lambda source: source.arabic.pop(), "113 chapters"),
        (lambda source: source.english[1]["verses"].pop(), "chapter 2 has 285 verses"),
        (lambda source: source.russian[111].update(total_verses=5), "chapter 112"),
        (lambda source: source.transliteration[0]["verses"][3].update(id=9), "verse numbers"),
    ],
)
def test_import_refuses_a_source_that_does_not_match_the_canon(quran_source, damage, message):
    damaged = copy.deepcopy(quran_source)
    damage(damaged)
    Verse.objects.filter(chapter_id=114).update(translation_en="unchanged marker")

    with pytest.raises(ImportMismatch, match=message):
        quran_import(source=damaged, progress=_no_progress)

    assert Verse.objects.filter(translation_en="unchanged marker").count() == 6


@pytest.mark.django_db
def test_command_if_needed_skips_a_finished_import(capsys):
    call_command("import_quran", "--if-needed")

    assert "already imported" in capsys.readouterr().out


@pytest.mark.django_db
def test_command_prints_progress(capsys):
    call_command("import_quran")

    out = capsys.readouterr().out
    assert "verses [##############################] 6236/6236" in out
    assert "images" in out and "+0" in out
    assert "similar [##############################]" in out
    assert f"look-alike pairs {SimilarVerse.objects.count() // 2}" in out


@pytest.mark.django_db
def test_command_if_needed_imports_when_the_look_alikes_are_missing(capsys):
    SimilarVerse.objects.all().delete()

    call_command("import_quran", "--if-needed")

    assert "already imported" not in capsys.readouterr().out
    assert SimilarVerse.objects.exists()


@pytest.mark.django_db
def test_command_if_needed_imports_when_only_whole_look_alikes_are_stored(capsys):
    SimilarVerse.objects.filter(kind=SimilarVerse.Kind.PHRASE).delete()

    call_command("import_quran", "--if-needed")

    assert "already imported" not in capsys.readouterr().out
    assert SimilarVerse.objects.filter(kind=SimilarVerse.Kind.PHRASE).exists()


@pytest.mark.django_db
def test_find_similar_verses_rebuilds_the_pairs(capsys):
    expected = SimilarVerse.objects.count()
    SimilarVerse.objects.all().delete()

    call_command("find_similar_verses")

    assert SimilarVerse.objects.count() == expected
    assert f"Found {expected // 2} look-alike pairs" in capsys.readouterr().out


@pytest.mark.django_db
def test_find_similar_verses_needs_the_verses_first():
    Verse.objects.all().delete()

    with pytest.raises(CommandError, match="import_quran first"):
        call_command("find_similar_verses")
