"""Helpers for progress tests: verses by reference, progress rows made directly, wins at a given time."""

from datetime import datetime
from zoneinfo import ZoneInfo

import pytest

from hafiz.progress.models import VerseProgress
from hafiz.progress.services import progress_record_win
from hafiz.quran.models import Verse

UTC = ZoneInfo("UTC")


def at(text: str, zone: str = "UTC") -> datetime:
    """A moment for the fake clock: at("2026-11-23 09:30") or at("2026-11-23 23:59", "Asia/Tokyo")."""
    return datetime.fromisoformat(text).replace(tzinfo=ZoneInfo(zone))


@pytest.fixture
def verse_at(db):
    def get(chapter_number: int, verse_number: int) -> Verse:
        return Verse.objects.get(chapter_id=chapter_number, number=verse_number)

    return get


@pytest.fixture
def set_progress(db):
    """Put a user's progress on some verses of a chapter straight into the table."""

    def put(*, user, chapter_number: int, verse_numbers, progress: int, games_won: int = 0) -> None:
        verses = Verse.objects.filter(chapter_id=chapter_number, number__in=list(verse_numbers))
        VerseProgress.objects.bulk_create(
            VerseProgress(user=user, verse=verse, progress=progress, games_won=games_won) for verse in verses
        )

    return put


@pytest.fixture
def win(verse_at):
    """Record a win the way the progress call does: win(user, (112, 1), "memory", now=at(...))."""

    def record(user, reference: tuple[int, int], game: str | None = "memory", **options):
        return progress_record_win(user=user, verse=verse_at(*reference), game=game, **options)

    return record
