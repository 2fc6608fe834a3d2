"""Wins racing each other for real: several threads, each with its own database connection, call the grading call
at the same moment (PostgreSQL; SQLite runs one writer at a time, so there is no race to see).

The test's own connection sits in pytest-django's rolled-back transaction, so what the racers must see
(their learners) is written on a connection of its own and committed, and deleted the same way afterwards,
taking every row they own with them; the leaderboard counts are then rebuilt from the (empty) committed
ledger. Nothing is flushed, so the session's imported Qur'an stays.
"""

import random
import threading
import uuid
from collections import Counter

import pytest
from django.conf import settings
from django.db import connections
from django.db.models import Sum
from knox.models import AuthToken
from rest_framework.test import APIClient

from hafiz.accounts.models import User
from hafiz.games.tests.plays import PLAYS
from hafiz.progress.models import VerseProgress
from hafiz.xp.models import WIN_REASONS, LeaderboardCount, XpEvent, XpTotal
from hafiz.xp.services import xp_totals_rebuild

RESULTS = "/api/v1/games/results/"
RACERS = 8

pytestmark = [
    pytest.mark.skipif(
        settings.DATABASES["default"]["ENGINE"] != "django.db.backends.postgresql",
        reason="needs concurrent writers: runs in CI's PostgreSQL pass",
    ),
    pytest.mark.django_db,
]


def _committed(work):
    """Run `work` on a connection of its own (autocommit), so what it writes is committed at once."""
    outcome: dict = {}

    def run() -> None:
        try:
            outcome["result"] = work()
        except Exception as error:  # noqa: BLE001 (handed to the test's thread below)
            outcome["error"] = error
        finally:
            connections.close_all()

    thread = threading.Thread(target=run)
    thread.start()
    thread.join()
    if "error" in outcome:
        raise outcome["error"]
    return outcome["result"]


def _make_learners(count: int) -> list[tuple[User, str]]:
    learners = []
    for _ in range(count):
        learner = User.objects.create_user(username=f"racer-{uuid.uuid4().hex}", first_name="Race", last_name="R")
        learners.append((learner, AuthToken.objects.create(learner)[1]))
    return learners


def _remove_learners(learners: list[tuple[User, str]]) -> None:
    User.objects.filter(pk__in=[learner.pk for learner, _ in learners]).delete()
    xp_totals_rebuild()


@pytest.fixture
def committed_learners():
    made = []

    def make(count: int) -> list[tuple[User, str]]:
        made.extend(_committed(lambda: _make_learners(count)))
        return made[-count:]

    yield make
    _committed(lambda: _remove_learners(made))


@pytest.fixture
def committed_learner(committed_learners):
    return committed_learners(1)[0]


