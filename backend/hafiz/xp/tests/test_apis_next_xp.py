import pytest

from hafiz.games.tests.calls import played
from hafiz.xp import rules

NEXT_XP = "/api/v1/progress/next_xp/"


@pytest.mark.django_db
def test_game_tiles_show_a_first_win_then_a_replay_for_a_won_game(api, django_assert_max_num_queries):
    with django_assert_max_num_queries(5):
        fresh = api.get(NEXT_XP, {"surah_id": 112, "ayah_id": 1})
    played(api, "matching", 112, 1)

    first_win = {"xp": 10, "pays": "first_win"}
    assert fresh.json() == dict.fromkeys(("shuffling", "memory", "matching", "audio", "gaps"), first_win)
    assert api.get(NEXT_XP, {"surah_id": 112, "ayah_id": 1}).json()["matching"] == {"xp": 2, "pays": "repeat_win"}


@pytest.mark.django_db
def test_game_tiles_say_when_nothing_is_left_today(api, monkeypatch):
    monkeypatch.setattr(rules, "REPEAT_WINS_PAID_PER_DAY", 0)
    monkeypatch.setattr(rules, "FIRST_WIN_XP_PER_DAY", 10)
    played(api, "matching", 112, 1)

    pays = api.get(NEXT_XP, {"surah_id": 112, "ayah_id": 1}).json()

    assert pays["matching"] == pays["memory"] == {"xp": 0, "pays": "nothing_today"}


@pytest.mark.django_db
@pytest.mark.parametrize(
    ("query", "fields"),
    [
        ({}, {"surah_id", "ayah_id"}),
        ({"surah_id": "abc", "ayah_id": 1}, {"surah_id"}),
        ({"surah_id": 115, "ayah_id": 1}, {"surah_id"}),
        ({"surah_id": 112, "ayah_id": 5}, {"ayah_id"}),
        ({"surah_id": 2, "ayah_id": 10**12}, {"ayah_id"}),
    ],
)
def test_next_xp_for_a_bad_verse_is_a_400_per_field(api, query, fields):
    response = api.get(NEXT_XP, query)

    assert response.status_code == 400
    assert set(response.json()["fields"]) == fields


@pytest.mark.django_db
def test_next_xp_needs_a_token(anonymous_api):
    assert anonymous_api.get(NEXT_XP, {"surah_id": 1, "ayah_id": 1}).status_code == 401
