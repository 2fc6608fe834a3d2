"""Reads of a learner's learning path (and where they stand on it) and review schedule; each a fixed number of
queries."""

from collections.abc import Callable, Collection, Mapping
from dataclasses import dataclass
from datetime import UTC, date, datetime, time, timedelta
from statistics import fmean

from django.db import connection
from django.db.models import Count, Exists, IntegerField, Max, OuterRef, Q, Subquery
from django.db.models.expressions import RawSQL
from django.db.models.fields.json import KeyTextTransform
from django.db.models.functions import Greatest, Least, TruncDate
from fsrs import Card, Rating, State

from hafiz.accounts.models import User
from hafiz.common import clock
from hafiz.common.days import day_bounds, local_date
from hafiz.progress.models import PROGRESS_MAX, Game, VerseProgress
from hafiz.progress.selectors import verses_mastered_per_chapter, verses_memorised_count
from hafiz.quran import canon
from hafiz.quran.models import Verse
from hafiz.review.models import Confusion, LearningPath, ReviewLog, ScheduledVerse
from hafiz.review.paths import HAFIDH_CHAPTER_ORDER, custom_chapter_order, juz_amma_chapter_order
from hafiz.review.ratings import rating_name
from hafiz.review.scheduler import review_scheduler

DUE_PER_DAY_DAYS = 14
# review_today lists at most this many due verses (the oldest) and counts the rest: a learner back
# after a long break may have thousands due, more than a day's reviews and a response should hold.
REVIEW_TODAY_DUE_LIMIT = 100


@dataclass(frozen=True)
class VerseReference:
    surah_id: int
    ayah_id: int


@dataclass(frozen=True)
class DueVerse:
    surah_id: int
    ayah_id: int
    due: datetime


# The games a review session plays on each verse, in this order (quick ones that test recall, not recognition).
REVIEW_SESSION_GAMES = (Game.AUDIO, Game.SHUFFLING)


@dataclass(frozen=True)
class StepReview:
    rating: str  # as the API spells it (ratings.rating_name)
    due: datetime  # when the verse is next due, after its latest review


@dataclass(frozen=True)
class ReviewStep:
    surah_id: int
    ayah_id: int
    game: str
    review: StepReview | None  # None until the step's game is played and recorded as a review


@dataclass(frozen=True)
class VersePair:
    """Two verses, the first in the Qur'an's order first."""

    first: VerseReference
    second: VerseReference


@dataclass(frozen=True)
class ConfusedPair(VersePair):
    times: int  # wrong answers, either way round
    last_confused_at: datetime


@dataclass(frozen=True)
class ReviewToday:
    due: list[DueVerse]
    due_count: int
    new: list[VerseReference]
    session: list[ReviewStep]
    # Due verses the learner has confused with each other (in the drill "Which one?", or reciting): reviewed as a pair.
    confused_pairs: list[VersePair]


@dataclass(frozen=True)
class DueOnDay:
    date: date
    count: int


@dataclass(frozen=True)
class ReviewStats:
    memorised: int
    recall_today: float | None
    due_per_day: list[DueOnDay]


def learning_path_get(*, user: User) -> LearningPath:
    """The learner's path; for a learner who never chose, Hafiz's path at the default pace (not saved)."""
    return LearningPath.objects.filter(user=user).first() or LearningPath(user=user)


def learning_path_is_chosen(*, path: LearningPath) -> bool:
    """Whether the learner chose this path (it is saved), rather than being given the default one unasked."""
    return not path._state.adding


def learning_path_chapter_order(*, user: User, path: LearningPath | None = None) -> tuple[int, ...]:
    """All 114 chapter numbers in the order the learner's path takes them (see review.paths)."""
    path = path or learning_path_get(user=user)
    if path.kind == LearningPath.Kind.CUSTOM and path.chapter_id is not None:
        return custom_chapter_order(chapter=path.chapter_id)
    if path.kind == LearningPath.Kind.JUZ_AMMA and path.chapter_id is not None:
        return juz_amma_chapter_order(chapter=path.chapter_id)
    return HAFIDH_CHAPTER_ORDER


@dataclass(frozen=True)
class CurrentVerse:
    chapter_number: int
    verse_number: int
    path_finished: bool


