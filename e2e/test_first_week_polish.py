"""A new learner's first week, as they see it: the hint about number keys only where there is a keyboard to press
them on, no focus ring round a heading the app moves to on its own, native controls and toasts in the app's font
and palette, and a wrong pick in a "Which one?" drill kept as a confusion when the drill is left unfinished."""

import re

import pytest
from playwright.sync_api import Browser, Locator, Page, Response, expect
from playwright.sync_api import TimeoutError as PlaywrightTimeoutError

from journeys import answer_audio, is_call, memorise_the_verse, new_page, sign_in_with_demo_to, solve_shuffling
from testing_support.app_server import manage

# A 360 px Android with its browser's bars shown, touch only: no pointer that hovers, no keyboard's number row.
PHONE_740 = {"viewport": {"width": 360, "height": 740}, "is_mobile": True, "has_touch": True}

KEYS_HINT = re.compile(r"Keys 1–\d+ choose too\.")
# 2:35 has look-alikes (7:19 among them), so its drill has questions.
DRILL = "/drill/2/35"

# The app's primary colour (--color-primary, #0f766e), and react-toastify's own success green (#07bc0c).
PRIMARY = "rgb(15, 118, 110)"
TOASTIFY_GREEN = "rgb(7, 188, 12)"


@pytest.fixture
def phone_740(browser: Browser, base_url: str) -> Page:
    page = new_page(browser, base_url, **PHONE_740)
    yield page
    page.context.close()


def open_audio_game(page: Page) -> None:
    """A new learner's Audio game on 112:1, its first question on the screen."""
    sign_in_with_demo_to(page, "/games/112/1")
    with page.expect_response(is_call("/games/audio/")):
        page.get_by_role("button", name="Audio").click()
    expect(page.get_by_text("Listen and choose the verse you hear")).to_be_visible()
    expect(page.get_by_role("list", name="Answers").get_by_role("button").first).to_be_visible()


def open_drill(page: Page) -> dict:
    """The "Which one?" drill of 2:35 (the learner signed in already), its first question on the screen; the deal,
    which names each question's right option."""
    with page.expect_response(is_call("/games/which_one/")) as dealt:
        page.goto(DRILL)
    drill = dealt.value.json()
    first = drill["questions"][0]
    named = f"{first['named']['surah_id']}:{first['named']['ayah_id']}"
    expect(page.get_by_role("heading", name=re.compile(rf"{named}\?$"))).to_be_visible()
    expect(page.get_by_role("list", name="Answers").get_by_role("button").first).to_be_visible()
    return drill


def open_drill_as_a_new_learner(page: Page) -> None:
    sign_in_with_demo_to(page, "/profile")
    open_drill(page)


# The games whose options the number keys choose, each opened at its first question.
NUMBERED_GAMES = {"audio": open_audio_game, "which one": open_drill_as_a_new_learner}


@pytest.mark.parametrize("game", NUMBERED_GAMES)
def test_a_desk_shows_the_number_keys_hint(page: Page, game: str):
    NUMBERED_GAMES[game](page)
    expect(page.get_by_text(KEYS_HINT)).to_be_visible()


@pytest.mark.parametrize("game", NUMBERED_GAMES)
def test_a_touch_phone_shows_no_number_keys_hint(phone_740: Page, game: str):
    # A phone's screen keyboard has no number row: the hint would tell the learner of keys they do not have. The
    # question is on the screen (open_* waits for its options), so the hint has had its chance to show.
    NUMBERED_GAMES[game](phone_740)
    expect(phone_740.get_by_text(KEYS_HINT)).to_have_count(0)


def signed_in_user_id(page: Page, app_env: dict[str, str]) -> str:
    """The learner's user id, found by their token as knox stores it (the API does not expose ids)."""
    token = page.evaluate("localStorage.getItem('authToken')")
    lookup = (
        "from knox.models import AuthToken; from knox.settings import CONSTANTS; "
        f"print(AuthToken.objects.get(token_key={token!r}[:CONSTANTS.TOKEN_KEY_LENGTH]).user_id)"
    )
    return manage(app_env, "shell", "-c", lookup).stdout.split()[-1]


def play_review_step(page: Page, deal: Response, play) -> None:
    """One step of the review session played to its end, and its review recorded on the server."""
    with page.expect_response(is_call("/review/")) as recorded:
        play(deal.json())
    assert recorded.value.ok, recorded.value.status
    expect(page.get_by_role("heading", name="Game Completed!")).to_be_visible()


