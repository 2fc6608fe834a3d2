"""Reads of a learner's verse progress, levels and bookmarks.

Each is a fixed number of queries whatever the learner's history.
"""

from dataclasses import dataclass

from django.db.models import Count, OuterRef, QuerySet, Subquery

from hafiz.accounts.models import User
from hafiz.progress.models import PROGRESS_MAX, Bookmark, VerseProgress
from hafiz.quran.models import Chapter, Verse


@dataclass(frozen=True)
class Level:
    index: int
    done: bool


def verse_progress_get(*, user: User, chapter_number: int, verse_number: int) -> int:
    """0 for a verse the user has never won a game on (no row is made by reading)."""
    progress = (
        VerseProgress.objects.filter(user=user, verse__chapter_id=chapter_number, verse__number=verse_number)
        .values_list("progress", flat=True)
        .first()
    )
    return progress or 0


def verses_mastered_per_chapter(*, user: User) -> dict[int, int]:
    """Chapter number → how many of its verses this user has at 100. One query."""
    return dict(
        VerseProgress.objects.filter(user=user, progress=PROGRESS_MAX)
        .values("verse__chapter_id")
        .annotate(mastered=Count("pk"))
        .values_list("verse__chapter_id", "mastered")
    )


def level_list(*, user: User) -> list[Level]:
    """Every chapter in order; done when all its verses are at 100 for this user. Two queries."""
    mastered_per_chapter = verses_mastered_per_chapter(user=user)
    return [
        Level(index=number, done=mastered_per_chapter.get(number, 0) == verses_count)
        for number, verses_count in Chapter.objects.order_by("number").values_list("number", "verses_count")
    ]


def verse_progress_and_games_get(*, user: User, verse: Verse) -> tuple[int, int]:
    """(progress, bit set of won games, see GAME_BITS) on the verse; (0, 0) before the first win. One query."""
    return VerseProgress.objects.filter(user=user, verse=verse).values_list("progress", "games_won").first() or (0, 0)


def verses_memorised_count(*, user: User) -> int:
    """How many verses the learner has at 100. One query."""
    return VerseProgress.objects.filter(user=user, progress=PROGRESS_MAX).count()


# Bookmarks --------------------------------------------------------------------------------------------


def bookmark_list(*, user: User, chapter_number: int | None = None, verse_number: int | None = None) -> QuerySet[Bookmark]:
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