def current_verse_get(*, user: User) -> CurrentVerse:
    """The first verse on the learner's path not yet at 100; when every verse is, the path's first
    verse with `path_finished`. Three queries."""
    order = learning_path_chapter_order(user=user)
    mastered = verses_mastered_per_chapter(user=user)
    chapter_number = next(
        (number for number in order if mastered.get(number, 0) < canon.VERSES_PER_CHAPTER[number - 1]), None
    )
    if chapter_number is None:
        return CurrentVerse(chapter_number=order[0], verse_number=1, path_finished=True)
    at_100 = VerseProgress.objects.filter(user=user, verse=OuterRef("pk"), progress=PROGRESS_MAX)
    verse_number = (
        Verse.objects.filter(chapter_id=chapter_number)
        .exclude(Exists(at_100))
        .order_by("number")
        .values_list("number", flat=True)
        .first()
    )
    # None only while the Qur'an is not (wholly) imported, as during a restore: the chapter's first verse then.
    return CurrentVerse(chapter_number=chapter_number, verse_number=verse_number or 1, path_finished=False)


def review_today(
    *,
    user: User,
    now: datetime | None = None,
    weakness_of: Callable[[list[int]], Mapping[int, float]] | None = None,
    left_out: Collection[int] = (),
) -> ReviewToday:
    """Verses due for review now, oldest due first (at most REVIEW_TODAY_DUE_LIMIT of them, and how many
    are due in all), the pairs among them the learner has confused, today's review session (review_session_steps),
    and today's plan of new verses: the next `daily_new_verses` verses along the learner's path that are not at 100
    yet. Of the verses that fell due on the same day of the learner's, those holding weak words come first, the
    weakest first: `weakness_of` weighs the weak words of the due verses (by global number; the call reads them from
    the learner's recitations, hafiz.recitation.selectors.verse_weakness, one query more when any is due). The verses
    `left_out` (global numbers: those the learner's hifz plan has them recite today, hafiz.plans) are not asked, so
    no verse is asked twice in a day. Five queries, six when more than the limit are due."""
    now = now or clock.now()
    due_now = ScheduledVerse.objects.filter(user=user, due__lte=now).exclude(verse__global_number__in=left_out)
    due_rows = list(
        due_now.order_by("due", "verse_id").values_list(
            "verse__global_number", "verse__chapter_id", "verse__number", "due"
        )[:REVIEW_TODAY_DUE_LIMIT]
    )
    weakness = weakness_of([row[0] for row in due_rows]) if weakness_of and due_rows else {}
    if weakness:
        # A stable sort: within a day and a weakness, the verses stay in the order they fell due.
        due_rows.sort(key=lambda row: (local_date(moment=row[3], time_zone=user.time_zone), -weakness.get(row[0], 0.0)))
    due_by_number = {
        global_number: DueVerse(surah_id=chapter, ayah_id=number, due=due_at)
        for global_number, chapter, number, due_at in due_rows
    }
    due = list(due_by_number.values())
    due_count = len(due) if len(due) < REVIEW_TODAY_DUE_LIMIT else due_now.count()
    path = learning_path_get(user=user)
    memorised = VerseProgress.objects.filter(user=user, verse=OuterRef("pk"), progress=PROGRESS_MAX)
    new = [
        VerseReference(surah_id=chapter, ayah_id=number)
        for chapter, number in Verse.objects.filter(~Exists(memorised))
        .annotate(position_on_path=_chapter_position(learning_path_chapter_order(user=user, path=path)))
        .order_by("position_on_path", "number")
        .values_list("chapter_id", "number")[: path.daily_new_verses]
    ]
    pairs = [(first, second) for first, second, *_ in _pairs_confused(user=user, among=list(due_by_number))]
    confused_pairs = [
        VersePair(first=_reference(due_by_number[first]), second=_reference(due_by_number[second]))
        for first, second in pairs
    ]
    session_order = _pairs_side_by_side(order=list(due_by_number), pairs=pairs)
    session = review_session_steps(user=user, due=[due_by_number[number] for number in session_order], now=now)
    return ReviewToday(due=due, due_count=due_count, new=new, session=session, confused_pairs=confused_pairs)


def _reference(verse: DueVerse) -> VerseReference:
    return VerseReference(surah_id=verse.surah_id, ayah_id=verse.ayah_id)


def _pairs_side_by_side(*, order: list[int], pairs: list[tuple[int, int]]) -> list[int]:
    """The verses of `order` in that order, each of a confused pair's verses followed at once by the other, so that
    the session reviews the two together."""
    partners: dict[int, list[int]] = {}
    for first, second in pairs:
        partners.setdefault(first, []).append(second)
        partners.setdefault(second, []).append(first)
    return list(dict.fromkeys(number for verse in order for number in (verse, *partners.get(verse, ()))))


# The profile lists this many of a learner's most confused pairs.
CONFUSED_PAIRS_SHOWN = 5


