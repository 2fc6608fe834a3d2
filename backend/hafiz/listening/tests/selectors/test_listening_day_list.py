from datetime import UTC, date, datetime, timedelta

import pytest

from hafiz.listening import selectors, services
from hafiz.listening.selectors import ListeningDay
from hafiz.quran import canon

NOON = datetime(2025, 3, 10, 12, 0, tzinfo=UTC)


def _listened(user, chapter, first, last, repeats, at=NOON, to_chapter=None):
    services.listening_record(
        user=user,
        first_verse=canon.global_verse_number(chapter=chapter, verse=first),
        last_verse=canon.global_verse_number(chapter=to_chapter or chapter, verse=last),
        repeats=repeats,
        listened_at=at,
    )


@pytest.mark.django_db
def test_overlapping_ranges_count_each_verse_once_but_every_play(user, django_assert_num_queries):
    _listened(user, 2, 255, 257, 2)
    _listened(user, 2, 256, 258, 1)

    with django_assert_num_queries(1):
        (day,) = selectors.listening_day_list(user=user, from_day=date(2025, 3, 10), to_day=date(2025, 3, 10))

    assert day == ListeningDay(day=date(2025, 3, 10), ranges=2, verses=4, verse_plays=9)


@pytest.mark.django_db
def test_a_pass_across_chapters_is_one_range_and_its_verses_count_once(user):
    _listened(user, 113, 4, 2, 2, to_chapter=114)  # 113:4, 113:5, 114:1, 114:2
    _listened(user, 114, 1, 6, 1)

    (day,) = selectors.listening_day_list(user=user, from_day=date(2025, 3, 10), to_day=date(2025, 3, 10))

    assert day == ListeningDay(day=date(2025, 3, 10), ranges=2, verses=8, verse_plays=14)


@pytest.mark.django_db
def test_days_come_oldest_first_with_quiet_days_as_zeros(user):
    _listened(user, 112, 1, 1, 1, at=NOON - timedelta(days=2))
    _listened(user, 112, 1, 2, 1)

    days = selectors.listening_day_list(user=user, from_day=date(2025, 3, 7), to_day=date(2025, 3, 11))

    assert [(day.day.day, day.verses) for day in days] == [(7, 0), (8, 1), (9, 0), (10, 2), (11, 0)]


@pytest.mark.django_db
def test_a_learner_in_another_time_zone_has_the_pass_on_their_own_day(user):
    user.time_zone = "America/Los_Angeles"
    user.save()

    _listened(user, 112, 1, 1, 1, at=datetime(2025, 3, 10, 3, 0, tzinfo=UTC))

    days = selectors.listening_day_list(user=user, from_day=date(2025, 3, 9), to_day=date(2025, 3, 10))
    assert [day.ranges for day in days] == [1, 0]
