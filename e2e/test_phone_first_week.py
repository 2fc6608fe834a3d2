"""A learner's first week on a 360 px phone, measured on the page: the level map opening at its top after a custom
path is chosen, memory cards that keep their size as they turn and a board that fits the screen, and step by step
showing each new word where the learner is looking without the translation giving the verse away."""

import re

import pytest
from playwright.sync_api import Browser, Locator, Page, expect

from journeys import PHONE_360, is_call, new_page, sign_in_with_demo_to

# A 360 px Android with its browser's bars shown: 740 of its 800 pixels are the page's.
SCREEN = {**PHONE_360, "viewport": {"width": 360, "height": 740}}
SCREEN_HEIGHT = SCREEN["viewport"]["height"]

MAP = "Level map: surahs 1 to 114"
CARD = "Learn card for ayah 112:1"

# Each memory card's box, in page coordinates: a scroll between two looks (a click scrolls to its card) moves none.
CARD_BOXES = """list => [...list.querySelectorAll('button')].map((card) => {
  const box = card.getBoundingClientRect();
  return {
    x: Math.round(box.x + scrollX),
    y: Math.round(box.y + scrollY),
    width: Math.round(box.width),
    height: Math.round(box.height),
  };
})"""


@pytest.fixture
def phone_740(browser: Browser, base_url: str) -> Page:
    page = new_page(browser, base_url, **SCREEN)
    yield page
    page.context.close()


def choose_a_custom_path(page: Page) -> Locator:
    """A new learner's custom path from Al-Ikhlas (112), found by name and saved as on a phone, scrolled down to the
    custom path's button; the map's node for 112, once the map shows it as where the learner stands."""
    sign_in_with_demo_to(page, "/pickpath")
    custom = page.get_by_role("form", name="Custom path")
    custom.get_by_role("searchbox", name="Search surahs").fill("Ikhlas")
    custom.get_by_role("radio", name=re.compile(r"^112\. ")).check()
    custom.get_by_role("button", name="Start with this surah").click()
    expect(page).to_have_url(re.compile(r"/levels$"))
    current = page.get_by_role("region", name=MAP).locator("[aria-current=step]")
    expect(current).to_have_accessible_name(re.compile(r"^112 .*You are here"))
    return current


def test_a_custom_path_opens_the_map_at_its_top_with_the_learner_s_place_on_screen(phone_740: Page):
    current = choose_a_custom_path(phone_740)

    # The map leads the page: opened where the path's page was left scrolled, it has its controls and the learner's
    # place above the screen.
    scrolled = phone_740.evaluate("scrollY")
    assert scrolled == 0, (
        f"/levels opened {scrolled} px down: the map's controls and its 'You are here' are above the screen"
    )
    expect(current.get_by_text("You are here", exact=True)).to_be_in_viewport(ratio=1)


def open_memory(page: Page, path: str, ayahs: str) -> tuple[Locator, list[dict]]:
    """The memory game of a new learner at `path`, dealt on `ayahs` verses: its cards' list, and the cards as dealt
    (in the board's order)."""
    sign_in_with_demo_to(page, path)
    page.get_by_role("combobox", name="Number of ayahs:").select_option(ayahs)
    with page.expect_response(is_call("/games/memory/")) as dealt:
        page.get_by_role("button", name="Memory").click()
    cards = dealt.value.json()["cards"]
    board = page.get_by_role("list", name="Memory cards")
    expect(board.get_by_role("button")).to_have_count(len(cards))
    return board, cards


def a_pair(cards: list[dict]) -> list[int]:
    """The board positions of the first card and its pair, which stay up once turned: a verse's picture and its text,
    one card of each kind."""
    return [0, next(position for position in range(1, len(cards)) if cards[position]["name"] == cards[0]["name"])]


def card_boxes(board: Locator) -> list[dict]:
    """Each card's box once the board is still: a card turning is narrower than it is, a card lifting under the
    pointer higher. A phone has no pointer to leave over a card, so the test's mouse leaves the board."""
    board.page.mouse.move(0, 0)
    board.page.wait_for_function("list => list.getAnimations({subtree: true}).length === 0", arg=board.element_handle())
    return board.evaluate(CARD_BOXES)


