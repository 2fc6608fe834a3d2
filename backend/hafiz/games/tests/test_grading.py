"""Grading by the app's rules (frontend/src/features/games/*/utils): hand-made deals for each rule, then property
tests over any game the builders deal."""

from random import Random

import pytest
from hypothesis import given
from hypothesis import strategies as st

from hafiz.games.grading import deal_kept, game_graded, right_answer
from hafiz.games.kinds.base import Grade, IllegalMove
from hafiz.games.tests.plays import PLAYS, dealt_game, drop, flips, submit
from hafiz.games.tests.strategies import PROPERTY_SETTINGS, game_choices, seeds, with_notable_choices


def _graded(game: str, dealt: dict, moves: list) -> Grade:
    kept = deal_kept(game=game, dealt=dealt)
    return game_graded(game=game, layout=kept.layout, solution=kept.solution, moves=moves)


def _illegal(game: str, dealt: dict, moves: list) -> IllegalMove:
    with pytest.raises(IllegalMove) as refused:
        _graded(game, dealt, moves)
    return refused.value


# Shuffling: gaps 1, 2, 3 in reading order, filled by phrases 5, 4, 6.
SHUFFLING = {
    "levels": [
        {
            "sentence": [
                {"type": "gap", "id": 1, "currentPhrase": None},
                {"type": "text", "content": "قُلْ"},
                {"type": "gap", "id": 2, "currentPhrase": None},
                {"type": "gap", "id": 3, "currentPhrase": None},
            ],
            "phrases": [{"id": 4, "text": "b"}, {"id": 6, "text": "c"}, {"id": 5, "text": "a"}],
            "correctSequence": [5, 4, 6],
        }
    ]
}


def test_shuffling_filled_right_in_any_order_is_won_without_mistakes():
    assert _graded("shuffling", SHUFFLING, [drop(6, 3), drop(5, 1), drop(4, 2)]) == Grade(won=True, mistakes=0)


def test_shuffling_counts_each_drop_into_a_wrong_gap():
    moves = [drop(4, 1), drop(5, 3), drop(6, 2)]  # every phrase in a gap not its own

    assert _graded("shuffling", SHUFFLING, moves) == Grade(won=False, mistakes=3)
    # Dropping 5 into gap 1 trades it with 4, which goes to gap 3, then 6 takes its own gap: only drops count.
    moves = [drop(4, 1), drop(5, 1), drop(6, 3), drop(4, 2)]
    assert _graded("shuffling", SHUFFLING, moves) == Grade(won=True, mistakes=1)


def test_shuffling_ends_lost_when_every_gap_is_filled_in_a_wrong_order():
    wrong_order = [drop(4, 1), drop(5, 2), drop(6, 3)]

    assert _graded("shuffling", SHUFFLING, wrong_order) == Grade(won=False, mistakes=2)
    refused = _illegal("shuffling", SHUFFLING, [*wrong_order, drop(5, 1)])
    assert (refused.index, refused.message) == (3, "The game was over.")


def test_shuffling_back_to_the_tray_and_into_the_same_gap_are_no_mistakes():
    moves = [drop(5, 1), drop(5, 1), drop(5, None), drop(6, None), drop(5, 1), drop(4, 2), drop(6, 3)]

    assert _graded("shuffling", SHUFFLING, moves) == Grade(won=True, mistakes=0)


def test_shuffling_left_unfinished_is_lost():
    assert _graded("shuffling", SHUFFLING, [drop(5, 1)]) == Grade(won=False, mistakes=0)
    assert _graded("shuffling", SHUFFLING, []) == Grade(won=False, mistakes=0)


@pytest.mark.parametrize(
    ("move", "why"),
    [
        (drop(7, 1), "No phrase 7 was dealt."),
        (drop(1, 1), "No phrase 1 was dealt."),  # a gap's id is no phrase
        (drop(5, 4), "No gap 4 was dealt."),
        ({"phrase": 5}, "A move here needs 'gap'."),
        ({"phrase": "5", "gap": 1}, "'phrase' must be an integer."),
        ({"phrase": True, "gap": 1}, "'phrase' must be an integer."),
        ({"card": 1}, "A move here needs 'phrase'."),
    ],
)
def test_shuffling_refuses_a_move_that_cannot_be_made(move, why):
    refused = _illegal("shuffling", SHUFFLING, [drop(5, 1), move])

    assert (refused.index, refused.message) == (1, why)


def test_no_move_is_made_after_a_game_is_solved():
    solved = [drop(5, 1), drop(4, 2), drop(6, 3)]

    assert _illegal("shuffling", SHUFFLING, [*solved, drop(6, 3)]).message == "The game was over."