def test_the_review_summary_focused_on_load_has_no_focus_ring(page: Page, app_env: dict[str, str]):
    # The summary's heading is what the app focuses as a page loads (a session reviewed to its end, reloaded), with
    # no key pressed: that is where Chromium draws a focus ring round whatever is focused unless the app says not to.
    # What the app focuses is focused for screen readers, not a control the learner moved to: it should show no ring.
    sign_in_with_demo_to(page, "/profile")
    memorise_the_verse(page, 112, 1)
    manage(app_env, "age_review_schedule", "--user", signed_in_user_id(page, app_env), "--days", "30")

    with page.expect_response(is_call("/games/audio/")) as audio:
        page.goto("/review")
    play_review_step(page, audio.value, lambda question: answer_audio(page, question))
    # A reload goes on where the session stands: at its second game.
    with page.expect_response(is_call("/games/shuffling/")) as shuffling:
        page.reload()
    play_review_step(page, shuffling.value, lambda data: solve_shuffling(page, data["levels"][0]))

    page.reload()
    heading = page.get_by_role("heading", name="Review finished")
    expect(heading).to_be_focused()
    outline = heading.evaluate("heading => getComputedStyle(heading).outlineStyle")
    assert outline == "none", (
        f"'Review finished', focused as the page loads, has a focus ring (outline-style {outline})"
    )


def font_of(page: Page, element: str) -> str:
    return page.evaluate(f"getComputedStyle({element}).fontFamily")


# Every native select on the page whose font is not the page's: its label, and the font it is drawn in.
SELECTS_IN_ANOTHER_FONT = """() => {
  const font = getComputedStyle(document.body).fontFamily;
  return [...document.querySelectorAll('select')]
    .filter((select) => getComputedStyle(select).fontFamily !== font)
    .map((select) => `${select.labels[0]?.textContent ?? select.id}: ${getComputedStyle(select).fontFamily}`);
}"""


def test_native_selects_are_in_the_app_s_font(page: Page):
    # A select draws in the browser's own font unless it is told to inherit the page's: the game page's "Number of
    # ayahs" is styled to, the Hifz player's range and repeat settings are plain selects.
    sign_in_with_demo_to(page, "/games/112/1")
    expect(page.get_by_role("combobox", name="Number of ayahs:")).to_be_visible()
    off = page.evaluate(SELECTS_IN_ANOTHER_FONT)
    assert not off, f"on the game page, in another font than {font_of(page, 'document.body')}: {off}"

    page.goto("/karaoke/112/1")
    expect(page.get_by_label("From verse", exact=True)).to_be_visible()
    expect(page.get_by_label("Each verse", exact=True)).to_be_visible()
    off = page.evaluate(SELECTS_IN_ANOTHER_FONT)
    assert not off, f"on the Hifz player, in another font than {font_of(page, 'document.body')}: {off}"


# Every colour a toast and what is in it (its icon's paths, its progress bar) is drawn in.
TOAST_COLOURS = """toast => [toast, ...toast.querySelectorAll('*')].flatMap((element) => {
  const style = getComputedStyle(element);
  const name = element.getAttribute('class') || element.tagName.toLowerCase();
  return ['color', 'backgroundColor', 'fill', 'stroke', 'borderTopColor'].map(
    (property) => `${name} ${property}: ${style[property]}`
  );
})"""


def shown_toast(page: Page, text: str) -> Locator:
    """The toast saying `text`, on the screen (react-toastify gives each its role, alert)."""
    toast = page.get_by_role("alert").filter(has_text=text)
    expect(toast).to_be_visible()
    return toast


def off_the_app_s_look(page: Page, toast: Locator) -> list[str]:
    """Where `toast` leaves the app's font and palette: another font than the page's, react-toastify's own green."""
    font = toast.evaluate("toast => getComputedStyle(toast).fontFamily")
    off = [f"font-family: {font}"] if font != font_of(page, "document.body") else []
    return off + [colour for colour in toast.evaluate(TOAST_COLOURS) if TOASTIFY_GREEN in colour]


def test_the_profile_s_success_toast_is_in_the_app_s_font_and_primary_colour(page: Page):
    sign_in_with_demo_to(page, "/profile")
    page.get_by_role("button", name="Edit First name").click()
    page.get_by_label("First name", exact=True).fill("Maryam")
    page.get_by_role("button", name="Save").click()

    # Read at once: the toast closes itself after five seconds. The profile's toasts are coloured (white on the
    # status colour): the success colour is the toast's background.
    toast = shown_toast(page, "Profile information updated successfully!")
    background = toast.evaluate("toast => getComputedStyle(toast).backgroundColor")
    off = off_the_app_s_look(page, toast)

    assert not off, f"the success toast is off the app's font and palette: {off}"
    assert background == PRIMARY, f"the success toast's background is {background}, not the app's primary colour"


def owner_made_a_google_learner(page: Page, app_env: dict[str, str]) -> None:
    """The signed-in guest turned into a learner who signs in with Google (a guest has one device, and is not offered
    to sign out of every device); the page reloaded to show it."""
    token = page.evaluate("localStorage.getItem('authToken')")
    manage(
        app_env,
        "shell",
        "-c",
        "from knox.crypto import hash_token; from knox.models import AuthToken; "
        f"owner = AuthToken.objects.get(digest=hash_token({token!r})).user; owner.is_guest = False; owner.save()",
    )
    page.reload()


