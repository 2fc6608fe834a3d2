from datetime import UTC, date, datetime, timedelta

import pytest

from hafiz.listening import selectors, services
from hafiz.quran import canon
from hafiz.xp.rules import LISTENING_QUEST_REPEATS, LISTENING_QUEST_VERSES

NOON = datetime(2025, 3, 10, 12, 0, tzinfo=UTC)
DAY = date(2025, 3, 10)


def _listened(user, chapter, first, last, repeats, at=NOON, counted=True, to_chapter=None):
    """A pass from chapter:first to (to_chapter or chapter):last; `counted`: from a player started an hour before
    (the tests' settings time a pass as taking no time), else without a listening_id."""
    started = services.listening_start(user=user, now=at - timedelta(hours=1))
    services.listening_record(
        user=user,
        first_verse=canon.global_verse_number(chapter=chapter, verse=first),
        last_verse=canon.global_verse_number(chapter=to_chapter or chapter, verse=last),
        repeats=repeats,
        listened_at=at,
        listening_id=started.listening_id if counted else None,
    )


@pytest.mark.django_db
def test_a_verse_counts_once_it_is_heard_three_times_that_day(user):
    _listened(user, 112, 1, 4, 2)
    _listened(user, 112, 2, 3, 1)

    assert (
        selectors.listening_verses_today(user=user, day=DAY, min_repeats=LISTENING_QUEST_REPEATS) == 2
    )  # 112:2 and 112:3, heard 3 times each


@pytest.mark.django_db
def test_the_same_verse_number_in_another_chapter_is_another_verse(user):
    _listened(user, 112, 1, 1, 2)
    _listened(user, 113, 1, 1, 2)

    assert selectors.listening_verses_today(user=user, day=DAY, min_repeats=LISTENING_QUEST_REPEATS) == 0
    assert selectors.listening_verses_today(user=user, day=DAY, min_repeats=2) == 2


@pytest.mark.django_db
def test_a_pass_across_two_chapters_counts_its_verses_as_passes_within_one_do(user):
    _listened(user, 113, 5, 1, 3, to_chapter=114)  # 113:5 and 114:1, three times
    _listened(user, 114, 1, 2, 1)

    assert selectors.listening_verses_today(user=user, day=DAY, min_repeats=LISTENING_QUEST_REPEATS) == 2
    # 114:1 heard in both passes: its repeats add up whichever chapter the pass began in.
    assert selectors.listening_verses_today(user=user, day=DAY, min_repeats=4) == 1


@pytest.mark.django_db
def test_other_days_and_other_learners_do_not_count(user, make_user):
    _listened(user, 112, 1, 4, 2, at=NOON - timedelta(days=1))
    _listened(make_user(), 112, 1, 4, 5)
    _listened(user, 112, 1, 4, 1)

    assert selectors.listening_verses_today(user=user, day=DAY, min_repeats=LISTENING_QUEST_REPEATS) == 0


@pytest.mark.django_db
def test_the_quest_of_five_verses_three_times(user):
    _listened(user, 1, 1, 7, 3)

    assert (
        selectors.listening_verses_today(user=user, day=DAY, min_repeats=LISTENING_QUEST_REPEATS)
        >= LISTENING_QUEST_VERSES
    )


@pytest.mark.django_db
def test_passes_too_short_for_their_recitation_do_not_count(user):
    _listened(user, 1, 1, 7, 3, counted=False)

    assert selectors.listening_verses_today(user=user, day=DAY, min_repeats=LISTENING_QUEST_REPEATS) == 0
    # They are still the learner's listening in the statistics.
    (stats,) = selectors.listening_day_list(user=user, from_day=DAY, to_day=DAY)
    assert (stats.verses, stats.verse_plays) == (7, 21)
