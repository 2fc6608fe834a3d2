"""The daily review and listening quests, paid by quests_pay after a review or a listening pass."""

from datetime import date, timedelta

import pytest

from hafiz.common.tests.clock import at
from hafiz.listening.services import listening_record, listening_start
from hafiz.progress.models import PROGRESS_MAX, VerseProgress
from hafiz.quran import canon
from hafiz.review.services import review_record, review_schedule_enter
from hafiz.xp import rules
from hafiz.xp.models import XpEvent, XpReason, XpTotal
from hafiz.xp.selectors import quest_list_today
from hafiz.xp.services import quests_pay

CLEAN_WIN = {"game": "memory", "won": True, "mistakes": 0, "flips": 4, "pairs": 4}


def day_with_quest(*, user, quest_id: str, reviews_due: bool = False) -> date:
    day = date(2026, 11, 23)
    while quest_id not in {q.id for q in rules.quests_for_day(user_id=user.pk, day=day, reviews_due=reviews_due)}:
        day += timedelta(days=1)
    return day


def memorise(*, user, verse_at, references, now) -> None:
    for reference in references:
        verse = verse_at(*reference)
        VerseProgress.objects.create(user=user, verse=verse, progress=PROGRESS_MAX, games_won=15)
        review_schedule_enter(user=user, verse=verse, now=now)


def status_of(*, user, quest_id: str, now):
    return next(status for status in quest_list_today(user=user, now=now) if status.quest.id == quest_id)


def quest_bonuses(user) -> list[tuple[str, int]]:
    return list(XpEvent.objects.filter(user=user, reason=XpReason.QUEST).values_list("quest", "amount"))


@pytest.mark.django_db
def test_reviewing_every_due_verse_finishes_the_review_quest_and_pays_it_once(
    user, verse_at, django_assert_num_queries
):
    day = day_with_quest(user=user, quest_id="review_due", reviews_due=True)
    memorise(user=user, verse_at=verse_at, references=[(112, 1), (112, 2)], now=at(f"{day - timedelta(days=1)} 08:00"))
    morning = at(f"{day} 09:00")

    first = status_of(user=user, quest_id="review_due", now=morning)
    assert (first.progress, first.target, first.params, first.done) == (0, 2, {"count": 2}, False)

    review_record(user=user, chapter_number=112, verse_number=1, now=morning, **CLEAN_WIN)
    assert quests_pay(user=user, measures={"reviews"}, now=morning) == []
    half = status_of(user=user, quest_id="review_due", now=morning)
    assert (half.progress, half.target, half.done) == (1, 2, False)

    review_record(user=user, chapter_number=112, verse_number=2, now=morning, **CLEAN_WIN)
    # The day's quests are drawn once; the tally is counted twice, before and under the lock; the learner's first xp
    # makes their totals row, once their account is seen to be active.
    with django_assert_num_queries(16):
        paid = quests_pay(user=user, measures={"reviews"}, now=morning)
    again = quests_pay(user=user, now=morning + timedelta(hours=1))

    assert [(event.quest, event.amount, event.local_date) for event in paid] == [("review_due", 5, day)]
    assert again == []
    assert quest_bonuses(user) == [("review_due", 5)]
    assert XpTotal.objects.get(user=user).all_time_xp == 5
    done = status_of(user=user, quest_id="review_due", now=morning)
    assert (done.progress, done.target, done.done) == (2, 2, True)


@pytest.mark.django_db
def test_no_review_quest_on_a_day_without_reviews_nor_for_verses_memorised_that_day(user, verse_at):
    day = day_with_quest(user=user, quest_id="review_due", reviews_due=True)
    # Memorised on the day itself: due at once, but the day's quests were drawn without reviews to do.
    memorise(user=user, verse_at=verse_at, references=[(112, 1)], now=at(f"{day} 08:00"))

    assert "review_due" not in {status.quest.id for status in quest_list_today(user=user, now=at(f"{day} 09:00"))}


@pytest.mark.django_db
def test_listening_to_five_verses_three_times_finishes_the_listening_quest_and_pays_it_once(user):
    day = day_with_quest(user=user, quest_id="listen_verses")
    moment = at(f"{day} 10:00")
    player = listening_start(user=user, now=at(f"{day} 09:00")).listening_id

    def heard(chapter, first, last, repeats):
        listening_record(
            user=user,
            first_verse=canon.global_verse_number(chapter=chapter, verse=first),
            last_verse=canon.global_verse_number(chapter=chapter, verse=last),
            repeats=repeats,
            listened_at=moment,
            listening_id=player,
        )

    heard(112, 1, 4, repeats=3)
    heard(113, 1, 1, repeats=2)
    assert quests_pay(user=user, measures={"verses_listened"}, now=moment) == []
    status = status_of(user=user, quest_id="listen_verses", now=moment)
    assert (status.progress, status.target, status.params, status.done) == (4, 5, {"count": 5, "times": 3}, False)

    heard(113, 1, 1, repeats=1)  # 3rd
    paid = quests_pay(user=user, measures={"verses_listened"}, now=moment)
    heard(113, 1, 5, repeats=3)

    assert [(event.quest, event.amount) for event in paid] == [("listen_verses", 5)]
    assert quests_pay(user=user, measures={"verses_listened"}, now=moment) == []
    assert quest_bonuses(user) == [("listen_verses", 5)]
    assert status_of(user=user, quest_id="listen_verses", now=moment).done
