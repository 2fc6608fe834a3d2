from datetime import timedelta

import pytest

from hafiz.progress.models import VerseProgress
from hafiz.quran.models import Verse
from hafiz.review.models import ScheduledVerse
from hafiz.review.selectors import REVIEW_TODAY_DUE_LIMIT, DueVerse, VerseReference, review_today
from hafiz.review.services import learning_path_set, review_record
from hafiz.review.tests.conftest import START


def _refs(verses) -> list[tuple[int, int]]:
    return [(verse.surah_id, verse.ayah_id) for verse in verses]


@pytest.mark.django_db
def test_due_verses_come_oldest_due_first(user, memorise):
    memorise(user=user, references=[(113, 1)], now=START + timedelta(hours=1))
    memorise(user=user, references=[(114, 2)], now=START)
    memorise(user=user, references=[(114, 1)], now=START + timedelta(hours=2))

    today = review_today(user=user, now=START + timedelta(hours=3))

    assert today.due == [
        DueVerse(surah_id=114, ayah_id=2, due=START),
        DueVerse(surah_id=113, ayah_id=1, due=START + timedelta(hours=1)),
        DueVerse(surah_id=114, ayah_id=1, due=START + timedelta(hours=2)),
    ]


@pytest.mark.django_db
def test_a_verse_is_due_exactly_when_fsrs_says_not_a_moment_before(user, memorise):
    memorise(user=user, references=[(112, 1)])
    result = review_record(user=user, chapter_number=112, verse_number=1, game="audio", won=True, mistakes=0,
                           now=START)

    assert review_today(user=user, now=result.due - timedelta(microseconds=1)).due == []
    assert _refs(review_today(user=user, now=result.due).due) == [(112, 1)]


@pytest.mark.django_db
def test_the_plan_is_the_next_verses_of_hafidh_path_not_at_100(user, memorise):
    memorise(user=user, references=[(114, 1), (114, 2)])
    VerseProgress.objects.create(user=user, verse_id=_verse_id(114, 3), progress=75)

    today = review_today(user=user, now=START)

    assert today.new == [VerseReference(114, 3), VerseReference(114, 4), VerseReference(114, 5)]


@pytest.mark.django_db
def test_the_plan_carries_on_into_the_next_chapter_of_the_path(user, memorise):
    memorise(user=user, references=[(114, verse) for verse in range(1, 7)] + [(113, 1)])
    learning_path_set(user=user, kind="hafidh", chapter_number=None, daily_new_verses=6)

    assert _refs(review_today(user=user, now=START).new) == [(113, 2), (113, 3), (113, 4), (113, 5), (112, 1),
                                                              (112, 2)]


@pytest.mark.django_db
def test_after_juz_amma_hafidh_path_goes_on_with_al_fatiha(user, memorise):
    juz_amma = [(verse.chapter_id, verse.number) for verse in _verses(chapter__gte=78)]
    memorise(user=user, references=juz_amma)

    assert _refs(review_today(user=user, now=START).new) == [(1, 1), (1, 2), (1, 3)]


@pytest.mark.django_db
def test_a_custom_path_plans_from_its_chapter_and_wraps_round_to_al_fatiha(user, memorise):
    learning_path_set(user=user, kind="custom", chapter_number=114, daily_new_verses=8)
    memorise(user=user, references=[(114, 2)])

    assert _refs(review_today(user=user, now=START).new) == [(114, 1), (114, 3), (114, 4), (114, 5), (114, 6),
                                                              (1, 1), (1, 2), (1, 3)]


@pytest.mark.django_db
def test_a_learner_with_everything_memorised_has_no_new_verses(user):
    VerseProgress.objects.bulk_create(VerseProgress(user=user, verse=verse, progress=100) for verse in _verses())

    assert review_today(user=user, now=START).new == []


@pytest.mark.django_db
def test_three_queries_however_large_the_schedule(user, memorise, django_assert_num_queries):
    memorise(user=user, references=[(2, verse) for verse in range(1, 41)])

    with django_assert_num_queries(3):
        today = review_today(user=user, now=START + timedelta(days=1))

    assert len(today.due) == today.due_count == ScheduledVerse.objects.count() == 40


@pytest.mark.django_db
def test_a_long_backlog_lists_the_oldest_hundred_and_counts_the_rest(user, memorise, django_assert_num_queries):
    for minute in range(REVIEW_TODAY_DUE_LIMIT + 5):
        memorise(user=user, references=[(2, 200 - minute)], now=START + timedelta(minutes=minute))

    with django_assert_num_queries(4):
        today = review_today(user=user, now=START + timedelta(days=1))

    assert today.due_count == REVIEW_TODAY_DUE_LIMIT + 5
    assert len(today.due) == REVIEW_TODAY_DUE_LIMIT
    assert (today.due[0].ayah_id, today.due[-1].ayah_id) == (200, 200 - REVIEW_TODAY_DUE_LIMIT + 1)


def _verses(**filters):
    return Verse.objects.filter(**filters).order_by("chapter_id", "number")


def _verse_id(chapter: int, number: int) -> int:
    return _verses(chapter_id=chapter, number=number).get().pk
