"""Sign-ins held in the cache (hafiz.accounts.authentication): calls skip the token table, and every change that ends
or alters a sign-in is seen by the very next call. conftest turns the cache on (AUTH_CACHE_SECONDS=60) for every
test."""

import pickle
from datetime import timedelta
from io import StringIO

import pytest
from django.core.cache import cache
from django.core.management import call_command
from django.db import connection
from django.test.utils import CaptureQueriesContext
from django.utils import timezone
from knox.crypto import hash_token
from knox.models import AuthToken
from rest_framework.test import APIClient

from hafiz.accounts import authentication
from hafiz.accounts.services import auth_tokens_remove_expired
from hafiz.moderation.services import learners_deactivate

PROFILE_INFO = "/api/v1/auth/profile/info/"
PROFILE_UPDATE = "/api/v1/auth/profile/update/"
LOGOUT = "/api/v1/auth/logout_knox/"
LOGOUT_ALL = "/api/v1/auth/logoutall/"


def _client(token: str) -> APIClient:
    client = APIClient()
    client.credentials(HTTP_AUTHORIZATION=f"Token {token}")
    return client


def _token_queries(client: APIClient, path: str = PROFILE_INFO) -> tuple[int, int]:
    """(status, how many queries of the call read or wrote the token table)."""
    with CaptureQueriesContext(connection) as queries:
        status = client.get(path).status_code
    return status, sum("knox_authtoken" in query["sql"] for query in queries.captured_queries)


@pytest.fixture
def signed_in(user):
    """A new token of the learner and a client sending it, its sign-in held by one call."""

    def sign_in() -> tuple[str, APIClient]:
        _, token = AuthToken.objects.create(user)
        client = _client(token)
        assert client.get(PROFILE_INFO).status_code == 200
        return token, client

    return sign_in


@pytest.mark.django_db
def test_a_token_is_read_from_the_table_once_then_from_the_cache(user):
    _, token = AuthToken.objects.create(user)
    client = _client(token)

    assert _token_queries(client) == (200, 1)
    assert _token_queries(client) == (200, 0)
    assert _token_queries(client, "/api/v1/profile/stats/") == (200, 0)


@pytest.mark.django_db
def test_a_call_no_longer_deletes_the_learners_expired_tokens(user):
    expired, _ = AuthToken.objects.create(user, expiry=timedelta(seconds=-1))
    _, token = AuthToken.objects.create(user)

    assert _token_queries(_client(token)) == (200, 1)
    assert AuthToken.objects.filter(pk=expired.pk).exists()


@pytest.mark.django_db
def test_logout_ends_a_held_sign_in_at_once_and_no_other(signed_in):
    _, client = signed_in()
    _, other = signed_in()

    assert client.post(LOGOUT).status_code == 204

    assert client.get(PROFILE_INFO).status_code == 401
    assert other.get(PROFILE_INFO).status_code == 200


@pytest.mark.django_db
def test_sign_out_everywhere_ends_every_held_sign_in_of_the_learner(signed_in, client_for, make_user):
    _, client = signed_in()
    _, other = signed_in()
    someone_else = client_for(make_user())
    assert someone_else.get(PROFILE_INFO).status_code == 200

    assert client.post(LOGOUT_ALL).status_code == 204

    assert client.get(PROFILE_INFO).status_code == 401
    assert other.get(PROFILE_INFO).status_code == 401
    assert someone_else.get(PROFILE_INFO).status_code == 200


@pytest.mark.django_db
def test_deactivation_ends_every_held_sign_in_of_the_learner(signed_in, user):
    _, client = signed_in()

    learners_deactivate(user_ids=[user.pk])

    assert client.get(PROFILE_INFO).status_code == 401


@pytest.mark.django_db
def test_a_learner_saved_inactive_is_refused_at_once_though_their_tokens_remain(signed_in, user):
    _, client = signed_in()

    user.is_active = False
    user.save()

    response = client.get(PROFILE_INFO)
    assert response.status_code == 401
    assert response.json()["message"] == authentication.MESSAGE_INACTIVE


@pytest.mark.django_db
def test_a_name_change_is_seen_by_the_next_call_of_every_sign_in(signed_in):
    _, client = signed_in()
    _, other = signed_in()

    assert client.put(PROFILE_UPDATE, {"first_name": "Maryam", "last_name": "Said"}).status_code == 200

    assert other.get(PROFILE_INFO).json()["first_name"] == "Maryam"


@pytest.mark.django_db
def test_a_sign_in_read_before_a_logout_is_not_held_after_it(user):
    """A call that read the token just before it was deleted cannot put it back in the cache."""
    auth_token, token = AuthToken.objects.create(user)
    client = _client(token)
    read_before = AuthToken.objects.select_related("user").get(pk=auth_token.pk)

    auth_token.delete()
    authentication._hold(hash_token(token), read_before, timezone.now())

    assert cache.get(authentication._key(hash_token(token))) == authentication.UNSETTLED
    assert client.get(PROFILE_INFO).status_code == 401


