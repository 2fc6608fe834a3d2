import time
from datetime import timedelta

import pytest
from django.utils import timezone
from knox.models import AuthToken
from rest_framework.test import APIClient

from hafiz.accounts import services
from hafiz.accounts.models import User
from hafiz.accounts.services import TOKENS_PER_LEARNER_MAX
from hafiz.games.tests.calls import played
from hafiz.people.services import follow_add

LOGIN_GOOGLE = "/api/v1/auth/login_google/"
LOGIN_DEMO = "/api/v1/auth/login_demo/"
LOGOUT = "/api/v1/auth/logout_knox/"
LOGOUT_ALL = "/api/v1/auth/logoutall/"
PROFILE_INFO = "/api/v1/auth/profile/info/"
PROFILE_STATS = "/api/v1/profile/stats/"
LEADERBOARD = "/api/v1/leaderboard/"
FOLLOWING = "/api/v1/profile/following/"
FOLLOWERS = "/api/v1/profile/followers/"


def _signed_in(client, token: str):
    client.credentials(HTTP_AUTHORIZATION=f"Token {token}")
    return client


# Google


@pytest.mark.django_db
def test_google_login_creates_the_user_keyed_by_sub_and_gives_a_working_token(anonymous_api, google):
    google.add("good-token", sub="1001", email="amina@example.com", given_name="Amina", family_name="Yusuf")

    response = anonymous_api.post(LOGIN_GOOGLE, {"access_token": "good-token"}, format="json")

    assert response.status_code == 200
    assert set(response.json()) == {"token"}
    user = User.objects.get(google_sub="1001")
    assert (user.email, user.first_name, user.last_name) == ("amina@example.com", "Amina", "Yusuf")
    assert not user.has_usable_password()
    assert not user.photo
    assert google.calls == ["tokeninfo", "userinfo"]
    profile = _signed_in(anonymous_api, response.json()["token"]).get(PROFILE_INFO)
    assert profile.status_code == 200
    assert profile.json()["first_name"] == "Amina"


@pytest.mark.django_db
def test_second_google_login_with_the_same_sub_is_the_same_user_even_with_a_new_email(anonymous_api, google):
    google.add("first", sub="1001", email="old@example.com")
    google.add("second", sub="1001", email="new@example.com", given_name="Changed")
    first = anonymous_api.post(LOGIN_GOOGLE, {"access_token": "first"}, format="json")
    user = User.objects.get(google_sub="1001")
    user.first_name = "Edited"
    user.save()

    second = anonymous_api.post(LOGIN_GOOGLE, {"access_token": "second"}, format="json")

    assert second.status_code == 200
    assert second.json()["token"] != first.json()["token"]
    assert User.objects.filter(google_sub="1001").count() == 1
    user.refresh_from_db()
    assert user.email == "new@example.com"
    assert user.first_name == "Edited"
    assert AuthToken.objects.filter(user=user).count() == 2


@pytest.mark.django_db
def test_google_login_never_takes_over_an_account_by_email(anonymous_api, google, make_user):
    existing = make_user(email="amina@example.com")
    google.add("good-token", sub="2002", email="amina@example.com")

    response = anonymous_api.post(LOGIN_GOOGLE, {"access_token": "good-token"}, format="json")

    assert response.status_code == 200
    new_user = User.objects.get(google_sub="2002")
    assert new_user.pk != existing.pk
    assert not AuthToken.objects.filter(user=existing).exists()


@pytest.mark.django_db
def test_google_names_that_break_the_name_rules_are_cleaned(anonymous_api, google):
    google.add("good-token", sub="3003", given_name="  Jean\u202e-Luc 2nd ", family_name="🙂")

    anonymous_api.post(LOGIN_GOOGLE, {"access_token": "good-token"}, format="json")

    user = User.objects.get(google_sub="3003")
    assert (user.first_name, user.last_name) == ("Jean-Luc nd", "")


