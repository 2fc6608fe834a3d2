"""The request limits (hafiz.common.throttles, docs/limits.md): every scope answers a burst with a 429 in the API's
error shape and Retry-After, counted per learner or per client address, exactly, in windows that end."""

import os
import subprocess
import sys
import threading
from pathlib import Path

import pytest
import redis
from django.conf import settings
from django.urls import get_resolver, reverse
from drf_spectacular.generators import SchemaGenerator
from rest_framework.test import APIRequestFactory

from hafiz.common import throttles
from hafiz.common.apis import _openapi_schema
from hafiz.listening.models import ListeningEvent

BACKEND_DIR = Path(__file__).resolve().parents[3]
A_MINUTES_START = 1_800_000_000.0
PROFILE_INFO = "/api/v1/auth/profile/info/"
CHAPTERS = "/api/v1/chapters/"
SEARCH = "/api/v1/users/?search=Learner"
LISTENED = "/api/v1/player/listened/"


def limit(settings, **rates: str) -> None:
    settings.THROTTLE_RATES = {**settings.THROTTLE_RATES, **rates}


def assert_limited(response, *, at_least_seconds: int = 1) -> None:
    assert response.status_code == 429
    wait = int(response["Retry-After"])
    assert wait >= at_least_seconds
    assert response.json() == {"message": f"Too many requests: try again in {wait} s.", "fields": {}}


@pytest.mark.django_db
@pytest.mark.parametrize(
    ("scope", "rate", "path", "at_least_seconds"),
    [
        ("learner_burst", "3/min", PROFILE_INFO, 1),
        ("learner_sustained", "3/hour", PROFILE_INFO, 60),  # an hour's window: more than a minute left in it
        ("search", "3/min", SEARCH, 1),
    ],
)
def test_a_learners_calls_past_a_limit_meet_a_429_with_retry_after(api, settings, scope, rate, path, at_least_seconds):
    limit(settings, **{scope: rate})

    answers = [api.get(path) for _ in range(4)]

    assert [answer.status_code for answer in answers[:3]] == [200, 200, 200]
    assert_limited(answers[3], at_least_seconds=at_least_seconds)


@pytest.mark.django_db
def test_the_search_limit_is_the_searchs_own(api, settings):
    limit(settings, search="2/min")
    for _ in range(2):
        api.get(SEARCH)

    assert_limited(api.get(SEARCH))
    assert api.get(PROFILE_INFO).status_code == 200


@pytest.mark.django_db
def test_a_call_one_limit_refuses_uses_up_no_other(api, settings):
    limit(settings, search="1/min", learner_burst="3/min")
    assert [api.get(SEARCH).status_code for _ in range(3)] == [200, 429, 429]

    answers = [api.get(PROFILE_INFO) for _ in range(3)]

    assert [answer.status_code for answer in answers[:2]] == [200, 200]
    assert_limited(answers[2])


@pytest.mark.django_db
def test_a_refused_listening_record_records_nothing(api, user, settings):
    limit(settings, listening="2/min")
    started = api.post("/api/v1/player/started/").json()["listening_id"]
    passes = {"surah_id": 112, "from_ayah": 1, "to_ayah": 4, "repeats": 1, "listening_id": started}

    recorded = api.post(LISTENED, passes)
    refused = api.post(LISTENED, passes)

    assert recorded.status_code == 201
    assert_limited(refused)
    assert ListeningEvent.objects.filter(user=user).count() == 1


@pytest.mark.django_db
def test_one_learners_burst_does_not_limit_another(api, client_for, make_user, settings):
    limit(settings, learner_burst="2/min")
    for _ in range(2):
        api.get(PROFILE_INFO)
    assert_limited(api.get(PROFILE_INFO))

    other = client_for(make_user())

    assert [other.get(PROFILE_INFO).status_code for _ in range(2)] == [200, 200]


@pytest.mark.django_db
def test_calls_without_a_token_are_limited_per_address(anonymous_api, settings):
    limit(settings, anonymous="2/min")
    for _ in range(2):
        assert anonymous_api.get(CHAPTERS).status_code == 200

    assert_limited(anonymous_api.get(CHAPTERS))
    assert_limited(anonymous_api.get("/api/v1/config/"))  # every public call counts together
    assert anonymous_api.get(CHAPTERS, REMOTE_ADDR="198.51.100.7").status_code == 200


