"""Reads of a learner's xp: the day's tally and quests, the xp a next win would give, leaderboards, the
profile's figures.

Each is a fixed number of queries whatever the learner's history or the number of learners.
"""

from dataclasses import dataclass
from datetime import date, datetime, timedelta
from typing import cast

from django.core.cache import cache
from django.db.models import Count, Exists, F, Max, OuterRef, Q, Subquery, Sum
from django.utils import timezone

from hafiz.accounts.models import User
from hafiz.accounts.selectors import user_public_name, user_public_photo_url
from hafiz.common.days import day_bounds, local_date, week_monday
from hafiz.listening.selectors import listening_verses_today
from hafiz.people.selectors import follow_counts_get, followee_ids
from hafiz.progress.models import ALL_GAMES_WON, GAME_BITS, PROGRESS_GAMES, VerseProgress
from hafiz.progress.selectors import verse_progress_and_games_get, verses_memorised_count
from hafiz.quran.models import Chapter, Verse
from hafiz.review.selectors import review_done_count, review_due_count, review_due_on_day
from hafiz.xp import rules
from hafiz.xp.models import WIN_REASONS, LeaderboardCount, XpEvent, XpReason, XpTotal

# xp -------------------------------------------------------------------------------------------------


def _day_ledger_rows(*, user: User, day: date):
    """The learner's ledger rows of `day`, as (reason, xp earned, game, finished_verse, quest); the xp earned is what
    the row paid and what still waits for the pace budget: the day's limits and quests count xp as it is earned.
    Counted here rather than by one aggregate of a dozen filtered counts: building that query cost a win more CPU than
    the rest of it (py-spy under `make load`), and a day holds few rows."""
    return (
        XpEvent.objects.filter(user=user, local_date=day)
        .annotate(earned=F("amount") + F("waiting"))
        .values_list("reason", "earned", "game", "finished_verse", "quest")
    )


def ledger_row_tally(tally: rules.DayTally, *, reason: str, amount: int, game: str, finished_verse: bool) -> None:
    """Count one ledger row that is no quest bonus (quests do not feed each other) into `tally`: a win, or a chapter
    bonus's xp. For the day's rows (xp_day_tally) and a win's rows not saved yet (services.quest_bonus_events)."""
    if reason in WIN_REASONS:
        tally.add_win(game=game or None, first=reason == XpReason.FIRST_WIN, xp=amount, finished_verse=finished_verse)
    elif reason == XpReason.CHAPTER:
        tally.xp += amount


def xp_day_tally(
    *, user: User, day: date, quest_ids: list[str], now: datetime | None = None
) -> tuple[rules.DayTally, set[str]]:
    """What the learner did on `day` (their calendar day, `now` falling on it), and which of `quest_ids`
    were rewarded that day. One query, plus two when the review quest is among them (reviews done, due
    now) and one when the listening quest is."""
    tally = rules.DayTally(wins_per_game=dict.fromkeys(PROGRESS_GAMES, 0))
    rewarded = set()
    for reason, amount, game, finished_verse, quest in _day_ledger_rows(user=user, day=day):
        if reason == XpReason.QUEST:
            if quest in quest_ids:
                rewarded.add(quest)
        else:
            ledger_row_tally(tally, reason=reason, amount=amount, game=game, finished_verse=finished_verse)
    measures = {rules.QUESTS_BY_ID[quest_id].measure for quest_id in quest_ids if quest_id in rules.QUESTS_BY_ID}
    if "reviews" in measures:
        day_start, _ = day_bounds(day=day, time_zone=user.time_zone)
        tally.reviews_done = review_done_count(user=user, since=day_start, now=now)
        tally.reviews_due = review_due_count(user=user, now=now)
    if "verses_listened" in measures:
        tally.verses_listened = listening_verses_today(user=user, day=day, min_repeats=rules.LISTENING_QUEST_REPEATS)
    return tally, rewarded


def game_won_before(*, user: User, verse: Verse, game: str) -> bool:
    """Whether the learner has won `game` on the verse before, read off the ledger (for the drill, which keeps no bit
    on the verse's progress). One query."""
    return XpEvent.objects.filter(user=user, verse=verse, game=game, reason__in=WIN_REASONS).exists()


def win_events_get(*, user: User, win_id) -> list[XpEvent]:
    """The ledger rows a win sent before with this `win_id` added (the win and its bonuses), oldest first; none
    for a new win. One query."""
    return list(XpEvent.objects.filter(user=user, win_id=win_id).order_by("pk"))


def chapter_bonus_due(*, user: User, chapter_number: int) -> bool:
    """Every verse of the chapter has every game won (which is what brings it to 100 by graded wins; the plain
    progress call, which moves progress without a game, earns no bonus) and its bonus has not been given. One
    query."""
    mastered = (
        VerseProgress.objects.filter(user=user, verse__chapter_id=OuterRef("number"), games_won=ALL_GAMES_WON)
        .order_by()
        .values("verse__chapter_id")
        .annotate(count=Count("pk"))
        .values("count")
    )
    rewarded = XpEvent.objects.filter(user=user, reason=XpReason.CHAPTER, chapter_id=OuterRef("number"))
    chapter = (
        Chapter.objects.filter(number=chapter_number)
        .annotate(mastered=Subquery(mastered), rewarded=Exists(rewarded))
        .values("verses_count", "mastered", "rewarded")
        .first()
    )
    return chapter is not None and chapter["mastered"] == chapter["verses_count"] and not chapter["rewarded"]