def test_the_signed_out_everywhere_toast_marks_success_in_the_app_s_primary_colour(page: Page, app_env):
    sign_in_with_demo_to(page, "/profile")
    owner_made_a_google_learner(page, app_env)

    page.get_by_role("button", name="Sign out everywhere").click()

    # A toast in the light theme: white, its icon and its timer bar in the success colour.
    toast = shown_toast(page, "Signed out on every device.")
    icon = toast.locator("svg").first.evaluate("icon => getComputedStyle(icon).fill")
    timer = toast.get_by_role("progressbar").evaluate("bar => getComputedStyle(bar).backgroundColor")
    off = off_the_app_s_look(page, toast)

    assert not off, f"the success toast is off the app's font and palette: {off}"
    assert (icon, timer) == (PRIMARY, PRIMARY), f"the success icon is {icon}, its timer bar {timer}"


@pytest.mark.parametrize("leave", ["through the menu", "by reloading the page"])
def test_a_wrong_pick_in_a_drill_left_unfinished_is_kept_as_a_confusion(page: Page, leave: str):
    sign_in_with_demo_to(page, "/profile")
    console_errors: list[str] = []
    page.on("console", lambda message: console_errors.append(message.text) if message.type == "error" else None)
    gradings: list[Response] = []
    page.on("response", lambda response: is_call("/games/results/")(response) and gradings.append(response))

    drill = open_drill(page)
    # More than one question: the first answer leaves the drill unfinished.
    assert len(drill["questions"]) >= 2, drill
    first = drill["questions"][0]
    wrong = next(option for option in first["options"] if option["id"] != first["right_option"])
    options = page.get_by_role("list", name="Answers").get_by_role("button")
    options.nth([option["id"] for option in first["options"]].index(wrong["id"])).click()
    taken_for = f"{wrong['surah_id']}:{wrong['ayah_id']}"
    expect(page.get_by_text(re.compile(rf"^Not this one: those are the words of .*{taken_for}\.$"))).to_be_visible()

    if leave == "through the menu":
        # Left for the level map, the drill's other questions unanswered: the app sends what was answered as it goes.
        try:
            with page.expect_response(is_call("/games/results/")) as graded:
                page.get_by_role("navigation").get_by_role("link", name="Study").click()
                expect(page).to_have_url(re.compile(r"/levels$"))
        except PlaywrightTimeoutError:
            pytest.fail(f"no grading call once the drill was left; console errors: {console_errors}")
        verdict = graded.value
        assert verdict.ok, f"grading answered {verdict.status}: {verdict.text()}; console errors: {console_errors}"
        assert verdict.request.post_data_json["moves"] == [{"question": first["id"], "option": wrong["id"]}]
        assert (verdict.json()["won"], verdict.json()["mistakes"]) == (False, 1), verdict.json()
    else:
        # The page itself goes: its grading is sent in a call the browser keeps alive past the page.
        page.reload()
        expect(page.get_by_role("list", name="Answers")).to_be_visible()

    # Asked until the pair is there (or 10 s): a call kept alive past a reloaded page lands a moment later.
    confusions = page.evaluate(
        """async () => {
            const token = localStorage.getItem('authToken');
            for (let tries = 1; ; tries += 1) {
                const response = await fetch('/api/v1/review/confusions/', { headers: { Authorization: 'Token ' + token } });
                const body = await response.json();
                if (response.status !== 200 || body.pairs.length > 0 || tries === 50) return { status: response.status, body };
                await new Promise((resolve) => setTimeout(resolve, 200));
            }
        }"""
    )
    assert confusions["status"] == 200, confusions
    named = first["named"]
    pair = {(named["surah_id"], named["ayah_id"]), (wrong["surah_id"], wrong["ayah_id"])}
    listed = [
        {(p["first"]["surah_id"], p["first"]["ayah_id"]), (p["second"]["surah_id"], p["second"]["ayah_id"])}
        for p in confusions["body"]["pairs"]
    ]
    assert pair in listed, (
        f"{sorted(pair)} not among the confusions {confusions['body']}; gradings: "
        f"{[(g.status, g.url) for g in gradings]}; console errors: {console_errors}"
    )

    # And the learner sees it where the profile lists the verses they confuse.
    page.goto("/profile")
    confused = page.get_by_role("region", name="Verses you confuse").get_by_role("listitem")
    expect(confused).to_have_count(1)
    for surah_id, ayah_id in pair:
        expect(confused).to_contain_text(f"{surah_id}:{ayah_id}")
    expect(confused).to_contain_text("confused 1 time")
