"""What a learner's slips say (docs/product.md §2.17): their weak words (weighed by hafiz.recitation.weakness), their
weakest verses with the trend of their slips, and their slips week by week. Every selector reads one learner's own
slips: no call shows them to anyone else."""

from collections import defaultdict
from collections.abc import Collection
from dataclasses import dataclass
from datetime import date, datetime, timedelta
from zoneinfo import ZoneInfo

from django.db.models import Count, F, Max, OuterRef, Q, QuerySet, Subquery
from django.db.models.functions import Coalesce, TruncDate

from hafiz.accounts.models import User
from hafiz.common import clock
from hafiz.common.days import day_bounds, local_date
from hafiz.recitation.models import RecitedVerse, Slip
from hafiz.recitation.weakness import HORIZON_DAYS, SlipSeen, WeakWord, weak_words, weak_words_by_verse

# The Weak spots page lists this many verses, the weakest first.
WEAK_SPOTS_SHOWN = 30
# A verse's trend compares its slips per recitation over the last TREND_DAYS with the TREND_DAYS before.
TREND_DAYS = 28
# The profile's chart of slips, a bar a week.
HISTORY_WEEKS = 12
# A verse slipped on, then recited without a slip this long after, is mended (once no word of it is weak).
MENDED_AFTER = timedelta(days=30)
MENDED_SHOWN = 10


class Trend:
    NEW = "new"  # no recitation of the verse in the weeks before
    FEWER = "fewer"
    MORE = "more"
    SAME = "same"  # as many, or not recited lately

    ALL = (NEW, FEWER, MORE, SAME)


@dataclass(frozen=True)
class WeakVerse:
    verse: int
    weakness: float
    words: list[WeakWord]
    slips_recent: int
    slips_before: int
    trend: str


@dataclass(frozen=True)
class WeekSlips:
    start: date
    slips: int


@dataclass(frozen=True)
class SlipHistory:
    weeks: list[WeekSlips]
    mended: list[int]
    mended_count: int


def _slips_seen(*, user: User, verses: Collection[int] | None, now: datetime) -> list[SlipSeen]:
    """The learner's slips of the last HORIZON_DAYS days (on `verses` only, global numbers, when named), each with
    the clean recitations of its verse since: the recitations of the verse after it without its first letters shown
    (which prove no word came back by itself), less those of them that slipped on the same word again. One query.

    Both are counted by subtraction, each a range of an index (RecitedVerse's by verse, hinted and time; Slip's by
    verse, word and time), rather than by asking of every later recitation whether it slipped on the word: that grew with the square
    of how often a verse is recited (docs/benchmarks.md, weak spots)."""
    slips = Slip.objects.filter(user=user, slipped_at__gt=now - timedelta(days=HORIZON_DAYS), slipped_at__lte=now)
    if verses is not None:
        slips = slips.filter(verse_id__in=verses)
    recited_after = RecitedVerse.objects.filter(
        user=user, verse=OuterRef("verse"), hinted=False, recited_at__gt=OuterRef("slipped_at"), recited_at__lte=now
    )
    # The same recitation's row for this verse says whether it was hinted: a hinted one was never counted above.
    slipped_again = Slip.objects.filter(
        user=user,
        verse=OuterRef("verse"),
        word=OuterRef("word"),
        slipped_at__gt=OuterRef("slipped_at"),
        slipped_at__lte=now,
        recitation__recited_verses__verse=OuterRef("verse"),
        recitation__recited_verses__hinted=False,
    )
    rows = slips.annotate(
        # Counted as rows ("*"), which PostgreSQL reads from the index alone.
        recited_after=_counted(recited_after, "*"),
        slipped_again=_counted(slipped_again, "recitation", distinct=True),
    ).values_list("verse_id", "word", "kind", "slipped_at", "recited_after", "slipped_again")
    return [
        SlipSeen(verse=verse, word=word, kind=kind, slipped_at=slipped_at, clean_since=max(after - again, 0))
        for verse, word, kind, slipped_at, after, again in rows
    ]


def _counted(rows: QuerySet, field: str, *, distinct: bool = False) -> Coalesce:
    """How many `rows` (bound to the outer slip) there are, or how many distinct `field` values they hold, as a column
    of the outer query."""
    counts = rows.order_by().values("verse").annotate(count=Count(field, distinct=distinct)).values("count")
    return Coalesce(Subquery(counts), 0)


def verses_recited_between(*, user: User, start: datetime, end: datetime, verses: Collection[int]) -> set[int]:
    """The verses among `verses` (global numbers) the learner recited from memory in [start, end). One query."""
    return set(
        RecitedVerse.objects.filter(user=user, recited_at__gte=start, recited_at__lt=end, verse_id__in=verses)
        .values_list("verse_id", flat=True)
        .distinct()
    )


def weak_words_among(*, user: User, verses: Collection[int], now: datetime | None = None) -> list[WeakWord]:
    """The learner's weak words in `verses` (global numbers: a verse, a page, a passage), in the mushaf's order. One
    query."""
    now = now or clock.now()
    return weak_words(_slips_seen(user=user, verses=verses, now=now), now=now)


