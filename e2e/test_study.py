"""Studying as a new learner would: the level map, the game page's verse navigation and its learn card."""

import json
import re

from playwright.sync_api import Page, expect

from journeys import sign_in_with_demo
from testing_support.app_server import manage

LEARN_CARD = re.compile(r"^Learn card for ayah ")


def _map_scale(page: Page) -> float:
    return float(page.locator("output[data-scale]").get_attribute("data-scale"))


def _next(page: Page, target: str) -> None:
    page.get_by_role("link", name=f"Next ayah ({target})").click()
    chapter, verse = target.split(":")
    expect(page).to_have_url(re.compile(rf"/games/{chapter}/{verse}$"))


def test_the_level_map_pans_zooms_and_opens_a_chapter(page: Page):
    sign_in_with_demo(page)
    page.goto("/levels")

    level_map = page.get_by_role("region", name="Level map: surahs 1 to 114")
    expect(level_map.get_by_role("button", name=re.compile(r"^112 "))).to_be_attached()
    # The nodes, My surah and the three zoom buttons.
    expect(level_map.get_by_role("button")).to_have_count(114 + 4)
    # A new learner on the default (Hafiz's) path starts with An-Nas.
    expect(page.get_by_role("link", name=re.compile("Current level"))).to_have_attribute("href", "/games/114/1")

    # Drag the map by its empty corner (below the views' tabs and the bar of controls): it follows the pointer.
    world = level_map.locator("ol").locator("..")
    before = world.evaluate("element => element.style.transform")
    viewport = world.locator("..").bounding_box()
    page.mouse.move(viewport["x"] + 20, viewport["y"] + 20)
    page.mouse.down()
    page.mouse.move(viewport["x"] + 60, viewport["y"] + 80, steps=5)
    page.mouse.up()
    assert world.evaluate("element => element.style.transform") != before

    # Zoom out with the wheel, near the map's top-left corner, until the whole map fits.
    start = _map_scale(page)
    page.mouse.move(viewport["x"] + 5, viewport["y"] + 5)
    for _ in range(10):  # from 100 %, nine tenths reach the 12.5 % floor
        page.mouse.wheel(0, 120)
    expect(page.locator("output[data-scale]")).to_have_attribute("data-scale", "0.125")
    assert _map_scale(page) < start

    level_map.get_by_role("button", name=re.compile(r"^112 ")).click()
    expect(page).to_have_url(re.compile(r"/games/112/1$"))
    expect(page.get_by_role("heading", level=1, name="Al-Ikhlas")).to_be_visible()


def test_a_node_opens_from_the_keyboard(page: Page):
    sign_in_with_demo(page)
    page.goto("/levels")

    node = page.get_by_role("button", name=re.compile(r"^113 "))
    node.focus()
    expect(node).to_be_in_viewport()
    page.keyboard.press("Enter")

    expect(page).to_have_url(re.compile(r"/games/113/1$"))


def test_the_learn_card_shows_the_verse_and_moves_along_the_learners_path(page: Page):
    sign_in_with_demo(page)
    page.goto("/games/112/1")

    card = page.get_by_role("region", name=LEARN_CARD)
    arabic = card.locator("p[lang=ar]")
    expect(arabic).to_have_attribute("dir", "rtl")
    expect(arabic).to_have_text(re.compile(r"\S"))
    expect(card.get_by_text("Transliteration", exact=True)).to_be_visible()
    expect(card.get_by_text("Qul huwa Allahu ahadun")).to_be_visible()
    expect(card.get_by_text('Say, "He is Allah, [who is] One')).to_be_visible()
    expect(card.get_by_role("img", name="Picture for ayah 112:1")).to_be_visible()
    expect(page.get_by_role("progressbar", name="Progress")).to_have_attribute("aria-valuenow", "0")

    _next(page, "112:2")
    _next(page, "112:3")
    _next(page, "112:4")
    expect(page.get_by_text("Ayah 4 of 4")).to_be_visible()
    # From a surah's end, on along the learner's path: Hafiz's, from An-Nas backwards.
    _next(page, "111:1")
    expect(page.get_by_role("heading", level=1, name="Al-Masad")).to_be_visible()

    page.goto("/games/114/6")
    _next(page, "113:1")

    page.goto("/games/110/1")
    page.get_by_role("link", name="Previous ayah (111:5)").click()
    expect(page).to_have_url(re.compile(r"/games/111/5$"))


def test_an_out_of_range_verse_is_replaced_not_added_to_the_history(page: Page):
    sign_in_with_demo(page)
    page.goto("/levels")
    expect(page.get_by_role("heading", level=1, name="Level map")).to_be_visible()

    page.evaluate(
        "() => { history.pushState(null, '', '/games/112/99'); dispatchEvent(new PopStateEvent('popstate')); }"
    )
    expect(page).to_have_url(re.compile(r"/games/112/4$"))
    expect(page.get_by_text("Ayah 4 of 4")).to_be_visible()

    page.go_back()
    expect(page).to_have_url(re.compile(r"/levels$"))

    page.goto("/games/115/1")
    expect(page.get_by_role("heading", level=1, name="Surah not found")).to_be_visible()


