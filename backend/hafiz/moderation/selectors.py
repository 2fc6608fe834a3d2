from datetime import datetime

from django.db.models import Exists, OuterRef, Q
from knox.models import AuthToken

from hafiz.accounts.models import User
from hafiz.listening.models import ListeningEvent
from hafiz.progress.models import VerseProgress
from hafiz.review.models import ReviewLog
from hafiz.xp.models import XpEvent


def unused_guest_ids(*, since: datetime, now: datetime, limit: int) -> list[int]:
    """Up to `limit` guests not used since `since`: made and signed in before it, no token of theirs still good at
    `now` (a guest has no other way back in), and no win or bonus, verse progress, review or listening of theirs
    after it. One query."""
    after = {"user": OuterRef("pk")}
    used = (
        Exists(AuthToken.objects.filter(**after, expiry__gt=now))
        | Exists(XpEvent.objects.filter(**after, created_at__gte=since))
        | Exists(VerseProgress.objects.filter(**after, updated_at__gte=since))
        | Exists(ReviewLog.objects.filter(**after, reviewed_at__gte=since))
        | Exists(ListeningEvent.objects.filter(**after, listened_at__gte=since))
    )
    guests = User.objects.filter(is_guest=True, date_joined__lt=since).filter(
        Q(last_login__isnull=True) | Q(last_login__lt=since)
    )
    return list(guests.exclude(used).order_by("pk").values_list("pk", flat=True)[:limit])
