"""Steps that many end-to-end tests begin with."""

import os
import re
from urllib.parse import quote

from playwright.sync_api import Browser, Page, expect

# Debian's Chromium (Playwright cannot download its own here), launched headless as the tests and benchmarks launch it.
CHROMIUM = os.environ.get("CHROMIUM_PATH", "/usr/bin/chromium")
CHROMIUM_ARGS = [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--disable-quic",
    "--no-first-run",
]


def new_page(browser: Browser, base_url: str, storage_state=None, **context_options) -> Page:
    """A page in a browser context of its own (close it with `page.context.close()`): English, 10 s for each step,
    and signed in when `storage_state` carries another context's session. `context_options` go to Playwright's
    `new_context` (PHONE for a phone's screen)."""
    context = browser.new_context(base_url=base_url, locale="en-US", storage_state=storage_state, **context_options)
    context.set_default_timeout(10_000)
    return context.new_page()


# A phone's screen, touch included (390 × 844 CSS pixels, as an iPhone 12-15).
PHONE = {"viewport": {"width": 390, "height": 844}, "is_mobile": True, "has_touch": True}
# The narrowest phone we design for (most Androids are 360 CSS pixels wide), touch included.
PHONE_360 = {"viewport": {"width": 360, "height": 800}, "is_mobile": True, "has_touch": True}

# Surah 112 as a learner who knows it by heart writes it (Gaps), verse by verse.
SURAH_112_WRITTEN = {
    1: ["قل", "هو", "الله", "أحد"],
    2: ["الله", "الصمد"],
    3: ["لم", "يلد", "ولم", "يولد"],
    4: ["ولم", "يكن", "له", "كفوا", "أحد"],
}

# The sign-in page's demo button, by interface language.
DEMO_BUTTON = {"en": "Try the demo", "ru": "Попробовать демо"}
# The path choice's button for the default path, by interface language.
FOLLOW_HAFIZ_PATH = {"en": "Follow Hafiz's path", "ru": "Идти путём хафиза"}


def follow_hafiz_path_first(page: Page, path: str, lang: str = "en") -> None:
    """A new learner's first sign-in asks for a learning path before `path`: the default one, then on to `path`."""
    expect(page).to_have_url(re.compile(r"/pickpath\?next=" + re.escape(quote(path, safe=""))))
    page.get_by_role("button", name=FOLLOW_HAFIZ_PATH[lang]).click()
    expect(page).to_have_url(re.compile(re.escape(path) + "$"))


def sign_in_with_demo(page: Page) -> None:
    """A new demo learner, signed in from the landing page (on a phone, from under its menu), who follows Hafiz's
    path; the app opens their profile."""
    page.goto("/")
    expect(page.get_by_role("link", name="Get started")).to_be_visible()
    menu = page.get_by_role("button", name="Menu", exact=True)
    if menu.is_visible():
        menu.click()
    page.get_by_role("button", name="Try the demo").click()
    follow_hafiz_path_first(page, "/profile")


def sign_in_with_demo_to(page: Page, path: str, lang: str = "en") -> None:
    """A new demo learner, signed in on the way to `path` as a visitor following a shared link, who follows Hafiz's
    path (unless `path` is the path choice itself), with the interface in `lang` (i18next keeps the sign-in page's
    ?lng= for the pages after it)."""
    page.goto(f"/sign-in?next={quote(path, safe='')}&lng={lang}")
    page.get_by_role("button", name=DEMO_BUTTON[lang]).click()
    if path.startswith("/pickpath"):
        expect(page).to_have_url(re.compile(re.escape(path) + "$"))
    else:
        follow_hafiz_path_first(page, path, lang)


def is_call(path: str, method: str = "POST"):
    return lambda response: response.url.endswith(f"/api/v1{path}") and response.request.method == method


# The shuffling board's names, by interface language: the sentence, the tray, an empty gap.
SHUFFLING_BOARD = {
    "en": ("Sentence with gaps", "Phrases", "Empty gap"),
    "ru": ("Предложение с пропусками", "Фразы", "Пустой пропуск"),
}


