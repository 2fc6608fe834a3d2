"""Reads of a learner's xp day: the ledger's tally of the day, the wins a new win is measured against, the xp a next
win would give, and the day's quests. (Leaderboards, the profile's statistics and the landing's figures have modules
of their own.)

Each is a fixed number of queries whatever the learner's history or the number of learners.
"""

from dataclasses import dataclass
from datetime import date, datetime

from django.db.models import Count, Exists, F, OuterRef, Subquery

from hafiz.accounts.models import User
from hafiz.common import clock
from hafiz.common.days import day_bounds, local_date
from hafiz.listening.selectors import listening_verses_today
from hafiz.progress.models import FINISHING_GAME_SETS, GAME_BITS, PROGRESS_GAMES, VerseProgress
from hafiz.progress.selectors import verse_progress_and_games_get
from hafiz.quran.models import Chapter, Verse
from hafiz.review.selectors import review_done_count, review_due_count, review_due_on_day
from hafiz.xp import rules
from hafiz.xp.models import WIN_REASONS, XpEvent, XpReason

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
    bonus's or a recitation's xp. For the day's rows (xp_day_tally) and a win's rows not saved yet
    (services.quest_bonus_events)."""
    if reason in WIN_REASONS:
        tally.add_win(game=game or None, first=reason == XpReason.FIRST_WIN, xp=amount, finished_verse=finished_verse)
    elif reason == XpReason.CHAPTER:
        tally.xp += amount
    elif reason == XpReason.RECITATION:
        tally.xp += amount
        tally.recitation_xp += amount


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
    """Every verse of the chapter has four games won (what brings it to 100 by graded wins; the plain
    progress call, which moves progress without a game, earns no bonus) and its bonus has not been given. One
    query."""
    mastered = (
        VerseProgress.objects.filter(user=user, verse__chapter_id=OuterRef("number"), games_won__in=FINISHING_GAME_SETS)
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
    today = local_date(moment=now or clock.now(), time_zone=user.time_zone)
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
    day = xp_day_get(user=user, now=now or clock.now())
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
