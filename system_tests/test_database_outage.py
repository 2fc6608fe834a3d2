"""PostgreSQL stops and starts again while learners keep playing: every call answers quickly (503 while it is
down, except the Qur'an's content, which each app process holds in memory: hafiz.quran.content), the app recovers
on its own, and no win that was answered 200 is lost or counted twice. A win is a
graded game: games dealt before the outage are still being graded while it lasts."""

import time
from collections import Counter

import pytest

from calls import UNAVAILABLE, LearnerLoop
from harness import ANY_PACE, Learner, user_id_of
from testing_support.app_server import AppServer, app_env, start_servers
from wins import GRADE_PATH

LEARNERS = 6
OUTAGE_SECONDS = 6
ANSWER_WITHIN_SECONDS = 10
RECOVER_WITHIN_SECONDS = 5


@pytest.fixture(scope="module")
def server(database, workdir):
    env = app_env(database_url=database, media_root=workdir / "media", **ANY_PACE)
    server = AppServer(env=env, log_dir=workdir)
    start_servers(server)
    yield server
    server.stop()


@pytest.fixture(scope="module")
def outage(server, postgres, database):
    """Learners play for a while, PostgreSQL stops for OUTAGE_SECONDS, then they play on; the recorded calls."""
    loops = [LearnerLoop(Learner(server.url), server.url) for _ in range(LEARNERS)]
    for loop in loops:
        loop.start()
    try:
        time.sleep(2)
        postgres.stop("fast")
        down_at = time.monotonic()
        time.sleep(OUTAGE_SECONDS)
    finally:
        restart_at = time.monotonic()
        postgres.start()  # returns once PostgreSQL accepts connections
    up_at = time.monotonic()
    time.sleep(RECOVER_WITHIN_SECONDS + 3)
    for loop in loops:
        loop.stop()
    return {"loops": loops, "down_at": down_at, "restart_at": restart_at, "up_at": up_at}


def _calls(outage):
    return [call for loop in outage["loops"] for call in loop.calls]


def test_every_call_answers_200_or_a_quick_503_in_the_error_shape(outage, report_figure):
    calls = _calls(outage)

    assert [call for call in calls if call.status not in (200, 503)] == []
    unavailable = [call for call in calls if call.status == 503]
    assert unavailable, "no call met the outage"
    assert {call.name for call in unavailable} == {"deal", "grade", "leaderboard"}
    assert all(call.body == UNAVAILABLE and call.retry_after for call in unavailable)
    slowest = max(call.seconds for call in calls)
    assert slowest < ANSWER_WITHIN_SECONDS
    report_figure(
        f"database outage: {len(calls)} calls, {len(unavailable)} answered 503 "
        f"(slowest 503 {max(call.seconds for call in unavailable) * 1000:.0f} ms, "
        f"median {sorted(call.seconds for call in unavailable)[len(unavailable) // 2] * 1000:.0f} ms), "
        f"slowest call {slowest * 1000:.0f} ms"
    )


def test_calls_made_while_the_database_is_down_answer_503_but_the_quran_is_still_served(outage):
    during = [call for call in _calls(outage) if outage["down_at"] < call.started and call.ended < outage["restart_at"]]
    content = [call for call in during if call.name == "chapters"]

    assert content and {call.status for call in content} == {200}
    assert {call.status for call in during if call.name != "chapters"} == {503}


def test_the_app_recovers_without_a_restart_once_the_database_is_back(outage, report_figure):
    after = [call for call in _calls(outage) if call.ended >= outage["restart_at"]]
    first_success = min(call.ended for call in after if call.status == 200)
    settled = [call for call in after if call.started >= outage["up_at"] + RECOVER_WITHIN_SECONDS]

    assert first_success - outage["up_at"] < RECOVER_WITHIN_SECONDS
    assert settled and {call.status for call in settled} == {200}
    last_failure = max((call.ended for call in after if call.status != 200), default=outage["restart_at"])
    report_figure(
        f"database outage: PostgreSQL took {(outage['up_at'] - outage['restart_at']) * 1000:.0f} ms to start; "
        f"the first 200 came {(first_success - outage['restart_at']) * 1000:.0f} ms and the last 503 "
        f"{(last_failure - outage['restart_at']) * 1000:.0f} ms after the start command"
    )


def test_no_answered_win_is_lost_or_counted_twice(outage, server, postgres, database):
    loops = outage["loops"]
    with postgres.connect(database.rsplit("/", 1)[1]) as connection:
        for loop in loops:
            wins = [call for call in loop.calls if call.name == "grade"]
            answered = {call.sent["win_id"] for call in wins if call.status == 200}
            sent = {call.sent["win_id"] for call in wins}
            user_id = user_id_of(connection, loop.learner.token)

            recorded = _recorded_win_ids(connection, user_id)
            assert answered <= set(recorded), "a win answered 200 is missing"
            assert set(recorded) <= sent
            assert max(Counter(recorded).values()) == 1

            # The learner's app retries the gradings that failed, with the same game_id and win_id: now every win
            # is there, once (a grading answered 503 was either not stored, or is recognised as a repeat).
            for call in wins:
                if call.status != 200:
                    retried = loop.learner.post(f"{server.url}{GRADE_PATH}", json=call.sent)
                    assert retried.status_code == 200 and retried.json()["won"], retried.text
            recorded = _recorded_win_ids(connection, user_id)
            assert sorted(recorded) == sorted(sent)
            # Each win was the first on a verse of its own: one game bit and 25 of progress each.
            verses = connection.execute(
                "SELECT games_won, progress FROM progress_verseprogress WHERE user_id = %s", (user_id,)
            ).fetchall()
            assert sum(games_won.bit_count() for games_won, _ in verses) == len(sent)
            assert all(progress == 25 * games_won.bit_count() for games_won, progress in verses)
            ledger_xp, total_xp = connection.execute(
                "SELECT (SELECT SUM(amount) FROM progress_xpevent WHERE user_id = %s),"
                " (SELECT all_time_xp FROM progress_xptotal WHERE user_id = %s)",
                (user_id, user_id),
            ).fetchone()
            assert ledger_xp == total_xp


def _recorded_win_ids(connection, user_id: int) -> list[str]:
    rows = connection.execute(
        "SELECT win_id::text FROM progress_xpevent WHERE user_id = %s AND reason IN ('first_win', 'repeat_win')",
        (user_id,),
    ).fetchall()
    return [win_id for (win_id,) in rows]
