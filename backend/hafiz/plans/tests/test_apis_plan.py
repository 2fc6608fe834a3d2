from datetime import timedelta

import pytest

from hafiz.plans.models import HifzPlan
from hafiz.plans.tests.calls import CHART, FORECAST, PLAN, TODAY, plan_body
from hafiz.plans.tests.conftest import MONDAY, noon

SATURDAY = MONDAY + timedelta(days=5)


@pytest.mark.parametrize(
    ("method", "path"),
    [("get", PLAN), ("put", PLAN), ("patch", PLAN), ("post", FORECAST), ("get", TODAY), ("get", CHART)],
)
def test_every_plan_call_needs_a_sign_in(anonymous_api, method, path):
    assert getattr(anonymous_api, method)(path, {}, format="json").status_code == 401


def test_before_a_plan_is_made_there_is_none_and_no_pause(api):
    assert api.get(PLAN).json() == {"plan": None, "forecast": None}
    answer = api.patch(PLAN, {"paused": True}, format="json")
    assert answer.status_code == 404 and answer.json()["message"] == "You have no hifz plan yet."
    assert api.get(CHART).status_code == 404


@pytest.mark.parametrize("paused", [0, "true", None])
def test_pausing_takes_true_or_false_only(api, day_is, paused):
    day_is(MONDAY)
    api.put(PLAN, plan_body(), format="json")
    answer = api.patch(PLAN, {"paused": paused}, format="json")
    assert answer.status_code == 400 and "paused" in answer.json()["fields"]
    assert api.get(PLAN).json()["plan"]["paused"] is False


def test_a_plan_is_saved_and_answered_with_its_forecast(api, day_is):
    day_is(MONDAY)
    answer = api.put(PLAN, plan_body(study_weekdays=[4, 0, 2]), format="json")
    assert answer.status_code == 200
    plan = answer.json()["plan"]
    assert plan == {
        "scope": "juz_amma",
        "first_juz": None,
        "last_juz": None,
        "sabaq_unit": "quarter_pages",
        "sabaq_amount": 2,
        "study_weekdays": [0, 2, 4],
        "manzil_days": 14,
        "started_on": "2026-12-07",
        "paused": False,
    }
    assert answer.json()["forecast"]["study_days_per_week"] == 3


@pytest.mark.parametrize(
    ("changes", "field", "message"),
    [
        ({"sabaq_amount": 31, "sabaq_unit": "lines"}, "sabaq_amount", "Choose 1 to 30 lines a day."),
        ({"sabaq_amount": 9}, "sabaq_amount", "Choose 1 to 8 quarters of a page a day."),
        ({"sabaq_amount": 0}, "sabaq_amount", "Ensure this value is greater than or equal to 1."),
        ({"study_weekdays": []}, "study_weekdays", "Choose at least one day of the week."),
        ({"study_weekdays": [1, 1]}, "study_weekdays", "Name each day of the week once."),
        ({"study_weekdays": [7]}, "study_weekdays.0", "Ensure this value is less than or equal to 6."),
        ({"manzil_days": 2}, "manzil_days", "Ensure this value is greater than or equal to 3."),
        ({"scope": "juz_range"}, "first_juz", "Choose a juz."),
        ({"scope": "juz_range", "first_juz": 5, "last_juz": 3}, "last_juz", "The last juz comes before the first."),
        ({"scope": "everything"}, "scope", '"everything" is not a valid choice.'),
    ],
)
def test_a_plan_out_of_bounds_is_refused_and_nothing_saved(api, changes, field, message):
    answer = api.put(PLAN, plan_body(**changes), format="json")
    assert answer.status_code == 400
    assert message in answer.json()["fields"][field]
    assert api.get(PLAN).json()["plan"] is None


def test_a_range_of_juz_is_kept_and_other_scopes_forget_it(api, day_is):
    day_is(MONDAY)
    plan = api.put(PLAN, plan_body(scope="juz_range", first_juz=29, last_juz=30), format="json").json()
    assert (plan["plan"]["first_juz"], plan["plan"]["last_juz"]) == (29, 30)
    assert plan["forecast"]["scope_pages"] == 43
    whole = api.put(PLAN, plan_body(scope="whole", first_juz=29, last_juz=30), format="json").json()
    assert (whole["plan"]["first_juz"], whole["plan"]["last_juz"]) == (None, None)
    assert whole["forecast"]["scope_pages"] == 604


