"""Writes for the Hifz player: a learner's settings and their append-only listening history."""

from datetime import datetime

from django.utils import timezone

from hafiz.accounts.models import User
from hafiz.listening import selectors
from hafiz.listening.models import ListeningEvent, PlayerSettings


def player_settings_update(*, user: User, values: dict) -> dict:
    """Replace the learner's settings with `values` (already validated); returns them.

    One INSERT … ON CONFLICT statement: two saves racing each other cannot fail, the later one wins.
    """
    PlayerSettings.objects.bulk_create(
        [PlayerSettings(user=user, values=values)],
        update_conflicts=True,
        unique_fields=["user"],
        update_fields=["values", "updated_at"],
    )
    return values


def listening_record(
    *, user: User, chapter_number: int, from_verse: int, to_verse: int, repeats: int, listened_at: datetime | None = None
) -> ListeningEvent:
    """Record one pass over from_verse..to_verse of a chapter with every verse heard `repeats` times."""
    moment = listened_at or timezone.now()
    return ListeningEvent.objects.create(
        user=user,
        chapter_id=chapter_number,
        from_verse=from_verse,
        to_verse=to_verse,
        repeats=repeats,
        listened_at=moment,
        day=selectors.learner_day(user=user, moment=moment),
    )
