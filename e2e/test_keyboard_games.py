"""The games by keyboard: each of the four games of surah 112 played to completion with the keyboard alone (Tab, Enter
and the number keys; no pointer after signing in), its Arabic text marked lang="ar" dir="rtl", and <html lang> following
the interface language.

The right answers are read from the game's own API response, as a player who knew the surah would know them.
"""

import re
from collections import defaultdict

import pytest
from playwright.sync_api import Locator, Page, expect

from journeys import sign_in_with_demo

CHAPTER, VERSE = 112, 4  # The whole surah: four verses, so every game has enough to play with.
MAX_TABS = 250


def is_focused(target: Locator) -> bool:
    return target.evaluate("element => element === document.activeElement")


def tab_to(page: Page, target: Locator) -> None:
    """Tab forward (the focus wraps round the page) until the target has the focus."""
    expect(target).to_be_enabled()
    for _ in range(MAX_TABS):
        if is_focused(target):
            return
        page.keyboard.press("Tab")
    raise AssertionError(f"{target} is not reachable with Tab")


def press_on(page: Page, target: Locator, key: str = "Enter") -> None:
    tab_to(page, target)
    page.keyboard.press(key)


def game_call(game: str):
    return lambda response: response.url.endswith(f"/api/v1/games/{game}/") and response.request.method == "POST"


def open_the_verse(page: Page) -> None:
    sign_in_with_demo(page)
    page.goto(f"/games/{CHAPTER}/{VERSE}")
    expect(page.get_by_role("heading", name="Practise with games")).to_be_visible()


def start(page: Page, tile: str, game: str) -> dict:
    with page.expect_response(game_call(game)) as response:
        press_on(page, page.get_by_role("button", name=tile))
    assert response.value.ok
    return response.value.json()


def expect_arabic_marked_up(page: Page) -> None:
    arabic = page.locator("main [lang=ar]")
    expect(arabic.first).to_be_visible()
    assert arabic.evaluate_all("nodes => nodes.every(node => node.closest('[dir]').dir === 'rtl')"), (
        'an element with lang="ar" does not read right to left'
    )


def finish(page: Page) -> None:
    expect(page.get_by_role("heading", name="Game Completed!")).to_be_visible()
    press_on(page, page.get_by_role("button", name="Back", exact=True))
    expect(page.get_by_role("heading", name="Practise with games")).to_be_visible()


def play_shuffling(page: Page, level: dict) -> None:
    gap_ids = [part["id"] for part in level["sentence"] if part["type"] == "gap"]
    phrase_for = {
        gap_id: next(p["text"] for p in level["phrases"] if p["id"] == phrase_id)
        for gap_id, phrase_id in zip(gap_ids, level["correctSequence"])
    }
    sentence = page.get_by_role("group", name="Sentence with gaps")
    tray = page.get_by_role("group", name="Phrases")
    expect_arabic_marked_up(page)
    # Enter selects a phrase in the tray, Enter on a gap places it there. A deal may hold two phrases of one text
    # (112:2 and 112:1 both have ٱللَّهُ): either is the right answer, so the first of them is taken.
    for gap_id in gap_ids:
        press_on(page, tray.get_by_role("button", name=phrase_for[gap_id], exact=True).first)
        press_on(page, sentence.get_by_role("button", name=f"Empty gap {gap_id}"))
        expect(sentence.get_by_role("button", name=phrase_for[gap_id], exact=True).first).to_be_visible()


def play_memory(page: Page, cards: list[dict]) -> None:
    grid = page.get_by_role("list", name="Memory cards").get_by_role("button")
    expect(grid).to_have_count(len(cards))
    positions = defaultdict(list)
    for position, card in enumerate(cards):
        positions[card["name"]].append(position)
    for first, second in positions.values():
        press_on(page, grid.nth(first))
        expect(grid.nth(first)).not_to_have_accessible_name(re.compile("face down"))
        press_on(page, grid.nth(second), key="Space")
        expect(grid.nth(second)).not_to_have_accessible_name(re.compile("face down"))
    expect_arabic_marked_up(page)


def play_matching(page: Page, game: dict) -> None:
    pairs = {int(text_id): image_id for text_id, image_id in game["correctPairs"].items()}
    image_number = {item["id"]: index + 1 for index, item in enumerate(game["imageItems"])}
    texts = page.get_by_role("list", name="Verses").get_by_role("button")
    expect_arabic_marked_up(page)
    for index, item in enumerate(game["textItems"]):
        press_on(page, texts.nth(index))
        press_on(page, page.get_by_role("button", name=f"Image {image_number[pairs[item['id']]]}", exact=True))
    expect(page.locator("svg line")).to_have_count(len(game["textItems"]))
    press_on(page, page.get_by_role("button", name="Submit"))


def play_audio(page: Page, question: dict, questions: int) -> None:
    for number in range(1, questions + 1):
        expect(page.get_by_text(f"Question {number} of {questions}")).to_be_visible()
        expect(page.get_by_role("list", name="Answers").get_by_role("button")).to_have_count(len(question["options"]))
        if number == 1:
            expect_arabic_marked_up(page)
        # Keys 1–4 answer.
        page.keyboard.press(str(question["options"].index(question["correct_answer"]) + 1))
        if number == questions:
            return
        expect(page.get_by_text("Correct answer!")).to_be_visible()
        with page.expect_response(game_call("audio")) as next_question:
            press_on(page, page.get_by_role("button", name="Continue"))
        question = next_question.value.json()


@pytest.mark.parametrize(
    ("tile", "game"),
    [("Shuffling", "shuffling"), ("Memory", "memory"), ("Matching", "matching"), ("Audio", "audio")],
)
def test_a_game_is_won_with_the_keyboard_alone(page: Page, tile: str, game: str):
    open_the_verse(page)
    expect(page.locator("html")).to_have_attribute("lang", "en")
    data = start(page, tile, game)
    if game == "shuffling":
        play_shuffling(page, data["levels"][0])
    elif game == "memory":
        play_memory(page, data["cards"])
    elif game == "matching":
        play_matching(page, data)
    else:
        play_audio(page, data, questions=VERSE)
    finish(page)


def test_the_interface_language_switches_from_the_keyboard_and_sets_the_page_language(page: Page):
    open_the_verse(page)
    expect(page.locator("html")).to_have_attribute("lang", "en")
    expect_arabic_marked_up(page)

    press_on(page, page.get_by_role("button", name="RU"))
    expect(page.locator("html")).to_have_attribute("lang", "ru")
    expect(page.get_by_role("heading", name="Закрепите в играх")).to_be_visible()
    press_on(page, page.get_by_role("button", name="EN"))
    expect(page.locator("html")).to_have_attribute("lang", "en")
