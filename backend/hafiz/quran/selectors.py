"""Reads of the Qur'an content: the chapters and verses from this process's copy (quran.content, no query), a verse
as a model where a write or a join needs one, and look-alikes from the database."""

from dataclasses import dataclass

from django.conf import settings
from django.core.files.storage import default_storage
from django.db.models import Case, F, Value, When
from rest_framework.exceptions import APIException

from hafiz.quran import canon
from hafiz.quran.content import Content, StoredVerse, content
from hafiz.quran.models import SimilarVerse, Verse
from hafiz.quran.mushaf import NO_BASMALA_LINE


def stored_verse_get(*, chapter_number: int, verse_number: int) -> StoredVerse | None:
    return content().verse(chapter_number=chapter_number, verse_number=verse_number)


def stored_verse_list(*, first_global_number: int, last_global_number: int) -> tuple[StoredVerse, ...]:
    """Verses first..last by global number (both included; they may span chapters)."""
    return content().verses_between(first_global_number=first_global_number, last_global_number=last_global_number)


# A juz is known by the words that open it («عَمَّ يَتَسَآءَلُونَ», «تَبَٰرَكَ ٱلَّذِي»): the first three are shown.
JUZ_OPENING_WORDS = 3


@dataclass(frozen=True)
class HizbSummary:
    number: int
    first: StoredVerse
    last: StoredVerse


@dataclass(frozen=True)
class JuzSummary:
    number: int
    first: StoredVerse
    last: StoredVerse
    opening_words: str
    verses_count: int
    hizbs: list[HizbSummary]  # its two halves


class DivisionsNotImported(APIException):
    """A database migrated to hold the juz and pages that the import has not filled in yet (it runs next)."""

    status_code = 503
    default_detail = "The juz and pages are being imported; try again in a minute."


def held_with_divisions(*, held: Content) -> Content:
    """`held`, once the import has filled in every verse's juz, page and lines; DivisionsNotImported before."""
    if held.verses and (held.verses[0].page is None or not held.verses[0].word_lines):
        raise DivisionsNotImported
    return held


def juz_summary_list(*, held: Content) -> list[JuzSummary]:
    """The 30 juz in order, from `held` (no query)."""
    summaries = []
    for number in range(1, canon.JUZ_COUNT + 1):
        verses = held.verses_in(unit="juz", number=number)
        hizbs = [
            HizbSummary(number=hizb, first=halves[0], last=halves[-1])
            for hizb in (2 * number - 1, 2 * number)
            for halves in [held.verses_in(unit="hizb", number=hizb)]
        ]
        summaries.append(
            JuzSummary(
                number=number,
                first=verses[0],
                last=verses[-1],
                opening_words=" ".join(verses[0].words[:JUZ_OPENING_WORDS]),
                verses_count=len(verses),
                hizbs=hizbs,
            )
        )
    return summaries


@dataclass(frozen=True)
class PageLine:
    number: int  # 1 = the top line
    kind: str  # "chapter" (a chapter's title), "basmala" or "verses"
    chapter: int | None  # the chapter a title or basmala line opens


@dataclass(frozen=True)
class PageVerse:
    verse: StoredVerse
    juz_start: bool
    hizb_quarter_start: bool


@dataclass(frozen=True)
class MushafPage:
    number: int
    lines: list[PageLine]
    verses: list[PageVerse]


def _title_lines(verse: StoredVerse) -> list[PageLine]:
    """The lines a chapter's title (and basmala) take above its first verse (quran.mushaf)."""
    first_line = verse.word_lines[0]
    if verse.chapter_id in NO_BASMALA_LINE:
        return [PageLine(number=first_line - 1, kind="chapter", chapter=verse.chapter_id)]
    return [
        PageLine(number=first_line - 2, kind="chapter", chapter=verse.chapter_id),
        PageLine(number=first_line - 1, kind="basmala", chapter=verse.chapter_id),
    ]


def mushaf_page_get(*, held: Content, number: int) -> MushafPage:
    """Page `number` of the Madani mushaf line by line, from `held` (no query)."""
    verses = held.verses_in(unit="page", number=number)
    headings = {line.number: line for verse in verses if verse.number == 1 for line in _title_lines(verse)}
    last_line = verses[-1].word_lines[-1]
    before = held.verses[verses[0].global_number - 2] if verses[0].global_number > 1 else None
    page_verses = []
    for verse in verses:
        page_verses.append(
            PageVerse(
                verse=verse,
                juz_start=before is None or before.juz != verse.juz,
                hizb_quarter_start=before is None or before.hizb_quarter != verse.hizb_quarter,
            )
        )
        before = verse
    return MushafPage(
        number=number,
        lines=[
            headings.get(line, PageLine(number=line, kind="verses", chapter=None)) for line in range(1, last_line + 1)
        ],
        verses=page_verses,
    )


def verse_get(*, chapter_number: int, verse_number: int) -> Verse | None:
    return Verse.objects.select_related("chapter").filter(chapter_id=chapter_number, number=verse_number).first()


def verse_audio_url(*, verse: Verse | StoredVerse) -> str:
    return f"{settings.AUDIO_BASE_URL}{verse.global_number}{settings.AUDIO_FILE_EXTENSION}"


def verse_image_url(*, verse: Verse | StoredVerse) -> str:
    # A model's image is a file field; a stored verse's, the file's name.
    name = verse.image if isinstance(verse.image, str) else verse.image.name
    return default_storage.url(name) if name else ""


# A verse's look-alikes in the order shown: whole verses alike before shared phrases, whole verses by their score and
# shared phrases by their weight, best first, ties in the Qur'an's order.
SIMILAR_VERSE_ORDER = (
    Case(When(kind=SimilarVerse.Kind.PHRASE, then=Value(1)), default=Value(0)),
    F("phrase_weight").desc(nulls_last=True),
    "-score",
    "similar__global_number",
)


def similar_verse_list(*, verse: Verse) -> list[SimilarVerse]:
    """The verse's look-alikes in SIMILAR_VERSE_ORDER, each holding the verse given rather than a fresh copy of it
    joined once per row."""
    links = list(SimilarVerse.objects.filter(verse=verse).select_related("similar").order_by(*SIMILAR_VERSE_ORDER))
    for link in links:
        link.verse = verse
    return links


def lookalike_pairs_among(*, pairs: set[tuple[int, int]]) -> set[tuple[int, int]]:
    """Which of `pairs` (verse, other: global numbers) are look-alikes: `other` among the verse's similar verses.
    One query."""
    if not pairs:
        return set()
    found = SimilarVerse.objects.filter(
        verse__global_number__in={verse for verse, _ in pairs}, similar__global_number__in={other for _, other in pairs}
    ).values_list("verse__global_number", "similar__global_number")
    return set(found) & pairs
