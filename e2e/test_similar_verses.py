"""Similar verses on a phone: the learn card of 2:35 shows its look-alike 7:19 with the words that differ lit in both
verses, in English and in Russian, and its link opens 7:19; the learn card of 25:52 lists 33:48 for the phrase the two
share, with the particle that differs lit."""

import re
import unicodedata

import pytest
from playwright.sync_api import Page, expect

from journeys import sign_in_with_demo_to

SECTION = {"en": "Similar verses", "ru": "Похожие аяты"}
LOOKALIKE = {"en": "Al-A'raf 7:19", "ru": "Аль-А‘раф 7:19"}
# 7:19 begins "And O Adam" where 2:35 says "And We said: O Adam", eats "from wherever" where 2:35 eats "from it in
# abundance from wherever".
DIFFERING_IN_7_19 = ["وَيَـٰٓـَٔادَمُ", "فَكُلَا", "مِنۡ"]
DIFFERING_IN_2_35 = ["وَقُلۡنَا", "يَـٰٓـَٔادَمُ", "وَكُلَا", "مِنۡهَا", "رَغَدًا"]


DIFFERS = {"en": "(differs)", "ru": "(отличается)"}


def _lit_words(container) -> list[str]:
    """The words lit in a verse (each mark's own text; the words after it are for screen readers)."""
    words = container.locator("mark").evaluate_all("(marks) => marks.map((mark) => mark.firstChild.textContent)")
    return [unicodedata.normalize("NFC", word.strip()) for word in words]


def _nfc(words: list[str]) -> list[str]:
    return [unicodedata.normalize("NFC", word) for word in words]


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_the_learn_card_of_2_35_shows_7_19_with_the_differing_words_lit(phone: Page, lang: str):
    sign_in_with_demo_to(phone, "/games/2/35", lang)

    section = phone.get_by_role("region", name=SECTION[lang])
    section.scroll_into_view_if_needed()
    expect(section).to_be_visible()
    item = section.get_by_role("listitem").filter(has=phone.get_by_role("link", name=LOOKALIKE[lang]))
    expect(item).to_be_visible()
    assert _lit_words(item) == _nfc(DIFFERING_IN_7_19)
    expect(item.locator("mark").first).to_contain_text(DIFFERS[lang])
    this_verse = section.locator("div").filter(has_text=re.compile("7:19")).filter(has=phone.locator("mark")).first
    assert _lit_words(this_verse) == _nfc(DIFFERING_IN_2_35)
    lit = item.locator("mark").first
    assert lit.evaluate("(mark) => getComputedStyle(mark).backgroundColor") != item.evaluate(
        "(element) => getComputedStyle(element).backgroundColor"
    )
    assert phone.evaluate("document.documentElement.scrollWidth") == phone.viewport_size["width"]

    item.get_by_role("link", name=LOOKALIKE[lang]).click()
    expect(phone).to_have_url(re.compile(r"/games/7/19$"))
    back = phone.get_by_role("region", name=SECTION[lang]).get_by_role("link", name=re.compile(r"2:35$"))
    expect(back).to_be_visible()


PHRASES = {"en": "Shared phrases", "ru": "Общие фразы"}


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_the_learn_card_of_25_52_lists_33_48_for_the_shared_phrase_with_its_particle_lit(phone: Page, lang: str):
    # 25:52 «فلا تطع الكافرين» and 33:48 «ولا تطع الكافرين»: apart otherwise, the same phrase behind another particle.
    sign_in_with_demo_to(phone, "/games/25/52", lang)

    phrases = phone.get_by_role("region", name=SECTION[lang]).get_by_role("region", name=PHRASES[lang])
    phrases.scroll_into_view_if_needed()
    item = phrases.get_by_role("listitem").filter(has=phone.get_by_role("link", name=re.compile(r"33:48$")))
    expect(item).to_be_visible()
    theirs, ours = item.locator('[lang="ar"]').all()
    assert _lit_words(theirs)[0] == unicodedata.normalize("NFC", "وَلَا")
    assert _lit_words(ours)[0] == unicodedata.normalize("NFC", "فَلَا")
    expect(theirs).to_contain_text("تُطِعِ")
    expect(item).not_to_contain_text("%")
    assert phone.evaluate("document.documentElement.scrollWidth") == phone.viewport_size["width"]
