"""A moderator's writes: deactivating and reactivating learners (behind the user admin's actions and manage.py
learner_deactivate / learner_reactivate), and deleting unused guests (manage.py guests_prune)."""

from datetime import datetime, timedelta
from functools import partial

from django.db import transaction
from django.utils import timezone
from knox.models import AuthToken

from hafiz.accounts.models import User
from hafiz.moderation.selectors import unused_guest_ids
from hafiz.recordings.selectors import recording_files_of
from hafiz.recordings.services import recordings_files_delete
from hafiz.xp.services import xp_totals_recount

GUEST_UNUSED_DAYS = 30
_PRUNE_BATCH = 500


@transaction.atomic
def learners_deactivate(*, user_ids: list[int]) -> int:
    """Take learners off the site at once: every token of theirs stops working (401), and they leave both
    leaderboards and their counts, people search and every follow list and count (each reads active learners only).
    Nothing of theirs is deleted; learners_reactivate brings it all back. Returns how many were active."""
    learners = User.objects.filter(pk__in=user_ids, is_active=True)
    changed = learners.update(is_active=False)
    AuthToken.objects.filter(user_id__in=user_ids).delete()
    xp_totals_recount(user_ids=user_ids)
    return changed


@transaction.atomic
def learners_reactivate(*, user_ids: list[int]) -> int:
    """Undo learners_deactivate: back on the boards with their xp recounted from the ledger, in search and in the
    follow lists. They sign in again (their old tokens are gone). Returns how many were inactive."""
    changed = User.objects.filter(pk__in=user_ids, is_active=False).update(is_active=True)
    xp_totals_recount(user_ids=user_ids)
    return changed


@transaction.atomic
def learners_delete(*, user_ids: list[int]) -> int:
    """Delete learners with everything they own (progress, ledger, reviews, listening, follows both ways, tokens, their
    photo and recordings' files once committed), deactivated first, which takes them off the boards' counts: deleting a totals row
    alone would leave them counted. For guests_prune. Returns how many."""
    learners_deactivate(user_ids=user_ids)
    learners = User.objects.filter(pk__in=user_ids)
    photos = list(learners.exclude(photo="").values_list("photo", flat=True))
    recordings_files_delete(names=recording_files_of(user_ids=user_ids))
    _, deleted = learners.delete()
    for name in photos:
        transaction.on_commit(partial(User.photo.field.storage.delete, name))
    return deleted.get(User._meta.label, 0)


def guests_prune(*, now: datetime | None = None) -> int:
    """Delete the guest accounts unused for GUEST_UNUSED_DAYS (moderation.selectors.unused_guest_ids) with everything
    they own (learners_delete), a batch at a time, each found and deleted in one transaction; returns how many."""
    now = now or timezone.now()
    since = now - timedelta(days=GUEST_UNUSED_DAYS)
    pruned = 0
    while True:
        with transaction.atomic():
            batch = unused_guest_ids(since=since, now=now, limit=_PRUNE_BATCH)
            if not batch:
                return pruned
            pruned += learners_delete(user_ids=batch)