def test_a_forecast_from_a_finish_date_says_the_lines_a_day_it_needs(api, day_is):
    day_is(MONDAY)
    # 23 pages by Friday 18 December (ten weekdays) would need 35 lines a day, more than a plan takes: none will.
    answer = api.post(FORECAST, {**plan_body(), "finish_by": "2026-12-18"}, format="json")
    assert answer.status_code == 200
    forecast = answer.json()
    assert forecast["finish_by_study_days"] == 10
    assert forecast["needed_lines_per_day"] is None
    assert forecast["finish_on"] == "2027-02-08"
    # By Friday 29 January (40 weekdays), a little more than the half page's 7.5 lines: the lessons as they fall.
    later = api.post(FORECAST, {**plan_body(), "finish_by": "2027-01-29"}, format="json").json()
    assert later["finish_by_study_days"] == 40
    lines = later["needed_lines_per_day"]
    assert 8 <= lines <= 10
    with_them = api.post(FORECAST, plan_body(sabaq_unit="lines", sabaq_amount=lines), format="json").json()
    fewer = api.post(FORECAST, plan_body(sabaq_unit="lines", sabaq_amount=lines - 1), format="json").json()
    assert with_them["study_days_needed"] <= 40 < fewer["study_days_needed"]
    assert api.get(PLAN).json()["plan"] is None


def test_a_finish_date_in_the_past_is_refused(api, day_is):
    day_is(MONDAY)
    answer = api.post(FORECAST, {**plan_body(), "finish_by": "2026-12-06"}, format="json")
    assert answer.status_code == 400 and "finish_by" in answer.json()["fields"]


def test_the_chart_draws_pages_memorised_against_the_plans_line(api, user, memorise, day_is):
    day_is(MONDAY)
    api.put(PLAN, plan_body(), format="json")
    memorise(user=user, references=[(114, verse) for verse in range(1, 7)], now=noon(MONDAY + timedelta(days=1)))
    memorise(user=user, references=[(113, verse) for verse in range(1, 6)], now=noon(MONDAY + timedelta(days=9)))
    day_is(MONDAY + timedelta(days=10))
    chart = api.get(CHART).json()
    assert chart["scope_pages"] == 23
    assert [point["day"] for point in chart["points"]] == ["2026-12-07", "2026-12-14", "2026-12-17"]
    pages = [point["pages"] for point in chart["points"]]
    assert pages[0] == 0 and 0.4 < pages[1] < 0.5 and 0.7 < pages[2] < 0.9
    assert chart["line_from"] == {"day": "2026-12-07", "pages": 0}
    assert chart["line_to"] == {"day": "2027-02-08", "pages": 23}


def test_new_days_of_the_week_count_from_the_day_they_are_chosen(api, user, day_is):
    day_is(MONDAY)
    api.put(PLAN, plan_body(), format="json")
    api.put(PLAN, plan_body(study_weekdays=[0, 1]), format="json")  # changed again the same day: one entry
    day_is(MONDAY + timedelta(days=3))
    api.put(PLAN, plan_body(study_weekdays=[0, 1, 5]), format="json")
    assert HifzPlan.objects.get(user=user).weekday_history == [["2026-12-07", [0, 1]], ["2026-12-10", [0, 1, 5]]]
    assert api.get(PLAN).json()["plan"]["study_weekdays"] == [0, 1, 5]


def test_the_day_streak_keeps_over_the_plans_days_off(api, user, win, day_is):
    day_is(MONDAY)
    api.put(PLAN, plan_body(), format="json")
    for offset in (0, 1, 2, 3, 4, 7):  # every weekday and the next Monday; no win on the weekend
        win(user, (112, 1), now=noon(MONDAY + timedelta(days=offset)))
    day_is(MONDAY + timedelta(days=7))
    assert api.get("/api/v1/profile/stats/").json()["day_streak"] == 6


def test_without_a_plan_a_weekend_without_a_win_breaks_the_day_streak(api, user, win, day_is):
    for offset in (0, 1, 2, 3, 4, 7):
        win(user, (112, 1), now=noon(MONDAY + timedelta(days=offset)))
    day_is(MONDAY + timedelta(days=7))
    assert api.get("/api/v1/profile/stats/").json()["day_streak"] == 1
