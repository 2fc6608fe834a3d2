"""The mushaf page as a learner reads it: on a 360-pixel touch phone in Russian, page 604's three surahs with nothing
scrolling sideways, a swipe from right to left that turns back to page 603, and hide mode revealed line by line (Space,
a tap, the button) then shown whole; on a desktop, two pages side by side with juz 30's mark, turned with the arrow
keys; and from 112:1's learn card to the verse on its page, whose end marker leads to the Hifz player for the page."""

import re

import pytest
from playwright.sync_api import Browser, Page, expect

from journeys import PHONE_360, new_page, sign_in_with_demo_to

# The narrowest phone we design for, 740 pixels high: an Android phone's screen under its browser's bars.
PHONE_360_740 = {**PHONE_360, "viewport": {"width": 360, "height": 740}}
DESKTOP = {"width": 1280, "height": 900}

HIDDEN_LINE_RU = re.compile("^Скрытая строка")
NO_SIDEWAYS_SCROLL = "document.documentElement.scrollWidth <= document.documentElement.clientWidth"
# The page's sheet clips what overflows it, so the lines themselves are measured: each fits its width (a pixel of
# rounding aside).
LINES_FIT = "[...document.querySelectorAll('[data-line]')].every((line) => line.scrollWidth <= line.clientWidth + 1)"


@pytest.fixture
def phone_ru(browser: Browser, base_url: str) -> Page:
    """A new demo learner's page on a 360 × 740 touch phone; each test signs in, in Russian, to where it begins."""
    page = new_page(browser, base_url, **PHONE_360_740)
    yield page
    page.context.close()


def _lines_of_verses(page: Page, number: int) -> int:
    """How many of the page's lines hold verses (not a surah's title or its basmala), as the API gives them."""
    response = page.request.get(f"/api/v1/pages/{number}/")
    assert response.ok, response.status
    return sum(1 for line in response.json()["lines"] if line["kind"] == "verses")


def _swipe(page: Page, from_x: float, to_x: float, y: float, steps: int = 8) -> None:
    """A finger put down at (from_x, y), moved sideways to (to_x, y) and lifted: Chromium's touch events (through the
    DevTools protocol; Playwright has no swipe), from which it makes the pointer events (pointerType "touch") the app
    listens to."""
    client = page.context.new_cdp_session(page)
    try:
        client.send("Input.dispatchTouchEvent", {"type": "touchStart", "touchPoints": [{"x": from_x, "y": y}]})
        for step in range(1, steps + 1):
            x = from_x + (to_x - from_x) * step / steps
            client.send("Input.dispatchTouchEvent", {"type": "touchMove", "touchPoints": [{"x": x, "y": y}]})
        client.send("Input.dispatchTouchEvent", {"type": "touchEnd", "touchPoints": []})
    finally:
        client.detach()


def test_on_a_phone_in_russian_page_604_shows_its_three_surahs_without_scrolling_sideways(phone_ru: Page):
    sign_in_with_demo_to(phone_ru, "/mushaf/604", "ru")
    sheet = phone_ru.get_by_role("article", name="Страница 604", exact=True)
    expect(sheet).to_be_visible()

    # Russian editions' names, as the app writes them (quran-meta): Аль-Ихляс, Аль-Фаляк.
    expect(sheet.get_by_role("heading", level=2, name=re.compile("^Сура "))).to_have_count(3)
    for name in ("Сура Аль-Ихляс", "Сура Аль-Фаляк", "Сура Ан-Нас"):
        expect(sheet.get_by_role("heading", name=name, exact=True)).to_be_visible()
    phone_ru.screenshot(path="/tmp/mushaf-604-ru-phone.png", full_page=True)

    assert phone_ru.evaluate(NO_SIDEWAYS_SCROLL), "nothing scrolls sideways"
    expect(sheet.locator("[data-line]")).to_have_count(_lines_of_verses(phone_ru, 604))
    assert phone_ru.evaluate(f"() => {LINES_FIT}"), "every line fits the page's width"


def test_on_a_phone_a_swipe_from_right_to_left_turns_back_to_the_page_before(phone_ru: Page):
    """The mushaf reads right to left: the finger pulling the page to the left brings the page before it."""
    sign_in_with_demo_to(phone_ru, "/mushaf/604", "ru")
    sheet = phone_ru.get_by_role("article", name="Страница 604", exact=True)
    expect(sheet).to_be_visible()
    box = sheet.bounding_box()
    assert box is not None
    y = box["y"] + min(box["height"], 740 - box["y"]) / 2

    _swipe(phone_ru, 300, 60, y)

    expect(phone_ru).to_have_url(re.compile(r"/mushaf/603$"))
    expect(phone_ru.get_by_role("article", name="Страница 603", exact=True)).to_be_visible()
    expect(sheet).to_have_count(0)


