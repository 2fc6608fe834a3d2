"""Reads of a learner's verse progress, levels and bookmarks.

Each is a fixed number of queries whatever the learner's history.
"""

from collections import Counter
from dataclasses import dataclass

from django.db.models import Count, OuterRef, Q, QuerySet, Subquery, Sum

from hafiz.accounts.models import User
from hafiz.progress.models import PROGRESS_MAX, Bookmark, VerseProgress
from hafiz.quran import canon
from hafiz.quran.content import content
from hafiz.quran.models import Verse
from hafiz.quran.selectors import held_with_divisions


@dataclass(frozen=True)
class Level:
    index: int
    done: bool
    # How far the learner is through the chapter, 0 to 100: see chapter_percent.
    progress: int


def verse_progress_get(*, user: User, chapter_number: int, verse_number: int) -> int:
    """0 for a verse the user has never won a game on (no row is made by reading)."""
    progress = (
        VerseProgress.objects.filter(user=user, verse__chapter_id=chapter_number, verse__number=verse_number)
        .values_list("progress", flat=True)
        .first()
    )
    return progress or 0


@dataclass(frozen=True)
class ChapterTotals:
    progress_sum: int
    mastered: int


def chapter_totals(*, user: User) -> dict[int, ChapterTotals]:
    """Chapter number → the sum of this user's verse progress in it and how many of its verses are at 100; chapters
    they have not begun are left out. One query."""
    rows = (
        VerseProgress.objects.filter(user=user)
        .values("verse__chapter_id")
        .annotate(progress_sum=Sum("progress"), mastered=Count("pk", filter=Q(progress=PROGRESS_MAX)))
        .values_list("verse__chapter_id", "progress_sum", "mastered")
    )
    return {
        chapter: ChapterTotals(progress_sum=progress_sum, mastered=mastered) for chapter, progress_sum, mastered in rows
    }


def verses_mastered_per_chapter(*, user: User) -> dict[int, int]:
    """Chapter number → how many of its verses this user has at 100. One query."""
    return {chapter: totals.mastered for chapter, totals in chapter_totals(user=user).items()}


def share_percent(*, part: int, whole: int) -> int:
    """`part` of `whole` in whole percent, rounded down, but at least 1 once begun and at most 99 until whole, so
    the app never says 0 % of what the learner has begun nor 100 % of what still has a verse to learn."""
    if part <= 0:
        return 0
    if part >= whole:
        return 100
    return min(99, max(1, part * 100 // whole))


def chapter_percent(*, progress_sum: int, verses_count: int) -> int:
    """A chapter's progress: its verses' progress summed over what every verse at 100 would be (share_percent)."""
    return share_percent(part=progress_sum, whole=verses_count * PROGRESS_MAX)


def level_list(*, user: User) -> list[Level]:
    """Every chapter in order, with this user's progress through it; done when all its verses are at 100.
    One query."""
    per_chapter = chapter_totals(user=user)
    not_begun = ChapterTotals(progress_sum=0, mastered=0)
    levels = []
    for number, verses_count in enumerate(canon.VERSES_PER_CHAPTER, start=1):
        totals = per_chapter.get(number, not_begun)
        levels.append(
            Level(
                index=number,
                done=totals.mastered == verses_count,
                progress=chapter_percent(progress_sum=totals.progress_sum, verses_count=verses_count),
            )
        )
    return levels


def verse_progress_and_games_get(*, user: User, verse: Verse) -> tuple[int, int]:
    """(progress, bit set of won games, see GAME_BITS) on the verse; (0, 0) before the first win. One query."""
    return VerseProgress.objects.filter(user=user, verse=verse).values_list("progress", "games_won").first() or (0, 0)


def _memorised(*, user: User) -> QuerySet[VerseProgress]:
    """The learner's memorised verses: those at 100, every game needed won (the one meaning of memorised)."""
    return VerseProgress.objects.filter(user=user, progress=PROGRESS_MAX)


def memorised_global_numbers(*, user: User) -> set[int]:
    """The global numbers of the verses the learner has memorised. One query."""
    return set(_memorised(user=user).values_list("verse__global_number", flat=True))


def verses_memorised_count(*, user: User) -> int:
    """How many verses the learner has memorised. One query."""
    return _memorised(user=user).count()


@dataclass(frozen=True)
class PortionShare:
    number: int
    memorised: int
    verses_count: int

    @property
    def percent(self) -> int:
        return share_percent(part=self.memorised, whole=self.verses_count)


# The portions a memoriser counts in (each a StoredVerse field or property) and how many there are.
PORTIONS = {"juz": canon.JUZ_COUNT, "hizb": canon.HIZB_COUNT, "page": canon.PAGE_COUNT}


def portion_shares(*, user: User) -> dict[str, list[PortionShare]]:
    """Per juz, hizb and page ("juz", "hizb", "page"), each in order: how many of its verses the learner has
    memorised. One query (the memorised verses' numbers); the portions come from the content held in memory."""
    held = held_with_divisions(held=content())
    numbers = _memorised(user=user).values_list("verse__global_number", flat=True)
    memorised = [held.verses[number - 1] for number in numbers]
    shares = {}
    for portion, count in PORTIONS.items():
        totals = held.verses_count_in(portion)
        done = Counter(getattr(verse, portion) for verse in memorised)
        shares[portion] = [
            PortionShare(number=number, memorised=done[number], verses_count=totals[number])
            for number in range(1, count + 1)
        ]
    return shares


def page_memorised_list(*, user: User, page: int) -> list[tuple[int, int]]:
    """(chapter, verse) of each verse of the mushaf page the learner has memorised, in order. One query."""
    return list(
        _memorised(user=user)
        .filter(verse__page=page)
        .order_by("verse__global_number")
        .values_list("verse__chapter_id", "verse__number")
    )


# Bookmarks --------------------------------------------------------------------------------------------


def bookmark_list(
    *, user: User, chapter_number: int | None = None, verse_number: int | None = None
) -> QuerySet[Bookmark]:
    """The user's bookmarks, newest first; given a verse, only the bookmark on it (so none or one)."""
    bookmarks = Bookmark.objects.filter(user=user).select_related("verse__chapter").order_by("-created_at", "-pk")
    if chapter_number is not None and verse_number is not None:
        bookmarks = bookmarks.filter(verse__chapter_id=chapter_number, verse__number=verse_number)
    return bookmarks


def verse_with_bookmark_get(*, user: User, chapter_number: int, verse_number: int) -> Verse | None:
    """The verse and its chapter, with `bookmarked_at`: when this user bookmarked it, else None. One query."""
    bookmarked_at = Bookmark.objects.filter(user=user, verse=OuterRef("pk")).values("created_at")[:1]
    return (
        Verse.objects.select_related("chapter")
        .annotate(bookmarked_at=Subquery(bookmarked_at))
        .filter(chapter_id=chapter_number, number=verse_number)
        .first()
    )
