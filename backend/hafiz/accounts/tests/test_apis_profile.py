import pytest

PROFILE_INFO = "/api/v1/auth/profile/info/"
PROFILE_UPDATE = "/api/v1/auth/profile/update/"

PROTECTED_CALLS = [
    ("post", "/api/v1/auth/logout_knox/"),
    ("get", PROFILE_INFO),
    ("put", PROFILE_UPDATE),
    ("get", "/api/v1/auth/profile/info/photo/"),
    ("put", "/api/v1/auth/profile/update/photo/"),
    ("put", "/api/v1/auth/profile/privacy/"),
]


@pytest.mark.django_db
@pytest.mark.parametrize(("method", "path"), PROTECTED_CALLS)
@pytest.mark.parametrize("authorization", [None, "Token not-a-real-token", "Token ", "Bearer abc"])
def test_account_calls_need_a_valid_token(anonymous_api, method, path, authorization):
    if authorization:
        anonymous_api.credentials(HTTP_AUTHORIZATION=authorization)

    response = getattr(anonymous_api, method)(path)

    assert response.status_code == 401
    assert response.json()["message"]
    assert response.json()["fields"] == {}


@pytest.mark.django_db
def test_profile_info_gives_the_signed_in_users_names(api, user, django_assert_max_num_queries):
    with django_assert_max_num_queries(2):
        response = api.get(PROFILE_INFO)

    assert response.status_code == 200
    body = response.json()
    assert set(body) == {"first_name", "last_name", "date_joined", "is_private", "is_guest"}
    assert (body["is_private"], body["is_guest"]) == (False, False)
    assert (body["first_name"], body["last_name"]) == (user.first_name, user.last_name)
    assert body["date_joined"].startswith(str(user.date_joined.year))


@pytest.mark.django_db
def test_profile_update_saves_both_names_and_answers_with_the_profile(api, user, django_assert_max_num_queries):
    with django_assert_max_num_queries(3):
        response = api.put(PROFILE_UPDATE, {"first_name": "Maryam", "last_name": "Al-Hashimi"}, format="json")

    assert response.status_code == 200
    assert response.json()["first_name"] == "Maryam"
    assert response.json()["last_name"] == "Al-Hashimi"
    user.refresh_from_db()
    assert (user.first_name, user.last_name) == ("Maryam", "Al-Hashimi")
    assert api.get(PROFILE_INFO).json()["last_name"] == "Al-Hashimi"


GOOD_NAMES = [
    ("  Maryam  ", "Maryam"),
    ("Anne   Marie", "Anne Marie"),
    ("O'Brien", "O'Brien"),
    ("D\u2019Angelo", "D\u2019Angelo"),
    ("Jean-Luc", "Jean-Luc"),
    ("Анна-Мария", "Анна-Мария"),
    ("عَلِيّ", "عَلِيّ"),
    ("محمد بن سلمان", "محمد بن سلمان"),
    ("प्रिया", "प्रिया"),
    ("李", "李"),
    ("Zoë", "Zoë"),
    ("Zoe\u0308", "Zoë"),  # decomposed diaeresis is stored composed
    ("A" * 50, "A" * 50),
]


@pytest.mark.django_db
@pytest.mark.parametrize(("sent", "stored"), GOOD_NAMES)
def test_names_of_any_script_are_accepted_trimmed(api, user, sent, stored):
    response = api.put(PROFILE_UPDATE, {"first_name": sent, "last_name": "Yusuf"}, format="json")

    assert response.status_code == 200, response.json()
    user.refresh_from_db()
    assert user.first_name == stored


