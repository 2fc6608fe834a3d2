from datetime import UTC, date, datetime

import pytest
from django.utils import timezone

from hafiz.plans.selectors import PlanSettings
from hafiz.progress.models import PROGRESS_MAX, VerseProgress
from hafiz.quran.models import Verse

# A Monday: the tests' plans study Monday to Friday.
MONDAY = date(2026, 12, 7)


def noon(day: date) -> datetime:
    return datetime(day.year, day.month, day.day, 12, tzinfo=UTC)


def juz_amma_plan(**changes) -> PlanSettings:
    """Juz 'Amma, half a page a day, Monday to Friday, every memorised verse back within 14 days."""
    fields = {
        "scope": "juz_amma",
        "first_juz": None,
        "last_juz": None,
        "sabaq_unit": "quarter_pages",
        "sabaq_amount": 2,
        "study_weekdays": (0, 1, 2, 3, 4),
        "manzil_days": 14,
        **changes,
    }
    return PlanSettings(**fields)


@pytest.fixture
def memorise_juz(db):
    """Take whole juz to 100 straight in the table (no review schedule): memorise_juz(user, 1, 2)."""

    def put(user, *numbers: int) -> None:
        VerseProgress.objects.bulk_create(
            VerseProgress(user=user, verse=verse, progress=PROGRESS_MAX, games_won=15)
            for verse in Verse.objects.filter(juz__in=numbers)
        )

    return put


@pytest.fixture
def day_is(monkeypatch):
    """Stand the app's clock still at noon (UTC) of a day: day_is(MONDAY)."""

    def stop(day: date) -> None:
        monkeypatch.setattr(timezone, "now", lambda: noon(day))

    return stop
