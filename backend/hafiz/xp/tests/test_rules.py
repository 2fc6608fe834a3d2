import math
from collections import Counter
from datetime import date, timedelta

import pytest

from hafiz.common.tests.clock import at
from hafiz.xp import rules


def test_first_win_gives_10_xp_and_a_repeat_2():
    assert rules.win_xp(first=True, paid_repeats_today=0) == 10
    assert rules.win_xp(first=False, paid_repeats_today=0) == 2


def test_a_win_helped_by_a_hint_pays_half_rounded_down():
    assert rules.win_xp(first=True, paid_repeats_today=0, hinted=True) == 5
    assert rules.win_xp(first=False, paid_repeats_today=0, hinted=True) == 1


def test_only_20_repeat_wins_a_day_earn_xp_but_first_wins_always_do():
    assert rules.win_xp(first=False, paid_repeats_today=19) == 2
    assert rules.win_xp(first=False, paid_repeats_today=20) == 0
    assert rules.win_xp(first=True, paid_repeats_today=500) == 10


def test_first_wins_pay_up_to_2000_xp_a_day_then_nothing():
    assert rules.win_xp(first=True, paid_repeats_today=0, first_win_xp_today=1980) == 10
    assert rules.win_xp(first=True, paid_repeats_today=0, first_win_xp_today=1990) == 10
    assert rules.win_xp(first=True, paid_repeats_today=0, first_win_xp_today=2000) == 0
    # The cap is on first wins only: the day's repeats are paid as before.
    assert rules.win_xp(first=False, paid_repeats_today=0, first_win_xp_today=2000) == 2


def test_a_days_tally_counts_the_first_win_xp_toward_the_cap():
    tally = rules.DayTally()
    tally.add_win(game="memory", first=True, xp=10, finished_verse=False)
    tally.add_win(game="memory", first=False, xp=2, finished_verse=False)
    tally.add_win(game="audio", first=True, xp=0, finished_verse=False)  # past the cap

    assert (tally.first_win_xp, tally.first_wins, tally.xp) == (10, 2, 12)


NOON = at("2026-11-25 12:00")


def test_the_budget_starts_full_and_refills_at_a_persons_pace_up_to_its_burst():
    assert rules.xp_budget(budget=0, since=None, now=NOON) == 30
    assert rules.xp_budget(budget=0, since=NOON, now=NOON + timedelta(seconds=5)) == 10
    assert rules.xp_budget(budget=25, since=NOON, now=NOON + timedelta(seconds=5)) == 30
    assert rules.xp_budget(budget=4, since=NOON, now=NOON - timedelta(seconds=1)) == 4  # a clock that stepped back


def test_waiting_xp_takes_the_refill_beyond_the_burst():
    """What waits is paid as if the budget had paid it the moment it held it: after a pause, all of it."""
    assert rules.xp_budget(budget=0, since=NOON, now=NOON + timedelta(minutes=2), waiting=95) == 30 + 95
    assert rules.xp_budget(budget=0, since=NOON, now=NOON + timedelta(seconds=10), waiting=95) == 20


def test_the_tests_settings_make_the_budget_endless():
    assert rules.xp_budget(budget=0, since=NOON, now=NOON, scale=0) == math.inf
    assert rules.xp_budget(budget=0, since=NOON, now=NOON + timedelta(seconds=5), scale=0.5) == 20


@pytest.mark.parametrize(
    ("budget", "owed", "paid"), [(30, 10, 10), (9.99, 10, 9), (0.5, 10, 0), (-1, 10, 0), (math.inf, 10, 10)]
)
def test_a_budget_pays_whole_xp_up_to_what_it_holds(budget, owed, paid):
    assert rules.xp_paid_from_budget(budget=budget, owed=owed) == paid


