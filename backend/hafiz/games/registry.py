"""Every game Hafiz deals, one module each (hafiz.games.kinds), in the order of the Game choices: the generic flow
(the deal calls and their URLs, grading, a win, a review, the OpenAPI schema's moves and answers) asks here, so adding
a game is its module, a line here, and its name among the Game choices (docs/adding-a-game.md)."""

from hafiz.games.kinds import audio, gaps, makhraj_letter, makhraj_point, matching, memory, shuffling, which_one
from hafiz.games.kinds.base import GameKind
from hafiz.progress.models import Game

GAMES: dict[Game, GameKind] = {
    kind.name: kind
    for kind in (
        shuffling.KIND,
        memory.KIND,
        matching.KIND,
        audio.KIND,
        gaps.KIND,
        which_one.KIND,
        makhraj_point.KIND,
        makhraj_letter.KIND,
    )
}

# What the grading call's schema says of every game's moves and mistakes, in one sentence each.
MOVES_HELP = (
    "What the player did, in order, in the deal's game's shape: shuffling, each drop; memory, each flip; matching, "
    "each submitted set of links; audio, each chosen option; gaps, the submitted words; which one?, each answer; "
    "where is it born?, each point chosen; which letter?, each letter picked. Legal moves that do not "
    "solve the game are a lost game."
)
MISTAKES_HELP = (
    "Shuffling drops into a wrong gap, wrong links of the matching submit, wrong audio options, blanks of gaps written "
    "wrongly or left empty, wrong drill answers, wrong points or letters of the makhraj practices; always 0 in "
    "memory."
)


def game_kind(game: str) -> GameKind:
    """The game named; a ValueError for a name that is no game."""
    return GAMES[Game(game)]
