"""The arithmetic of a hifz plan, in pure functions of their arguments (no database, no clock), so each rule is tested
directly; selectors and services only gather what these need (docs/product.md §2.19, docs/learning.md "The hifz
plan").

A plan's day has three parts, as hifz schools run it:
- sabaq, the new lesson: the next verses of the plan's scope, in the learner's order, not memorised yet, until they
  fill the day's amount (lines or pages of the mushaf, or a number of verses; at least one verse);
- sabqi, the recent lessons: the sabaq of the last SABQI_LESSONS plan days whose sabaq was done;
- manzil, the old portions in rotation: every memorised verse comes back once every `manzil_days` calendar days, so
  each study day takes the memorised pages ÷ the study days in that many days, going on from where the last manzil
  done stopped. Verses due for review or holding weak words are brought in first, at most as many pages again.

Missed days do not pile up: each study day's sabaq is simply the next one, and the manzil goes on from the last one
recited. The finish date is the study day on which the pages left, at the day's amount, run out.
"""

import bisect
import math
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass
from datetime import date, timedelta

LINES_PER_PAGE = 15
# How many of the last lessons come back as sabqi: a week's lessons at five days a week.
SABQI_LESSONS = 5
MANZIL_DAYS_MIN = 3
MANZIL_DAYS_MAX = 60
LINES_MAX = 30
# Sabaq units and the amounts each may take.
SABAQ_LIMITS = {"lines": (1, LINES_MAX), "quarter_pages": (1, 8), "verses": (1, 50)}
# A forecast looks this many days ahead at most: a plan longer than this (a verse a week for the whole Qur'an) has no
# finish date worth showing.
FORECAST_DAYS_MAX = 366 * 30


def sabaq_pages(*, unit: str, amount: int) -> float | None:
    """The day's sabaq in pages; None when it is counted in verses."""
    if unit == "lines":
        return amount / LINES_PER_PAGE
    if unit == "quarter_pages":
        return amount / 4
    return None


def study_day_test(
    *, schedule: Sequence[tuple[date, Iterable[int]]], pauses: Sequence[tuple[date, date | None]] = ()
) -> Callable[[date], bool]:
    """Whether a day is one of the plan's study days: from the plan's start, a day of the week (0 = Monday) chosen
    then, outside its pauses (each from its first day to the day before it ended; None while it lasts). `schedule`:
    the days of the week chosen from each day on, oldest first, the first from the plan's start; a change counts from
    its day, so it never rewrites the days before it."""
    starts = [start for start, _weekdays in schedule]
    chosen = [frozenset(weekdays) for _start, weekdays in schedule]

    def is_study_day(day: date) -> bool:
        at = bisect.bisect_right(starts, day) - 1
        return (
            at >= 0
            and day.weekday() in chosen[at]
            and not any(start <= day and (end is None or day < end) for start, end in pauses)
        )

    return is_study_day


def nth_study_day(*, first: date, n: int, weekdays: Iterable[int]) -> date | None:
    """The n-th day (n ≥ 1) from `first` on (itself included) that falls on one of `weekdays`; None past
    FORECAST_DAYS_MAX days or without study days."""
    chosen = frozenset(weekdays)
    if not chosen or n < 1:
        return None
    weeks, rest = divmod(n - 1, len(chosen))
    day = first + timedelta(weeks=weeks)
    while True:
        if day.weekday() in chosen:
            if rest == 0:
                break
            rest -= 1
        day += timedelta(days=1)
    return day if (day - first).days <= FORECAST_DAYS_MAX else None


def study_days_between(*, first: date, last: date, weekdays: Iterable[int]) -> int:
    """How many days from `first` to `last` (both included) fall on `weekdays`."""
    chosen = frozenset(weekdays)
    if last < first:
        return 0
    weeks, rest = divmod((last - first).days + 1, 7)
    return weeks * len(chosen) + sum((first + timedelta(days=offset)).weekday() in chosen for offset in range(rest))


