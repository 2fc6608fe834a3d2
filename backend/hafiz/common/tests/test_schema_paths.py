import pytest

PATHS = [
    "/api/v1/auth/profile/progress_info/",
    "/api/v1/auth/profile/progress/",
    "/api/v1/levels/",
    "/api/v1/bookmarks/",
    "/api/v1/bookmarks/{surah_id}/{ayah_id}/",
    "/api/v1/progress/next_xp/",
    "/api/v1/progress/current/",
    "/api/v1/quests/today/",
    "/api/v1/leaderboard/",
    "/api/v1/users/",
    "/api/v1/users/{user_id}/follow/",
    "/api/v1/profile/following/",
    "/api/v1/profile/followers/",
    "/api/v1/profile/stats/",
    "/api/v1/profile/goal/",
    "/api/v1/auth/profile/settings/",
]


@pytest.mark.django_db
def test_progress_calls_are_in_the_openapi_schema(anonymous_api):
    schema = anonymous_api.get("/api/v1/schema/", {"format": "json"}, HTTP_ACCEPT="application/vnd.oai.openapi+json")

    assert schema.status_code == 200
    body = schema.content.decode()
    for path in PATHS:
        assert path in body
