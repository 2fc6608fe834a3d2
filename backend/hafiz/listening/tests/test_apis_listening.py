from datetime import UTC, date, datetime, timedelta

import pytest
from django.utils import timezone

from hafiz.listening.models import ListeningEvent

LISTENED = "/api/v1/player/listened/"
STATS = "/api/v1/player/stats/"


MONDAY_NOON_UTC = datetime(2025, 3, 10, 12, 0, tzinfo=UTC)


@pytest.fixture
def now_is(monkeypatch):
    """Stop the clock at a moment (the app reads it through django.utils.timezone.now)."""

    def stop(moment: datetime) -> None:
        monkeypatch.setattr(timezone, "now", lambda: moment)

    return stop


def _listen(api, surah_id=112, from_ayah=1, to_ayah=2, repeats=2):
    return api.post(
        LISTENED, {"surah_id": surah_id, "from_ayah": from_ayah, "to_ayah": to_ayah, "repeats": repeats}, format="json"
    )


@pytest.mark.django_db
def test_recording_a_pass_is_a_201_with_the_event(api, django_assert_max_num_queries):
    # 1 for the token (its first call: then it is held, hafiz.accounts.authentication), 4 for the savepoints (the view's, which saves the pass and
    # the quests together, and the record's own), 1 for the pass, 1 for the day's quest draw, and 2 more on days the
    # listening quest is drawn (its tally): the most on any day, on the real clock, whoever the learner is.
    with django_assert_max_num_queries(9):
        response = _listen(api)

    assert response.status_code == 201
    body = response.json()
    assert body.pop("listened_at")
    assert body.pop("day") == timezone.now().date().isoformat()  # a new learner's day is UTC's
    assert body == {
        "surah_id": 112,
        "from_ayah": 1,
        "to_surah_id": 112,
        "to_ayah": 2,
        "repeats": 2,
        "counts_for_quests": False,
    }
    assert ListeningEvent.objects.count() == 1


@pytest.mark.django_db
def test_a_pass_across_chapters_is_one_event(api):
    response = api.post(
        LISTENED, {"surah_id": 113, "from_ayah": 5, "to_surah_id": 114, "to_ayah": 1, "repeats": 1}, format="json"
    )

    assert response.status_code == 201
    body = response.json()
    assert (body["surah_id"], body["from_ayah"], body["to_surah_id"], body["to_ayah"]) == (113, 5, 114, 1)
    (event,) = ListeningEvent.objects.all()
    assert (event.first_verse, event.last_verse, event.range_label) == (6230, 6231, "113:5-114:1")


@pytest.mark.django_db
def test_every_pass_is_a_new_event(api):
    _listen(api)
    _listen(api)

    assert ListeningEvent.objects.count() == 2


@pytest.mark.django_db
@pytest.mark.parametrize(
    ("payload", "fields"),
    [
        ({}, {"surah_id", "from_ayah", "to_ayah", "repeats"}),
        ({"surah_id": 112, "from_ayah": 1, "to_ayah": 2}, {"repeats"}),
        ({"surah_id": 112, "from_ayah": 1, "to_ayah": 2, "repeats": 0}, {"repeats"}),
        ({"surah_id": 112, "from_ayah": 1, "to_ayah": 2, "repeats": 21}, {"repeats"}),
        ({"surah_id": 112, "from_ayah": 2, "to_ayah": 1, "repeats": 1}, {"to_ayah"}),
        ({"surah_id": 112, "from_ayah": 1, "to_ayah": 5, "repeats": 1}, {"to_ayah"}),
        ({"surah_id": 115, "from_ayah": 1, "to_ayah": 1, "repeats": 1}, {"surah_id"}),
        ({"surah_id": 114, "from_ayah": 1, "to_surah_id": 113, "to_ayah": 5, "repeats": 1}, {"to_ayah"}),
        ({"surah_id": 112, "from_ayah": "one", "to_ayah": 1, "repeats": 1}, {"from_ayah"}),
    ],
)
def test_a_bad_pass_is_a_400_per_field_and_not_recorded(api, payload, fields):
    response = api.post(LISTENED, payload, format="json")

    assert response.status_code == 400
    assert set(response.json()["fields"]) == fields
    assert not ListeningEvent.objects.exists()


