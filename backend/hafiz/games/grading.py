"""Grading a dealt game from the player's moves, by the rules the app plays by
(frontend/src/features/games/*/utils/*-rules.ts and audio-quiz.ts). Plain functions, no database.

For each game, what the server keeps of a deal (`deal_kept`: its layout and what solves it, as JSON), a replay
of the moves against it (`game_graded`), and the right answer the player is shown after it (`right_answer`).
Shuffling ends when every gap is filled, in the right order or not; memory when it is solved; matching with its
submit and audio with its answer, right or wrong (a Try again is a new deal). A move after the end cannot be made.
Moves that are legal but leave the game unsolved (or fill it wrongly) are a lost game, which is a result, not an
error.

A move that cannot be made (a card, gap, phrase, link or option that was not dealt, a card already face up, any move
after the game's end) is an IllegalMove naming the move.

Move shapes (documented in the OpenAPI schema, hafiz.games.apis):
- shuffling: each drop, {"phrase": id, "gap": id}, or "gap": null for the phrase tray. A phrase dropped into a
  filled gap trades places with the one there. A drop into a gap the phrase does not belong in is a mistake. The
  drop that fills the last empty gap ends the game: won if every phrase is in its own gap.
- memory: each flip, {"card": id}. A mismatched pair turns back before the next flip. Memory counts no mistakes (a
  flip is a guess); it counts turns (pairs of flips), which a review compares with the pairs on the board.
- matching: the submitted set of links, {"links": [{"text": id, "image": id}, ...]} linking every text to an image
  of its own. Each wrong link is a mistake; with one, it is a lost game.

Items that show the same text are one answer (hafiz.games.same_text): a phrase belongs in the gap of any phrase of
its text, a card pairs with the other face of any verse of its text, a text links to the picture of any verse of its
text.
- which_one: each answer, {"question": id, "option": id}, every question once, in any order. The answer to the last
  question ends the drill: won if every answer was right; each wrong one is a mistake, and a confusion of the verse
  the question named with the verse whose words were picked (Grade.confusions).
- audio: the option chosen, {"option": text}. The call deals one question, so a deal is one question and its win is
  an audio win on the verse asked. Only the first answer counts (docs/product.md §4): a wrong one is a lost game with
  one mistake.
"""

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from hafiz.games.builders.coverage import verse_global_number
from hafiz.games.same_text import same_text_key, same_text_twins
from hafiz.progress.models import Game

# More moves than anybody makes in one game (memory's 12 cards take about 30 flips); the call refuses more.
MAX_MOVES = 500


@dataclass(frozen=True)
class Grade:
    won: bool
    mistakes: int
    # Memory only: the pairs of cards turned, matched or not.
    turns: int | None = None
    # Which one? only: per wrong answer, (the verse the question named, the verse taken for it), by global number.
    confusions: tuple[tuple[int, int], ...] = ()


@dataclass(frozen=True)
class KeptDeal:
    """What the server keeps of a dealt game: what the player was shown, and what solves it."""

    layout: dict
    solution: dict


class IllegalMove(ValueError):
    def __init__(self, index: int, message: str):
        super().__init__(f"Move {index}: {message}")
        self.index = index
        self.message = message


_KIND_NAMES = {int: "an integer", str: "a string", list: "a list"}


def _field(move: Any, index: int, name: str, kind: type, *, nullable: bool = False):
    """`move[name]`, refused unless it is of `kind` (a bool is no int, though Python says it is)."""
    if not isinstance(move, dict) or name not in move:
        raise IllegalMove(index, f"A move here needs '{name}'.")
    value = move[name]
    if value is None and nullable:
        return None
    if not isinstance(value, kind) or isinstance(value, bool):
        raise IllegalMove(index, f"'{name}' must be {_KIND_NAMES[kind]}.")
    return value


def _not_after_the_end(over: bool, index: int) -> None:
    if over:
        raise IllegalMove(index, "The game was over.")


# Shuffling -------------------------------------------------------------------------------------------


