"""Human pace (hafiz.xp.rules, "Human pace"): every graded win is recorded however fast it comes, its xp is paid from
the learner's pace budget and what the budget cannot pay yet waits for their next games; first wins stop paying at
the daily cap, and the grading call has a rate limit of its own."""

import os
import subprocess
import sys
import uuid
from datetime import datetime, timedelta
from pathlib import Path

import pytest
from django.utils import timezone

from hafiz.games import services
from hafiz.games.tests.calls import deal, grade, honest, lost
from hafiz.progress.models import VerseProgress
from hafiz.quran.canon import VERSES_PER_CHAPTER
from hafiz.review.models import ScheduledVerse
from hafiz.xp import rules
from hafiz.xp.models import XpEvent, XpTotal
from hafiz.xp.services import quests_pay, xp_events_void, xp_totals_rebuild

BACKEND = Path(__file__).resolve().parents[3]
# A day's quest these tests' wins do not finish, so no bonus joins the sums.
UNFINISHED_QUEST = rules.Quest("win_many", "trophy", "quests.win_games", "wins", 10_000)


@pytest.fixture
def paced(settings, monkeypatch):
    """Production's pace budget (the tests' settings pay every win at once), and no quest bonus in the sums."""
    settings.PACE_SCALE = 1.0
    monkeypatch.setattr(rules, "quests_for_day", lambda **_: [UNFINISHED_QUEST])


def _graded_at(user, dealt: dict, game: str, now: datetime) -> services.GradedGame:
    return services.game_grade(
        user=user, game_id=dealt["game_id"], win_id=uuid.uuid4(), moves=honest(game, dealt), now=now
    )


def _waiting(user) -> int:
    return sum(XpEvent.objects.filter(user=user).values_list("waiting", flat=True))


@pytest.mark.django_db
@pytest.mark.parametrize("game", ["shuffling", "memory", "matching", "audio"])
def test_a_win_as_fast_as_the_answers_come_is_recorded_and_paid(api, user, paced, game):
    dealt = deal(api, game)

    body = grade(api, dealt, honest(game, dealt)).json()

    assert (body["won"], body["unpaid"], body["xp_gained"], body["xp_waiting"]) == (True, None, 10, 0)
    assert body["ayah_progress"] == {"progress": 25}
    assert VerseProgress.objects.get(user=user).progress == 25


@pytest.mark.django_db
def test_wins_past_the_budget_are_recorded_and_their_xp_waits(user, win, paced):
    now = timezone.now()

    wins = [win(user, (112, 1), game, now=now) for game in ("shuffling", "memory", "matching", "audio")]

    # The full budget (30 xp) pays three first wins; the fourth's 10 xp waits, and says so.
    assert [(won.xp_gained, won.xp_waiting, won.unpaid) for won in wins] == [(10, 0, None)] * 3 + [(0, 10, None)]
    assert wins[-1].progress == 100  # every win moved the verse: it is memorised, and scheduled for review
    assert ScheduledVerse.objects.filter(user=user).exists()
    assert XpTotal.objects.get(user=user).all_time_xp == 30
    assert (XpTotal.objects.get(user=user).xp_waiting, _waiting(user)) == (10, 10)


@pytest.mark.django_db
def test_waiting_xp_is_paid_first_at_the_next_graded_game_as_the_budget_refills(api, user, win, paced):
    now = timezone.now()
    for game in ("shuffling", "memory", "matching", "audio"):
        win(user, (112, 1), game, now=now)
    refilled = now + timedelta(seconds=5)  # 2 xp a second: 10 xp

    lost_game = deal(api, "audio", verse=2, count=1)
    graded = services.game_grade(
        user=user, game_id=lost_game["game_id"], win_id=uuid.uuid4(), moves=lost("audio", lost_game), now=refilled
    )

    assert (graded.won, graded.win.xp_released) == (False, 10)
    assert graded.win.total_xp == XpTotal.objects.get(user=user).all_time_xp == 40
    audio_win = XpEvent.objects.get(user=user, game="audio")
    assert (audio_win.amount, audio_win.waiting) == (10, 0)
    assert XpTotal.objects.get(user=user).xp_waiting == 0


