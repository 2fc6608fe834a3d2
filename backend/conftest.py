"""Fixtures every app's tests share: the imported Qur'an, users and authenticated API clients."""

from pathlib import Path

import pytest
from django.conf import settings
from django.contrib.auth import get_user_model
from knox.models import AuthToken
from rest_framework.test import APIClient

from hafiz.quran.services import quran_import
from hafiz.quran.source import load_source


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