@pytest.mark.django_db
def test_behind_a_proxy_each_client_address_has_its_own_count(anonymous_api, settings):
    """nginx (NUM_PROXIES=1) connects from one address and appends the client's to X-Forwarded-For."""
    settings.REST_FRAMEWORK = {**settings.REST_FRAMEWORK, "NUM_PROXIES": 1}
    limit(settings, anonymous="2/min")

    def through_nginx(client_address: str, forged: str = ""):
        chain = f"{forged}, {client_address}" if forged else client_address
        return anonymous_api.get(CHAPTERS, REMOTE_ADDR="127.0.0.1", HTTP_X_FORWARDED_FOR=chain)

    assert [through_nginx("203.0.113.5").status_code for _ in range(2)] == [200, 200]
    assert_limited(through_nginx("203.0.113.5"))
    # What a client writes in front of the proxy's entry does not make it someone else.
    assert_limited(through_nginx("203.0.113.5", forged="198.51.100.1"))
    assert through_nginx("203.0.113.6").status_code == 200


@pytest.mark.django_db
def test_an_ipv6_client_is_counted_by_its_64_block(anonymous_api, settings):
    """One home or phone is given a whole /64: a fresh address per call must not be a fresh limit."""
    limit(settings, anonymous="2/min")
    for host in ("2001:db8:1:2::1", "2001:db8:1:2:ffff::9"):
        assert anonymous_api.get(CHAPTERS, REMOTE_ADDR=host).status_code == 200

    assert_limited(anonymous_api.get(CHAPTERS, REMOTE_ADDR="2001:db8:1:2:abcd::7"))
    assert anonymous_api.get(CHAPTERS, REMOTE_ADDR="2001:db8:1:3::1").status_code == 200


@pytest.mark.django_db
def test_without_a_proxy_a_forged_forwarded_header_changes_nothing(anonymous_api, settings):
    limit(settings, anonymous="1/min")
    anonymous_api.get(CHAPTERS)

    assert_limited(anonymous_api.get(CHAPTERS, HTTP_X_FORWARDED_FOR="198.51.100.1"))


@pytest.mark.django_db
@pytest.mark.parametrize("token", [None, "Token not-a-token"], ids=["no-token", "bad-token"])
def test_calls_refused_for_their_token_count_against_the_address(anonymous_api, settings, token):
    """DRF checks the token before any limit; a flood of bad tokens still meets the address's limit."""
    limit(settings, anonymous="2/min")
    if token:
        anonymous_api.credentials(HTTP_AUTHORIZATION=token)

    answers = [anonymous_api.get(PROFILE_INFO) for _ in range(3)]

    assert [answer.status_code for answer in answers[:2]] == [401, 401]
    assert_limited(answers[2])
    assert_limited(anonymous_api.get(CHAPTERS))


@pytest.mark.django_db
def test_a_signed_in_learner_is_not_counted_as_their_address(api, anonymous_api, settings):
    """An office shares one address: its learners' calls count per learner, not against the visitors' limit."""
    limit(settings, anonymous="1/min")
    for _ in range(3):
        assert api.get(PROFILE_INFO).status_code == 200

    assert anonymous_api.get(CHAPTERS).status_code == 200


def _clock_at(monkeypatch, seconds: float) -> None:
    monkeypatch.setattr(throttles, "_now", lambda: A_MINUTES_START + seconds)


@pytest.mark.django_db
@pytest.mark.parametrize("shared", [False, True], ids=["memory-cache", "redis"])
def test_a_limit_opens_again_when_retry_after_says(api, settings, monkeypatch, shared, request):
    if shared:
        request.getfixturevalue("shared_redis")
    limit(settings, learner_burst="2/min")
    for second in (20, 21):
        _clock_at(monkeypatch, second)
        api.get(PROFILE_INFO)
    _clock_at(monkeypatch, 22)

    refused = api.get(PROFILE_INFO)

    assert_limited(refused)
    # Half the minute's two calls still weigh 30 s into the next minute: 38 s to its start, then 30.
    assert refused["Retry-After"] == "68"
    _clock_at(monkeypatch, 22 + 67)
    assert_limited(api.get(PROFILE_INFO))  # a refused call is not counted: the wait stays as said
    _clock_at(monkeypatch, 22 + 68)
    assert api.get(PROFILE_INFO).status_code == 200


@pytest.mark.django_db
def test_a_burst_across_a_windows_edge_is_limited_like_any_other(api, settings, monkeypatch):
    limit(settings, learner_burst="3/min")
    _clock_at(monkeypatch, 59)
    assert [api.get(PROFILE_INFO).status_code for _ in range(3)] == [200, 200, 200]
    _clock_at(monkeypatch, 61)

    assert_limited(api.get(PROFILE_INFO))


@pytest.mark.parametrize("shared", [False, True], ids=["memory-cache", "redis"])
def test_parallel_calls_are_counted_exactly(settings, shared, request):
    """One atomic increment per call: calls racing each other cannot overwrite each other's count. In Redis all of
    a call's limits are counted in one round trip (hafiz.common.cache.FailSoftRedisCache.calls_counted)."""
    if shared:
        request.getfixturevalue("shared_redis")
    limit(settings, anonymous="25/min")
    request = APIRequestFactory().get(CHAPTERS, REMOTE_ADDR="192.0.2.44")
    request.user = None
    allowed = []
    start = threading.Barrier(8)

    def call_many():
        start.wait()
        for _ in range(10):
            allowed.append(throttles.RequestLimitThrottle().allow_request(request, view=None))

    workers = [threading.Thread(target=call_many) for _ in range(8)]
    for worker in workers:
        worker.start()
    for worker in workers:
        worker.join()

    assert allowed.count(True) == 25