def next_win_xp(*, user: User, verse: Verse, now: datetime | None = None) -> dict[str, dict]:
    """Per game, what its next win on this verse would pay (bonuses for chapters and quests not included): {"xp",
    "pays"}, pays being "first_win", "repeat_win", or "nothing_today" once the day's first-win xp or paid repeats are
    spent. Two queries."""
    today = local_date(moment=now or timezone.now(), time_zone=user.time_zone)
    _, games_won_before = verse_progress_and_games_get(user=user, verse=verse)
    paid_today, _ = xp_day_tally(user=user, day=today, quest_ids=[])
    pays: dict[str, dict] = {}
    for game in PROGRESS_GAMES:
        first = rules.win_is_first(game_bit=GAME_BITS[game], games_won_before=games_won_before)
        xp = rules.win_xp(
            first=first, paid_repeats_today=paid_today.paid_repeat_wins, first_win_xp_today=paid_today.first_win_xp
        )
        pays[game] = {"xp": xp, "pays": "nothing_today" if not xp else "first_win" if first else "repeat_win"}
    return pays


def quests_for_day(*, user: User, day: date) -> list[rules.Quest]:
    """The learner's quests for `day` (see rules.quests_for_day): whether the review quest can be drawn
    depends on their review schedule. One query."""
    day_start, day_end = day_bounds(day=day, time_zone=user.time_zone)
    return rules.quests_for_day(
        user_id=user.pk, day=day, reviews_due=review_due_on_day(user=user, day_start=day_start, day_end=day_end)
    )


@dataclass(frozen=True)
class QuestStatus:
    quest: rules.Quest
    progress: int
    target: int
    params: dict
    done: bool


@dataclass(frozen=True)
class XpDay:
    """The learner's day so far: its quests, what they did (`tally`), and which quests were rewarded. The tally is
    read only when there are quests to count it for (else it is empty)."""

    day: date
    quests: list[rules.Quest]
    tally: rules.DayTally
    rewarded: set[str]


def xp_day_get(*, user: User, now: datetime, measures: set[str] | None = None) -> XpDay:
    """The learner's current day (their time zone) at `now`, with only the quests of `measures` (None: all).
    One query, plus xp_day_tallied's."""
    today = local_date(moment=now, time_zone=user.time_zone)
    quests = [quest for quest in quests_for_day(user=user, day=today) if measures is None or quest.measure in measures]
    return xp_day_tallied(user=user, day=today, quests=quests, now=now)


def xp_day_tallied(*, user: User, day: date, quests: list[rules.Quest], now: datetime) -> XpDay:
    """The day with its tally for these quests read now: none without quests, else as xp_day_tally (1 to 3)."""
    if not quests:
        return XpDay(day=day, quests=[], tally=rules.DayTally(), rewarded=set())
    tally, rewarded = xp_day_tally(user=user, day=day, quest_ids=[quest.id for quest in quests], now=now)
    return XpDay(day=day, quests=quests, tally=tally, rewarded=rewarded)


def quest_list_today(*, user: User, now: datetime | None = None) -> list[QuestStatus]:
    """The learner's three quests for their current day, with progress. Two queries, up to five with the
    review and listening quests (see xp_day_tally)."""
    day = xp_day_get(user=user, now=now or timezone.now())
    return [
        QuestStatus(
            quest=quest,
            progress=rules.quest_progress(quest=quest, tally=day.tally),
            target=rules.quest_target(quest=quest, tally=day.tally),
            params=rules.quest_params(quest=quest, tally=day.tally),
            done=quest.id in day.rewarded or rules.quest_finished(quest=quest, tally=day.tally),
        )
        for quest in day.quests
    ]


# Leaderboards ---------------------------------------------------------------------------------------

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
        week_start = rules.leaderboard_week_start(moment=now or timezone.now())
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


# Profile statistics -----------------------------------------------------------------------------------

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


def profile_stats_get(*, user: User, days: str, now: datetime | None = None) -> ProfileStats:
    """The profile's figures; `days` is a key of STATS_RANGES. Five queries."""
    today = local_date(moment=now or timezone.now(), time_zone=user.time_zone)
    monday = week_monday(today)
    ledger = XpEvent.objects.filter(user=user)
    sums = ledger.aggregate(
        total=Sum("amount", default=0), week=Sum("amount", filter=Q(local_date__gte=monday), default=0)
    )
    days_with_wins = list(
        ledger.filter(reason__in=WIN_REASONS).order_by().values_list("local_date", flat=True).distinct()
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
        day_streak=rules.day_streak(days_with_wins=days_with_wins, today=today),
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


# The landing's figures -----------------------------------------------------------------------------------

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