REJECTED_TOKENS = [
    pytest.param(
        {"token_info_changes": {"aud": "someone-else.apps.googleusercontent.com", "azp": "someone-else"}},
        "The Google sign-in token was not issued for this app.",
        id="wrong-audience",
    ),
    pytest.param(
        {"token_info_changes": {"expires_in": "0", "exp": str(int(time.time()) - 5)}},
        "The Google sign-in token has expired.",
        id="expired",
    ),
    pytest.param(
        {"token_info_changes": {"exp": str(int(time.time()) - 5)}},
        "The Google sign-in token has expired.",
        id="exp-in-the-past",
    ),
    pytest.param(
        {"token_info_changes": {"expires_in": None, "exp": None}},
        "The Google sign-in token has expired.",
        id="no-expiry-at-all",
    ),
    pytest.param(
        {"token_info_changes": {"email_verified": "false"}},
        "The Google account's email address is not verified.",
        id="unverified-email",
    ),
    pytest.param(
        {"token_info_changes": {"email_verified": None}},
        "The Google account's email address is not verified.",
        id="no-email-scope",
    ),
    pytest.param(
        {"user_info_changes": {"email_verified": False}},
        "The Google account's email address is not verified.",
        id="userinfo-says-unverified",
    ),
    pytest.param(
        {"token_info_status": 400, "token_info_changes": {"error": "invalid_token"}},
        "The Google sign-in token is invalid.",
        id="tokeninfo-400",
    ),
    pytest.param({"user_info_status": 401}, "The Google sign-in token is invalid.", id="userinfo-401"),
    pytest.param(
        {"user_info_changes": {"sub": "someone-else"}}, "The Google sign-in token is invalid.", id="sub-mismatch"
    ),
    pytest.param({"user_info_changes": {"sub": None}}, "The Google sign-in token is invalid.", id="no-sub"),
]


@pytest.mark.django_db
@pytest.mark.parametrize(("answer", "message"), REJECTED_TOKENS)
def test_google_token_google_does_not_vouch_for_is_a_400_and_creates_nobody(anonymous_api, google, answer, message):
    google.add("the-token", **answer)
    users_before = User.objects.count()

    response = anonymous_api.post(LOGIN_GOOGLE, {"access_token": "the-token"}, format="json")

    assert response.status_code == 400
    assert response.json() == {"message": message, "fields": {}}
    assert User.objects.count() == users_before
    assert not AuthToken.objects.exists()


@pytest.mark.django_db
def test_token_google_never_issued_is_a_400_without_asking_for_user_info(anonymous_api, google):
    response = anonymous_api.post(LOGIN_GOOGLE, {"access_token": "made-up"}, format="json")

    assert response.status_code == 400
    assert response.json()["message"] == "The Google sign-in token is invalid."
    assert google.calls == ["tokeninfo"]


UNAVAILABLE_GOOGLE = [
    pytest.param({"delay": 1.0}, id="too-slow"),
    pytest.param({"token_info_status": 500}, id="tokeninfo-500"),
    pytest.param({"user_info_status": 503}, id="userinfo-503"),
    pytest.param({"raw_body": b"<html>Service Unavailable</html>"}, id="not-json"),
    pytest.param({"raw_body": b"[1, 2]"}, id="json-but-not-an-object"),
]


@pytest.mark.django_db
@pytest.mark.parametrize("answer", UNAVAILABLE_GOOGLE)
def test_google_failing_to_answer_properly_is_a_502_and_creates_nobody(anonymous_api, google, answer):
    google.add("good-token", **answer)
    users_before = User.objects.count()

    started = time.monotonic()
    response = anonymous_api.post(LOGIN_GOOGLE, {"access_token": "good-token"}, format="json")

    assert time.monotonic() - started < 1.0
    assert response.status_code == 502
    assert response.json() == {
        "message": "Google sign-in is unavailable right now. Please try again later.",
        "fields": {},
    }
    assert User.objects.count() == users_before


@pytest.mark.django_db
def test_google_unreachable_is_a_502(anonymous_api, google, settings):
    settings.GOOGLE_TOKENINFO_URL = "http://127.0.0.1:1/tokeninfo"

    response = anonymous_api.post(LOGIN_GOOGLE, {"access_token": "good-token"}, format="json")

    assert response.status_code == 502


@pytest.mark.django_db
@pytest.mark.parametrize("payload", [{}, {"access_token": ""}, {"access_token": None}, {"access_token": "x" * 5000}])
def test_google_login_without_a_usable_access_token_is_a_400_naming_the_field(anonymous_api, google, payload):
    response = anonymous_api.post(LOGIN_GOOGLE, payload, format="json")

    assert response.status_code == 400
    assert response.json()["fields"]["access_token"][0]
    assert google.calls == []


@pytest.mark.django_db
def test_google_login_is_404_when_no_client_id_is_configured(anonymous_api, google, settings):
    google.add("good-token")
    settings.GOOGLE_CLIENT_ID = ""

    response = anonymous_api.post(LOGIN_GOOGLE, {"access_token": "good-token"}, format="json")

    assert response.status_code == 404
    assert response.json() == {"message": "Google sign-in is not configured.", "fields": {}}
    assert google.calls == []


