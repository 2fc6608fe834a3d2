"""Writes of a learner's hifz plan: making and changing it, pausing it, and its day, made when first asked for and
marked done as the learner recites (docs/product.md §2.19). The day's parts follow rules' arithmetic; this module
gathers what it needs, top to bottom in plan_day_make."""

import bisect
from dataclasses import dataclass
from datetime import date, datetime, timedelta

from django.db import transaction

from hafiz.accounts.models import User
from hafiz.common import clock
from hafiz.common.days import day_bounds
from hafiz.plans import rules
from hafiz.plans.measure import verse_page_shares
from hafiz.plans.models import HifzPlan, PlanDay
from hafiz.plans.selectors import (
    PlanSettings,
    learner_today,
    pages_of,
    plan_day_get,
    plan_forecast,
    plan_forecast_today,
    plan_get,
    plan_is_paused,
    plan_study_day_test,
    scope_verses,
)
from hafiz.progress.selectors import memorised_global_numbers
from hafiz.quran import canon
from hafiz.quran.content import content
from hafiz.recitation.passages import PASSAGE_VERSES_MAX
from hafiz.recitation.selectors import verse_weakness, verses_recited_between
from hafiz.review.selectors import review_due_longest

SABAQ, SABQI, MANZIL = "sabaq", "sabqi", "manzil"
DUE, WEAK = "due", "weak"
# The earlier days a new day reads for its sabqi and where the manzil stopped: two months of study days.
PREVIOUS_DAYS_READ = 60
# Due verses a day's manzil looks at to bring in first.
DUE_VERSES_READ = 100


@dataclass(frozen=True)
class PlanPart:
    part: str
    ranges: list[tuple[int, int]]  # [first, last] global numbers
    brought_in: list[tuple[int, str]]  # the manzil's verses brought in first, with why (DUE or WEAK)
    verses: int
    pages: float
    recited: int  # of its verses, recited today
    memorised: int  # of its verses, memorised (the sabaq's games won)
    done: bool


@dataclass(frozen=True)
class PlanToday:
    plan: HifzPlan
    day: date
    study_day: bool
    paused: bool
    parts: list[PlanPart]
    sabqi_lessons: int
    done: bool
    streak: int  # plan days done in a row
    next_study_day: date | None
    forecast: rules.Forecast


def _chapter_runs(numbers: list[int]) -> list[tuple[int, int]]:
    """Verses in the order given as runs of consecutive verses of one chapter: each run one recitation, and a sabaq's
    one learn card to start from (a lesson is at most a few pages, far from a recitation's longest passage)."""
    result: list[tuple[int, int]] = []
    for number in numbers:
        if (
            result
            and number == result[-1][1] + 1
            and canon.verse_reference(number).chapter == canon.verse_reference(result[-1][0]).chapter
        ):
            result[-1] = (result[-1][0], number)
        else:
            result.append((number, number))
    return result


def _recitation_runs(numbers: list[int]) -> list[tuple[int, int]]:
    """Sorted verses as runs of consecutive verses across chapters, each at most PASSAGE_VERSES_MAX long."""
    result: list[tuple[int, int]] = []
    for first, last in rules.runs(numbers):
        result.extend(
            (start, min(start + PASSAGE_VERSES_MAX - 1, last)) for start in range(first, last + 1, PASSAGE_VERSES_MAX)
        )
    return result


def _part_numbers(day: PlanDay) -> dict[str, list[int]]:
    return {
        SABAQ: rules.range_numbers(day.sabaq),
        SABQI: rules.range_numbers(day.sabqi),
        MANZIL: [number for number, _reason in day.brought_in] + rules.range_numbers(day.manzil),
    }


def _day_numbers(day: PlanDay) -> list[int]:
    """Every verse of the day's three parts."""
    return [number for verses in _part_numbers(day).values() for number in verses]