def _shuffling_kept(dealt: dict) -> KeptDeal:
    (level,) = dealt["levels"]
    return KeptDeal(
        layout={
            "gaps": [part["id"] for part in level["sentence"] if part["type"] == "gap"],
            "phrases": [{"id": phrase["id"], "text": phrase["text"]} for phrase in level["phrases"]],
        },
        solution={"sequence": list(level["correctSequence"])},
    )


def _shuffling_graded(*, layout: dict, solution: dict, moves: Sequence) -> Grade:
    sequence = solution["sequence"]
    phrases = {phrase["id"] for phrase in layout["phrases"]}
    belongs = dict(zip(layout["gaps"], sequence, strict=True))  # gap → the phrase that fills it
    twins = same_text_twins({phrase["id"]: phrase["text"] for phrase in layout["phrases"]})

    def fits(phrase: int | None, gap: int) -> bool:
        return phrase == belongs[gap] or phrase in twins.get(belongs[gap], ())

    placements: dict[int, int | None] = dict.fromkeys(layout["gaps"])  # gap → the phrase in it, in sentence order
    mistakes = 0
    filled = False
    for index, move in enumerate(moves):
        _not_after_the_end(filled, index)
        phrase = _field(move, index, "phrase", int)
        gap = _field(move, index, "gap", int, nullable=True)
        if phrase not in phrases:
            raise IllegalMove(index, f"No phrase {phrase} was dealt.")
        if gap is not None and gap not in placements:
            raise IllegalMove(index, f"No gap {gap} was dealt.")
        source = next((holder for holder, placed in placements.items() if placed == phrase), None)
        if gap is None:
            if source is not None:
                placements[source] = None
        elif gap != source:
            mistakes += not fits(phrase, gap)
            displaced = placements[gap]
            placements[gap] = phrase
            if source is not None:
                placements[source] = displaced
        filled = None not in placements.values()
    return Grade(won=all(fits(phrase, gap) for gap, phrase in placements.items()), mistakes=mistakes)


# Memory ----------------------------------------------------------------------------------------------


def _memory_kept(dealt: dict) -> KeptDeal:
    cards = dealt["cards"]
    # A verse's text card carries its text (its picture card none); verses of one text pair across each other.
    verse_twins = same_text_twins({card["name"]: card["text"] for card in cards if card["text"] is not None})
    twins = {
        str(card["id"]): twins_of_card
        for card in cards
        if (
            twins_of_card := [
                other["id"]
                for other in cards
                if other["name"] in verse_twins.get(card["name"], ())
                and (other["text"] is None) != (card["text"] is None)
            ]
        )
    }
    return KeptDeal(
        layout={"cards": [card["id"] for card in cards]},
        # twins: card → the cards of the other face of verses of its text, which it pairs with too (JSON keys are
        # strings). Absent from deals kept before it was: they pair by verse alone.
        solution={"verse_of_card": {str(card["id"]): card["name"] for card in cards}}
        | ({"twins": twins} if twins else {}),
    )


def _memory_graded(*, layout: dict, solution: dict, moves: Sequence) -> Grade:
    verse_of_card = {int(card): verse for card, verse in solution["verse_of_card"].items()}
    twins = {int(card): set(others) for card, others in solution.get("twins", {}).items()}
    matched: set[int] = set()
    turned: int | None = None  # the first card of the pair being turned
    turns = 0
    for index, move in enumerate(moves):
        _not_after_the_end(len(matched) == len(verse_of_card), index)
        card = _field(move, index, "card", int)
        if card not in verse_of_card:
            raise IllegalMove(index, f"No card {card} was dealt.")
        if card in matched or card == turned:
            raise IllegalMove(index, f"Card {card} is face up already.")
        if turned is None:
            turned = card
            continue
        turns += 1
        if verse_of_card[turned] == verse_of_card[card] or card in twins.get(turned, ()):
            matched |= {turned, card}
        turned = None
    return Grade(won=bool(verse_of_card) and len(matched) == len(verse_of_card), mistakes=0, turns=turns)


