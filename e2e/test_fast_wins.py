"""A win is never refused for its speed. A Shuffling game on 112:1 solved the moment it is dealt, its grading back
within 3 s of its deal (sooner than any game's old pace floor), is a win like any other: it moves the verse's
progress to 25, pays its first win's 10 xp at once from a rested learner's pace budget, ends in "Game Completed!"
with nothing about being too quick, and the Shuffling tile then offers a replay's 2 xp; in English on a desktop, and
in Russian on a 360 px phone. And the result view says what each win paid, line by line, as the grading answer's xp
events have it: four games won in a row on a phone, each result's "What it paid" list and headline checked against
its own answer (quests drawn for the learner and xp waiting for the pace budget included, whenever they occur).

These tests run on an app server of their own at a person's pace: the suite's server (conftest.py) runs the tests'
settings, whose PACE_SCALE of 0 makes the pace budget endless and would pay a fast win under any rule, so it could not
tell a fast win refused from one counted. The right answers are read from each game's own API response, as a learner
who knew the surah would know them.
"""

import re
import time
from collections.abc import Callable
from dataclasses import dataclass
from functools import partial

import pytest
from playwright.sync_api import Browser, Page, expect

from journeys import (
    PHONE_360,
    answer_audio,
    is_call,
    new_page,
    play_one_verse_matching,
    play_one_verse_memory,
    sign_in_with_demo_to,
    solve_shuffling,
)
from testing_support import app_server

CHAPTER, VERSE = 112, 1  # 'Number of ayahs' starts at 1 here: one ayah, the first win on it moves progress to 25
FAST = 3.0  # seconds from the deal's answer to the grading's: under the smallest game's old pace floor (4 s)
FIRST_WIN_XP, REPEAT_WIN_XP, QUEST_XP = 10, 2, 5


@pytest.fixture(scope="module")
def base_url(app_env: dict[str, str]) -> str:
    """The app served at a person's pace, on the suite's database: the settings of `make run` (config.settings.local),
    whose PACE_SCALE is production's 1 (the xp budget: 30 at once, 2 a second) and whose grading limit is
    production's 20 a minute."""
    env = app_env | {"DJANGO_SETTINGS_MODULE": "config.settings.local"}
    assert "PACE_SCALE" not in env, "app_server.app_env leaves PACE_SCALE out: a person's pace"
    with app_server.AppServer(env=env, log_dir=None, log_level="warning", threads=4) as server:
        yield server.url


@dataclass(frozen=True)
class Words:
    """What the app says, in one language, and the screen it is tried on."""

    lang: str
    screen: dict
    solve_shuffling: Callable[[Page, dict], None]
    tiles: str
    ayah_count: str
    shuffling: str
    first_win_pays: str
    replay_pays: str
    won: str
    xp: str
    paid: str
    first_win: str
    too_quick: str
    back: str
    progress: str


ENGLISH = Words(
    lang="en",
    screen={},
    solve_shuffling=solve_shuffling,
    tiles="Practise with games",
    ayah_count="Number of ayahs:",
    shuffling="Shuffling",
    first_win_pays="First win: {} xp",
    replay_pays="Replay: {} xp",
    won="Game Completed!",
    xp="+{} xp",
    paid="What it paid",
    first_win="+{} first win",
    too_quick="Too quick",
    back="Back",
    progress="Progress",
)
RUSSIAN = Words(
    lang="ru",
    screen=PHONE_360,
    solve_shuffling=partial(solve_shuffling, lang="ru"),
    tiles="Закрепите в играх",
    ayah_count="Количество аятов:",
    shuffling="Перемешивание",
    first_win_pays="Первая победа: {} опыта",
    replay_pays="Повтор: {} опыта",
    won="Игра пройдена!",
    xp="+{} опыта",
    paid="Что начислено",
    first_win="+{} за первую победу",
    too_quick="Слишком быстро",
    back="Назад",
    progress="Прогресс",
)


def fits_the_screen(page: Page) -> None:
    """Nothing on the page is wider than the screen (no sideways scrolling)."""
    assert page.evaluate("document.documentElement.scrollWidth") == page.viewport_size["width"]


