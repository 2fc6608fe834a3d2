from datetime import timedelta

import pytest

from hafiz.review.selectors import review_done_count, review_due_count
from hafiz.review.services import review_record
from hafiz.review.tests.conftest import START


@pytest.mark.django_db
def test_due_count_is_the_verses_due_now(user, make_user, memorise):
    memorise(user=user, references=[(112, 1), (112, 2)])
    memorise(user=user, references=[(112, 3)], now=START + timedelta(hours=1))
    memorise(user=make_user(), references=[(112, 1)])

    assert review_due_count(user=user, now=START) == 2
    assert review_due_count(user=user, now=START + timedelta(hours=1)) == 3


@pytest.mark.django_db
def test_done_count_is_the_different_verses_reviewed_since_the_start_of_the_day(user, memorise):
    memorise(user=user, references=[(112, 1), (112, 2)], now=START - timedelta(days=1))
    for verse, at in [
        (1, START - timedelta(hours=9)),
        (1, START),
        (1, START + timedelta(minutes=20)),
        (2, START + timedelta(hours=1)),
    ]:
        review_record(user=user, chapter_number=112, verse_number=verse, game="audio", won=False, mistakes=0, now=at)

    midnight = START.replace(hour=0)
    assert review_done_count(user=user, since=midnight, now=START + timedelta(minutes=30)) == 1
    assert review_done_count(user=user, since=midnight, now=START + timedelta(hours=2)) == 2
