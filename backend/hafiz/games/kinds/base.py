"""What one game is made of. Each game is one module of this package (`<game>.py`), which
builds its deal, keeps it, replays the player's moves against it and names the right answer, and ends in a GameKind
that hands those parts to the generic flow, which finds the game in the registry (hafiz.games.registry): dealing and
keeping a deal (hafiz.games.apis, services.game_deal_record), grading it (hafiz.games.grading, services.game_grade)
and rating it as a review (services.game_review_record). A win is paid alike for every game (services.win_record):
what differs is whether the game moves a verse's progress, which the Game choices say (progress.PROGRESS_GAMES). docs/adding-a-game.md
walks through adding one.

A game's moves are replayed by the rules the app plays by (frontend/src/features/games/<game>/). Moves that are
legal but leave the game unsolved (or fill it wrongly) are a lost game, which is a result, not an error. A move that
cannot be made (a card, gap, phrase, link or option that was not dealt, a card already face up, any move after the
game's end) is an IllegalMove naming the move.
"""

import random
from collections.abc import Callable, Collection, Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from rest_framework import serializers

from hafiz.games import selectors
from hafiz.games.coverage import VerseRange, verse_global_number, verse_range_covered
from hafiz.progress.models import Game
from hafiz.quran.content import Content


@dataclass(frozen=True)
class Deal:
    """A dealt game, as its call answers it (`dealt`, before the deal's game_id is added), and where it is played:
    the verse a win is recorded on and the verses it covers."""

    dealt: dict
    verse_global_number: int
    verse_range: VerseRange


@dataclass(frozen=True)
class KeptDeal:
    """What the server keeps of a dealt game: what the player was shown, and what solves it."""

    layout: dict
    solution: dict


@dataclass(frozen=True)
class Grade:
    won: bool
    mistakes: int
    # Memory only: the pairs of cards turned, matched or not.
    turns: int | None = None
    # Gaps only: the blanks whose first letter was shown (a won game with one pays half its xp).
    hints: int = 0
    # Which one? only: per wrong answer, (the verse the question named, the verse taken for it), by global number.
    confusions: tuple[tuple[int, int], ...] = ()


class IllegalMove(ValueError):
    def __init__(self, index: int, message: str):
        super().__init__(f"Move {index}: {message}")
        self.index = index
        self.message = message


_KIND_NAMES = {int: "an integer", str: "a string", list: "a list"}


def move_field(move: Any, index: int, name: str, kind: type, *, nullable: bool = False):
    """`move[name]`, refused unless it is of `kind` (a bool is no int, though Python says it is)."""
    if not isinstance(move, dict) or name not in move:
        raise IllegalMove(index, f"A move here needs '{name}'.")
    value = move[name]
    if value is None and nullable:
        return None
    if not isinstance(value, kind) or isinstance(value, bool):
        raise IllegalMove(index, f"'{name}' must be {_KIND_NAMES[kind]}.")
    return value


def not_after_the_end(over: bool, index: int) -> None:
    if over:
        raise IllegalMove(index, "The game was over.")


def _no_pairs(layout: dict) -> None:
    return None


@dataclass(frozen=True)
class GameKind:
    """One game, as the generic flow asks for it.

    - `deal`: the game dealt from its call's validated input (`input_serializer`), with a fresh random source; None
      when there is nothing to deal, answered 404 with `no_deal_message`.
    - `kept`: what the server keeps of a deal (its layout and what solves it, as JSON).
    - `graded`: the moves (in `move_serializer`'s shape) replayed against a kept deal; IllegalMove for one that
      cannot be made.
    - `right_answer`: what solves a kept deal, in the moves' terms: the grading's `answer`, in the one field of
      `answer_field`.
    - `pairs_dealt`: the size a review compares the turns taken with (memory's pairs of cards: more than twice as
      many turns rates Hard, hafiz.review.ratings); None for a game without turns.
    - `deal_schema`: the deal call's OpenAPI documentation (extend_schema's arguments other than `request`).
    - `reviews_verse`: a graded deal can be recorded as a review of its verse (POST /review/). Not for a game whose
      verse only says where its win is kept (the makhraj practices: a letter's example verse).
    """

    name: Game
    input_serializer: type[serializers.Serializer]
    deal: Callable[[dict], Deal | None]
    kept: Callable[[dict], KeptDeal]
    graded: Callable[..., Grade]
    right_answer: Callable[..., dict]
    move_serializer: type[serializers.Serializer]
    answer_field: Mapping[str, serializers.Field]
    deal_schema: Mapping[str, Any]
    pairs_dealt: Callable[[dict], int | None] = _no_pairs
    no_deal_message: str = ""
    reviews_verse: bool = True


