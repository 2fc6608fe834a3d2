"""POST /review/: a graded game on a memorised verse, rated as a review of it from the server's grading."""

import uuid
from datetime import timedelta

import pytest
from django.utils import timezone
from django.utils.dateparse import parse_datetime

from hafiz.common.tests.clock import at
from hafiz.games.models import DEAL_LIFETIME
from hafiz.games.tests.calls import deal, grade, honest, played
from hafiz.review.models import ReviewLog, ScheduledVerse
from hafiz.xp import rules
from hafiz.xp.models import XpEvent, XpReason

REVIEW = "/api/v1/review/"
TODAY = "/api/v1/review/today/"


@pytest.fixture
def memorised(user, memorise):
    """112:2, memorised a minute ago: due for review."""
    memorise(user=user, references=[(112, 2)], now=timezone.now() - timedelta(minutes=1))


def _mismatched_then_won(dealt: dict, mismatches: int) -> list:
    """Memory: two cards of different verses turned `mismatches` times, then every pair."""
    first, *others = dealt["cards"]
    other = next(card for card in others if card["name"] != first["name"])
    return [{"card": first["id"]}, {"card": other["id"]}] * mismatches + honest("memory", dealt)


@pytest.mark.django_db
def test_a_graded_game_on_a_memorised_verse_is_a_review_that_moves_it_out_of_today(
    api, user, memorised, django_assert_max_num_queries
):
    game = played(api, "audio")

    # None for the token (held since the game), 3 for the game (the transaction's savepoint and release, the deal), 6
    # for the review (its
    # savepoint and release, the verse's schedule, a review made of this game before, the update, the log) and 1 for
    # the daily quests (the verse was memorised today, so the review quest is not drawn and nothing more is read).
    with django_assert_max_num_queries(10):
        response = api.post(REVIEW, {"game_id": game["game_id"]}, format="json")

    assert response.status_code == 200, response.content
    body = response.json()
    assert body["rating"] == "good"
    assert parse_datetime(body["due"]) == ScheduledVerse.objects.get(user=user).due > timezone.now()
    today = api.get(TODAY).json()
    assert today["due"] == []
    # Today's session keeps the verse, its audio step done, so a reload goes on with its shuffling step.
    assert today["session"] == [
        {"surah_id": 112, "ayah_id": 2, "game": "audio", "review": {"rating": "good", "due": body["due"]}},
        {"surah_id": 112, "ayah_id": 2, "game": "shuffling", "review": None},
    ]
    assert list(ReviewLog.objects.values_list("game_id", "game")) == [(uuid.UUID(game["game_id"]), "audio")]


@pytest.mark.django_db
@pytest.mark.parametrize(
    ("game", "count", "won", "wrong", "rating"),
    [
        ("shuffling", 1, True, 0, "good"),
        ("shuffling", 1, True, 1, "hard"),
        # Left before the end: graded with the moves made, a lost game.
        ("shuffling", 1, False, 0, "again"),
        ("matching", 2, True, 0, "good"),
        ("matching", 2, False, 0, "again"),
        ("audio", 1, True, 0, "good"),
        ("audio", 1, False, 0, "again"),
        ("memory", 2, True, 0, "good"),
        ("memory", 2, False, 0, "again"),
    ],
)
def test_the_rating_follows_the_mistakes_the_grading_counted(api, memorised, game, count, won, wrong, rating):
    graded = played(api, game, 112, 2, count, won=won, wrong=wrong)

    response = api.post(REVIEW, {"game_id": graded["game_id"]}, format="json")

    assert response.status_code == 200, response.content
    assert response.json()["rating"] == rating


@pytest.mark.django_db
@pytest.mark.parametrize(("mismatches", "rating"), [(2, "good"), (3, "hard")])
def test_memory_rates_hard_past_twice_as_many_turns_as_pairs(api, memorised, mismatches, rating):
    dealt = deal(api, "memory", 112, 2, 2)
    assert len(dealt["cards"]) == 4
    # 2 pairs: 2 + 2 turns is good, 2 + 3 is more than twice the pairs.
    grade(api, dealt, _mismatched_then_won(dealt, mismatches))

    assert api.post(REVIEW, {"game_id": dealt["game_id"]}, format="json").json()["rating"] == rating


@pytest.mark.django_db
def test_what_the_client_says_of_the_result_is_not_heard(api, memorised):
    lost_game = played(api, "audio", won=False)

    response = api.post(REVIEW, {"game_id": lost_game["game_id"], "won": True, "mistakes": 0}, format="json")

    assert response.json()["rating"] == "again"


