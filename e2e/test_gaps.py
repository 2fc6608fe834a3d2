"""Gaps, the verse written from memory: won on a touch phone in Russian by the on-screen letter pad, won on a desktop
in English by typing Arabic on the keyboard, then lost once with the right words shown.

The learner knows 112:1 by heart: the words a blank hides are read from the verse, by the blank's place in it.
"""

from playwright.sync_api import Browser, Page, expect

from journeys import PHONE, SURAH_112_WRITTEN, is_call, new_page, sign_in_with_demo_to

VERSE_112_1 = SURAH_112_WRITTEN[1]  # قُلۡ هُوَ ٱللَّهُ أَحَدٌ


def start_gaps(page: Page, tile: str) -> list[str]:
    """Starts Gaps from its tile; the words its blanks hide, in reading order."""
    with page.expect_response(is_call("/games/gaps/")) as dealt:
        page.get_by_role("button", name=tile).click()
    (verse,) = dealt.value.json()["verses"]
    return [VERSE_112_1[index] for index, word in enumerate(verse["words"]) if word["blank"] is not None]


def test_gaps_won_on_a_touch_phone_in_russian_with_the_letter_pad(browser: Browser, base_url: str):
    page = new_page(browser, base_url, **PHONE)
    sign_in_with_demo_to(page, "/games/112/1", "ru")

    words = start_gaps(page, "Пропуски")
    blanks = page.get_by_role("textbox")
    expect(blanks).to_have_count(len(words))
    pad = page.get_by_role("group", name="Арабские буквы")
    for blank, word in zip(blanks.all(), words, strict=True):
        blank.tap()
        for letter in word:
            pad.get_by_role("button", name=letter, exact=True).tap()
        expect(blank).to_have_value(word)
        # The phone's own keyboard stays closed while the pad writes.
        expect(blank).to_have_attribute("inputmode", "none")
    assert page.evaluate("document.documentElement.scrollWidth") <= 390  # nothing wider than the phone

    with page.expect_response(is_call("/games/results/")) as graded:
        page.get_by_role("button", name="Проверить").tap()
    expect(page.get_by_role("heading", name="Игра пройдена!")).to_be_visible()
    assert graded.value.json()["won"] is True
    page.context.close()


def test_gaps_won_by_typing_arabic_on_a_desktop_then_lost_with_the_right_words_shown(browser: Browser, base_url: str):
    page = new_page(browser, base_url)
    sign_in_with_demo_to(page, "/games/112/1")

    words = start_gaps(page, "Gaps")
    page.get_by_role("textbox").first.click()
    for index, word in enumerate(words):
        page.keyboard.type(word)
        # Space goes on to the next blank; Enter on the last goes to Check.
        page.keyboard.press("Space" if index < len(words) - 1 else "Enter")
    with page.expect_response(is_call("/games/results/")) as graded:
        expect(page.get_by_role("button", name="Check")).to_be_focused()
        page.keyboard.press("Enter")
    expect(page.get_by_role("heading", name="Game Completed!")).to_be_visible()
    assert graded.value.json()["won"] is True

    # The next game blanks more of the verse; one word written with another root letter loses it.
    with page.expect_response(is_call("/games/gaps/")) as dealt:
        page.get_by_role("button", name="Try again").click()
    (verse,) = dealt.value.json()["verses"]
    hidden = [VERSE_112_1[index] for index, word in enumerate(verse["words"]) if word["blank"] is not None]
    assert len(hidden) == 2
    blanks = page.get_by_role("textbox")
    blanks.nth(0).fill(hidden[0])
    blanks.nth(1).fill(hidden[1][:-1] + "ذ")
    with page.expect_response(is_call("/games/results/")) as graded:
        page.get_by_role("button", name="Check").click()
    expect(page.get_by_role("heading", name="Not quite right")).to_be_visible()
    assert graded.value.json()["won"] is False

    answer = page.get_by_role("heading", name="The right answer").locator("..")
    rows = answer.get_by_role("listitem")
    expect(rows).to_have_count(2)
    expect(rows.nth(1)).to_contain_text("you wrote " + hidden[1][:-1] + "ذ")
    expect(rows.nth(1)).to_contain_text("wrong")
    expect(rows.nth(0)).to_contain_text("right")
    expect(blanks.nth(1)).to_have_accessible_name(f"Blank 2 of 2, {len(hidden[1])} letters wrong")
    page.context.close()
