"""Helpers for review tests: a fixed clock and verses memorised the way reaching 100 does it."""

from datetime import UTC, datetime

import pytest

from hafiz.progress.models import PROGRESS_MAX, VerseProgress
from hafiz.quran.models import Verse
from hafiz.review.services import review_schedule_enter

# A fixed start for every fake clock (a Sunday morning).
START = datetime(2026, 3, 1, 8, 0, tzinfo=UTC)


@pytest.fixture
def memorise(db):
    """Take verses to 100 and put them on the learner's schedule at `now`, as the fourth won game does."""

    def put(*, user, references, now=START) -> list[Verse]:
        verses = []
        for chapter_number, verse_number in references:
            verse = Verse.objects.get(chapter_id=chapter_number, number=verse_number)
            VerseProgress.objects.update_or_create(
                user=user, verse=verse, defaults={"progress": PROGRESS_MAX, "games_won": 15}
            )
            review_schedule_enter(user=user, verse=verse, now=now)
            verses.append(verse)
        return verses

    return put