def _pairs_confused(*, user: User, among: list[int] | None = None):
    """(first, second, times, last confused at) per pair of verses (global numbers, first < second) the learner has
    confused, either way round, most confused first; only pairs of verses `among`, when given."""
    confusions = Confusion.objects.filter(user=user)
    if among is not None:
        confusions = confusions.filter(verse_id__in=among, taken_for_id__in=among)
    return (
        confusions.annotate(first=Least("verse_id", "taken_for_id"), second=Greatest("verse_id", "taken_for_id"))
        .values("first", "second")
        .annotate(times=Count("pk"), last=Max("confused_at"))
        .order_by("-times", "-last", "first", "second")
        .values_list("first", "second", "times", "last")
    )


def confused_pairs_top(*, user: User, limit: int = CONFUSED_PAIRS_SHOWN) -> list[ConfusedPair]:
    """The pairs of verses the learner has confused most (in the drill "Which one?", or reciting), either way round;
    on equal counts the latest confused first. Two queries."""
    pairs = list(_pairs_confused(user=user)[:limit])
    references = {
        global_number: VerseReference(surah_id=chapter, ayah_id=number)
        for global_number, chapter, number in Verse.objects.filter(
            global_number__in={verse for first, second, _, _ in pairs for verse in (first, second)}
        ).values_list("global_number", "chapter_id", "number")
    }
    return [
        ConfusedPair(first=references[first], second=references[second], times=times, last_confused_at=last)
        for first, second, times, last in pairs
    ]


def review_session_steps(*, user: User, due: list[DueVerse], now: datetime) -> list[ReviewStep]:
    """Today's review session, as the server keeps it so that a reload finds it where it was: each verse reviewed
    today while it was due (in the learner's day, first reviewed first) and then each of `due` not reviewed today,
    played through REVIEW_SESSION_GAMES; a step is done when a review from its game is logged today (the nth review
    from a game marks that game's nth step of the verse). Reviews of a verse before it was due (a game played early
    on the study page) are no part of the session.

    A verse that is due again after every game of it was played today (forgotten: back in 10 minutes) gets one
    more round of steps. One query."""
    day_start, _ = day_bounds(day=local_date(moment=now, time_zone=user.time_zone), time_zone=user.time_zone)
    logged = (
        ReviewLog.objects.filter(
            user=user, reviewed_at__gte=day_start, reviewed_at__lte=now, game__in=REVIEW_SESSION_GAMES
        )
        .annotate(
            verse_due=Subquery(ScheduledVerse.objects.filter(user=user, verse=OuterRef("verse")).values("due")[:1])
        )
        .order_by("reviewed_at", "pk")
        .values_list("verse__chapter_id", "verse__number", "game", "rating", "due_when_reviewed", "verse_due")
    )
    # verse → game → the ratings of its reviews today since it was first reviewed due; verses in that order
    ratings: dict[tuple[int, int], dict[str, list[str]]] = {}
    verse_due: dict[tuple[int, int], datetime] = {}
    for chapter, number, game, rating, due_when_reviewed, due_at in logged:
        verse = (chapter, number)
        if verse not in ratings and not due_when_reviewed:
            continue
        ratings.setdefault(verse, {}).setdefault(game, []).append(rating_name(Rating(rating)))
        verse_due[verse] = due_at
    due_now = {(verse.surah_id, verse.ayah_id) for verse in due}
    for due_verse in due:
        ratings.setdefault((due_verse.surah_id, due_verse.ayah_id), {})

    steps = []
    for (chapter, number), by_game in ratings.items():
        played = [len(by_game.get(game, [])) for game in REVIEW_SESSION_GAMES]
        rounds = max(max(played), min(played) + ((chapter, number) in due_now))
        for round_index in range(rounds):
            for game in REVIEW_SESSION_GAMES:
                game_ratings = by_game.get(game, [])
                review = (
                    StepReview(rating=game_ratings[round_index], due=verse_due[(chapter, number)])
                    if round_index < len(game_ratings)
                    else None
                )
                steps.append(ReviewStep(surah_id=chapter, ayah_id=number, game=game, review=review))
    return steps


def _chapter_position(order: tuple[int, ...]) -> RawSQL:
    """A verse's chapter's place in `order`, as SQL. Written out as one CASE string because the ORM's
    Case() with 114 When()s takes longer to compile (~15 ms) than the whole query takes to run."""
    column = f"{connection.ops.quote_name(Verse._meta.db_table)}.{connection.ops.quote_name('chapter_id')}"
    branches = " ".join(f"WHEN {int(chapter)} THEN {position}" for position, chapter in enumerate(order))
    return RawSQL(f"CASE {column} {branches} END", (), output_field=IntegerField())


