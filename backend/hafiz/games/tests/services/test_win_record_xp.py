"""xp from wins: the rules of hafiz.xp.rules as the win flow (games.services.win_record) applies them, on the real database."""

import random
import uuid
from collections import Counter
from datetime import date, timedelta

import pytest
from django.db.models import Sum

from hafiz.common.tests.clock import at
from hafiz.games.services import study_step_record
from hafiz.progress.models import GAME_BITS, PROGRESS_GAMES, VerseProgress
from hafiz.xp import rules
from hafiz.xp.models import LeaderboardCount, XpEvent, XpReason, XpTotal
from hafiz.xp.selectors import quest_list_today
from hafiz.xp.services import xp_totals_rebuild

NOW = at("2026-11-25 12:00")  # a Wednesday
ALL_GAMES = sum(GAME_BITS.values())


def _by_reason(win) -> dict[str, int]:
    amounts: dict[str, int] = {}
    for event in win.xp_events:
        amounts[event.reason] = amounts.get(event.reason, 0) + event.amount
    return amounts


def _ledger_xp(user) -> int:
    return XpEvent.objects.filter(user=user).aggregate(total=Sum("amount", default=0))["total"]


def _day_with_quest(user, quest_id: str) -> date:
    day = NOW.date()
    while quest_id not in {quest.id for quest in rules.quests_for_day(user_id=user.pk, day=day)}:
        day += timedelta(days=1)
    return day


@pytest.mark.django_db
def test_first_win_of_a_game_on_a_verse_gives_10_xp(user, win, verse_at):
    result = win(user, (112, 1), "memory", now=NOW)

    event = result.xp_events[0]
    assert (event.reason, event.amount, event.game, event.verse_id) == (
        XpReason.FIRST_WIN,
        10,
        "memory",
        verse_at(112, 1).pk,
    )
    assert result.total_xp == _ledger_xp(user) >= 10
    assert event.local_date == date(2026, 11, 25)
    assert event.created_at == NOW


@pytest.mark.django_db
def test_repeat_win_gives_2_xp_and_another_game_on_the_same_verse_is_a_first_win(user, win):
    win(user, (112, 1), "memory", now=NOW)

    assert win(user, (112, 1), "memory", now=NOW).xp_events[0].amount == 2
    assert win(user, (112, 1), "audio", now=NOW).xp_events[0].amount == 10
    assert win(user, (112, 2), "memory", now=NOW).xp_events[0].amount == 10


@pytest.mark.django_db
def test_the_21st_repeat_win_of_a_day_gives_0_xp_but_is_still_recorded(user, win):
    win(user, (112, 1), "memory", now=NOW)
    repeats = [win(user, (112, 1), "memory", now=NOW).xp_events[0] for _ in range(21)]

    assert [event.amount for event in repeats] == [2] * 20 + [0]
    assert XpEvent.objects.filter(user=user, reason=XpReason.REPEAT_WIN).count() == 21
    # A first win is never limited.
    assert win(user, (112, 2), "memory", now=NOW).xp_events[0].amount == 10
    # Next day the repeats pay again.
    assert win(user, (112, 1), "memory", now=NOW + timedelta(days=1)).xp_events[0].amount == 2


@pytest.mark.django_db
@pytest.mark.parametrize(("zone", "later_repeat_xp"), [("America/Los_Angeles", 2), ("Asia/Tokyo", 0)])
def test_the_daily_repeat_limit_resets_at_the_learners_own_midnight(make_user, win, zone, later_repeat_xp):
    # 03:00 and 09:00 UTC on 23 November: 19:00 on the 22nd and 01:00 on the 23rd in Los Angeles (two
    # days), 12:00 and 18:00 on the 23rd in Tokyo (one day).
    learner = make_user(time_zone=zone)
    win(learner, (112, 1), "memory", now=at("2026-11-23 03:00"))
    for _ in range(20):
        win(learner, (112, 1), "memory", now=at("2026-11-23 03:00"))

    later = win(learner, (112, 1), "memory", now=at("2026-11-23 09:00")).xp_events[0]

    assert later.amount == later_repeat_xp
    assert later.local_date == date(2026, 11, 23)


@pytest.mark.django_db
def test_a_game_first_won_on_a_verse_already_at_100_is_still_its_first_win(user, win, set_progress):
    set_progress(user=user, chapter_number=112, verse_numbers=[1], progress=100)

    assert win(user, (112, 1), "audio", now=NOW).xp_events[0].amount == 10
    assert win(user, (112, 1), "audio", now=NOW).xp_events[0].amount == 2


