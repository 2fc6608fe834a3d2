"""The Qur'an's chapters and verses, held in memory by every app process, so that reading them costs no query.

They change only when the Qur'an is imported or an admin edits a chapter or a verse; both write a new stamp (a digest
of everything stored, look-alikes included: ContentStamp, services.content_stamp_refresh). A process asks the
database for the stamp at most once every CONTENT_STAMP_CHECK_SECONDS and loads the content again when it differs
from the one it holds.

About 17 MB per process, loaded in about 0.1 s (bench/content_api.py prints both).
"""

import bisect
import contextlib
import hashlib
import operator
import threading
import time
from collections import Counter
from dataclasses import dataclass, field

from django.conf import settings
from django.core.files.storage import default_storage
from django.db import DatabaseError

from hafiz.quran import canon
from hafiz.quran.divisions import DIVISION_FIELDS
from hafiz.quran.models import Chapter, ContentStamp, Verse

# Bump when the shape of a content answer changes without the content itself changing (a field added), so that
# the versioned addresses browsers and nginx keep for a year are new ones (content_version).
CONTENT_FORMAT = 4

CHAPTER_FIELDS = (
    "number",
    "name_arabic",
    "name_simple",
    "name_simple_ru",
    "name_en",
    "name_ru",
    "revelation_place",
    "verses_count",
)
VERSE_FIELDS = (
    "chapter_id",
    "number",
    "global_number",
    "text_uthmani",
    "words",
    "word_lines",
    "transliteration_en",
    "transliteration_ru",
    "translation_en",
    "translation_ru",
    "image",
    *DIVISION_FIELDS,
)


@dataclass(frozen=True, slots=True)
class StoredChapter:
    number: int
    name_arabic: str
    name_simple: str
    name_simple_ru: str
    name_en: str
    name_ru: str
    revelation_place: str
    verses_count: int


@dataclass(frozen=True, slots=True)
class StoredVerse:
    """A verse as quran.models.Verse stores it (the same field names), `image` being the stored file's name."""

    chapter_id: int
    number: int
    global_number: int
    text_uthmani: str
    words: tuple[str, ...]
    word_lines: tuple[int, ...]
    transliteration_en: str
    transliteration_ru: str
    translation_en: str
    translation_ru: str
    image: str
    juz: int
    hizb_quarter: int
    page: int
    manzil: int
    ruku: int
    sajda: bool

    @property
    def hizb(self) -> int:
        return (self.hizb_quarter - 1) // canon.HIZB_QUARTERS_PER_HIZB + 1


@dataclass(frozen=True)
class Content:
    stamp: str
    chapters: tuple[StoredChapter, ...]  # in order: chapters[n - 1] is chapter n
    verses: tuple[StoredVerse, ...]  # in order: verses[g - 1] has global number g
    # Index in `verses` of each chapter's first verse, by chapter number.
    first_verse_at: dict[int, int]
    # Answers encoded from this copy, by the view's key (the chapter list per language: hafiz.quran.apis), made on
    # first ask. A new version is a new copy, which starts with none.
    answers: dict = field(default_factory=dict, compare=False, repr=False)
    # How many verses each juz, hizb, page … holds, by unit, counted on first ask (verses_count_in).
    unit_sizes: dict[str, Counter[int]] = field(default_factory=dict, compare=False, repr=False)

    def chapter(self, number: int) -> StoredChapter | None:
        return self.chapters[number - 1] if 1 <= number <= len(self.chapters) else None

    def verse(self, *, chapter_number: int, verse_number: int) -> StoredVerse | None:
        chapter = self.chapter(chapter_number)
        if chapter is None or not 1 <= verse_number <= chapter.verses_count:
            return None
        return self.verses[self.first_verse_at[chapter_number] + verse_number - 1]

    def verses_between(self, *, first_global_number: int, last_global_number: int) -> tuple[StoredVerse, ...]:
        """Verses first..last by global number (both included; they may span chapters)."""
        return self.verses[max(0, first_global_number - 1) : last_global_number]

    def verses_count_in(self, unit: str) -> Counter[int]:
        """Unit number → how many verses it holds (`unit` names a StoredVerse field or property: "juz", "hizb")."""
        sizes = self.unit_sizes.get(unit)
        if sizes is None:
            sizes = self.unit_sizes[unit] = Counter(getattr(verse, unit) for verse in self.verses)
        return sizes

    def verses_in(self, *, unit: str, number: int) -> tuple[StoredVerse, ...]:
        """The verses of one juz, hizb quarter, page, manzil or ruku' (`unit` names the StoredVerse field), in order:
        each unit's verses follow one another."""
        in_unit = operator.attrgetter(unit)
        first = bisect.bisect_left(self.verses, number, key=in_unit)
        return self.verses[first : bisect.bisect_right(self.verses, number, lo=first, key=in_unit)]