def review_stats(*, user: User, now: datetime | None = None) -> ReviewStats:
    """The profile's review figures. Three queries.

    memorised: verses at 100, the one count of memorised verses the profile, quests and map share
    (verses_memorised_count). recall_today: the mean of FSRS's predicted probability of recalling now each
    memorised verse reviewed at least once (None when there is none); a verse not reviewed yet is left out,
    as FSRS has no memory state for it (py-fsrs would call it 0).
    due_per_day: verses coming due on each of the next 14 days (UTC), today's count including any
    overdue ones.
    """
    now = (now or clock.now()).astimezone(UTC)
    at_100 = VerseProgress.objects.filter(user=user, verse=OuterRef("verse"), progress=PROGRESS_MAX)
    # Only the two values retrievability reads, not the whole card: this reads every memorised verse.
    memory_states = ScheduledVerse.objects.filter(Exists(at_100), user=user, last_review__isnull=False).values_list(
        "last_review", KeyTextTransform("stability", "card")
    )
    recalls = [
        review_scheduler.get_card_retrievability(
            Card(
                card_id=0,
                state=State.Review,
                step=None,
                stability=float(stability),
                last_review=last_review,
                due=last_review,
            ),
            now,
        )
        for last_review, stability in memory_states
    ]

    today = now.date()
    window_end = datetime.combine(today + timedelta(days=DUE_PER_DAY_DAYS), time.min, tzinfo=UTC)
    due_dates = (
        ScheduledVerse.objects.filter(user=user, due__lt=window_end)
        .annotate(due_date=TruncDate("due"))
        .values("due_date")
        .annotate(count=Count("pk"))
        .values_list("due_date", "count")
    )
    counts = dict.fromkeys((today + timedelta(days=offset) for offset in range(DUE_PER_DAY_DAYS)), 0)
    for due_date, count in due_dates:
        counts[max(due_date, today)] += count
    return ReviewStats(
        memorised=verses_memorised_count(user=user),
        recall_today=fmean(recalls) if recalls else None,
        due_per_day=[DueOnDay(date=day, count=count) for day, count in counts.items()],
    )


def review_due_count(*, user: User, now: datetime | None = None) -> int:
    """How many of the learner's verses are due for review now (for the daily quest)."""
    return ScheduledVerse.objects.filter(user=user, due__lte=now or clock.now()).count()


def review_due_on_day(*, user: User, day_start: datetime, day_end: datetime) -> bool:
    """Whether the learner has reviews to do on the day [day_start, day_end), for drawing the daily review
    quest: a verse on their schedule since before the day began that is due before it ends, or was reviewed
    in it. Fixed for the whole day: a verse memorised during the day does not count, and a due verse that
    is reviewed still does. One query."""
    return (
        ScheduledVerse.objects.filter(user=user, scheduled_at__lt=day_start)
        .filter(Q(due__lt=day_end) | Q(last_review__gte=day_start))
        .exists()
    )


def review_done_count(*, user: User, since: datetime, now: datetime | None = None) -> int:
    """How many different verses the learner has reviewed from `since` (the start of their day, for the
    daily quest) until now."""
    return (
        ReviewLog.objects.filter(user=user, reviewed_at__gte=since, reviewed_at__lte=now or clock.now())
        .values("verse_id")
        .distinct()
        .count()
    )


def review_due_longest(
    *, user: User, limit: int, now: datetime | None = None, left_out: Collection[int] = ()
) -> list[int]:
    """The global numbers of the learner's verses due for review now, the `limit` longest due, the longest due first;
    the verses `left_out` (global numbers) are not counted. One query."""
    due = (
        ScheduledVerse.objects.filter(user=user, due__lte=now or clock.now())
        .exclude(verse__global_number__in=left_out)
        .order_by("due", "verse_id")
    )
    return list(due.values_list("verse__global_number", flat=True)[:limit])


def review_due_global_numbers(
    *, user: User, limit: int, now: datetime | None = None, left_out: Collection[int] = ()
) -> list[int]:
    """review_due_longest in the mushaf's order: today's review, to recite from memory (hafiz.recitation). One
    query."""
    return sorted(review_due_longest(user=user, limit=limit, now=now, left_out=left_out))


def memorised_times(*, user: User) -> list[tuple[int, datetime]]:
    """(global number, when it was memorised) of each verse on the learner's review schedule: a verse enters it the
    moment it reaches 100. One query."""
    return list(ScheduledVerse.objects.filter(user=user).values_list("verse__global_number", "scheduled_at"))