@pytest.mark.django_db
def test_google_login_to_a_disabled_account_is_a_403_without_a_token(anonymous_api, google, make_user):
    make_user(google_sub="4004", is_active=False)
    google.add("good-token", sub="4004")

    response = anonymous_api.post(LOGIN_GOOGLE, {"access_token": "good-token"}, format="json")

    assert response.status_code == 403
    assert response.json()["message"] == "This account is disabled."
    assert not AuthToken.objects.exists()


# Guest (demo) sign-in


@pytest.mark.django_db
def test_demo_login_creates_a_new_guest_each_time(anonymous_api):
    first = anonymous_api.post(LOGIN_DEMO)
    second = anonymous_api.post(LOGIN_DEMO)

    assert first.status_code == second.status_code == 200
    guests = list(User.objects.filter(first_name="Guest").order_by("pk"))
    assert len(guests) == 2
    assert guests[0].username != guests[1].username
    for guest in guests:
        assert guest.last_name.isdigit() and len(guest.last_name) == 4
        assert not guest.has_usable_password()
        assert guest.is_guest
    profile = _signed_in(anonymous_api, second.json()["token"]).get(PROFILE_INFO).json()
    assert profile["first_name"] == "Guest"
    assert profile["last_name"] == guests[1].last_name


@pytest.mark.django_db
def test_demo_login_is_a_404_when_turned_off(anonymous_api, settings):
    settings.DEMO_LOGIN = False

    response = anonymous_api.post(LOGIN_DEMO)

    assert response.status_code == 404
    assert response.json() == {"message": "Guest sign-in is turned off.", "fields": {}}
    assert not User.objects.filter(first_name="Guest").exists()


@pytest.mark.django_db
def test_login_ignores_a_stale_token_sent_along(anonymous_api):
    anonymous_api.credentials(HTTP_AUTHORIZATION="Token no-longer-valid")

    response = anonymous_api.post(LOGIN_DEMO)

    assert response.status_code == 200


# Rate limit


@pytest.mark.django_db
def test_google_sign_ins_are_limited_per_client_address_before_google_is_asked(anonymous_api, google, settings):
    settings.THROTTLE_RATES = {**settings.THROTTLE_RATES, "sign_in": "2/min"}
    google.add("good-token")
    for _ in range(2):
        assert anonymous_api.post(LOGIN_GOOGLE, {"access_token": "good-token"}).status_code == 200
    asked = len(google.calls)

    refused = anonymous_api.post(LOGIN_GOOGLE, {"access_token": "good-token"})
    forged = anonymous_api.post(LOGIN_GOOGLE, {"access_token": "good-token"}, HTTP_X_FORWARDED_FOR="203.0.113.9")
    google_asked_again = len(google.calls) > asked
    other_address = anonymous_api.post(LOGIN_GOOGLE, {"access_token": "good-token"}, REMOTE_ADDR="198.51.100.7")

    assert (refused.status_code, forged.status_code, other_address.status_code) == (429, 429, 200)
    assert refused.json() == {"message": f"Too many requests: try again in {refused['Retry-After']} s.", "fields": {}}
    assert not google_asked_again
    # A guest sign-in has a limit of its own: Google's does not use it up.
    assert anonymous_api.post(LOGIN_DEMO).status_code == 200


@pytest.mark.django_db
def test_guest_sign_ins_are_limited_per_client_address(anonymous_api, settings):
    settings.THROTTLE_RATES = {**settings.THROTTLE_RATES, "guest": "3/min"}
    for _ in range(3):
        assert anonymous_api.post(LOGIN_DEMO).status_code == 200

    refused = anonymous_api.post(LOGIN_DEMO)
    other_address = anonymous_api.post(LOGIN_DEMO, REMOTE_ADDR="198.51.100.7")

    assert refused.status_code == 429
    assert int(refused["Retry-After"]) > 0
    assert refused.json() == {"message": f"Too many requests: try again in {refused['Retry-After']} s.", "fields": {}}
    assert other_address.status_code == 200
    assert User.objects.filter(first_name="Guest").count() == 4


# Logout and token lifetime


@pytest.mark.django_db
def test_logout_revokes_only_the_token_it_was_called_with(client_for, user):
    signed_out, other_device = client_for(user), client_for(user)

    response = signed_out.post(LOGOUT)

    assert response.status_code == 204
    assert signed_out.get(PROFILE_INFO).status_code == 401
    assert signed_out.post(LOGOUT).status_code == 401
    assert other_device.get(PROFILE_INFO).status_code == 200


