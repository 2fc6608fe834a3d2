import pytest

SETTINGS = "/api/v1/auth/profile/settings/"


@pytest.mark.django_db
def test_a_new_learner_counts_days_in_utc(api):
    assert api.get(SETTINGS).json() == {"time_zone": "UTC"}


@pytest.mark.django_db
@pytest.mark.parametrize("zone", ["Asia/Tokyo", "America/Los_Angeles", "Europe/Moscow", "UTC"])
def test_the_browsers_time_zone_is_stored(api, user, zone):
    response = api.put(SETTINGS, {"time_zone": zone}, format="json")

    assert response.status_code == 200
    assert response.json() == {"time_zone": zone}
    user.refresh_from_db()
    assert user.time_zone == zone


@pytest.mark.django_db
@pytest.mark.parametrize("zone", ["Mars/Olympus", "", "asia/tokyo", "../../etc/passwd", "+09:00", None, 9, "x" * 65,
                                  "Asia/Tokyo\x00"])
def test_an_unknown_time_zone_is_a_400_and_changes_nothing(api, user, zone):
    response = api.put(SETTINGS, {"time_zone": zone}, format="json")

    assert response.status_code == 400
    body = response.json()
    assert set(body["fields"]) == {"time_zone"}
    assert body["fields"]["time_zone"][0]
    user.refresh_from_db()
    assert user.time_zone == "UTC"


@pytest.mark.django_db
@pytest.mark.parametrize("method", ["get", "put"])
def test_settings_need_a_token(anonymous_api, method):
    assert getattr(anonymous_api, method)(SETTINGS, {"time_zone": "UTC"}, format="json").status_code == 401
