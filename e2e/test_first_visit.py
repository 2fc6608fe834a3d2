"""A visitor's first minutes on a small phone: Get started and shared links pass through sign-in to where they
pointed, an unknown address says so plainly, and no page is wider than the screen, in English and in Russian."""

import re

import pytest
from playwright.sync_api import Browser, Page, expect

from journeys import new_page

# The narrowest phone we design for (most Androids are 360 CSS pixels wide), touch included.
PHONE_360 = {"viewport": {"width": 360, "height": 800}, "is_mobile": True, "has_touch": True}

DEMO = {"en": "Try the demo", "ru": "Попробовать демо"}

# The page's width, and every element reaching past the screen's right edge (the culprits when the page is wider).
WIDTH_AND_WIDER_ELEMENTS = r"""width => [
  document.documentElement.scrollWidth,
  [...document.body.querySelectorAll('*')]
    .filter(element => element.getBoundingClientRect().right > width)
    .map(element => element.tagName.toLowerCase() + (element.id ? '#' + element.id : '')
      + (typeof element.className === 'string' && element.className.trim()
        ? '.' + element.className.trim().split(/\s+/).join('.') : '')),
]"""


def _in_language(page: Page, lang: str) -> None:
    """new_page forces en-US, so Russian comes from the landing's ?lng=ru, which i18next keeps in local storage."""
    if lang != "en":
        page.goto(f"/?lng={lang}")
        expect(page.locator("html")).to_have_attribute("lang", lang)


def _sign_in_with_demo_on_the_phone(page: Page, lang: str) -> None:
    """The demo from the sign-in page, as a visitor reaches it on the way to their profile."""
    page.goto("/sign-in?next=%2Fprofile")
    page.get_by_role("button", name=DEMO[lang]).click()
    expect(page).to_have_url(re.compile(r"/profile$"))


@pytest.mark.parametrize(
    "lang, get_started, demo, title",
    [("en", "Get started", "Try the demo", "Sign in to continue"),
     ("ru", "Начать", "Попробовать демо", "Войдите, чтобы продолжить")],
)
def test_a_visitor_gets_started_on_a_phone_and_the_demo_opens_the_level_map(
    browser: Browser, base_url: str, lang: str, get_started: str, demo: str, title: str
):
    """Get started asks for a sign-in first, then goes on to the level map rather than back to the landing."""
    page = new_page(browser, base_url, **PHONE_360)
    try:
        page.goto(f"/?lng={lang}")
        page.get_by_role("link", name=get_started, exact=True).click()

        expect(page).to_have_url(re.compile(r"/sign-in\?next=%2Flevels$"))
        expect(page.get_by_role("heading", level=1, name=title)).to_be_visible()
        page.get_by_role("button", name=demo).click()
        expect(page).to_have_url(re.compile(r"/levels$"))
    finally:
        page.context.close()


@pytest.mark.parametrize("lang, title", [("en", "Al-Ikhlas"), ("ru", "Аль-Ихляс")])
def test_a_visitor_with_a_shared_link_signs_in_and_lands_on_the_shared_game(
    browser: Browser, base_url: str, lang: str, title: str
):
    """A link a friend sent keeps its address through sign-in: the demo opens the very surah it pointed to."""
    page = new_page(browser, base_url, **PHONE_360)
    try:
        _in_language(page, lang)
        page.goto("/games/112/1")

        expect(page).to_have_url(re.compile(r"/sign-in\?next=%2Fgames%2F112%2F1$"))
        page.get_by_role("button", name=DEMO[lang]).click()
        expect(page).to_have_url(re.compile(r"/games/112/1$"))
        expect(page.get_by_role("heading", level=1, name=title, exact=True)).to_be_visible()
    finally:
        page.context.close()


@pytest.mark.parametrize(
    "lang, title, home, crash",
    [("en", "Page not found", "Back to the home page", "Unexpected Application Error"),
     ("ru", "Страница не найдена", "На главную", "Непредвиденная ошибка")],
)
def test_an_unknown_address_says_page_not_found_and_leads_home(
    page: Page, lang: str, title: str, home: str, crash: str
):
    """A mistyped address is the visitor's slip, not the app's crash: no error wording, and a way back."""
    _in_language(page, lang)
    page.goto("/no-such-page")

    expect(page.get_by_role("heading", level=1, name=title)).to_be_visible()
    expect(page.get_by_text(crash)).to_have_count(0)
    page.get_by_role("link", name=home, exact=True).click()
    expect(page).to_have_url(re.compile(r"/$"))


