"""Writes for the Hifz player: a learner's settings and their append-only listening history."""

from dataclasses import dataclass
from datetime import UTC, datetime, timedelta

from django.conf import settings
from django.core import signing
from django.db import transaction
from django.db.models import Max

from hafiz.accounts.models import User
from hafiz.common import clock
from hafiz.listening import pace, selectors
from hafiz.listening.models import ListeningEvent, PlayerSettings
from hafiz.quran.models import Verse

# A player's listening_id is signed, not stored: it says who started listening when, and nobody can forge one.
_LISTENING_SALT = "hafiz.listening.started"
# A player left open longer than this starts again (a new listening_id) for its passes to count.
LISTENING_ID_LIFETIME = timedelta(hours=12)


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


@dataclass(frozen=True)
class ListeningStart:
    listening_id: str
    started_at: datetime


def listening_start(*, user: User, now: datetime | None = None) -> ListeningStart:
    """The player starts listening: a listening_id its passes name, from which they are timed (hafiz.listening.pace).
    No query."""
    now = now or clock.now()
    listening_id = signing.dumps({"user": user.pk, "at": now.timestamp()}, salt=_LISTENING_SALT, compress=True)
    return ListeningStart(listening_id=listening_id, started_at=now)


def _listening_started_at(*, user: User, listening_id: str, now: datetime) -> datetime | None:
    """When the learner's player started, from its listening_id; None for one not theirs, forged or too old."""
    try:
        started = signing.loads(listening_id, salt=_LISTENING_SALT)
    except signing.BadSignature:
        return None
    if not isinstance(started, dict) or started.get("user") != user.pk:
        return None
    started_at = datetime.fromtimestamp(started["at"], tz=UTC)
    return started_at if started_at <= now <= started_at + LISTENING_ID_LIFETIME else None


@transaction.atomic
def listening_record(
    *,
    user: User,
    first_verse: int,
    last_verse: int,
    repeats: int,
    listening_id: str | None = None,
    listened_at: datetime | None = None,
) -> ListeningEvent:
    """Record one pass over the verses first_verse..last_verse (global numbers, so the range may run over several
    chapters) with every verse heard `repeats` times. It counts toward the daily quest when it names the player's
    listening_id and took at least its recitation's length on the learner's listening clock (hafiz.listening.pace);
    else it is kept for the statistics only."""
    moment = listened_at or clock.now()
    heard_until = None
    started_at = _listening_started_at(user=user, listening_id=listening_id, now=moment) if listening_id else None
    if started_at:
        # One pass of a learner's at a time on their clock: two players recording together share it.
        User.objects.select_for_update().filter(pk=user.pk).values_list("pk").first()
        words = Verse.objects.filter(global_number__gte=first_verse, global_number__lte=last_verse)
        length = pace.pass_length(
            words_per_verse=[len(verse_words) for verse_words in words.values_list("words", flat=True)],
            repeats=repeats,
            scale=settings.PACE_SCALE,
        )
        previous = ListeningEvent.objects.filter(user=user).aggregate(until=Max("heard_until"))["until"]
        heard_until = pace.pass_heard_until(
            started_at=started_at, previous_heard_until=previous, length=length, now=moment
        )
    return ListeningEvent.objects.create(
        user=user,
        first_verse=first_verse,
        last_verse=last_verse,
        repeats=repeats,
        listened_at=moment,
        day=selectors.learner_day(user=user, moment=moment),
        heard_until=heard_until,
    )
