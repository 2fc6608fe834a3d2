"""Reads of the Qur'an content."""

from django.conf import settings

from hafiz.quran.models import Chapter, SimilarVerse, Verse


def chapter_list() -> list[Chapter]:
    return list(Chapter.objects.all())


def chapter_get(*, number: int) -> Chapter | None:
    return Chapter.objects.filter(number=number).first()


def verse_get(*, chapter_number: int, verse_number: int) -> Verse | None:
    return Verse.objects.select_related("chapter").filter(chapter_id=chapter_number, number=verse_number).first()


def verse_audio_url(*, verse: Verse) -> str:
    return f"{settings.AUDIO_BASE_URL}{verse.global_number}{settings.AUDIO_FILE_EXTENSION}"


def verse_image_url(*, verse: Verse) -> str:
    return verse.image.url if verse.image else ""


def similar_verse_list(*, verse: Verse) -> list[SimilarVerse]:
    """The verse's look-alikes, best first (ties in the Qur'an's order), each holding the verse given rather than a
    fresh copy of it joined once per row."""
    links = list(
        SimilarVerse.objects.filter(verse=verse).select_related("similar").order_by("-score", "similar__global_number")
    )
    for link in links:
        link.verse = verse
    return links