VISITOR_PAGES = ["/", "/sign-in?next=%2Flevels", "/no-such-page"]
LEARNER_PAGES = ["/levels", "/games/112/1", "/profile", "/leaderboards", "/review", "/karaoke", "/pickpath"]


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_no_page_is_wider_than_a_360_px_phone(browser: Browser, base_url: str, lang: str):
    """Sideways scrolling on a phone hides part of every line; Russian's longer words are the likelier culprit."""
    page = new_page(browser, base_url, **PHONE_360)
    try:
        _in_language(page, lang)

        def check(path: str) -> None:
            page.goto(path)
            expect(page.get_by_role("heading", level=1).first).to_be_visible()
            width, wider = page.evaluate(WIDTH_AND_WIDER_ELEMENTS, 360)
            assert width == 360, f"{path} ({lang}) is {width} px wide; past the right edge: {wider}"

        for path in VISITOR_PAGES:
            check(path)
        _sign_in_with_demo_on_the_phone(page, lang)
        for path in LEARNER_PAGES:
            check(path)
    finally:
        page.context.close()


def test_the_phone_landing_has_a_menu_and_a_language_switch(browser: Browser, base_url: str):
    """The desktop header's sections do not fit a phone: they fold into a menu, and the language stays one tap away."""
    page = new_page(browser, base_url, **PHONE_360)
    try:
        page.goto("/")
        language = page.get_by_role("group", name="Interface language", exact=True)
        expect(language.get_by_role("button", name="EN", exact=True)).to_be_visible()
        expect(language.get_by_role("button", name="RU", exact=True)).to_be_visible()

        menu = page.get_by_role("button", name="Menu", exact=True)
        expect(menu).to_have_attribute("aria-expanded", "false")
        menu.click()
        expect(menu).to_have_attribute("aria-expanded", "true")
        for section in ("Methods", "About us", "Contacts"):
            expect(page.get_by_role("link", name=section, exact=True)).to_be_visible()

        page.get_by_role("link", name="Methods", exact=True).click()
        expect(menu).to_have_attribute("aria-expanded", "false")
        expect(page).to_have_url(re.compile(r"#methods$"))
        expect(page.locator("#methods")).to_be_in_viewport()

        language.get_by_role("button", name="RU", exact=True).click()
        expect(page.get_by_role("button", name="Меню", exact=True)).to_be_visible()
        expect(menu).to_have_count(0)
    finally:
        page.context.close()


def test_every_entry_of_the_phone_s_main_menu_is_on_the_screen(browser: Browser, base_url: str):
    """An entry past the screen's edge is one a learner never finds: on a phone the menu folds under a button
    beside the logo and, opened, shows all of them at once; choosing one closes it."""
    page = new_page(browser, base_url, **PHONE_360)
    try:
        _sign_in_with_demo_on_the_phone(page, "en")
        page.goto("/levels")
        expect(page.get_by_role("heading", level=1).first).to_be_visible()
        main_menu = page.get_by_role("navigation", name="Main menu", exact=True)
        expect(main_menu).to_be_hidden()

        page.get_by_role("button", name="Menu", exact=True).click()
        entries = main_menu.locator("li")
        expect(entries).to_have_count(7)
        for entry in entries.all():
            expect(entry).to_be_in_viewport(ratio=1)
            box = entry.bounding_box()
            assert box is not None and box["x"] >= 0 and box["x"] + box["width"] <= 360, (entry.inner_text(), box)
        for name in ("Karaoke", "Questions", "More"):
            expect(main_menu.get_by_text(name, exact=True)).to_be_visible()

        main_menu.get_by_role("link", name="Leaderboards").click()
        expect(page).to_have_url(re.compile(r"/leaderboards$"))
        expect(page.get_by_role("button", name="Menu", exact=True)).to_have_attribute("aria-expanded", "false")
    finally:
        page.context.close()