# Memory: cards 1 (picture) and 3 (text) show 112:1, cards 2 (picture) and 4 (text) show 112:2.
MEMORY = {
    "cards": [
        {"id": card, "name": name, "text": text}
        for card, name, text in [(3, "112:1", "قُلْ هُوَ"), (1, "112:1", None), (4, "112:2", "ٱللَّهُ"), (2, "112:2", None)]
    ]
}


def test_memory_counts_turns_but_no_mistakes():
    assert _graded("memory", MEMORY, flips(1, 3, 2, 4)) == Grade(won=True, mistakes=0, turns=2)
    assert _graded("memory", MEMORY, flips(1, 2, 4, 2, 3, 1)) == Grade(won=True, mistakes=0, turns=3)
    assert _graded("memory", MEMORY, flips(1, 2, 1)) == Grade(won=False, mistakes=0, turns=1)


@pytest.mark.parametrize(
    ("cards", "why"),
    [
        ((1, 1), "Card 1 is face up already."),  # the card waiting for its pair
        ((1, 3, 3), "Card 3 is face up already."),  # matched
        ((1, 5), "No card 5 was dealt."),
        ((1, 3, 2, 4, 1), "The game was over."),
    ],
)
def test_memory_refuses_a_flip_that_cannot_be_made(cards, why):
    assert _illegal("memory", MEMORY, flips(*cards)).message == why


# Matching: texts 1, 2 and 5, images 4 (for text 2), 3 (for text 1) and 6 (for text 5).
MATCHING = {
    "textItems": [{"id": 1, "arabic_text": "قُلْ هُوَ"}, {"id": 2, "arabic_text": "ٱللَّهُ"}, {"id": 5, "arabic_text": "أَحَدٌ"}],
    "imageItems": [{"id": 4}, {"id": 3}, {"id": 6}],
    "correctPairs": {"1": 3, "2": 4, "5": 6},
}


def test_matching_is_won_by_its_submit_or_lost_with_a_mistake_per_wrong_link():
    assert _graded("matching", MATCHING, [submit((2, 4), (1, 3), (5, 6))]) == Grade(won=True, mistakes=0)
    assert _graded("matching", MATCHING, [submit((1, 4), (2, 3), (5, 6))]) == Grade(won=False, mistakes=2)
    assert _graded("matching", MATCHING, [submit((1, 4), (2, 6), (5, 3))]) == Grade(won=False, mistakes=3)
    assert _graded("matching", MATCHING, []) == Grade(won=False, mistakes=0)


def test_matching_ends_with_its_submit():
    refused = _illegal("matching", MATCHING, [submit((1, 4), (2, 3), (5, 6)), submit((1, 3), (2, 4), (5, 6))])

    assert (refused.index, refused.message) == (1, "The game was over.")


@pytest.mark.parametrize(
    ("move", "why"),
    [
        (submit((1, 3), (2, 4)), "Every text is linked before the links are submitted."),
        (submit((1, 3), (2, 3), (5, 6)), "Each text and each image takes one link."),
        (submit((1, 3), (1, 4), (5, 6)), "Each text and each image takes one link."),
        (submit((1, 3), (7, 4), (5, 6)), "No text 7 was dealt."),
        (submit((1, 3), (2, 1), (5, 6)), "No image 1 was dealt."),
        ({"links": {"1": 3}}, "'links' must be a list."),
        ({"links": [7]}, "A move here needs 'text'."),
    ],
)
def test_matching_refuses_a_submit_that_cannot_be_made(move, why):
    assert _illegal("matching", MATCHING, [move]).message == why


AUDIO = {"audio_url": "/a.mp3", "options": ["قُلْ هُوَ", "اللَّهُ الصَّمَدُ", "لَمْ يَلِدْ"], "correct_answer": "قُلْ هُوَ"}


def test_audio_is_won_or_lost_with_one_mistake_by_its_first_answer():
    assert _graded("audio", AUDIO, [{"option": "قُلْ هُوَ"}]) == Grade(won=True, mistakes=0)
    assert _graded("audio", AUDIO, [{"option": "لَمْ يَلِدْ"}]) == Grade(won=False, mistakes=1)
    refused = _illegal("audio", AUDIO, [{"option": "لَمْ يَلِدْ"}, {"option": "قُلْ هُوَ"}])
    assert (refused.index, refused.message) == (1, "The game was over.")


def test_audio_refuses_an_option_not_offered():
    assert _illegal("audio", AUDIO, [{"option": "قل هو"}]).message == "That option was not offered."