@pytest.mark.django_db
def test_a_held_sign_in_ends_when_its_token_expires(user, monkeypatch):
    auth_token, token = AuthToken.objects.create(user, expiry=timedelta(minutes=5))
    client = _client(token)
    assert client.get(PROFILE_INFO).status_code == 200
    later = auth_token.expiry + timedelta(seconds=1)
    monkeypatch.setattr(authentication.timezone, "now", lambda: later)

    assert client.get(PROFILE_INFO).status_code == 401


@pytest.mark.django_db
def test_without_the_cache_every_call_reads_the_token_once(user, settings):
    settings.AUTH_CACHE_SECONDS = 0
    _, token = AuthToken.objects.create(user)
    client = _client(token)

    assert _token_queries(client) == (200, 1)
    assert _token_queries(client) == (200, 1)
    assert client.post(LOGOUT).status_code == 204
    assert client.get(PROFILE_INFO).status_code == 401


@pytest.mark.django_db
@pytest.mark.parametrize("header", ["Token " + "é" * 8, "Token not-hex-at-all", "Token " + "0" * 64])
def test_a_token_that_signs_nobody_in_is_a_401(header):
    client = APIClient()
    client.credentials(HTTP_AUTHORIZATION=header)

    response = client.get(PROFILE_INFO)

    assert response.status_code == 401
    assert response.json()["message"] == authentication.MESSAGE_INVALID_TOKEN


@pytest.mark.django_db
def test_the_expired_tokens_are_removed_by_the_command_and_the_rest_kept(user, make_user):
    now = timezone.now()
    for owner in (user, make_user()):
        AuthToken.objects.create(owner, expiry=timedelta(seconds=-1))
    kept, _ = AuthToken.objects.create(user)

    out = StringIO()
    call_command("auth_tokens_remove_expired", stdout=out)

    assert out.getvalue().strip() == "2 expired sign-in tokens removed"
    assert list(AuthToken.objects.values_list("pk", flat=True)) == [kept.pk]
    assert auth_tokens_remove_expired(now=now) == 0


@pytest.mark.django_db
def test_in_redis_a_sign_in_is_held_and_a_logout_ends_it(user, shared_redis):
    _, token = AuthToken.objects.create(user)
    client = _client(token)

    assert _token_queries(client) == (200, 1)
    assert _token_queries(client) == (200, 0)
    assert shared_redis.get(authentication._key(hash_token(token))).user.pk == user.pk
    assert client.post(LOGOUT).status_code == 204
    assert client.get(PROFILE_INFO).status_code == 401


@pytest.mark.django_db
def test_a_learner_with_a_password_is_never_held(make_user):
    """A staff account's password hash is never copied to the cache: its calls read the token each time."""
    _, token = AuthToken.objects.create(make_user(password="a long staff password"))
    client = _client(token)

    assert _token_queries(client) == (200, 1)
    assert _token_queries(client) == (200, 1)


@pytest.mark.django_db
def test_a_held_copy_that_cannot_be_read_back_is_a_miss(signed_in, monkeypatch):
    _, client = signed_in()

    class WrittenByAnotherRelease:
        def get(self, key):
            return pickle.loads(b"not a pickle")

        def __getattr__(self, name):
            return getattr(cache, name)

    monkeypatch.setattr(authentication, "cache", WrittenByAnotherRelease())

    assert _token_queries(client) == (200, 1)


@pytest.mark.django_db
def test_a_logout_marks_its_token_again_when_it_commits(signed_in, django_capture_on_commit_callbacks):
    """A call that read the token before the logout committed cannot hold it once the first mark has expired."""
    token, client = signed_in()
    with django_capture_on_commit_callbacks() as on_commit:
        assert client.post(LOGOUT).status_code == 204
    cache.delete(authentication._key(hash_token(token)))  # the first mark gone by the time the logout commits

    for callback in on_commit:
        callback()

    assert cache.get(authentication._key(hash_token(token))) == authentication.UNSETTLED


@pytest.mark.django_db
@pytest.mark.parametrize("shared", [False, True], ids=["memory-cache", "redis"])
def test_a_backup_restore_drops_every_held_sign_in(signed_in, shared, request):
    if shared:
        request.getfixturevalue("shared_redis")
    held = [hash_token(signed_in()[0]) for _ in range(2)]
    assert all(isinstance(cache.get(authentication._key(digest)), authentication._HeldSignIn) for digest in held)

    authentication.sign_ins_drop_all()

    assert [cache.get(authentication._key(digest)) for digest in held] == [None, None]
