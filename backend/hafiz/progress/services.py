"""Writes to a learner's progress, xp, follows and bookmarks.

A win (progress_record_win) is one transaction: the verse's progress, the xp ledger rows the win earned
and the learner's xp totals change together or not at all. It starts by locking the learner's XpTotal
row, so two wins of one learner (a double click, a retried request, two tabs) are taken one after the
other and the second sees all the first wrote; wins of different learners do not wait for each other.
The ledger's unique constraints (one win per win_id, one bonus per chapter, one per quest and day)
back that up in the database.

Bookmarks and follows are single-statement writes keyed on a unique constraint, atomic on their own.
"""

from dataclasses import dataclass
from datetime import datetime, time
from datetime import timezone as dt_timezone
from uuid import UUID

from django.db import connection, transaction
from django.db.models import Count, Max, Q, Sum
from django.utils import timezone

from hafiz.accounts.models import User
from hafiz.progress import rules, selectors
from hafiz.progress.models import (
    GAME_BITS,
    PROGRESS_MAX,
    PROGRESS_STEP,
    Bookmark,
    Follow,
    Game,
    LeaderboardCount,
    VerseProgress,
    XpEvent,
    XpReason,
    XpTotal,
)
from hafiz.quran.models import Verse
from hafiz.review.services import review_schedule_enter

# The ORM cannot express "insert, or add to the existing row, and give me the result" as one
# statement; this is standard SQL that SQLite (3.35+) and PostgreSQL both run. A win counts unless
# its game's bit is already set; a win without a game (bit 0) always counts. Right-hand sides in
# DO UPDATE SET read the row as it was before the update.
_RECORD_WIN_SQL = """
INSERT INTO {table} (user_id, verse_id, progress, games_won, updated_at)
VALUES (%(user)s, %(verse)s, %(step)s, %(game_bit)s, %(now)s)
ON CONFLICT (user_id, verse_id) DO UPDATE SET
    progress = CASE
        WHEN ({table}.games_won & %(game_bit)s) <> 0 THEN {table}.progress
        WHEN {table}.progress + %(step)s >= %(max)s THEN %(max)s
        ELSE {table}.progress + %(step)s
    END,
    games_won = {table}.games_won | %(game_bit)s,
    updated_at = %(now)s
RETURNING progress
""".format(table=connection.ops.quote_name(VerseProgress._meta.db_table))

# Moves learners between LeaderboardCount rows: +1 on the xp they reach, -1 on the xp they leave. One
# statement; its rows come sorted by (board, xp), so concurrent wins lock shared rows in the same order
# and cannot deadlock.
_MOVE_COUNTS_SQL = """
INSERT INTO {table} (board, xp, learners) VALUES {rows}
ON CONFLICT (board, xp) DO UPDATE SET learners = {table}.learners + excluded.learners
"""


@dataclass(frozen=True)
class RecordedWin:
    """What a win did: the verse's progress after it, and the ledger rows it added (for a win_id sent
    before: the rows the first call added, `repeated` set, nothing new written)."""

    progress: int
    xp_events: list[XpEvent]
    total_xp: int
    verse_finished: bool = False
    repeated: bool = False

    @property
    def xp_gained(self) -> int:
        return sum(event.amount for event in self.xp_events)


@transaction.atomic
def progress_record_win(
    *,
    user: User,
    verse: Verse,
    game: str | None = None,
    win_id: UUID | None = None,
    now: datetime | None = None,
) -> RecordedWin:
    """Record a won game (or, without a game, a plain study step) on a verse, with the xp it earns.

    Progress: the first win of each game on a verse adds 25, so the four games make 100; winning a
    game again adds nothing; a win without a game adds 25; progress never goes above 100.
    xp: see hafiz.progress.rules. With a `win_id` already recorded, returns that win's answer again.
    """
    game_bit = GAME_BITS[Game(game)] if game is not None else 0
    now = now or timezone.now()
    today = rules.local_date(moment=now, time_zone=user.time_zone)
    week_start = rules.leaderboard_week_start(moment=now)
    total = _xp_total_lock(user=user, week_start=week_start)
    if win_id is not None:
        earlier = list(XpEvent.objects.filter(user=user, win_id=win_id).order_by("pk"))
        if earlier:
            progress = selectors.verse_progress_get(
                user=user, chapter_number=verse.chapter_id, verse_number=verse.number
            )
            return RecordedWin(
                progress=progress,
                xp_events=earlier,
                total_xp=total.all_time_xp,
                verse_finished=any(event.finished_verse for event in earlier),
                repeated=True,
            )

    progress_before, games_won_before = (
        VerseProgress.objects.filter(user=user, verse=verse).values_list("progress", "games_won").first() or (0, 0)
    )
    progress = _verse_progress_add(user=user, verse=verse, game_bit=game_bit, now=now)
    first = rules.win_is_first(
        game=game, game_bit=game_bit, games_won_before=games_won_before,
        progress_before=progress_before, progress_max=PROGRESS_MAX,
    )
    verse_finished = progress_before < PROGRESS_MAX <= progress
    if verse_finished:
        review_schedule_enter(user=user, verse=verse, now=now)
    quests = selectors.quests_for_day(user=user, day=today)
    tally, quests_rewarded = selectors.xp_day_tally(
        user=user, day=today, quest_ids=[quest.id for quest in quests], now=now
    )

    def event(**fields) -> XpEvent:
        return XpEvent(user=user, win_id=win_id, local_date=today, created_at=now, **fields)

    amount = rules.win_xp(first=first, paid_repeats_today=tally.paid_repeat_wins)
    events = [
        event(
            amount=amount,
            reason=XpReason.FIRST_WIN if first else XpReason.REPEAT_WIN,
            verse=verse,
            game=game or "",
            finished_verse=verse_finished,
        )
    ]
    tally.add_win(game=game, first=first, xp=amount, finished_verse=verse_finished)
    if verse_finished and selectors.chapter_bonus_due(user=user, chapter_number=verse.chapter_id):
        events.append(event(amount=rules.CHAPTER_FINISH_XP, reason=XpReason.CHAPTER, verse=verse,
                            chapter_id=verse.chapter_id))
        tally.xp += rules.CHAPTER_FINISH_XP
    events += _quest_bonuses(
        user=user, quests=quests, tally=tally, rewarded=quests_rewarded, today=today, now=now, win_id=win_id
    )
    XpEvent.objects.bulk_create(events)
    _xp_total_add(total=total, events=events, week_start=week_start)
    return RecordedWin(
        progress=progress, xp_events=events, total_xp=total.all_time_xp, verse_finished=verse_finished
    )


