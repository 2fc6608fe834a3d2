"""Items that show the same text are one answer (hafiz.games.same_text), in every game's grading: the refrains the
Qur'an repeats word for word (55:13 and 55:16; 109:3 and 109:5; 77:15 and 77:19), dealt together, are won either
way round."""

from random import Random

import pytest
from hypothesis import given
from hypothesis import strategies as st

from hafiz.games.coverage import verse_range_covered
from hafiz.games.grading import deal_kept, game_graded
from hafiz.games.same_text import same_text_key, same_text_twins
from hafiz.games.tests.plays import PLAYS, dealt_game, drop, flips, submit
from hafiz.games.tests.strategies import PROPERTY_SETTINGS, game_choices, seeds, with_notable_choices

# (chapter, current verse, "Number of ayahs"): the ranges 55:11–16, 109:1–5 and 77:15–19.
REFRAIN_RANGES = [(55, 16, 6), (109, 5, 5), (77, 19, 5)]


def _graded(game: str, dealt: dict, moves: list):
    kept = deal_kept(game=game, dealt=dealt)
    return game_graded(game=game, layout=kept.layout, solution=kept.solution, moves=moves)


def _swapped(twins: dict, item):
    """The first other item of `item`'s text."""
    return twins[item][0]


def test_the_same_text_is_the_same_arabic_however_it_is_composed_or_spaced():
    decomposed = "فَبِأَيِّ ءَالَآءِ".replace("آ", "ا\u0653")

    assert same_text_key(f"  {decomposed}\u00a0 رَبِّكُمَا ") == "فَبِأَيِّ ءَالَآءِ رَبِّكُمَا"
    assert same_text_twins({1: "قُلْ", 2: "هُوَ", 3: " قُلْ", 4: "قُلْ"}) == {1: [3, 4], 3: [1, 4], 4: [1, 3]}
    assert same_text_twins({1: "قُلْ", 2: "هُوَ"}) == {}


# Each game won with its identical items swapped ------------------------------------------------------


@pytest.mark.django_db
@pytest.mark.parametrize("choice", REFRAIN_RANGES)
def test_matching_takes_either_picture_for_either_identical_text(choice, verses_around):
    dealt = dealt_game("matching", choice, 0, verses_around)
    twins = same_text_twins({item["id"]: item["arabic_text"] for item in dealt["textItems"]})
    pairs = {int(text): image for text, image in dealt["correctPairs"].items()}
    assert twins, "the range deals two texts of the same words"

    # Each text of a refrain linked to the picture of the next verse of its words, the others to their own.
    swapped = {text: pairs[_swapped(twins, text)] if text in twins else image for text, image in pairs.items()}
    assert swapped != pairs

    grade = _graded("matching", dealt, [submit(*swapped.items())])
    assert (grade.won, grade.mistakes) == (True, 0)


