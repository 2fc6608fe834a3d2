import math
from random import Random

import pytest
from hypothesis import given

from hafiz.games.coverage import VerseRange, verse_range_covered
from hafiz.games.kinds import shuffling
from hafiz.games.tests.strategies import PROPERTY_SETTINGS, game_choices, seeds, with_notable_choices
from hafiz.quran import canon

# The verses are read once per session from the test database, which pytest-django sets up only for marked tests.
pytestmark = pytest.mark.django_db


def _game_for(
    verses_around, chapter: int, verse: int, count: int, seed: int
) -> tuple[dict, shuffling.ShufflingPassage]:
    """The game for that choice, and the passage it plays (the builder draws it first from the same seed)."""
    covered, neighbours = verses_around(
        verse_range_covered(chapter=chapter, verse=verse, count=count), shuffling.NEIGHBOURS_AROUND
    )
    game = shuffling.shuffling_game_build(covered=covered, neighbours=neighbours, rng=Random(seed))
    return game, shuffling.shuffling_passage(covered=covered, neighbours=neighbours, rng=Random(seed))


def _shown_text(passage: shuffling.ShufflingPassage) -> str:
    verses = " ".join(f"{' '.join(verse.words)} {shuffling.ayah_end_marker(verse.number)}" for verse in passage.verses)
    return f"{shuffling.lead_in_text(passage.lead_in)} {verses}" if passage.lead_in else verses


def _solved_text(level: dict) -> str:
    """The sentence with each gap filled by the phrase correctSequence puts there."""
    phrase_texts = {phrase["id"]: phrase["text"] for phrase in level["phrases"]}
    solution = iter(level["correctSequence"])
    return " ".join(
        part["content"] if part["type"] == "text" else phrase_texts[next(solution)] for part in level["sentence"]
    )


def _assert_playable(level: dict, passage: shuffling.ShufflingPassage) -> None:
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
    assert len(set(phrase_texts)) >= 2  # the order matters: not every gap takes any phrase
    assert all(1 <= len(text.split(" ")) <= shuffling.MAX_PHRASE_WORDS for text in phrase_texts)
    assert _solved_text(level) == _shown_text(passage)


@PROPERTY_SETTINGS
@given(choice=game_choices(), seed=seeds)
@with_notable_choices
def test_shuffling_level_is_solvable_and_not_already_solved(choice, seed, verses_around):
    game, passage = _game_for(verses_around, *choice, seed=seed)

    assert set(game) == {"levels"}
    (level,) = game["levels"]
    _assert_playable(level, passage)


@PROPERTY_SETTINGS
@given(choice=game_choices(), seed=seeds)
@with_notable_choices
def test_shuffling_plays_a_passage_of_the_covered_verses_after_the_verse_before_it(choice, seed, verses_around):
    chapter, verse, count = choice
    covered, _ = verses_around(verse_range_covered(chapter=chapter, verse=verse, count=count))
    game, passage = _game_for(verses_around, *choice, seed=seed)

    shown = passage.verses
    numbers = [verse.number for verse in shown]
    assert numbers == list(range(numbers[0], numbers[0] + len(numbers)))
    assert all(verse.chapter == chapter for verse in shown)
    word_count = sum(len(verse.words) for verse in shown)
    if sum(len(verse.words) for verse in covered) > 1:
        assert all(verse in covered for verse in shown)
        # Runs are cut to fit; only a verse too long on its own, or a one-word verse with the one it leans on,
        # goes over.
        assert word_count <= shuffling.PASSAGE_WORDS or len(shown) == 1 or min(len(v.words) for v in shown) == 1
    if numbers[0] == 1:
        assert passage.lead_in is None
    else:
        assert (passage.lead_in.chapter, passage.lead_in.number) == (chapter, numbers[0] - 1)

    gaps = [part for part in game["levels"][0]["sentence"] if part["type"] == "gap"]
    expected = math.ceil(word_count / shuffling.WORDS_PER_GAP)
    assert len(gaps) == min(shuffling.MAX_GAPS, max(shuffling.MIN_GAPS, expected))


def test_a_range_that_fits_is_played_whole(verses_around):
    game, passage = _game_for(verses_around, 112, 4, 4, seed=3)

    assert [verse.name for verse in passage.verses] == ["112:1", "112:2", "112:3", "112:4"]
    assert passage.lead_in is None
    assert _solved_text(game["levels"][0]).endswith(shuffling.ayah_end_marker(4))


