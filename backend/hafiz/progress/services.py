"""Writes to a learner's verse progress and bookmarks.

A win's progress is one INSERT … ON CONFLICT statement, so two wins on one verse arriving at once cannot both
count; it runs inside the win's transaction with the learner's xp totals locked (the whole flow, progress then
review schedule, xp and quests, reads top-down in hafiz.games.services.win_record), so what it reads before is
not changed under it by another win of the same learner. A study step (the plain progress call, no xp,
hafiz.games.services.study_step_record) runs the same statement without that lock: two at once are two steps.
Bookmarks are single-statement writes keyed on a unique
constraint, atomic on their own.
"""

from dataclasses import dataclass
from datetime import datetime

from django.db import connection

from hafiz.accounts.models import User
from hafiz.progress import selectors
from hafiz.progress.models import PROGRESS_MAX, PROGRESS_STEP, Bookmark, VerseProgress, game_bit
from hafiz.quran.models import Verse

# The ORM cannot express "insert, or add to the existing row, and give me the result" as one
# statement; this is standard SQL that SQLite (3.35+) and PostgreSQL both run. A win counts unless
# its game's bit is already set; a win without a game (bit 0) always counts. Right-hand sides in
# DO UPDATE SET read the row as it was before the update.
_RECORD_WIN_SQL = """
INSERT INTO {table} (user_id, verse_id, progress, games_won, updated_at)
VALUES (%(user)s, %(verse)s, %(step)s, %(game_bit)s, %(now)s)
ON CONFLICT (user_id, verse_id) DO UPDATE SET
    progress = CASE
        WHEN ({table}.games_won & %(game_bit)s) <> 0 THEN {table}.progress
        WHEN {table}.progress + %(step)s >= %(max)s THEN %(max)s
        ELSE {table}.progress + %(step)s
    END,
    games_won = {table}.games_won | %(game_bit)s,
    updated_at = %(now)s
RETURNING progress
""".format(table=connection.ops.quote_name(VerseProgress._meta.db_table))


@dataclass(frozen=True)
class VerseStep:
    """What one win did to its verse: progress and won games before it, progress after it."""

    progress_before: int
    games_won_before: int
    progress: int

    @property
    def verse_finished(self) -> bool:
        """This win brought the verse to 100."""
        return self.progress_before < PROGRESS_MAX <= self.progress


def verse_progress_win(*, user: User, verse: Verse, game: str | None, now: datetime) -> VerseStep:
    """Count a won game (or, without a game, a study step: the plain progress call of docs/product.md §7) on the verse:
    the first win of each game adds 25, so any four of the five games make 100; winning a game again adds nothing; a
    step without a game adds 25; progress never goes above 100. Two queries."""
    progress_before, games_won_before = selectors.verse_progress_and_games_get(user=user, verse=verse)
    progress = _verse_progress_add(user=user, verse=verse, bit=game_bit(game), now=now)
    return VerseStep(progress_before=progress_before, games_won_before=games_won_before, progress=progress)


def verse_step_without_progress(*, user: User, verse: Verse) -> VerseStep:
    """A win of a game that moves no progress (the look-alike drill): the verse as it stands. One query."""
    progress, games_won = selectors.verse_progress_and_games_get(user=user, verse=verse)
    return VerseStep(progress_before=progress, games_won_before=games_won, progress=progress)


def _verse_progress_add(*, user: User, verse: Verse, bit: int, now: datetime) -> int:
    parameters = {
        "user": user.pk,
        "verse": verse.pk,
        "game_bit": bit,
        "step": PROGRESS_STEP,
        "max": PROGRESS_MAX,
        "now": connection.ops.adapt_datetimefield_value(now),
    }
    with connection.cursor() as cursor:
        cursor.execute(_RECORD_WIN_SQL, parameters)
        (progress,) = cursor.fetchone()
    return progress


def bookmark_add(*, user: User, chapter_number: int, verse_number: int) -> tuple[Bookmark, bool] | None:
    """The user's bookmark on the verse and whether this call made it; None if there is no such verse.

    Two queries: the verse together with any existing bookmark, then the insert. Identical calls
    racing each other may all answer "made it"; there is still exactly one row.
    """
    verse = selectors.verse_with_bookmark_get(user=user, chapter_number=chapter_number, verse_number=verse_number)
    if verse is None:
        return None
    bookmarked_at = verse.bookmarked_at  # type: ignore[attr-defined]  # the selector's annotation
    if bookmarked_at is not None:
        return Bookmark(user=user, verse=verse, created_at=bookmarked_at), False
    bookmark = Bookmark(user=user, verse=verse)
    # Ignored, not an IntegrityError, when a racing identical call inserted first.
    Bookmark.objects.bulk_create([bookmark], ignore_conflicts=True)
    return bookmark, True


def bookmark_remove(*, user: User, chapter_number: int, verse_number: int) -> bool:
    """False when the user had no bookmark on that verse."""
    deleted, _ = Bookmark.objects.filter(
        user=user, verse__chapter_id=chapter_number, verse__number=verse_number
    ).delete()
    return deleted > 0
