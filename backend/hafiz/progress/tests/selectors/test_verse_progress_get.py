import pytest

from hafiz.progress.models import VerseProgress
from hafiz.progress.selectors import verse_progress_get


@pytest.mark.django_db
def test_untouched_verse_is_0_and_reading_makes_no_row(user):
    assert verse_progress_get(user=user, chapter_number=1, verse_number=1) == 0
    assert not VerseProgress.objects.exists()


@pytest.mark.django_db
def test_reads_the_users_own_progress_on_that_verse(user, make_user, set_progress):
    set_progress(user=user, chapter_number=1, verse_numbers=[1], progress=50)
    set_progress(user=make_user(), chapter_number=1, verse_numbers=[2], progress=75)

    assert verse_progress_get(user=user, chapter_number=1, verse_number=1) == 50
    assert verse_progress_get(user=user, chapter_number=1, verse_number=2) == 0
