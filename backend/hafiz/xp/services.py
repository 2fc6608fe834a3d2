"""Writes to the xp ledger: what a win earns, quest bonuses, and the totals the leaderboards sort by.

Every payment runs with the learner's XpTotal row locked (xp_total_lock), so two payments to one learner (a double
click, a retried request, two tabs) are taken one after the other and the second sees all the first wrote;
payments to different learners do not wait for each other. The ledger's unique constraints (one win per win_id,
one bonus per chapter, one per quest and day) back that up in the database. A moderator's recount
(xp_events_void, xp_totals_recount: a deactivation, a reactivation) locks the same rows before it reads the ledger.

A win is paid in hafiz.games.services.win_record, which calls these in order: lock the totals, pay the xp that waited
(xp_waiting_paid), make the win's rows (win_xp_events), the quest bonuses they finish (quest_bonus_events), then save
them (xp_events_save), which pays each row from the learner's pace budget and leaves the rest waiting on it.
"""

import copy
from collections import Counter
from collections.abc import Iterator, Sequence
from datetime import UTC, date, datetime, time
from uuid import UUID

from django.conf import settings
from django.core.exceptions import PermissionDenied
from django.db import connection, transaction
from django.db.models import Count, F, Max, Q, QuerySet, Sum

from hafiz.accounts.models import User
from hafiz.common import clock
from hafiz.progress.models import FINISHING_GAME_SETS, PROGRESS_GAMES, game_bit
from hafiz.progress.services import VerseStep
from hafiz.quran.models import Verse
from hafiz.xp import rules, selectors
from hafiz.xp.models import LeaderboardCount, XpEvent, XpReason, XpTotal

# Adds each row's change to the learners counted at its (board, xp): _leaderboard_counts_change.
_MOVE_COUNTS_SQL = """
INSERT INTO {table} (board, xp, learners) VALUES {rows}
ON CONFLICT (board, xp) DO UPDATE SET learners = {table}.learners + excluded.learners
"""


def xp_total_lock(*, user: User, now: datetime) -> XpTotal:
    """The learner's totals row, made on their first win, locked until the transaction ends.

    A recount (xp_totals_recount) replaces the row: a payment that waited for it finds none once the recount has
    committed, and takes the new one here. Only an active learner gets a row, checked with their user row locked
    against the deactivation's update: a payment that was under way when the learner was deactivated is refused
    (PermissionDenied, a 403) instead of putting them back on the boards. (The lock is FOR NO KEY UPDATE, which rows
    referring to the learner, inserted by the same request, do not wait for.)

    (SQLite ignores FOR UPDATE; there the IMMEDIATE transaction mode already runs writers one at a time.)
    """
    total = XpTotal.objects.select_for_update().filter(user=user).first()
    if total is None:
        if not User.objects.select_for_update(no_key=True).filter(pk=user.pk, is_active=True).exists():
            raise PermissionDenied("This account is disabled.")
        week_start = rules.leaderboard_week_start(moment=now)
        XpTotal.objects.bulk_create([XpTotal(user=user, week_start=week_start)], ignore_conflicts=True)
        total = XpTotal.objects.select_for_update().get(user=user)
    return total


def win_xp_events(
    *,
    user: User,
    verse: Verse,
    game: str,
    step: VerseStep,
    day: selectors.XpDay,
    win_id: UUID | None,
    now: datetime,
    hinted: bool = False,
) -> list[XpEvent]:
    """The ledger rows (not saved) a win earns: the win itself (first or repeat, see rules.win_xp), and the chapter
    bonus when it finished the last verse of the chapter not yet finished by games (selectors.chapter_bonus_due).
    `step` is what the win did to its verse; `day` the learner's day before the win. A game that moves no progress
    (the look-alike drill) is first on a verse when the ledger has no win of it there, and finishes no chapter.
    `hinted`: the game showed a hint, so the win pays less (rules.win_xp)."""
    if game in PROGRESS_GAMES:
        first = rules.win_is_first(game_bit=game_bit(game), games_won_before=step.games_won_before)
        games_won_now = step.games_won_before | game_bit(game)
        finished_by_games_now = (
            games_won_now in FINISHING_GAME_SETS and step.games_won_before not in FINISHING_GAME_SETS
        )
    else:
        first, finished_by_games_now = not selectors.game_won_before(user=user, verse=verse, game=game), False
    reason = XpReason.FIRST_WIN if first else XpReason.REPEAT_WIN
    amount = rules.win_xp(
        first=first,
        paid_repeats_today=day.tally.paid_repeat_wins,
        first_win_xp_today=day.tally.first_win_xp,
        hinted=hinted,
    )
    events = [
        XpEvent(
            user=user,
            win_id=win_id,
            local_date=day.day,
            created_at=now,
            amount=amount,
            reason=reason,
            verse=verse,
            game=game,
            finished_verse=step.verse_finished,
        )
    ]
    if finished_by_games_now and selectors.chapter_bonus_due(user=user, chapter_number=verse.chapter_id):
        events.append(
            XpEvent(
                user=user,
                win_id=win_id,
                local_date=day.day,
                created_at=now,
                amount=rules.CHAPTER_FINISH_XP,
                reason=XpReason.CHAPTER,
                verse=verse,
                chapter_id=verse.chapter_id,
            )
        )
    return events


