"""Writes to a user's progress and bookmarks.

Each write is a single statement keyed on a (user, verse) unique constraint, which makes it atomic on
its own: the same call arriving twice at once (a double click, a retried request) can neither count
twice nor fail. So there is no @transaction.atomic here (it would only add round trips); add one
when a service grows a second write that must go with the first.
"""

from django.db import connection
from django.utils import timezone

from hafiz.accounts.models import User
from hafiz.progress import selectors
from hafiz.progress.models import GAME_BITS, PROGRESS_MAX, PROGRESS_STEP, Bookmark, Game, VerseProgress
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


def progress_record_win(*, user: User, verse: Verse, game: str | None = None) -> int:
    """Record a won game (or, without a game, a plain study step) on a verse; returns the new progress.

    The first win of each game on a verse adds 25, so the four games make 100; winning a game again
    adds nothing. A win without a game adds 25. Progress never goes above 100.
    """
    parameters = {
        "user": user.pk,
        "verse": verse.pk,
        "game_bit": GAME_BITS[Game(game)] if game is not None else 0,
        "step": PROGRESS_STEP,
        "max": PROGRESS_MAX,
        "now": connection.ops.adapt_datetimefield_value(timezone.now()),
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
    if verse.bookmarked_at is not None:
        return Bookmark(user=user, verse=verse, created_at=verse.bookmarked_at), False
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
