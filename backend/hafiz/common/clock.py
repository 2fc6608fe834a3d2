"""The app's own clock: the time every learner's day is read from (quests, streaks, reviews, recitations, the hifz
plan). It is the real time, except on a test server whose settings name CLOCK_SHIFT_FILE: a file holding how many
seconds the clock runs ahead, which an end-to-end test writes to move its learner to the next day without waiting a
day. Only the tests' settings read that file; every other settings module leaves the clock real."""

from datetime import datetime, timedelta
from pathlib import Path

from django.conf import settings
from django.utils import timezone


def _shift_seconds(shift_file: str) -> float:
    """The seconds written in the file; none when it is missing, empty or not a number."""
    try:
        return float(Path(shift_file).read_text() or 0)
    except (OSError, ValueError):
        return 0.0


def now() -> datetime:
    """The current time as the app reads it (aware, UTC)."""
    moment = timezone.now()
    shift_file = getattr(settings, "CLOCK_SHIFT_FILE", None)
    return moment + timedelta(seconds=_shift_seconds(shift_file)) if shift_file else moment