def recitation_xp_event(*, user: User, day: selectors.XpDay, verses: int, now: datetime) -> XpEvent:
    """The ledger row (not saved) a recitation from memory of `verses` verses earns (rules.recitation_xp); `day` is
    the learner's day before it."""
    amount = rules.recitation_xp(verses=verses, recitation_xp_today=day.tally.recitation_xp)
    return XpEvent(user=user, local_date=day.day, created_at=now, amount=amount, reason=XpReason.RECITATION)


def quest_bonus_events(
    *, user: User, day: selectors.XpDay, earned: Sequence[XpEvent] = (), win_id: UUID | None = None, now: datetime
) -> list[XpEvent]:
    """The bonus rows (not saved) for the day's quests finished, with the rows `earned` just now (not saved yet),
    and not rewarded yet. A bonus a win earned carries the win's id, so that the win sent again answers with it
    too."""
    tally = _tally_with(tally=day.tally, events=earned)
    return [
        XpEvent(
            user=user,
            local_date=day.day,
            created_at=now,
            amount=rules.QUEST_XP,
            reason=XpReason.QUEST,
            quest=quest.id,
            win_id=win_id,
        )
        for quest in day.quests
        if quest.id not in day.rewarded and rules.quest_finished(quest=quest, tally=tally)
    ]


def _tally_with(*, tally: rules.DayTally, events: Sequence[XpEvent]) -> rules.DayTally:
    """The day's tally with `events` (a win and the chapter bonus it earned) counted in."""
    tally = copy.deepcopy(tally)
    for event in events:
        selectors.ledger_row_tally(
            tally, reason=event.reason, amount=event.amount, game=event.game, finished_verse=event.finished_verse
        )
    return tally


def xp_events_save(*, events: list[XpEvent], total: XpTotal, now: datetime) -> None:
    """Add the rows to the ledger, each paid what the learner's pace budget holds (rules.xp_budget; the rest waits on
    the row), and what they paid to the learner's locked totals and the leaderboard counts. Call xp_waiting_paid
    first: xp that waited is paid before new xp."""
    budget = _budget_now(total=total, now=now)
    for event in events:
        paid = rules.xp_paid_from_budget(budget=budget, owed=event.amount)
        event.amount, event.waiting = paid, event.amount - paid
        budget -= paid
    XpEvent.objects.bulk_create(events)
    total.xp_waiting += sum(event.waiting for event in events)
    _totals_add(total=total, paid=[(event.created_at, event.amount) for event in events], budget=budget, now=now)


def xp_waiting_paid(*, total: XpTotal, now: datetime) -> int:
    """Pays the learner's waiting xp (XpEvent.waiting), oldest rows first, as far as their pace budget holds at `now`;
    `total` is their locked totals row. The xp paid. No query when nothing waits."""
    if not total.xp_waiting:
        return 0
    budget = _budget_now(total=total, now=now)
    rows = list(XpEvent.objects.filter(user_id=total.user_id, waiting__gt=0).order_by("created_at", "pk"))
    paid: list[tuple[datetime, int]] = []
    for row in rows:
        amount = rules.xp_paid_from_budget(budget=budget, owed=row.waiting)
        if not amount:
            break
        row.amount, row.waiting = row.amount + amount, row.waiting - amount
        budget -= amount
        paid.append((row.created_at, amount))
    XpEvent.objects.bulk_update(rows[: len(paid)], ["amount", "waiting"])
    total.xp_waiting = sum(row.waiting for row in rows)
    _totals_add(total=total, paid=paid, budget=budget, now=now)
    return sum(amount for _, amount in paid)