def _parts_done(day: PlanDay, *, recited: set[int], memorised: set[int]) -> dict[str, bool]:
    numbers = _part_numbers(day)
    return {
        part: all(number in recited and (part != SABAQ or number in memorised) for number in verses)
        for part, verses in numbers.items()
    }


def _day_marked(day: PlanDay, *, user: User, memorised: set[int], now: datetime) -> set[int]:
    """Set the done marks of the parts the day's recitations have now done (never taking one back), and of the day
    once all three are. The verses of the day recited that day. One query, and one write when a mark is new."""
    start, end = day_bounds(day=day.day, time_zone=user.time_zone)
    recited = verses_recited_between(user=user, start=start, end=end, verses=_day_numbers(day))
    changed = []
    for part, done in _parts_done(day, recited=recited, memorised=memorised).items():
        field = f"{part}_done_at"
        if done and getattr(day, field) is None:
            setattr(day, field, now)
            changed.append(field)
    if day.done_at is None and day.sabaq_done_at and day.sabqi_done_at and day.manzil_done_at:
        day.done_at = now
        changed.append("done_at")
    if changed:
        day.save(update_fields=changed)
    return recited


def _brought_in(
    *, user: User, pool: list[int], rotation: set[int], shares, pages: float, now: datetime
) -> list[tuple[int, str]]:
    """The memorised verses brought into the manzil first: those due for review, the longest due first, then those
    holding weak words, the weakest first; not already in the rotation's share, and at most `pages` of them (at least
    one). Two queries."""
    in_pool = set(pool)
    due = review_due_longest(user=user, limit=DUE_VERSES_READ, now=now)
    weakness = verse_weakness(user=user, now=now)
    weak = sorted(weakness, key=lambda number: -weakness[number])
    chosen: list[tuple[int, str]] = []
    seen: set[int] = set()
    filled = 0.0
    for number, reason in [*((number, DUE) for number in due), *((number, WEAK) for number in weak)]:
        if number not in in_pool or number in rotation or number in seen:
            continue
        if chosen and filled + shares[number - 1] > pages:
            break
        chosen.append((number, reason))
        seen.add(number)
        filled += shares[number - 1]
    return chosen


def plan_day_make(*, user: User, plan: HifzPlan, today: date, memorised: set[int], now: datetime) -> PlanDay:
    """Today's plan day, made the first time it is asked for:
    - the day before it is settled: its parts are marked done from that day's recitations, if they were not yet;
    - sabaq: the next verses of the scope, in the order learned, not memorised yet (rules.sabaq_take);
    - sabqi: the verses of the last SABQI_LESSONS lessons learned;
    - manzil: the rotation's share of the other memorised verses, going on after where the last manzil done stopped
      (rules.rotation_take), with due and weak verses brought in first (_brought_in).
    About ten queries, however much is memorised."""
    existing = plan_day_get(user=user, day=today)
    if existing is not None:
        return existing
    previous = list(PlanDay.objects.filter(user=user, day__lt=today).order_by("-day")[:PREVIOUS_DAYS_READ])
    if previous and previous[0].done_at is None:
        _day_marked(previous[0], user=user, memorised=memorised, now=now)

    held = content()
    shares = verse_page_shares(held=held)
    settings = PlanSettings.of(plan)
    waiting = [number for number in scope_verses(held=held, settings=settings, user=user) if number not in memorised]
    per_day = rules.sabaq_pages(unit=settings.sabaq_unit, amount=settings.sabaq_amount)
    verses = settings.sabaq_amount if per_day is None else None
    lookahead = waiting[: max(verses or 0, 2000)]
    taken = rules.sabaq_take(
        shares=[shares[number - 1] for number in lookahead],
        chapters=[held.verses[number - 1].chapter_id for number in lookahead],
        per_day=per_day,
        verses=verses,
    )
    sabaq = [lookahead[index] for index in taken]

    # A lesson comes back once learned, whether or not it was recited the day it was given.
    lessons = [
        day for day in previous if day.sabaq and all(number in memorised for number in rules.range_numbers(day.sabaq))
    ][: rules.SABQI_LESSONS]
    sabqi = sorted({number for day in lessons for number in rules.range_numbers(day.sabaq)})

    pool = sorted(memorised - set(sabqi))
    share = pages_of(numbers=memorised, shares=shares) / rules.manzil_study_days(
        manzil_days=plan.manzil_days, weekdays=plan.study_weekdays
    )
    stopped_at = next((day.rotation_end for day in previous if day.manzil_done_at and day.rotation_end), None)
    start = bisect.bisect_right(pool, stopped_at) if stopped_at else 0
    rotation = (
        [
            pool[index]
            for index in rules.rotation_take(shares=[shares[n - 1] for n in pool], start=start % len(pool), pages=share)
        ]
        if pool
        else []
    )
    brought_in = (
        _brought_in(user=user, pool=pool, rotation=set(rotation), shares=shares, pages=share, now=now) if pool else []
    )
    # The rotation wraps round: recited from where it goes on, the verses after the wrap last.
    wrap = next((index for index in range(1, len(rotation)) if rotation[index] < rotation[index - 1]), len(rotation))
    # The level map asks for today's plan and today's review at once, and either makes the day: the one made first
    # is the day (get_or_create reads it back when the other's insert meets the unique day).
    day, _made = PlanDay.objects.get_or_create(
        user=user,
        day=today,
        defaults={
            "sabaq": _chapter_runs(sabaq),
            "sabqi": _recitation_runs(sabqi),
            "sabqi_lessons": len(lessons),
            "manzil": _recitation_runs(rotation[:wrap]) + _recitation_runs(rotation[wrap:]),
            "brought_in": brought_in,
            "rotation_end": rotation[-1] if rotation else None,
        },
    )
    return day


