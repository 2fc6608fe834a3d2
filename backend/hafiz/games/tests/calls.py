"""The games' calls as a test makes them: deal a game, play it honestly or lose it, grade it."""

import uuid
from random import Random

from hafiz.games.tests.plays import PLAYS

RESULTS = "/api/v1/games/results/"


def deal(client, game: str, chapter: int = 112, verse: int = 2, count: int = 2) -> dict:
    """The game's call (POST /games/<game>/) for `count` verses up to chapter:verse; its answer."""
    response = client.post(
        f"/api/v1/games/{game}/", {"id": chapter, "ayahId": verse, "selectedAyah": count}, format="json"
    )
    assert response.status_code == 200, response.content
    return response.json()


def grade(client, dealt: dict, moves: list, win_id: str | None = None):
    """The grading call on a dealt game; a fresh win_id unless one is given."""
    body = {"game_id": dealt["game_id"], "win_id": win_id or str(uuid.uuid4()), "moves": moves}
    return client.post(RESULTS, body, format="json")


def honest(game: str, dealt: dict, wrong: int = 0) -> list:
    """Moves that win, with `wrong` wrong moves on the way (see plays)."""
    return PLAYS[game](dealt, Random(0), wrong)


def lost(game: str, dealt: dict) -> list:
    """Moves that lose: with one wrong move in shuffling, matching, audio and gaps, none in memory."""
    moves = honest(game, dealt, wrong=1)
    return moves if game in ("matching", "audio", "gaps") else moves[:-1]


def played(
    client, game: str, chapter: int = 112, verse: int = 2, count: int = 1, *, won: bool = True, wrong: int = 0
) -> dict:
    """A game dealt and graded, won (with `wrong` wrong moves) or lost; the grading's answer with the deal's
    game_id."""
    dealt = deal(client, game, chapter, verse, count)
    response = grade(client, dealt, honest(game, dealt, wrong) if won else lost(game, dealt))
    assert response.status_code == 200, response.content
    return {**response.json(), "game_id": dealt["game_id"]}
