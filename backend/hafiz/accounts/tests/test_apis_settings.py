from datetime import UTC, datetime

import pytest
from django.utils import timezone

SETTINGS = "/api/v1/auth/profile/settings/"


@pytest.mark.django_db
def test_a_new_learner_counts_days_in_utc(api):
    assert api.get(SETTINGS).json() == {"time_zone": "UTC", "utc_offset_minutes": 0}


@pytest.mark.django_db
@pytest.mark.parametrize(
    ("zone", "offset"), [("Asia/Tokyo", 540), ("America/Los_Angeles", -420), ("Europe/Moscow", 180), ("UTC", 0)]
)
def test_the_browsers_time_zone_is_stored_with_its_offset_now(api, user, monkeypatch, zone, offset):
    monkeypatch.setattr(timezone, "now", lambda: datetime(2026, 7, 1, 12, tzinfo=UTC))  # summer time

    response = api.put(SETTINGS, {"time_zone": zone}, format="json")

    assert response.status_code == 200
    assert response.json() == {"time_zone": zone, "utc_offset_minutes": offset}
    user.refresh_from_db()
    assert user.time_zone == zone


@pytest.mark.django_db
@pytest.mark.parametrize(
    "zone", ["Mars/Olympus", "", "asia/tokyo", "../../etc/passwd", "+09:00", None, 9, "x" * 65, "Asia/Tokyo\x00"]
)
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
