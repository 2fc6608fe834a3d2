from datetime import timedelta

import pytest
from django.utils import timezone
from django.utils.dateparse import parse_datetime

from hafiz.quran.tests.test_apis import BAD_REFERENCES
from hafiz.review.models import ReviewLog, ScheduledVerse

TODAY = "/api/v1/review/today/"
RECORD = "/api/v1/review/"
STATS = "/api/v1/review/stats/"

CLEAN_WIN = {"surah_id": 112, "ayah_id": 1, "game": "audio", "won": True, "mistakes": 0}


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
    assert body["new"] == [{"surah_id": 114, "ayah_id": 3}, {"surah_id": 114, "ayah_id": 4},
                           {"surah_id": 114, "ayah_id": 5}]


@pytest.mark.django_db
def test_the_plan_follows_the_chosen_path_and_pace(api):
    api.put("/api/v1/path/", {"kind": "custom", "chapter": 1, "daily_new_verses": 2}, format="json")

    assert api.get(TODAY).json() == {
        "due": [], "due_count": 0, "new": [{"surah_id": 1, "ayah_id": 1}, {"surah_id": 1, "ayah_id": 2}]
    }


@pytest.mark.django_db
def test_today_takes_a_fixed_number_of_queries(api, user, memorise, just_now, django_assert_max_num_queries):
    memorise(user=user, references=[(2, verse) for verse in range(1, 51)], now=just_now)

    with django_assert_max_num_queries(5):
        response = api.get(TODAY)

    assert len(response.json()["due"]) == 50


@pytest.mark.django_db
def test_a_game_on_a_memorised_verse_is_a_review_that_moves_it_out_of_today(api, user, memorise, just_now,
                                                                           django_assert_max_num_queries):
    memorise(user=user, references=[(112, 1)], now=just_now)

    # 7 for the review; 3 for the daily quests (the savepoint the view saves both in, and the day's draw:
    # the verse was memorised today, so the review quest is not drawn and nothing more is read).
    with django_assert_max_num_queries(10):
        response = api.post(RECORD, CLEAN_WIN, format="json")

    assert response.status_code == 200, response.content
    body = response.json()
    assert body["rating"] == "good"
    assert parse_datetime(body["due"]) == ScheduledVerse.objects.get(user=user).due > timezone.now()
    assert api.get(TODAY).json()["due"] == []
    assert ReviewLog.objects.filter(user=user).count() == 1


@pytest.mark.django_db
@pytest.mark.parametrize(
    ("result", "rating"),
    [
        ({"won": True, "mistakes": 1}, "hard"),
        ({"won": False, "mistakes": 0}, "again"),
        ({"game": "memory", "won": True, "mistakes": 0, "flips": 6, "pairs": 4}, "good"),
        ({"game": "memory", "won": True, "mistakes": 0, "flips": 9, "pairs": 4}, "hard"),
        ({"game": "memory", "won": False, "mistakes": 0, "flips": 3, "pairs": 4, }, "again"),
    ],
)
def test_the_game_result_sets_the_rating(api, user, memorise, just_now, result, rating):
    memorise(user=user, references=[(112, 1)], now=just_now)

    response = api.post(RECORD, CLEAN_WIN | result, format="json")

    assert response.status_code == 200, response.content
    assert response.json()["rating"] == rating


@pytest.mark.django_db
def test_a_verse_not_memorised_yet_cannot_be_reviewed(api, user, memorise, just_now):
    memorise(user=user, references=[(112, 2)], now=just_now)

    response = api.post(RECORD, CLEAN_WIN, format="json")

    assert response.status_code == 400
    assert "not memorised" in response.json()["message"]
    assert response.json()["fields"] == {}
    assert not ReviewLog.objects.exists()


@pytest.mark.django_db
@pytest.mark.parametrize(("reference", "fields"), BAD_REFERENCES)
def test_a_bad_verse_reference_is_a_400_per_field(api, reference, fields):
    payload = {key: value for key, value in CLEAN_WIN.items() if key not in ("surah_id", "ayah_id")} | reference

    response = api.post(RECORD, payload, format="json")

    assert response.status_code == 400
    assert set(response.json()["fields"]) == fields


@pytest.mark.django_db
@pytest.mark.parametrize(
    ("change", "fields"),
    [
        ({"game": None}, {"game"}),
        ({"game": "chess"}, {"game"}),
        ({"won": None}, {"won"}),
        ({"won": "perhaps"}, {"won"}),
        ({"mistakes": -1}, {"mistakes"}),
        ({"mistakes": "none"}, {"mistakes"}),
        ({"mistakes": None}, {"mistakes"}),
        ({"game": "memory"}, {"flips", "pairs"}),
        ({"game": "memory", "flips": 4}, {"pairs"}),
        ({"game": "memory", "flips": -1, "pairs": 4}, {"flips"}),
        ({"game": "memory", "flips": 4, "pairs": 0}, {"pairs"}),
        ({"flips": 4, "pairs": 4}, {"flips", "pairs"}),
    ],
)
def test_a_bad_game_result_is_a_400_per_field(api, user, memorise, just_now, change, fields):
    memorise(user=user, references=[(112, 1)], now=just_now)
    payload = {key: value for key, value in (CLEAN_WIN | change).items() if value is not None}

    response = api.post(RECORD, payload, format="json")

    assert response.status_code == 400
    assert response.json()["message"]
    assert set(response.json()["fields"]) == fields
    assert not ReviewLog.objects.exists()


@pytest.mark.django_db
def test_a_body_that_is_not_json_is_a_400(api):
    response = api.post(RECORD, "not json", content_type="application/json")

    assert response.status_code == 400
    assert set(response.json()) == {"message", "fields"}


@pytest.mark.django_db
def test_stats_show_memorised_recall_and_the_next_two_weeks(api, user, memorise, just_now,
                                                            django_assert_max_num_queries):
    memorise(user=user, references=[(112, 1), (112, 2)], now=just_now)
    api.post(RECORD, CLEAN_WIN, format="json")

    with django_assert_max_num_queries(4):
        response = api.get(STATS)

    assert response.status_code == 200
    body = response.json()
    assert body["memorised"] == 1
    assert 0.9 < body["recall_today"] <= 1
    assert len(body["due_per_day"]) == 14
    assert body["due_per_day"][0] == {"date": timezone.now().date().isoformat(), "count": 1}
    assert sum(day["count"] for day in body["due_per_day"]) == 2


@pytest.mark.django_db
def test_stats_of_a_new_learner(api):
    body = api.get(STATS).json()

    assert (body["memorised"], body["recall_today"]) == (0, None)
    assert {day["count"] for day in body["due_per_day"]} == {0}