@pytest.mark.parametrize("words", [ENGLISH, RUSSIAN], ids=["en-desktop", "ru-phone-360"])
def test_a_shuffling_won_in_under_3_seconds_counts(browser: Browser, base_url: str, words: Words):
    page = new_page(browser, base_url, **words.screen)
    try:
        sign_in_with_demo_to(page, f"/games/{CHAPTER}/{VERSE}", lang=words.lang)
        expect(page.get_by_role("combobox", name=words.ayah_count)).to_have_value("1")
        tile = page.get_by_role("button", name=re.compile(f"^{words.shuffling}"))
        expect(tile).to_contain_text(words.first_win_pays.format(FIRST_WIN_XP))
        if words.screen:
            fits_the_screen(page)
            page.get_by_role("region", name=words.tiles).screenshot(
                path=f"/tmp/tiles-360-{words.lang}.png", animations="disabled"
            )

        with page.expect_response(is_call("/games/shuffling/")) as dealt:
            tile.click()
        dealt_at = time.monotonic()
        with page.expect_response(is_call("/games/results/")) as grading:
            words.solve_shuffling(page, dealt.value.json()["levels"][0])
        graded_at = time.monotonic()

        verdict = grading.value.json()
        assert graded_at - dealt_at < FAST, f"a fast win: graded {graded_at - dealt_at:.2f} s after its deal"
        assert (verdict["won"], verdict["ayah_progress"]["progress"]) == (True, 25), verdict
        # A rested learner's budget pays the first win at once, however fast it came.
        win = next(event for event in verdict["xp_events"] if event["reason"] == "first_win")
        assert (win["amount"], win["waiting"]) == (FIRST_WIN_XP, 0), verdict
        result = page.get_by_role("region", name=words.won)
        expect(result.get_by_role("heading", name=words.won, exact=True)).to_be_visible()
        xp = verdict["xp_gained"] + verdict["xp_waiting"]
        expect(result.get_by_text(words.xp.format(xp), exact=True)).to_be_visible()
        expect(result.get_by_role("list", name=words.paid)).to_contain_text(words.first_win.format(FIRST_WIN_XP))
        expect(page.get_by_text(words.too_quick)).to_have_count(0)
        if words.screen:
            fits_the_screen(page)
            page.screenshot(path=f"/tmp/result-breakdown-360-{words.lang}.png", full_page=True, animations="disabled")

        page.get_by_role("button", name=words.back, exact=True).click()
        expect(page.get_by_role("progressbar", name=words.progress)).to_have_attribute("aria-valuenow", "25")
        expect(tile).to_contain_text(words.replay_pays.format(REPEAT_WIN_XP))
    finally:
        page.context.close()


# The result view's lines, in English, for one xp event of the grading answer.
PAY_LINES = {
    "first_win": lambda xp, event: f"+{xp} first win",
    "repeat_win": lambda xp, event: f"+{xp} replay",
    "chapter": lambda xp, event: f"+{xp} surah {event['chapter']} finished",
    "quest": lambda xp, event: re.compile(rf"^\+{xp} quest: .+$"),  # the title: the quest drawn for the day
}


def expect_what_it_paid(page: Page, verdict: dict) -> None:
    """The result view of a win says what its grading answer paid: "+N xp" in all (paid now or waiting), a line per
    xp event that earned any; when some of it waits for the pace budget, that it comes a little later; and the xp of
    earlier wins paid now, if any."""
    result = page.get_by_role("region", name="Game Completed!")
    expect(result.get_by_role("heading", name="Game Completed!", exact=True)).to_be_visible()
    earned = [(event["amount"] + event["waiting"], event) for event in verdict["xp_events"]]
    xp = sum(amount for amount, _ in earned)
    assert xp == verdict["xp_gained"] + verdict["xp_waiting"] > 0, verdict
    expect(result.get_by_text(f"+{xp} xp", exact=True)).to_be_visible()

    lines = [PAY_LINES[event["reason"]](amount, event) for amount, event in earned if amount > 0]
    expect(result.get_by_role("list", name="What it paid").get_by_role("listitem")).to_have_text(lines)
    released = result.get_by_text("from earlier wins.")
    if verdict["xp_released"]:
        expect(released).to_have_text(f"Also paid now: +{verdict['xp_released']} xp from earlier wins.")
    else:
        expect(released).to_have_count(0)
    for amount, event in earned:
        if event["reason"] == "quest":
            assert amount == QUEST_XP, event

    waiting = result.get_by_text("comes a little later, as you play on")
    if verdict["xp_waiting"] == xp:
        expect(waiting).to_have_text(re.compile("^It comes a little later"))
    elif verdict["xp_waiting"]:
        expect(waiting).to_have_text(re.compile(f"^{verdict['xp_waiting']} xp of it comes a little later"))
    else:
        expect(waiting).to_have_count(0)
    expect(page.get_by_text("Too quick")).to_have_count(0)


GAMES = {
    "shuffling": ("Shuffling", lambda page, deal: solve_shuffling(page, deal["levels"][0])),
    "memory": ("Memory", play_one_verse_memory),
    "audio": ("Audio", answer_audio),
    "matching": ("Matching", play_one_verse_matching),
}


def test_the_result_view_lists_what_each_win_paid_on_a_phone(phone_360: Page):
    page = phone_360
    sign_in_with_demo_to(page, f"/games/{CHAPTER}/{VERSE}")
    expect(page.get_by_role("combobox", name="Number of ayahs:")).to_have_value("1")

    # The four games of the verse one after another, as fast as they can be won: the budget's 30 xp may run short.
    for number, (game, (tile, play)) in enumerate(GAMES.items(), start=1):
        with page.expect_response(is_call(f"/games/{game}/")) as dealt:
            page.get_by_role("button", name=re.compile(f"^{tile}")).click()
        with page.expect_response(is_call("/games/results/")) as grading:
            play(page, dealt.value.json())
        verdict = grading.value.json()
        assert verdict["won"] is True, verdict

        expect_what_it_paid(page, verdict)
        fits_the_screen(page)
        if number == len(GAMES):  # the last: the verse finished, the likeliest to finish a quest too
            page.screenshot(path="/tmp/result-breakdown-360.png", full_page=True, animations="disabled")
        page.get_by_role("button", name="Back", exact=True).click()

    expect(page.get_by_role("progressbar", name="Progress")).to_have_attribute("aria-valuenow", "100")
