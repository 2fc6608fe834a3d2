from datetime import timedelta

import pytest

from hafiz.progress.models import VerseProgress
from hafiz.quran.models import Verse
from hafiz.review.models import ScheduledVerse
from hafiz.review.selectors import (
    REVIEW_TODAY_DUE_LIMIT,
    DueVerse,
    ReviewStep,
    StepReview,
    VerseReference,
    review_today,
)
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
def test_verses_holding_weak_words_come_first_of_those_due_the_same_day_the_weakest_first(user, memorise):
    memorise(user=user, references=[(114, 2)], now=START)
    memorise(user=user, references=[(113, 1)], now=START + timedelta(hours=1))
    memorise(user=user, references=[(114, 1)], now=START + timedelta(hours=2))
    memorise(user=user, references=[(112, 1)], now=START + timedelta(days=1))
    # By global number: 113:1, 114:1 and 112:1 hold weak words, 114:2 none.
    weakness = {6226: 1.0, 6231: 0.5, 6222: 2.0}

    asked = []

    def weakness_of(verses):
        asked.append(sorted(verses))
        return {verse: weakness[verse] for verse in verses if verse in weakness}

    today = review_today(user=user, now=START + timedelta(days=2), weakness_of=weakness_of)

    # The day before's verses all come before the next day's, however weak that one is.
    assert _refs(today.due) == [(113, 1), (114, 1), (114, 2), (112, 1)]
    assert [(step.surah_id, step.ayah_id) for step in today.session[::2]] == _refs(today.due)
    # Only the due verses are weighed.
    assert asked == [[6222, 6226, 6231, 6232]]


@pytest.mark.django_db
def test_a_verse_is_due_exactly_when_fsrs_says_not_a_moment_before(user, memorise):
    memorise(user=user, references=[(112, 1)])
    result = review_record(user=user, chapter_number=112, verse_number=1, game="audio", won=True, mistakes=0, now=START)

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

    assert _refs(review_today(user=user, now=START).new) == [(113, 2), (113, 3), (113, 4), (113, 5), (112, 1), (112, 2)]


@pytest.mark.django_db
def test_after_juz_amma_hafidh_path_goes_on_with_al_mulk(user, memorise):
    juz_amma = [(verse.chapter_id, verse.number) for verse in _verses(chapter__gte=78)]
    memorise(user=user, references=juz_amma)

    assert _refs(review_today(user=user, now=START).new) == [(67, 1), (67, 2), (67, 3)]


@pytest.mark.django_db
def test_a_custom_path_plans_from_its_chapter_and_wraps_round_to_al_fatiha(user, memorise):
    learning_path_set(user=user, kind="custom", chapter_number=114, daily_new_verses=8)
    memorise(user=user, references=[(114, 2)])

    assert _refs(review_today(user=user, now=START).new) == [
        (114, 1),
        (114, 3),
        (114, 4),
        (114, 5),
        (114, 6),
        (1, 1),
        (1, 2),
        (1, 3),
    ]


@pytest.mark.django_db
def test_a_learner_with_everything_memorised_has_no_new_verses(user):
    VerseProgress.objects.bulk_create(VerseProgress(user=user, verse=verse, progress=100) for verse in _verses())

    assert review_today(user=user, now=START).new == []


@pytest.mark.django_db
def test_five_queries_however_large_the_schedule(user, memorise, django_assert_num_queries):
    memorise(user=user, references=[(2, verse) for verse in range(1, 41)])
    for verse in range(1, 11):
        review_record(user=user, chapter_number=2, verse_number=verse, game="audio", won=True, mistakes=0, now=START)

    with django_assert_num_queries(5):
        today = review_today(user=user, now=START + timedelta(days=1))

    assert len(today.due) == today.due_count == ScheduledVerse.objects.count() - 10 == 30
    assert len(today.session) == 2 * 40 - 2 * 10  # the verses reviewed on START's day are no longer today's


@pytest.mark.django_db
def test_a_long_backlog_lists_the_oldest_hundred_and_counts_the_rest(user, memorise, django_assert_num_queries):
    for minute in range(REVIEW_TODAY_DUE_LIMIT + 5):
        memorise(user=user, references=[(2, 200 - minute)], now=START + timedelta(minutes=minute))

    with django_assert_num_queries(6):
        today = review_today(user=user, now=START + timedelta(days=1))

    assert today.due_count == REVIEW_TODAY_DUE_LIMIT + 5
    assert len(today.due) == REVIEW_TODAY_DUE_LIMIT
    assert (today.due[0].ayah_id, today.due[-1].ayah_id) == (200, 200 - REVIEW_TODAY_DUE_LIMIT + 1)


def _verses(**filters):
    return Verse.objects.filter(**filters).order_by("chapter_id", "number")


