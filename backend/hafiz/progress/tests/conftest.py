"""Helpers for progress tests: verses by reference and progress rows made directly."""

import pytest

from hafiz.progress.models import VerseProgress
from hafiz.quran.models import Verse


@pytest.fixture
def verse_at(db):
    def get(chapter_number: int, verse_number: int) -> Verse:
        return Verse.objects.get(chapter_id=chapter_number, number=verse_number)

    return get


@pytest.fixture
def set_progress(db):
    """Put a user's progress on some verses of a chapter straight into the table."""

    def put(*, user, chapter_number: int, verse_numbers, progress: int) -> None:
        verses = Verse.objects.filter(chapter_id=chapter_number, number__in=list(verse_numbers))
        VerseProgress.objects.bulk_create(
            VerseProgress(user=user, verse=verse, progress=progress) for verse in verses
        )

    return put
