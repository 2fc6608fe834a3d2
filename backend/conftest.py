"""Fixtures every app's tests share: the imported Qur'an, users, authenticated API clients, verses, progress
and wins."""

import os
from pathlib import Path
from uuid import uuid4

import pytest
import redis
from django.conf import settings
from django.contrib.auth import get_user_model
from django.core.cache import cache, caches
from knox.models import AuthToken
from rest_framework.test import APIClient

from hafiz.common import throttles
from hafiz.common.cache import FailSoftRedisCache
from hafiz.games.services import win_record
from hafiz.progress.models import PROGRESS_MAX, VerseProgress
from hafiz.quran import content
from hafiz.quran.models import Verse
from hafiz.quran.services import quran_import
from hafiz.quran.source import load_source
from hafiz.review.services import review_schedule_enter

# The scratch database of the migration tests.
pytest_plugins = ["hafiz.common.tests.scratch_database"]


def _quiet_progress(step: str, done: int, total: int) -> None:
    """Import progress is not interesting in test output."""


@pytest.fixture(scope="session")
def quran_source():
    return load_source(cache_dir=Path(settings.QURAN_JSON_CACHE_DIR))


@pytest.fixture(scope="session")
def django_db_setup(django_db_setup, django_db_blocker, quran_source):
    """Import the whole Qur'an once per test session; each test runs in a transaction on top of it."""
    with django_db_blocker.unblock():
        quran_import(source=quran_source, progress=_quiet_progress)


@pytest.fixture(autouse=True)
def _quran_content_as_imported():
    """A test that imports or edits the Qur'an reloads this process's copy of it (quran.content) inside its own
    transaction; the copy the session's import made comes back after it, as the database does."""
    held = content._Held.content, content._Held.checked_at
    yield
    content._Held.content, content._Held.checked_at = held


# Half-way through a minute and an hour, years from now: no limit's window turns over in the middle of a test.
REQUEST_LIMITS_CLOCK = 1_800_001_830.0


@pytest.fixture(autouse=True)
def _no_calls_counted(monkeypatch):
    """The request limits (hafiz.common.throttles) count in the cache, a memory cache in tests: every test starts with
    none counted, on a clock that stands still (a test about time moves it itself)."""
    cache.clear()
    monkeypatch.setattr(throttles, "_now", lambda: REQUEST_LIMITS_CLOCK)


@pytest.fixture(autouse=True)
def _sign_ins_held(settings):
    """Signed-in calls go through the held sign-ins (hafiz.accounts.authentication) as they do with Redis in
    production: one test process shares its memory cache, and every test that signs out, deactivates or edits a learner
    checks they end at once. The first call of a test reads the token table (the cache starts empty)."""
    settings.AUTH_CACHE_SECONDS = 60


@pytest.fixture
def shared_redis(settings):
    """The cache is Redis, as in production (REDIS_TEST_URL, default the machine's Redis, database 15), under a key
    prefix of this test's own, removed afterwards. Skipped where no Redis answers."""
    url = os.environ.get("REDIS_TEST_URL", "redis://127.0.0.1:6379/15")
    try:
        redis.Redis.from_url(url, socket_connect_timeout=0.5).ping()
    except redis.RedisError:
        pytest.skip(f"no Redis answers at {url}")
    prefix = f"hafiz-test-{uuid4().hex}"
    settings.CACHES = {
        "default": {"BACKEND": "hafiz.common.cache.FailSoftRedisCache", "LOCATION": url, "KEY_PREFIX": prefix}
    }
    assert isinstance(caches["default"], FailSoftRedisCache)
    yield cache
    cache.delete_pattern("*")  # the prefix's keys only: django-redis prefixes the pattern too


@pytest.fixture
def make_user(db):
    def make(**fields):
        count = get_user_model().objects.count()
        fields.setdefault("username", f"learner-{count + 1}")
        fields.setdefault("first_name", "Test")
        fields.setdefault("last_name", f"Learner {count + 1}")
        return get_user_model().objects.create_user(**fields)

    return make


@pytest.fixture
def user(make_user):
    return make_user()


@pytest.fixture
def client_for():
    def make(user) -> APIClient:
        client = APIClient()
        _, token = AuthToken.objects.create(user)
        client.credentials(HTTP_AUTHORIZATION=f"Token {token}")
        return client

    return make


@pytest.fixture
def api(client_for, user) -> APIClient:
    return client_for(user)


@pytest.fixture
def anonymous_api() -> APIClient:
    return APIClient()


@pytest.fixture
def verse_at(db):
    def get(chapter_number: int, verse_number: int) -> Verse:
        return Verse.objects.get(chapter_id=chapter_number, number=verse_number)

    return get


@pytest.fixture
def set_progress(db):
    """Put a user's progress on some verses of a chapter straight into the table."""

    def put(*, user, chapter_number: int, verse_numbers, progress: int, games_won: int = 0) -> None:
        verses = Verse.objects.filter(chapter_id=chapter_number, number__in=list(verse_numbers))
        VerseProgress.objects.bulk_create(
            VerseProgress(user=user, verse=verse, progress=progress, games_won=games_won) for verse in verses
        )

    return put


@pytest.fixture
def memorise(db):
    """Take verses to 100 and put them on the learner's schedule at `now` (default: the current time), as the
    fourth won game does."""

    def put(*, user, references, now=None) -> list[Verse]:
        verses = []
        for chapter_number, verse_number in references:
            verse = Verse.objects.get(chapter_id=chapter_number, number=verse_number)
            VerseProgress.objects.update_or_create(
                user=user, verse=verse, defaults={"progress": PROGRESS_MAX, "games_won": 15}
            )
            review_schedule_enter(user=user, verse=verse, now=now)
            verses.append(verse)
        return verses

    return put


@pytest.fixture
def win(verse_at):
    """Record a win as a graded game does, without dealing it: win(user, (112, 1), "memory", now=at(...))."""

    def record(user, reference: tuple[int, int], game: str = "memory", **options):
        return win_record(user=user, verse=verse_at(*reference), game=game, **options)

    return record