@pytest.mark.django_db
def test_finishing_every_verse_of_a_chapter_gives_50_xp_once(user, win, set_progress):
    set_progress(user=user, chapter_number=112, verse_numbers=[1, 2, 3], progress=100, games_won=ALL_GAMES)
    win(user, (112, 4), "shuffling", now=NOW)
    win(user, (112, 4), "memory", now=NOW)
    win(user, (112, 4), "matching", now=NOW)

    finishing = win(user, (112, 4), "audio", now=NOW)

    assert finishing.verse_finished
    assert _by_reason(finishing)[XpReason.CHAPTER] == 50
    chapter_event = next(event for event in finishing.xp_events if event.reason == XpReason.CHAPTER)
    assert chapter_event.chapter_id == 112
    # Playing on, or finishing the chapter's verses again after their progress was lost, pays no second bonus.
    assert XpReason.CHAPTER not in _by_reason(win(user, (112, 4), "audio", now=NOW))
    VerseProgress.objects.filter(user=user, verse__chapter_id=112, verse__number=4).delete()
    for game in ("gaps", "memory", "matching", "audio"):
        again = win(user, (112, 4), game, now=NOW)
    assert again.verse_finished
    assert XpReason.CHAPTER not in _by_reason(again)
    assert XpEvent.objects.filter(user=user, reason=XpReason.CHAPTER).count() == 1


@pytest.mark.django_db
def test_verses_finished_by_the_four_recognition_games_before_gaps_came_still_finish_the_chapter(
    user, win, set_progress
):
    """A learner's verses at 100 from before Gaps keep their progress: four games of five finish a verse."""
    recognition = sum(GAME_BITS[game] for game in ("shuffling", "memory", "matching", "audio"))
    set_progress(user=user, chapter_number=112, verse_numbers=[1, 2, 3], progress=100, games_won=recognition)

    for game in ("gaps", "shuffling", "memory", "audio"):
        finishing = win(user, (112, 4), game, now=NOW)

    assert finishing.verse_finished
    assert _by_reason(finishing)[XpReason.CHAPTER] == 50


@pytest.mark.django_db
def test_verses_brought_to_100_by_plain_study_steps_earn_no_chapter_bonus(user, win, verse_at):
    """The plain progress call moves progress without a game: a script could take a chapter's verses to 100 with it
    and collect the bonus with one graded win. The bonus needs every game won on every verse."""
    for number in (1, 2):
        for _ in range(4):
            study_step_record(user=user, verse=verse_at(108, number), now=NOW)
    for _ in range(3):
        study_step_record(user=user, verse=verse_at(108, 3), now=NOW)

    cheat = win(user, (108, 3), "memory", now=NOW)

    assert cheat.verse_finished
    assert XpReason.CHAPTER not in _by_reason(cheat)
    # Played honestly after all, the win completing four games on the chapter's last verse pays the bonus.
    four = PROGRESS_GAMES[:4]
    played = [win(user, (108, number), game, now=NOW) for number in (1, 2, 3) for game in four]
    assert _by_reason(played[-1])[XpReason.CHAPTER] == 50
    assert XpEvent.objects.filter(user=user, reason=XpReason.CHAPTER).count() == 1


@pytest.mark.django_db
def test_a_verse_finished_in_an_unfinished_chapter_gives_no_chapter_bonus(user, win):
    for game in PROGRESS_GAMES[:4]:
        result = win(user, (112, 1), game, now=NOW)

    assert result.verse_finished
    assert XpReason.CHAPTER not in _by_reason(result)


@pytest.mark.django_db
def test_the_same_win_id_twice_counts_once_and_answers_the_same(user, win):
    win_id = uuid.uuid4()
    first = win(user, (112, 1), "memory", win_id=win_id, now=NOW)

    again = win(user, (112, 1), "memory", win_id=win_id, now=NOW + timedelta(seconds=1))

    assert again.repeated and not first.repeated
    assert (again.progress, again.xp_gained, again.total_xp) == (first.progress, first.xp_gained, first.total_xp)
    assert [event.pk for event in again.xp_events] == [event.pk for event in first.xp_events]
    assert XpEvent.objects.filter(user=user, reason__in=[XpReason.FIRST_WIN, XpReason.REPEAT_WIN]).count() == 1
    assert VerseProgress.objects.get(user=user, verse__chapter_id=112, verse__number=1).progress == 25
    assert XpTotal.objects.get(user=user).all_time_xp == first.total_xp == _ledger_xp(user)


@pytest.mark.django_db
def test_different_win_ids_and_calls_without_one_each_count(user, win):
    results = [
        win(user, (112, 1), "memory", win_id=uuid.uuid4(), now=NOW),
        win(user, (112, 1), "memory", win_id=uuid.uuid4(), now=NOW),
        win(user, (112, 1), "memory", now=NOW),
        win(user, (112, 1), "memory", now=NOW),
    ]

    assert [result.xp_events[0].amount for result in results] == [10, 2, 2, 2]
    assert not any(result.repeated for result in results)


