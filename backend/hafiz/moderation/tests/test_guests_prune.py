from datetime import timedelta

import pytest
from django.core.files.base import ContentFile
from django.core.management import call_command
from django.utils import timezone
from knox.models import AuthToken

from hafiz.accounts.models import User
from hafiz.accounts.services import user_create_guest
from hafiz.people.models import Follow
from hafiz.progress.models import VerseProgress
from hafiz.xp.models import LeaderboardCount, XpEvent, XpTotal

NOW = timezone.now()
LONG_AGO = NOW - timedelta(days=31)


def _guest(*, joined=LONG_AGO, won_at=None, win=None) -> User:
    guest = user_create_guest()
    User.objects.filter(pk=guest.pk).update(date_joined=joined, last_login=joined)
    if won_at:
        win(guest, (112, 1), "memory", now=won_at)
        VerseProgress.objects.filter(user=guest).update(updated_at=won_at)
    return guest


@pytest.mark.django_db
def test_guests_unused_for_30_days_go_with_everything_they_own(user, win, capsys, django_capture_on_commit_callbacks):
    storage = User.photo.field.storage
    gone = _guest(won_at=LONG_AGO, win=win)
    gone.photo.name = storage.save("photos/pruned-guest.jpg", ContentFile(b"jpeg"))
    gone.save(update_fields=["photo"])
    AuthToken.objects.filter(pk=AuthToken.objects.create(user=gone)[0].pk).update(expiry=LONG_AGO)
    Follow.objects.create(follower=gone, followee=user)
    win(user, (112, 1), "memory")
    still_playing = _guest(won_at=NOW - timedelta(days=5), win=win)
    new_guest = _guest(joined=NOW - timedelta(days=2))
    old_learner = User.objects.filter(pk=user.pk)
    old_learner.update(date_joined=LONG_AGO, last_login=LONG_AGO)

    with django_capture_on_commit_callbacks(execute=True):
        call_command("guests_prune")

    assert "1 unused guest accounts removed" in capsys.readouterr().out
    assert set(User.objects.values_list("pk", flat=True)) == {user.pk, still_playing.pk, new_guest.pk}
    for owned in (XpEvent, VerseProgress, XpTotal, AuthToken):
        assert not owned.objects.filter(user_id=gone.pk).exists()
    assert not Follow.objects.filter(follower_id=gone.pk).exists()
    assert not storage.exists("photos/pruned-guest.jpg")
    # The boards count only who is left: the learner and the guest still playing, on the all-time board.
    assert sum(LeaderboardCount.objects.filter(board="all").values_list("learners", flat=True)) == 2


@pytest.mark.django_db
def test_a_guest_signed_in_lately_is_kept(db):
    guest = _guest()
    User.objects.filter(pk=guest.pk).update(last_login=NOW - timedelta(days=1))

    call_command("guests_prune")

    assert User.objects.filter(pk=guest.pk).exists()


@pytest.mark.django_db
def test_a_guest_who_still_holds_a_good_token_is_kept(db):
    guest = _guest()
    AuthToken.objects.create(user=guest)

    call_command("guests_prune")

    assert User.objects.filter(pk=guest.pk).exists()
