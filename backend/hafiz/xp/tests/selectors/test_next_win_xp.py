import pytest

from hafiz.common.tests.clock import at
from hafiz.xp.selectors import next_win_xp

NOW = at("2026-11-25 12:00")


@pytest.mark.django_db
def test_every_game_gives_10_on_a_fresh_verse(user, verse_at):
    assert next_win_xp(user=user, verse=verse_at(112, 1), now=NOW) == {
        "shuffling": 10,
        "memory": 10,
        "matching": 10,
        "audio": 10,
    }


@pytest.mark.django_db
def test_a_won_game_shows_the_repeat_xp_and_0_once_the_days_repeats_are_used(user, win, verse_at):
    win(user, (112, 1), "memory", now=NOW)
    assert next_win_xp(user=user, verse=verse_at(112, 1), now=NOW)["memory"] == 2

    for _ in range(20):
        win(user, (112, 1), "memory", now=NOW)

    preview = next_win_xp(user=user, verse=verse_at(112, 1), now=NOW)
    assert preview == {"shuffling": 10, "memory": 0, "matching": 10, "audio": 10}
    assert next_win_xp(user=user, verse=verse_at(112, 2), now=NOW)["memory"] == 10


@pytest.mark.django_db
def test_the_preview_is_what_the_win_then_gives(user, win, verse_at):
    win(user, (112, 1), "audio", now=NOW)
    preview = next_win_xp(user=user, verse=verse_at(112, 1), now=NOW)

    for game, xp in preview.items():
        assert win(user, (112, 1), game, now=NOW).xp_events[0].amount == xp
