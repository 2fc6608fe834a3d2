"""Schemathesis hooks: every authenticated call carries a real knox token from the guest sign-in.

The sign-out calls revoke the token they are made with (logoutall: every token of its guest), so they get a fresh
guest's token on every call;
every other call shares one token (refetched should it ever answer 401).

A grading call names a game just dealt to the same guest, so that its generated moves reach the grading itself
rather than stopping at an unknown game_id's 404; a review call names one just dealt and graded (lost, no moves).
"""

import itertools
import os
import uuid

import requests
import schemathesis

LOGOUT_PATH = r"/auth/(logout_knox|logoutall)/$"


def _guest_token() -> str:
    response = requests.post(f"{os.environ['HAFIZ_FUZZ_BASE_URL']}/api/v1/auth/login_demo/", timeout=10)
    response.raise_for_status()
    return response.json()["token"]


class _KnoxToken:
    def get(self, case, context):
        return _guest_token()

    def set(self, case, data, context):
        case.headers = case.headers or {}
        case.headers["Authorization"] = f"Token {data}"


@schemathesis.auth(refresh_interval=None).apply_to(path_regex=LOGOUT_PATH)
class SingleUseKnoxToken(_KnoxToken):
    """A token to be revoked by the call under test."""


@schemathesis.auth().skip_for(path_regex=LOGOUT_PATH)
class SharedKnoxToken(_KnoxToken):
    """One guest for every other call."""


# In turn, so that a run with a given seed deals the same games.
GAME_DEALS = itertools.cycle(["shuffling", "memory", "matching", "audio"])


def _real_game_id(case, *, graded: bool) -> None:
    """Puts a game just dealt to the call's guest into the call's game_id, graded first if `graded`."""
    token = (case.headers or {}).get("Authorization")
    if not isinstance(case.body, dict) or "game_id" not in case.body or token is None:
        return
    base, headers = os.environ["HAFIZ_FUZZ_BASE_URL"], {"Authorization": token}
    response = requests.post(
        f"{base}/api/v1/games/{next(GAME_DEALS)}/",
        json={"id": 112, "ayahId": 4, "selectedAyah": 4},
        headers=headers,
        timeout=10,
    )
    if not response.ok:
        return
    game_id = response.json()["game_id"]
    if graded:
        grading = {"game_id": game_id, "win_id": str(uuid.uuid4()), "moves": []}
        if not requests.post(f"{base}/api/v1/games/results/", json=grading, headers=headers, timeout=10).ok:
            return
    case.body["game_id"] = game_id


@schemathesis.hook("before_call").apply_to(path_regex=r"/games/results/$")
def grade_a_real_deal(context, case, kwargs):
    _real_game_id(case, graded=False)


@schemathesis.hook("before_call").apply_to(path_regex=r"/review/$")
def review_a_real_graded_game(context, case, kwargs):
    _real_game_id(case, graded=True)
