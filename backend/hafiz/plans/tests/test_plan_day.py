"""Today's hifz, day after day: the issue's learner with two juz memorised, half a page a day, Monday to Friday, every
memorised verse back within 14 days, memorising Juz 'Amma."""

from datetime import timedelta

import pytest

from hafiz.plans import services
from hafiz.plans.models import PlanDay
from hafiz.plans.tests.calls import PLAN, TODAY, parts_of, plan_body, ranges_of, recite_part
from hafiz.plans.tests.conftest import MONDAY, noon
from hafiz.recitation.tests.calls import recite, slip, verses_passage

TUESDAY, WEDNESDAY, SATURDAY = (MONDAY + timedelta(days=offset) for offset in (1, 2, 5))


@pytest.fixture
def planned(api, user, memorise_juz, day_is):
    """The learner with juz 1 and 2 memorised, their plan made on Monday."""
    memorise_juz(user, 1, 2)
    day_is(MONDAY)
    assert api.put(PLAN, plan_body(), format="json").status_code == 200
    return api


def _today(api) -> dict:
    answer = api.get(TODAY)
    assert answer.status_code == 200
    return answer.json()["today"]


def _finish_the_day(api, user, memorise, today: dict) -> None:
    """Win the sabaq's games (its verses memorised) and recite all three parts."""
    parts = parts_of(today)
    for r in parts["sabaq"]["ranges"]:
        chapter = r["from_verse"]["surah_id"]
        memorise(
            user=user,
            references=[(chapter, verse) for verse in range(r["from_verse"]["ayah_id"], r["to_verse"]["ayah_id"] + 1)],
        )
    for part in parts.values():
        recite_part(api, part)


def test_the_plan_finishes_juz_amma_in_46_study_days_and_shows_its_manzil_share(planned):
    forecast = planned.get(PLAN).json()["forecast"]
    assert forecast["scope_pages"] == 23
    assert forecast["remaining_pages"] == 23
    assert forecast["sabaq_pages"] == 0.5
    assert forecast["study_days_needed"] == 46
    # 46 weekdays from Monday 7 December 2026: nine weeks and a day.
    assert forecast["finish_on"] == "2027-02-08"
    # Juz 1 and 2 are 41 pages; 14 days at five a week are 10 study days.
    assert forecast["manzil_pages"] == 41
    assert forecast["manzil_study_days"] == 10
    assert forecast["manzil_pages_per_day"] == 4.1


def test_the_first_day_is_an_nas_to_learn_and_four_pages_of_manzil(planned):
    today = _today(planned)
    assert today["study_day"] and not today["done"]
    parts = parts_of(today)
    # Half a page from the end of the mushaf: An-Nas whole, the lesson ending at its chapter's end.
    assert ranges_of(parts["sabaq"]) == [("114:1", "114:6")]
    assert parts["sabaq"]["pages"] == pytest.approx(0.44, abs=0.01)
    # No lesson before the first: nothing to revise yet, done already.
    assert parts["sabqi"]["ranges"] == [] and parts["sabqi"]["done"]
    # The rotation starts at the first memorised verse: about 4.1 pages, in whole verses.
    assert ranges_of(parts["manzil"]) == [("1:1", "2:24")]
    assert parts["manzil"]["pages"] == pytest.approx(4.0, abs=0.1)
    assert parts["manzil"]["brought_in"] == []


def test_a_day_is_done_when_its_sabaq_is_memorised_and_every_part_recited(planned, user, memorise):
    today = _today(planned)
    parts = parts_of(today)
    recite_part(planned, parts["sabaq"])
    after_recitation = parts_of(_today(planned))
    # Recited, but its games not won: the sabaq is not done.
    assert after_recitation["sabaq"]["recited"] == 6 and not after_recitation["sabaq"]["done"]
    _finish_the_day(planned, user, memorise, today)
    done = _today(planned)
    assert done["done"] and all(part["done"] for part in done["parts"])
    assert done["streak"] == 1
    # The finish date moves with what was done: An-Nas learned, the forecast counts from tomorrow.
    forecast = planned.get(PLAN).json()["forecast"]
    assert forecast["first_day"] == "2026-12-08"
    assert forecast["remaining_pages"] == pytest.approx(23 - 0.44, abs=0.01)
    assert forecast["study_days_needed"] == 45


