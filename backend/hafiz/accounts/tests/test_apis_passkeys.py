"""Passkeys: creating an account, adding one, signing in, naming and removing, with a software authenticator."""

from datetime import timedelta

import pytest
from django.utils import timezone
from knox.models import AuthToken

from hafiz.accounts.models import Passkey, PasskeyChallenge, User
from hafiz.accounts.services import user_create_guest
from hafiz.accounts.tests.software_authenticator import SoftwareAuthenticator

CREATE_OPTIONS = "/api/v1/auth/passkey/create_account/options/"
CREATE = "/api/v1/auth/passkey/create_account/"
SIGN_IN_OPTIONS = "/api/v1/auth/passkey/sign_in/options/"
SIGN_IN = "/api/v1/auth/passkey/sign_in/"
ADD_OPTIONS = "/api/v1/auth/passkeys/add/options/"
ADD = "/api/v1/auth/passkeys/add/"
LIST = "/api/v1/auth/passkeys/"
PROFILE = "/api/v1/auth/profile/info/"


@pytest.fixture
def authenticator():
    return SoftwareAuthenticator()


def _create_account(api, authenticator, first_name="Aisha", **claims):
    options = api.post(CREATE_OPTIONS, {"first_name": first_name}).json()["options"]
    return api.post(CREATE, {"credential": authenticator.create(options, **claims)})


def _sign_in(api, authenticator, **claims):
    options = api.post(SIGN_IN_OPTIONS).json()["options"]
    return api.post(SIGN_IN, {"credential": authenticator.get(options, **claims)})


@pytest.fixture
def with_token(anonymous_api):
    def client(token: str):
        anonymous_api.credentials(HTTP_AUTHORIZATION=f"Token {token}")
        return anonymous_api

    return client


@pytest.mark.django_db
def test_a_new_learner_creates_an_account_with_a_passkey_and_signs_in_with_it(anonymous_api, authenticator):
    options = anonymous_api.post(CREATE_OPTIONS, {"first_name": " Aisha "}).json()["options"]

    assert options["rp"] == {"id": "localhost", "name": "Hafiz"}
    assert options["authenticatorSelection"]["residentKey"] == "required"
    created = anonymous_api.post(CREATE, {"credential": authenticator.create(options)})

    assert created.status_code == 200, created.json()
    user = User.objects.get()
    assert (user.first_name, user.is_guest, user.has_usable_password()) == ("Aisha", False, False)
    assert Passkey.objects.get().user == user
    signed_in = _sign_in(anonymous_api, authenticator)
    assert signed_in.status_code == 200, signed_in.json()
    assert AuthToken.objects.filter(user=user).count() == 2
    assert Passkey.objects.get().sign_count == 1


@pytest.mark.django_db
def test_an_account_needs_a_first_name(anonymous_api):
    response = anonymous_api.post(CREATE_OPTIONS, {"first_name": "  "})

    assert response.status_code == 400
    assert "first_name" in response.json()["fields"]


@pytest.mark.django_db
def test_a_replayed_answer_is_refused_because_its_challenge_was_used(anonymous_api, authenticator):
    _create_account(anonymous_api, authenticator)
    options = anonymous_api.post(SIGN_IN_OPTIONS).json()["options"]
    answer = authenticator.get(options)

    assert anonymous_api.post(SIGN_IN, {"credential": answer}).status_code == 200
    replayed = anonymous_api.post(SIGN_IN, {"credential": answer})
    assert replayed.status_code == 400
    assert "expired or was used" in replayed.json()["message"]


@pytest.mark.django_db
def test_an_expired_challenge_is_refused(anonymous_api, authenticator):
    _create_account(anonymous_api, authenticator)
    options = anonymous_api.post(SIGN_IN_OPTIONS).json()["options"]
    PasskeyChallenge.objects.update(expires_at=timezone.now() - timedelta(seconds=1))

    response = anonymous_api.post(SIGN_IN, {"credential": authenticator.get(options)})

    assert response.status_code == 400
    assert "expired or was used" in response.json()["message"]


@pytest.mark.django_db
@pytest.mark.parametrize("ceremony", ["create", "sign_in"])
@pytest.mark.parametrize(
    "claims",
    [
        pytest.param({"origin": "https://hafiz.evil.example"}, id="another-origin"),
        pytest.param({"origin": "http://127.0.0.1:8000"}, id="an-ip-address"),
        pytest.param({"rp_id": "evil.example"}, id="another-rp-id"),
    ],
)
def test_an_answer_made_for_another_site_is_refused(anonymous_api, authenticator, ceremony, claims):
    if ceremony == "create":
        response = _create_account(anonymous_api, authenticator, **claims)
    else:
        _create_account(anonymous_api, authenticator)
        response = _sign_in(anonymous_api, authenticator, **claims)

    assert response.status_code == 400
    assert response.json()["message"] == "The passkey's answer did not check out for this site."
    assert AuthToken.objects.count() == (0 if ceremony == "create" else 1)