def _budget_now(*, total: XpTotal, now: datetime) -> float:
    return rules.xp_budget(
        budget=total.xp_budget,
        since=total.xp_budget_at,
        now=now,
        waiting=total.xp_waiting,
        scale=settings.PACE_SCALE,
    )


def _totals_add(*, total: XpTotal, paid: list[tuple[datetime, int]], budget: float, now: datetime) -> None:
    """Adds the xp `paid` (per ledger row: its time and the xp it paid now) to the learner's locked totals and moves
    them on the leaderboard counts; keeps the budget as it is left (`budget`, at most XP_BUDGET_BURST) and what waits.
    Paid xp counts in this week's sum when its row is of this week, as xp_totals_rebuild counts it."""
    total.xp_budget, total.xp_budget_at = min(budget, rules.XP_BUDGET_BURST), now
    earned = [(created_at, amount) for created_at, amount in paid if amount]
    fields = ["xp_budget", "xp_budget_at", "xp_waiting"]
    if not earned:
        total.save(update_fields=fields)
        return
    week_start = rules.leaderboard_week_start(moment=now)
    if total.week_start != week_start:
        total.week_start, total.week_xp = week_start, 0
    left = _board_places(total, week_start=week_start)
    this_week = [(created_at, amount) for created_at, amount in earned if created_at >= _week_begins(week_start)]
    total.all_time_xp += sum(amount for _, amount in earned)
    total.all_time_reached_at = now
    if this_week:
        total.week_xp += sum(amount for _, amount in this_week)
        total.week_reached_at = now
    total.save(
        update_fields=[*fields, "all_time_xp", "all_time_reached_at", "week_start", "week_xp", "week_reached_at"]
    )
    _leaderboard_counts_change(left=left, reached=_board_places(total, week_start=week_start))


def _week_begins(week_start: date) -> datetime:
    return datetime.combine(week_start, time.min, tzinfo=UTC)


def quests_pay(*, user: User, measures: set[str] | None = None, now: datetime | None = None) -> list[XpEvent]:
    """Pay the bonus of every quest of the learner's day that is finished and not paid yet; returns the
    rows added (none, mostly). For what finishes quests outside a win: a review (measures {"reviews"})
    and a listening pass ({"verses_listened"}); `measures` limits the check to quests of those measures
    (None: all). A win pays its own in hafiz.games.services.win_record.

    The check reads without locking: one query when none of the day's quests is of `measures`, up to
    four more otherwise. Only when a quest is to be paid does it take the same lock as a win and check
    again, so a win and this, or two of these, never pay one quest twice (the ledger's
    one-bonus-per-quest-and-day constraint backs that up).
    """
    now = now or clock.now()
    day = selectors.xp_day_get(user=user, now=now, measures=measures)
    if not quest_bonus_events(user=user, day=day, now=now):
        return []
    with transaction.atomic():
        total = xp_total_lock(user=user, now=now)
        # Counted again under the lock: a win or another call may have paid it since.
        day = selectors.xp_day_tallied(user=user, day=day.day, quests=day.quests, now=now)
        events = quest_bonus_events(user=user, day=day, now=now)
        xp_waiting_paid(total=total, now=now)  # older xp first
        xp_events_save(events=events, total=total, now=now)
    return events


def _board_places(*totals: XpTotal, week_start: date) -> list[tuple[str, int]]:
    """The LeaderboardCount rows (board, xp) these learners are counted in now: the all-time board, and the board of
    the week starting `week_start` for a row whose week columns hold that week (a past week's board is history)."""
    places = [("all", total.all_time_xp) for total in totals]
    places += [(week_start.isoformat(), total.week_xp) for total in totals if total.week_start == week_start]
    return places


