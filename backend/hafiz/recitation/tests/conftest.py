import pytest

from hafiz.xp import rules


@pytest.fixture
def no_daily_quests(monkeypatch):
    """No daily quest drawn, so a recitation's xp is its own: the draw is seeded by the learner's id, which
    PostgreSQL's sequences make differ with the tests run before."""
    monkeypatch.setattr(rules, "quests_for_day", lambda **_: [])