def test_a_memory_card_keeps_its_size_as_it_turns_and_moves_no_other(phone_740: Page):
    board, cards = open_memory(phone_740, "/games/112/3", "3")
    before = card_boxes(board)

    for turned in a_pair(cards):
        board.get_by_role("button").nth(turned).click()
        after = card_boxes(board)
        face = "picture" if cards[turned]["image"] else "text"
        size, turned_size = (f"{box['width']}×{box['height']} px" for box in (before[turned], after[turned]))
        assert turned_size == size, f"card {turned + 1} ({face}) is {size} face down and {turned_size} turned up"
        moved = [
            f"card {position + 1} from y={was['y']} to y={now['y']}"
            for position, (was, now) in enumerate(zip(before, after))
            if (was["x"], was["y"]) != (now["x"], now["y"])
        ]
        assert not moved, f"turning card {turned + 1} ({face}) moved {', '.join(moved)}"


# 112:1-3 deals six cards; 114:1-6 twelve, the most a board holds (the game plays a longer range's last six verses).
@pytest.mark.parametrize(("path", "ayahs", "screens"), [("/games/112/3", "3", 1), ("/games/114/6", "6", 2)])
def test_a_memory_board_fits_its_screens_as_it_is_played(phone_740: Page, path: str, ayahs: str, screens: int):
    board, cards = open_memory(phone_740, path, ayahs)
    assert len(cards) == 2 * int(ayahs)

    for state, turned in (("face down", []), ("with a pair turned up", a_pair(cards))):
        for position in turned:
            board.get_by_role("button").nth(position).click()
        # The board's top at the screen's top: the verse's header and the game's description come before it.
        board.evaluate("list => list.scrollIntoView({block: 'start'})")
        boxes = card_boxes(board)
        top, bottom = min(box["y"] for box in boxes), max(box["y"] + box["height"] for box in boxes)
        assert bottom - top <= screens * SCREEN_HEIGHT, (
            f"{len(cards)} cards {state} span {bottom - top} px, more than {screens} × {SCREEN_HEIGHT} px "
            f"(heights {[box['height'] for box in boxes]})"
        )
        if screens == 1:
            scrolled = phone_740.evaluate("scrollY")
            off = [
                f"card {position + 1} at y={box['y'] - scrolled}..{box['y'] + box['height'] - scrolled}"
                for position, box in enumerate(boxes)
                if box["y"] < scrolled or box["y"] + box["height"] > scrolled + SCREEN_HEIGHT
            ]
            assert not off, f"{len(cards)} cards {state}, the board's top at the screen's: {', '.join(off)} off it"


def start_step_by_step(page: Page) -> tuple[Locator, dict]:
    """112:1's learn card with step by step on (its first word shown), for a new learner; and the verse as the API
    gives it."""
    sign_in_with_demo_to(page, "/games/112/1")
    verse = page.request.get("/api/v1/verses/112/1/")
    assert verse.ok, verse.status
    card = page.get_by_role("region", name=CARD)
    expect(card.locator('[lang="ar"]').first).to_be_visible()
    card.get_by_role("button", name="Step by step").click()
    expect(card.get_by_role("button", name="Stop")).to_be_visible()
    return card, verse.json()


def test_step_by_step_shows_each_new_word_on_the_screen_with_the_button_that_adds_it(phone_740: Page):
    card, _ = start_step_by_step(phone_740)
    add_word = card.get_by_role("button", name="Show the next word")

    add_word.click()

    # No scroll in between: the learner sees the word their press revealed.
    expect(add_word, "the '+' on the screen after its press").to_be_in_viewport(ratio=1)
    expect(card.locator('[lang="ar"]').first, "the verse's words on the screen with the '+'").to_be_in_viewport(ratio=1)


def test_step_by_step_keeps_the_translation_back_until_the_verse_is_whole(phone_740: Page):
    card, verse = start_step_by_step(phone_740)
    translation = card.get_by_text(verse["translation_en"], exact=True)
    transliteration = card.get_by_text(verse["transliteration_en"], exact=True)
    add_word = card.get_by_role("button", name="Show the next word")
    words = len(verse["text"].split())

    for shown in range(1, words):
        expect(translation, f"the whole translation hidden with {shown} of {words} words shown").not_to_be_visible()
        expect(
            transliteration, f"the whole transliteration hidden with {shown} of {words} words shown"
        ).not_to_be_visible()
        add_word.click()

    expect(translation, "the translation once the verse is whole").to_be_visible()
    expect(transliteration, "the transliteration once the verse is whole").to_be_visible()