def verse_weakness(
    *, user: User, verses: Collection[int] | None = None, now: datetime | None = None
) -> dict[int, float]:
    """Each verse holding weak words of the learner's (global number; among `verses` when named) → the sum of their
    weakness. One query."""
    now = now or clock.now()
    by_verse = weak_words_by_verse(weak_words(_slips_seen(user=user, verses=verses, now=now), now=now))
    return {verse: sum(word.weakness for word in words) for verse, words in by_verse.items()}


def weak_spots(*, user: User, now: datetime | None = None, limit: int = WEAK_SPOTS_SHOWN) -> list[WeakVerse]:
    """The learner's weakest verses, at most `limit`, the weakest first: each with its weak words and the trend of its
    slips per recitation, the last TREND_DAYS against the TREND_DAYS before. Two queries."""
    now = now or clock.now()
    slips = _slips_seen(user=user, verses=None, now=now)
    words_by_verse = weak_words_by_verse(weak_words(slips, now=now))
    weakness = {verse: round(sum(word.weakness for word in words), 2) for verse, words in words_by_verse.items()}
    shown = sorted(weakness, key=lambda verse: (-weakness[verse], verse))[:limit]

    recent_from, before_from = now - timedelta(days=TREND_DAYS), now - timedelta(days=2 * TREND_DAYS)
    slip_counts: dict[int, list[int]] = defaultdict(lambda: [0, 0])
    for slip in slips:
        if slip.slipped_at > before_from:
            slip_counts[slip.verse][slip.slipped_at <= recent_from] += 1
    recitations = {
        verse: (recent, before)
        for verse, recent, before in RecitedVerse.objects.filter(
            user=user, verse_id__in=shown, recited_at__gt=before_from, recited_at__lte=now
        )
        .values("verse")
        .annotate(
            recent=Count("pk", filter=Q(recited_at__gt=recent_from)),
            before=Count("pk", filter=Q(recited_at__lte=recent_from)),
        )
        .values_list("verse", "recent", "before")
    }
    return [
        WeakVerse(
            verse=verse,
            weakness=weakness[verse],
            words=words_by_verse[verse],
            slips_recent=slip_counts[verse][0],
            slips_before=slip_counts[verse][1],
            trend=_trend(slips=slip_counts[verse], recitations=recitations.get(verse, (0, 0))),
        )
        for verse in shown
    ]


def _trend(*, slips: list[int], recitations: tuple[int, int]) -> str:
    """Slips per recitation lately (slips[0] in recitations[0]) against the weeks before (slips[1] in recitations[1])."""
    (recent, before), (recited_recent, recited_before) = slips, recitations
    if recited_before == 0:
        return Trend.NEW
    if recited_recent == 0:
        return Trend.SAME
    # Compared without dividing: recent / recited_recent against before / recited_before.
    lately, earlier = recent * recited_before, before * recited_recent
    return Trend.FEWER if lately < earlier else Trend.MORE if lately > earlier else Trend.SAME


def slip_history(*, user: User, now: datetime | None = None) -> SlipHistory:
    """The learner's slips in each of the last HISTORY_WEEKS weeks of their days (the last ending today), and the
    verses they mended: slipped on, recited with no slip a month or more after the last slip, and no longer weak.
    Two queries, three when a verse is mended."""
    now = now or clock.now()
    today = local_date(moment=now, time_zone=user.time_zone)
    first_day = today - timedelta(days=7 * HISTORY_WEEKS - 1)
    per_day = (
        Slip.objects.filter(user=user, slipped_at__gte=day_bounds(day=first_day, time_zone=user.time_zone)[0])
        .annotate(day=TruncDate("slipped_at", tzinfo=ZoneInfo(user.time_zone)))
        .values("day")
        .annotate(count=Count("pk"))
        .values_list("day", "count")
    )
    weeks = [0] * HISTORY_WEEKS
    for day, count in per_day:
        if first_day <= day <= today:
            weeks[(day - first_day).days // 7] += count

    # Recited with no slip (and without its first letters shown) a month or more after its last slip.
    last_recited = RecitedVerse.objects.filter(user=user, verse=OuterRef("verse"), hinted=False).order_by("-recited_at")
    mended_once = list(
        Slip.objects.filter(user=user)
        .values("verse")
        .annotate(last_slip=Max("slipped_at"))
        .annotate(last_recited=Subquery(last_recited.values("recited_at")[:1]))
        .filter(last_recited__gte=F("last_slip") + MENDED_AFTER)
        .order_by("-last_recited", "verse")
        .values_list("verse", flat=True)
    )
    # Slips clustered before it can still weigh enough to keep a word weak: such a verse is not mended yet.
    still_weak = verse_weakness(user=user, verses=mended_once, now=now) if mended_once else {}
    mended = [verse for verse in mended_once if verse not in still_weak]
    return SlipHistory(
        weeks=[WeekSlips(start=first_day + timedelta(days=7 * week), slips=count) for week, count in enumerate(weeks)],
        mended=mended[:MENDED_SHOWN],
        mended_count=len(mended),
    )
