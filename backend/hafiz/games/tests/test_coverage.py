import pytest
from hypothesis import given

from hafiz.games.coverage import VerseRange, verse_global_number, verse_range_covered
from hafiz.games.tests.strategies import PROPERTY_SETTINGS, game_choices
from hafiz.quran import canon


@pytest.mark.parametrize(
    ("chapter", "verse", "count", "first", "last"),
    [
        (112, 4, 4, 1, 4),
        (112, 3, 1, 3, 3),
        (112, 1, 4, 1, 4),
        (2, 10, 3, 8, 10),
        (2, 2, 5, 1, 5),
        (2, 286, 286, 1, 286),
        (2, 1, 286, 1, 286),
        (103, 3, 2, 2, 3),
    ],
)
def test_covered_verses_end_at_the_current_verse_or_run_from_verse_1(chapter, verse, count, first, last):
    assert verse_range_covered(chapter=chapter, verse=verse, count=count) == VerseRange(
        chapter=chapter, first=first, last=last
    )


@PROPERTY_SETTINGS
@given(choice=game_choices())
def test_covered_range_holds_count_verses_of_the_chapter_including_the_current_one(choice):
    chapter, verse, count = choice

    covered = verse_range_covered(chapter=chapter, verse=verse, count=count)

    assert covered.last - covered.first + 1 == count
    assert 1 <= covered.first <= verse <= covered.last <= canon.VERSES_PER_CHAPTER[chapter - 1]
    assert covered.last == verse or covered.first == 1


@pytest.mark.parametrize(
    ("chapter", "verse", "count"), [(0, 1, 1), (115, 1, 1), (112, 0, 1), (112, 5, 1), (112, 1, 0), (112, 1, 5)]
)
def test_covering_verses_that_do_not_exist_is_refused(chapter, verse, count):
    with pytest.raises(ValueError):
        verse_range_covered(chapter=chapter, verse=verse, count=count)


def test_global_numbers_come_from_the_canon():
    assert verse_global_number(chapter=1, verse=1) == 1
    assert verse_global_number(chapter=2, verse=1) == 8
    assert verse_global_number(chapter=112, verse=1) == 6222
    assert verse_global_number(chapter=114, verse=6) == canon.VERSE_COUNT


def test_latest_verses_of_a_range():
    covered = VerseRange(chapter=2, first=1, last=286)

    assert covered.latest(6) == VerseRange(chapter=2, first=281, last=286)
    assert VerseRange(chapter=112, first=2, last=4).latest(6) == VerseRange(chapter=112, first=2, last=4)
