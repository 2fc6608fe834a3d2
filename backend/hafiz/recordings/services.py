"""A learner's recordings: taken in (checked, re-muxed, stored privately, within the learner's quota), their marks
and keeping changed, deleted by the learner, and removed when they expire. The file leaves the store only once the
row's removal is committed, so a rolled-back removal never loses a recording."""

from dataclasses import dataclass
from datetime import datetime, timedelta
from functools import partial
from uuid import UUID

from django.conf import settings
from django.db import IntegrityError, transaction

from hafiz.accounts.models import User
from hafiz.common import clock
from hafiz.recitation import services as recitation_services
from hafiz.recitation.services import SlipMark
from hafiz.recordings.audio import recording_check
from hafiz.recordings.models import Recording
from hafiz.recordings.selectors import recording_of, recordings_held

# Expired recordings are removed this many at a time, each batch in its own transaction.
EXPIRY_BATCH = 500


class RecordingQuotaExceeded(Exception):
    """The learner holds as many recordings, or as many bytes of them, as they may; `message` says which."""

    def __init__(self, message: str):
        super().__init__(message)
        self.message = message


@dataclass(frozen=True)
class RecordingAdded:
    recording: Recording
    created: bool


def recording_add(
    *,
    user: User,
    upload_id: UUID,
    uploaded_file,
    passage_named: dict,
    verse_starts: list[int | None],
    slips: list[dict],
    recitation_session: UUID | None,
    now: datetime | None = None,
) -> RecordingAdded:
    """Take in a recording of the passage `passage_named` (validated by the call), its verses starting at
    `verse_starts` (ms, clamped to its decoded length) with `slips` marked on them.

    The same `upload_id` of the learner again answers the first recording and stores nothing. Otherwise the file is
    checked and re-muxed (hafiz.recordings.audio: RecordingRejected) outside any transaction, as decoding takes a
    second; then, one upload of the learner at a time, it is refused past the quota (RecordingQuotaExceeded) or stored.
    """
    earlier = recording_of(user=user, upload_id=upload_id)
    if earlier is not None:
        return RecordingAdded(recording=earlier, created=False)
    _quota_check(user=user, adding_bytes=uploaded_file.size)
    checked = recording_check(
        uploaded_file=uploaded_file,
        max_bytes=settings.RECORDING_MAX_BYTES,
        max_seconds=settings.RECORDING_MAX_SECONDS,
    )
    storage = Recording.audio.field.storage
    name = storage.save(checked.file.name, checked.file)
    try:
        with transaction.atomic():
            # The learner's row locked: two uploads at once are counted against the quota one after the other.
            User.objects.select_for_update().filter(pk=user.pk).first()
            earlier = recording_of(user=user, upload_id=upload_id)
            if earlier is not None:
                storage.delete(name)
                return RecordingAdded(recording=earlier, created=False)
            _quota_check(user=user, adding_bytes=checked.file.size)
            recording = Recording.objects.create(
                user=user,
                upload_id=upload_id,
                audio=name,
                content_type=checked.content_type,
                size=checked.file.size,
                duration_ms=checked.duration_ms,
                passage=passage_named,
                verse_starts=[None if start is None else min(start, checked.duration_ms) for start in verse_starts],
                slips=slips,
                recitation_session=recitation_session,
                recorded_at=now or clock.now(),
            )
            # Marks changed while it waited on the device reach its recitation, once both are in.
            _recitation_slips_follow(recording=recording)
    except (RecordingQuotaExceeded, IntegrityError):
        storage.delete(name)
        raise
    return RecordingAdded(recording=recording, created=True)


def _quota_check(*, user: User, adding_bytes: int) -> None:
    held = recordings_held(user=user)
    if held.count >= settings.RECORDINGS_MAX_COUNT:
        raise RecordingQuotaExceeded(
            f"You hold {settings.RECORDINGS_MAX_COUNT} recordings, as many as you may: delete one to record another."
        )
    if held.bytes + adding_bytes > settings.RECORDINGS_MAX_TOTAL_BYTES:
        megabytes = settings.RECORDINGS_MAX_TOTAL_BYTES / (1024 * 1024)
        raise RecordingQuotaExceeded(
            f"Your recordings would pass {megabytes:g} MB in all: delete some to record another."
        )


@transaction.atomic
def recording_update(*, recording: Recording, kept: bool | None = None, slips: list[dict] | None = None) -> Recording:
    """Keep (or no longer keep) a recording past its expiry, and put `slips` (validated against its passage) in place
    of its marks; the slips of the recitation it was recorded in follow them."""
    if kept is not None:
        recording.kept = kept
    if slips is not None:
        recording.slips = slips
        _recitation_slips_follow(recording=recording)
    recording.save(update_fields=["kept", "slips"])
    return recording


def _recitation_slips_follow(*, recording: Recording) -> None:
    """The slips of the recitation the recording was made in, put in line with its marks, when that recitation is
    the learner's own and of the same passage (a recording sent before its recitation leaves it as it came)."""
    if recording.recitation_session is None:
        return
    recitation_services.recitation_slips_replace(
        user=recording.user,
        session_id=recording.recitation_session,
        passage_named=recording.passage,
        slips=[SlipMark.from_input(slip) for slip in recording.slips],
    )


@transaction.atomic
def recording_delete(*, recording: Recording) -> None:
    recordings_files_delete(names=[recording.audio.name] if recording.audio.name else [])
    recording.delete()


def recordings_remove_expired(*, now: datetime | None = None) -> int:
    """Remove the recordings taken in RECORDING_DAYS_KEPT days ago or more that their learners did not keep, files
    and rows; returns how many."""
    before = (now or clock.now()) - timedelta(days=settings.RECORDING_DAYS_KEPT)
    removed = 0
    while True:
        with transaction.atomic():
            batch = list(
                Recording.objects.filter(kept=False, recorded_at__lte=before).values_list("pk", "audio")[:EXPIRY_BATCH]
            )
            if not batch:
                return removed
            recordings_files_delete(names=[name for _, name in batch])
            removed += Recording.objects.filter(pk__in=[pk for pk, _ in batch]).delete()[0]


def recordings_files_delete(*, names: list[str]) -> None:
    """Delete these stored recordings' files once the transaction that removes their rows commits."""
    storage = Recording.audio.field.storage
    for name in names:
        # robust: a store that fails to delete one file is logged, and leaves the others and the call alone.
        transaction.on_commit(partial(storage.delete, name), robust=True)
