import pytest

PATHS = ["/api/v1/player/settings/", "/api/v1/player/verses/", "/api/v1/player/listened/", "/api/v1/player/stats/"]


@pytest.mark.django_db
def test_player_calls_are_in_the_openapi_schema(anonymous_api):
    schema = anonymous_api.get("/api/v1/schema/", {"format": "json"}, HTTP_ACCEPT="application/vnd.oai.openapi+json")

    assert schema.status_code == 200
    paths = schema.json()["paths"]
    for path in PATHS:
        assert path in paths
    assert set(paths["/api/v1/player/settings/"]) == {"get", "put"}
