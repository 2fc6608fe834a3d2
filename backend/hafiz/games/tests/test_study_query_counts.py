"""Every call of a learner's study, pinned to its exact number of queries once the learner's sign-in is held
(hafiz.accounts.authentication): the calls `make load` plays, in its order (bench/api_calls.py prints the same counts
with their CPU). A call that gains a query fails here, so the cost is a choice, not an accident.

A grading is one transaction: in a test, inside the test's own, it also counts its SAVEPOINT and RELEASE (in
production its BEGIN and COMMIT, which Django does not count).

The day's quests are fixed to three that read no table of their own; the review and listening quests add theirs
(hafiz.xp.selectors.xp_day_tally), bounded in the quests' and grading's own tests."""

import pytest
from rest_framework.test import APIClient

from hafiz.games.tests.calls import deal, grade, honest, lost
from hafiz.xp import rules

PROFILE_INFO = "/api/v1/auth/profile/info/"


@pytest.fixture(autouse=True)
def _quests_without_tables_of_their_own(monkeypatch):
    monkeypatch.setattr(
        rules,
        "quests_for_day",
        lambda **kwargs: [rules.QUESTS_BY_ID[quest_id] for quest_id in ("win_5", "xp_50", "first_wins_4")],
    )


@pytest.fixture
def learner(api) -> APIClient:
    """A learner mid-session: their sign-in held, their xp totals made by a first win."""
    assert api.get(PROFILE_INFO).status_code == 200
    dealt = deal(api, "memory", 1, 1, 1)
    assert grade(api, dealt, honest("memory", dealt)).json()["won"]
    return api


@pytest.mark.django_db
@pytest.mark.parametrize(
    ("path", "queries"),
    [
        ("/api/v1/config/", 0),
        ("/api/v1/chapters/?language=en", 0),
        ("/api/v1/verses/2/255/", 0),
        # The day's tally from the ledger, and whether reviews are due today (which quests are drawn).
        ("/api/v1/quests/today/", 2),
        # The page, the learner's totals, the board's counts, the ties reached earlier.
        ("/api/v1/leaderboard/?period=week&scope=all", 4),
        # A mushaf page's weak words: the learner's slips on it, each with its clean recitations counted within.
        ("/api/v1/recitations/weak-words/?kind=pages&from_page=604&to_page=604", 1),
        # The slips; with no weak verse, their recitations are not asked for (with some: one query more).
        ("/api/v1/recitations/weak-spots/", 1),
        # The slips by day, then the verses mended.
        ("/api/v1/recitations/slip-history/", 2),
    ],
)
def test_reading_calls(learner, path, queries, django_assert_num_queries):
    with django_assert_num_queries(queries):
        assert learner.get(path).status_code == 200


@pytest.mark.django_db
@pytest.mark.parametrize("game", ["shuffling", "memory", "matching", "audio"])
def test_a_deal_is_one_insert(learner, game, django_assert_num_queries):
    with django_assert_num_queries(1):
        deal(learner, game, 2, 255, 3)


@pytest.mark.django_db
def test_a_gaps_deal_reads_the_learners_wins_and_weak_words_then_inserts(learner, django_assert_num_queries):
    with django_assert_num_queries(3):
        deal(learner, "gaps", 2, 255, 3)


@pytest.mark.django_db
@pytest.mark.parametrize("game", ["shuffling", "memory", "matching", "audio"])
def test_a_won_game_is_graded_in_10_queries(learner, game, django_assert_num_queries):
    dealt = deal(learner, game, 2, 255, 3)

    # The learner's totals locked; the deal with whether its win_id was used; the deal graded; the verse's
    # progress before and after; whether reviews are due today; the day's ledger; the win's row; the totals; the
    # board's counts.
    with django_assert_num_queries(10 + 2):
        response = grade(learner, dealt, honest(game, dealt))

    assert response.json()["won"] is True


@pytest.mark.django_db
def test_a_lost_game_is_graded_in_4_queries(learner, django_assert_num_queries):
    dealt = deal(learner, "audio", 2, 255, 3)

    # The totals locked, the deal with its win_id's use, the deal graded, the verse's progress for the answer.
    with django_assert_num_queries(4 + 2):
        response = grade(learner, dealt, lost("audio", dealt))

    assert response.json()["won"] is False


@pytest.mark.django_db
def test_a_guest_signs_in_with_4_queries(anonymous_api, django_assert_num_queries):
    # The learner, their token, their other tokens (none: nothing to end), their last sign-in.
    with django_assert_num_queries(4):
        assert anonymous_api.post("/api/v1/auth/login_demo/").status_code == 200
