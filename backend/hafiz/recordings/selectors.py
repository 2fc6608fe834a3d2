"""A learner's recordings, read: their list, one by its upload id, what they hold against the quota."""

from dataclasses import dataclass
from datetime import datetime, timedelta
from uuid import UUID

from django.conf import settings
from django.db.models import Count, Sum

from hafiz.accounts.models import User
from hafiz.recordings.models import Recording

# The list reads everything but the marks, which only hearing one back needs.
_LISTED_FIELDS = ("upload_id", "content_type", "size", "duration_ms", "passage", "recorded_at", "kept")


@dataclass(frozen=True)
class RecordingsHeld:
    count: int
    bytes: int


def recordings_of(*, user: User) -> list[Recording]:
    """The learner's recordings, newest first."""
    return list(Recording.objects.filter(user=user).only(*_LISTED_FIELDS).order_by("-recorded_at", "-pk"))


def recording_of(*, user: User, upload_id: UUID) -> Recording | None:
    """The learner's recording of this upload id; None for another learner's, as for none."""
    return Recording.objects.filter(user=user, upload_id=upload_id).first()


def recordings_held(*, user: User) -> RecordingsHeld:
    held = Recording.objects.filter(user=user).aggregate(count=Count("pk"), size=Sum("size"))
    return RecordingsHeld(count=held["count"], bytes=held["size"] or 0)


def recording_expires_at(*, recording: Recording) -> datetime | None:
    """When the recording will be removed, or None while it is kept."""
    return None if recording.kept else recording.recorded_at + timedelta(days=settings.RECORDING_DAYS_KEPT)


def recording_files_of(*, user_ids: list[int]) -> list[str]:
    """The stored names of these learners' recordings, to delete with the learners (hafiz.moderation)."""
    return list(Recording.objects.filter(user_id__in=user_ids).values_list("audio", flat=True))
