"""A learner's calendar days: every daily count (quests, streaks, xp per day, reviews, listening) uses the
learner's own midnight.

A learner's day is the calendar day in their own time zone (User.time_zone, an IANA name the browser sends;
UTC until it does). Rows that count by day keep the day they fell on, so a later change of zone does not
move them.
"""

from datetime import date, datetime, time, timedelta
from functools import lru_cache
from zoneinfo import ZoneInfo, available_timezones

DEFAULT_TIME_ZONE = "UTC"


@lru_cache(maxsize=1)
def _known_time_zones() -> frozenset[str]:
    return frozenset(available_timezones())


def time_zone_is_known(name: str) -> bool:
    """An IANA zone name this server knows ("Europe/Moscow"); file-system tricks never pass."""
    return name in _known_time_zones()


def _learner_zone(time_zone: str) -> ZoneInfo:
    """The learner's zone; an unknown name (never stored, but be safe) counts as UTC."""
    return ZoneInfo(time_zone if time_zone_is_known(time_zone) else DEFAULT_TIME_ZONE)


def local_date(*, moment: datetime, time_zone: str) -> date:
    """The learner's calendar day at `moment`."""
    return moment.astimezone(_learner_zone(time_zone)).date()


def utc_offset_minutes(*, moment: datetime, time_zone: str) -> int:
    """Minutes the zone is ahead of UTC at `moment` (Moscow +180, Los Angeles in summer -420)."""
    offset = moment.astimezone(_learner_zone(time_zone)).utcoffset()
    assert offset is not None  # a time in a zone always has its offset
    return int(offset.total_seconds() // 60)


def day_bounds(*, day: date, time_zone: str) -> tuple[datetime, datetime]:
    """The learner's calendar day as [start, end): their midnight to their next midnight (23 or 25 hours
    apart on a day clocks change)."""
    zone = _learner_zone(time_zone)
    start = datetime.combine(day, time.min, tzinfo=zone)
    end = datetime.combine(day + timedelta(days=1), time.min, tzinfo=zone)
    return start, end


def week_monday(day: date) -> date:
    return day - timedelta(days=day.weekday())
