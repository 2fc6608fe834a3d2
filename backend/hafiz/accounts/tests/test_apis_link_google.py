"""POST /auth/link_google/: a guest keeps their demo account by signing in with Google."""

import pytest
from knox.models import AuthToken

from hafiz.accounts.google import GoogleIdentity
from hafiz.accounts.models import User
from hafiz.accounts.services import NotAGuest, guest_link_google, user_create_guest

LINK_GOOGLE = "/api/v1/auth/link_google/"
LOGIN_GOOGLE = "/api/v1/auth/login_google/"


@pytest.fixture
def guest(db):
    return user_create_guest()


@pytest.mark.django_db
def test_a_guest_linked_to_google_is_kept_and_google_sign_in_opens_it(client_for, guest, anonymous_api, google):
    google.add("good-token", sub="5005", email="amina@example.com", given_name="Amina", family_name="Yusuf")

    response = client_for(guest).post(LINK_GOOGLE, {"access_token": "good-token"}, format="json")

    assert response.status_code == 200, response.json()
    assert response.json()["is_guest"] is False
    assert (response.json()["first_name"], response.json()["last_name"]) == ("Amina", "Yusuf")
    guest.refresh_from_db()
    assert (guest.google_sub, guest.email, guest.is_guest) == ("5005", "amina@example.com", False)
    signed_in = anonymous_api.post(LOGIN_GOOGLE, {"access_token": "good-token"}, format="json")
    assert signed_in.status_code == 200
    assert set(AuthToken.objects.values_list("user_id", flat=True)) == {guest.pk}
    assert User.objects.count() == 1


@pytest.mark.django_db
def test_a_guest_keeps_their_names_where_google_gives_none(client_for, guest, google):
    google.add("good-token", sub="5005", given_name="", family_name="")
    names = (guest.first_name, guest.last_name)

    response = client_for(guest).post(LINK_GOOGLE, {"access_token": "good-token"}, format="json")

    assert (response.json()["first_name"], response.json()["last_name"]) == names


@pytest.mark.django_db
def test_names_the_guest_chose_are_kept(client_for, guest, google):
    guest.first_name, guest.last_name = "Maryam", "Ivanova"
    guest.save()
    google.add("good-token", sub="5005", given_name="Amina", family_name="Yusuf")

    response = client_for(guest).post(LINK_GOOGLE, {"access_token": "good-token"}, format="json")

    assert (response.json()["first_name"], response.json()["last_name"]) == ("Maryam", "Ivanova")


@pytest.mark.django_db
def test_the_service_keeps_only_guests(user):
    identity = GoogleIdentity(sub="5005", email="amina@example.com", given_name="Amina", family_name="Yusuf")

    with pytest.raises(NotAGuest):
        guest_link_google(user=user, identity=identity)
    user.refresh_from_db()
    assert user.google_sub is None


@pytest.mark.django_db
def test_a_google_account_that_already_has_a_hafiz_account_is_a_409_and_nothing_changes(
    client_for, guest, make_user, google
):
    make_user(google_sub="5005")
    google.add("good-token", sub="5005")

    response = client_for(guest).post(LINK_GOOGLE, {"access_token": "good-token"}, format="json")

    assert response.status_code == 409
    assert "already has a Hafiz account" in response.json()["message"]
    guest.refresh_from_db()
    assert (guest.google_sub, guest.is_guest) == (None, True)


@pytest.mark.django_db
def test_an_account_that_is_no_guest_is_a_409_without_asking_google(api, google):
    google.add("good-token", sub="5005")

    response = api.post(LINK_GOOGLE, {"access_token": "good-token"}, format="json")

    assert response.status_code == 409
    assert google.calls == []


@pytest.mark.django_db
def test_a_token_google_rejects_is_a_400_and_the_guest_stays_a_guest(client_for, guest, google):
    google.add("bad-token", token_info_status=400)

    response = client_for(guest).post(LINK_GOOGLE, {"access_token": "bad-token"}, format="json")

    assert response.status_code == 400
    guest.refresh_from_db()
    assert guest.is_guest


@pytest.mark.django_db
def test_linking_without_a_google_client_id_is_a_404(client_for, guest, google, settings):
    settings.GOOGLE_CLIENT_ID = ""

    response = client_for(guest).post(LINK_GOOGLE, {"access_token": "good-token"}, format="json")

    assert response.status_code == 404


@pytest.mark.django_db
def test_linking_needs_a_token(anonymous_api):
    assert anonymous_api.post(LINK_GOOGLE, {"access_token": "x"}, format="json").status_code == 401


@pytest.mark.django_db
def test_profile_info_says_whether_the_account_is_a_guest(client_for, guest):
    assert client_for(guest).get("/api/v1/auth/profile/info/").json()["is_guest"] is True