def _parts(day: PlanDay, *, recited: set[int], memorised: set[int], shares) -> list[PlanPart]:
    """The day's parts as the learner sees them, its marks brought up to date first (_day_marked)."""
    parts = []
    for part, numbers in _part_numbers(day).items():
        parts.append(
            PlanPart(
                part=part,
                ranges=[tuple(pair) for pair in getattr(day, part)],
                brought_in=[tuple(pair) for pair in day.brought_in] if part == MANZIL else [],
                verses=len(numbers),
                pages=round(pages_of(numbers=numbers, shares=shares), 2),
                recited=sum(number in recited for number in numbers),
                memorised=sum(number in memorised for number in numbers),
                done=getattr(day, f"{part}_done_at") is not None,
            )
        )
    return parts


def _next_study_day(*, today: date, is_study_day) -> date | None:
    return next(
        (today + timedelta(days=ahead) for ahead in range(1, 8) if is_study_day(today + timedelta(days=ahead))), None
    )


@transaction.atomic
def plan_today(*, user: User, now: datetime | None = None) -> PlanToday | None:
    """The learner's plan today: on a study day its three parts (made on first ask: plan_day_make), each with what
    was recited and whether it is done, the day's marks brought up to date; the plan days done in a row; the next
    study day; the forecast from today. None without a plan."""
    plan = plan_get(user=user)
    if plan is None:
        return None
    now = now or clock.now()
    today = learner_today(user=user, now=now)
    is_study_day = plan_study_day_test(plan=plan)
    paused = plan_is_paused(plan=plan)
    memorised = memorised_global_numbers(user=user)
    parts: list[PlanPart] = []
    day = None
    if is_study_day(today):
        day = plan_day_make(user=user, plan=plan, today=today, memorised=memorised, now=now)
        recited = _day_marked(day, user=user, memorised=memorised, now=now)
        parts = _parts(day, recited=recited, memorised=memorised, shares=verse_page_shares(held=content()))
    done_days = set(
        PlanDay.objects.filter(
            user=user, done_at__isnull=False, day__gte=max(plan.started_on, today - timedelta(days=400))
        ).values_list("day", flat=True)
    )
    return PlanToday(
        plan=plan,
        day=today,
        study_day=day is not None,
        paused=paused,
        parts=parts,
        sabqi_lessons=day.sabqi_lessons if day else 0,
        done=day is not None and day.done_at is not None,
        streak=rules.plan_days_streak(
            done_days=done_days, today=today, is_study_day=is_study_day, since=plan.started_on
        ),
        next_study_day=None if paused else _next_study_day(today=today, is_study_day=is_study_day),
        forecast=plan_forecast_today(user=user, plan=plan, today=today, day=day, memorised=memorised),
    )


