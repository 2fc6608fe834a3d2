import pytest

from hafiz.games.tests.calls import played
from hafiz.people.models import Follow

PRIVACY = "/api/v1/auth/profile/privacy/"


@pytest.mark.django_db
def test_the_privacy_switch_is_kept_and_shown_in_the_profile(api, user):
    made_private = api.put(PRIVACY, {"is_private": True})
    shown = api.get("/api/v1/auth/profile/info/").json()
    made_public = api.put(PRIVACY, {"is_private": False})

    assert (made_private.status_code, made_private.json()) == (200, {"is_private": True})
    assert shown["is_private"] is True
    assert made_public.json() == {"is_private": False}
    user.refresh_from_db()
    assert user.is_private is False


@pytest.mark.django_db
@pytest.mark.parametrize(
    "body", [{}, {"is_private": "maybe"}, {"is_private": None}, {"is_private": 1}, {"is_private": "true"}]
)
def test_a_privacy_switch_without_a_yes_or_no_is_a_400(api, user, body):
    response = api.put(PRIVACY, body)

    assert response.status_code == 400
    assert set(response.json()["fields"]) == {"is_private"}
    user.refresh_from_db()
    assert user.is_private is False


@pytest.fixture
def private_learner(make_user, client_for):
    """Aisha Karimova, private, with a photo and a win on the boards."""
    learner = make_user(first_name="Aisha", last_name="Karimova")
    learner.photo.name = "photos/aisha.jpg"
    learner.save(update_fields=["photo"])
    learner_api = client_for(learner)
    played(learner_api, "memory", 1, 1)
    learner_api.put(PRIVACY, {"is_private": True})
    return learner


@pytest.mark.django_db
def test_a_private_learner_is_not_found_by_search(api, private_learner):
    assert api.get("/api/v1/users/", {"search": "aisha"}).json()["count"] == 0


@pytest.mark.django_db
def test_a_private_learner_shows_on_boards_and_follow_lists_by_first_name_and_initial_without_photo(
    api, user, private_learner, client_for
):
    Follow.objects.create(follower=user, followee=private_learner)
    Follow.objects.create(follower=private_learner, followee=user)
    shown = {"user_id": private_learner.pk, "name": "Aisha K.", "photo_url": None}

    boards = [
        api.get("/api/v1/leaderboard/", {"period": period, "scope": scope}).json()["results"]
        for period in ("week", "all")
        for scope in ("all", "following")
    ]
    following = api.get("/api/v1/profile/following/").json()["results"]
    followers = api.get("/api/v1/profile/followers/").json()["results"]

    for board in boards:
        assert {key: board[0][key] for key in shown} == shown
    assert {key: following[0][key] for key in shown} == shown
    assert {key: followers[0][key] for key in shown} == shown
    # Their own profile still has everything.
    own = client_for(private_learner)
    assert own.get("/api/v1/auth/profile/info/").json()["last_name"] == "Karimova"
    assert own.get("/api/v1/auth/profile/info/photo/").json()["url"] == "/media/photos/aisha.jpg"
