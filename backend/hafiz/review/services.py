"""Writes to a learner's learning path and review schedule.

Every time is a parameter (`now`, default the current time) so tests can run a learner through weeks
of reviews on a fake clock; FSRS wants it in UTC, which the app's clock (hafiz.common.clock) gives.
"""

from collections.abc import Sequence
from dataclasses import dataclass
from datetime import UTC, datetime, timedelta
from uuid import UUID

from django.db import transaction
from django.db.models import F
from fsrs import Card, Rating

from hafiz.accounts.models import User
from hafiz.common import clock
from hafiz.quran.models import Verse
from hafiz.review.models import RECITATION, Confusion, LearningPath, ReviewLog, ScheduledVerse
from hafiz.review.ratings import review_rating
from hafiz.review.scheduler import review_scheduler

# A confused pair of memorised verses is due again together this soon, as a verse forgotten in a review comes back
# within FSRS's relearning step: telling them apart has lapsed.
CONFUSED_PAIR_BACK_IN = timedelta(minutes=10)


class VerseNotScheduled(Exception):
    """The verse is not on the learner's review schedule: they have not memorised it (taken it to 100)."""


class GamePlayedBeforeMemorised(Exception):
    """The game was dealt before the verse joined the schedule (the wins that memorised it): it says nothing of
    how well the verse is remembered since."""


class GameExpired(Exception):
    """The game is past its lifetime: too old to say how well the verse is remembered now."""


@dataclass(frozen=True)
class ReviewResult:
    """A review's rating and when the verse is next due; `repeated` when its game was recorded as a review before
    (nothing new written then)."""

    rating: Rating
    due: datetime
    repeated: bool = False


@transaction.atomic
def learning_path_set(*, user: User, kind: str, chapter_number: int | None, daily_new_verses: int) -> LearningPath:
    """Replace the learner's path. A custom path needs its chapter, a Juz 'Amma path its start; Hafiz's path has
    none."""
    path, _ = LearningPath.objects.update_or_create(
        user=user,
        defaults={
            "kind": LearningPath.Kind(kind),
            "chapter_id": chapter_number if kind != LearningPath.Kind.HAFIDH else None,
            "daily_new_verses": daily_new_verses,
        },
    )
    return path


def review_schedule_enter(*, user: User, verse: Verse, now: datetime | None = None) -> None:
    """Put a verse the learner has taken to 100 on their review schedule, due at once (a new FSRS card).

    A verse already on the schedule keeps its card, so calling this twice changes nothing. One statement,
    atomic on its own: no @transaction.atomic, which would only add a savepoint to the win that calls it.
    """
    now = (now or clock.now()).astimezone(UTC)
    card = Card(card_id=verse.pk, due=now)
    ScheduledVerse.objects.bulk_create(
        [ScheduledVerse(user=user, verse=verse, card=card.to_dict(), due=card.due, scheduled_at=now)],
        ignore_conflicts=True,
    )


# What a review changes on a ScheduledVerse (_card_reviewed).
REVIEWED_FIELDS = ["card", "due", "last_review"]


def _card_reviewed(scheduled: ScheduledVerse, *, rating: Rating, now: datetime) -> None:
    """Let FSRS review the row's card with `rating` at `now`: its card, due time and last review change (unsaved)."""
    card, _ = review_scheduler.review_card(Card.from_dict(scheduled.card), rating, review_datetime=now)
    scheduled.card, scheduled.due, scheduled.last_review = card.to_dict(), card.due, card.last_review


@transaction.atomic
def review_record(
    *,
    user: User,
    chapter_number: int,
    verse_number: int,
    game: str,
    won: bool,
    mistakes: int,
    flips: int | None = None,
    pairs: int | None = None,
    game_id: UUID | None = None,
    game_dealt_at: datetime | None = None,
    game_expires_at: datetime | None = None,
    now: datetime | None = None,
) -> ReviewResult:
    """Review a scheduled verse with the result of a game: rate it, let FSRS reschedule it, log it.

    `game_id` names the graded game the result comes from: a game is one review, so the same game_id again answers
    the first review's rating and the verse's due time, and changes nothing, even once the game has expired. Else a
    game dealt (`game_dealt_at`) before the verse joined the schedule is no review of it (GamePlayedBeforeMemorised),
    nor one past its lifetime (`game_expires_at`: GameExpired).

    Raises VerseNotScheduled for a verse the learner has not memorised. The row is locked until the
    end, so two results arriving at once are both applied, one after the other.
    """
    now = (now or clock.now()).astimezone(UTC)
    scheduled = (
        ScheduledVerse.objects.select_for_update(of=("self",))
        .filter(user=user, verse__chapter_id=chapter_number, verse__number=verse_number)
        .first()
    )
    if scheduled is None:
        raise VerseNotScheduled
    earlier = ReviewLog.objects.filter(user=user, game_id=game_id).first() if game_id is not None else None
    if earlier is not None:
        return ReviewResult(rating=Rating(earlier.rating), due=scheduled.due, repeated=True)
    if game_dealt_at is not None and game_dealt_at < scheduled.scheduled_at:
        raise GamePlayedBeforeMemorised
    if game_expires_at is not None and game_expires_at <= now:
        raise GameExpired
    rating = review_rating(won=won, mistakes=mistakes, game=game, flips=flips, pairs=pairs)
    was_due = scheduled.due <= now
    _card_reviewed(scheduled, rating=rating, now=now)
    scheduled.save(update_fields=REVIEWED_FIELDS)
    ReviewLog.objects.create(
        user=user,
        verse_id=scheduled.verse_id,
        game=game,
        rating=rating,
        reviewed_at=now,
        game_id=game_id,
        due_when_reviewed=was_due,
    )
    return ReviewResult(rating=rating, due=scheduled.due)


