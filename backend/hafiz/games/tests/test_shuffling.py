import math
from random import Random

import pytest
from hypothesis import given

from hafiz.games.builders import shuffling
from hafiz.games.builders.coverage import VerseRange, verse_range_covered
from hafiz.games.tests.strategies import PROPERTY_SETTINGS, game_choices, seeds, with_notable_choices

# The verses are read once per session from the test database, which pytest-django sets up only for marked tests.
pytestmark = pytest.mark.django_db


def _game_for(verses_around, chapter: int, verse: int, count: int, seed: int) -> tuple[dict, list]:
    covered, neighbours = verses_around(
        verse_range_covered(chapter=chapter, verse=verse, count=count), shuffling.NEIGHBOURS_AROUND
    )
    game = shuffling.shuffling_game_build(covered=covered, neighbours=neighbours, rng=Random(seed))
    return game, shuffling.shuffling_verses(covered=covered, neighbours=neighbours)


def _shown_text(verses) -> str:
    return " ".join(f"{' '.join(verse.words)} {shuffling.ayah_end_marker(verse.number)}" for verse in verses)


def _solved_text(level: dict) -> str:
    """The sentence with each gap filled by the phrase correctSequence puts there."""
    phrase_texts = {phrase["id"]: phrase["text"] for phrase in level["phrases"]}
    solution = iter(level["correctSequence"])
    return " ".join(
        part["content"] if part["type"] == "text" else phrase_texts[next(solution)] for part in level["sentence"]
    )


def _assert_playable(level: dict, verses) -> None:
    assert set(level) == {"sentence", "phrases", "correctSequence"}
    gaps = [part for part in level["sentence"] if part["type"] == "gap"]
    texts = [part for part in level["sentence"] if part["type"] == "text"]
    assert all(part == {"type": "gap", "id": part["id"], "currentPhrase": None} for part in gaps)
    assert all(set(part) == {"type", "content"} and part["content"].strip() for part in texts)
    assert len(gaps) + len(texts) == len(level["sentence"])
    assert all(
        not (first["type"] == second["type"] == "text")
        for first, second in zip(level["sentence"], level["sentence"][1:])
    )

    assert shuffling.MIN_GAPS <= len(gaps) <= shuffling.MAX_GAPS
    assert [gap["id"] for gap in gaps] == list(range(1, len(gaps) + 1))
    phrase_ids = [phrase["id"] for phrase in level["phrases"]]
    assert all(set(phrase) == {"id", "text"} for phrase in level["phrases"])
    assert sorted(phrase_ids) == sorted(level["correctSequence"]) == list(range(len(gaps) + 1, 2 * len(gaps) + 1))
    assert phrase_ids != level["correctSequence"]

    phrase_texts = [phrase["text"] for phrase in level["phrases"]]
    assert len(set(phrase_texts)) == len(phrase_texts)
    assert all(1 <= len(text.split(" ")) <= shuffling.MAX_PHRASE_WORDS for text in phrase_texts)
    assert _solved_text(level) == _shown_text(verses)


@PROPERTY_SETTINGS
@given(choice=game_choices(), seed=seeds)
@with_notable_choices
def test_shuffling_level_is_solvable_and_not_already_solved(choice, seed, verses_around):
    game, verses = _game_for(verses_around, *choice, seed=seed)

    assert set(game) == {"levels"}
    (level,) = game["levels"]
    _assert_playable(level, verses)


@PROPERTY_SETTINGS
@given(choice=game_choices(), seed=seeds)
@with_notable_choices
def test_shuffling_shows_the_covered_verses_and_more_gaps_for_longer_text(choice, seed, verses_around):
    chapter, verse, count = choice
    covered, _ = verses_around(verse_range_covered(chapter=chapter, verse=verse, count=count))
    game, verses = _game_for(verses_around, *choice, seed=seed)

    word_count = sum(len(shown.words) for shown in verses)
    gaps = [part for part in game["levels"][0]["sentence"] if part["type"] == "gap"]
    expected = math.ceil(word_count / shuffling.WORDS_PER_GAP)
    assert len(gaps) == min(shuffling.MAX_GAPS, max(shuffling.MIN_GAPS, expected))
    if sum(len(shown.words) for shown in covered) > 1:
        assert verses == covered


def test_every_single_verse_makes_a_playable_level(quran_verses, verses_around):
    for verse in quran_verses:
        game, verses = _game_for(verses_around, verse.chapter, verse.number, 1, seed=verse.global_number)

        _assert_playable(game["levels"][0], verses)


def test_a_lone_one_word_verse_borrows_the_next_verse_of_its_chapter(verses_around):
    game, verses = _game_for(verses_around, 2, 1, 1, seed=7)

    assert [verse.name for verse in verses] == ["2:1", "2:2"]
    assert _solved_text(game["levels"][0]).startswith("الٓمٓ ﴿١﴾ ذَٰلِكَ")


def test_a_lone_one_word_verse_without_a_next_verse_borrows_the_verse_before(verses_around):
    covered, neighbours = verses_around(VerseRange(chapter=55, first=64, last=64), 1)
    preceding = [verse for verse in neighbours if verse.number == 63]

    verses = shuffling.shuffling_verses(covered=covered, neighbours=preceding)

    assert [verse.name for verse in verses] == ["55:63", "55:64"]


def test_same_seed_same_level(verses_around):
    first, _ = _game_for(verses_around, 2, 255, 5, seed=42)
    second, _ = _game_for(verses_around, 2, 255, 5, seed=42)
    other, _ = _game_for(verses_around, 2, 255, 5, seed=43)

    assert first == second
    assert first != other


def test_end_of_ayah_marker_in_arabic_indic_digits():
    assert shuffling.ayah_end_marker(12) == "﴿١٢﴾"
    assert shuffling.ayah_end_marker(286) == "\ufd3f٢٨٦\ufd3e"