@pytest.mark.django_db
def test_the_settings_name_the_origins_a_site_accepts(anonymous_api, authenticator, settings):
    settings.WEBAUTHN_RP_ID = "hafiz.example.org"
    settings.WEBAUTHN_ORIGINS = ["https://hafiz.example.org"]

    assert _create_account(anonymous_api, authenticator, origin="http://localhost:8000").status_code == 400
    assert _create_account(anonymous_api, authenticator, origin="https://hafiz.example.org").status_code == 200


@pytest.mark.django_db
def test_a_sign_counter_that_went_back_is_refused_as_a_copied_key(anonymous_api, authenticator):
    _create_account(anonymous_api, authenticator)
    assert _sign_in(anonymous_api, authenticator, sign_count=5).status_code == 200

    response = _sign_in(anonymous_api, authenticator, sign_count=4)

    assert response.status_code == 400
    assert Passkey.objects.get().sign_count == 5


@pytest.mark.django_db
def test_a_passkey_claiming_another_learners_handle_is_refused(anonymous_api, authenticator):
    _create_account(anonymous_api, authenticator, first_name="Aisha")
    aisha_key = authenticator.passkeys[-1]
    _create_account(anonymous_api, authenticator, first_name="Bilal")

    response = _sign_in(anonymous_api, authenticator, user_handle=aisha_key.user_handle)

    assert response.status_code == 400
    assert AuthToken.objects.count() == 2  # the two accounts' own sign-ins only


@pytest.mark.django_db
def test_a_passkey_removed_from_the_site_is_named_unknown(anonymous_api, authenticator):
    _create_account(anonymous_api, authenticator)
    Passkey.objects.all().delete()

    response = _sign_in(anonymous_api, authenticator)

    assert response.status_code == 400
    assert "not known here" in response.json()["message"]


@pytest.mark.django_db
def test_a_deactivated_learner_cannot_sign_in_with_their_passkey(anonymous_api, authenticator):
    _create_account(anonymous_api, authenticator)
    User.objects.update(is_active=False)

    assert _sign_in(anonymous_api, authenticator).status_code == 403


@pytest.mark.django_db
def test_a_guest_who_adds_a_passkey_keeps_their_account_and_is_no_longer_a_guest(
    client_for, anonymous_api, authenticator, with_token
):
    guest = user_create_guest()
    api = client_for(guest)
    options = api.post(ADD_OPTIONS).json()["options"]

    added = api.post(ADD, {"credential": authenticator.create(options)})

    assert added.status_code == 201, added.json()
    assert added.json()["is_guest"] is False
    guest.refresh_from_db()
    assert guest.is_guest is False and guest.passkey_user_handle
    signed_in = _sign_in(anonymous_api, authenticator)
    assert signed_in.status_code == 200
    assert with_token(signed_in.json()["token"]).get(PROFILE).json()["first_name"] == guest.first_name


@pytest.mark.django_db
def test_adding_tells_the_browser_the_passkeys_the_learner_has(client_for, authenticator, user):
    api = client_for(user)
    api.post(ADD, {"credential": authenticator.create(api.post(ADD_OPTIONS).json()["options"])})

    options = api.post(ADD_OPTIONS).json()["options"]

    assert [item["id"] for item in options["excludeCredentials"]] == list(
        Passkey.objects.values_list("credential_id", flat=True)
    )
    assert options["user"]["id"] == api.post(ADD_OPTIONS).json()["options"]["user"]["id"]


@pytest.mark.django_db
def test_another_learners_challenge_or_passkey_cannot_be_added(client_for, make_user, authenticator):
    aisha, bilal = make_user(first_name="Aisha"), make_user(first_name="Bilal")
    aisha_options = client_for(aisha).post(ADD_OPTIONS).json()["options"]

    stolen = client_for(bilal).post(ADD, {"credential": authenticator.create(aisha_options)})
    assert stolen.status_code == 400

    answer = authenticator.create(client_for(aisha).post(ADD_OPTIONS).json()["options"])
    assert client_for(aisha).post(ADD, {"credential": answer}).status_code == 201
    bilal_options = client_for(bilal).post(ADD_OPTIONS).json()["options"]
    again = dict(answer, response=dict(answer["response"]))
    again["response"]["clientDataJSON"] = authenticator.create(bilal_options)["response"]["clientDataJSON"]
    taken = client_for(bilal).post(ADD, {"credential": again})
    assert taken.status_code == 400
    assert Passkey.objects.get().user == aisha