def _verse_id(chapter: int, number: int) -> int:
    return _verses(chapter_id=chapter, number=number).get().pk


# Today's session ------------------------------------------------------------------------------------


def _steps(today) -> list[tuple[int, int, str, str | None]]:
    return [(step.surah_id, step.ayah_id, step.game, step.review and step.review.rating) for step in today.session]


def _reviewed(user, reference, game, *, won=True, now):
    return review_record(
        user=user, chapter_number=reference[0], verse_number=reference[1], game=game, won=won, mistakes=0, now=now
    )


@pytest.mark.django_db
def test_todays_session_plays_each_due_verse_through_audio_then_shuffling(user, memorise):
    memorise(user=user, references=[(112, 2)], now=START)
    memorise(user=user, references=[(112, 1)], now=START + timedelta(minutes=1))

    today = review_today(user=user, now=START + timedelta(hours=1))

    assert _steps(today) == [
        (112, 2, "audio", None),
        (112, 2, "shuffling", None),
        (112, 1, "audio", None),
        (112, 1, "shuffling", None),
    ]


@pytest.mark.django_db
def test_a_reviewed_step_stays_in_todays_session_with_its_review_so_a_reload_finds_its_place(user, memorise):
    memorise(user=user, references=[(112, 1), (112, 2)], now=START)
    audio = _reviewed(user, (112, 1), "audio", now=START + timedelta(hours=1))

    today = review_today(user=user, now=START + timedelta(hours=2))

    assert [(due.surah_id, due.ayah_id) for due in today.due] == [(112, 2)]  # 112:1 is no longer due...
    assert today.session[0] == ReviewStep(
        surah_id=112, ayah_id=1, game="audio", review=StepReview(rating="good", due=audio.due)
    )
    assert _steps(today)[1:] == [
        (112, 1, "shuffling", None),  # ...but its session goes on
        (112, 2, "audio", None),
        (112, 2, "shuffling", None),
    ]

    shuffling = _reviewed(user, (112, 1), "shuffling", won=False, now=START + timedelta(hours=3))
    today = review_today(user=user, now=START + timedelta(hours=3))
    assert today.session[:2] == [
        ReviewStep(surah_id=112, ayah_id=1, game="audio", review=StepReview(rating="good", due=shuffling.due)),
        ReviewStep(surah_id=112, ayah_id=1, game="shuffling", review=StepReview(rating="again", due=shuffling.due)),
    ]


@pytest.mark.django_db
def test_a_verse_forgotten_after_its_whole_round_comes_back_for_another(user, memorise):
    memorise(user=user, references=[(112, 1)], now=START)
    _reviewed(user, (112, 1), "audio", won=False, now=START + timedelta(minutes=1))
    again = _reviewed(user, (112, 1), "shuffling", won=False, now=START + timedelta(minutes=2))

    assert _steps(review_today(user=user, now=again.due - timedelta(seconds=1))) == [
        (112, 1, "audio", "again"),
        (112, 1, "shuffling", "again"),
    ]
    assert _steps(review_today(user=user, now=again.due)) == [
        (112, 1, "audio", "again"),
        (112, 1, "shuffling", "again"),
        (112, 1, "audio", None),
        (112, 1, "shuffling", None),
    ]


@pytest.mark.django_db
def test_the_session_is_of_the_learners_own_day(user, memorise):
    user.time_zone = "Asia/Tokyo"  # START, 08:00 UTC, is 17:00 there; the day ends at 15:00 UTC
    user.save(update_fields=["time_zone"])
    memorise(user=user, references=[(112, 1)], now=START)
    _reviewed(user, (112, 1), "audio", now=START + timedelta(hours=1))

    assert _steps(review_today(user=user, now=START + timedelta(hours=6, minutes=59))) == [
        (112, 1, "audio", "good"),
        (112, 1, "shuffling", None),
    ]
    assert review_today(user=user, now=START + timedelta(hours=7)).session == []


@pytest.mark.django_db
def test_a_game_played_on_a_verse_before_it_is_due_is_no_part_of_the_session(user, memorise):
    memorise(user=user, references=[(112, 1)], now=START)
    first = _reviewed(user, (112, 1), "audio", now=START + timedelta(minutes=1))
    early = first.due - timedelta(hours=1)

    # Played early (on the study page), and won: the verse is not due, and today has no session.
    _reviewed(user, (112, 1), "audio", now=early)
    assert review_today(user=user, now=early + timedelta(minutes=1)).session == []

    # Played early and lost: due again in 10 minutes, with a fresh round that the early game is no part of.
    forgotten = _reviewed(user, (112, 1), "shuffling", won=False, now=early + timedelta(minutes=2))
    assert _steps(review_today(user=user, now=forgotten.due)) == [
        (112, 1, "audio", None),
        (112, 1, "shuffling", None),
    ]
