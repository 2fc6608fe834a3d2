from datetime import date

import pytest

from hafiz.common import days
from hafiz.common.tests.clock import at


def test_the_same_instant_is_a_different_day_in_tokyo_and_los_angeles():
    moment = at("2026-11-23 03:00")  # noon in Tokyo, 19:00 the evening before in Los Angeles

    assert days.local_date(moment=moment, time_zone="Asia/Tokyo") == date(2026, 11, 23)
    assert days.local_date(moment=moment, time_zone="America/Los_Angeles") == date(2026, 11, 22)


def test_an_unknown_stored_zone_counts_as_utc():
    assert days.local_date(moment=at("2026-11-23 23:30"), time_zone="Mars/Olympus") == date(2026, 11, 23)


@pytest.mark.parametrize("name", ["Europe/Moscow", "UTC", "America/Argentina/Buenos_Aires"])
def test_iana_zone_names_are_known(name):
    assert days.time_zone_is_known(name)


@pytest.mark.parametrize("name", ["", "Mars/Olympus", "europe/moscow", "../../etc/passwd", "Europe/", "+03:00"])
def test_other_names_are_not_zones(name):
    assert not days.time_zone_is_known(name)
