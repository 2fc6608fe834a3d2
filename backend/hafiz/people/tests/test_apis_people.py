import pytest

from hafiz.people.models import Follow

USERS = "/api/v1/users/"
FOLLOWING = "/api/v1/profile/following/"
FOLLOWERS = "/api/v1/profile/followers/"


def _follow(user_id) -> str:
    return f"/api/v1/users/{user_id}/follow/"


@pytest.mark.django_db
def test_search_lists_other_learners_by_name_the_first_page_only(api, make_user, django_assert_max_num_queries):
    for index in range(25):
        make_user(first_name="Yusuf", last_name=f"Number {index:02}")
    make_user(first_name="Zayd", last_name="Other")

    with django_assert_max_num_queries(5):
        page = api.get(USERS, {"search": "yusuf", "limit": 10}).json()

    assert page["count"] == 25
    assert [person["name"] for person in page["results"]] == [f"Yusuf Number {index:02}" for index in range(10)]
    assert page["results"][0]["is_following"] is False
    assert set(page["results"][0]) == {"user_id", "name", "photo_url", "is_following"}


@pytest.mark.django_db
@pytest.mark.parametrize(
    "query", [{}, {"search": ""}, {"search": "a"}, {"search": " a - "}, {"search": "1 2"}, {"search": "a e i"}]
)
def test_search_needs_two_letters_there_is_no_directory(api, make_user, query):
    make_user(first_name="Aisha")

    response = api.get(USERS, query)

    assert response.status_code == 400
    assert set(response.json()["fields"]) == {"search"}


@pytest.mark.django_db
def test_a_search_answers_at_most_twenty_at_a_time(api, make_user):
    for index in range(25):
        make_user(first_name="Yusuf", last_name=f"Number {index:02}")

    default_page = api.get(USERS, {"search": "yu"}).json()
    asked_for_more = api.get(USERS, {"search": "yu", "limit": 100}).json()

    assert default_page["count"] == 25
    assert len(default_page["results"]) == 20
    assert len(asked_for_more["results"]) == 20
    assert asked_for_more["next"] is None


@pytest.mark.django_db
def test_a_search_has_no_further_page_to_walk_the_directory_with(api, make_user):
    for index in range(25):
        make_user(first_name="Yusuf", last_name=f"Number {index:02}")

    response = api.get(USERS, {"search": "yu", "offset": 20})

    assert response.status_code == 400
    assert set(response.json()["fields"]) == {"offset"}


@pytest.mark.django_db
def test_one_letter_words_of_a_search_are_left_out(api, make_user):
    make_user(first_name="Ali", last_name="Karimov")
    make_user(first_name="Ali", last_name="Osman")

    names = [person["name"] for person in api.get(USERS, {"search": "ali k"}).json()["results"]]

    assert names == ["Ali Karimov", "Ali Osman"]


@pytest.mark.django_db
@pytest.mark.parametrize("search", ["a" * 101, "nul\x00byte"])
def test_a_search_too_long_or_with_a_nul_character_is_a_400(api, search):
    response = api.get(USERS, {"search": search})

    assert response.status_code == 400
    assert set(response.json()["fields"]) == {"search"}


@pytest.mark.django_db
def test_following_is_idempotent_and_shows_in_lists_and_search(api, user, make_user, client_for):
    other = make_user(first_name="Hana", last_name="Sato")

    first = api.post(_follow(other.pk))
    again = api.post(_follow(other.pk))

    assert (first.status_code, again.status_code) == (201, 200)
    assert first.json() == {"user_id": other.pk, "name": "Hana Sato", "photo_url": None, "is_following": True}
    assert [person["user_id"] for person in api.get(FOLLOWING).json()["results"]] == [other.pk]
    assert api.get(USERS, {"search": "hana"}).json()["results"][0]["is_following"] is True
    their_followers = client_for(other).get(FOLLOWERS).json()
    assert their_followers["count"] == 1
    assert their_followers["results"][0] == {
        "user_id": user.pk,
        "name": f"{user.first_name} {user.last_name}",
        "photo_url": None,
        "is_following": False,
    }


@pytest.mark.django_db
def test_unfollowing_is_a_204_then_a_404(api, user, make_user):
    other = make_user()
    api.post(_follow(other.pk))

    assert api.delete(_follow(other.pk)).status_code == 204
    second = api.delete(_follow(other.pk))
    assert second.status_code == 404
    assert second.json()["message"]
    assert not Follow.objects.exists()


@pytest.mark.django_db
def test_following_oneself_is_a_400(api, user):
    response = api.post(_follow(user.pk))

    assert response.status_code == 400
    assert set(response.json()["fields"]) == {"user_id"}


@pytest.mark.django_db
def test_following_nobody_is_a_404(api):
    response = api.post(_follow(987654))

    assert response.status_code == 404
    assert response.json()["message"]


@pytest.mark.django_db
@pytest.mark.parametrize("user_id", ["abc", "0", "-1", "1.5", "99999999999999999999999"])
@pytest.mark.parametrize("method", ["post", "delete"])
def test_a_malformed_user_id_is_a_400(api, user_id, method):
    response = getattr(api, method)(_follow(user_id))

    assert response.status_code == 400
    assert set(response.json()["fields"]) == {"user_id"}


@pytest.mark.django_db
def test_follow_lists_take_the_same_queries_however_long(api, user, make_user, django_assert_max_num_queries):
    for _ in range(30):
        other = make_user()
        Follow.objects.create(follower=user, followee=other)
        Follow.objects.create(follower=other, followee=user)

    for path in (FOLLOWING, FOLLOWERS):
        with django_assert_max_num_queries(4):
            page = api.get(path).json()
        assert (page["count"], len(page["results"])) == (30, 20)


@pytest.mark.django_db
@pytest.mark.parametrize(
    ("method", "path"),
    [("get", USERS), ("get", FOLLOWING), ("get", FOLLOWERS), ("post", _follow(1)), ("delete", _follow(1))],
)
def test_people_calls_need_a_token(anonymous_api, method, path):
    assert getattr(anonymous_api, method)(path).status_code == 401
