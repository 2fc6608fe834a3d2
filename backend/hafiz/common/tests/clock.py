"""A readable fake clock for tests that depend on the learner's day."""

from datetime import datetime
from zoneinfo import ZoneInfo


def at(text: str, zone: str = "UTC") -> datetime:
    """A moment: at("2026-11-23 09:30") or at("2026-11-23 23:59", "Asia/Tokyo")."""
    return datetime.fromisoformat(text).replace(tzinfo=ZoneInfo(zone))