@pytest.mark.django_db
def test_in_redis_a_calls_limits_are_counted_in_one_round_trip(api, shared_redis, monkeypatch):
    api.get(PROFILE_INFO)  # the sign-in is held from now on
    round_trips = []
    send = redis.connection.Connection.send_packed_command
    monkeypatch.setattr(
        redis.connection.Connection,
        "send_packed_command",
        lambda self, *args, **kwargs: round_trips.append(1) or send(self, *args, **kwargs),
    )

    assert api.get(PROFILE_INFO).status_code == 200

    # The held sign-in read, then the learner's two limits (burst, sustained), counted and weighed together.
    assert len(round_trips) == 2


@pytest.mark.django_db
def test_in_redis_every_count_expires(api, shared_redis):
    """A window's count is made with its expiry in one step: none is left to live for ever."""
    api.get(PROFILE_INFO)

    client = shared_redis.client.get_client()
    keys = list(client.scan_iter(match="*throttle:*"))
    assert len(keys) == 2  # the learner's burst and sustained limits, this window each
    assert all(0 < client.ttl(key) <= 2 * 3600 + 1 for key in keys)


@pytest.mark.django_db
def test_the_health_check_has_no_limit(anonymous_api, settings):
    limit(settings, anonymous="1/min")

    assert [anonymous_api.get(reverse("health")).status_code for _ in range(3)] == [200, 200, 200]


def _views(patterns) -> set:
    views = set()
    for pattern in patterns:
        if hasattr(pattern, "url_patterns"):
            views |= _views(pattern.url_patterns)
        elif getattr(pattern.callback, "cls", None):
            views.add(pattern.callback.cls)
    return views


def test_every_costly_calls_scope_has_a_rate():
    scopes = {view.throttle_scope for view in _views(get_resolver().url_patterns) if hasattr(view, "throttle_scope")}

    assert scopes == {
        "sign_in",
        "guest",
        "grading",
        "listening",
        "recitation",
        "search",
        "photo",
        "recording",
        "passkey",
        "email",
    }
    assert scopes | {"learner_burst", "learner_sustained", "anonymous"} == set(settings.THROTTLE_RATES)


def _printed(probe: str, **env: str) -> str:
    environment = {**{name: value for name, value in os.environ.items() if not name.endswith("_RATE")}, **env}
    return subprocess.run(
        [sys.executable, "-c", f"import django; django.setup(); from django.conf import settings as s; {probe}"],
        cwd=BACKEND_DIR,
        env=environment,
        capture_output=True,
        text=True,
        check=True,
    ).stdout.strip()


def test_make_run_allows_30_guests_a_minute_where_production_allows_20_an_hour():
    production = {
        "DJANGO_SETTINGS_MODULE": "config.settings.production",
        "SECRET_KEY": "k7Qz9" * 12,
        "NUM_PROXIES": "1",
        "WEBAUTHN_RP_ID": "hafiz.example.org",
        "DEBUG": "0",
    }
    guests = "print(s.THROTTLE_RATES['guest'])"

    assert _printed(guests, **production) == "20/hour"
    assert _printed(guests, DJANGO_SETTINGS_MODULE="config.settings.local") == "60/min"
    assert _printed(guests, DJANGO_SETTINGS_MODULE="config.settings.local", GUEST_RATE="5/min") == "5/min"


def test_a_malformed_rate_stops_the_start_with_its_name():
    result = subprocess.run(
        [sys.executable, "manage.py", "check"],
        cwd=BACKEND_DIR,
        capture_output=True,
        text=True,
        env={**os.environ, "DJANGO_SETTINGS_MODULE": "config.settings.local", "SEARCH_RATE": "30 per minute"},
    )

    assert result.returncode != 0
    assert "SEARCH_RATE must be a rate like 30/min or 10/hour, got '30 per minute'" in result.stderr


@pytest.mark.django_db
def test_the_schema_is_built_once_not_on_every_call(anonymous_api, monkeypatch):
    _openapi_schema.cache_clear()
    builds = []
    build = SchemaGenerator.get_schema
    monkeypatch.setattr(
        SchemaGenerator, "get_schema", lambda *args, **kwargs: builds.append(1) or build(*args, **kwargs)
    )

    answers = [anonymous_api.get("/api/v1/schema/", {"version": str(call), "lang": "ru"}) for call in range(3)]

    assert [answer.status_code for answer in answers] == [200, 200, 200]
    assert answers[2].content == answers[0].content
    assert len(builds) == 1