@pytest.mark.parametrize(
    ("game", "dealt", "answer"),
    [
        (
            "shuffling",
            SHUFFLING,
            {"placements": [{"gap": 1, "phrase": 5}, {"gap": 2, "phrase": 4}, {"gap": 3, "phrase": 6}]},
        ),
        ("memory", MEMORY, {"pairs": [[3, 1], [4, 2]]}),
        ("matching", MATCHING, {"links": [{"text": 1, "image": 3}, {"text": 2, "image": 4}, {"text": 5, "image": 6}]}),
        ("audio", AUDIO, {"option": "قُلْ هُوَ"}),
    ],
)
def test_the_right_answer_names_what_solves_the_deal_in_its_moves_terms(game, dealt, answer):
    kept = deal_kept(game=game, dealt=dealt)

    assert right_answer(game=game, layout=kept.layout, solution=kept.solution) == answer


# Any dealt game ---------------------------------------------------------------------------------------


@pytest.mark.django_db
@pytest.mark.parametrize("game", PLAYS)
@PROPERTY_SETTINGS
@given(choice=game_choices(), seed=seeds, order_seed=seeds)
@with_notable_choices(order_seed=0)
def test_any_honest_solution_of_any_dealt_game_is_won_without_mistakes(game, choice, seed, order_seed, verses_around):
    dealt = dealt_game(game, choice, seed, verses_around)

    grade = _graded(game, dealt, PLAYS[game](dealt, Random(order_seed), 0))

    assert grade.won
    assert grade.mistakes == 0
    if game == "memory":
        assert grade.turns == len(dealt["cards"]) // 2


@pytest.mark.django_db
@pytest.mark.parametrize("game", PLAYS)
@PROPERTY_SETTINGS
@given(choice=game_choices(), seed=seeds, order_seed=seeds, wrong=st.integers(1, 4))
@with_notable_choices(order_seed=0, wrong=2)
def test_each_wrong_move_counts_one_mistake_where_the_app_counts_one(
    game, choice, seed, order_seed, wrong, verses_around
):
    dealt = dealt_game(game, choice, seed, verses_around)
    honest = PLAYS[game](dealt, Random(order_seed), 0)
    moves = PLAYS[game](dealt, Random(order_seed), wrong)

    grade = _graded(game, dealt, moves)

    if game == "shuffling":  # each drop into a wrong gap (and back to the tray)
        assert grade == Grade(won=True, mistakes=(len(moves) - len(honest)) // 2)
    elif game == "memory":  # a mismatched turn is a turn, not a mistake
        assert grade == Grade(won=True, mistakes=0, turns=len(dealt["cards"]) // 2 + (len(moves) - len(honest)) // 2)
    elif game == "audio":  # a wrong answer ends the game
        assert grade == Grade(won=False, mistakes=1)
    elif game == "gaps":  # each blank written wrongly, in the submit that ends the game
        assert grade == Grade(won=False, mistakes=min(wrong, len(moves[0]["words"])))
    elif moves != honest:  # matching: each text linked to a picture of other words
        linked = {link["text"]: link["image"] for link in moves[0]["links"]}
        moved = sum(linked[int(text)] != image for text, image in dealt["correctPairs"].items())
        assert grade == Grade(won=False, mistakes=moved)
        assert moved == min(len({item["arabic_text"] for item in dealt["textItems"]}), max(2, wrong))
    else:  # the texts are all one verse's words: linked right whatever the player does
        assert (game, len({item["arabic_text"] for item in dealt["textItems"]}), grade.won) == ("matching", 1, True)
    assert not _graded(game, dealt, moves[:-1]).won


@pytest.mark.django_db
@pytest.mark.parametrize("game", PLAYS)
@PROPERTY_SETTINGS
@given(choice=game_choices(), seed=seeds)
@with_notable_choices()
def test_the_right_answer_played_as_moves_wins_any_dealt_game(game, choice, seed, verses_around):
    dealt = dealt_game(game, choice, seed, verses_around)
    kept = deal_kept(game=game, dealt=dealt)
    answer = right_answer(game=game, layout=kept.layout, solution=kept.solution)

    moves = {
        "shuffling": lambda: [drop(placed["phrase"], placed["gap"]) for placed in answer.get("placements", [])],
        "memory": lambda: flips(*(card for pair in answer.get("pairs", []) for card in pair)),
        "matching": lambda: [submit(*((link["text"], link["image"]) for link in answer.get("links", [])))],
        "audio": lambda: [{"option": answer.get("option")}],
        "gaps": lambda: [{"words": [{"blank": b["blank"], "word": b["word"]} for b in answer.get("blanks", [])]}],
    }[game]()

    assert _graded(game, dealt, moves).won
