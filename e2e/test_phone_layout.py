"""The phone layout, measured on the page: the learn card's verse on a phone's first screen ahead of its
picture, the volume slider inside the audio player's bar, toggle groups on one line, and the card's settings beside
the verse rather than over it, in English and in Russian (whose longer words are the likelier culprits)."""

import pytest
from playwright.sync_api import Browser, Locator, Page, expect

from journeys import PHONE_360, new_page, sign_in_with_demo_to

CARD = {"en": "Learn card for ayah 112:1", "ru": "Карточка аята 112:1"}
PICTURE = {"en": "Picture for ayah 112:1", "ru": "Картинка к аяту 112:1"}
VOLUME = {"en": "Volume", "ru": "Громкость"}
SETTINGS = {"en": "Card settings", "ru": "Настройки карточки"}

# Every tab list on the page: each tab's top, height, and whether its label fits inside it (a tab may shrink).
TAB_LISTS = """() => [...document.querySelectorAll('[role=tablist]')].map(list => ({
  name: list.getAttribute('aria-label'),
  right: list.getBoundingClientRect().right,
  tabs: [...list.querySelectorAll('[role=tab]')].map(tab => ({
    label: tab.textContent,
    top: Math.round(tab.getBoundingClientRect().top),
    height: Math.round(tab.getBoundingClientRect().height),
    fits: tab.scrollWidth <= tab.clientWidth,
  })),
}))"""


def _box(locator: Locator) -> dict:
    box = locator.bounding_box()
    assert box is not None, f"{locator} is not on the page"
    return box


def _overlap(first: dict, second: dict) -> bool:
    return (
        first["x"] < second["x"] + second["width"]
        and second["x"] < first["x"] + first["width"]
        and first["y"] < second["y"] + second["height"]
        and second["y"] < first["y"] + first["height"]
    )


def _learn_card(page: Page, lang: str) -> tuple[Locator, Locator]:
    """112:1's learn card, signed in as a new demo learner, and its verse (the card's first Arabic text)."""
    sign_in_with_demo_to(page, "/games/112/1", lang)
    card = page.get_by_role("region", name=CARD[lang])
    verse = card.locator('[lang="ar"]').first
    expect(verse).to_be_visible()
    return card, verse


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_the_learn_card_shows_the_verse_on_a_phone_s_first_screen_and_its_picture_after(phone_360: Page, lang: str):
    card, verse = _learn_card(phone_360, lang)

    expect(verse).to_be_in_viewport(ratio=1)
    picture = card.get_by_role("img", name=PICTURE[lang])
    expect(picture).to_be_visible()
    verse_box = _box(verse)
    assert _box(picture)["y"] >= verse_box["y"] + verse_box["height"], "the picture comes after the verse"


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_the_volume_slider_stays_inside_the_audio_player_s_bar_on_a_phone(phone_360: Page, lang: str):
    card, _ = _learn_card(phone_360, lang)
    volume = card.get_by_role("slider", name=VOLUME[lang])
    volume.scroll_into_view_if_needed()
    # The slider sits in the player's row of controls, inside the player's rounded bar.
    player = volume.locator("xpath=../..")

    slider, bar = _box(volume), _box(player)
    assert bar["x"] + bar["width"] <= PHONE_360["viewport"]["width"], bar
    assert bar["x"] <= slider["x"] and slider["x"] + slider["width"] <= bar["x"] + bar["width"], (slider, bar)
    assert bar["y"] <= slider["y"] and slider["y"] + slider["height"] <= bar["y"] + bar["height"], (slider, bar)


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_the_card_settings_open_beside_the_verse_not_over_it(browser: Browser, base_url: str, lang: str):
    """On a desktop the settings used to float over the verse; now, on a phone as on a desktop, they push it down."""
    for screen in (PHONE_360, {"viewport": {"width": 1366, "height": 800}}):
        page = new_page(browser, base_url, **screen)
        try:
            card, verse = _learn_card(page, lang)
            card.get_by_role("button", name=SETTINGS[lang]).click()
            settings = card.get_by_role("group", name=SETTINGS[lang])
            expect(settings).to_be_visible()

            settings_box, verse_box = _box(settings), _box(verse)
            assert not _overlap(settings_box, verse_box), (screen, settings_box, verse_box)
        finally:
            page.context.close()


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_every_toggle_group_keeps_one_line_on_a_phone(phone_360: Page, lang: str):
    """The leaderboards' period and learners, and the profile's statistics range and people lists."""
    sign_in_with_demo_to(phone_360, "/leaderboards", lang)
    for path, lists in (("/leaderboards", 2), ("/profile", 2)):
        phone_360.goto(path)
        expect(phone_360.get_by_role("tablist")).to_have_count(lists)
        for tab_list in phone_360.evaluate(TAB_LISTS):
            tabs = tab_list["tabs"]
            assert len({tab["top"] for tab in tabs}) == 1, f"{path} ({lang}): {tab_list} wraps onto two lines"
            assert len({tab["height"] for tab in tabs}) == 1, f"{path} ({lang}): a label of {tab_list} wraps"
            assert all(tab["fits"] for tab in tabs), f"{path} ({lang}): a label of {tab_list} is cut"
            assert tab_list["right"] <= PHONE_360["viewport"]["width"], f"{path} ({lang}): {tab_list} is too wide"
