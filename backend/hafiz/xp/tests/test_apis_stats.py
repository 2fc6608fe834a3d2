import pytest

from hafiz.games.tests.calls import played

STATS = "/api/v1/profile/stats/"
GOAL = "/api/v1/profile/goal/"


@pytest.mark.django_db
def test_profile_statistics_show_real_figures(api, user, django_assert_max_num_queries):
    total = played(api, "memory", 112, 1)["total_xp"]

    with django_assert_max_num_queries(8):
        response = api.get(STATS, {"range": "month"})

    stats = response.json()
    assert set(stats) == {
        "date_joined",
        "day_streak",
        "won_today",
        "weekly_goal",
        "week_xp",
        "weekly_goal_percent",
        "total_xp",
        "verses_memorised",
        "quran_share",
        "rank_title",
        "following_count",
        "followers_count",
        "xp_per_day",
    }
    assert (stats["day_streak"], stats["won_today"], stats["total_xp"], stats["week_xp"]) == (1, True, total, total)
    assert stats["weekly_goal"] == 50
    assert stats["weekly_goal_percent"] == min(100, total * 2)
    assert (stats["verses_memorised"], stats["quran_share"], stats["rank_title"]) == (0, 0.0, "beginner")
    assert len(stats["xp_per_day"]) == 30
    assert stats["xp_per_day"][-1]["xp"] == total
    assert set(stats["xp_per_day"][0]) == {"date", "xp"}
    assert len(api.get(STATS).json()["xp_per_day"]) == 7


@pytest.mark.django_db
def test_a_bad_range_is_a_400(api):
    response = api.get(STATS, {"range": "year"})

    assert response.status_code == 400
    assert set(response.json()["fields"]) == {"range"}


@pytest.mark.django_db
def test_the_weekly_goal_can_be_set_between_10_and_1000(api, user):
    response = api.put(GOAL, {"weekly_goal": 120}, format="json")

    assert response.status_code == 200
    assert response.json() == {"weekly_goal": 120}
    assert api.get(STATS).json()["weekly_goal"] == 120


@pytest.mark.django_db
@pytest.mark.parametrize("goal", [9, 1001, -5, "lots", None, 12.5])
def test_a_weekly_goal_outside_10_to_1000_is_a_400(api, user, goal):
    response = api.put(GOAL, {"weekly_goal": goal}, format="json")

    assert response.status_code == 400
    assert set(response.json()["fields"]) == {"weekly_goal"}
    user.refresh_from_db()
    assert user.weekly_goal == 50


@pytest.mark.django_db
@pytest.mark.parametrize(("method", "path"), [("get", STATS), ("put", GOAL)])
def test_statistics_calls_need_a_token(anonymous_api, method, path):
    assert getattr(anonymous_api, method)(path, {"weekly_goal": 60}, format="json").status_code == 401
