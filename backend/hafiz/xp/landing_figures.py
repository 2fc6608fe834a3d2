"""The landing page's figures about the learners, computed at most hourly."""

from dataclasses import dataclass
from datetime import datetime, timedelta
from typing import cast

from django.core.cache import cache
from django.db.models import Count, F, Max, Q, Sum
from django.utils import timezone

from hafiz.accounts.models import User
from hafiz.common.days import week_monday
from hafiz.progress.models import VerseProgress
from hafiz.xp.models import XpEvent

# Below this many learners the landing shows a plain line instead of figures: percentages of a handful of people
# would read as claims about a crowd.
LANDING_FIGURES_MIN_LEARNERS = 100


@dataclass(frozen=True)
class LandingFigures:
    learners: int
    verses_practised: int
    weekly_goal_met_percent: float | None
    young_site: bool


def landing_figures_get(*, now: datetime | None = None) -> LandingFigures:
    """The landing's three figures, counted over learners (active accounts that are not guests):

    * how many there are;
    * verses practised: each learner's verses with any progress, added up;
    * of the learners who earned xp last week (Monday to Sunday in each learner's own days, the UTC calendar's
      last week; rows paying 0, unpaid or voided, earn none), the share whose xp reached their weekly goal, rounded
      down to one decimal; None when nobody earned any.

    Three queries, each reading a whole table once: for landing_figures_cached, not for every request."""
    learner_count = User.objects.filter(is_active=True, is_guest=False).count()
    verses_practised = VerseProgress.objects.filter(user__is_active=True, user__is_guest=False, progress__gt=0).count()
    monday = week_monday((now or timezone.now()).date())
    last_week = (
        XpEvent.objects.filter(
            local_date__gte=monday - timedelta(days=7),
            local_date__lt=monday,
            user__is_active=True,
            user__is_guest=False,
        )
        .values("user_id")
        .annotate(xp=Sum("amount"), goal=Max("user__weekly_goal"))
        .aggregate(earned=Count("user_id", filter=Q(xp__gt=0)), met=Count("user_id", filter=Q(xp__gte=F("goal"))))
    )
    # Rounded down to one decimal, as the landing shows it: 99.96 % is not "100 %".
    met_permille = 1000 * last_week["met"] // last_week["earned"] if last_week["earned"] else None
    return LandingFigures(
        learners=learner_count,
        verses_practised=verses_practised,
        weekly_goal_met_percent=None if met_permille is None else met_permille / 10,
        young_site=learner_count < LANDING_FIGURES_MIN_LEARNERS,
    )


LANDING_FIGURES_CACHE_SECONDS = 60 * 60
_LANDING_FIGURES_CACHE_KEY = "landing-figures"


def landing_figures_cached() -> LandingFigures:
    """landing_figures_get as counted at most an hour ago, in the shared cache."""
    # get_or_set answers None only for a default of None.
    return cast(
        LandingFigures, cache.get_or_set(_LANDING_FIGURES_CACHE_KEY, landing_figures_get, LANDING_FIGURES_CACHE_SECONDS)
    )