@pytest.mark.django_db
def test_a_learner_lists_names_and_removes_passkeys_but_never_their_last_way_in(
    anonymous_api, authenticator, with_token
):
    token = _create_account(anonymous_api, authenticator).json()["token"]
    api = with_token(token)
    api.post(ADD, {"credential": authenticator.create(api.post(ADD_OPTIONS).json()["options"])})
    first, second = api.get(LIST).json()["passkeys"]

    renamed = api.patch(f"{LIST}{first['id']}/", {"name": "  My phone "})
    assert renamed.status_code == 200 and renamed.json()["name"] == "My phone"
    assert api.delete(f"{LIST}{second['id']}/").status_code == 204
    last = api.delete(f"{LIST}{first['id']}/")

    assert last.status_code == 409
    assert "only way to sign in" in last.json()["message"]
    assert [item["name"] for item in api.get(LIST).json()["passkeys"]] == ["My phone"]


@pytest.mark.django_db
def test_a_google_learner_may_remove_every_passkey_where_google_sign_in_is_on(
    client_for, make_user, authenticator, settings
):
    settings.GOOGLE_CLIENT_ID = "hafiz-test.apps.googleusercontent.com"
    learner = make_user(google_sub="5005")
    api = client_for(learner)
    api.post(ADD, {"credential": authenticator.create(api.post(ADD_OPTIONS).json()["options"])})

    assert api.delete(f"{LIST}{Passkey.objects.get().pk}/").status_code == 204


@pytest.mark.django_db
def test_another_learners_passkey_is_not_found(client_for, make_user, authenticator):
    owner, other = make_user(), make_user()
    client_for(owner).post(
        ADD, {"credential": authenticator.create(client_for(owner).post(ADD_OPTIONS).json()["options"])}
    )
    passkey = Passkey.objects.get()

    assert client_for(other).patch(f"{LIST}{passkey.pk}/", {"name": "mine"}).status_code == 404
    assert client_for(other).delete(f"{LIST}{passkey.pk}/").status_code == 404
    assert client_for(other).get(LIST).json() == {"passkeys": []}


@pytest.mark.django_db
@pytest.mark.parametrize("path", [ADD_OPTIONS, ADD, LIST])
def test_a_learners_passkey_calls_need_a_token(anonymous_api, path):
    response = anonymous_api.get(path) if path == LIST else anonymous_api.post(path, {"credential": {}})

    assert response.status_code == 401


@pytest.mark.django_db
@pytest.mark.parametrize(
    "credential",
    [
        {},
        {"response": []},
        {"id": "x", "rawId": "x", "type": "public-key", "response": {"clientDataJSON": "!!"}},
        {"id": "x", "rawId": "x", "type": "public-key", "response": []},
        {"id": 1, "rawId": 2, "type": "public-key", "response": {"clientDataJSON": 5, "attestationObject": None}},
        {
            "id": "x",
            "rawId": "x",
            "type": "public-key",
            "response": {"clientDataJSON": "e30", "attestationObject": "e30", "transports": [1, None, {}]},
        },
        {
            "id": "x",
            "rawId": "!!",
            "type": "public-key",
            "response": {
                # {"type": 1, "challenge": 1, "origin": 1}
                "clientDataJSON": "eyJ0eXBlIjoxLCJjaGFsbGVuZ2UiOjEsIm9yaWdpbiI6MX0",
                "authenticatorData": "AA",
                "signature": "AA",
                "attestationObject": "AA",
                "userHandle": 5,
            },
        },
        {
            "id": "x",
            "rawId": "x",
            "type": "public-key",
            "response": {
                # a challenge that is not base64url text
                "clientDataJSON": "eyJ0eXBlIjoid2ViYXV0aG4uZ2V0IiwiY2hhbGxlbmdlIjoiXHUwMGZmIiwib3JpZ2luIjoieCJ9",
                "authenticatorData": "AA",
                "signature": "AA",
                "attestationObject": "AA",
            },
        },
    ],
)
def test_an_unreadable_answer_is_a_clear_400(anonymous_api, credential):
    for path in (CREATE, SIGN_IN):
        response = anonymous_api.post(path, {"credential": credential})
        assert response.status_code == 400
        assert response.json()["message"]