def test_the_budget_keeps_a_script_under_100_xp_in_30_seconds():
    """A script owed 10 xp every tenth of a second for 30 s, from a full budget: paid what the budget holds."""
    budget, since, paid = 0.0, None, 0
    for tenth in range(301):
        now = NOON + timedelta(seconds=tenth / 10)
        budget = rules.xp_budget(budget=budget, since=since, now=now)
        owed = rules.xp_paid_from_budget(budget=budget, owed=rules.FIRST_WIN_XP)
        budget, since, paid = budget - owed, now, paid + owed
    assert 80 < paid <= rules.XP_BUDGET_BURST + 30 * rules.XP_BUDGET_PER_SECOND == 90


@pytest.mark.parametrize(
    ("games_won_before", "first"),
    [
        (0, True),
        (2, False),  # memory's bit is 2
        (1, True),  # another game won before: memory's first win is still first
        (15, False),
    ],
)
def test_a_win_is_first_for_a_game_not_won_on_the_verse_before(games_won_before, first):
    assert rules.win_is_first(game_bit=2, games_won_before=games_won_before) is first


def test_leaderboard_weeks_run_monday_to_sunday_utc():
    assert rules.leaderboard_week_start(moment=at("2026-11-23 00:00")) == date(2026, 11, 23)  # a Monday
    assert rules.leaderboard_week_start(moment=at("2026-11-29 23:59")) == date(2026, 11, 23)
    # Monday 08:00 in Tokyo is still Sunday in UTC.
    assert rules.leaderboard_week_start(moment=at("2026-11-30 08:00", "Asia/Tokyo")) == date(2026, 11, 23)


TODAY = date(2026, 11, 25)


def _days(*offsets: int) -> list[date]:
    return [TODAY - timedelta(days=offset) for offset in offsets]


@pytest.mark.parametrize(
    ("days", "streak"),
    [
        ([], 0),
        (_days(0), 1),
        (_days(0, 1, 2, 3), 4),
        (_days(1, 2, 3), 3),  # today not played yet: the streak is still alive
        (_days(2, 3, 4), 0),  # yesterday missed: broken
        (_days(0, 1, 3, 4, 5), 2),  # a missed day in between ends the count there
        (_days(0, 0, 1, 1), 2),  # several wins a day count once
    ],
)
def test_day_streak_counts_consecutive_days_with_a_win(days, streak):
    assert rules.day_streak(days_with_wins=days, today=TODAY) == streak


@pytest.mark.parametrize(("week_xp", "goal", "percent"), [(0, 50, 0), (25, 50, 50), (49, 50, 98), (80, 50, 100)])
def test_weekly_goal_share_is_a_whole_percentage_capped_at_100(week_xp, goal, percent):
    assert rules.weekly_goal_percent(week_xp=week_xp, weekly_goal=goal) == percent


def test_quests_are_the_same_for_the_same_learner_and_day():
    assert rules.quests_for_day(user_id=7, day=TODAY) == rules.quests_for_day(user_id=7, day=TODAY)


def test_each_day_brings_three_quests_of_different_measures_and_days_and_learners_differ():
    draws = [
        tuple(
            quest.id
            for quest in rules.quests_for_day(user_id=user_id, day=TODAY + timedelta(days=offset), reviews_due=True)
        )
        for user_id in range(1, 21)
        for offset in range(20)
    ]

    for user_id in (1, 2):
        quests = rules.quests_for_day(user_id=user_id, day=TODAY)
        assert len(quests) == 3
        assert len({quest.measure for quest in quests}) == 3
    assert len(set(draws)) > 100
    # Every quest of the set turns up.
    assert set(Counter(quest for draw in draws for quest in draw)) == set(rules.QUESTS_BY_ID)


def test_a_drill_win_counts_as_a_win_but_not_toward_the_quests_that_name_the_four_games():
    tally = rules.DayTally()
    for game in ["shuffling", "memory", "matching", "which_one"]:
        tally.add_win(game=game, first=True, xp=10, finished_verse=False)
    quests = rules.QUESTS_BY_ID

    assert rules.quest_progress(quest=quests["win_5"], tally=tally) == 4
    assert rules.quest_progress(quest=quests["every_game"], tally=tally) == 3
    assert not rules.quest_finished(quest=quests["every_game"], tally=tally)