def content_rows() -> tuple[list[tuple], list[tuple]]:
    """(chapters, verses) as stored, each a tuple of CHAPTER_FIELDS / VERSE_FIELDS, in order. Two queries."""
    chapters = list(Chapter.objects.order_by("number").values_list(*CHAPTER_FIELDS))
    verses = list(Verse.objects.order_by("global_number").values_list(*VERSE_FIELDS))
    return chapters, verses


def _stored_stamp() -> str:
    return ContentStamp.objects.values_list("stamp", flat=True).first() or ""


def _load(*, stamp: str) -> Content:
    chapters, verses = content_rows()
    stored_verses = tuple(
        StoredVerse(chapter, number, global_number, text, tuple(words), tuple(word_lines), *rest)
        for chapter, number, global_number, text, words, word_lines, *rest in verses
    )
    first_verse_at: dict[int, int] = {}
    for index, verse in enumerate(stored_verses):
        first_verse_at.setdefault(verse.chapter_id, index)
    return Content(
        stamp=stamp,
        chapters=tuple(StoredChapter(*row) for row in chapters),
        verses=stored_verses,
        first_verse_at=first_verse_at,
    )


class _Held:
    """This process's copy, and when its stamp was last compared with the database's."""

    lock = threading.Lock()
    content: Content | None = None
    checked_at = float("-inf")


def content() -> Content:
    """The chapters and verses as stored, from this process's copy: no query, except the stamp's every
    CONTENT_STAMP_CHECK_SECONDS (and the load itself when it has changed)."""
    held = _Held.content
    if held is not None and time.monotonic() - _Held.checked_at < settings.CONTENT_STAMP_CHECK_SECONDS:
        return held
    with _Held.lock:
        if _Held.content is None or time.monotonic() - _Held.checked_at >= settings.CONTENT_STAMP_CHECK_SECONDS:
            # The stamp before the rows: content loaded after a change under the stamp before it is loaded again at
            # the next check, never the other way round.
            try:
                stamp = _stored_stamp()
            except DatabaseError:
                if _Held.content is None:
                    raise
                # The database is down: answer from the copy held, and ask again at the next check rather than
                # making every call wait for a connection that fails.
                _Held.checked_at = time.monotonic()
                return _Held.content
            if _Held.content is None or _Held.content.stamp != stamp:
                _Held.content = _load(stamp=stamp)
            _Held.checked_at = time.monotonic()
        return _Held.content


def content_warm_up() -> None:
    """Load this process's copy now (an app server's worker as it boots), unless the database does not answer: then
    the first call that needs it loads it, as without a warm-up."""
    with contextlib.suppress(DatabaseError):
        content()


def content_reload() -> Content:
    """Load the content again in this process now (after an import or an edit made here)."""
    with _Held.lock:
        _Held.content = _load(stamp=_stored_stamp())
        _Held.checked_at = time.monotonic()
        return _Held.content


def content_version(held: Content) -> str:
    """Names the content answers as this process gives them from `held` (the copy the answer was read from): their
    rows (the stamp), their shape (CONTENT_FORMAT) and the settings their addresses come from (the recitations', and
    a media file's address as the storage writes it: MEDIA_URL, or an object store's host and folder). It goes into
    the content calls' addresses (`?v=`), so an answer a browser or nginx keeps for a year is never stale: anything
    changed is a new address."""
    parts = (
        CONTENT_FORMAT,
        held.stamp,
        settings.AUDIO_BASE_URL,
        settings.AUDIO_FILE_EXTENSION,
        default_storage.url("verses/"),
    )
    return hashlib.sha256(repr(parts).encode()).hexdigest()[:12]