# The verse games (every game but the look-alike drill) are dealt from GameVersesInputSerializer's body.


def covered_range(game_input: dict) -> VerseRange:
    """The verses a verse game's call covers."""
    return verse_range_covered(chapter=game_input["id"], verse=game_input["ayahId"], count=game_input["selectedAyah"])


def latest_verses_deal(game_input: dict, *, max_verses: int, build: Callable[..., dict]) -> Deal:
    """A verse game of the latest `max_verses` verses of its range, as many as fit its board: `build(verses=,
    rng=)` deals it."""
    shown_range = covered_range(game_input).latest(max_verses)
    verses, _ = selectors.game_verses_around(verse_range=shown_range)
    return verse_game_deal(
        game_input=game_input, verse_range=shown_range, dealt=build(verses=verses, rng=random.Random())
    )


def verse_game_deal(*, game_input: dict, verse_range: VerseRange, dealt: dict) -> Deal:
    """A verse game's deal: its win is recorded on the call's ayahId."""
    return Deal(
        dealt=dealt,
        verse_global_number=verse_global_number(chapter=game_input["id"], verse=game_input["ayahId"]),
        verse_range=verse_range,
    )


# Games of questions (the makhraj practices) ---------------------------------------------------------------------


def answers_replayed(
    *, offered: Mapping[int, Collection], moves: Sequence, field: str, value_type: type
) -> dict[int, Any]:
    """Each question's answer, from moves {"question": id, `field`: value} (of `value_type`): every question of
    `offered` (question id → the values it offered) answered once, in any order, with a value it offered; the answer
    to the last ends the game. IllegalMove for any other move."""
    answered: dict[int, Any] = {}
    for index, move in enumerate(moves):
        not_after_the_end(len(answered) == len(offered), index)
        question = move_field(move, index, "question", int)
        value = move_field(move, index, field, value_type)
        if question not in offered:
            raise IllegalMove(index, f"No question {question} was asked.")
        if question in answered:
            raise IllegalMove(index, f"Question {question} was answered already.")
        if value not in offered[question]:
            raise IllegalMove(index, f"Question {question} offered no {field} {value!r}.")
        answered[question] = value
    return answered


def answers_graded(*, right: Mapping[int, Any], answered: Mapping[int, Any]) -> Grade:
    """Won when every question (each has its `right` answer) was answered rightly; each wrong answer is a mistake."""
    mistakes = sum(1 for question, value in answered.items() if value != right[question])
    return Grade(won=len(answered) == len(right) and mistakes == 0, mistakes=mistakes)


class EmptyInputSerializer(serializers.Serializer):
    """The body of a game dealt from nothing (the makhraj practices): an empty object."""


def practice_deal(*, dealt: dict, held: Content, chapter: int, verse: int) -> Deal:
    """The deal of a game not dealt on a verse (the makhraj practices), its win kept on chapter:verse. The game names
    one of a few verses (a letter's example verse), so that it pays a first win on each at most once and repeats after
    that, as a verse's games do, rather than a first win every time."""
    stored = held.verse(chapter_number=chapter, verse_number=verse)
    assert stored is not None  # an example is a word of a stored verse
    return Deal(
        dealt=dealt,
        verse_global_number=stored.global_number,
        verse_range=VerseRange(chapter=chapter, first=verse, last=verse),
    )
