import logging
import socket
import time

import pytest
from django.conf import settings
from django.core.cache import cache, caches
from django.test import override_settings


def _closed_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]


@pytest.fixture
def redis_down():
    """The shared cache is a Redis that does not answer (nothing listens on its port)."""
    backend = {
        "BACKEND": "hafiz.common.cache.FailSoftRedisCache",
        "LOCATION": f"redis://127.0.0.1:{_closed_port()}/0",
        "OPTIONS": {"SOCKET_CONNECT_TIMEOUT": 0.5, "SOCKET_TIMEOUT": 0.5},
    }
    with override_settings(CACHES={"default": backend}):
        yield


def test_reads_miss_and_writes_are_dropped_without_an_error(redis_down):
    started = time.monotonic()

    cache.set("chapter-list", [1, 2, 3])

    assert cache.get("chapter-list", "missing") == "missing"
    assert time.monotonic() - started < 2


def test_sign_ins_are_allowed_and_a_warning_is_logged(redis_down, anonymous_api, db, caplog):
    one_guest_a_minute = {**settings.THROTTLE_RATES, "guest": "1/min"}
    with override_settings(THROTTLE_RATES=one_guest_a_minute), caplog.at_level(logging.WARNING, logger="hafiz.faults"):
        statuses = [anonymous_api.post("/api/v1/auth/login_demo/").status_code for _ in range(3)]

    assert statuses == [200, 200, 200]
    assert any("Redis unavailable" in record.getMessage() for record in caplog.records)


def test_health_says_the_cache_is_unavailable(redis_down, anonymous_api, db):
    assert anonymous_api.get("/api/v1/health/").json() == {"database": "ok", "cache": "unavailable"}


def test_health_writes_nothing_to_the_cache(anonymous_api, db, monkeypatch):
    writes = []
    for method in ("set", "add", "delete", "incr", "decr", "set_many", "delete_many", "touch", "clear"):
        monkeypatch.setattr(cache, method, lambda *args, _method=method, **kwargs: writes.append(_method))

    responses = [anonymous_api.get("/api/v1/health/") for _ in range(3)]

    assert [response.json() for response in responses] == [{"database": "ok", "cache": "ok"}] * 3
    assert writes == []


class _RedisThatRecords:
    """Stands in for the redis-py client: answers every command and notes its name."""

    def __init__(self):
        self.commands = []

    def __getattr__(self, name):
        def command(*args, **kwargs):
            self.commands.append(name)
            return True

        return command


def test_health_asks_redis_with_one_ping_and_writes_nothing(redis_down, anonymous_api, db, monkeypatch):
    redis = _RedisThatRecords()  # in place of the unreachable one: every command "works"
    monkeypatch.setattr(caches["default"].client, "get_client", lambda *args, **kwargs: redis)

    response = anonymous_api.get("/api/v1/health/")

    assert response.json() == {"database": "ok", "cache": "ok"}
    assert redis.commands == ["ping"]