def _quest_bonuses(
    *,
    user: User,
    quests: list[rules.Quest],
    tally: rules.DayTally,
    rewarded: set[str],
    today,
    now: datetime,
    win_id: UUID | None = None,
) -> list[XpEvent]:
    """The bonus rows (not saved) for the day's quests finished by `tally` and not rewarded yet. A bonus a win
    earned carries the win's id, so that the win sent again answers with it too."""
    return [
        XpEvent(user=user, local_date=today, created_at=now, amount=rules.QUEST_XP, reason=XpReason.QUEST,
                quest=quest.id, win_id=win_id)
        for quest in quests
        if quest.id not in rewarded and rules.quest_finished(quest=quest, tally=tally)
    ]


def progress_quests_pay(*, user: User, measures: set[str] | None = None, now: datetime | None = None) -> list[XpEvent]:
    """Pay the bonus of every quest of the learner's day that is finished and not paid yet; returns the
    rows added (none, mostly). For what finishes quests outside a win: a review (measures {"reviews"})
    and a listening pass ({"verses_listened"}); `measures` limits the check to quests of those measures
    (None: all). A win pays its own in progress_record_win.

    The check reads without locking: one query when none of the day's quests is of `measures`, up to
    four more otherwise. Only when a quest is to be paid does it take the same lock as a win and check
    again, so a win and this, or two of these, never pay one quest twice (the ledger's
    one-bonus-per-quest-and-day constraint backs that up).
    """
    now = now or timezone.now()
    today = rules.local_date(moment=now, time_zone=user.time_zone)
    quests = [
        quest for quest in selectors.quests_for_day(user=user, day=today) if measures is None or quest.measure in measures
    ]
    if not quests:
        return []

    def finished_unpaid() -> list[XpEvent]:
        tally, rewarded = selectors.xp_day_tally(
            user=user, day=today, quest_ids=[quest.id for quest in quests], now=now
        )
        return _quest_bonuses(user=user, quests=quests, tally=tally, rewarded=rewarded, today=today, now=now)

    if not finished_unpaid():
        return []
    with transaction.atomic():
        week_start = rules.leaderboard_week_start(moment=now)
        total = _xp_total_lock(user=user, week_start=week_start)
        events = finished_unpaid()  # again under the lock: a win or another call may have paid it since
        XpEvent.objects.bulk_create(events)
        _xp_total_add(total=total, events=events, week_start=week_start)
    return events


def _verse_progress_add(*, user: User, verse: Verse, game_bit: int, now: datetime) -> int:
    parameters = {
        "user": user.pk,
        "verse": verse.pk,
        "game_bit": game_bit,
        "step": PROGRESS_STEP,
        "max": PROGRESS_MAX,
        "now": connection.ops.adapt_datetimefield_value(now),
    }
    with connection.cursor() as cursor:
        cursor.execute(_RECORD_WIN_SQL, parameters)
        (progress,) = cursor.fetchone()
    return progress


def _xp_total_lock(*, user: User, week_start) -> XpTotal:
    """The learner's totals row, made on their first win, locked until the transaction ends.

    (SQLite ignores FOR UPDATE; there the IMMEDIATE transaction mode already runs writers one at a time.)
    """
    total = XpTotal.objects.select_for_update().filter(user=user).first()
    if total is None:
        XpTotal.objects.bulk_create([XpTotal(user=user, week_start=week_start)], ignore_conflicts=True)
        total = XpTotal.objects.select_for_update().get(user=user)
    return total