# Matching --------------------------------------------------------------------------------------------


def _matching_kept(dealt: dict) -> KeptDeal:
    twins = same_text_twins({str(item["id"]): item["arabic_text"] for item in dealt["textItems"]})
    return KeptDeal(
        layout={
            "texts": [item["id"] for item in dealt["textItems"]],
            "images": [item["id"] for item in dealt["imageItems"]],
        },
        # twins: text → the texts of the same words, whose pictures it takes too (JSON keys are strings). Absent from
        # deals kept before it was: each text takes its own picture alone.
        solution={"pairs": dict(dealt["correctPairs"])}
        | ({"twins": {text: [int(other) for other in others] for text, others in twins.items()}} if twins else {}),
    )


def _matching_links(move: Any, index: int, *, texts: set[int], images: set[int]) -> dict[int, int]:
    links = _field(move, index, "links", list)
    linked: dict[int, int] = {}
    for link in links:
        text = _field(link, index, "text", int)
        image = _field(link, index, "image", int)
        if text not in texts:
            raise IllegalMove(index, f"No text {text} was dealt.")
        if image not in images:
            raise IllegalMove(index, f"No image {image} was dealt.")
        if text in linked or image in linked.values():
            raise IllegalMove(index, "Each text and each image takes one link.")
        linked[text] = image
    if linked.keys() != texts:
        raise IllegalMove(index, "Every text is linked before the links are submitted.")
    return linked


def _matching_graded(*, layout: dict, solution: dict, moves: Sequence) -> Grade:
    if not moves:
        return Grade(won=False, mistakes=0)
    pairs = {int(text): image for text, image in solution["pairs"].items()}
    twins = {int(text): others for text, others in solution.get("twins", {}).items()}
    links = _matching_links(moves[0], 0, texts=set(layout["texts"]), images=set(layout["images"]))
    _not_after_the_end(len(moves) > 1, 1)
    wrong = sum(
        image != pairs[text] and all(image != pairs[twin] for twin in twins.get(text, ()))
        for text, image in links.items()
    )
    return Grade(won=not wrong, mistakes=wrong)


# Audio -----------------------------------------------------------------------------------------------


def _audio_kept(dealt: dict) -> KeptDeal:
    return KeptDeal(layout={"options": list(dealt["options"])}, solution={"answer": dealt["correct_answer"]})


def _audio_graded(*, layout: dict, solution: dict, moves: Sequence) -> Grade:
    if not moves:
        return Grade(won=False, mistakes=0)
    option = _field(moves[0], 0, "option", str)
    if option not in layout["options"]:
        raise IllegalMove(0, "That option was not offered.")
    _not_after_the_end(len(moves) > 1, 1)
    solved = same_text_key(option) == same_text_key(solution["answer"])
    return Grade(won=solved, mistakes=int(not solved))


# Which one? ------------------------------------------------------------------------------------------


def _which_one_kept(dealt: dict) -> KeptDeal:
    def global_number(reference: dict) -> int:
        return verse_global_number(chapter=reference["surah_id"], verse=reference["ayah_id"])

    return KeptDeal(
        layout={
            "questions": [
                {"id": question["id"], "options": [option["id"] for option in question["options"]]}
                for question in dealt["questions"]
            ]
        },
        solution={
            "right": {str(question["id"]): question["right_option"] for question in dealt["questions"]},
            # question → option → the verse whose words it is (JSON keeps the keys as strings)
            "verses": {
                str(question["id"]): {str(option["id"]): global_number(option) for option in question["options"]}
                for question in dealt["questions"]
            },
        },
    )


