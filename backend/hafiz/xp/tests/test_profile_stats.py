from datetime import date, timedelta

import pytest

from hafiz.common.tests.clock import at
from hafiz.people.models import Follow
from hafiz.xp.models import XpEvent, XpReason
from hafiz.xp.profile_stats import profile_stats_get

NOW = at("2026-11-25 12:00")  # Wednesday 25 November, UTC
TODAY = date(2026, 11, 25)


@pytest.fixture
def ledger(db):
    """Ledger rows on given local days: ledger(user, (day, amount), …), wins unless a reason is given."""

    def put(user, *entries, reason=XpReason.FIRST_WIN) -> None:
        XpEvent.objects.bulk_create(
            XpEvent(user=user, amount=amount, reason=reason, local_date=day, created_at=at(f"{day} 12:00"))
            for day, amount in entries
        )

    return put


def _days_ago(*offsets: int) -> list[date]:
    return [TODAY - timedelta(days=offset) for offset in offsets]


@pytest.mark.django_db
def test_a_new_learner_starts_from_nothing(user):
    stats = profile_stats_get(user=user, days="week", now=NOW)

    assert (stats.day_streak, stats.won_today, stats.total_xp, stats.week_xp) == (0, False, 0, 0)
    assert (stats.weekly_goal, stats.weekly_goal_percent) == (50, 0)
    assert (stats.verses_memorised, stats.quran_percent, stats.rank_title) == (0, 0.0, "beginner")
    assert (stats.following_count, stats.followers_count) == (0, 0)
    assert stats.date_joined == user.date_joined


@pytest.mark.django_db
def test_the_streak_counts_back_from_today_and_a_missed_day_breaks_it(user, ledger):
    ledger(user, *((day, 10) for day in _days_ago(0, 1, 2, 4, 5, 6, 7)))

    assert profile_stats_get(user=user, days="week", now=NOW).day_streak == 3
    # The day after, before any win, the streak is still alive; a day later it is gone.
    assert profile_stats_get(user=user, days="week", now=NOW + timedelta(days=1)).day_streak == 3
    assert profile_stats_get(user=user, days="week", now=NOW + timedelta(days=2)).day_streak == 0


@pytest.mark.django_db
def test_bonuses_alone_do_not_keep_a_streak(user, ledger):
    ledger(user, (TODAY, 10), (TODAY - timedelta(days=1), 5), reason=XpReason.QUEST)

    assert profile_stats_get(user=user, days="week", now=NOW).day_streak == 0


@pytest.mark.django_db
def test_the_streak_follows_the_learners_days(make_user, win):
    # 14:00 and 16:00 UTC: 23:00 and 01:00 the next day in Tokyo, 06:00 and 08:00 the same day in Los Angeles.
    tokyo, los_angeles = make_user(time_zone="Asia/Tokyo"), make_user(time_zone="America/Los_Angeles")
    for learner in (tokyo, los_angeles):
        win(learner, (112, 1), "memory", now=at("2026-11-24 14:00"))
        win(learner, (112, 1), "audio", now=at("2026-11-24 16:00"))

    assert profile_stats_get(user=tokyo, days="week", now=at("2026-11-24 16:30")).day_streak == 2
    assert profile_stats_get(user=los_angeles, days="week", now=at("2026-11-24 16:30")).day_streak == 1


@pytest.mark.django_db
def test_weekly_goal_share_counts_xp_since_the_learners_monday(make_user, ledger):
    learner = make_user(weekly_goal=40)
    ledger(learner, (date(2026, 11, 22), 100), (date(2026, 11, 23), 10), (TODAY, 20))  # Sunday, Monday, today

    stats = profile_stats_get(user=learner, days="week", now=NOW)

    assert (stats.week_xp, stats.weekly_goal, stats.weekly_goal_percent, stats.total_xp) == (30, 40, 75, 130)


@pytest.mark.django_db
def test_xp_per_day_lists_every_day_of_the_range_in_the_learners_time_zone(make_user, win):
    learner = make_user(time_zone="Asia/Tokyo")
    win(learner, (112, 1), "memory", now=at("2026-11-23 16:00"))  # 24 November, 01:00 in Tokyo
    win(learner, (112, 2), "memory", now=at("2026-11-21 03:00"))  # 21 November in Tokyo
    now = at("2026-11-25 20:00")  # already the 26th in Tokyo

    week = profile_stats_get(user=learner, days="week", now=now).xp_per_day
    month = profile_stats_get(user=learner, days="month", now=now).xp_per_day

    assert [day.date for day in week] == [date(2026, 11, 20) + timedelta(days=offset) for offset in range(7)]
    by_day = {day.date: day.xp for day in week}
    assert by_day[date(2026, 11, 24)] >= 10 and by_day[date(2026, 11, 21)] >= 10
    assert by_day[date(2026, 11, 23)] == 0 and by_day[date(2026, 11, 26)] == 0
    assert len(month) == 30 and month[-1].date == date(2026, 11, 26)
    assert sum(day.xp for day in month) == profile_stats_get(user=learner, days="all", now=now).total_xp


@pytest.mark.django_db
def test_the_whole_range_starts_on_the_day_the_learner_joined(make_user):
    learner = make_user(date_joined=at("2026-11-01 10:00"))

    days = profile_stats_get(user=learner, days="all", now=NOW).xp_per_day

    assert (days[0].date, days[-1].date, len(days)) == (date(2026, 11, 1), TODAY, 25)


@pytest.mark.django_db
def test_verses_at_100_give_the_share_of_the_quran_and_the_rank_title(user, set_progress):
    set_progress(user=user, chapter_number=2, verse_numbers=range(1, 101), progress=100)
    set_progress(user=user, chapter_number=3, verse_numbers=range(1, 51), progress=75)

    stats = profile_stats_get(user=user, days="week", now=NOW)

    assert (stats.verses_memorised, stats.quran_percent, stats.rank_title) == (100, 1.6, "student")


@pytest.mark.django_db
def test_following_and_followers_are_counted(user, make_user):
    others = [make_user() for _ in range(3)]
    Follow.objects.bulk_create(
        [
            Follow(follower=user, followee=others[0]),
            Follow(follower=others[1], followee=user),
            Follow(follower=others[2], followee=user),
            Follow(follower=others[1], followee=others[0]),
        ]
    )

    stats = profile_stats_get(user=user, days="week", now=NOW)

    assert (stats.following_count, stats.followers_count) == (1, 2)


@pytest.mark.django_db
def test_statistics_take_the_same_queries_whatever_the_history(user, ledger, django_assert_num_queries):
    ledger(user, *((TODAY - timedelta(days=offset), 10) for offset in range(400)))

    with django_assert_num_queries(5):
        stats = profile_stats_get(user=user, days="all", now=NOW)

    assert stats.day_streak == 400
