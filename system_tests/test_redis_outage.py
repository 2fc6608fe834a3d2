"""Redis stops: the app keeps serving without it (the cache misses, the request limits let calls through) and
logs a warning; once Redis is back the limits count again (the guest sign-in's, here)."""

import time

import pytest
import requests

from harness import ANY_PACE, Learner, PrivateRedis
from testing_support.app_server import AppServer, app_env, start_servers
from wins import win

GUEST_LIMIT = 5


@pytest.fixture(scope="module")
def own_redis():
    """Not the session's Redis: this one gets stopped."""
    server = PrivateRedis()
    yield server
    server.stop()


@pytest.fixture(scope="module")
def server(database, own_redis, workdir):
    env = app_env(
        database_url=database,
        media_root=workdir / "media",
        redis_url=own_redis.url(),
        GUEST_RATE=f"{GUEST_LIMIT}/min",
        **ANY_PACE,
    )
    server = AppServer(env=env, log_dir=workdir)
    start_servers(server)
    yield server
    server.stop()


def _sign_in_statuses(server: AppServer, count: int) -> list[int]:
    with requests.Session() as session:
        return [session.post(f"{server.url}/api/v1/auth/login_demo/", timeout=10).status_code for _ in range(count)]


def test_the_app_serves_on_while_redis_is_down(server, own_redis, report_figure):
    own_redis.flush()
    learner = Learner(server.url)
    own_redis.stop()
    try:
        started = time.monotonic()
        sign_ins = _sign_in_statuses(server, GUEST_LIMIT + 3)
        answers = [
            learner.get(f"{server.url}/api/v1/chapters/"),
            win(learner, server.url, 1, 1),
            learner.get(f"{server.url}/api/v1/leaderboard/", params={"period": "week", "scope": "all"}),
        ]
        health = learner.get(f"{server.url}/api/v1/health/")
        elapsed = time.monotonic() - started
    finally:
        own_redis.start()

    assert sign_ins == [200] * (GUEST_LIMIT + 3)  # the limit degrades to allowing
    assert [answer.status_code for answer in answers] == [200, 200, 200]
    assert answers[1].json()["won"]
    assert health.status_code == 200 and health.json() == {"database": "ok", "cache": "unavailable"}
    assert elapsed < 5
    assert "Redis unavailable, serving without the shared cache" in server.log_text()
    calls = len(sign_ins) + len(answers) + 2  # with the win's deal and the health check
    report_figure(f"redis outage: {calls} calls answered in {elapsed * 1000:.0f} ms")


def test_the_guest_sign_in_limit_counts_again_once_redis_is_back(server, own_redis):
    deadline = time.monotonic() + 10
    while requests.get(f"{server.url}/api/v1/health/", timeout=5).json()["cache"] != "ok":
        assert time.monotonic() < deadline, "the app did not use Redis again"
        time.sleep(0.2)
    own_redis.flush()

    assert _sign_in_statuses(server, GUEST_LIMIT + 1) == [200] * GUEST_LIMIT + [429]
