"""The level map on a phone. Two fingers pinch it (touch points sent as a phone's screen reports them, through
the DevTools protocol), a swipe on the page below it scrolls the page, and the map shows where the learner stands:
the current chapter as the step they are on, and a chapter in progress with its percentage once a verse is won in
all four games."""

import re
import time

import pytest
from playwright.sync_api import Page, expect

from journeys import PHONE, memorise_the_verse, sign_in_with_demo

MAP = {"en": "Level map: surahs 1 to 114", "ru": "Карта уровней: суры с 1 по 114"}
TOUCH_HINT = {
    "en": "Drag with a finger to move the map, pinch with two to zoom",
    "ru": "Двигайте карту пальцем, меняйте масштаб двумя пальцами",
}


def touch_screen(page: Page):
    """Sends touch events with the fingers down at the given points (none once the last finger lifts), as a phone's
    screen reports them."""
    devtools = page.context.new_cdp_session(page)

    def touch(kind: str, points: list[tuple[float, float]]) -> None:
        devtools.send(
            "Input.dispatchTouchEvent",
            {"type": kind, "touchPoints": [{"x": x, "y": y, "id": finger} for finger, (x, y) in enumerate(points)]},
        )

    return touch


def open_the_map(page: Page, lang: str = "en") -> None:
    sign_in_with_demo(page)
    page.goto(f"/levels?lng={lang}")
    expect(page.locator("[aria-current=step]")).to_be_visible()


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_two_fingers_moving_apart_zoom_the_map_in(phone: Page, lang: str):
    open_the_map(phone, lang)
    level_map = phone.get_by_role("region", name=MAP[lang])
    # A phone is told what its fingers do, not what a mouse wheel would.
    expect(level_map.get_by_text(TOUCH_HINT[lang], exact=True)).to_be_visible()
    # The map opens where node names are legible (100 %), not shrunk to fit the phone's width.
    expect(level_map.locator("output")).to_have_text("100%")

    box = level_map.locator("ol").locator("..").locator("..").bounding_box()
    middle_x, middle_y = box["x"] + box["width"] / 2, box["y"] + box["height"] / 2
    touch = touch_screen(phone)
    touch("touchStart", [(middle_x - 30, middle_y), (middle_x + 30, middle_y)])
    for step in range(1, 11):
        touch("touchMove", [(middle_x - 30 - 3 * step, middle_y), (middle_x + 30 + 3 * step, middle_y)])
    touch("touchEnd", [])

    # 60 px apart to 120 px: twice the size.
    expect(level_map.locator("output")).to_have_text("200%")


def test_a_swipe_below_the_map_scrolls_the_page_and_one_on_it_moves_the_map(phone: Page):
    open_the_map(phone)
    level_map = phone.get_by_role("region", name=MAP["en"])
    box = level_map.bounding_box()
    below = box["y"] + box["height"] + 60
    assert below < PHONE["viewport"]["height"] - 60, "the map leaves room below it on a phone's first screen"

    touch = touch_screen(phone)

    def swipe_up(y: float, distance: float) -> None:
        touch("touchStart", [(200, y)])
        for step in range(1, 11):
            touch("touchMove", [(200, y - distance * step / 10)])
            time.sleep(0.016)  # a finger's pace: the page reads the swipe from the events' timing
        # The finger rests before it lifts, so the page does not fling on after it (and past the next step).
        time.sleep(0.2)
        touch("touchMove", [(200, y - distance)])
        touch("touchEnd", [])

    world = level_map.locator("ol").locator("..")
    opening = world.get_attribute("style")
    swipe_up(below, 200)
    phone.wait_for_function("window.scrollY > 100")
    assert world.get_attribute("style") == opening, "a swipe off the map leaves the map where it was"

    phone.evaluate("window.scrollTo(0, 0)")
    phone.wait_for_function("window.scrollY === 0")
    middle = box["y"] + box["height"] / 2
    swipe_up(middle + 80, 160)
    expect(world).not_to_have_attribute("style", opening)
    assert phone.evaluate("window.scrollY") == 0, "a swipe on the map moves the map, not the page"


def test_the_map_marks_the_current_chapter_and_a_chapter_in_progress(phone: Page):
    open_the_map(phone)
    level_map = phone.get_by_role("region", name=MAP["en"])
    nodes = level_map.locator("ol > li").get_by_role("button")
    # The demo follows Hafiz's path, which starts at surah 114: that is where the learner stands.
    current = level_map.locator("[aria-current=step]")
    expect(current).to_have_count(1)
    expect(current).to_have_accessible_name(re.compile(r"^114 .* You are here, Not started$"))
    expect(current.get_by_text("You are here", exact=True)).to_be_visible()
    expect(nodes.filter(has_text=re.compile(r"^112"))).to_have_accessible_name(re.compile(r"^112 .* Not started$"))

    memorise_the_verse(phone, 112, 1)
    phone.goto("/levels")

    # One verse of Al-Ikhlas's four at 100: a quarter of the surah, shown on the node and said in its name.
    sincerity = level_map.locator("ol > li").get_by_role("button", name=re.compile(r"^112 "))
    expect(sincerity).to_have_accessible_name(re.compile(r"^112 .* In progress, 25%$"))
    expect(sincerity.get_by_text("25%", exact=True)).to_be_visible()
    expect(current).to_have_accessible_name(re.compile(r"^114 "))


def test_the_juz_view_opens_on_juz_30_with_al_ikhlas_a_quarter_memorised_in_russian(phone_360: Page):
    sign_in_with_demo(phone_360)
    memorise_the_verse(phone_360, 112, 1)

    phone_360.goto("/levels?lng=ru")
    level_map = phone_360.get_by_role("region", name=MAP["ru"])
    level_map.get_by_role("tab", name="По джузам").click()

    expect(phone_360).to_have_url(re.compile(r"/levels\?view=juz"))
    # The learner stands on surah 114, in juz 30: the list opens on it, scrolled within the map's panel.
    juz_30 = level_map.get_by_role("article", name=re.compile(r"^Джуз 30"))
    expect(juz_30).to_have_attribute("aria-current", "step")
    expect(juz_30).to_be_in_viewport()
    expect(juz_30.get_by_role("link", name="112 Аль-Ихляс 25%")).to_be_visible()
    # One verse of the juz' 564: begun, so at least 1 %.
    expect(juz_30.get_by_role("meter", name="Выучено из джуза 30")).to_have_attribute("aria-valuenow", "1")
    assert phone_360.evaluate("document.scrollingElement.scrollWidth") <= 360, "nothing scrolls sideways"

    juz_30.get_by_role("link", name="112 Аль-Ихляс 25%").click()
    expect(phone_360).to_have_url(re.compile(r"/games/112/1$"))

    phone_360.goto("/profile")
    expect(phone_360.get_by_role("list", name="Выучено по джузам").get_by_role("listitem")).to_have_text(
        ["Джуз 30 · 1%"]
    )
