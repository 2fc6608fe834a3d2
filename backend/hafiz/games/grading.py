"""Grading a dealt game from the player's moves: plain functions, no database, which hand each step to the game's
own module (hafiz.games.kinds.<game>, found in hafiz.games.registry), where its move shapes and rules are written.

Items that show the same text are one answer in every game (hafiz.games.same_text).
"""

from collections.abc import Sequence

from hafiz.games.kinds.base import Grade, KeptDeal
from hafiz.games.registry import game_kind

# More moves than anybody makes in one game (memory's 12 cards take about 30 flips); the call refuses more.
MAX_MOVES = 500


def deal_kept(*, game: str, dealt: dict) -> KeptDeal:
    """What the server keeps of `dealt`, a game as its call answers it (docs/product.md §3 shapes)."""
    return game_kind(game).kept(dealt)


def game_graded(*, game: str, layout: dict, solution: dict, moves: Sequence) -> Grade:
    """Replays `moves` against a kept deal: won, and the mistakes counted on the way. IllegalMove when one cannot
    be made."""
    return game_kind(game).graded(layout=layout, solution=solution, moves=moves)


def right_answer(*, game: str, layout: dict, solution: dict) -> dict:
    """What solves a kept deal, in the moves' terms, for the player to see once the game is graded (one field, named
    by the game's answer_field)."""
    return game_kind(game).right_answer(layout=layout, solution=solution)


def pairs_dealt(*, game: str, layout: dict) -> int | None:
    """The size a review compares the turns taken with (memory's pairs of cards); None for a game without turns."""
    return game_kind(game).pairs_dealt(layout)


def reviews_verse(*, game: str) -> bool:
    """Whether a graded deal of the game can be recorded as a review of its verse."""
    return game_kind(game).reviews_verse
