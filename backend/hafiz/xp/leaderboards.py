"""The leaderboards: a learner's rank among all learners or those they follow, by the week's xp or all time.

A fixed number of queries whatever the number of learners.
"""

from dataclasses import dataclass
from datetime import datetime

from django.db.models import Count, Max, Q, Sum

from hafiz.accounts.models import User
from hafiz.accounts.selectors import user_public_name, user_public_photo_url
from hafiz.common import clock
from hafiz.people.selectors import followee_ids
from hafiz.xp import rules
from hafiz.xp.models import LeaderboardCount, XpTotal

LEADERBOARD_PERIODS = {"week": ("week_xp", "week_reached_at"), "all": ("all_time_xp", "all_time_reached_at")}
LEADERBOARD_SCOPES = ("all", "following")


@dataclass(frozen=True)
class LeaderboardRow:
    rank: int
    user_id: int
    name: str
    photo_url: str | None
    xp: int


@dataclass(frozen=True)
class Leaderboard:
    rows: list[LeaderboardRow]
    count: int
    my_rank: int | None
    my_xp: int


def leaderboard_get(
    *, user: User, period: str, scope: str, limit: int, offset: int, now: datetime | None = None
) -> Leaderboard:
    """One page of the ranking plus the learner's own place (see rules: higher xp, then earlier reached,
    then lower id). Four queries, none of which reads every learner's row:

    * everyone: the page (a range of an index in the ranking's order); the learner's own totals row; the
      board's LeaderboardCount sums (all learners, and those with more xp); the exact ties reached earlier
      (an index range);
    * following: the followed ids; then the page, the count with the learner's xp, and those ahead, each
      over just those rows.
    """
    xp_field, reached_field = LEADERBOARD_PERIODS[period]
    ranked = XpTotal.objects.filter(**{f"{xp_field}__gt": 0})
    board = "all"
    if period == "week":
        week_start = rules.leaderboard_week_start(moment=now or clock.now())
        ranked = ranked.filter(week_start=week_start)
        board = week_start.isoformat()
    if scope == "following":
        ranked = ranked.filter(user_id__in=[*followee_ids(user=user), user.pk])
    page = (
        ranked.order_by(f"-{xp_field}", reached_field, "user_id")
        .select_related("user")
        .only("user_id", xp_field, "user__first_name", "user__last_name", "user__photo", "user__is_private")[
            offset : offset + limit
        ]
    )
    rows = [
        LeaderboardRow(
            rank=offset + index + 1,
            user_id=total.user_id,
            name=user_public_name(user=total.user),
            photo_url=user_public_photo_url(user=total.user),
            xp=getattr(total, xp_field),
        )
        for index, total in enumerate(page)
    ]
    if scope == "following":
        mine = Q(user=user)
        summary = ranked.aggregate(
            count=Count("pk"), my_xp=Max(xp_field, filter=mine), my_reached_at=Max(reached_field, filter=mine)
        )
        count, my_xp, my_reached_at = summary["count"], summary["my_xp"], summary["my_reached_at"]
    else:
        my_xp, my_reached_at = ranked.filter(user=user).values_list(xp_field, reached_field).first() or (None, None)
        counts = LeaderboardCount.objects.filter(board=board, xp__gt=0).aggregate(
            count=Sum("learners", default=0), above=Sum("learners", filter=Q(xp__gt=my_xp or 0), default=0)
        )
        count = counts["count"]
    my_rank = None
    if my_xp is not None:
        tied_ahead = Q(**{xp_field: my_xp}) & (
            Q(**{f"{reached_field}__lt": my_reached_at}) | Q(**{reached_field: my_reached_at, "user_id__lt": user.pk})
        )
        if scope == "following":
            my_rank = ranked.filter(Q(**{f"{xp_field}__gt": my_xp}) | tied_ahead).count() + 1
        else:
            my_rank = counts["above"] + ranked.filter(tied_ahead).count() + 1
    return Leaderboard(rows=rows, count=count, my_rank=my_rank, my_xp=my_xp or 0)