def test_a_whole_long_chapter_plays_one_passage_of_it_in_turn(verses_around):
    """Al-Baqarah to 2:255 no longer lays out 255 verses: each game a passage, all of the range over many games."""
    played: set[int] = set()
    for seed in range(400):
        _, passage = _game_for(verses_around, 2, 255, 255, seed=seed)
        assert len(passage.verses) == 1 or sum(len(verse.words) for verse in passage.verses) <= shuffling.PASSAGE_WORDS
        played.update(verse.number for verse in passage.verses)

    assert len(played) > 200


def test_the_lead_in_is_the_end_of_the_verse_before(verses_around):
    game, passage = _game_for(verses_around, 2, 255, 1, seed=1)
    before = passage.lead_in
    sentence = game["levels"][0]["sentence"]

    assert before.name == "2:254"
    assert sentence[0]["type"] == "text"
    expected = " ".join([shuffling.ELLIPSIS, *before.words[-shuffling.LEAD_IN_WORDS :], shuffling.ayah_end_marker(254)])
    assert sentence[0]["content"].startswith(expected)


def test_every_single_verse_makes_a_playable_level(quran_verses, verses_around):
    for verse in quran_verses:
        game, passage = _game_for(verses_around, verse.chapter, verse.number, 1, seed=verse.global_number)

        _assert_playable(game["levels"][0], passage)


def _assert_consecutive(run) -> None:
    numbers = [verse.number for verse in run]
    assert len({verse.chapter for verse in run}) == 1
    assert numbers == list(range(numbers[0], numbers[0] + len(numbers)))


def test_every_passage_of_every_whole_chapter_makes_a_playable_level(quran_verses):
    for chapter in range(1, canon.CHAPTER_COUNT + 1):
        verses = [verse for verse in quran_verses if verse.chapter == chapter]
        runs = shuffling.shuffling_passages(verses=verses)
        assert [verse for run in runs[::-1] for verse in run] == verses
        for index, run in enumerate(runs):
            _assert_consecutive(run)
            level = shuffling.shuffling_level_build(verses=run, rng=Random(chapter * 1000 + index))
            _assert_playable(level, shuffling.ShufflingPassage(verses=run, lead_in=None))


def test_every_passage_of_every_default_choice_makes_a_playable_level(quran_verses, verses_around):
    """The range a learner gets without choosing (up to five verses ending at theirs), at every verse."""
    for verse in quran_verses:
        covered, neighbours = verses_around(
            verse_range_covered(chapter=verse.chapter, verse=verse.number, count=min(verse.number, 5)),
            shuffling.NEIGHBOURS_AROUND,
        )
        verses = shuffling.shuffling_verses(covered=covered, neighbours=neighbours)
        runs = shuffling.shuffling_passages(verses=verses)
        assert sorted(v.number for run in runs for v in run) == [v.number for v in verses]
        for index, run in enumerate(runs):
            _assert_consecutive(run)
            level = shuffling.shuffling_level_build(verses=run, rng=Random(verse.global_number * 10 + index))
            _assert_playable(level, shuffling.ShufflingPassage(verses=run, lead_in=None))


@pytest.mark.parametrize(("chapter", "verse"), [(42, 5), (26, 6), (52, 13), (55, 74)])
def test_a_range_opening_on_a_one_word_verse_keeps_it_with_the_verses_after_it(verses_around, chapter, verse):
    """42:1 حمٓ (one word) at the start of the range joins the run that follows it, not one further on."""
    covered, neighbours = verses_around(
        verse_range_covered(chapter=chapter, verse=verse, count=verse), shuffling.NEIGHBOURS_AROUND
    )
    runs = shuffling.shuffling_passages(verses=shuffling.shuffling_verses(covered=covered, neighbours=neighbours))

    assert [verse for run in runs[::-1] for verse in run] == covered
    for run in runs:
        _assert_consecutive(run)


def test_a_lone_one_word_verse_borrows_the_next_verse_of_its_chapter(verses_around):
    game, passage = _game_for(verses_around, 2, 1, 1, seed=7)

    assert [verse.name for verse in passage.verses] == ["2:1", "2:2"]
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