@pytest.mark.django_db
def test_logout_all_ends_every_token_of_the_learner_and_no_one_elses(client_for, user, make_user):
    devices = [client_for(user) for _ in range(3)]
    someone_else = client_for(make_user())

    response = devices[0].post(LOGOUT_ALL)

    assert response.status_code == 204
    assert [device.get(PROFILE_INFO).status_code for device in devices] == [401, 401, 401]
    assert not AuthToken.objects.filter(user=user).exists()
    assert someone_else.get(PROFILE_INFO).status_code == 200


@pytest.mark.django_db
def test_a_learner_holds_at_most_10_tokens_and_a_new_sign_in_ends_the_oldest(anonymous_api, google):
    google.add("good-token", sub="1001", email="amina@example.com")
    tokens = [anonymous_api.post(LOGIN_GOOGLE, {"access_token": "good-token"}).json()["token"] for _ in range(12)]
    user = User.objects.get()

    assert AuthToken.objects.filter(user=user).count() == TOKENS_PER_LEARNER_MAX == 10
    statuses = [_signed_in(APIClient(), token).get(PROFILE_INFO).status_code for token in tokens]
    assert statuses == [401, 401] + [200] * 10


@pytest.mark.django_db
def test_a_new_sign_in_clears_the_learners_expired_tokens(client_for, user):
    client_for(user)
    AuthToken.objects.update(expiry=timezone.now() - timedelta(seconds=1))

    services.auth_token_create(user=user)

    assert AuthToken.objects.filter(user=user).count() == 1


@pytest.mark.django_db
@pytest.mark.parametrize("path", [LOGOUT, LOGOUT_ALL])
def test_logout_without_a_token_is_a_401(anonymous_api, path):
    response = anonymous_api.post(path)

    assert response.status_code == 401
    assert response.json()["message"]


@pytest.mark.django_db
def test_token_lives_for_the_configured_days(anonymous_api, settings):
    anonymous_api.post(LOGIN_DEMO)

    token = AuthToken.objects.get()
    expected = timezone.now() + settings.REST_KNOX["TOKEN_TTL"]
    assert abs(token.expiry - expected) < timedelta(minutes=1)


@pytest.mark.django_db
def test_expired_token_is_a_401_and_left_for_the_clean_up(anonymous_api):
    signed_in = _signed_in(anonymous_api, anonymous_api.post(LOGIN_DEMO).json()["token"])
    AuthToken.objects.update(expiry=timezone.now() - timedelta(seconds=1))

    response = signed_in.get(PROFILE_INFO)

    assert response.status_code == 401
    assert response.json()["message"] == "Invalid token."
    # Deleted by manage.py auth_tokens_remove_expired, not by a call (hafiz.accounts.authentication).
    assert AuthToken.objects.exists()


@pytest.mark.django_db
@pytest.mark.parametrize("sign_out", [LOGOUT, LOGOUT_ALL])
def test_a_guest_who_signs_out_leaves_every_board_list_and_count_at_once(
    sign_out, anonymous_api, api, user, client_for
):
    """The app warns a guest that signing out loses their xp and progress: it does, and they are gone for others."""
    guest_api = _signed_in(APIClient(), anonymous_api.post(LOGIN_DEMO).json()["token"])
    guest = User.objects.get(is_guest=True)
    played(guest_api, "memory", 2, 1)
    follow_add(follower=user, followee=guest)
    follow_add(follower=guest, followee=user)
    assert [row["user_id"] for row in api.get(LEADERBOARD).json()["results"]] == [guest.pk]

    assert guest_api.post(sign_out).status_code == 204

    assert not User.objects.filter(pk=guest.pk).exists()
    board = api.get(LEADERBOARD).json()
    assert (board["results"], board["count"]) == ([], 0)  # off the board's count too, so no rank is left one low
    assert api.get(FOLLOWING).json()["results"] == []
    assert api.get(FOLLOWERS).json()["results"] == []
    assert api.get(PROFILE_STATS).json()["followers_count"] == 0
    assert guest_api.get(PROFILE_INFO).status_code == 401


@pytest.mark.django_db
def test_a_learner_who_signs_out_keeps_their_account(api, user):
    assert api.post(LOGOUT).status_code == 204

    assert User.objects.filter(pk=user.pk).exists()
