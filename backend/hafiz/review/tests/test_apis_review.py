from datetime import timedelta

import pytest
from django.utils import timezone
from django.utils.dateparse import parse_datetime

from hafiz.progress.models import Game
from hafiz.review.services import review_record

TODAY = "/api/v1/review/today/"
STATS = "/api/v1/review/stats/"


@pytest.fixture
def just_now():
    return timezone.now() - timedelta(minutes=1)


@pytest.mark.django_db
def test_today_lists_due_verses_oldest_first_and_the_plan(api, user, memorise, just_now):
    memorise(user=user, references=[(114, 2)], now=just_now)
    memorise(user=user, references=[(114, 1)], now=just_now - timedelta(hours=1))

    response = api.get(TODAY)

    assert response.status_code == 200
    body = response.json()
    assert [(due["surah_id"], due["ayah_id"]) for due in body["due"]] == [(114, 1), (114, 2)]
    assert body["due_count"] == 2
    assert parse_datetime(body["due"][0]["due"]) == just_now - timedelta(hours=1)
    assert body["new"] == [
        {"surah_id": 114, "ayah_id": 3},
        {"surah_id": 114, "ayah_id": 4},
        {"surah_id": 114, "ayah_id": 5},
    ]


@pytest.mark.django_db
def test_the_plan_follows_the_chosen_path_and_pace(api):
    api.put("/api/v1/path/", {"kind": "custom", "chapter": 1, "daily_new_verses": 2}, format="json")

    assert api.get(TODAY).json() == {
        "due": [],
        "due_count": 0,
        "new": [{"surah_id": 1, "ayah_id": 1}, {"surah_id": 1, "ayah_id": 2}],
        "session": [],
        "confused_pairs": [],
    }


@pytest.mark.django_db
def test_today_takes_a_fixed_number_of_queries(api, user, memorise, just_now, django_assert_max_num_queries):
    memorise(user=user, references=[(2, verse) for verse in range(1, 51)], now=just_now)

    # Seven, and the learner's hifz plan looked up (none: no verse of it to leave out).
    with django_assert_max_num_queries(8):
        response = api.get(TODAY)

    assert len(response.json()["due"]) == 50
    assert len(response.json()["session"]) == 2 * 50


@pytest.mark.django_db
def test_stats_show_memorised_recall_and_the_next_two_weeks(
    api, user, memorise, just_now, django_assert_max_num_queries
):
    memorise(user=user, references=[(112, 1), (112, 2)], now=just_now)
    review_record(user=user, chapter_number=112, verse_number=1, game=Game.AUDIO, won=True, mistakes=0)

    with django_assert_max_num_queries(5):
        response = api.get(STATS)

    assert response.status_code == 200
    body = response.json()
    assert body["memorised"] == 2
    assert 0.9 < body["recall_today"] <= 1
    assert len(body["due_per_day"]) == 14
    assert body["due_per_day"][0] == {"date": timezone.now().date().isoformat(), "count": 1}
    assert sum(day["count"] for day in body["due_per_day"]) == 2


@pytest.mark.django_db
def test_stats_of_a_new_learner(api):
    body = api.get(STATS).json()

    assert (body["memorised"], body["recall_today"]) == (0, None)
    assert {day["count"] for day in body["due_per_day"]} == {0}