def test_quest_progress_is_counted_from_the_day_tally_and_stops_at_the_target():
    tally = rules.DayTally()
    for game in ["memory", "memory", "audio"]:
        tally.add_win(game=game, first=True, xp=10, finished_verse=False)
    quests = rules.QUESTS_BY_ID

    assert rules.quest_progress(quest=quests["win_5"], tally=tally) == 3
    assert rules.quest_progress(quest=quests["win_1"], tally=tally) == 1
    assert rules.quest_progress(quest=quests["xp_20"], tally=tally) == 20
    assert rules.quest_progress(quest=quests["every_game"], tally=tally) == 2
    assert rules.quest_progress(quest=quests["memory_2"], tally=tally) == 2
    assert rules.quest_progress(quest=quests["audio_2"], tally=tally) == 1
    assert rules.quest_progress(quest=quests["finish_verse_1"], tally=tally) == 0


def test_quest_titles_carry_their_parameters():
    assert rules.QUESTS_BY_ID["win_5"].params == {"count": 5}
    assert rules.QUESTS_BY_ID["audio_2"].params == {"count": 2, "game": "audio"}


@pytest.mark.parametrize(
    ("verses", "title"),
    [
        (0, "beginner"),
        (62, "beginner"),  # 0.99 %
        (63, "student"),  # 1.01 %
        (125, "reciter"),
        (208, "memoriser_1_juz"),  # a thirtieth of 6236 is 207.9
        (1040, "memoriser_5_juz"),
        (2079, "memoriser_10_juz"),
        (4158, "memoriser_20_juz"),
        (6235, "memoriser_20_juz"),
        (6236, "hafiz"),
    ],
)
def test_rank_title_follows_the_share_of_verses_at_100(verses, title):
    assert rules.rank_title(verses_memorised=verses) == title


@pytest.mark.parametrize(
    ("verses", "percent"), [(0, 0.0), (1, 0.02), (62, 0.99), (3118, 50.0), (6235, 99.98), (6236, 100.0)]
)
def test_quran_share_has_two_decimals_and_reaches_100_only_when_complete(verses, percent):
    assert rules.quran_percent(verses_memorised=verses) == percent


def test_the_review_quest_is_drawn_only_on_days_with_reviews_to_do():
    days = [TODAY + timedelta(days=offset) for offset in range(200)]
    without = {quest.id for day in days for quest in rules.quests_for_day(user_id=3, day=day)}
    with_reviews = {quest.id for day in days for quest in rules.quests_for_day(user_id=3, day=day, reviews_due=True)}

    assert "review_due" not in without
    assert "review_due" in with_reviews
    assert "listen_verses" in without


def test_the_review_quests_target_is_the_days_reviews_done_and_still_due():
    quest = rules.QUESTS_BY_ID["review_due"]
    cases = [  # (done, due now) -> (progress, target, finished)
        ((0, 0), (0, 1, False)),  # nothing due yet today: 0 of 1
        ((0, 3), (0, 3, False)),
        ((2, 1), (2, 3, False)),
        ((3, 0), (3, 3, True)),
        ((3, 1), (3, 4, False)),  # a verse memorised after the rest were reviewed is due too
    ]
    for (done, due), (progress, target, finished) in cases:
        tally = rules.DayTally(reviews_done=done, reviews_due=due)
        assert rules.quest_progress(quest=quest, tally=tally) == progress
        assert rules.quest_target(quest=quest, tally=tally) == target
        assert rules.quest_params(quest=quest, tally=tally) == {"count": target}
        assert rules.quest_finished(quest=quest, tally=tally) is finished


def test_the_listening_quest_is_five_verses_three_times():
    quest = rules.QUESTS_BY_ID["listen_verses"]

    assert quest.params == {"count": 5, "times": 3}
    assert rules.quest_progress(quest=quest, tally=rules.DayTally(verses_listened=7)) == 5
    assert not rules.quest_finished(quest=quest, tally=rules.DayTally(verses_listened=4))
    assert rules.quest_finished(quest=quest, tally=rules.DayTally(verses_listened=5))
