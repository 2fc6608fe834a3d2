"""Leaderboards and follows as two learners live them: A wins a game and climbs B's leaderboard, B finds and follows A,
the following leaderboard shows A, and A's profile and quests show the win.

Each learner has their own browser context (their own session), as two people on two machines would."""

import random
import re
import string

from playwright.sync_api import Browser, Locator, Page, Response, expect

from journeys import new_page, sign_in_with_demo
from test_games import CHAPTER, VERSE, is_grading_call, play_shuffling, start


def unique_name() -> str:
    """Names take letters only; eight random ones keep this learner apart from every earlier test's."""
    return "".join(random.choices(string.ascii_lowercase, k=8)).capitalize()


def new_learner(browser: Browser, base_url: str, first_name: str, last_name: str) -> Page:
    page = new_page(browser, base_url)
    sign_in_with_demo(page)
    for field, value in (("First name", first_name), ("Last name", last_name)):
        page.get_by_role("button", name=f"Edit {field}").click()
        page.get_by_label(field, exact=True).fill(value)
        page.get_by_role("button", name="Save").click()
        expect(page.get_by_role("button", name=f"Edit {field}")).to_be_visible()
    return page


def quest_progress(page: Page) -> list[int]:
    quests = page.get_by_role("region", name="Daily quests").get_by_role("progressbar")
    expect(quests).to_have_count(3)
    return [int(quest.get_attribute("aria-valuenow")) for quest in quests.all()]


def row_on_the_board(page: Page, name: str) -> Locator:
    """The learner's row on the leaderboard shown, paging on as far as it takes: the other tests' learners, on the same
    database, may rank ahead of a learner with a single win."""
    board = page.get_by_role("tabpanel")
    loaded = board.and_(page.locator("[aria-busy=false]"))
    expect(loaded.get_by_role("listitem").first).to_be_visible()
    row = board.get_by_role("listitem").filter(has_text=name)
    next_page = page.get_by_role("button", name="Next page")
    for number in range(2, 20):
        if row.count() or not next_page.is_visible() or next_page.is_disabled():
            break
        next_page.click()
        expect(page.get_by_text(re.compile(f"^Page {number} of"))).to_be_visible()
        expect(loaded.get_by_role("listitem").first).to_be_visible()
    return row


def test_a_win_reaches_a_follower_s_leaderboard_and_the_winner_s_profile(browser: Browser, base_url: str):
    surname = unique_name()
    a_name = f"Asiya {surname}"
    a = new_learner(browser, base_url, "Asiya", surname)
    b = new_learner(browser, base_url, "Bilal", unique_name())

    # A, new today: no quest started yet, and a first win on a verse is worth 10 xp.
    a.goto("/levels")
    assert quest_progress(a) == [0, 0, 0]
    a.goto(f"/games/{CHAPTER}/{VERSE}")
    tiles = a.get_by_role("region", name="Practise with games")
    expect(tiles.get_by_role("button", name=re.compile("^Shuffling"))).to_contain_text("First win: 10 xp")

    win_calls: list[Response] = []
    a.on("response", lambda response: win_calls.append(response) if is_grading_call(response) else None)
    play_shuffling(a, start(a, "Shuffling", "shuffling")["levels"][0])
    assert len(win_calls) == 1
    win = win_calls[0].json()
    assert win["repeated"] is False
    assert re.fullmatch(r"[0-9a-f-]{36}", win_calls[0].request.post_data_json["win_id"])
    earned = win["total_xp"]
    assert earned >= 10
    # The next shuffling win on this verse is a replay: 2 xp.
    a.get_by_role("button", name="Back", exact=True).click()
    expect(tiles.get_by_role("button", name=re.compile("^Shuffling"))).to_contain_text("Replay: 2 xp")

    # B sees A on this week's leaderboard, among everyone.
    b.goto("/leaderboards")
    expect(b.get_by_role("heading", level=1, name="Leaderboards")).to_be_visible()
    board = b.get_by_role("tabpanel")
    expect(row_on_the_board(b, a_name)).to_contain_text(f"{earned}xp")

    # B finds A by name and follows them.
    b.goto("/profile")
    b.get_by_role("searchbox", name="Search learners by name").fill(surname)
    b.get_by_role("button", name=f"Follow {a_name}").click()
    # A now shows with Unfollow both in the search results and in the Following list.
    expect(b.get_by_role("button", name=f"Unfollow {a_name}").first).to_be_visible()
    expect(b.get_by_role("tab", name="Following (1)")).to_be_visible()

    # Among the people B follows, and B, only A has xp.
    b.goto("/leaderboards")
    b.get_by_role("tab", name="Following").click()
    expect(board.get_by_role("listitem")).to_have_count(1)
    expect(board.get_by_role("listitem")).to_contain_text(a_name)
    expect(b.get_by_role("region", name="Your place")).to_contain_text("Win a game to get a place here.")

    # A's profile: a one-day streak and the xp earned; A's quests moved.
    a.goto("/profile")
    statistics = a.get_by_role("region", name="Statistics")
    expect(statistics.get_by_role("listitem").filter(has_text="day streak")).to_have_text("1day streak")
    expect(statistics.get_by_role("listitem").filter(has_text="Total xp")).to_have_text(f"{earned}Total xp")
    expect(a.get_by_text("Followers", exact=True).locator("xpath=following-sibling::dd")).to_have_text("1")
    a.goto("/levels")
    expect(a.get_by_role("region", name="Daily quests").get_by_role("progressbar").first).to_be_visible()
    assert max(quest_progress(a)) > 0

    a.context.close()
    b.context.close()


def test_a_private_learner_is_not_found_by_search_and_shows_as_first_name_and_initial(browser: Browser, base_url: str):
    surname, friend_surname = unique_name(), unique_name()
    safiya = new_learner(browser, base_url, "Safiya", surname)
    bilal = new_learner(browser, base_url, "Bilal", friend_surname)
    # Safiya follows Bilal, so she is among his followers.
    safiya.get_by_role("searchbox", name="Search learners by name").fill(friend_surname)
    safiya.get_by_role("button", name=f"Follow Bilal {friend_surname}").click()
    expect(safiya.get_by_role("button", name=f"Unfollow Bilal {friend_surname}").first).to_be_visible()

    # She makes her profile private with the switch on her profile; it stays so, in either language.
    privacy = safiya.get_by_role("switch", name="Private profile")
    expect(privacy).not_to_be_checked()
    privacy.click()
    expect(privacy).to_be_checked()
    expect(safiya.get_by_text("Others see only your first name")).to_be_visible()
    safiya.reload()
    safiya.get_by_role("button", name="RU").click()
    expect(safiya.get_by_role("switch", name="Закрытый профиль")).to_be_checked()

    # Bilal no longer finds her by name, and sees her among his followers as "Safiya X." (the API leaves out her
    # photo too: hafiz/accounts/tests/test_apis_privacy.py).
    bilal.reload()
    bilal.get_by_role("searchbox", name="Search learners by name").fill(surname)
    expect(bilal.get_by_text("No learners found.")).to_be_visible()
    bilal.get_by_role("tab", name=re.compile("^Followers")).click()
    followers = bilal.get_by_role("tabpanel")
    expect(followers.get_by_text(f"Safiya {surname[0]}.", exact=True)).to_be_visible()
    expect(followers.get_by_text(surname)).to_have_count(0)