def _race(tokens: str | list[str], payloads: list[dict], path: str = RESULTS) -> list:
    """Send every payload at once (payload i with token i, or all with one token) to `path`, one thread and
    connection each; the answers in payload order."""
    tokens = [tokens] * len(payloads) if isinstance(tokens, str) else tokens
    start = threading.Barrier(len(payloads))
    answers: list = [None] * len(payloads)

    def send(index: int, payload: dict) -> None:
        client = APIClient(raise_request_exception=False)  # a crash shows as a 500 in the assertion
        client.credentials(HTTP_AUTHORIZATION=f"Token {tokens[index]}")
        try:
            start.wait()
            answers[index] = client.post(path, payload, format="json")
        finally:
            connections.close_all()

    threads = [threading.Thread(target=send, args=(index, payload)) for index, payload in enumerate(payloads)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    return answers


def _ledger_xp(learner) -> int:
    return XpEvent.objects.filter(user=learner).aggregate(total=Sum("amount", default=0))["total"]


def _dealt(token: str, game: str, chapter: int, verse: int) -> dict:
    """A game dealt to the learner (committed, so the racers see it)."""

    def deal() -> dict:
        client = APIClient()
        client.credentials(HTTP_AUTHORIZATION=f"Token {token}")
        body = {"id": chapter, "ayahId": verse, "selectedAyah": 1}
        return client.post(f"/api/v1/games/{game}/", body, format="json").json()

    return _committed(deal)


def _winning(game: str, dealt: dict, win_id: str | None = None) -> dict:
    """The grading call's body that wins the dealt game."""
    moves = PLAYS[game](dealt, random.Random(0), 0)
    return {"game_id": dealt["game_id"], "win_id": win_id or str(uuid.uuid4()), "moves": moves}


def test_the_same_grading_sent_many_times_at_once_counts_once(committed_learner):
    learner, token = committed_learner
    for game in ["memory", "audio", "memory"]:
        grading = _winning(game, _dealt(token, game, 112, 1))

        answers = _race(token, [grading] * RACERS)

        assert [answer.status_code for answer in answers] == [200] * RACERS, [a.content for a in answers]
        bodies = [answer.json() for answer in answers]
        assert sum(not body["repeated"] for body in bodies) == 1
        assert len({(body["ayah_progress"]["progress"], body["xp_gained"]) for body in bodies}) == 1
        assert XpEvent.objects.filter(user=learner, win_id=grading["win_id"], reason__in=WIN_REASONS).count() == 1

    assert XpEvent.objects.filter(user=learner, reason__in=WIN_REASONS).count() == 3
    assert VerseProgress.objects.get(user=learner, verse__chapter_id=112, verse__number=1).progress == 50
    assert XpTotal.objects.get(user=learner).all_time_xp == _ledger_xp(learner) >= 10 + 10 + 2


def test_different_wins_at_once_all_count_and_the_total_loses_none(committed_learner):
    learner, token = committed_learner
    gradings = [_winning("matching", _dealt(token, "matching", 2, number)) for number in range(1, RACERS + 1)]

    answers = _race(token, gradings)

    assert [answer.status_code for answer in answers] == [200] * RACERS
    assert XpEvent.objects.filter(user=learner, reason__in=WIN_REASONS).count() == RACERS
    assert XpTotal.objects.get(user=learner).all_time_xp == _ledger_xp(learner) >= 10 * RACERS


def test_learners_winning_at_once_keep_the_leaderboard_counts_exact(committed_learners):
    # Their wins move them between the same shared count rows (0 → 10 → 12 xp …): no lost update, no deadlock.
    learners = committed_learners(RACERS)
    tokens = [token for _, token in learners]
    for game in ["memory", "memory", "audio"]:
        gradings = [_winning(game, _dealt(token, game, 112, 1)) for token in tokens]

        answers = _race(tokens, gradings)

        assert [answer.status_code for answer in answers] == [200] * RACERS, [a.content for a in answers]

    totals = XpTotal.objects.filter(user__in=[learner for learner, _ in learners])
    expected = Counter(total.all_time_xp for total in totals)
    counted = {row.xp: row.learners for row in LeaderboardCount.objects.filter(board="all", learners__gt=0)}
    assert counted == expected
    assert sum(counted.values()) == RACERS


def test_one_deal_graded_many_times_at_once_pays_once(committed_learner):
    learner, token = committed_learner
    dealt = _dealt(token, "audio", 112, 1)
    retried = str(uuid.uuid4())  # half the racers retry one grading, the others each send one of their own
    win_ids = [retried] * (RACERS // 2) + [str(uuid.uuid4()) for _ in range(RACERS - RACERS // 2)]

    answers = _race(token, [_winning("audio", dealt, win_id) for win_id in win_ids])

    assert {answer.status_code for answer in answers} <= {200, 409}, [a.content for a in answers]
    graded = [answer.json() for answer in answers if answer.status_code == 200]
    assert sum(not body["repeated"] for body in graded) == 1
    assert XpEvent.objects.filter(user=learner, game_id=dealt["game_id"], reason__in=WIN_REASONS).count() == 1
    assert XpTotal.objects.get(user=learner).all_time_xp == _ledger_xp(learner) == graded[0]["total_xp"]