def _which_one_graded(*, layout: dict, solution: dict, moves: Sequence) -> Grade:
    offered = {question["id"]: set(question["options"]) for question in layout["questions"]}
    answered: dict[int, int] = {}  # question → the option picked
    for index, move in enumerate(moves):
        _not_after_the_end(len(answered) == len(offered), index)
        question = _field(move, index, "question", int)
        option = _field(move, index, "option", int)
        if question not in offered:
            raise IllegalMove(index, f"No question {question} was asked.")
        if question in answered:
            raise IllegalMove(index, f"Question {question} was answered already.")
        if option not in offered[question]:
            raise IllegalMove(index, f"Question {question} offered no option {option}.")
        answered[question] = option
    right = {int(question): option for question, option in solution["right"].items()}
    verses = solution["verses"]
    confusions = tuple(
        (verses[str(question)][str(right[question])], verses[str(question)][str(option)])
        for question, option in answered.items()
        if option != right[question]
    )
    return Grade(won=len(answered) == len(offered) and not confusions, mistakes=len(confusions), confusions=confusions)


_KEPT = {
    Game.SHUFFLING: _shuffling_kept,
    Game.MEMORY: _memory_kept,
    Game.MATCHING: _matching_kept,
    Game.AUDIO: _audio_kept,
    Game.WHICH_ONE: _which_one_kept,
}
_GRADED = {
    Game.SHUFFLING: _shuffling_graded,
    Game.MEMORY: _memory_graded,
    Game.MATCHING: _matching_graded,
    Game.AUDIO: _audio_graded,
    Game.WHICH_ONE: _which_one_graded,
}


def deal_kept(*, game: str, dealt: dict) -> KeptDeal:
    """What the server keeps of `dealt`, a game as its call answers it (docs/product.md §3 shapes)."""
    return _KEPT[Game(game)](dealt)


def game_graded(*, game: str, layout: dict, solution: dict, moves: Sequence) -> Grade:
    """Replays `moves` against a kept deal: won, and the mistakes counted on the way. IllegalMove when one cannot
    be made."""
    return _GRADED[Game(game)](layout=layout, solution=solution, moves=moves)


def _shuffling_answer(*, layout: dict, solution: dict) -> dict:
    return {
        "placements": [
            {"gap": gap, "phrase": phrase} for gap, phrase in zip(layout["gaps"], solution["sequence"], strict=True)
        ]
    }


def _memory_answer(*, layout: dict, solution: dict) -> dict:
    cards_of_verse: dict[str, list[int]] = {}
    verse_of_card = {int(card): verse for card, verse in solution["verse_of_card"].items()}
    for card in layout["cards"]:
        cards_of_verse.setdefault(verse_of_card[card], []).append(card)
    return {"pairs": list(cards_of_verse.values())}


def _matching_answer(*, layout: dict, solution: dict) -> dict:
    pairs = {int(text): image for text, image in solution["pairs"].items()}  # JSON keeps the keys as strings
    return {"links": [{"text": text, "image": pairs[text]} for text in layout["texts"]]}


def _audio_answer(*, layout: dict, solution: dict) -> dict:
    return {"option": solution["answer"]}


def _which_one_answer(*, layout: dict, solution: dict) -> dict:
    return {
        "choices": [
            {"question": question["id"], "option": solution["right"][str(question["id"])]}
            for question in layout["questions"]
        ]
    }


_ANSWERS = {
    Game.SHUFFLING: _shuffling_answer,
    Game.MEMORY: _memory_answer,
    Game.MATCHING: _matching_answer,
    Game.AUDIO: _audio_answer,
    Game.WHICH_ONE: _which_one_answer,
}


def right_answer(*, game: str, layout: dict, solution: dict) -> dict:
    """What solves a kept deal, in the moves' terms, for the player to see once the game is graded: shuffling, the
    phrase of each gap ({"placements": [{"gap", "phrase"}]}, gaps in reading order); memory, the cards of each verse
    ({"pairs": [[card, card]]}); matching, each text's image ({"links": [{"text", "image"}]}); audio, the right
    option ({"option"}); which one, each question's right option ({"choices": [{"question", "option"}]})."""
    return _ANSWERS[Game(game)](layout=layout, solution=solution)


def pairs_dealt(*, game: str, layout: dict) -> int | None:
    """Memory: the pairs of cards on the board, which a review compares with the turns taken; None for the others."""
    return len(layout["cards"]) // 2 if game == Game.MEMORY else None
