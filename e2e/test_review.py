"""Learning paths and spaced review as a learner lives them: a custom path from surah 112, the four games won on
112:1 so that it is memorised, thirty days going by (the age_review_schedule command), the level map saying the
verse is due, and the review session (audio, then shuffling) rescheduling it, each review rated from its game's
grading on the server.

As in test_games, the right answers are read from the game's own API response, as a learner who knew the surah
would know them.
"""

import re
from datetime import datetime

from playwright.sync_api import Page, Response, expect

from journeys import answer_audio, is_call, memorise_the_verse, sign_in_with_demo, solve_shuffling
from testing_support.app_server import manage

CHAPTER, VERSE = 112, 1


def api_get(page: Page, path: str) -> dict:
    """GET an API path with the signed-in learner's token, as the app's client sends it."""
    return page.evaluate(
        """async (path) => {
            const token = localStorage.getItem('authToken');
            const response = await fetch('/api/v1' + path, { headers: { Authorization: 'Token ' + token } });
            if (!response.ok) throw new Error(path + ' answered ' + response.status);
            return response.json();
        }""",
        path,
    )


def signed_in_user_id(page: Page, app_env: dict[str, str]) -> str:
    """The learner's user id, found by their token as knox stores it (the API does not expose ids)."""
    token = page.evaluate("localStorage.getItem('authToken')")
    lookup = (
        "from knox.models import AuthToken; from knox.settings import CONSTANTS; "
        f"print(AuthToken.objects.get(token_key={token!r}[:CONSTANTS.TOKEN_KEY_LENGTH]).user_id)"
    )
    found = manage(app_env, "shell", "-c", lookup)
    return found.stdout.split()[-1]  # after whatever the shell says about its automatic imports


def at(moment: str) -> datetime:
    return datetime.fromisoformat(moment.replace("Z", "+00:00"))


def choose_custom_path_from_112(page: Page) -> None:
    page.goto("/pickpath")
    custom = page.get_by_role("form", name="Custom path")
    custom.get_by_role("searchbox", name="Search surahs").fill("ikhlas")
    expect(custom.get_by_role("radio")).to_have_count(1)
    custom.get_by_role("radio", name=re.compile(r"^112\. ")).check()
    with page.expect_response(is_call("/path/", "PUT")) as saved:
        custom.get_by_role("button", name="Start with this surah").click()
    assert saved.value.ok
    expect(page).to_have_url(re.compile(r"/levels$"))


def test_a_memorised_verse_comes_due_and_is_reviewed(page: Page, app_env: dict[str, str]):
    sign_in_with_demo(page)
    choose_custom_path_from_112(page)
    path = api_get(page, "/path/")
    assert (path["kind"], path["chapter"]) == ("custom", CHAPTER)
    # The map follows the path: surah 112 first, then 113, 114 and round to 1.
    level_map = page.get_by_role("region", name="Level map: surahs 1 to 114")
    nodes = level_map.locator("ol > li").get_by_role("button")
    expect(nodes.first).to_have_accessible_name(re.compile(r"^112 "))
    expect(nodes.nth(3)).to_have_accessible_name(re.compile(r"^1 "))

    memorise_the_verse(page, CHAPTER, VERSE)

    # Thirty days go by.
    manage(app_env, "age_review_schedule", "--user", signed_in_user_id(page, app_env), "--days", "30")
    today = api_get(page, "/review/today/")
    assert today["due_count"] == 1
    [due] = today["due"]
    assert (due["surah_id"], due["ayah_id"]) == (CHAPTER, VERSE)

    page.goto("/levels")
    expect(page.get_by_text("1 verse to review today")).to_be_visible()
    with page.expect_response(is_call("/games/audio/")) as audio:
        page.get_by_role("link", name="Start review").click()
    expect(page).to_have_url(re.compile(r"/review$"))
    expect(page.get_by_text("Game 1 of 2 · 1 verse")).to_be_visible()
    # "Which verse is recited?": the heading names the surah, not the verse it asks.
    expect(page.get_by_role("heading", level=2, name=f"Surah {CHAPTER}", exact=True)).to_be_visible()
    expect(page.get_by_text(f"ayah {VERSE}")).to_have_count(0)

    reviews: list[Response] = []
    page.on("response", lambda response: is_call("/review/")(response) and reviews.append(response))
    # Read before the reload below, which drops the responses' bodies.
    audio_question = audio.value.json()
    with page.expect_response(is_call("/review/")) as audio_review:
        answer_audio(page, audio_question)
    audio_rating = audio_review.value.json()["rating"]
    expect(page.get_by_role("heading", name="Game Completed!")).to_be_visible()
    # One way on: the result's Next (no Skip beside it, no Try again in a review).
    expect(page.get_by_role("button", name="Next")).to_have_count(1)
    expect(page.get_by_role("button", name="Skip")).to_have_count(0)
    expect(page.get_by_role("button", name="Try again")).to_have_count(0)

    # A reload goes on where the session stands: the server keeps it.
    with page.expect_response(is_call("/games/shuffling/")) as shuffling:
        page.reload()
    expect(page.get_by_text("Game 2 of 2 · 1 verse")).to_be_visible()
    expect(page.get_by_role("heading", level=2, name=f"Surah {CHAPTER}, ayah {VERSE}")).to_be_visible()
    # One phrase into a wrong gap on the way: the grading counts it, and the review rates the verse Hard.
    solve_shuffling(page, shuffling.value.json()["levels"][0], wrong_first=True)
    expect(page.get_by_role("heading", name="Game Completed!")).to_be_visible()
    expect(page.get_by_role("button", name="Next")).to_be_visible()
    page.get_by_role("button", name="Next").click()

    expect(page.get_by_role("heading", name="Review finished")).to_be_visible()
    expect(page.get_by_text("You reviewed 1 verse.")).to_be_visible()
    reviewed = page.get_by_role("listitem").filter(has_text=f"{CHAPTER}:{VERSE}")
    expect(reviewed.get_by_text("Hard")).to_be_visible()
    expect(reviewed.get_by_text(re.compile(r"^next review "))).to_be_visible()

    # Each review names its graded game, and is rated from the mistakes the server counted, not from the app.
    assert [review.request.post_data_json for review in reviews] == [
        {"game_id": audio_question["game_id"]},
        {"game_id": shuffling.value.json()["game_id"]},
    ]
    assert [audio_rating, reviews[-1].json()["rating"]] == ["good", "hard"]
    assert api_get(page, "/review/today/")["due_count"] == 0
    next_due = at(reviews[-1].json()["due"])
    assert next_due > at(due["due"])
    assert next_due > datetime.now(next_due.tzinfo)
    assert api_get(page, "/review/stats/")["memorised"] == 1

    page.goto("/levels")
    expect(page.get_by_text("No verses to review today")).to_be_visible()
