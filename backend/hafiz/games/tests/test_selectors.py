import pytest

from hafiz.games.coverage import VerseRange
from hafiz.games.selectors import game_verses_around
from hafiz.quran.models import Verse


@pytest.mark.django_db
@pytest.mark.parametrize(
    ("verse_range", "around"),
    [
        (VerseRange(chapter=112, first=1, last=4), 0),
        (VerseRange(chapter=1, first=1, last=1), 8),
        (VerseRange(chapter=114, first=6, last=6), 8),
        (VerseRange(chapter=108, first=1, last=3), 8),
        (VerseRange(chapter=2, first=1, last=286), 1),
    ],
)
def test_game_verses_around_a_range_with_no_query(verse_range, around, verses_around, django_assert_num_queries):
    with django_assert_num_queries(0):
        covered, neighbours = game_verses_around(verse_range=verse_range, around=around)

    assert (covered, neighbours) == verses_around(verse_range, around)
    assert [verse.number for verse in covered] == list(range(verse_range.first, verse_range.last + 1))
    assert all(verse.chapter == verse_range.chapter for verse in covered)
    assert len(neighbours) <= 2 * around


@pytest.mark.django_db
def test_game_verse_carries_what_the_games_show():
    (verse,), _ = game_verses_around(verse_range=VerseRange(chapter=112, first=1, last=1))

    assert verse.name == "112:1"
    assert verse.global_number == 6222
    row = Verse.objects.get(chapter_id=112, number=1)
    assert (verse.text, verse.words) == (row.text_uthmani, tuple(row.words))
    assert len(verse.words) == 4
    assert (verse.translation_en, verse.translation_ru) == (row.translation_en, row.translation_ru)
    assert verse.image_url.startswith("/media/verses/")
    assert verse.audio_url.endswith("/6222.mp3")