def test_the_next_days_sabaq_follows_on_with_yesterdays_as_sabqi(planned, user, memorise, day_is):
    _finish_the_day(planned, user, memorise, _today(planned))
    day_is(TUESDAY)
    tuesday = _today(planned)
    parts = parts_of(tuesday)
    assert tuesday["day"] == "2026-12-08" and not tuesday["done"]
    assert ranges_of(parts["sabaq"]) == [("113:1", "113:5"), ("112:1", "112:4")]
    assert ranges_of(parts["sabqi"]) == [("114:1", "114:6")]
    # The manzil goes on after Monday's.
    assert ranges_of(parts["manzil"])[0][0] == "2:25"
    assert tuesday["streak"] == 1


def test_a_missed_day_does_not_pile_up(planned, day_is):
    monday = parts_of(_today(planned))
    day_is(WEDNESDAY)
    wednesday = parts_of(_today(planned))
    # Nothing done on Monday and no Tuesday: Wednesday holds one day's lesson, the one not yet learned, and the
    # manzil goes on from where the last one recited stopped (none yet: the start).
    assert ranges_of(wednesday["sabaq"]) == ranges_of(monday["sabaq"])
    assert ranges_of(wednesday["manzil"]) == ranges_of(monday["manzil"])
    assert wednesday["sabqi"]["ranges"] == []


def test_a_day_done_but_never_opened_again_counts_once_the_next_day_is_made(planned, user, memorise, day_is):
    _finish_the_day(planned, user, memorise, _today(planned))
    # Monday was last seen before its recitations: the recitation's call marked it, so Tuesday counts it.
    day_is(TUESDAY)
    assert _today(planned)["streak"] == 1


def test_a_day_off_has_no_parts_and_says_when_the_next_study_day_is(planned, day_is):
    day_is(SATURDAY)
    saturday = _today(planned)
    assert not saturday["study_day"] and saturday["parts"] == []
    assert saturday["next_study_day"] == "2026-12-14"


def test_a_paused_plan_has_no_parts_and_its_days_keep_the_streak(planned, user, memorise, day_is):
    _finish_the_day(planned, user, memorise, _today(planned))
    day_is(TUESDAY)
    assert planned.patch(PLAN, {"paused": True}, format="json").json()["plan"]["paused"]
    paused = _today(planned)
    assert paused["paused"] and paused["parts"] == [] and paused["next_study_day"] is None
    day_is(MONDAY + timedelta(days=9))
    assert not planned.patch(PLAN, {"paused": False}, format="json").json()["plan"]["paused"]
    back = _today(planned)
    # Tuesday to Tuesday paused: the Monday done still counts, and the lesson is the next one.
    assert back["streak"] == 1
    assert ranges_of(parts_of(back)["sabaq"])[0] == ("113:1", "113:5")


def test_a_change_of_plan_makes_today_afresh_until_a_part_is_done(planned, user, memorise):
    assert ranges_of(parts_of(_today(planned))["sabaq"]) == [("114:1", "114:6")]
    planned.put(PLAN, plan_body(sabaq_amount=4), format="json")
    # A page a day: An-Nas and Al-Falaq fill three quarters of it, so the lesson ends at Al-Falaq's end.
    bigger = parts_of(_today(planned))
    assert ranges_of(bigger["sabaq"]) == [("114:1", "114:6"), ("113:1", "113:5")]
    recite_part(planned, bigger["manzil"])
    planned.put(PLAN, plan_body(sabaq_amount=1), format="json")
    # The manzil was done: the day stays as it was made, the change applies from the next.
    assert ranges_of(parts_of(_today(planned))["sabaq"]) == ranges_of(bigger["sabaq"])
    assert planned.get(PLAN).json()["plan"]["sabaq_amount"] == 1


def test_a_plan_in_verses_takes_that_many_a_day(api, user, day_is):
    day_is(MONDAY)
    api.put(PLAN, plan_body(sabaq_unit="verses", sabaq_amount=3), format="json")
    today = _today(api)
    assert ranges_of(parts_of(today)["sabaq"]) == [("114:1", "114:3")]
    assert today["forecast"]["study_days_needed"] == 188  # Juz 'Amma's 564 verses, 3 a day


