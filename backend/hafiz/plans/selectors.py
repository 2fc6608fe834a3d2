"""Reads of a learner's hifz plan: its settings, the verses it covers in the order they are learned, its forecast and
the chart of its pages memorised. The day itself is made (and written) by services.plan_today."""

from collections.abc import Callable, Iterable
from dataclasses import dataclass
from datetime import date, datetime, timedelta

from hafiz.accounts.models import User
from hafiz.common import clock
from hafiz.common.days import local_date
from hafiz.plans import rules
from hafiz.plans.measure import verse_page_shares
from hafiz.plans.models import HifzPlan, PlanDay
from hafiz.progress.selectors import memorised_global_numbers
from hafiz.quran.canon import JUZ_COUNT
from hafiz.quran.content import Content, content
from hafiz.review.selectors import learning_path_chapter_order, memorised_times

# The chart's points: at most this many, a week apart or more.
CHART_POINTS_MAX = 53


@dataclass(frozen=True)
class PlanSettings:
    """A plan's choices, as the learner makes them (HifzPlan's fields of the same names)."""

    scope: str
    first_juz: int | None
    last_juz: int | None
    sabaq_unit: str
    sabaq_amount: int
    study_weekdays: tuple[int, ...]
    manzil_days: int

    @classmethod
    def of(cls, plan: HifzPlan) -> "PlanSettings":
        return cls(
            scope=plan.scope,
            first_juz=plan.first_juz,
            last_juz=plan.last_juz,
            sabaq_unit=plan.sabaq_unit,
            sabaq_amount=plan.sabaq_amount,
            study_weekdays=tuple(plan.study_weekdays),
            manzil_days=plan.manzil_days,
        )

    def juz_range(self) -> range:
        if self.scope == HifzPlan.Scope.JUZ_AMMA:
            return range(JUZ_COUNT, JUZ_COUNT + 1)
        if self.scope == HifzPlan.Scope.JUZ_RANGE and self.first_juz and self.last_juz:
            return range(self.first_juz, self.last_juz + 1)
        return range(1, JUZ_COUNT + 1)


def plan_get(*, user: User) -> HifzPlan | None:
    """The learner's plan, if they made one. One query."""
    return HifzPlan.objects.filter(user=user).first()


def plan_day_get(*, user: User, day: date) -> PlanDay | None:
    """The learner's plan day on `day`, if it was made. One query."""
    return PlanDay.objects.filter(user=user, day=day).first()


def learner_today(*, user: User, now: datetime | None = None) -> date:
    return local_date(moment=now or clock.now(), time_zone=user.time_zone)


def plan_is_paused(*, plan: HifzPlan) -> bool:
    """Paused since the last pause's first day, and not gone on with yet."""
    return bool(plan.pauses) and plan.pauses[-1][1] is None


def plan_study_day_test(*, plan: HifzPlan) -> Callable[[date], bool]:
    """Whether a day is a study day of the plan (rules.study_day_test), with the days of the week chosen then."""
    return rules.study_day_test(
        schedule=[(date.fromisoformat(start), weekdays) for start, weekdays in plan.weekday_history],
        pauses=[(date.fromisoformat(start), date.fromisoformat(end) if end else None) for start, end in plan.pauses],
    )


def plan_day_off_test(*, user: User) -> Callable[[date], bool] | None:
    """Whether a day is a day off of the learner's plan: from its start, a day of the week not studied or a day
    paused. None without a plan. One query."""
    plan = plan_get(user=user)
    if plan is None:
        return None
    is_study_day = plan_study_day_test(plan=plan)
    return lambda day: day >= plan.started_on and not is_study_day(day)


def scope_verses(*, held: Content, settings: PlanSettings, user: User) -> list[int]:
    """The global numbers of the verses the plan covers, in the order they are learned: chapter by chapter along the
    learner's path (the mushaf's order for the whole Qur'an in order), each chapter's verses in order. One query for
    the path, none for the whole Qur'an."""
    in_scope = settings.juz_range()
    if settings.scope == HifzPlan.Scope.WHOLE:
        order: tuple[int, ...] = tuple(range(1, len(held.chapters) + 1))
    else:
        order = learning_path_chapter_order(user=user)
    numbers = []
    for chapter in order:
        start = held.first_verse_at[chapter]
        for verse in held.verses[start : start + held.chapters[chapter - 1].verses_count]:
            if verse.juz in in_scope:
                numbers.append(verse.global_number)
    return numbers


