"""Human pace (hafiz.xp.rules, "Human pace"): a graded win is paid only at a person's pace, first wins stop paying at
the daily cap, and the grading call has a rate limit of its own."""

import importlib
import os
import subprocess
import sys
import uuid
from datetime import timedelta
from pathlib import Path

import pytest
from django.apps import apps as django_apps
from django.db.models import F
from django.utils import timezone

from hafiz.games import services
from hafiz.games.models import GameDeal
from hafiz.games.tests.calls import deal, grade, honest, lost
from hafiz.progress.models import VerseProgress
from hafiz.xp import rules
from hafiz.xp.models import XpEvent, XpTotal
from hafiz.xp.services import xp_totals_rebuild

BACKEND = Path(__file__).resolve().parents[3]
# A day's quest these tests' two games on one verse do not finish: win every game.
UNFINISHED_QUEST = rules.QUESTS_BY_ID["every_game"]


@pytest.fixture
def floors(settings):
    """Production's floors (the tests' settings pay a win however fast it comes)."""
    settings.PACE_SCALE = 1.0


def _dealt_ago(dealt: dict, seconds: float) -> None:
    """As if the deal had been made `seconds` ago."""
    GameDeal.objects.filter(pk=dealt["game_id"]).update(dealt_at=F("dealt_at") - timedelta(seconds=seconds))


@pytest.mark.django_db
@pytest.mark.parametrize("game", ["shuffling", "memory", "matching", "audio"])
def test_a_win_faster_than_its_floor_is_graded_but_records_and_pays_nothing(api, user, floors, game):
    dealt = deal(api, game)

    response = grade(api, dealt, honest(game, dealt))

    assert response.status_code == 200, response.content
    body = response.json()
    assert (body["won"], body["unpaid"], body["xp_gained"], body["xp_events"]) == (True, "too_fast", 0, [])
    assert body["ayah_progress"] == {"progress": 0}
    assert not XpEvent.objects.filter(user=user).exists()
    assert not VerseProgress.objects.filter(user=user).exists()
    assert GameDeal.objects.get(pk=dealt["game_id"]).too_fast


@pytest.mark.django_db
@pytest.mark.parametrize("game", ["shuffling", "memory", "matching", "audio"])
def test_a_win_after_its_floor_is_paid(api, floors, game):
    dealt = deal(api, game)
    _dealt_ago(dealt, 60)

    body = grade(api, dealt, honest(game, dealt)).json()

    assert (body["won"], body["unpaid"], body["xp_events"][0]["amount"]) == (True, None, 10)
    assert body["ayah_progress"] == {"progress": 25}


@pytest.mark.django_db
def test_the_floor_is_the_games_own_size(api, user, floors):
    """Memory with two verses (4 cards) takes 3 + 4 × 0.75 = 6 s: graded at 5.9 s it is too fast, at 6 s paid."""
    dealt = deal(api, "memory", count=2)
    dealt_at = GameDeal.objects.get(pk=dealt["game_id"]).dealt_at
    moves = honest("memory", dealt)

    early = services.game_grade(
        user=user, game_id=dealt["game_id"], win_id=uuid.uuid4(), moves=moves, now=dealt_at + timedelta(seconds=5.9)
    )
    again = deal(api, "memory", count=2)
    again_at = GameDeal.objects.get(pk=again["game_id"]).dealt_at
    paced = services.game_grade(
        user=user,
        game_id=again["game_id"],
        win_id=uuid.uuid4(),
        moves=honest("memory", again),
        now=again_at + timedelta(seconds=6),
    )

    assert (early.win.unpaid, early.win.xp_gained) == ("too_fast", 0)
    assert (paced.win.unpaid, paced.win.xp_events[0].amount) == (None, 10)


@pytest.mark.django_db
def test_games_dealt_at_once_are_paid_one_floor_apart(api, user, floors):
    deals = [deal(api, game, chapter=112, verse=verse, count=1) for verse in (1, 2, 3) for game in ("memory", "audio")]
    for dealt in deals:
        _dealt_ago(dealt, 60)

    answers = [
        grade(api, dealt, honest(game, dealt)).json()
        for dealt, game in zip(deals, ["memory", "audio"] * 3, strict=True)
    ]

    assert [answer["unpaid"] for answer in answers] == [None] + ["too_fast"] * 5
    assert XpEvent.objects.filter(user=user, reason="first_win").count() == 1


