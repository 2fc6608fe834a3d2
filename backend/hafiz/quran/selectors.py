"""Reads of the Qur'an content: the chapters and verses from this process's copy (quran.content, no query), a verse
as a model where a write or a join needs one, and look-alikes from the database."""

from dataclasses import dataclass

from django.conf import settings
from django.core.files.storage import default_storage
from rest_framework.exceptions import APIException

from hafiz.quran import canon
from hafiz.quran.content import Content, StoredVerse, content
from hafiz.quran.models import SimilarVerse, Verse


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
    """`held`, once the import has filled in every verse's juz and page; DivisionsNotImported before."""
    if held.verses and held.verses[0].page is None:
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


def verse_get(*, chapter_number: int, verse_number: int) -> Verse | None:
    return Verse.objects.select_related("chapter").filter(chapter_id=chapter_number, number=verse_number).first()


def verse_audio_url(*, verse: Verse | StoredVerse) -> str:
    return f"{settings.AUDIO_BASE_URL}{verse.global_number}{settings.AUDIO_FILE_EXTENSION}"


def verse_image_url(*, verse: Verse | StoredVerse) -> str:
    # A model's image is a file field; a stored verse's, the file's name.
    name = verse.image if isinstance(verse.image, str) else verse.image.name
    return default_storage.url(name) if name else ""


def similar_verse_list(*, verse: Verse) -> list[SimilarVerse]:
    """The verse's look-alikes, best first (ties in the Qur'an's order), each holding the verse given rather than a
    fresh copy of it joined once per row."""
    links = list(
        SimilarVerse.objects.filter(verse=verse).select_related("similar").order_by("-score", "similar__global_number")
    )
    for link in links:
        link.verse = verse
    return links