def manzil_study_days(*, manzil_days: int, weekdays: Iterable[int]) -> int:
    """The study days in a rotation of `manzil_days` calendar days (at least one)."""
    return max(1, math.floor(manzil_days * len(frozenset(weekdays)) / 7))


@dataclass(frozen=True)
class Forecast:
    """What a plan comes to, with the numbers its arithmetic is shown with."""

    scope_pages: float
    memorised_pages: float  # of the scope
    remaining_pages: float
    remaining_verses: int
    sabaq_pages: float  # a lesson in pages, on average: the pages left ÷ the study days they take
    study_days_per_week: int
    study_days_needed: int
    first_day: date  # the first study day the forecast counts
    finish_on: date | None  # None when nothing is left, or too far off to say
    manzil_pages: float  # every memorised page
    manzil_study_days: int
    manzil_pages_per_day: float
    finish_by: date | None = None
    finish_by_study_days: int | None = None
    needed_lines_per_day: int | None = None  # None: more than LINES_MAX, or nothing left


def forecast(
    *,
    remaining_shares: Sequence[float],
    remaining_chapters: Sequence[int],
    scope_pages: float,
    memorised_pages: float,
    manzil_pages: float,
    unit: str,
    amount: int,
    weekdays: Iterable[int],
    manzil_days: int,
    first_day: date,
    finish_by: date | None = None,
) -> Forecast:
    """The finish date of a plan whose scope has `remaining_shares` (the page share of each verse left, in order, in
    `remaining_chapters`) and whose
    sabaq is `amount` of `unit` a study day, counted from `first_day`; the manzil's daily share of `manzil_pages` (every
    page memorised, in the scope or not);
    and, for a `finish_by` date, the lines a day it needs."""
    chosen = frozenset(weekdays)
    remaining_pages = sum(remaining_shares)
    per_day = sabaq_pages(unit=unit, amount=amount)
    if per_day is None:
        needed = math.ceil(len(remaining_shares) / amount)
    else:
        needed = _days_to_cover(remaining_shares, remaining_chapters, per_day)
    finish_on = nth_study_day(first=first_day, n=needed, weekdays=chosen) if needed else None
    manzil_days_in_cycle = manzil_study_days(manzil_days=manzil_days, weekdays=chosen)
    by_days = study_days_between(first=first_day, last=finish_by, weekdays=chosen) if finish_by else None
    return Forecast(
        scope_pages=scope_pages,
        memorised_pages=memorised_pages,
        remaining_pages=remaining_pages,
        remaining_verses=len(remaining_shares),
        # Whole verses and chapters' ends make lessons a little longer or shorter than asked: the average is what
        # the arithmetic shown divides by, so that it adds up.
        sabaq_pages=remaining_pages / needed if needed else (per_day or 0.0),
        study_days_per_week=len(chosen),
        study_days_needed=needed,
        first_day=first_day,
        finish_on=finish_on,
        manzil_pages=manzil_pages,
        manzil_study_days=manzil_days_in_cycle,
        manzil_pages_per_day=manzil_pages / manzil_days_in_cycle,
        finish_by=finish_by,
        finish_by_study_days=by_days,
        needed_lines_per_day=lines_needed(remaining_shares, remaining_chapters, by_days) if by_days else None,
    )


def lines_needed(shares: Sequence[float], chapters: Sequence[int], study_days: int) -> int | None:
    """The fewest lines a day (up to LINES_MAX) whose lessons cover these verses in `study_days`; None when even
    LINES_MAX would not, or nothing is left. Lessons are counted as the sabaq takes them (a binary search: more lines
    a day never take more days)."""
    if not shares or _days_to_cover(shares, chapters, LINES_MAX / LINES_PER_PAGE) > study_days:
        return None
    low, high = 1, LINES_MAX
    while low < high:
        middle = (low + high) // 2
        if _days_to_cover(shares, chapters, middle / LINES_PER_PAGE) <= study_days:
            high = middle
        else:
            low = middle + 1
    return low