@pytest.mark.django_db
def test_wins_past_the_daily_cap_are_spaced_too(api, user, floors, monkeypatch):
    """Wins that pay nothing still count as the learner's last win: else, past the cap, a script could deal a chapter's
    games at once and win them all together for the chapter bonus."""
    monkeypatch.setattr(rules, "FIRST_WIN_XP_PER_DAY", 0)
    monkeypatch.setattr(rules, "quests_for_day", lambda **_: [UNFINISHED_QUEST])
    deals = [deal(api, game, chapter=108, verse=1, count=1) for game in ("memory", "audio", "matching")]
    for dealt in deals:
        _dealt_ago(dealt, 60)

    answers = [
        grade(api, dealt, honest(game, dealt)).json()
        for dealt, game in zip(deals, ["memory", "audio", "matching"], strict=True)
    ]

    assert [answer["unpaid"] for answer in answers] == ["daily_cap", "too_fast", "too_fast"]
    assert XpEvent.objects.filter(user=user, reason="first_win").count() == 1


@pytest.mark.django_db
def test_the_next_paid_win_comes_a_floor_after_the_previous_one(api, user, floors):
    first, second = deal(api, "audio", verse=1, count=1), deal(api, "audio", verse=2, count=1)
    dealt_at = GameDeal.objects.get(pk=first["game_id"]).dealt_at
    services.game_grade(
        user=user,
        game_id=first["game_id"],
        win_id=uuid.uuid4(),
        moves=honest("audio", first),
        now=dealt_at + timedelta(seconds=10),
    )
    paid_at = XpTotal.objects.get(user=user).last_win_at
    assert paid_at == dealt_at + timedelta(seconds=10)

    # The second was dealt long before the first was paid: its 4 s count from the first's payment.
    early = services.game_grade(
        user=user,
        game_id=second["game_id"],
        win_id=uuid.uuid4(),
        moves=honest("audio", second),
        now=paid_at + timedelta(seconds=3.9),
    )
    assert early.win.unpaid == "too_fast"

    third = deal(api, "audio", verse=3, count=1)
    paced = services.game_grade(
        user=user,
        game_id=third["game_id"],
        win_id=uuid.uuid4(),
        moves=honest("audio", third),
        now=paid_at + timedelta(seconds=4),
    )
    assert (paced.win.unpaid, paced.win.xp_events[0].amount) == (None, 10)


@pytest.mark.django_db
def test_a_too_fast_win_sent_again_answers_the_same_and_still_records_nothing(api, user, floors):
    dealt = deal(api, "memory")
    win_id = str(uuid.uuid4())
    grade(api, dealt, honest("memory", dealt), win_id=win_id)
    _dealt_ago(dealt, 60)  # a replay later on cannot turn it into a paid win

    body = grade(api, dealt, honest("memory", dealt), win_id=win_id).json()

    assert (body["won"], body["repeated"], body["unpaid"], body["xp_gained"]) == (True, True, "too_fast", 0)
    assert not XpEvent.objects.filter(user=user).exists()


@pytest.mark.django_db
def test_a_lost_game_is_not_too_fast(api, floors):
    dealt = deal(api, "audio")

    body = grade(api, dealt, lost("audio", dealt)).json()

    assert (body["won"], body["unpaid"]) == (False, None)


@pytest.mark.django_db
def test_first_wins_past_the_daily_cap_pay_nothing_and_say_so(api, user, monkeypatch):
    monkeypatch.setattr(rules, "FIRST_WIN_XP_PER_DAY", 10)
    monkeypatch.setattr(rules, "quests_for_day", lambda **_: [UNFINISHED_QUEST])  # no bonus to pay for the win
    memory, audio = deal(api, "memory"), deal(api, "audio")

    paid = grade(api, memory, honest("memory", memory)).json()
    capped = grade(api, audio, honest("audio", audio)).json()

    assert (paid["unpaid"], paid["xp_events"][0]["amount"]) == (None, 10)
    assert (capped["won"], capped["unpaid"]) == (True, "daily_cap")
    assert capped["xp_events"][0] == {"reason": "first_win", "amount": 0, "quest": None, "chapter": None}
    assert capped["ayah_progress"] == {"progress": 50}  # the win is recorded; only its xp is withheld


@pytest.mark.django_db
def test_repeat_wins_past_the_days_limit_say_so(api, monkeypatch):
    monkeypatch.setattr(rules, "REPEAT_WINS_PAID_PER_DAY", 0)
    monkeypatch.setattr(rules, "quests_for_day", lambda **_: [UNFINISHED_QUEST])
    first = deal(api, "memory")
    grade(api, first, honest("memory", first))
    repeat = deal(api, "memory")

    body = grade(api, repeat, honest("memory", repeat)).json()

    assert (body["won"], body["unpaid"], body["xp_events"][0]["amount"]) == (True, "repeat_limit", 0)


