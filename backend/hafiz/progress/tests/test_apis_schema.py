import pytest

PATHS = [
    "/api/v1/auth/profile/progress_info/",
    "/api/v1/auth/profile/progress/",
    "/api/v1/levels/",
    "/api/v1/bookmarks/",
    "/api/v1/bookmarks/{surah_id}/{ayah_id}/",
]


@pytest.mark.django_db
def test_progress_calls_are_in_the_openapi_schema(anonymous_api):
    schema = anonymous_api.get("/api/v1/schema/", {"format": "json"}, HTTP_ACCEPT="application/vnd.oai.openapi+json")

    assert schema.status_code == 200
    body = schema.content.decode()
    for path in PATHS:
        assert path in body
