from random import Random

import pytest
from hypothesis import given

from hafiz.games.coverage import verse_range_covered
from hafiz.games.kinds import audio
from hafiz.games.tests.strategies import PROPERTY_SETTINGS, game_choices, seeds, with_notable_choices

# The verses are read once per session from the test database, which pytest-django sets up only for marked tests.
pytestmark = pytest.mark.django_db


def _question_for(verses_around, chapter: int, verse: int, count: int, seed: int) -> tuple[dict, list, list]:
    covered, neighbours = verses_around(
        verse_range_covered(chapter=chapter, verse=verse, count=count), audio.NEIGHBOURS_AROUND
    )
    asked = next(shown for shown in covered if shown.number == verse)
    question = audio.audio_question_build(asked=asked, covered=covered, neighbours=neighbours, rng=Random(seed))
    return question, covered, neighbours


def _openings(verses, length: int) -> set[str]:
    return {" ".join(verse.words[:length]) for verse in verses}


def _assert_answerable(question: dict, asked, covered, neighbours) -> None:
    assert set(question) == {"audio_url", "options", "correct_answer"}
    options = question["options"]
    assert audio.MIN_OPTIONS <= len(options) <= audio.MAX_OPTIONS
    assert len(set(options)) == len(options)
    assert question["correct_answer"] in options
    assert question["audio_url"] == asked.audio_url
    length = audio.opening_length(covered=covered)
    assert question["correct_answer"] == " ".join(asked.words[:length])
    assert set(options) <= _openings([*covered, *neighbours], length)


@PROPERTY_SETTINGS
@given(choice=game_choices(), seed=seeds)
@with_notable_choices
def test_audio_question_has_the_asked_verses_opening_among_distinct_options(choice, seed, verses_around):
    question, covered, neighbours = _question_for(verses_around, *choice, seed=seed)

    asked = next(verse for verse in covered if verse.number == choice[1])
    _assert_answerable(question, asked, covered, neighbours)


@PROPERTY_SETTINGS
@given(choice=game_choices(), seed=seeds)
@with_notable_choices
def test_audio_options_come_from_the_covered_verses_first(choice, seed, verses_around):
    question, covered, _ = _question_for(verses_around, *choice, seed=seed)

    covered_openings = _openings(covered, audio.opening_length(covered=covered))
    from_range = [option for option in question["options"] if option in covered_openings]
    assert len(from_range) >= min(audio.MAX_OPTIONS, len(covered_openings))


def test_every_verse_alone_still_gets_four_options(quran_verses, verses_around):
    for verse in quran_verses:
        question, covered, neighbours = _question_for(
            verses_around, verse.chapter, verse.number, 1, seed=verse.global_number
        )

        _assert_answerable(question, verse, covered, neighbours)
        assert len(question["options"]) == audio.MAX_OPTIONS


def test_identical_verses_count_once_and_neighbours_fill_in(verses_around):
    # 55:13 and 55:16 are the very same words, so 55:13..16 gives three openings; a neighbour adds the fourth.
    question, covered, _neighbours = _question_for(verses_around, 55, 16, 4, seed=5)

    assert len(question["options"]) == audio.MAX_OPTIONS
    assert _openings(covered, 3) < set(question["options"])
    assert len(_openings(covered, 3)) == 3


def test_openings_are_three_words_unless_three_do_not_tell_the_covered_verses_apart(verses_around):
    short, _, _ = _question_for(verses_around, 112, 1, 4, seed=1)
    whole_chapter, covered, _ = _question_for(verses_around, 2, 286, 286, seed=1)

    assert len(short["correct_answer"].split(" ")) == 3
    assert len({verse.words[:3] for verse in covered}) < len({verse.words for verse in covered})
    assert len(whole_chapter["correct_answer"].split(" ")) == 4
