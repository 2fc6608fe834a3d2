from datetime import date, timedelta

import pytest
from fsrs import Card, Scheduler

from hafiz.progress.models import VerseProgress
from hafiz.progress.selectors import verses_memorised_count
from hafiz.review.models import ScheduledVerse
from hafiz.review.selectors import review_stats
from hafiz.review.services import review_record
from hafiz.review.tests.conftest import START


def _review(user, chapter, verse, *, at, won=True):
    return review_record(
        user=user, chapter_number=chapter, verse_number=verse, game="audio", won=won, mistakes=0, now=at
    )


@pytest.mark.django_db
def test_a_learner_with_nothing_memorised_has_no_recall_and_nothing_due(user):
    stats = review_stats(user=user, now=START)

    assert stats.memorised == 0
    assert stats.recall_today is None
    assert [day.count for day in stats.due_per_day] == [0] * 14
    assert stats.due_per_day[0].date == date(2026, 3, 1)
    assert stats.due_per_day[-1].date == date(2026, 3, 14)


@pytest.mark.django_db
def test_memorised_counts_every_verse_at_100_reviewed_or_not(user, memorise):
    """The count the profile's stats and the quests give: a verse just taken to 100 is memorised."""
    memorise(user=user, references=[(112, 1), (112, 2), (112, 3)])
    _review(user, 112, 1, at=START)

    assert review_stats(user=user, now=START).memorised == 3 == verses_memorised_count(user=user)


@pytest.mark.django_db
def test_a_verse_no_longer_at_100_is_not_counted_memorised(user, memorise):
    memorise(user=user, references=[(112, 1)])
    _review(user, 112, 1, at=START)
    VerseProgress.objects.filter(user=user).update(progress=75)

    assert review_stats(user=user, now=START).memorised == 0


@pytest.mark.django_db
def test_recall_today_is_fsrs_retrievability_averaged_over_reviewed_verses(user, memorise):
    memorise(user=user, references=[(112, 1), (112, 2), (112, 3)])
    _review(user, 112, 1, at=START)
    _review(user, 112, 2, at=START + timedelta(days=2), won=False)
    later = START + timedelta(days=5)

    stats = review_stats(user=user, now=later)

    scheduler = Scheduler(learning_steps=())
    expected = [
        scheduler.get_card_retrievability(Card.from_dict(card), later)
        for card in ScheduledVerse.objects.filter(last_review__isnull=False).values_list("card", flat=True)
    ]
    assert len(expected) == 2
    assert stats.recall_today == pytest.approx(sum(expected) / 2)
    assert 0 < stats.recall_today < 1


@pytest.mark.django_db
def test_due_per_day_counts_the_next_fourteen_days_with_overdue_ones_today(user, memorise):
    memorise(user=user, references=[(112, 1)], now=START - timedelta(days=3))
    memorise(user=user, references=[(112, 2), (112, 3)], now=START + timedelta(days=2, hours=5))
    memorise(user=user, references=[(112, 4)], now=START + timedelta(days=14))

    stats = review_stats(user=user, now=START)

    assert [(day.date.day, day.count) for day in stats.due_per_day if day.count] == [(1, 1), (3, 2)]
    assert len(stats.due_per_day) == 14


@pytest.mark.django_db
def test_stats_take_three_queries(user, memorise, django_assert_num_queries):
    memorise(user=user, references=[(2, verse) for verse in range(1, 31)])

    with django_assert_num_queries(3):
        review_stats(user=user, now=START)