@pytest.mark.django_db
def test_a_quest_bonus_paid_outside_a_win_comes_after_the_xp_that_waits(user, win, paced, monkeypatch):
    now = timezone.now()
    for game in ("shuffling", "memory", "matching", "audio"):
        win(user, (112, 1), game, now=now)
    monkeypatch.setattr(rules, "quests_for_day", lambda **_: [rules.QUESTS_BY_ID["win_1"]])

    (bonus,) = quests_pay(user=user, now=now + timedelta(seconds=5))  # 10 xp refilled

    assert (XpEvent.objects.get(user=user, game="audio").waiting, bonus.waiting) == (0, 5)


@pytest.mark.django_db
def test_games_dealt_at_once_and_won_at_once_pay_no_more_than_the_budget(api, user, paced):
    deals = [
        (game, deal(api, game, chapter=112, verse=verse, count=1))
        for verse in (1, 2, 3)
        for game in ("memory", "audio")
    ]
    now = timezone.now()

    graded = [_graded_at(user, dealt, game, now) for game, dealt in deals]

    assert all(game.won for game in graded)
    assert [game.win.xp_gained for game in graded] == [10, 10, 10, 0, 0, 0]
    assert [game.win.xp_waiting for game in graded] == [0, 0, 0, 10, 10, 10]
    assert set(VerseProgress.objects.filter(user=user).values_list("progress", flat=True)) == {50}


@pytest.mark.django_db
def test_a_script_earns_at_most_the_budget_in_30_seconds(user, win, paced):
    """A first win every 0.1 s for 30 s, through the last surahs (chapter bonuses too): every win recorded, 90 xp
    paid (30 at once, 2 a second after)."""
    games = ("shuffling", "memory", "matching", "audio")
    verses = [
        (chapter, verse) for chapter in range(114, 90, -1) for verse in range(1, VERSES_PER_CHAPTER[chapter - 1] + 1)
    ]
    plays = [(reference, game) for reference in verses for game in games][:301]
    start = timezone.now()

    wins = [
        win(user, reference, game, now=start + timedelta(seconds=tenth / 10))
        for tenth, (reference, game) in enumerate(plays)
    ]

    assert all(won.progress > 0 for won in wins)
    paid = sum(won.xp_gained + won.xp_released for won in wins)
    assert paid == XpTotal.objects.get(user=user).all_time_xp
    assert paid <= rules.XP_BUDGET_BURST + 30 * rules.XP_BUDGET_PER_SECOND <= 100


@pytest.mark.django_db
def test_a_fast_hafiz_loses_no_win_and_no_xp(user, win, paced):
    """Playing through verses they know at a hafiz's speed (a game every 2 to 5 s), one after another: every win
    moves progress at once, and every xp earned is paid, some a little later."""
    seconds = {"shuffling": 2.5, "memory": 4, "matching": 3, "audio": 2}
    now = timezone.now()
    wins = []
    for verse in range(1, 6):  # surah 113, all its games
        for game, took in seconds.items():
            now += timedelta(seconds=took)
            wins.append(win(user, (113, verse), game, now=now))
    later = win(user, (112, 1), "audio", now=now + timedelta(minutes=1))

    assert all(won.progress > 0 for won in wins)
    assert set(VerseProgress.objects.filter(user=user, verse__chapter_id=113).values_list("progress", flat=True)) == {
        100
    }
    earned = sum(XpEvent.objects.filter(user=user).values_list("amount", flat=True))
    assert (earned, _waiting(user)) == (20 * rules.FIRST_WIN_XP + rules.CHAPTER_FINISH_XP + 10, 0)
    assert later.xp_released > 0


