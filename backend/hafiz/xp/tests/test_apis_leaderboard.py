import pytest

from hafiz.games.tests.calls import played
from hafiz.people.models import Follow

LEADERBOARD = "/api/v1/leaderboard/"


def _win(client, ayah_id: int, game: str = "memory") -> int:
    return played(client, game, 2, ayah_id)["total_xp"]


@pytest.mark.django_db
def test_the_leaderboard_ranks_learners_by_xp_and_gives_my_place(
    api, user, make_user, client_for, django_assert_max_num_queries
):
    rival = make_user(first_name="Rival", last_name="One")
    rival_api = client_for(rival)
    rival_xp = max(_win(rival_api, ayah_id) for ayah_id in range(1, 4))
    my_xp = _win(api, 1)

    with django_assert_max_num_queries(4):  # the board's four (the token is held since the wins)
        response = api.get(LEADERBOARD, {"period": "week", "scope": "all", "limit": 1})

    assert response.status_code == 200
    assert response.json() == {
        "results": [{"rank": 1, "user_id": rival.pk, "name": "Rival One", "photo_url": None, "xp": rival_xp}],
        "count": 2,
        "me": {"rank": 2, "xp": my_xp},
    }
    assert api.get(LEADERBOARD).json()["results"][1]["user_id"] == user.pk  # week and all by default


@pytest.mark.django_db
def test_the_following_board_has_only_the_people_i_follow_and_me(api, user, make_user, client_for):
    friend, stranger = make_user(), make_user()
    Follow.objects.create(follower=user, followee=friend)
    for learner in (friend, stranger):
        _win(client_for(learner), 1)

    board = api.get(LEADERBOARD, {"scope": "following", "period": "all"}).json()

    assert [row["user_id"] for row in board["results"]] == [friend.pk]
    assert board["me"] == {"rank": None, "xp": 0}


@pytest.mark.django_db
@pytest.mark.parametrize(
    ("query", "field"),
    [
        ({"period": "month"}, "period"),
        ({"scope": "friends"}, "scope"),
        ({"limit": 0}, "limit"),
        ({"limit": 101}, "limit"),
        ({"limit": "ten"}, "limit"),
        ({"offset": -1}, "offset"),
        ({"offset": "1e9"}, "offset"),
    ],
)
def test_bad_leaderboard_options_are_a_400_on_their_field(api, query, field):
    response = api.get(LEADERBOARD, query)

    assert response.status_code == 400
    assert set(response.json()["fields"]) == {field}


@pytest.mark.django_db
def test_the_leaderboard_needs_a_token(anonymous_api):
    assert anonymous_api.get(LEADERBOARD).status_code == 401
