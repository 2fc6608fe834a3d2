"""Sixty days of a learner on a fake clock, checked against py-fsrs's Scheduler driven directly.

Each day the learner studies twice (08:00 and 20:00 UTC): reviews whatever review_today says is due,
with results drawn from a seeded random source, and in the morning memorises the day's new verses.
Afterwards the same reviews, at the same times and with the same ratings, are replayed on fsrs
cards and a Scheduler built here. Fuzzing (py-fsrs draws it from `random.random`, Python's global
source) is kept on, as in production; each run gets its own source seeded the same way and makes its
review_card calls in the same order. A source of its own, not the global one seeded: anything else
drawing from the global source in between (another library, a thread left behind by an earlier test,
pytest plugins) would shift the draws of one run only, and the runs would part on a fuzzed interval.
"""

import random
from dataclasses import dataclass, field
from datetime import datetime, timedelta

import fsrs.scheduler
import pytest
from fsrs import Card, Rating, Scheduler

from hafiz.progress.models import Game
from hafiz.quran.models import Verse
from hafiz.review.models import ReviewLog, ScheduledVerse
from hafiz.review.selectors import REVIEW_TODAY_DUE_LIMIT, review_today
from hafiz.review.services import review_record
from hafiz.review.tests.conftest import START

DAYS = 60
SESSION_HOURS = (0, 12)  # START is 08:00, so 08:00 and 20:00
FUZZ_SEED = 1234


@dataclass
class Session:
    now: datetime
    due_seen: list[tuple[int, datetime]]  # (verse id, due), as review_today listed them
    due_count: int
    reviews: list[tuple[int, Rating, datetime]] = field(default_factory=list)
    memorised: list[int] = field(default_factory=list)


def _game_result(rng: random.Random) -> dict:
    """Mostly clean wins, some wins after mistakes, some lost games."""
    roll = rng.random()
    game = rng.choice(Game.values)
    memory = {"flips": 4, "pairs": 4} if game == Game.MEMORY else {}
    if roll < 0.15:
        return {"game": game, "won": False, "mistakes": 0, **memory}
    if roll < 0.35:
        return {"game": game, "won": True, "mistakes": 2, **memory}
    return {"game": game, "won": True, "mistakes": 0, **memory}


def _live(user, memorise) -> list[Session]:
    rng = random.Random(7)
    verse_ids = {(verse.chapter_id, verse.number): verse.pk for verse in Verse.objects.all()}
    sessions = []
    for day in range(DAYS):
        for hour in SESSION_HOURS:
            now = START + timedelta(days=day, hours=hour)
            today = review_today(user=user, now=now)
            session = Session(
                now=now,
                due_seen=[(verse_ids[due.surah_id, due.ayah_id], due.due) for due in today.due],
                due_count=today.due_count,
            )
            for minute, due in enumerate(today.due):
                at = now + timedelta(minutes=minute)
                result = review_record(
                    user=user, chapter_number=due.surah_id, verse_number=due.ayah_id, now=at, **_game_result(rng)
                )
                session.reviews.append((verse_ids[due.surah_id, due.ayah_id], result.rating, at))
            if hour == SESSION_HOURS[0]:
                memorise(user=user, references=[(new.surah_id, new.ayah_id) for new in today.new], now=now)
                session.memorised = [verse_ids[new.surah_id, new.ayah_id] for new in today.new]
            sessions.append(session)
    return sessions


@pytest.mark.django_db
def test_sixty_days_of_reviews_follow_fsrs_exactly(user, memorise, monkeypatch):
    monkeypatch.setattr(fsrs.scheduler, "random", random.Random(FUZZ_SEED).random)
    sessions = _live(user, memorise)

    monkeypatch.setattr(fsrs.scheduler, "random", random.Random(FUZZ_SEED).random)
    scheduler = Scheduler(learning_steps=())
    cards: dict[int, Card] = {}
    for session in sessions:
        # Due now by FSRS, oldest first: exactly what the learner was shown, never a verse before its time.
        expected_due = sorted((card.due, verse_id) for verse_id, card in cards.items() if card.due <= session.now)
        assert session.due_seen == [(verse_id, due) for due, verse_id in expected_due][:REVIEW_TODAY_DUE_LIMIT]
        assert session.due_count == len(expected_due)
        for verse_id, rating, at in session.reviews:
            cards[verse_id], _ = scheduler.review_card(cards[verse_id], rating, review_datetime=at)
        for verse_id in session.memorised:
            cards[verse_id] = Card(card_id=verse_id, due=session.now)

    stored = {row.verse_id: row for row in ScheduledVerse.objects.filter(user=user)}
    assert stored.keys() == cards.keys()
    for verse_id, card in cards.items():
        assert stored[verse_id].card == card.to_dict()
        assert stored[verse_id].due == card.due

    # The run exercised what it claims to: every rating, relearning the same evening, weeks-long intervals.
    reviews = [review for session in sessions for review in session.reviews]
    assert len(stored) == DAYS * 3
    assert ReviewLog.objects.filter(user=user).count() == len(reviews) > 300
    assert {rating for _, rating, _ in reviews} == {Rating.Again, Rating.Hard, Rating.Good}
    assert any(session.now.hour == 20 and session.reviews for session in sessions)
    assert max(card.due - card.last_review for card in cards.values() if card.last_review) > timedelta(days=14)
