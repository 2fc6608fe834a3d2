from datetime import timedelta

import pytest
from fsrs import Card, State

from hafiz.games.services import win_record
from hafiz.progress.models import Game
from hafiz.review.models import ScheduledVerse
from hafiz.review.services import review_schedule_enter
from hafiz.review.tests.conftest import START


@pytest.mark.django_db
def test_a_verse_enters_the_schedule_due_at_once_as_a_new_fsrs_card(user, verse_at):
    verse = verse_at(112, 1)

    review_schedule_enter(user=user, verse=verse, now=START)

    scheduled = ScheduledVerse.objects.get(user=user, verse=verse)
    card = Card.from_dict(scheduled.card)
    assert scheduled.due == card.due == START
    assert scheduled.last_review is None and card.last_review is None
    assert card.state == State.Learning and card.stability is None
    assert scheduled.scheduled_at == START


@pytest.mark.django_db
def test_entering_again_keeps_the_card_it_has(user, verse_at, memorise):
    (verse,) = memorise(user=user, references=[(112, 1)])
    before = ScheduledVerse.objects.get(user=user, verse=verse)

    review_schedule_enter(user=user, verse=verse, now=START + timedelta(days=3))

    after = ScheduledVerse.objects.get(user=user, verse=verse)
    assert (after.card, after.due, after.scheduled_at) == (before.card, before.due, before.scheduled_at)
    assert ScheduledVerse.objects.filter(user=user).count() == 1


@pytest.mark.django_db
def test_the_win_that_takes_a_verse_to_100_puts_it_on_the_schedule(user, verse_at):
    verse = verse_at(112, 1)
    games = list(Game.values)
    for game in games[:3]:
        win_record(user=user, verse=verse, game=game, now=START)
    assert not ScheduledVerse.objects.exists()

    win_record(user=user, verse=verse, game=games[3], now=START + timedelta(hours=1))

    scheduled = ScheduledVerse.objects.get(user=user, verse=verse)
    assert scheduled.due == scheduled.scheduled_at == START + timedelta(hours=1)


@pytest.mark.django_db
def test_wins_after_100_do_not_reset_the_schedule(user, verse_at):
    verse = verse_at(112, 1)
    for game in Game.values:
        win_record(user=user, verse=verse, game=game, now=START)
    before = ScheduledVerse.objects.get(user=user, verse=verse)

    win_record(user=user, verse=verse, game=Game.AUDIO, now=START + timedelta(days=2))

    assert ScheduledVerse.objects.get(user=user, verse=verse).card == before.card
