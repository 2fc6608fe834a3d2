"""Identical verses are one answer: 55:13 and 55:16 read "فَبِأَيِّ ءَالَآءِ رَبِّكُمَا تُكَذِّبَانِ" word for word, so
nothing on the board tells their texts apart, and a Matching game on 55:11–16 must be won whichever of the two
pictures each of them is linked to. Linked crosswise, the server grades the game won with no mistakes, and the
result view marks every text right and none wrong.

The deal is read from the game's own API response, as a learner who knew the surah would know it.
"""

import re
from collections import defaultdict

from playwright.sync_api import Page, expect

from journeys import is_call, sign_in_with_demo_to

CHAPTER, VERSE, AYAH_COUNT = 55, 16, 6  # 55:11–16: the refrain's 55:13 and 55:16, and four verses of their own


def refrain_pair(deal: dict) -> tuple[int, int]:
    """The ids of the two texts of one Arabic (55:13's and 55:16's), the only ones the deal repeats."""
    texts_of = defaultdict(list)
    for item in deal["textItems"]:
        texts_of[item["arabic_text"]].append(item["id"])
    repeated = [ids for ids in texts_of.values() if len(ids) > 1]
    assert len(repeated) == 1 and len(repeated[0]) == 2, f"one pair of identical texts, not {repeated}"
    return repeated[0][0], repeated[0][1]


def link_the_refrain_crosswise(page: Page, deal: dict) -> dict:
    """Every text linked to its own picture but the two identical ones, linked to each other's; submits, and returns
    the grading answer."""
    own_picture = {int(text): image for text, image in deal["correctPairs"].items()}
    first, second = refrain_pair(deal)
    src_of = {item["id"]: item["src"] for item in deal["imageItems"]}
    # Each has a picture of its own, so crosswise each is linked to the other verse's picture.
    assert {src_of[own_picture[text]].rsplit("/", 1)[-1] for text in (first, second)} == {"55-13.svg", "55-16.svg"}
    picture_of = own_picture | {first: own_picture[second], second: own_picture[first]}
    picture_number = {item["id"]: number for number, item in enumerate(deal["imageItems"], start=1)}
    texts = page.get_by_role("list", name="Verses").get_by_role("button")
    expect(texts).to_have_count(len(deal["textItems"]))
    for index, item in enumerate(deal["textItems"]):
        texts.nth(index).click()
        page.get_by_role("button", name=f"Image {picture_number[picture_of[item['id']]]}", exact=True).click()
    with page.expect_response(is_call("/games/results/")) as graded:
        page.get_by_role("button", name="Submit").click()
    return graded.value.json()


def play_the_refrain_crosswise(page: Page) -> dict:
    """A demo learner's Matching game on 55:11–16 with the refrain linked crosswise, up to its result view; returns
    the deal."""
    sign_in_with_demo_to(page, f"/games/{CHAPTER}/{VERSE}")
    page.get_by_role("combobox", name="Number of ayahs:").select_option(str(AYAH_COUNT))
    with page.expect_response(is_call("/games/matching/")) as dealt:
        page.get_by_role("button", name="Matching").click()
    deal = dealt.value.json()
    assert len(deal["textItems"]) == AYAH_COUNT

    verdict = link_the_refrain_crosswise(page, deal)

    assert (verdict["won"], verdict["mistakes"]) == (True, 0)
    expect(page.get_by_role("heading", name="Game Completed!", exact=True)).to_be_visible()
    return deal


def test_identical_verses_linked_crosswise_win_the_matching_game(page: Page):
    deal = play_the_refrain_crosswise(page)

    # The app marks the links by the server's rule too: a refrain linked the other way round is right, not wrong.
    texts = page.get_by_role("list", name="Verses")
    expect(texts.get_by_role("button", name=re.compile(" right$"))).to_have_count(len(deal["textItems"]))
    expect(texts.get_by_role("button", name=re.compile(" wrong$"))).to_have_count(0)
