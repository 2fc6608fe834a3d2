"""Long verses readable on a phone: every mark of Ayat al-Kursi (2:255) in the Qur'an font, each game at 2:255 a
playable size, the flash card's prompt before its answer, and the hifz player's first-letter hints telling words
apart."""

import io
import re
import unicodedata

from fontTools.ttLib import TTFont
from playwright.sync_api import Page, expect

from journeys import PHONE, sign_in_with_demo

# U+065E (this source's open dammatan): Amiri Quran has no glyph for it, so it was drawn as an empty box.
SOURCE_OPEN_DAMMATAN = "\u065e"
OPEN_DAMMATAN = "\u08f1"
SCREENS = 3


def _font_code_points(page: Page) -> set[int]:
    """What the page's Qur'an font draws: each @font-face's cmap (its WOFF file as served), within its
    unicode-range."""
    faces = page.evaluate(
        """() => [...document.styleSheets].flatMap((sheet) => [...sheet.cssRules])
            .filter((rule) => rule instanceof CSSFontFaceRule
                && rule.style.getPropertyValue('font-family').includes('Amiri Quran'))
            .map((rule) => ({
                url: new URL(rule.style.getPropertyValue('src').match(/url\\("?([^")]+\\.woff)"?\\)/)[1],
                    location.href).href,
                ranges: rule.style.getPropertyValue('unicode-range'),
            }))"""
    )
    assert faces, "the page has no Amiri Quran @font-face"
    drawn: set[int] = set()
    for face in faces:
        response = page.request.get(face["url"])
        assert response.ok, face["url"]
        cmap = TTFont(io.BytesIO(response.body())).getBestCmap()
        ranges = []
        for part in face["ranges"].split(","):
            first, _, last = part.strip().removeprefix("U+").removeprefix("u+").partition("-")
            ranges.append((int(first, 16), int(last or first, 16)))
        drawn |= {code_point for code_point in cmap if any(low <= code_point <= high for low, high in ranges)}
    return drawn


def _arabic_on_page(page: Page) -> str:
    return page.evaluate(
        "() => [...document.querySelectorAll('[lang=\"ar\"]')].map((element) => element.textContent).join(' ')"
    )


def _assert_every_mark_drawn(page: Page) -> str:
    arabic = _arabic_on_page(page)
    drawn = _font_code_points(page)
    missing = sorted({f"U+{ord(character):04X}" for character in arabic if ord(character) not in drawn})
    assert missing == []
    return arabic


def _assert_within_screens(page: Page) -> None:
    height = page.evaluate("document.documentElement.scrollHeight")
    assert height <= SCREENS * PHONE["viewport"]["height"], f"{height} px tall"


def test_ayat_al_kursi_draws_every_mark(phone: Page):
    sign_in_with_demo(phone)
    phone.goto("/games/2/255")
    card = phone.get_by_role("region", name="Learn card for ayah 2:255")
    # سِنَةٞ وَلَا نَوۡمٞ with the open dammatan, as a printed Madani muṣḥaf has it, in the verse's own text (its
    # look-alikes' follow it).
    expect(card.locator('p[lang="ar"]').first).to_contain_text(OPEN_DAMMATAN)

    arabic = _assert_every_mark_drawn(phone)
    assert arabic.count(OPEN_DAMMATAN) >= 2
    assert SOURCE_OPEN_DAMMATAN not in arabic


def _start(page: Page, game: str) -> None:
    page.goto("/games/2/255")
    tiles = page.get_by_role("region", name="Practise with games")
    expect(tiles.get_by_role("combobox", name="Number of ayahs:")).to_have_value("5")
    tiles.get_by_role("button", name=re.compile(f"^{game}")).click()
    expect(page.get_by_role("heading", name=game)).to_be_visible()


def test_shuffling_at_2_255_shows_a_passage_not_the_chapter(phone: Page):
    sign_in_with_demo(phone)
    _start(phone, "Shuffling")
    sentence = phone.get_by_role("group", name="Sentence with gaps")
    expect(sentence.locator('[lang="ar"]')).to_contain_text("﴿")

    _assert_every_mark_drawn(phone)
    _assert_within_screens(phone)


def test_memory_at_2_255_fits_with_a_verse_turned_up(phone: Page):
    sign_in_with_demo(phone)
    _start(phone, "Memory")
    board = phone.get_by_role("region", name="Memory")
    expect(board.get_by_role("button", name=re.compile("face down$"))).to_have_count(10)
    # Turn pairs until a verse's text is up (five of the ten cards are texts, so some pair holds one): a text card
    # is the tallest a card gets.
    for first in range(1, 10, 2):
        board.get_by_role("button", name=f"Card {first}, face down").click()
        board.get_by_role("button", name=f"Card {first + 1}, face down").click()
        if board.locator('[lang="ar"]').count():
            break
        expect(board.get_by_role("button", name=f"Card {first}, face down")).to_be_visible()
    expect(board.locator('[lang="ar"]').first).to_be_visible()

    _assert_every_mark_drawn(phone)
    _assert_within_screens(phone)


def test_audio_at_2_255_asks_five_questions(phone: Page):
    sign_in_with_demo(phone)
    _start(phone, "Audio")
    expect(phone.get_by_text("Question 1 of 5")).to_be_visible()
    expect(phone.get_by_role("list", name="Answers").get_by_role("button")).to_have_count(4)

    _assert_every_mark_drawn(phone)
    _assert_within_screens(phone)


def test_matching_at_2_255_fits_three_screens(phone: Page):
    sign_in_with_demo(phone)
    _start(phone, "Matching")
    expect(phone.get_by_role("list", name="Verses").get_by_role("button")).to_have_count(5)
    expect(phone.get_by_role("list", name="Images").get_by_role("img")).to_have_count(5)

    _assert_every_mark_drawn(phone)
    _assert_within_screens(phone)


def test_the_flash_card_asks_with_the_picture_and_answers_with_the_text(phone: Page):
    sign_in_with_demo(phone)
    phone.goto("/games/2/255")
    card = phone.get_by_role("region", name="Learn card for ayah 2:255")
    card.get_by_role("button", name="Flash card").click()

    flash = card.locator("[aria-roledescription='flash card']")
    expect(flash).to_have_accessible_description("Tap the card to see the text")
    expect(flash.get_by_role("img", name="Picture for ayah 2:255")).to_be_visible()
    expect(flash).to_contain_text("2:255")
    expect(flash.locator('[lang="ar"]')).to_have_count(0)

    flash.tap()

    expect(flash).to_have_accessible_description("Tap the card to see the picture")
    expect(flash.locator('p[lang="ar"]')).to_contain_text(OPEN_DAMMATAN)
    expect(flash.get_by_role("img")).to_have_count(0)


def test_first_letter_hints_tell_al_fatihahs_words_apart(phone: Page):
    sign_in_with_demo(phone)
    phone.goto("/karaoke/1/1")
    phone.get_by_label("Hidden words show").select_option("first_letter")
    verse = phone.locator('[data-verse="1"]')
    hints = verse.get_by_role("button", name=re.compile("Show word"))
    expect(hints).to_have_count(4)

    letters = hints.locator('[lang="ar"]').all_text_contents()
    shown = [unicodedata.normalize("NFC", hint.replace("\u200d", "")) for hint in letters]

    assert "ٱ" not in shown
    assert shown == [unicodedata.normalize("NFC", hint) for hint in ["بِ", "ٱللَّ", "ٱلرَّ", "ٱلرَّ"]]
    _assert_every_mark_drawn(phone)
