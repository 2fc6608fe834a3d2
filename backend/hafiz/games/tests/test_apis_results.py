"""POST /games/results/: a dealt game graded from the player's moves, once."""

import uuid
from datetime import timedelta

import pytest
from django.core.management import call_command
from django.utils import timezone

from hafiz.games.coverage import verse_global_number
from hafiz.games.models import DEAL_LIFETIME, GameDeal
from hafiz.games.tests.calls import RESULTS, deal, grade, honest, lost
from hafiz.games.tests.plays import PLAYS, blank_words
from hafiz.progress.models import VerseProgress
from hafiz.quran.spelling import word_pattern
from hafiz.xp.models import XpEvent

GAMES = list(PLAYS)
# What solves a game, as its call answers it: what the deal must keep.
SOLUTIONS = {
    "shuffling": lambda dealt: {"sequence": dealt["levels"][0]["correctSequence"]},
    "memory": lambda dealt: {"verse_of_card": {str(card["id"]): card["name"] for card in dealt["cards"]}},
    "matching": lambda dealt: {"pairs": dealt["correctPairs"]},
    "audio": lambda dealt: {"answer": dealt["correct_answer"]},
    "gaps": lambda dealt: {"words": {str(blank): word for blank, word in blank_words(dealt).items()}},
}


@pytest.mark.django_db
@pytest.mark.parametrize("game", GAMES)
def test_each_game_dealt_is_kept_with_what_solves_it(api, user, game):
    dealt = deal(api, game)

    kept = GameDeal.objects.get(pk=dealt["game_id"])
    assert (kept.user, kept.game, str(kept.verse)) == (user, game, "112:2")
    assert (kept.first_global_number, kept.last_global_number) == (
        verse_global_number(chapter=112, verse=1),
        verse_global_number(chapter=112, verse=2),
    )
    assert kept.expires_at - kept.dealt_at == DEAL_LIFETIME
    assert kept.graded_at is None
    assert kept.solution == SOLUTIONS[game](dealt)


@pytest.mark.django_db
def test_each_deal_has_its_own_id(api):
    assert deal(api, "memory")["game_id"] != deal(api, "memory")["game_id"]


@pytest.mark.django_db
@pytest.mark.parametrize("game", GAMES)
def test_a_won_game_moves_progress_and_pays_like_a_win(api, game):
    dealt = deal(api, game)

    response = grade(api, dealt, honest(game, dealt))

    assert response.status_code == 200, response.content
    body = response.json()
    assert (body["won"], body["mistakes"], body["repeated"]) == (True, 0, False)
    assert body["ayah_progress"] == {"progress": 25}
    first_win = {
        "reason": "first_win",
        "amount": 10,
        "waiting": 0,
        "quest": None,
        "quest_title_key": None,
        "quest_params": None,
        "chapter": None,
    }
    assert body["xp_events"][0] == first_win
    assert body["xp_gained"] == body["total_xp"] == sum(event["amount"] for event in body["xp_events"])
    # The ledger names the deal on the win and every bonus it earned.
    assert set(XpEvent.objects.values_list("game_id", flat=True)) == {uuid.UUID(dealt["game_id"])}
    kept = GameDeal.objects.get(pk=dealt["game_id"])
    assert (kept.won, kept.mistakes, kept.graded_at is not None) == (True, 0, True)


@pytest.mark.django_db
@pytest.mark.parametrize("game", GAMES)
def test_a_lost_game_is_a_result_that_moves_nothing(api, game):
    dealt = deal(api, game)

    response = grade(api, dealt, lost(game, dealt))

    assert response.status_code == 200, response.content
    body = response.json()
    assert body["won"] is False
    # Memory counts no mistakes; the losing matching submit swaps two pictures: two wrong links.
    assert body["mistakes"] == {"memory": 0, "matching": 2}.get(game, 1)
    assert (body["ayah_progress"], body["xp_gained"], body["xp_events"], body["total_xp"]) == (
        {"progress": 0},
        0,
        [],
        0,
    )
    assert not XpEvent.objects.exists()
    assert not VerseProgress.objects.exists()
    assert GameDeal.objects.get(pk=dealt["game_id"]).won is False