@pytest.mark.django_db
def test_a_win_id_is_per_learner(make_user, win):
    win_id = uuid.uuid4()
    amina, bilal = make_user(), make_user()

    win(amina, (112, 1), "memory", win_id=win_id, now=NOW)

    assert not win(bilal, (112, 1), "memory", win_id=win_id, now=NOW).repeated


@pytest.mark.django_db
def test_finishing_a_quest_gives_5_xp_once(user, win):
    day = _day_with_quest(user, "win_5")
    moment = at(f"{day} 10:00")
    results = [win(user, (112, 1), "memory", now=moment) for _ in range(7)]

    quest_events = [event for result in results for event in result.xp_events if event.reason == XpReason.QUEST]
    assert [(event.quest, event.amount) for event in quest_events if event.quest == "win_5"] == [("win_5", 5)]
    assert any(event.quest == "win_5" for event in results[4].xp_events)
    status = next(status for status in quest_list_today(user=user, now=moment) if status.quest.id == "win_5")
    assert (status.progress, status.done) == (5, True)


@pytest.mark.django_db
def test_quests_reset_at_the_learners_midnight(make_user, win):
    learner = make_user(time_zone="Asia/Tokyo")
    day = _day_with_quest(learner, "win_5")
    before_midnight = at(f"{day} 23:50", "Asia/Tokyo")
    for _ in range(3):
        win(learner, (112, 1), "memory", now=before_midnight)

    late = {status.quest.id: status.progress for status in quest_list_today(user=learner, now=before_midnight)}
    next_day = quest_list_today(user=learner, now=before_midnight + timedelta(minutes=20))

    assert late["win_5"] == 3
    assert [status.quest for status in next_day] == rules.quests_for_day(user_id=learner.pk, day=day + timedelta(1))
    assert all(status.progress == 0 and not status.done for status in next_day)


@pytest.mark.django_db
def test_quest_bonuses_do_not_count_towards_the_earn_xp_quest(user, win):
    day = _day_with_quest(user, "xp_20")
    moment = at(f"{day} 10:00")

    win(user, (112, 1), "memory", now=moment)  # 10 xp; a win_1 quest, if drawn, adds 5 that must not count
    statuses = {status.quest.id: status for status in quest_list_today(user=user, now=moment)}

    assert statuses["xp_20"].progress == 10


@pytest.mark.django_db
def test_xp_totals_and_leaderboard_counts_agree_with_the_ledger_and_a_rebuild(make_user, win):
    rng = random.Random(7)
    learners = [make_user(time_zone=zone) for zone in ["UTC", "Asia/Tokyo", "America/Los_Angeles"]]
    start = at("2026-11-16 00:00")  # two leaderboard weeks: 16–22 and 23–29 November
    for step in range(120):
        moment = start + timedelta(hours=step * 3)
        win(
            rng.choice(learners),
            (rng.choice([112, 113, 114]), rng.randint(1, 4)),
            rng.choice(PROGRESS_GAMES),
            now=moment,
        )
    now = start + timedelta(hours=120 * 3)
    week = rules.leaderboard_week_start(moment=now)

    def effective(total: XpTotal) -> tuple:
        this_week = total.week_start == week
        return (
            total.all_time_xp,
            total.all_time_reached_at,
            total.week_xp if this_week else 0,
            total.week_reached_at if this_week else None,
        )

    kept = {total.user_id: effective(total) for total in XpTotal.objects.all()}
    for learner in learners:
        ledger = XpEvent.objects.filter(user=learner)
        assert kept[learner.pk][0] == _ledger_xp(learner)
        assert (
            kept[learner.pk][2]
            == ledger.filter(created_at__gte=at(f"{week} 00:00")).aggregate(total=Sum("amount", default=0))["total"]
        )

    def counts() -> dict[str, dict[int, int]]:
        boards: dict[str, dict[int, int]] = {"all": {}, week.isoformat(): {}}
        for row in LeaderboardCount.objects.filter(board__in=boards, learners__gt=0):
            boards[row.board][row.xp] = row.learners
        return boards

    kept_counts = counts()
    assert kept_counts == {
        "all": Counter(xp for xp, _, _, _ in kept.values() if xp),
        week.isoformat(): Counter(xp for _, _, xp, _ in kept.values() if xp),
    }

    assert xp_totals_rebuild(now=now) == 3
    assert {total.user_id: effective(total) for total in XpTotal.objects.all()} == kept
    assert counts() == kept_counts