def _brought_in(part: dict) -> list[tuple[str, str]]:
    return [(f"{b['verse']['surah_id']}:{b['verse']['ayah_id']}", b["reason"]) for b in part["brought_in"]]


def test_verses_due_for_review_come_first_in_the_manzil_beside_its_rotation(api, user, memorise, day_is):
    # Al-Baqarah's first 29 verses memorised a month ago: every one is due (a new card is due at once).
    memorise(user=user, references=[(2, verse) for verse in range(1, 30)], now=noon(MONDAY - timedelta(days=30)))
    day_is(MONDAY)
    api.put(PLAN, plan_body(), format="json")
    manzil = parts_of(_today(api))["manzil"]
    # About 3.3 pages over ten study days: the rotation's share is a third of a page (2:1–3), and of what is due after
    # it, at most as much again (2:4; 2:5 would pass it).
    assert ranges_of(manzil) == [("2:1", "2:3")]
    assert _brought_in(manzil) == [("2:4", "due")]
    assert manzil["verses"] == 4


def test_verses_holding_weak_words_come_first_in_the_manzil(api, user, memorise_juz, day_is):
    memorise_juz(user, 1, 2)
    day_is(MONDAY)
    recite(api, verses_passage((2, 200), (2, 200)), [slip((2, 200), 3, "forgot")])
    api.put(PLAN, plan_body(), format="json")
    manzil = parts_of(_today(api))["manzil"]
    assert _brought_in(manzil) == [("2:200", "weak")]
    assert ranges_of(manzil) == [("1:1", "2:24")]


def test_todays_review_leaves_out_what_the_plan_has_recited(api, user, memorise, day_is):
    day_is(MONDAY - timedelta(days=60))
    memorise(user=user, references=[(1, verse) for verse in range(1, 8)], now=noon(MONDAY - timedelta(days=60)))
    day_is(MONDAY)
    due_before = {(v["surah_id"], v["ayah_id"]) for v in api.get("/api/v1/review/today/").json()["due"]}
    assert (1, 1) in due_before
    api.put(PLAN, plan_body(), format="json")
    manzil = parts_of(_today(api))["manzil"]
    in_plan = {(b["verse"]["surah_id"], b["verse"]["ayah_id"]) for b in manzil["brought_in"]} | {
        (1, verse)
        for first, last in ranges_of(manzil)
        for verse in range(int(first.split(":")[1]), int(last.split(":")[1]) + 1)
    }
    due_after = {(v["surah_id"], v["ayah_id"]) for v in api.get("/api/v1/review/today/").json()["due"]}
    assert in_plan and not due_after & in_plan
    assert due_after == due_before - in_plan
    # Reciting today's review instead takes the same verses.
    passage = api.get("/api/v1/recitations/passage/", {"kind": "review"}).json()
    assert {(v["surah_id"], v["ayah_id"]) for v in passage["verses"]} == due_after


def test_a_sabaq_learned_today_is_not_asked_again_in_todays_review(planned, user, memorise):
    sabaq = parts_of(_today(planned))["sabaq"]
    assert ranges_of(sabaq) == [("114:1", "114:6")]
    # Learned: on the review schedule, due at once, but it is today's lesson to recite.
    memorise(user=user, references=[(114, verse) for verse in range(1, 7)])
    assert planned.get("/api/v1/review/today/").json()["due"] == []


def test_today_is_read_in_a_bounded_number_of_queries(planned, django_assert_max_num_queries):
    # Made: the plan, the memorised verses, the day, the days before, the path, the due verses, the weak words, the
    # day inserted (get_or_create looks once more), the day's recitations, its marks, the days done, the path again
    # for the forecast, and the savepoints around the two writes.
    with django_assert_max_num_queries(17):
        _today(planned)
    # Made already: the plan, the memorised verses, the day, its recitations, the days done, the path; and the
    # transaction's savepoint.
    with django_assert_max_num_queries(8):
        _today(planned)


def test_without_a_plan_today_is_null(api):
    assert api.get(TODAY).json() == {"today": None}


def test_a_day_made_by_two_calls_at_once_is_one_day(planned, monkeypatch):
    first = _today(planned)
    # The second call looked before the first one's day was in: its insert meets the day and reads it back.
    monkeypatch.setattr(services, "plan_day_get", lambda **_: None)
    assert _today(planned)["parts"] == first["parts"]
    assert PlanDay.objects.count() == 1