@pytest.mark.django_db
@pytest.mark.parametrize("choice", REFRAIN_RANGES)
def test_memory_pairs_a_text_card_with_the_picture_of_any_verse_of_its_text(choice, verses_around):
    dealt = dealt_game("memory", choice, 0, verses_around)
    cards = dealt["cards"]
    verse_twins = same_text_twins({card["name"]: card["text"] for card in cards if card["text"] is not None})
    picture = {card["name"]: card["id"] for card in cards if card["text"] is None}
    assert verse_twins, "the range deals two verses of the same words"

    # Each text card turned with the picture of another verse of its words where there is one.
    moves = flips(
        *(
            id_
            for card in cards
            if card["text"] is not None
            for id_ in (
                card["id"],
                picture[_swapped(verse_twins, card["name"]) if card["name"] in verse_twins else card["name"]],
            )
        )
    )

    grade = _graded("memory", dealt, moves)
    assert (grade.won, grade.turns) == (True, len(cards) // 2)


@pytest.mark.django_db
def test_memory_never_pairs_two_text_cards_of_one_text(verses_around):
    dealt = dealt_game("memory", (55, 16, 6), 0, verses_around)
    refrain = [card["id"] for card in dealt["cards"] if card["name"] in ("55:13", "55:16") and card["text"]]

    grade = _graded("memory", dealt, flips(*refrain))

    assert (grade.won, grade.turns) == (False, 1)
    assert _graded("memory", dealt, flips(*refrain, refrain[0])).turns == 1  # turned back: it can be turned again


@pytest.mark.django_db
@pytest.mark.parametrize("choice", REFRAIN_RANGES)
def test_shuffling_takes_a_repeated_phrase_in_either_of_its_gaps(choice, verses_around):
    def repeated_gap_phrases(dealt: dict) -> dict:
        (level,) = dealt["levels"]
        return same_text_twins({phrase["id"]: phrase["text"] for phrase in level["phrases"]})

    # The first deal whose gaps repeat a phrase: a refrain's words in two gaps.
    seed, dealt = next(
        (seed, dealt)
        for seed in range(200)
        if repeated_gap_phrases(dealt := dealt_game("shuffling", choice, seed, verses_around))
    )
    (level,) = dealt["levels"]
    twins = repeated_gap_phrases(dealt)
    gaps = [part["id"] for part in level["sentence"] if part["type"] == "gap"]
    placed = [_swapped(twins, phrase) if phrase in twins else phrase for phrase in level["correctSequence"]]
    assert placed != level["correctSequence"], seed

    grade = _graded("shuffling", dealt, [drop(phrase, gap) for gap, phrase in zip(gaps, placed, strict=True)])
    assert (grade.won, grade.mistakes) == (True, 0)


@pytest.mark.django_db
@pytest.mark.parametrize("choice", REFRAIN_RANGES)
def test_the_audio_quiz_never_offers_two_options_of_one_text(choice, verses_around):
    chapter, last, count = choice
    covered = verse_range_covered(chapter=chapter, verse=last, count=count)
    for asked in range(covered.first, covered.last + 1):
        for seed in range(10):
            dealt = dealt_game("audio", (chapter, asked, count), seed, verses_around)
            texts = [same_text_key(option) for option in dealt["options"]]
            assert len(set(texts)) == len(texts), (asked, dealt["options"])


# Any deal: swapping identical items never changes the grade -------------------------------------------


def _same_text_swap(game: str, dealt: dict, rng: Random) -> dict[int, int]:
    """A random swap of the deal's items among those of one text (and, in memory, of one face): item → the item that
    takes its place in the moves. Every other item stays where it is."""
    groups: dict[int, object]  # item → its text (in memory, with its face)
    if game == "shuffling":
        (level,) = dealt["levels"]
        groups = {phrase["id"]: same_text_key(phrase["text"]) for phrase in level["phrases"]}
    elif game == "memory":
        text_of_verse = {card["name"]: card["text"] for card in dealt["cards"] if card["text"] is not None}
        groups = {
            card["id"]: (same_text_key(text_of_verse[card["name"]]), card["text"] is None) for card in dealt["cards"]
        }
    else:  # matching: the pictures, by the words of the text each belongs to
        text_of = {item["id"]: same_text_key(item["arabic_text"]) for item in dealt["textItems"]}
        groups = {image: text_of[int(text)] for text, image in dealt["correctPairs"].items()}
    members: dict = {}
    for item, group in groups.items():
        members.setdefault(group, []).append(item)
    swap: dict[int, int] = {}
    for items in members.values():
        swap |= dict(zip(items, rng.sample(items, len(items)), strict=True))
    return swap


def _moves_swapped(game: str, moves: list, swap: dict[int, int]) -> list:
    if game == "shuffling":
        return [drop(swap[move["phrase"]], move["gap"]) for move in moves]
    if game == "memory":
        return flips(*(swap[move["card"]] for move in moves))
    return [submit(*((link["text"], swap[link["image"]]) for link in move["links"])) for move in moves]


@pytest.mark.django_db
@pytest.mark.parametrize("game", ["shuffling", "memory", "matching"])
@PROPERTY_SETTINGS
@given(choice=game_choices(), seed=seeds, order_seed=seeds, wrong=st.integers(0, 3))
@with_notable_choices(order_seed=0, wrong=1)
def test_swapping_items_of_one_text_never_changes_the_grade(game, choice, seed, order_seed, wrong, verses_around):
    dealt = dealt_game(game, choice, seed, verses_around)
    moves = PLAYS[game](dealt, Random(order_seed), wrong)
    swap = _same_text_swap(game, dealt, Random(order_seed))

    assert _graded(game, dealt, _moves_swapped(game, moves, swap)) == _graded(game, dealt, moves)
