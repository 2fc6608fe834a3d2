from datetime import timedelta

import pytest
from fsrs import Card, Rating, Scheduler

from hafiz.progress.models import Game
from hafiz.review.models import ReviewLog, ScheduledVerse
from hafiz.review.services import VerseNotScheduled, review_record
from hafiz.review.tests.conftest import START


def _record(user, *, at, chapter=112, verse=1, game=Game.AUDIO, won=True, mistakes=0, **memory):
    return review_record(
        user=user,
        chapter_number=chapter,
        verse_number=verse,
        game=game,
        won=won,
        mistakes=mistakes,
        now=at,
        **memory,
    )


@pytest.mark.django_db
def test_a_clean_win_is_a_good_review_scheduled_as_fsrs_says(user, memorise):
    (verse,) = memorise(user=user, references=[(112, 1)])
    at = START + timedelta(hours=2)

    result = _record(user, at=at)

    expected, _ = Scheduler(learning_steps=()).review_card(Card(card_id=verse.pk, due=START), Rating.Good, at)
    scheduled = ScheduledVerse.objects.get(user=user, verse=verse)
    assert result.rating == Rating.Good
    assert result.due == scheduled.due == expected.due
    assert scheduled.card == expected.to_dict()
    assert scheduled.last_review == at


@pytest.mark.django_db
def test_a_lost_game_on_a_known_verse_brings_it_back_in_ten_minutes(user, memorise):
    memorise(user=user, references=[(112, 1)])
    _record(user, at=START)
    learnt = ScheduledVerse.objects.get(user=user).due

    result = _record(user, at=learnt, won=False)

    assert result.rating == Rating.Again
    assert result.due == learnt + timedelta(minutes=10)


@pytest.mark.django_db
def test_a_win_after_mistakes_comes_back_sooner_than_a_clean_win(user, make_user, memorise):
    careful = make_user()
    memorise(user=user, references=[(112, 1)])
    memorise(user=careful, references=[(112, 1)])

    hard = _record(user, at=START, mistakes=2)
    good = _record(careful, at=START)

    assert hard.rating == Rating.Hard
    assert hard.due < good.due


@pytest.mark.django_db
def test_memory_flips_decide_between_good_and_hard(user, memorise):
    memorise(user=user, references=[(112, 1), (112, 2)])

    assert _record(user, at=START, game=Game.MEMORY, flips=8, pairs=4).rating == Rating.Good
    assert _record(user, at=START, verse=2, game=Game.MEMORY, flips=9, pairs=4).rating == Rating.Hard


@pytest.mark.django_db
def test_every_review_is_logged_with_verse_rating_time_and_game(user, memorise):
    (verse,) = memorise(user=user, references=[(112, 1)])

    _record(user, at=START, game=Game.SHUFFLING, mistakes=1)
    _record(user, at=START + timedelta(days=1), game=Game.MATCHING, won=False)

    logs = list(
        ReviewLog.objects.filter(user=user)
        .order_by("reviewed_at")
        .values_list("verse_id", "rating", "reviewed_at", "game")
    )
    assert logs == [
        (verse.pk, Rating.Hard, START, Game.SHUFFLING),
        (verse.pk, Rating.Again, START + timedelta(days=1), Game.MATCHING),
    ]


@pytest.mark.django_db
def test_no_verse_is_reviewed_before_it_is_memorised(user, memorise):
    memorise(user=user, references=[(112, 1)])

    with pytest.raises(VerseNotScheduled):
        _record(user, at=START, verse=2)

    assert not ReviewLog.objects.exists()


@pytest.mark.django_db
def test_a_verse_memorised_by_someone_else_is_not_on_my_schedule(user, make_user, memorise):
    memorise(user=make_user(), references=[(112, 1)])

    with pytest.raises(VerseNotScheduled):
        _record(user, at=START)