@pytest.mark.django_db
def test_a_game_is_one_review_and_the_same_game_id_answers_it_again(api, user, memorise):
    # Reviews are due on the day before it began: today's quests include "review all due verses", which one review
    # finishes.
    memorise(user=user, references=[(112, 2)], now=timezone.now() - timedelta(days=2))
    game = played(api, "audio")
    first = api.post(REVIEW, {"game_id": game["game_id"]}, format="json").json()
    quest_bonuses = XpEvent.objects.filter(reason=XpReason.QUEST).count()

    again = api.post(REVIEW, {"game_id": game["game_id"]}, format="json")

    assert again.status_code == 200
    assert again.json() == first
    assert ReviewLog.objects.count() == 1
    assert XpEvent.objects.filter(reason=XpReason.QUEST).count() == quest_bonuses


@pytest.mark.django_db
def test_a_review_that_finishes_the_review_quest_pays_its_bonus_once(api, user, memorise, monkeypatch):
    day = timezone.now().date() + timedelta(days=1)
    while "review_due" not in {q.id for q in rules.quests_for_day(user_id=user.pk, day=day, reviews_due=True)}:
        day += timedelta(days=1)
    memorise(user=user, references=[(112, 2)], now=at(f"{day - timedelta(days=1)} 08:00"))
    monkeypatch.setattr(timezone, "now", lambda: at(f"{day} 12:00"))

    for game in ("audio", "shuffling"):  # reviewed again: no second bonus
        assert api.post(REVIEW, {"game_id": played(api, game)["game_id"]}, format="json").status_code == 200

    quests = {quest["id"]: quest for quest in api.get("/api/v1/quests/today/").json()}
    assert (quests["review_due"]["progress"], quests["review_due"]["done"]) == (1, True)
    # (The day's other quests, drawn by the learner's id, may be finished by the games played too.)
    review_bonuses = XpEvent.objects.filter(reason=XpReason.QUEST, quest="review_due")
    assert list(review_bonuses.values_list("quest", "amount")) == [("review_due", 5)]


@pytest.mark.django_db
def test_a_game_won_before_the_verse_was_memorised_is_no_review(api, user):
    # The four wins that take 112:2 to 100 put it on the schedule; none of them reviews it.
    wins = [played(api, game) for game in ("shuffling", "memory", "matching", "audio")]
    assert wins[-1]["verse_finished"] is True

    for win in wins:
        response = api.post(REVIEW, {"game_id": win["game_id"]}, format="json")
        assert response.status_code == 400
        assert "before the verse was memorised" in response.json()["message"]
    assert not ReviewLog.objects.exists()
    assert api.post(REVIEW, {"game_id": played(api, "audio")["game_id"]}, format="json").status_code == 200


@pytest.mark.django_db
def test_a_game_past_its_lifetime_is_no_review_but_a_recorded_review_still_answers(api, memorised, monkeypatch):
    old, reviewed = played(api, "audio"), played(api, "shuffling")
    first = api.post(REVIEW, {"game_id": reviewed["game_id"]}, format="json").json()
    later = timezone.now() + DEAL_LIFETIME
    monkeypatch.setattr(timezone, "now", lambda: later)

    assert api.post(REVIEW, {"game_id": old["game_id"]}, format="json").status_code == 410
    assert api.post(REVIEW, {"game_id": reviewed["game_id"]}, format="json").json() == first
    assert ReviewLog.objects.count() == 1


@pytest.mark.django_db
def test_a_game_not_graded_yet_is_a_400_naming_the_grading_call(api, memorised):
    dealt = deal(api, "audio", 112, 2, 1)

    response = api.post(REVIEW, {"game_id": dealt["game_id"]}, format="json")

    assert response.status_code == 400
    assert "/games/results/" in response.json()["message"]
    assert not ReviewLog.objects.exists()


@pytest.mark.django_db
def test_a_verse_not_memorised_yet_cannot_be_reviewed(api):
    game = played(api, "audio")

    response = api.post(REVIEW, {"game_id": game["game_id"]}, format="json")

    assert response.status_code == 400
    assert "not memorised" in response.json()["message"]
    assert response.json()["fields"] == {}
    assert not ReviewLog.objects.exists()


@pytest.mark.django_db
def test_someone_elses_game_or_an_unknown_one_is_a_404(api, user, make_user, client_for, memorise):
    other = make_user()
    memorise(user=other, references=[(112, 2)])
    theirs = played(client_for(other), "audio")

    for game_id in (theirs["game_id"], str(uuid.uuid4())):
        response = api.post(REVIEW, {"game_id": game_id}, format="json")
        assert response.status_code == 404
        assert response.json()["message"]
    assert not ReviewLog.objects.exists()


@pytest.mark.django_db
@pytest.mark.parametrize("body", [{}, {"game_id": None}, {"game_id": "not-a-uuid"}, {"game_id": 7}])
def test_a_bad_game_id_is_a_400_in_the_error_shape(api, body):
    response = api.post(REVIEW, body, format="json")

    assert response.status_code == 400
    assert set(response.json()["fields"]) == {"game_id"}


@pytest.mark.django_db
def test_a_body_that_is_not_json_is_a_400(api):
    response = api.post(REVIEW, "not json", content_type="application/json")

    assert response.status_code == 400
    assert set(response.json()) == {"message", "fields"}