def _days_to_cover(shares: Sequence[float], chapters: Sequence[int], per_day: float) -> int:
    """The study days the sabaq takes over verses of these shares and chapters (one lesson_end after another)."""
    days, index = 0, 0
    while index < len(shares):
        index = lesson_end(shares=shares, chapters=chapters, start=index, per_day=per_day)
        days += 1
    return days


# A lesson ends at a chapter's end rather than a verse or two into the next, or a verse or two before it: it stops at
# a new chapter once this share of it is filled, and takes the rest of its chapter when that keeps it within
# CHAPTER_END_STRETCH of its amount.
CHAPTER_END_FILLED = 0.75
CHAPTER_END_STRETCH = 1.25


def lesson_end(*, shares: Sequence[float], chapters: Sequence[int], start: int, per_day: float) -> int:
    """Where a lesson of `per_day` pages that starts at verse index `start` ends (the index after its last verse),
    among verses waiting in order with these page shares and chapters: whole verses, the last taken when it would
    fill the lesson more than half (a verse longer than the lesson is a lesson alone), ending at a chapter's end when
    one is near. Reads the lesson's verses and at most the rest of its last chapter."""
    filled, end = 0.0, len(shares)
    for index in range(start, len(shares)):
        share = shares[index]
        if index > start and (
            (chapters[index] != chapters[index - 1] and filled >= CHAPTER_END_FILLED * per_day)
            or filled + share / 2 > per_day
        ):
            end = index
            break
        filled += share
        if filled >= per_day:
            end = index + 1
            break
    if start < end < len(shares) and chapters[end] == chapters[end - 1]:
        chapter_end = next((at for at in range(end, len(shares)) if chapters[at] != chapters[end]), len(shares))
        if filled + sum(shares[end:chapter_end]) <= CHAPTER_END_STRETCH * per_day:
            end = chapter_end
    return end


def sabaq_take(
    *, shares: Sequence[float], chapters: Sequence[int], per_day: float | None, verses: int | None
) -> list[int]:
    """The indexes of the day's sabaq among verses waiting in order (their page shares and chapters): the first
    `verses` of them, or a lesson of `per_day` pages (lesson_end)."""
    if verses is not None:
        return list(range(min(verses, len(shares))))
    assert per_day is not None
    return list(range(lesson_end(shares=shares, chapters=chapters, start=0, per_day=per_day)))


def rotation_take(*, shares: Sequence[float], start: int, pages: float) -> list[int]:
    """The indexes of the day's manzil among memorised verses with these page shares (in the mushaf's order): from
    `start` on, wrapping round to the first, whole verses until `pages` are filled, never a verse twice."""
    taken: list[int] = []
    filled = 0.0
    for offset in range(len(shares)):
        index = (start + offset) % len(shares)
        if taken and filled + shares[index] / 2 > pages:
            break
        taken.append(index)
        filled += shares[index]
        if filled >= pages:
            break
    return taken


def range_numbers(ranges: Iterable[Sequence[int]]) -> list[int]:
    """The numbers of [first, last] ranges, in their order: [[5, 7], [1, 1]] → [5, 6, 7, 1]."""
    return [number for first, last in ranges for number in range(first, last + 1)]


def runs(numbers: Iterable[int]) -> list[tuple[int, int]]:
    """Sorted numbers as runs of consecutive ones: [1, 2, 3, 7, 8] → [(1, 3), (7, 8)]."""
    result: list[tuple[int, int]] = []
    for number in sorted(set(numbers)):
        if result and number == result[-1][1] + 1:
            result[-1] = (result[-1][0], number)
        else:
            result.append((number, number))
    return result


def plan_days_streak(*, done_days: set[date], today: date, is_study_day: Callable[[date], bool], since: date) -> int:
    """Plan days done in a row: study days back from today (today counted once done, never breaking it while it
    lasts), days off skipped, a study day not done ending it; not before `since`."""
    streak = 0
    day = today
    while day >= since:
        if is_study_day(day):
            if day in done_days:
                streak += 1
            elif day != today:
                break
        day -= timedelta(days=1)
    return streak
