"""The whole Qur'an as game data, read once, so the builders' property tests need no database per example."""

import pytest

from hafiz.games.coverage import GameVerse, VerseRange, verses_partition
from hafiz.games.selectors import game_verse_list
from hafiz.quran import canon
from hafiz.xp import rules


@pytest.fixture(scope="session")
def quran_verses(django_db_setup, django_db_blocker) -> list[GameVerse]:
    with django_db_blocker.unblock():
        return game_verse_list(first_global_number=1, last_global_number=canon.VERSE_COUNT)


@pytest.fixture(scope="session")
def verses_around(quran_verses):
    """selectors.game_verses_around's answer, cut from the verses read once (test_selectors checks they agree)."""

    def around(verse_range: VerseRange, around: int = 0) -> tuple[list[GameVerse], list[GameVerse]]:
        window = quran_verses[
            max(0, verse_range.first_global_number - 1 - around) : verse_range.last_global_number + around
        ]
        return verses_partition(verses=window, verse_range=verse_range)

    return around


@pytest.fixture
def no_daily_quests(monkeypatch):
    """No daily quest drawn, so none finishes with the win a test pays and adds its bonus to the win's xp. The draw is
    seeded by the learner's id, which PostgreSQL's sequences (not rolled back with each test) make differ with the
    tests run before: a test of a win's own xp must not depend on it."""
    monkeypatch.setattr(rules, "quests_for_day", lambda **_: [])
