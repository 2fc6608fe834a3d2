"""The admin's password sign-in locks out after 5 failures from one address or for one username (django-axes)."""

from typing import Any

import pytest
from django.test import Client

ADMIN_LOGIN = "/admin/login/?next=/admin/"
PASSWORD = "correct horse battery staple"


@pytest.fixture
def admin_user(make_user):
    return make_user(username="imam", password=PASSWORD, is_staff=True, is_superuser=True)


def _sign_in(*, username: str, password: str, address: str = "198.51.100.1", forwarded_for: str | None = None):
    headers: dict[str, Any] = {"REMOTE_ADDR": address}
    if forwarded_for:
        headers["HTTP_X_FORWARDED_FOR"] = forwarded_for
    return Client().post(ADMIN_LOGIN, {"username": username, "password": password}, **headers)


def _signed_in(response) -> bool:
    return response.status_code == 302 and response["Location"] == "/admin/"


def test_the_right_password_signs_in_after_fewer_than_5_failures(admin_user):
    for _ in range(4):
        assert _sign_in(username="imam", password="wrong").status_code == 200  # the form again, with its error

    assert _signed_in(_sign_in(username="imam", password=PASSWORD))


def test_5_failures_from_one_address_lock_that_address_out_even_with_the_right_password(admin_user):
    failures = [_sign_in(username=f"guess-{attempt}", password="wrong", address="198.51.100.7") for attempt in range(5)]

    locked = _sign_in(username="imam", password=PASSWORD, address="198.51.100.7")

    # The form again for the first four; the fifth failure is already answered with the lockout.
    assert [failure.status_code for failure in failures] == [200] * 4 + [429]

    assert locked.status_code == 429
    assert not _signed_in(locked)
    assert _signed_in(_sign_in(username="imam", password=PASSWORD, address="198.51.100.8"))


def test_5_failures_for_one_username_lock_it_out_from_every_address(admin_user, make_user):
    make_user(username="muezzin", password=PASSWORD, is_staff=True)
    for attempt in range(5):
        _sign_in(username="imam", password="wrong", address=f"203.0.113.{attempt + 1}")

    locked = _sign_in(username="imam", password=PASSWORD, address="192.0.2.99")

    assert locked.status_code == 429
    assert _signed_in(_sign_in(username="muezzin", password=PASSWORD, address="192.0.2.99"))


def test_a_forged_forwarded_for_header_does_not_dodge_the_address_lockout(admin_user):
    for attempt in range(5):
        _sign_in(username=f"guess-{attempt}", password="wrong", forwarded_for=f"192.0.2.{attempt}")

    assert _sign_in(username="imam", password=PASSWORD, forwarded_for="192.0.2.200").status_code == 429


def test_behind_one_proxy_each_client_is_counted_by_its_forwarded_address(admin_user, settings):
    settings.REST_FRAMEWORK = {**settings.REST_FRAMEWORK, "NUM_PROXIES": 1}
    for attempt in range(5):
        _sign_in(username=f"guess-{attempt}", password="wrong", address="10.0.0.2", forwarded_for="192.0.2.1")

    assert (
        _sign_in(username="imam", password=PASSWORD, address="10.0.0.2", forwarded_for="192.0.2.1").status_code == 429
    )
    assert _signed_in(_sign_in(username="imam", password=PASSWORD, address="10.0.0.2", forwarded_for="192.0.2.2"))


def test_a_forwarded_entry_that_is_no_address_is_never_taken_for_one(admin_user, settings):
    settings.REST_FRAMEWORK = {**settings.REST_FRAMEWORK, "NUM_PROXIES": 2}  # one more than there really are
    for attempt in range(5):
        _sign_in(username=f"guess-{attempt}", password="wrong", address="10.0.0.2", forwarded_for="not-an-address")

    assert _sign_in(username="imam", password=PASSWORD, address="10.0.0.2", forwarded_for="x").status_code == 429
    assert _signed_in(_sign_in(username="imam", password=PASSWORD, address="10.0.0.3", forwarded_for="x"))