# The right answer each game's grading shows, from the deal as its call answered it.
ANSWERS = {
    "shuffling": lambda dealt: {
        "placements": [
            {"gap": part["id"], "phrase": phrase}
            for part, phrase in zip(
                (part for part in dealt["levels"][0]["sentence"] if part["type"] == "gap"),
                dealt["levels"][0]["correctSequence"],
                strict=True,
            )
        ]
    },
    "memory": lambda dealt: {
        "pairs": sorted(
            sorted(card["id"] for card in dealt["cards"] if card["name"] == name)
            for name in {c["name"] for c in dealt["cards"]}
        )
    },
    "matching": lambda dealt: {
        "links": [{"text": item["id"], "image": dealt["correctPairs"][str(item["id"])]} for item in dealt["textItems"]]
    },
    "audio": lambda dealt: {"option": dealt["correct_answer"]},
    "gaps": lambda dealt: {
        "blanks": [
            {"blank": blank, "word": word, "accepts": word_pattern(word)} for blank, word in blank_words(dealt).items()
        ]
    },
}


@pytest.mark.django_db
@pytest.mark.parametrize("game", GAMES)
@pytest.mark.parametrize("won", [True, False])
def test_a_graded_game_answers_the_right_answer_and_again_on_a_retry(api, game, won):
    dealt = deal(api, game)
    moves = honest(game, dealt) if won else lost(game, dealt)
    win_id = str(uuid.uuid4())

    first, again = grade(api, dealt, moves, win_id).json(), grade(api, dealt, moves, win_id).json()

    for body in (first, again):
        answer = body["answer"]
        if game == "memory":
            answer = {"pairs": sorted(sorted(pair) for pair in answer["pairs"])}
        assert answer == ANSWERS[game](dealt)
        assert body["turns"] == ((len(moves) // 2) if game == "memory" else None)


@pytest.mark.django_db
def test_a_win_after_mistakes_still_pays_and_keeps_its_mistakes(api):
    dealt = deal(api, "shuffling", 2, 255, 1)

    body = grade(api, dealt, honest("shuffling", dealt, wrong=2)).json()

    assert (body["won"], body["mistakes"], body["xp_gained"] > 0) == (True, 2, True)
    assert GameDeal.objects.get(pk=dealt["game_id"]).mistakes == 2


@pytest.mark.django_db
def test_memory_keeps_the_turns_taken_for_a_review(api):
    dealt = deal(api, "memory", 112, 4, 4)

    grade(api, dealt, honest("memory", dealt, wrong=3))

    assert GameDeal.objects.get(pk=dealt["game_id"]).turns == 4 + 3


@pytest.mark.django_db
@pytest.mark.parametrize(
    ("game", "move", "field"),
    [
        ("shuffling", {"phrase": 99, "gap": 1}, "moves.0"),
        ("memory", {"card": 0}, "moves.0"),
        ("matching", {"links": []}, "moves.0"),
        ("audio", {"option": "not offered"}, "moves.0"),
        ("audio", {"card": 1}, "moves.0"),
    ],
)
def test_a_move_that_cannot_be_made_is_a_400_and_loses_nothing(api, game, move, field):
    dealt = deal(api, game)

    response = grade(api, dealt, [move])

    assert response.status_code == 400
    assert response.json()["fields"][field]
    assert GameDeal.objects.get(pk=dealt["game_id"]).graded_at is None
    assert grade(api, dealt, honest(game, dealt)).json()["won"] is True


@pytest.mark.django_db
@pytest.mark.parametrize(
    "body",
    [
        {},
        {"game_id": "not-a-uuid", "win_id": str(uuid.uuid4()), "moves": []},
        {"game_id": str(uuid.uuid4()), "win_id": str(uuid.uuid4()), "moves": "flip"},
        {"game_id": str(uuid.uuid4()), "win_id": str(uuid.uuid4()), "moves": [1]},
        {"game_id": str(uuid.uuid4()), "win_id": str(uuid.uuid4()), "moves": [{"card": 1}] * 501},
    ],
)
def test_a_malformed_call_is_a_400_in_the_error_shape(api, body):
    response = api.post(RESULTS, body, format="json")

    assert response.status_code == 400
    assert response.json()["message"] and response.json()["fields"]


@pytest.mark.django_db
@pytest.mark.parametrize("game", GAMES)
def test_a_graded_game_is_graded_once_and_the_same_win_id_answers_again(api, game):
    dealt = deal(api, game)
    moves = honest(game, dealt)
    win_id = str(uuid.uuid4())
    first = grade(api, dealt, moves, win_id).json()

    again = grade(api, dealt, moves, win_id)
    other = grade(api, dealt, moves)

    assert again.status_code == 200
    assert again.json() == {**first, "repeated": True}
    assert other.status_code == 409
    assert other.json()["message"]
    assert XpEvent.objects.count() == len(first["xp_events"])


@pytest.mark.django_db
def test_a_lost_game_answers_again_for_its_win_id_and_cannot_be_won_after(api):
    dealt = deal(api, "audio")
    win_id = str(uuid.uuid4())
    wrong = lost("audio", dealt)
    first = grade(api, dealt, wrong, win_id).json()

    assert grade(api, dealt, wrong, win_id).json() == {**first, "repeated": True}
    assert grade(api, dealt, honest("audio", dealt)).status_code == 409


@pytest.mark.django_db
def test_a_win_id_pays_one_win_across_deals(api):
    win_id = str(uuid.uuid4())
    first, second = deal(api, "memory"), deal(api, "matching")
    assert grade(api, first, honest("memory", first), win_id).status_code == 200

    response = grade(api, second, honest("matching", second), win_id)

    assert response.status_code == 409
    assert "win_id" in response.json()["message"]
    assert GameDeal.objects.get(pk=second["game_id"]).graded_at is None


@pytest.mark.django_db
@pytest.mark.parametrize("won", [True, False], ids=["won", "lost"])
def test_a_win_id_of_a_win_claimed_before_grading_cannot_grade_a_deal(api, user, win, won):
    win_id = str(uuid.uuid4())
    win(user, (112, 2), "audio", win_id=uuid.UUID(win_id))  # a ledger row from the days wins were claimed
    dealt = deal(api, "audio")
    claimed_rows = XpEvent.objects.count()

    # Refused before the moves are replayed, whatever they would give.
    response = grade(api, dealt, honest("audio", dealt) if won else lost("audio", dealt), win_id)

    assert response.status_code == 409
    assert "win_id" in response.json()["message"]
    assert GameDeal.objects.get(pk=dealt["game_id"]).graded_at is None
    assert XpEvent.objects.count() == claimed_rows
    assert not XpEvent.objects.filter(game_id=dealt["game_id"]).exists()
    assert grade(api, dealt, honest("audio", dealt)).json()["won"] is True


@pytest.mark.django_db
@pytest.mark.parametrize("game", GAMES)
def test_someone_elses_deal_or_an_unknown_one_is_a_404(api, client_for, make_user, game):
    dealt = deal(api, game)
    someone_else = client_for(make_user())

    assert grade(someone_else, dealt, honest(game, dealt)).status_code == 404
    unknown = grade(api, {"game_id": str(uuid.uuid4())}, honest(game, dealt))
    assert unknown.status_code == 404
    assert unknown.json()["message"]
    assert GameDeal.objects.get(pk=dealt["game_id"]).graded_at is None


@pytest.mark.django_db
@pytest.mark.parametrize("game", GAMES)
def test_an_expired_deal_is_a_410(api, game):
    dealt = deal(api, game)
    GameDeal.objects.update(expires_at=timezone.now() - timedelta(seconds=1))

    response = grade(api, dealt, honest(game, dealt))

    assert response.status_code == 410
    assert response.json()["message"]
    assert not XpEvent.objects.exists()


@pytest.mark.django_db
def test_a_graded_deal_answers_its_win_id_again_after_it_expired(api):
    dealt = deal(api, "memory")
    win_id = str(uuid.uuid4())
    first = grade(api, dealt, honest("memory", dealt), win_id).json()
    GameDeal.objects.update(expires_at=timezone.now() - timedelta(seconds=1))

    assert grade(api, dealt, honest("memory", dealt), win_id).json() == {**first, "repeated": True}
    assert grade(api, dealt, honest("memory", dealt)).status_code == 409


@pytest.mark.django_db
@pytest.mark.parametrize("game", GAMES)
def test_a_move_after_the_games_end_is_a_400(api, game):
    dealt = deal(api, game)
    moves = honest(game, dealt)

    response = grade(api, dealt, [*moves, moves[-1]])

    assert response.status_code == 400
    assert response.json()["fields"][f"moves.{len(moves)}"] == ["The game was over."]


@pytest.mark.django_db
def test_grading_needs_a_valid_token(anonymous_api):
    response = anonymous_api.post(
        RESULTS, {"game_id": str(uuid.uuid4()), "win_id": str(uuid.uuid4()), "moves": []}, format="json"
    )

    assert response.status_code == 401


@pytest.mark.django_db
# A win: 12 (test_study_query_counts), two more on days the review quest is drawn for the learner and one more on
# days the listening quest is (the draw depends on their id and the real date the test runs on), so the bound is the
# most on any day. A loss: 6.
@pytest.mark.parametrize(("game", "won", "queries"), [("shuffling", True, 15), ("audio", False, 6)])
def test_grading_takes_a_fixed_number_of_queries(api, game, won, queries, django_assert_max_num_queries):
    # A few wins first, so that the day's tally, quests and totals exist as for a learner mid-session.
    for warm_up in ("memory", "matching"):
        dealt = deal(api, warm_up, 1, 7, 7)
        grade(api, dealt, honest(warm_up, dealt))
    dealt = deal(api, game, 2, 255, 3)
    moves = honest(game, dealt) if won else lost(game, dealt)

    with django_assert_max_num_queries(queries):
        response = grade(api, dealt, moves)

    assert response.json()["won"] is won


@pytest.mark.django_db
def test_expired_deals_are_removed_but_won_ones_kept_for_the_ledger(api, capsys):
    won, lost_, _open, fresh = (deal(api, "audio") for _ in range(4))
    grade(api, won, honest("audio", won))
    grade(api, lost_, lost("audio", lost_))
    GameDeal.objects.exclude(pk=fresh["game_id"]).update(expires_at=timezone.now() - timedelta(seconds=1))

    call_command("game_deals_remove_expired")

    assert set(GameDeal.objects.values_list("pk", flat=True)) == {
        uuid.UUID(won["game_id"]),
        uuid.UUID(fresh["game_id"]),
    }
    assert "2 expired game deals removed" in capsys.readouterr().out


@pytest.mark.django_db
def test_the_admin_shows_the_deal_a_win_came_from(api, make_user, client):
    dealt = deal(api, "audio")
    grade(api, dealt, honest("audio", dealt))
    client.force_login(make_user(is_staff=True, is_superuser=True))

    ledger = client.get("/admin/xp/xpevent/")
    deal_page = client.get(f"/admin/games/gamedeal/{dealt['game_id']}/change/")

    assert f"/admin/games/gamedeal/{dealt['game_id']}/change/" in ledger.content.decode()
    assert deal_page.status_code == 200
    assert "112:2" in deal_page.content.decode()