def plan_day_recited(*, user: User, now: datetime | None = None) -> None:
    """After a recitation: mark what it finished of today's plan day, if the day was made (a recitation of a learner
    who never opened today's plan changes nothing until they do). Three queries at most."""
    now = now or clock.now()
    day = PlanDay.objects.filter(user=user, day=learner_today(user=user, now=now), done_at__isnull=True).first()
    if day is None:
        return
    _day_marked(day, user=user, memorised=memorised_global_numbers(user=user), now=now)


def plan_verses_today(*, user: User, now: datetime | None = None) -> set[int]:
    """The verses today's plan day has the learner recite (all three parts: a sabaq verse learned today is on the
    review schedule, due at once), making the day if it is a study day: today's review leaves them out, so no verse is
    asked twice in a day. Empty without a plan, on a day off and while paused."""
    plan = plan_get(user=user)
    if plan is None:
        return set()
    now = now or clock.now()
    today = learner_today(user=user, now=now)
    if not plan_study_day_test(plan=plan)(today):
        return set()
    day = plan_day_make(user=user, plan=plan, today=today, memorised=memorised_global_numbers(user=user), now=now)
    return set(_day_numbers(day))


@transaction.atomic
def plan_set(*, user: User, settings: PlanSettings, now: datetime | None = None) -> HifzPlan:
    """Make or change the learner's plan. A change keeps the plan's start, its days and its pauses; new days of the
    week count from today (the days before keep theirs); it redraws the plan's line from today, and today's day is
    made afresh unless a part of it (one with verses) was done already."""
    now = now or clock.now()
    today = learner_today(user=user, now=now)
    forecast = plan_forecast(user=user, settings=settings, first_day=today)
    weekdays = sorted(set(settings.study_weekdays))
    plan = HifzPlan.objects.select_for_update().filter(user=user).first() or HifzPlan(
        user=user, started_on=today, weekday_history=[]
    )
    history = [entry for entry in plan.weekday_history if entry[0] != today.isoformat()]
    if not history or history[-1][1] != weekdays:
        history.append([today.isoformat(), weekdays])
    plan.scope = settings.scope
    plan.first_juz = settings.first_juz
    plan.last_juz = settings.last_juz
    plan.sabaq_unit = settings.sabaq_unit
    plan.sabaq_amount = settings.sabaq_amount
    plan.study_weekdays = weekdays
    plan.weekday_history = history
    plan.manzil_days = settings.manzil_days
    plan.planned_on = today
    plan.planned_pages = forecast.memorised_pages
    plan.planned_finish = forecast.finish_on
    plan.save()
    made = plan_day_get(user=user, day=today)
    if made is not None and not any(
        verses and getattr(made, f"{part}_done_at") for part, verses in _part_numbers(made).items()
    ):
        made.delete()
    return plan


@transaction.atomic
def plan_pause(*, user: User, plan: HifzPlan, paused: bool, now: datetime | None = None) -> HifzPlan:
    """Pause the plan from today, or go on with it from today. A pause ended the day it began leaves no trace."""
    today = learner_today(user=user, now=now or clock.now()).isoformat()
    pauses = [list(pause) for pause in plan.pauses]
    open_pause = plan_is_paused(plan=plan)
    if paused and not open_pause:
        pauses.append([today, None])
    elif not paused and open_pause:
        if pauses[-1][0] == today:
            pauses.pop()
        else:
            pauses[-1][1] = today
    plan.pauses = pauses
    plan.save(update_fields=["pauses", "updated_at"])
    return plan