@transaction.atomic
def verses_recited_review(
    *, user: User, ratings: dict[int, Rating], now: datetime | None = None
) -> dict[int, ReviewResult]:
    """Review at once each verse of a recitation from memory that is on the learner's schedule: `ratings` maps a
    verse's global number to its rating (hafiz.recitation.rules); FSRS reschedules each and the log keeps one review
    per verse, as a game's review would. Verses the learner has not memorised are left out of the answer (global
    number → result). Three queries, however many verses."""
    now = (now or clock.now()).astimezone(UTC)
    scheduled_verses = list(
        ScheduledVerse.objects.select_for_update(of=("self",))
        .filter(user=user, verse__global_number__in=ratings)
        .annotate(global_number=F("verse__global_number"))
    )
    results, logs = {}, []
    for scheduled in scheduled_verses:
        rating = ratings[scheduled.global_number]
        logs.append(
            ReviewLog(
                user=user,
                verse_id=scheduled.verse_id,
                game=RECITATION,
                rating=rating,
                reviewed_at=now,
                due_when_reviewed=scheduled.due <= now,
            )
        )
        _card_reviewed(scheduled, rating=rating, now=now)
        results[scheduled.global_number] = ReviewResult(rating=rating, due=scheduled.due)
    # Written back as one upsert on the rows' ids: bulk_update's CASE per row and field took Django ~1 s to build for a
    # juz (564 verses), where this takes a few milliseconds. Every row exists, so each insert meets its id.
    ScheduledVerse.objects.bulk_create(
        scheduled_verses, update_conflicts=True, unique_fields=["id"], update_fields=REVIEWED_FIELDS
    )
    ReviewLog.objects.bulk_create(logs)
    return results


@transaction.atomic
def review_schedule_age(*, user: User, days: int) -> int:
    """Move the learner's whole schedule `days` into the past, as if that time had gone by: every due
    date, last review and entry time, and the review log with them. Returns how many verses moved.

    For tests and support: there is no other way to make time pass for one learner.
    """
    shift = timedelta(days=days)
    scheduled_verses = list(ScheduledVerse.objects.select_for_update().filter(user=user))
    for scheduled in scheduled_verses:
        card = Card.from_dict(scheduled.card)
        card.due -= shift
        if card.last_review is not None:
            card.last_review -= shift
        scheduled.card = card.to_dict()
        scheduled.due = card.due
        scheduled.last_review = card.last_review
        scheduled.scheduled_at -= shift
    ScheduledVerse.objects.bulk_update(scheduled_verses, ["card", "due", "last_review", "scheduled_at"], batch_size=500)
    ReviewLog.objects.filter(user=user).update(reviewed_at=F("reviewed_at") - shift)
    return len(scheduled_verses)


@transaction.atomic
def confusions_record(
    *, user: User, confusions: Sequence[tuple[int, int]], game_id: UUID, now: datetime | None = None
) -> None:
    """Records each wrong answer of a graded "Which one?" drill, (the verse asked, the verse taken for it) by global
    number, and brings every memorised verse of those pairs back for review together: due within
    CONFUSED_PAIR_BACK_IN, unless it is due sooner already. Three queries."""
    now = (now or clock.now()).astimezone(UTC)
    Confusion.objects.bulk_create(
        [
            Confusion(user=user, verse_id=verse, taken_for_id=taken_for, confused_at=now, game_id=game_id)
            for verse, taken_for in confusions
        ]
    )
    back_at = now + CONFUSED_PAIR_BACK_IN
    brought_back = list(
        # Only the learner's schedule rows: not the verses they join, which every learner shares.
        ScheduledVerse.objects.select_for_update(of=("self",)).filter(
            user=user, verse__global_number__in={verse for pair in confusions for verse in pair}, due__gt=back_at
        )
    )
    for scheduled in brought_back:
        card = Card.from_dict(scheduled.card)
        card.due = back_at
        scheduled.card, scheduled.due = card.to_dict(), back_at
    ScheduledVerse.objects.bulk_update(brought_back, ["card", "due"])