def _leaderboard_counts_change(*, left: list[tuple[str, int]], reached: list[tuple[str, int]]) -> None:
    """One learner leaves the count of each (board, xp) in `left` and joins each in `reached` (none counted at 0
    xp). One statement; its rows come sorted by (board, xp), so concurrent wins lock shared rows in the same order
    and cannot deadlock."""
    changes = Counter(place for place in reached if place[1] > 0)
    changes.subtract(place for place in left if place[1] > 0)
    rows = sorted((board, xp, change) for (board, xp), change in changes.items() if change)
    if not rows:
        return
    table = connection.ops.quote_name(LeaderboardCount._meta.db_table)
    with connection.cursor() as cursor:
        cursor.execute(
            _MOVE_COUNTS_SQL.format(table=table, rows=", ".join(["(%s, %s, %s)"] * len(rows))),
            [value for row in rows for value in row],
        )


def _totals_from_ledger(*, events: QuerySet[XpEvent], week_start: date) -> Iterator[XpTotal]:
    """The totals rows (not saved) of the active learners among these ledger rows' learners: a deactivated learner
    has none, so is on no board."""
    this_week = Q(created_at__gte=_week_begins(week_start))
    earning = Q(amount__gt=0)
    sums = (
        events.filter(user__is_active=True)
        .order_by()
        .values("user_id")
        .annotate(
            all_time_xp=Sum("amount"),
            all_time_reached_at=Max("created_at", filter=earning),
            week_xp=Sum("amount", filter=this_week, default=0),
            week_reached_at=Max("created_at", filter=earning & this_week),
            xp_waiting=Sum("waiting"),
        )
    )
    return (XpTotal(week_start=week_start, **row) for row in sums.iterator(chunk_size=5000))


def _totals_locked(*, user_ids: list[int]) -> list[XpTotal]:
    """These learners' totals rows, locked as a payment locks them (xp_total_lock), in id order."""
    return list(XpTotal.objects.select_for_update().filter(user_id__in=user_ids).order_by("user_id"))


def _totals_replace(*, old: list[XpTotal], user_ids: list[int], now: datetime | None) -> None:
    """Replace these learners' totals rows (`old`, locked) with sums of the ledger as it is now, and move them on the
    boards' counts."""
    week_start = rules.leaderboard_week_start(moment=now or clock.now())
    new = list(_totals_from_ledger(events=XpEvent.objects.filter(user_id__in=user_ids), week_start=week_start))
    XpTotal.objects.filter(user_id__in=user_ids).delete()
    XpTotal.objects.bulk_create(new)
    _leaderboard_counts_change(
        left=_board_places(*old, week_start=week_start), reached=_board_places(*new, week_start=week_start)
    )


@transaction.atomic
def xp_totals_recount(*, user_ids: list[int], now: datetime | None = None) -> None:
    """Recompute these learners' totals from the ledger and move them on the boards' counts at once: after a
    moderator deactivated them (they leave every board) or reactivated them (they come back). Their totals rows are
    locked meanwhile, so no win of theirs is counted twice or lost."""
    _totals_replace(old=_totals_locked(user_ids=user_ids), user_ids=user_ids, now=now)


@transaction.atomic
def xp_events_void(*, event_ids: list[int], now: datetime | None = None) -> int:
    """Void these ledger rows (a moderator's call, e.g. xp won by a script): each is kept, marked void, and pays 0
    from now on, so every total (boards, profile, the day's limits, xp_totals_rebuild) leaves it out; its learners'
    totals are recounted at once, their totals rows locked before the ledger is touched, as a payment locks them.
    Rows voided already stay as they were. Returns how many were voided."""
    now = now or clock.now()
    rows = XpEvent.objects.filter(pk__in=event_ids, voided_at__isnull=True)
    user_ids = sorted(set(rows.values_list("user_id", flat=True)))
    old = _totals_locked(user_ids=user_ids)
    voided = rows.update(voided_at=now, voided_amount=F("amount"), amount=0, waiting=0)
    _totals_replace(old=old, user_ids=user_ids, now=now)
    return voided


@transaction.atomic
def xp_totals_rebuild(*, now: datetime | None = None) -> int:
    """Recompute every active learner's XpTotal, and the leaderboard counts, from the ledger (voided rows pay 0);
    returns the number of XpTotal rows written.

    For repairs and for loading ledger rows in bulk (bench/leaderboard.py). Run it while no wins are
    being recorded: a win committed during the rebuild may be counted twice or not at all.
    """
    now = now or clock.now()
    week_start = rules.leaderboard_week_start(moment=now)
    XpTotal.objects.all().delete()
    totals = XpTotal.objects.bulk_create(
        _totals_from_ledger(events=XpEvent.objects.all(), week_start=week_start), batch_size=5000
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
