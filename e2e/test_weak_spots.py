"""Weak spots as a learner lives them: a new learner recites Al-Ikhlas (112:1–4) from memory and forgets one word of
112:1 (its third: the "Forgot" prompt shows it). The word is then marked where the verse is shown: strongly on its
learn card and on mushaf page 604, each with a note for screen readers, and the learn card's "Hide weak spots" hides
the marks (a choice kept on the next visit) until "Show weak spots" brings them back. Gaps on 112:1 blanks that word
first; the Weak spots page lists the verse with the word, a link to recite it and one to its Gaps. Two clean
recitations later (each halves a weakness: 1 → 0.5 → 0.25) the mark is faint and the verse still listed, on a
360-pixel touch phone in Russian too.

As in test_recitation, the words are read from the recitation's passage call, as a learner who knew the surah would
know them.
"""

import re

from playwright.sync_api import Browser, Locator, Page, expect

from journeys import PHONE_360, is_call, new_page, sign_in_with_demo_to
from test_recitation import is_passage_call, recite_clean, words_of

RECITE_112 = "/recite?from=112:1&to=112:4"
# The word of 112:1 forgotten: its third (0 first), after two said.
FORGOTTEN = 2
GAPS_ON_112_1 = "/games/112/1?play=gaps"
# "112:1" as the address writes it, ":" as it is or percent-encoded (URLSearchParams encodes it).
RECITE_112_1 = re.compile(r"^/recite\?from=112(:|%3A)1&to=112(:|%3A)1$")


def recite_forgetting_one_word(page: Page) -> str:
    """112:1–4 recited with one slip: the first FORGOTTEN words of 112:1 said, the next one forgotten ("Forgot" shows
    it), the rest shown verse by verse, finished and sent. The forgotten word, as the passage call wrote it."""
    with page.expect_response(is_passage_call) as passage:
        page.goto(RECITE_112)
    forgotten = words_of(passage.value)[1][FORGOTTEN]
    session = page.get_by_role("region", name="Al-Ikhlas 112:1–4", exact=True)
    shown = session.locator('[data-verse="112:1"]').get_by_role("button")
    expect(shown).to_have_count(0)
    for said in range(1, FORGOTTEN + 1):
        page.get_by_role("button", name="Next word", exact=True).click()
        expect(shown).to_have_count(said)
    page.get_by_role("button", name="Forgot", exact=True).click()
    expect(shown.nth(FORGOTTEN)).to_have_accessible_name(f"{forgotten} (Forgot)")

    whole_verse = page.get_by_role("button", name="Whole verse", exact=True)
    for _ in range(4):
        whole_verse.click()
    expect(page.get_by_text("Every word is shown: finish to see your slips.")).to_be_visible()
    with page.expect_response(is_call("/recitations/")) as recorded:
        page.get_by_role("button", name="Finish", exact=True).click()
    summary = page.get_by_role("region", name="Recitation finished", exact=True)
    expect(summary.get_by_text("1 slip:")).to_be_visible()
    (slip,) = recorded.value.json()["verses"][0]["slips"]
    assert (slip["word"], slip["kind"]) == (FORGOTTEN, "forgot")
    return forgotten


def expect_marked(scope: Locator, word: str, level: str) -> Locator:
    """The one word `scope` marks weak: `word`, forgotten, at `level` (strong, medium, faint)."""
    marked = scope.locator("[data-weak-kind]")
    expect(marked).to_have_count(1)
    expect(marked).to_have_attribute("data-weak-kind", "forgot")
    expect(marked).to_have_attribute("data-weak-level", level)
    # The word; its note for screen readers, "(weak spot: …)", may sit inside the mark.
    expect(marked).to_have_text(re.compile(rf"^\s*{re.escape(word)}(\s*\(.*\))?\s*$"))
    return marked


def learn_card(page: Page) -> Locator:
    page.goto("/games/112/1")
    return page.get_by_role("region", name="Learn card for ayah 112:1", exact=True)


def test_a_forgotten_word_is_marked_drilled_listed_and_fades_with_clean_recitations(
    page: Page, browser: Browser, base_url: str
):
    sign_in_with_demo_to(page, "/games/112/1")
    forgotten = recite_forgetting_one_word(page)

    # The learn card marks the word, and says so to a screen reader right after it.
    card = learn_card(page)
    marked = expect_marked(card, forgotten, "strong")
    expect(marked.locator("..")).to_contain_text(re.compile(rf"{re.escape(forgotten)}\s*\([^)]*weak spot"))

    # Hidden while the learner tests themselves, and still hidden on their next visit, until shown again.
    card.get_by_role("button", name="Hide weak spots", exact=True).click()
    expect(card.locator("[data-weak-kind]")).to_have_count(0)
    card = learn_card(page)
    show = card.get_by_role("button", name="Show weak spots", exact=True)
    # The toggle shows once the weak words have come: none is marked then.
    expect(show).to_be_visible()
    expect(card.locator("[data-weak-kind]")).to_have_count(0)
    show.click()
    expect_marked(card, forgotten, "strong")
    expect(card.get_by_role("button", name="Hide weak spots", exact=True)).to_be_visible()

    # The mushaf page marks it the same way.
    page.goto("/mushaf/604")
    expect_marked(page.get_by_role("article", name="Page 604", exact=True), forgotten, "strong")

    # Gaps on the verse alone blanks the weak word first: its first step's one blank of four words is in its place.
    with page.expect_response(is_call("/games/gaps/")) as dealt:
        page.goto(GAPS_ON_112_1)
    (verse,) = dealt.value.json()["verses"]
    assert (verse["surah_id"], verse["ayah_id"]) == (112, 1)
    assert [word["blank"] is not None for word in verse["words"]] == [False, False, True, False]
    board = page.get_by_role("group", name="Game board", exact=True)
    expect(board.get_by_text(re.compile(r"^Step 1 of \d+: 1 word to write\.$"))).to_be_visible()
    blank = board.get_by_role("textbox")
    expect(blank).to_have_count(1)
    # In the verse as written, the blank's own span comes after the spans of the words before it.
    expect(blank.locator("xpath=../preceding-sibling::span")).to_have_count(FORGOTTEN)

    # Left without checking: the Weak spots page lists the verse, its word and what to do about it.
    page.goto("/weak-spots")
    expect(page.get_by_role("heading", name="Weak spots", exact=True)).to_be_visible()
    spot = page.get_by_role("listitem").filter(has_text="112:1")
    expect(spot).to_contain_text(forgotten)
    expect(spot.get_by_role("link", name="Recite")).to_have_attribute("href", RECITE_112_1)
    expect(spot.get_by_role("link", name="Gaps")).to_have_attribute("href", GAPS_ON_112_1)

    # Two clean recitations wear the weakness down to a quarter: the mark is faint, the verse still listed.
    for _ in range(2):
        recite_clean(page, RECITE_112, 4)
    expect_marked(learn_card(page), forgotten, "faint")

    phone = new_page(browser, base_url, storage_state=page.context.storage_state(), **PHONE_360)
    try:
        phone.goto("/weak-spots?lng=ru")
        expect(phone.get_by_role("heading", name="Слабые места", exact=True)).to_be_visible()
        expect(phone.get_by_role("listitem").filter(has_text="112:1")).to_contain_text(forgotten)
        assert phone.evaluate("document.documentElement.scrollWidth") <= 360  # nothing wider than the phone
    finally:
        phone.context.close()
