"""The profile's statistics: streak, xp by day, weekly goal, verses memorised, rank title, follows.

A fixed number of queries whatever the learner's history.
"""

from collections.abc import Callable
from dataclasses import dataclass
from datetime import date, datetime, timedelta

from django.db.models import Q, Sum

from hafiz.accounts.models import User
from hafiz.common import clock
from hafiz.common.days import local_date, week_monday
from hafiz.people.selectors import follow_counts_get
from hafiz.progress.selectors import verses_memorised_count
from hafiz.xp import rules
from hafiz.xp.models import STREAK_REASONS, XpEvent

STATS_RANGES = {"week": 7, "month": 30, "all": None}


@dataclass(frozen=True)
class DayXp:
    date: date
    xp: int


@dataclass(frozen=True)
class ProfileStats:
    date_joined: datetime
    day_streak: int
    won_today: bool
    weekly_goal: int
    week_xp: int
    weekly_goal_percent: int
    total_xp: int
    verses_memorised: int
    quran_percent: float
    rank_title: str
    following_count: int
    followers_count: int
    xp_per_day: list[DayXp]


def profile_stats_get(
    *, user: User, days: str, now: datetime | None = None, is_day_off: Callable[[date], bool] | None = None
) -> ProfileStats:
    """The profile's figures; `days` is a key of STATS_RANGES; `is_day_off` the learner's hifz plan's days off, which
    keep the streak (rules.day_streak). Five queries."""
    today = local_date(moment=now or clock.now(), time_zone=user.time_zone)
    monday = week_monday(today)
    ledger = XpEvent.objects.filter(user=user)
    sums = ledger.aggregate(
        total=Sum("amount", default=0), week=Sum("amount", filter=Q(local_date__gte=monday), default=0)
    )
    days_with_wins = list(
        ledger.filter(reason__in=STREAK_REASONS).order_by().values_list("local_date", flat=True).distinct()
    )
    length = STATS_RANGES[days]
    first_day = (
        today - timedelta(days=length - 1) if length else local_date(moment=user.date_joined, time_zone=user.time_zone)
    )
    first_day = min(first_day, today)
    xp_by_day = dict(
        ledger.filter(local_date__gte=first_day, local_date__lte=today)
        .order_by()
        .values("local_date")
        .annotate(xp=Sum("amount"))
        .values_list("local_date", "xp")
    )
    verses_memorised = verses_memorised_count(user=user)
    follows = follow_counts_get(user=user)
    return ProfileStats(
        date_joined=user.date_joined,
        day_streak=rules.day_streak(days_with_wins=days_with_wins, today=today, is_day_off=is_day_off),
        won_today=today in days_with_wins,
        weekly_goal=user.weekly_goal,
        week_xp=sums["week"],
        weekly_goal_percent=rules.weekly_goal_percent(week_xp=sums["week"], weekly_goal=user.weekly_goal),
        total_xp=sums["total"],
        verses_memorised=verses_memorised,
        quran_percent=rules.quran_percent(verses_memorised=verses_memorised),
        rank_title=rules.rank_title(verses_memorised=verses_memorised),
        following_count=follows.following,
        followers_count=follows.followers,
        xp_per_day=[
            DayXp(date=day, xp=xp_by_day.get(day, 0))
            for day in (first_day + timedelta(days=offset) for offset in range((today - first_day).days + 1))
        ],
    )