@pytest.mark.django_db
def test_the_grading_call_has_a_rate_limit_per_learner(api, client_for, make_user, settings):
    settings.THROTTLE_RATES = {**settings.THROTTLE_RATES, "grading": "2/min"}
    deals = [deal(api, "audio", verse=verse, count=1) for verse in (1, 2, 3)]

    answers = [grade(api, dealt, honest("audio", dealt)) for dealt in deals]

    assert [answer.status_code for answer in answers] == [200, 200, 429]
    assert int(answers[2]["Retry-After"]) > 0
    assert answers[2].json() == {
        "message": f"Too many requests: try again in {answers[2]['Retry-After']} s.",
        "fields": {},
    }
    assert GameDeal.objects.get(pk=deals[2]["game_id"]).graded_at is None  # the refused grading lost nothing
    # Another learner has a limit of their own.
    other = client_for(make_user())
    other_deal = deal(other, "audio", count=1)
    assert grade(other, other_deal, honest("audio", other_deal)).status_code == 200


def test_make_runs_settings_keep_productions_floors_cap_and_limit():
    """Only the tests' settings lower the pace floors and raise the grading limit."""
    probe = "from django.conf import settings as s; print(s.PACE_SCALE, s.THROTTLE_RATES['grading'])"
    unset = {"PACE_SCALE", "GRADING_RATE"}  # as `make run` starts, with nothing in its environment to lower them
    env = {
        **{name: value for name, value in os.environ.items() if name not in unset},
        "DJANGO_SETTINGS_MODULE": "config.settings.local",
    }
    printed = subprocess.run(
        [sys.executable, "-c", f"import django; django.setup(); {probe}"],
        cwd=BACKEND,
        env=env,
        capture_output=True,
        text=True,
        check=True,
    ).stdout.split()

    assert printed == ["1.0", "20/min"]
    assert rules.FIRST_WIN_XP_PER_DAY == 2000


@pytest.mark.django_db
def test_the_last_win_is_rebuilt_from_the_ledger(api, user):
    dealt = deal(api, "memory")
    grade(api, dealt, honest("memory", dealt))
    paid_at = XpTotal.objects.get(user=user).last_win_at

    xp_totals_rebuild(now=timezone.now())

    assert paid_at is not None
    assert XpTotal.objects.get(user=user).last_win_at == paid_at


@pytest.mark.django_db
def test_the_upgrade_takes_each_learners_last_win_from_the_ledger(api, user):
    dealt = deal(api, "memory")
    grade(api, dealt, honest("memory", dealt))
    last_win = XpEvent.objects.get(user=user, reason="first_win").created_at
    XpTotal.objects.update(last_win_at=None)

    migration = importlib.import_module("hafiz.xp.migrations.0003_xp_total_last_win")
    migration.last_wins_from_the_ledger(django_apps, None)

    assert XpTotal.objects.get(user=user).last_win_at == last_win


@pytest.mark.django_db
def test_a_too_fast_win_is_removed_with_the_expired_deals(api, floors):
    """Nothing in the ledger names it, unlike a recorded win's deal."""
    too_fast, paid = deal(api, "audio", verse=1, count=1), deal(api, "audio", verse=2, count=1)
    _dealt_ago(paid, 60)
    grade(api, paid, honest("audio", paid))
    grade(api, too_fast, honest("audio", too_fast))
    GameDeal.objects.update(expires_at=timezone.now() - timedelta(seconds=1))

    assert services.game_deals_remove_expired() == 1
    assert list(GameDeal.objects.values_list("pk", flat=True)) == [uuid.UUID(paid["game_id"])]


@pytest.mark.django_db
def test_a_win_that_paid_only_a_bonus_is_not_unpaid(user, win, monkeypatch):
    monkeypatch.setattr(rules, "REPEAT_WINS_PAID_PER_DAY", 0)
    two_wins = rules.Quest("win_2", "trophy", "quests.win_games", "wins", 2)
    monkeypatch.setattr(rules, "quests_for_day", lambda **_: [two_wins])
    win(user, (112, 1), "memory")

    repeat = win(user, (112, 1), "memory")  # 0 xp itself, but the quest of two wins pays 5

    assert (repeat.xp_gained, repeat.unpaid) == (5, None)
