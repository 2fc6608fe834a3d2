from datetime import date, timedelta

from hafiz.plans import rules

MONDAY = date(2026, 12, 7)
WEEKDAYS = (0, 1, 2, 3, 4)


def test_the_nth_study_day_counts_the_first_day_when_it_is_one():
    assert rules.nth_study_day(first=MONDAY, n=1, weekdays=WEEKDAYS) == MONDAY
    assert rules.nth_study_day(first=MONDAY, n=5, weekdays=WEEKDAYS) == date(2026, 12, 11)
    # The sixth weekday from a Monday is the next Monday: the weekend is skipped.
    assert rules.nth_study_day(first=MONDAY, n=6, weekdays=WEEKDAYS) == date(2026, 12, 14)
    assert rules.nth_study_day(first=MONDAY - timedelta(days=2), n=1, weekdays=WEEKDAYS) == MONDAY


def test_there_is_no_finish_without_study_days_or_too_far_off():
    assert rules.nth_study_day(first=MONDAY, n=3, weekdays=()) is None
    assert rules.nth_study_day(first=MONDAY, n=6236 * 10, weekdays=(6,)) is None


def test_study_days_between_counts_both_ends():
    assert rules.study_days_between(first=MONDAY, last=MONDAY + timedelta(days=13), weekdays=WEEKDAYS) == 10
    assert rules.study_days_between(first=MONDAY, last=MONDAY, weekdays=(1,)) == 0
    assert rules.study_days_between(first=MONDAY, last=MONDAY - timedelta(days=1), weekdays=WEEKDAYS) == 0


def test_a_manzil_of_14_days_at_five_days_a_week_is_ten_study_days():
    assert rules.manzil_study_days(manzil_days=14, weekdays=WEEKDAYS) == 10
    assert rules.manzil_study_days(manzil_days=7, weekdays=range(7)) == 7
    assert rules.manzil_study_days(manzil_days=3, weekdays=(5,)) == 1


def test_a_lesson_takes_whole_verses_up_to_its_amount():
    # Half a page of verses a tenth of a page each: five verses.
    assert rules.sabaq_take(shares=[0.1] * 10, chapters=[1] * 10, per_day=0.5, verses=None) == [0, 1, 2, 3, 4]
    # A verse longer than the lesson is a lesson alone.
    assert rules.sabaq_take(shares=[0.9, 0.1], chapters=[1, 1], per_day=0.5, verses=None) == [0]
    # The last verse is taken when it fills the lesson more than half.
    assert rules.sabaq_take(shares=[0.3, 0.3, 0.3], chapters=[1, 1, 1], per_day=0.5, verses=None) == [0, 1]
    assert rules.sabaq_take(shares=[0.45, 0.2], chapters=[1, 1], per_day=0.5, verses=None) == [0]


def test_a_lesson_ends_at_a_chapters_end_when_one_is_near():
    # Three quarters filled when the next chapter begins: the lesson stops at the chapter's end.
    assert rules.sabaq_take(shares=[0.2, 0.2, 0.1], chapters=[114, 114, 113], per_day=0.5, verses=None) == [0, 1]
    # The chapter's last verse after the lesson is full would end a verse short of it: taken too, within a quarter.
    assert rules.sabaq_take(shares=[0.25, 0.25, 0.1, 0.2], chapters=[1, 1, 1, 2], per_day=0.5, verses=None) == [0, 1, 2]
    # Too long a rest of the chapter is left for the next lesson.
    assert rules.sabaq_take(shares=[0.25, 0.25, 0.1, 0.1, 0.1], chapters=[1] * 5, per_day=0.5, verses=None) == [0, 1]


def test_a_lesson_in_verses_takes_that_many():
    assert rules.sabaq_take(shares=[1.0] * 9, chapters=[1] * 9, per_day=None, verses=3) == [0, 1, 2]
    assert rules.sabaq_take(shares=[1.0] * 2, chapters=[1] * 2, per_day=None, verses=3) == [0, 1]


def test_the_rotation_goes_on_from_its_start_and_wraps_round_once():
    assert rules.rotation_take(shares=[0.5] * 6, start=4, pages=1.5) == [4, 5, 0]
    assert rules.rotation_take(shares=[0.5] * 3, start=1, pages=10) == [1, 2, 0]


def test_runs_join_consecutive_numbers():
    assert rules.runs([8, 1, 2, 3, 7]) == [(1, 3), (7, 8)]
    assert rules.runs([]) == []


def test_study_days_skip_days_before_the_start_other_weekdays_and_pauses():
    is_study_day = rules.study_day_test(schedule=[(MONDAY, WEEKDAYS)], pauses=[(date(2026, 12, 9), date(2026, 12, 11))])
    days = [MONDAY + timedelta(days=offset) for offset in range(-1, 8)]
    assert [day for day in days if is_study_day(day)] == [
        MONDAY,
        date(2026, 12, 8),
        date(2026, 12, 11),
        date(2026, 12, 14),
    ]


def test_days_of_the_week_chosen_later_count_from_their_day_only():
    is_study_day = rules.study_day_test(schedule=[(MONDAY, WEEKDAYS), (MONDAY + timedelta(days=7), (*WEEKDAYS, 5))])
    # Saturdays were added on the second Monday: the first Saturday stays a day off, the second is a study day.
    assert not is_study_day(date(2026, 12, 12))
    assert is_study_day(date(2026, 12, 19))


def test_the_plan_days_streak_skips_days_off_and_waits_for_today():
    is_study_day = rules.study_day_test(schedule=[(MONDAY, WEEKDAYS)])
    done = {MONDAY + timedelta(days=offset) for offset in (0, 1, 2, 3, 4, 7)}
    next_tuesday = MONDAY + timedelta(days=8)
    # Monday to Friday and the next Monday, the weekend between: six; Tuesday not done yet does not break it.
    assert rules.plan_days_streak(done_days=done, today=next_tuesday, is_study_day=is_study_day, since=MONDAY) == 6
    # A study day missed ends it.
    assert (
        rules.plan_days_streak(
            done_days=done - {MONDAY + timedelta(days=3)}, today=next_tuesday, is_study_day=is_study_day, since=MONDAY
        )
        == 2
    )


def test_a_forecast_shows_its_arithmetic_and_the_lines_a_finish_date_needs():
    forecast = rules.forecast(
        remaining_shares=[0.1] * 100,
        remaining_chapters=[1] * 100,
        scope_pages=12,
        memorised_pages=2,
        manzil_pages=20,
        unit="lines",
        amount=15,
        weekdays=WEEKDAYS,
        manzil_days=14,
        first_day=MONDAY,
        finish_by=MONDAY + timedelta(days=13),
    )
    assert forecast.study_days_needed == 10
    assert forecast.finish_on == date(2026, 12, 18)
    assert forecast.manzil_pages_per_day == 2
    # Ten pages in ten study days: 15 lines a day, counted as the lessons take them (14 would leave a verse a day).
    assert forecast.finish_by_study_days == 10
    assert forecast.needed_lines_per_day == 15
    # The arithmetic shown adds up: the pages left ÷ the pages a lesson takes = the study days.
    assert forecast.remaining_pages / forecast.sabaq_pages == forecast.study_days_needed


def test_no_number_of_lines_finishes_too_soon_a_date():
    assert rules.lines_needed([0.1] * 100, [1] * 100, 3) is None
    assert rules.lines_needed([], [], 3) is None