def test_on_a_phone_hide_mode_reveals_the_page_line_by_line(phone_ru: Page):
    sign_in_with_demo_to(phone_ru, "/mushaf/604", "ru")
    sheet = phone_ru.get_by_role("article", name="Страница 604", exact=True)
    expect(sheet).to_be_visible()
    lines = _lines_of_verses(phone_ru, 604)

    phone_ru.get_by_role("button", name="Проверить себя", exact=True).click()
    hidden = sheet.get_by_role("button", name=HIDDEN_LINE_RU)
    assert lines > 0
    expect(hidden).to_have_count(lines)
    expect(hidden.first).to_have_accessible_name(re.compile(r"^Скрытая строка \d+: открыть$"))

    # Space reveals the next line, when the focus is on the page rather than on a control.
    sheet.locator("header").click()
    phone_ru.keyboard.press("Space")
    expect(hidden).to_have_count(lines - 1)

    # A tap on the first hidden line reveals it.
    hidden.first.tap()
    expect(hidden).to_have_count(lines - 2)

    phone_ru.get_by_role("button", name="Открыть дальше", exact=True).click()
    expect(hidden).to_have_count(lines - 3)
    phone_ru.screenshot(path="/tmp/mushaf-604-ru-hiding.png", full_page=True)

    phone_ru.get_by_role("button", name="Показать страницу", exact=True).click()
    expect(hidden).to_have_count(0)
    expect(phone_ru.get_by_role("button", name="Проверить себя", exact=True)).to_be_visible()


def test_on_a_desktop_two_pages_lie_side_by_side_and_the_arrow_keys_turn_them(page: Page):
    page.set_viewport_size(DESKTOP)
    sign_in_with_demo_to(page, "/mushaf/582")
    right, left = page.get_by_role("article", name="Page 581"), page.get_by_role("article", name="Page 582")
    expect(left).to_be_visible()
    # Page 581 is odd: it lies on the right of the spread, 582 on the left.
    expect(right).to_be_visible()
    expect(page.get_by_role("article")).to_have_count(2)
    right_box, left_box = right.bounding_box(), left.bounding_box()
    assert left_box["x"] + left_box["width"] <= right_box["x"], (left_box, right_box)
    # Juz 30 (Amma) begins on page 582, with An-Naba.
    expect(left.get_by_role("note", name="Juz 30 begins", exact=True)).to_be_visible()
    page.screenshot(path="/tmp/mushaf-581-582-desktop.png")

    # The next pages lie to the left.
    left.locator("header").click()
    page.keyboard.press("ArrowLeft")
    expect(page).to_have_url(re.compile(r"/mushaf/583$"))
    expect(page.get_by_role("article", name="Page 583", exact=True)).to_be_visible()
    expect(page.get_by_role("article", name="Page 584", exact=True)).to_be_visible()
    expect(page.get_by_role("article")).to_have_count(2)

    page.keyboard.press("ArrowRight")
    expect(page).to_have_url(re.compile(r"/mushaf/582$"))
    expect(page.get_by_role("article", name="Page 581", exact=True)).to_be_visible()
    expect(page.get_by_role("article", name="Page 582", exact=True)).to_be_visible()


def test_from_the_learn_card_to_the_verse_on_its_page_and_on_to_the_player(page: Page):
    sign_in_with_demo_to(page, "/games/112/1")
    page.get_by_role("link", name="Show on the page", exact=True).click()
    # Al-Ikhlas opens the mushaf's last page.
    expect(page).to_have_url(re.compile(r"/mushaf/604\?verse=112:1$"))
    sheet = page.get_by_role("article", name="Page 604", exact=True)
    expect(sheet).to_be_visible()

    sheet.get_by_role("button", name="Verse 112:1: what to do", exact=True).click()
    # The app's dialogs are alert dialogs (components/ui/dialog), named by their title: the verse's name.
    dialog = page.get_by_role("alertdialog", name="Al-Ikhlas 112:1", exact=True)
    expect(dialog).to_be_visible()
    expect(dialog.get_by_role("link", name="Learn card", exact=True)).to_be_visible()
    for action in ("Play this verse", "Play the page", "Test myself from here"):
        expect(dialog.get_by_role("button", name=action, exact=True)).to_be_visible()
    page.screenshot(path="/tmp/mushaf-604-verse-dialog.png")

    dialog.get_by_role("button", name="Play the page", exact=True).click()
    expect(page).to_have_url(re.compile(r"/karaoke/112/1$"))