@pytest.mark.django_db
@pytest.mark.parametrize(("method", "path"), [("post", LISTENED), ("get", STATS)])
def test_listening_calls_need_a_signed_in_learner(anonymous_api, method, path):
    response = getattr(anonymous_api, method)(path, {"surah_id": 112, "from_ayah": 1, "to_ayah": 1, "repeats": 1})

    assert response.status_code == 401
    assert not ListeningEvent.objects.exists()


@pytest.mark.django_db
def test_stats_default_to_the_last_seven_days_with_zeros(api, now_is, django_assert_max_num_queries):
    now_is(MONDAY_NOON_UTC)
    _listen(api, 112, 1, 2, repeats=3)
    _listen(api, 112, 2, 4, repeats=1)

    with django_assert_max_num_queries(3):
        response = api.get(STATS)

    assert response.status_code == 200
    body = response.json()
    assert (body["from_day"], body["to_day"]) == ("2025-03-04", "2025-03-10")
    assert [day["day"] for day in body["days"]] == [f"2025-03-{day:02}" for day in range(4, 11)]
    assert body["days"][-1] == {"day": "2025-03-10", "ranges": 2, "verses": 4, "verse_plays": 9}
    assert all(day == {"day": day["day"], "ranges": 0, "verses": 0, "verse_plays": 0} for day in body["days"][:-1])


@pytest.mark.django_db
def test_stats_count_only_the_learners_own_listening(api, make_user, client_for):
    other_api = client_for(make_user())
    _listen(other_api, 112, 1, 4, repeats=5)
    _listen(api, 112, 1, 1, repeats=1)

    today = api.get(STATS).json()["days"][-1]

    assert (today["ranges"], today["verses"], today["verse_plays"]) == (1, 1, 1)


@pytest.mark.django_db
def test_the_day_is_the_learners_own(api, user, now_is):
    user.time_zone = "Pacific/Kiritimati"  # UTC+14: at 12:00 UTC it is already tomorrow there
    user.save()
    now_is(MONDAY_NOON_UTC)

    recorded = _listen(api).json()
    stats = api.get(STATS).json()

    assert recorded["day"] == "2025-03-11"
    assert stats["to_day"] == "2025-03-11"
    assert stats["days"][-1]["ranges"] == 1


@pytest.mark.django_db
def test_stats_of_an_asked_span(api):
    response = api.get(STATS, {"from_day": "2024-02-27", "to_day": "2024-03-01"})

    assert response.status_code == 200
    assert [day["day"] for day in response.json()["days"]] == ["2024-02-27", "2024-02-28", "2024-02-29", "2024-03-01"]


@pytest.mark.django_db
def test_stats_of_a_whole_year_is_the_most(api):
    start = date(2024, 1, 1)

    longest = api.get(STATS, {"from_day": start, "to_day": start + timedelta(days=365)})
    too_long = api.get(STATS, {"from_day": start, "to_day": start + timedelta(days=366)})

    assert longest.status_code == 200
    assert len(longest.json()["days"]) == 366
    assert too_long.status_code == 400
    assert set(too_long.json()["fields"]) == {"from_day"}


@pytest.mark.django_db
@pytest.mark.parametrize(
    ("query", "field"),
    [
        ({"from_day": "2024-03-02", "to_day": "2024-03-01"}, "to_day"),
        ({"from_day": "yesterday"}, "from_day"),
        ({"to_day": "2024-02-30"}, "to_day"),
        ({"from_day": "2000-01-01"}, "from_day"),
        ({"from_day": "9999-12-31"}, "to_day"),
    ],
)
def test_a_bad_span_is_a_400(api, query, field):
    response = api.get(STATS, query)

    assert response.status_code == 400
    assert list(response.json()["fields"]) == [field]


@pytest.mark.django_db
def test_a_span_at_the_start_of_the_calendar_does_not_overflow(api):
    response = api.get(STATS, {"to_day": "0001-01-03"})

    assert response.status_code == 200
    assert response.json()["from_day"] == "0001-01-01"
