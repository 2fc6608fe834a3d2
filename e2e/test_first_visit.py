"""A visitor's first minutes on a small phone: Get started and shared links pass through sign-in to where they
pointed, an unknown address says so plainly, and no page is wider than the screen, in English and in Russian."""

import re

import pytest
from playwright.sync_api import Page, expect

from journeys import DEMO_BUTTON, follow_hafiz_path_first, sign_in_with_demo_to

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


@pytest.mark.parametrize(
    ("lang", "get_started", "title"),
    [("en", "Get started", "Sign in to continue"), ("ru", "Начать", "Войдите, чтобы продолжить")],
)
def test_a_visitor_gets_started_on_a_phone_and_the_demo_opens_the_level_map(
    phone_360: Page, lang: str, get_started: str, title: str
):
    """Get started asks for a sign-in first, then for a learning path, then goes on to the level map rather than back
    to the landing."""
    phone_360.goto(f"/?lng={lang}")
    phone_360.get_by_role("link", name=get_started, exact=True).click()

    expect(phone_360).to_have_url(re.compile(r"/sign-in\?next=%2Flevels$"))
    expect(phone_360.get_by_role("heading", level=1, name=title)).to_be_visible()
    phone_360.get_by_role("button", name=DEMO_BUTTON[lang]).click()
    follow_hafiz_path_first(phone_360, "/levels", lang)


@pytest.mark.parametrize(("lang", "title"), [("en", "Al-Ikhlas"), ("ru", "Аль-Ихляс")])
def test_a_visitor_with_a_shared_link_signs_in_and_lands_on_the_shared_game(phone_360: Page, lang: str, title: str):
    """A link a friend sent keeps its address through sign-in: the demo opens the very surah it pointed to."""
    _in_language(phone_360, lang)
    phone_360.goto("/games/112/1")

    expect(phone_360).to_have_url(re.compile(r"/sign-in\?next=%2Fgames%2F112%2F1$"))
    phone_360.get_by_role("button", name=DEMO_BUTTON[lang]).click()
    follow_hafiz_path_first(phone_360, "/games/112/1", lang)
    expect(phone_360.get_by_role("heading", level=1, name=title, exact=True)).to_be_visible()


@pytest.mark.parametrize(
    ("lang", "title", "home", "crash"),
    [
        ("en", "Page not found", "Back to the home page", "Unexpected Application Error"),
        ("ru", "Страница не найдена", "На главную", "Непредвиденная ошибка"),
    ],
)
def test_an_unknown_address_says_page_not_found_and_leads_home(
    phone_360: Page, lang: str, title: str, home: str, crash: str
):
    """A mistyped address is the visitor's slip, not the app's crash: no error wording, and a way back."""
    _in_language(phone_360, lang)
    phone_360.goto("/no-such-page")

    expect(phone_360.get_by_role("heading", level=1, name=title)).to_be_visible()
    expect(phone_360.get_by_text(crash)).to_have_count(0)
    phone_360.get_by_role("link", name=home, exact=True).click()
    expect(phone_360).to_have_url(re.compile(r"/$"))


VISITOR_PAGES = ["/", "/sign-in?next=%2Flevels", "/no-such-page"]
LEARNER_PAGES = ["/levels", "/games/112/1", "/profile", "/leaderboards", "/review", "/karaoke", "/pickpath"]


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_no_page_is_wider_than_a_360_px_phone(phone_360: Page, lang: str):
    """Sideways scrolling on a phone hides part of every line; Russian's longer words are the likelier culprit."""
    _in_language(phone_360, lang)

    def check(path: str) -> None:
        phone_360.goto(path)
        expect(phone_360.get_by_role("heading", level=1).first).to_be_visible()
        width, wider = phone_360.evaluate(WIDTH_AND_WIDER_ELEMENTS, 360)
        assert width == 360, f"{path} ({lang}) is {width} px wide; past the right edge: {wider}"

    for path in VISITOR_PAGES:
        check(path)
    sign_in_with_demo_to(phone_360, "/profile", lang)
    for path in LEARNER_PAGES:
        check(path)


def test_the_phone_landing_has_a_menu_and_a_language_switch(phone_360: Page):
    """The desktop header's sections do not fit a phone: they fold into a menu, and the language stays one tap away."""
    phone_360.goto("/")
    language = phone_360.get_by_role("group", name="Interface language", exact=True)
    expect(language.get_by_role("button", name="EN", exact=True)).to_be_visible()
    expect(language.get_by_role("button", name="RU", exact=True)).to_be_visible()

    menu = phone_360.get_by_role("button", name="Menu", exact=True)
    expect(menu).to_have_attribute("aria-expanded", "false")
    menu.click()
    expect(menu).to_have_attribute("aria-expanded", "true")
    for section in ("Methods", "About us", "Contacts"):
        expect(phone_360.get_by_role("link", name=section, exact=True)).to_be_visible()

    phone_360.get_by_role("link", name="Methods", exact=True).click()
    expect(menu).to_have_attribute("aria-expanded", "false")
    expect(phone_360).to_have_url(re.compile(r"#methods$"))
    expect(phone_360.locator("#methods")).to_be_in_viewport()

    language.get_by_role("button", name="RU", exact=True).click()
    expect(phone_360.get_by_role("button", name="Меню", exact=True)).to_be_visible()
    expect(menu).to_have_count(0)


def test_every_entry_of_the_phone_s_main_menu_is_on_the_screen(phone_360: Page):
    """An entry past the screen's edge is one a learner never finds: on a phone the menu folds under a button
    beside the logo and, opened, shows all of them at once; choosing one closes it."""
    sign_in_with_demo_to(phone_360, "/profile")
    phone_360.goto("/levels")
    expect(phone_360.get_by_role("heading", level=1).first).to_be_visible()
    main_menu = phone_360.get_by_role("navigation", name="Main menu", exact=True)
    expect(main_menu).to_be_hidden()

    phone_360.get_by_role("button", name="Menu", exact=True).click()
    entries = main_menu.locator("li")
    expect(entries).to_have_count(7)
    for entry in entries.all():
        expect(entry).to_be_in_viewport(ratio=1)
        box = entry.bounding_box()
        assert box is not None and box["x"] >= 0 and box["x"] + box["width"] <= 360, (entry.inner_text(), box)
    for name in ("Karaoke", "Questions", "More"):
        expect(main_menu.get_by_text(name, exact=True)).to_be_visible()

    main_menu.get_by_role("link", name="Leaderboards").click()
    expect(phone_360).to_have_url(re.compile(r"/leaderboards$"))
    expect(phone_360.get_by_role("button", name="Menu", exact=True)).to_have_attribute("aria-expanded", "false")
