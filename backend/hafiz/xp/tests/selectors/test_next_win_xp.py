import pytest

from hafiz.common.tests.clock import at
from hafiz.xp.selectors import next_win_xp

NOW = at("2026-11-25 12:00")
FIRST_WIN = {"xp": 10, "pays": "first_win"}


@pytest.mark.django_db
def test_every_game_pays_a_first_win_on_a_fresh_verse(user, verse_at):
    assert next_win_xp(user=user, verse=verse_at(112, 1), now=NOW) == {
        "shuffling": FIRST_WIN,
        "memory": FIRST_WIN,
        "matching": FIRST_WIN,
        "audio": FIRST_WIN,
        "gaps": FIRST_WIN,
    }


@pytest.mark.django_db
def test_a_won_game_pays_a_replay_then_nothing_once_the_days_repeats_are_used(user, win, verse_at):
    win(user, (112, 1), "memory", now=NOW)
    assert next_win_xp(user=user, verse=verse_at(112, 1), now=NOW)["memory"] == {"xp": 2, "pays": "repeat_win"}

    for _ in range(20):
        win(user, (112, 1), "memory", now=NOW)

    preview = next_win_xp(user=user, verse=verse_at(112, 1), now=NOW)
    assert preview == {
        "shuffling": FIRST_WIN,
        "memory": {"xp": 0, "pays": "nothing_today"},
        "matching": FIRST_WIN,
        "audio": FIRST_WIN,
        "gaps": FIRST_WIN,
    }
    assert next_win_xp(user=user, verse=verse_at(112, 2), now=NOW)["memory"] == FIRST_WIN


@pytest.mark.django_db
def test_the_preview_is_what_the_win_then_earns(user, win, verse_at):
    win(user, (112, 1), "audio", now=NOW)
    preview = next_win_xp(user=user, verse=verse_at(112, 1), now=NOW)

    for game, pays in preview.items():
        (earned, *_) = win(user, (112, 1), game, now=NOW).xp_events
        assert (earned.reason, earned.amount + earned.waiting) == (pays["pays"], pays["xp"])