def solve_shuffling(page: Page, level: dict, wrong_first: bool = False, lang: str = "en") -> None:
    """Each gap's phrase selected in the tray, then placed in its gap, in reading order; with `wrong_first` (English
    only), the first phrase goes into the last gap first (a mistake), then on to its own, where it trades places. Of
    two phrases of one text (a refrain's words), the first in the tray is taken: either fits."""
    sentence_name, tray_name, empty_gap = SHUFFLING_BOARD[lang]
    gap_ids = [part["id"] for part in level["sentence"] if part["type"] == "gap"]
    texts = {phrase["id"]: phrase["text"] for phrase in level["phrases"]}
    sentence = page.get_by_role("group", name=sentence_name)
    tray = page.get_by_role("group", name=tray_name)
    if wrong_first:
        tray.get_by_role("button", name=texts[level["correctSequence"][0]], exact=True).first.click()
        sentence.get_by_role("button", name=f"{empty_gap} {gap_ids[-1]}").click()
        sentence.get_by_role("button", name=texts[level["correctSequence"][0]], exact=True).click()
        tray.get_by_role("button", name="Put the phrase back").click()
    for gap_id, phrase_id in zip(gap_ids, level["correctSequence"]):
        tray.get_by_role("button", name=texts[phrase_id], exact=True).first.click()
        sentence.get_by_role("button", name=f"{empty_gap} {gap_id}").click()


def answer_audio(page: Page, question: dict) -> None:
    index = question["options"].index(question["correct_answer"])
    page.get_by_role("list", name="Answers").get_by_role("button").nth(index).click()


def play_one_verse_memory(page: Page, data: dict) -> None:
    """Memory dealt on one verse: its one pair turned."""
    cards = page.get_by_role("list", name="Memory cards").get_by_role("button")
    assert len(data["cards"]) == 2, "one ayah: one pair"
    expect(cards).to_have_count(2)
    cards.nth(0).click()
    cards.nth(1).click()


def play_one_verse_matching(page: Page, data: dict) -> None:
    """Matching dealt on one verse: its text linked to its one picture, and submitted."""
    assert len(data["textItems"]) == 1, "one ayah: one verse, one picture"
    page.get_by_role("list", name="Verses").get_by_role("button").first.click()
    page.get_by_role("button", name="Image 1", exact=True).click()
    page.get_by_role("button", name="Submit").click()


def win_on_the_game_page(page: Page, tile: str, game: str, play) -> None:
    """Starts a game from its tile, wins it with `play(game data)`, and waits for its grading."""
    with page.expect_response(is_call(f"/games/{game}/")) as data:
        page.get_by_role("button", name=tile).click()
    with page.expect_response(is_call("/games/results/")) as graded:
        play(data.value.json())
        expect(page.get_by_role("heading", name="Game Completed!")).to_be_visible()
    assert graded.value.json()["won"] is True
    page.get_by_role("button", name="Back", exact=True).click()


def memorise_the_verse(page: Page, chapter: int, verse: int) -> None:
    """The four games won on a verse from its game page, which takes its progress to 100. The right answers are read
    from each game's own API response, as a learner who knew the surah would know them."""
    page.goto(f"/games/{chapter}/{verse}")
    expect(page.get_by_role("combobox", name="Number of ayahs:")).to_have_value("1")

    win_on_the_game_page(page, "Shuffling", "shuffling", lambda data: solve_shuffling(page, data["levels"][0]))
    win_on_the_game_page(page, "Memory", "memory", lambda data: play_one_verse_memory(page, data))
    win_on_the_game_page(page, "Audio", "audio", lambda data: answer_audio(page, data))
    win_on_the_game_page(page, "Matching", "matching", lambda data: play_one_verse_matching(page, data))
    expect(page.get_by_role("progressbar", name="Progress")).to_have_attribute("aria-valuenow", "100")
