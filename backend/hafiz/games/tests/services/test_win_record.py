import pytest
from django.utils import timezone

from hafiz.games.services import study_step_record, win_record
from hafiz.progress.models import PROGRESS_GAMES, Game, VerseProgress
from hafiz.review.models import ScheduledVerse
from hafiz.xp.models import XpEvent


@pytest.fixture
def verse(verse_at):
    return verse_at(112, 1)


@pytest.mark.django_db
def test_first_win_of_a_game_adds_25(user, verse):
    assert win_record(user=user, verse=verse, game=Game.MEMORY).progress == 25

    row = VerseProgress.objects.get(user=user, verse=verse)
    assert row.progress == 25
    assert row.won_games == {Game.MEMORY}


@pytest.mark.django_db
def test_any_four_different_games_make_100_and_the_fifth_adds_nothing(user, verse):
    four = (Game.GAPS, Game.SHUFFLING, Game.AUDIO, Game.MEMORY)
    results = [win_record(user=user, verse=verse, game=game).progress for game in four]

    assert results == [25, 50, 75, 100]
    fifth = win_record(user=user, verse=verse, game=Game.MATCHING)
    assert (fifth.progress, fifth.verse_finished) == (100, False)
    assert VerseProgress.objects.get(user=user, verse=verse).won_games == set(PROGRESS_GAMES)


@pytest.mark.django_db
def test_repeat_win_gives_no_progress(user, verse):
    win_record(user=user, verse=verse, game=Game.SHUFFLING)

    assert win_record(user=user, verse=verse, game=Game.SHUFFLING).progress == 25
    assert win_record(user=user, verse=verse, game=Game.SHUFFLING).progress == 25
    assert VerseProgress.objects.filter(user=user, verse=verse).count() == 1


@pytest.mark.django_db
def test_a_study_step_adds_25_each_time_up_to_100_and_pays_nothing(user, verse):
    results = [study_step_record(user=user, verse=verse) for _ in range(6)]

    assert results == [25, 50, 75, 100, 100, 100]
    assert VerseProgress.objects.get(user=user, verse=verse).won_games == set()
    assert not XpEvent.objects.exists()


@pytest.mark.django_db
def test_a_study_step_that_reaches_100_puts_the_verse_on_the_review_schedule(user, verse):
    for _ in range(3):
        study_step_record(user=user, verse=verse)
    assert not ScheduledVerse.objects.exists()

    study_step_record(user=user, verse=verse)

    assert ScheduledVerse.objects.get().verse == verse


@pytest.mark.django_db
def test_game_won_after_reaching_100_is_remembered_without_passing_100(user, verse):
    for _ in range(4):
        study_step_record(user=user, verse=verse)

    assert win_record(user=user, verse=verse, game=Game.AUDIO).progress == 100
    assert VerseProgress.objects.get(user=user, verse=verse).won_games == {Game.AUDIO}


@pytest.mark.django_db
def test_mixed_wins_count_once_per_game_plus_each_study_step(user, verse):
    win_record(user=user, verse=verse, game=Game.MATCHING)
    study_step_record(user=user, verse=verse)
    win_record(user=user, verse=verse, game=Game.MATCHING)

    assert win_record(user=user, verse=verse, game=Game.MEMORY).progress == 75


@pytest.mark.django_db
def test_progress_is_kept_per_verse_and_per_user(user, make_user, verse, verse_at):
    other_user = make_user()
    next_verse = verse_at(112, 2)

    win_record(user=user, verse=verse, game=Game.MEMORY)

    assert win_record(user=other_user, verse=verse, game=Game.MEMORY).progress == 25
    assert win_record(user=user, verse=next_verse, game=Game.MEMORY).progress == 25
    assert VerseProgress.objects.get(user=user, verse=verse).progress == 25


@pytest.mark.django_db
def test_each_win_moves_updated_at_on(user, verse):
    before = timezone.now()
    study_step_record(user=user, verse=verse)
    first = VerseProgress.objects.get(user=user, verse=verse).updated_at

    win_record(user=user, verse=verse, game=Game.AUDIO)
    second = VerseProgress.objects.get(user=user, verse=verse).updated_at

    assert before <= first <= second <= timezone.now()


@pytest.mark.django_db
def test_unknown_game_is_refused(user, verse):
    with pytest.raises(ValueError):
        win_record(user=user, verse=verse, game="chess")

    assert not VerseProgress.objects.exists()


@pytest.mark.django_db
def test_a_win_takes_a_fixed_number_of_queries_whatever_the_history(user, verse, django_assert_max_num_queries):
    for _ in range(3):
        # 13, and one more on days the listening quest is drawn (this learner has no reviews, so never the
        # review quest's two): the most on any day, as the win runs on the real clock.
        with django_assert_max_num_queries(14):
            win_record(user=user, verse=verse, game=Game.MEMORY)


@pytest.mark.django_db
def test_a_study_step_takes_four_queries(user, verse, django_assert_max_num_queries):
    for _ in range(4):
        # The transaction's savepoint and release, the verse's progress before, the upsert (and, at 100, the
        # schedule's insert).
        with django_assert_max_num_queries(5):
            study_step_record(user=user, verse=verse)