def pages_of(*, numbers: Iterable[int], shares: tuple[float, ...]) -> float:
    return sum(shares[number - 1] for number in numbers)


def plan_forecast(
    *,
    user: User,
    settings: PlanSettings,
    first_day: date,
    memorised: set[int] | None = None,
    finish_by: date | None = None,
) -> rules.Forecast:
    """The plan's forecast (rules.forecast) from the learner's memorised verses, counted from `first_day`. Two
    queries (the memorised verses unless given, and the path)."""
    held = content()
    shares = verse_page_shares(held=held)
    memorised = memorised_global_numbers(user=user) if memorised is None else memorised
    scope = scope_verses(held=held, settings=settings, user=user)
    remaining = [number for number in scope if number not in memorised]
    return rules.forecast(
        remaining_shares=[shares[number - 1] for number in remaining],
        remaining_chapters=[held.verses[number - 1].chapter_id for number in remaining],
        scope_pages=pages_of(numbers=scope, shares=shares),
        memorised_pages=pages_of(numbers=(number for number in scope if number in memorised), shares=shares),
        manzil_pages=pages_of(numbers=memorised, shares=shares),
        unit=settings.sabaq_unit,
        amount=settings.sabaq_amount,
        weekdays=settings.study_weekdays,
        manzil_days=settings.manzil_days,
        first_day=first_day,
        finish_by=finish_by,
    )


def plan_forecast_today(
    *, user: User, plan: HifzPlan, today: date, day: PlanDay | None, memorised: set[int] | None = None
) -> rules.Forecast:
    """The plan's forecast counted from today when today is a study day whose sabaq is not learned yet (`day`: today's
    plan day, if made), else from tomorrow. Two queries, one when `memorised` is given."""
    memorised = memorised_global_numbers(user=user) if memorised is None else memorised
    learned = day is not None and all(number in memorised for number in rules.range_numbers(day.sabaq))
    counts_today = plan_study_day_test(plan=plan)(today) and not learned
    return plan_forecast(
        user=user,
        settings=PlanSettings.of(plan),
        first_day=today if counts_today else today + timedelta(days=1),
        memorised=memorised,
    )


@dataclass(frozen=True)
class ChartPoint:
    day: date
    pages: float


@dataclass(frozen=True)
class PlanChart:
    scope_pages: float
    points: list[ChartPoint]  # the scope's pages memorised at the end of each day
    line_from: ChartPoint  # the plan's line, as last set
    line_to: ChartPoint | None  # None when no finish date could be given


def plan_chart(*, user: User, plan: HifzPlan, now: datetime | None = None) -> PlanChart:
    """The scope's pages memorised from the plan's start to today, at most CHART_POINTS_MAX points a week or more
    apart (today the last), against the plan's line. Two queries."""
    today = learner_today(user=user, now=now)
    held = content()
    shares = verse_page_shares(held=held)
    scope = set(scope_verses(held=held, settings=PlanSettings.of(plan), user=user))
    memorised_on = sorted(
        (local_date(moment=moment, time_zone=user.time_zone), shares[number - 1])
        for number, moment in memorised_times(user=user)
        if number in scope
    )
    start = min(plan.started_on, today)
    weeks_apart = max(1, -(-((today - start).days // 7 + 1) // (CHART_POINTS_MAX - 1)))
    days = [
        start + timedelta(weeks=weeks_apart * step) for step in range((today - start).days // (7 * weeks_apart) + 1)
    ]
    if days[-1] != today:
        days.append(today)
    points, total, index = [], 0.0, 0
    for day in days:
        while index < len(memorised_on) and memorised_on[index][0] <= day:
            total += memorised_on[index][1]
            index += 1
        points.append(ChartPoint(day=day, pages=round(total, 2)))
    scope_pages = pages_of(numbers=scope, shares=shares)
    return PlanChart(
        scope_pages=round(scope_pages, 2),
        points=points,
        line_from=ChartPoint(day=plan.planned_on, pages=round(plan.planned_pages, 2)),
        line_to=ChartPoint(day=plan.planned_finish, pages=round(scope_pages, 2)) if plan.planned_finish else None,
    )
