import copy
import itertools
from dataclasses import replace

import pytest

from hafiz.quran import content
from hafiz.quran.divisions import EDITION_DIFFERENCES, DivisionsMismatch, verse_divisions
from hafiz.quran.models import Chapter, Verse
from hafiz.quran.services import ImportMismatch, quran_import

JUZ_STARTS = [
    "1:1", "2:142", "2:253", "3:93", "4:24", "4:148", "5:82", "6:111", "7:88", "8:41",
    "9:93", "11:6", "12:53", "15:1", "17:1", "18:75", "21:1", "23:1", "25:21", "27:56",
    "29:46", "33:31", "36:28", "39:32", "41:47", "46:1", "51:31", "58:1", "67:1", "78:1",
]  # fmt: skip


def _first_verses(unit: str) -> list[str]:
    firsts: dict[int, str] = {}
    for chapter, number, value in Verse.objects.order_by("global_number").values_list("chapter_id", "number", unit):
        firsts.setdefault(value, f"{chapter}:{number}")
    return [firsts[value] for value in sorted(firsts)]


@pytest.mark.django_db
def test_the_thirty_juz_start_where_the_madani_mushaf_starts_them():
    assert _first_verses("juz") == JUZ_STARTS


@pytest.mark.django_db
def test_page_1_is_al_fatihah_page_2_opens_al_baqarah_and_page_604_opens_at_112_1():
    pages = _first_verses("page")

    assert pages[:2] == ["1:1", "2:1"]
    assert set(Verse.objects.filter(page=1).values_list("chapter_id", flat=True)) == {1}
    assert pages[603] == "112:1"


@pytest.mark.django_db
@pytest.mark.parametrize(
    ("unit", "count"),
    [("juz", 30), ("hizb_quarter", 240), ("page", 604), ("manzil", 7), ("ruku", 556)],
)
def test_each_unit_numbers_the_verses_from_1_to_its_count_without_a_gap(unit, count):
    values = list(Verse.objects.order_by("global_number").values_list(unit, flat=True))

    assert values[0] == 1 and values[-1] == count
    assert all(later - earlier in (0, 1) for earlier, later in itertools.pairwise(values))


@pytest.mark.django_db
def test_fifteen_verses_carry_a_sajda():
    sajdas = [f"{c}:{v}" for c, v in Verse.objects.filter(sajda=True).values_list("chapter_id", "number")]

    assert len(sajdas) == 15
    assert {"7:206", "32:15", "53:62", "96:19"} <= set(sajdas)


@pytest.mark.django_db
def test_sixty_hizb_of_four_quarters():
    verses = content.content().verses

    assert content.content().verses_count_in("hizb").keys() == set(range(1, 61))
    assert (verses[0].hizb, verses[-1].hizb, verses[-1].hizb_quarter) == (1, 60, 240)


@pytest.mark.django_db
def test_russian_chapter_names_and_their_meanings_come_from_quran_meta():
    baqarah = Chapter.objects.get(number=2)

    assert (baqarah.name_simple_ru, baqarah.name_ru) == ("Аль-Бакара", "Корова")


def _shifted_page_start(source):
    """quran-meta's page 10 starting a verse later: a disagreement with quran-text nobody reviewed."""
    lists = copy.deepcopy(source.division_lists)
    lists["PageList"][10] += 1
    return replace(source, division_lists=lists)


def _juz_missing(source):
    lists = copy.deepcopy(source.division_lists)
    del lists["JuzList"][5]
    return replace(source, division_lists=lists)


def _sajda_moved(source):
    lists = copy.deepcopy(source.division_lists)
    lists["SajdaList"][0] += 1
    return replace(source, division_lists=lists)


@pytest.mark.django_db
@pytest.mark.parametrize(
    ("damage", "message"),
    [
        (_shifted_page_start, "page 10 starts at .* in quran-text, at .* in quran-meta"),
        (_juz_missing, "29 juz starts, expected 30"),
        (_sajda_moved, "sajdas differ"),
    ],
)
def test_import_fails_loudly_on_a_wrong_count_or_an_unreviewed_difference(quran_source, damage, message):
    Verse.objects.filter(chapter_id=114).update(page=1)

    with pytest.raises(ImportMismatch, match=message):
        quran_import(source=damage(quran_source), progress=lambda *_: None)

    assert set(Verse.objects.filter(chapter_id=114).values_list("page", flat=True)) == {1}


def test_a_reviewed_difference_that_is_gone_fails_too(quran_source, monkeypatch):
    monkeypatch.setitem(EDITION_DIFFERENCES, "juz", {**EDITION_DIFFERENCES["juz"], 7: ("5:83", "5:82")})

    with pytest.raises(DivisionsMismatch, match="juz 7: the listed difference"):
        verse_divisions(source=quran_source)