def _xp_total_add(*, total: XpTotal, events: list[XpEvent], week_start) -> None:
    earned = [event for event in events if event.amount]
    if not earned:
        return
    gained = sum(event.amount for event in earned)
    reached_at = max(event.created_at for event in earned)
    if total.week_start != week_start:
        total.week_start, total.week_xp = week_start, 0
    moves = [
        ("all", total.all_time_xp, total.all_time_xp + gained),
        (week_start.isoformat(), total.week_xp, total.week_xp + gained),
    ]
    total.all_time_xp += gained
    total.all_time_reached_at = reached_at
    total.week_xp += gained
    total.week_reached_at = reached_at
    total.save(update_fields=["all_time_xp", "all_time_reached_at", "week_start", "week_xp", "week_reached_at"])
    _leaderboard_counts_move(moves=moves)


def _leaderboard_counts_move(*, moves: list[tuple[str, int, int]]) -> None:
    """Each (board, old xp, new xp): one learner leaves the old xp's count (none at 0) for the new one's."""
    changes = sorted(
        [(board, new, 1) for board, _, new in moves] + [(board, old, -1) for board, old, _ in moves if old > 0]
    )
    rows = ", ".join(["(%s, %s, %s)"] * len(changes))
    table = connection.ops.quote_name(LeaderboardCount._meta.db_table)
    with connection.cursor() as cursor:
        cursor.execute(_MOVE_COUNTS_SQL.format(table=table, rows=rows), [value for change in changes for value in change])


@transaction.atomic
def xp_total_rebuild(*, now: datetime | None = None) -> int:
    """Recompute every learner's XpTotal, and the leaderboard counts, from the ledger; returns the
    number of XpTotal rows written.

    For repairs and for loading ledger rows in bulk (bench/leaderboard.py). Run it while no wins are
    being recorded: a win committed during the rebuild may be counted twice or not at all.
    """
    now = now or timezone.now()
    week_start = rules.leaderboard_week_start(moment=now)
    this_week = Q(created_at__gte=datetime.combine(week_start, time.min, tzinfo=dt_timezone.utc))
    earning = Q(amount__gt=0)
    sums = (
        XpEvent.objects.order_by()
        .values("user_id")
        .annotate(
            all_time_xp=Sum("amount"),
            all_time_reached_at=Max("created_at", filter=earning),
            week_xp=Sum("amount", filter=this_week, default=0),
            week_reached_at=Max("created_at", filter=earning & this_week),
        )
    )
    XpTotal.objects.all().delete()
    totals = XpTotal.objects.bulk_create(
        (XpTotal(week_start=week_start, **row) for row in sums.iterator(chunk_size=5000)), batch_size=5000
    )
    LeaderboardCount.objects.all().delete()
    per_board = [
        ("all", XpTotal.objects.filter(all_time_xp__gt=0).values_list("all_time_xp").annotate(Count("pk"))),
        (week_start.isoformat(), XpTotal.objects.filter(week_xp__gt=0).values_list("week_xp").annotate(Count("pk"))),
    ]
    LeaderboardCount.objects.bulk_create(
        LeaderboardCount(board=board, xp=xp, learners=learners)
        for board, counts in per_board
        for xp, learners in counts.order_by()
    )
    return len(totals)


def follow_add(*, follower: User, followee: User) -> bool:
    """Whether this call started the follow (False: already following). Never one's own self."""
    if follower.pk == followee.pk:
        raise ValueError("A learner cannot follow themselves.")
    _, created = Follow.objects.get_or_create(follower=follower, followee=followee)
    return created


def follow_remove(*, follower: User, followee_id: int) -> bool:
    """False when `follower` was not following that learner."""
    deleted, _ = Follow.objects.filter(follower=follower, followee_id=followee_id).delete()
    return deleted > 0


def bookmark_add(*, user: User, chapter_number: int, verse_number: int) -> tuple[Bookmark, bool] | None:
    """The user's bookmark on the verse and whether this call made it; None if there is no such verse.

    Two queries: the verse together with any existing bookmark, then the insert. Identical calls
    racing each other may all answer "made it"; there is still exactly one row.
    """
    verse = selectors.verse_with_bookmark_get(user=user, chapter_number=chapter_number, verse_number=verse_number)
    if verse is None:
        return None
    if verse.bookmarked_at is not None:
        return Bookmark(user=user, verse=verse, created_at=verse.bookmarked_at), False
    bookmark = Bookmark(user=user, verse=verse)
    # Ignored, not an IntegrityError, when a racing identical call inserted first.
    Bookmark.objects.bulk_create([bookmark], ignore_conflicts=True)
    return bookmark, True


def bookmark_remove(*, user: User, chapter_number: int, verse_number: int) -> bool:
    """False when the user had no bookmark on that verse."""
    deleted, _ = Bookmark.objects.filter(
        user=user, verse__chapter_id=chapter_number, verse__number=verse_number
    ).delete()
    return deleted > 0
