from datetime import timedelta

import pytest
from django.utils import timezone

CALLS = [
    ("get", "/api/v1/path/", None),
    ("put", "/api/v1/path/", {"kind": "hafidh", "daily_new_verses": 3}),
    ("get", "/api/v1/review/today/", None),
    ("post", "/api/v1/review/", {"game_id": "0b3f9f4e-8a57-4c55-9a53-2b0f58d3f2a1"}),
    ("get", "/api/v1/review/stats/", None),
]


@pytest.mark.django_db
@pytest.mark.parametrize(("method", "path", "payload"), CALLS)
def test_every_call_needs_a_signed_in_learner(anonymous_api, method, path, payload):
    response = getattr(anonymous_api, method)(path, payload, format="json")

    assert response.status_code == 401
    assert set(response.json()) == {"message", "fields"}


@pytest.mark.django_db
def test_learners_see_and_change_only_their_own_schedule_and_path(user, make_user, client_for, memorise):
    other = make_user()
    mine, theirs = client_for(user), client_for(other)
    memorise(user=user, references=[(112, 1)], now=timezone.now() - timedelta(minutes=1))
    mine.put("/api/v1/path/", {"kind": "custom", "chapter": 2, "daily_new_verses": 1}, format="json")

    assert theirs.get("/api/v1/review/today/").json()["due"] == []
    assert theirs.get("/api/v1/path/").json()["kind"] == "hafidh"
    assert theirs.get("/api/v1/review/stats/").json()["due_per_day"][0]["count"] == 0
    assert len(mine.get("/api/v1/review/today/").json()["due"]) == 1
    assert mine.get("/api/v1/review/today/").json()["new"] == [{"surah_id": 2, "ayah_id": 1}]


@pytest.mark.django_db
def test_review_calls_are_in_the_openapi_schema(anonymous_api):
    schema = anonymous_api.get("/api/v1/schema/", {"format": "json"}, HTTP_ACCEPT="application/vnd.oai.openapi+json")

    assert schema.status_code == 200
    paths = schema.json()["paths"]
    assert set(paths["/api/v1/path/"]) >= {"get", "put"}
    assert "get" in paths["/api/v1/review/today/"]
    assert "post" in paths["/api/v1/review/"]
    assert "get" in paths["/api/v1/review/stats/"]
    components = schema.json()["components"]["schemas"]
    assert {
        "LearningPath",
        "LearningPathSetInputRequest",
        "ReviewTodayOutput",
        "ReviewRecordInputRequest",
        "ReviewRecordOutput",
        "ReviewStatsOutput",
        "DueVerse",
        "NewVerse",
        "DueOnDay",
    } <= set(components)