def test_step_by_step_reveals_the_verse_word_by_word(page: Page):
    sign_in_with_demo(page)
    page.goto("/games/112/3")
    card = page.get_by_role("region", name=LEARN_CARD)
    full_text = card.locator("p[lang=ar]").inner_text()
    words = full_text.split()

    card.get_by_role("button", name="Step by step").click()
    revealed = card.locator("p[lang=ar]")
    expect(revealed).to_have_text(words[0])
    for shown in range(2, len(words) + 1):
        card.get_by_role("button", name="Show the next word").click()
        expect(revealed).to_have_text(" ".join(words[:shown]))
    expect(card.get_by_role("button", name="Show the next word")).to_have_count(0)

    card.get_by_role("button", name="Stop").click()
    expect(card.locator("p[lang=ar]")).to_have_text(full_text)


def test_the_recitation_plays_and_ends_paused(page: Page):
    sign_in_with_demo(page)
    page.goto("/games/112/1")
    card = page.get_by_role("region", name=LEARN_CARD)

    card.get_by_role("button", name="Play").click()
    expect(card.get_by_role("button", name="Pause")).to_be_visible()
    # The test recitations last a second; at the end the player is paused again.
    expect(card.get_by_role("button", name="Play")).to_be_visible(timeout=5_000)
    expect(card.get_by_text("0:01 / 0:01")).to_be_visible()
    expect(card.get_by_role("alert")).to_have_count(0)


def test_a_bookmarked_verse_is_on_the_profile(page: Page):
    sign_in_with_demo(page)
    expect(page.get_by_text("Bookmarked ayahs will appear here.")).to_be_visible()
    page.goto("/games/112/2")

    bookmark = page.get_by_role("button", name="Bookmark this ayah")
    expect(bookmark).to_be_enabled()
    bookmark.click()
    expect(bookmark).to_have_attribute("aria-pressed", "true")

    page.goto("/profile")
    saved = page.get_by_role("link", name=re.compile(r"^Al-Ikhlas 112:2 "))
    expect(saved).to_be_visible()
    saved.click()
    expect(page).to_have_url(re.compile(r"/games/112/2$"))
    expect(page.get_by_role("button", name="Bookmark this ayah")).to_have_attribute("aria-pressed", "true")


def record_layout_shifts_with_late_calls(page: Page, late_calls: str) -> None:
    """Records every layout shift the page makes from its first paint (in `window.__layoutShifts`), and holds back
    the API calls whose URL matches `late_calls` by 0.6 s, so they answer after everything else (as on a slow
    connection)."""
    page.add_init_script(f"""
window.__layoutShifts = [];
new PerformanceObserver((list) => {{
  for (const entry of list.getEntries()) if (!entry.hadRecentInput) window.__layoutShifts.push(entry.value);
}}).observe({{ type: 'layout-shift', buffered: true }});
const late = new RegExp({json.dumps(late_calls)});
const open = XMLHttpRequest.prototype.open;
const send = XMLHttpRequest.prototype.send;
XMLHttpRequest.prototype.open = function (method, url, ...rest) {{
  this.hafizUrl = String(url);
  return open.call(this, method, url, ...rest);
}};
XMLHttpRequest.prototype.send = function (body) {{
  setTimeout(() => send.call(this, body), late.test(this.hafizUrl) ? 600 : 0);
}};
""")


def test_the_game_page_does_not_jump_about_as_its_data_arrives(page: Page):
    """The learn card takes its size once, the verse header keeps a line for the chapter's names and the
    arrows stay level with the picture, so what arrives late moves (next to) nothing; Lighthouse's "good" is a
    cumulative layout shift under 0.1, and before these fixes the page made 0.171."""
    sign_in_with_demo(page)
    page.set_viewport_size({"width": 412, "height": 823})  # a phone's, as Lighthouse's mobile run
    record_layout_shifts_with_late_calls(page, r"chapters/\d|verses/\d+/\d+/\?")

    page.goto("/games/112/1")
    expect(page.get_by_role("heading", level=1, name="Al-Ikhlas")).to_be_visible()
    expect(page.get_by_role("img", name="Picture for ayah 112:1")).to_be_visible()
    page.wait_for_load_state("networkidle")

    shifts = page.evaluate("window.__layoutShifts")
    assert sum(shifts) < 0.005, shifts


# Three learners with xp this week, so the level map's leaderboard panel has its top three.
SEED_TOP_THREE = """
from hafiz.accounts.services import user_create_guest
from hafiz.games.services import win_record
from hafiz.quran.models import Verse
verse = Verse.objects.get(chapter__number=112, number=1)
for _ in range(3):
    win_record(user=user_create_guest(), verse=verse, game="shuffling")
"""


def test_the_level_maps_side_panels_hold_their_places_as_their_data_arrives(page: Page, app_env: dict[str, str]):
    """The review banner, the current-level button and the leaderboard sit above other panels: until their data
    comes, placeholders of their size keep the panels below from moving."""
    manage(app_env, "shell", "-c", SEED_TOP_THREE)
    sign_in_with_demo(page)
    page.set_viewport_size({"width": 1350, "height": 940})  # wide enough for the side column beside the map
    record_layout_shifts_with_late_calls(page, r"review/today|progress/current|leaderboard")

    page.goto("/levels")
    expect(page.get_by_role("link", name=re.compile(r"^Current level"))).to_be_visible()
    expect(page.get_by_role("region", name="Review")).to_be_visible()
    expect(page.get_by_role("region", name="Leaderboard").get_by_role("listitem")).to_have_count(3)
    page.wait_for_load_state("networkidle")

    shifts = page.evaluate("window.__layoutShifts")
    assert sum(shifts) < 0.005, shifts