CHARACTERS = "Use only letters, spaces, hyphens and apostrophes."
BAD_NAMES = [
    pytest.param("", "Enter a name.", id="empty"),
    pytest.param("   ", "Enter a name.", id="spaces-only"),
    pytest.param(None, "This field may not be null.", id="null"),
    pytest.param("A" * 51, "Use at most 50 characters.", id="too-long"),
    pytest.param("Ali\x00", CHARACTERS, id="nul"),
    pytest.param("Al\ni", CHARACTERS, id="newline"),
    pytest.param("Al\ti", CHARACTERS, id="tab"),
    pytest.param("Ali\x1b[31m", CHARACTERS, id="escape-sequence"),
    pytest.param("Al\u202ei", CHARACTERS, id="right-to-left-override"),
    pytest.param("Al\u202ai", CHARACTERS, id="left-to-right-embedding"),
    pytest.param("Al\u2066i", CHARACTERS, id="left-to-right-isolate"),
    pytest.param("Al\u2069i", CHARACTERS, id="pop-directional-isolate"),
    pytest.param("Al\u200bi", CHARACTERS, id="zero-width-space"),
    pytest.param("Ali3", CHARACTERS, id="digit"),
    pytest.param("Ali٣", CHARACTERS, id="arabic-indic-digit"),
    pytest.param("Ali 😀", CHARACTERS, id="emoji"),
    pytest.param("<script>alert(1)</script>", CHARACTERS, id="html"),
    pytest.param("<b>Ali</b>", CHARACTERS, id="markup"),
    pytest.param("Robert'); DROP TABLE users;--", CHARACTERS, id="sql"),
    pytest.param("' OR '1'='1", CHARACTERS, id="sql-quote"),
    pytest.param("J. R.", CHARACTERS, id="full-stop"),
    pytest.param("--", "A name needs at least one letter.", id="hyphens-only"),
    pytest.param("'", "A name needs at least one letter.", id="apostrophe-only"),
    pytest.param(42, CHARACTERS, id="number"),
    pytest.param(True, "Not a valid string.", id="boolean"),
    pytest.param(["Ali"], "Not a valid string.", id="list"),
    pytest.param({"name": "Ali"}, "Not a valid string.", id="object"),
]


@pytest.mark.django_db
@pytest.mark.parametrize("field", ["first_name", "last_name"])
@pytest.mark.parametrize(("value", "message"), BAD_NAMES)
def test_bad_name_is_a_400_with_a_message_for_that_field(api, user, field, value, message):
    names_before = (user.first_name, user.last_name)
    payload = {"first_name": "Maryam", "last_name": "Yusuf", field: value}

    response = api.put(PROFILE_UPDATE, payload, format="json")

    assert response.status_code == 400
    assert response.json() == {"message": "Invalid input.", "fields": {field: [message]}}
    user.refresh_from_db()
    assert (user.first_name, user.last_name) == names_before


@pytest.mark.django_db
def test_a_guest_can_change_the_first_name_while_sending_the_numbered_last_name_back(anonymous_api):
    token = anonymous_api.post("/api/v1/auth/login_demo/").json()["token"]
    anonymous_api.credentials(HTTP_AUTHORIZATION=f"Token {token}")
    guest_number = anonymous_api.get(PROFILE_INFO).json()["last_name"]

    unchanged = anonymous_api.put(PROFILE_UPDATE, {"first_name": "Maryam", "last_name": guest_number}, format="json")
    other_number = {"first_name": "Maryam", "last_name": f"9{guest_number}"}
    changed = anonymous_api.put(PROFILE_UPDATE, other_number, format="json")

    assert unchanged.status_code == 200
    assert unchanged.json()["first_name"] == "Maryam"
    assert unchanged.json()["last_name"] == guest_number
    assert changed.status_code == 400
    assert changed.json()["fields"] == {"last_name": ["Use only letters, spaces, hyphens and apostrophes."]}


@pytest.mark.django_db
def test_both_names_are_required_and_both_problems_are_reported(api):
    response = api.put(PROFILE_UPDATE, {}, format="json")

    assert response.status_code == 400
    assert response.json()["fields"] == {
        "first_name": ["This field is required."],
        "last_name": ["This field is required."],
    }


@pytest.mark.django_db
def test_a_user_sees_and_changes_only_their_own_profile(client_for, make_user):
    amina, bilal = make_user(first_name="Amina", last_name="Yusuf"), make_user(first_name="Bilal", last_name="Khan")
    as_amina, as_bilal = client_for(amina), client_for(bilal)

    as_bilal.put(PROFILE_UPDATE, {"first_name": "Changed", "last_name": "ByBilal"}, format="json")

    assert as_amina.get(PROFILE_INFO).json()["first_name"] == "Amina"
    assert as_bilal.get(PROFILE_INFO).json()["first_name"] == "Changed"
    amina.refresh_from_db()
    assert (amina.first_name, amina.last_name) == ("Amina", "Yusuf")