@pytest.mark.django_db
def test_a_win_sent_again_answers_the_same_and_adds_nothing(api, user, paced):
    dealt = deal(api, "memory")
    win_id = str(uuid.uuid4())
    first = grade(api, dealt, honest("memory", dealt), win_id=win_id).json()

    again = grade(api, dealt, honest("memory", dealt), win_id=win_id).json()

    assert (again["won"], again["repeated"], again["xp_gained"]) == (True, True, first["xp_gained"])
    assert XpEvent.objects.filter(user=user).count() == 1


@pytest.mark.django_db
def test_the_days_limits_count_xp_that_waits(user, win, paced, monkeypatch):
    monkeypatch.setattr(rules, "FIRST_WIN_XP_PER_DAY", 20)
    monkeypatch.setattr(rules, "XP_BUDGET_BURST", 10)
    now = timezone.now()

    paid, waiting, capped = (win(user, (112, 1), game, now=now) for game in ("shuffling", "memory", "matching"))

    assert (paid.xp_gained, waiting.xp_waiting) == (10, 10)
    assert (capped.xp_gained, capped.xp_waiting, capped.unpaid) == (0, 0, "daily_cap")


@pytest.mark.django_db
def test_first_wins_past_the_daily_cap_pay_nothing_and_say_so(api, monkeypatch):
    monkeypatch.setattr(rules, "FIRST_WIN_XP_PER_DAY", 10)
    monkeypatch.setattr(rules, "quests_for_day", lambda **_: [UNFINISHED_QUEST])  # no bonus to pay for the win
    memory, audio = deal(api, "memory"), deal(api, "audio")

    paid = grade(api, memory, honest("memory", memory)).json()
    capped = grade(api, audio, honest("audio", audio)).json()

    assert (paid["unpaid"], paid["xp_events"][0]["amount"]) == (None, 10)
    assert (capped["won"], capped["unpaid"]) == (True, "daily_cap")
    assert capped["xp_events"][0] == {
        "reason": "first_win",
        "amount": 0,
        "waiting": 0,
        "quest": None,
        "quest_title_key": None,
        "quest_params": None,
        "chapter": None,
    }
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
    # The refused grading lost nothing: the deal can still be graded.
    settings.THROTTLE_RATES = {**settings.THROTTLE_RATES, "grading": "100/min"}
    assert grade(api, deals[2], honest("audio", deals[2])).json()["won"] is True
    # Another learner has a limit of their own.
    other = client_for(make_user())
    other_deal = deal(other, "audio", count=1)
    assert grade(other, other_deal, honest("audio", other_deal)).status_code == 200


def test_make_runs_settings_keep_productions_pace_cap_and_limit():
    """Only the tests' settings lift the pace budget and raise the grading limit."""
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
def test_waiting_xp_is_rebuilt_from_the_ledger_and_dropped_with_a_voided_row(user, win, paced):
    now = timezone.now()
    for game in ("shuffling", "memory", "matching", "audio"):
        win(user, (112, 1), game, now=now)

    xp_totals_rebuild(now=now)
    assert (XpTotal.objects.get(user=user).xp_waiting, XpTotal.objects.get(user=user).all_time_xp) == (10, 30)

    xp_events_void(event_ids=[XpEvent.objects.get(user=user, game="audio").pk], now=now)
    assert (XpTotal.objects.get(user=user).xp_waiting, _waiting(user)) == (0, 0)


@pytest.mark.django_db
def test_a_win_that_paid_only_a_bonus_is_not_unpaid(user, win, monkeypatch):
    monkeypatch.setattr(rules, "REPEAT_WINS_PAID_PER_DAY", 0)
    two_wins = rules.Quest("win_2", "trophy", "quests.win_games", "wins", 2)
    monkeypatch.setattr(rules, "quests_for_day", lambda **_: [two_wins])
    win(user, (112, 1), "memory")

    repeat = win(user, (112, 1), "memory")  # 0 xp itself, but the quest of two wins pays 5

    assert (repeat.xp_gained, repeat.unpaid) == (5, None)
