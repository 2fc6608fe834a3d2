"""A won game as the app records one: a game dealt (POST /games/audio/), then graded from the player's moves (POST
/games/results/). The audio game has the shortest win: one move, the right option; it is a win on the verse asked."""

from uuid import uuid4

import requests

from harness import Learner

DEAL_PATH = "/api/v1/games/audio/"
GRADE_PATH = "/api/v1/games/results/"


def deal_request(chapter: int, verse: int) -> dict:
    """The deal call's body: an audio question on the verse."""
    return {"id": chapter, "ayahId": verse, "selectedAyah": 1}


def winning_grade(deal: dict) -> dict:
    """The grading call's body that wins `deal` (the deal call's answer), under a fresh win_id: sent again as it is,
    it is a retry of the same win."""
    return {"game_id": deal["game_id"], "win_id": str(uuid4()), "moves": [{"option": deal["correct_answer"]}]}


def dealt(learner: Learner, base_url: str, chapter: int, verse: int) -> dict:
    """An audio game dealt to the learner on the verse: the deal call's answer."""
    answer = learner.post(f"{base_url}{DEAL_PATH}", json=deal_request(chapter, verse))
    assert answer.status_code == 200, answer.text
    return answer.json()


def win(learner: Learner, base_url: str, chapter: int, verse: int) -> requests.Response:
    """A game dealt on the verse and won: the grading call's answer."""
    return learner.post(f"{base_url}{GRADE_PATH}", json=winning_grade(dealt(learner, base_url, chapter, verse)))
