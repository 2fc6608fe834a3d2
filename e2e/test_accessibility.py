"""Accessibility: axe-core checks every page of the app (WCAG 2.0 and 2.1 A and AA rules and axe's best practices)
and finds no serious or critical violation, in English and in Russian, on a 360 px touch phone and on a desktop.

One test per language and screen: a visitor's pages first, then one demo learner, signed in once, visits every
learner's page in turn (the game page in learn mode and each game opened from its tiles). The test checks them all
before it fails, so that its message lists every page's violations, each with its nodes.

axe-core is a pinned devDependency of the frontend; its script is evaluated in the served page through the browser's
debugging protocol, which the page's CSP (script-src 'self') does not govern.
"""

import json
import re
from pathlib import Path

import pytest
from playwright.sync_api import Browser, Locator, Page, Response, expect

from journeys import PHONE_360, new_page, sign_in_with_demo_to

AXE_SCRIPT = Path(__file__).resolve().parent.parent / "frontend" / "node_modules" / "axe-core" / "axe.min.js"
AXE_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "best-practice"]

# A common laptop's screen, wide enough for the desktop layout (the sidebar, the header's sections).
DESKTOP = {"viewport": {"width": 1366, "height": 800}}
SCREENS = {"phone-360": PHONE_360, "desktop": DESKTOP}

# What each page shows once its content has come, by interface language. The app layout's <h1> shows before the
# page's data; where a page's own content is steady for a new learner, the test waits for that instead.
TEXT = {
    "en": {
        "landing": "Become a hafiz with 15 minutes a day",
        "sign_in": "Sign in to continue",
        "not_found": "Page not found",
        "profile": "My Profile",
        "pick_path": "Custom path",
        "level_map": "Level map: surahs 1 to 114",
        "learn_card": "Learn card for ayah 112:1",
        "tiles": "Practise with games",
        "board": "Game board",
        "back": "Back",
        "leaderboards": "Leaderboards",
        "review": "Review",
        "player": "Surah 112 · Al-Ikhlas",
        "nothing_to_drill": "This verse has no look-alike to tell it apart from.",
        "answers": "Answers",
    },
    "ru": {
        "landing": "Станьте хафизом за 15 минут в день",
        "sign_in": "Войдите, чтобы продолжить",
        "not_found": "Страница не найдена",
        "profile": "Мой профиль",
        "pick_path": "Свой путь",
        "level_map": "Карта уровней: суры с 1 по 114",
        "learn_card": "Карточка аята 112:1",
        "tiles": "Закрепите в играх",
        "board": "Игровое поле",
        "back": "Назад",
        "leaderboards": "Рейтинги",
        "review": "Повторение",
        "player": "Сура 112 · Аль-Ихляс",
        "nothing_to_drill": "У этого аята нет похожих, которые нужно различать.",
        "answers": "Ответы",
    },
}
# The five games of the tiles (shuffling, memory, audio, matching, gaps): fewer tiles means the tiles were misread.
PLAYABLE_GAMES = 5
# A game's deal (POST /api/v1/games/<game>/); its grading, /games/results/, is not one.
GAME_DEAL = re.compile(r"/api/v1/games/(?!results/)([a-z_]+)/$")


def serious_violations(page: Page) -> list[dict]:
    """axe's serious and critical violations on the page as it is now."""
    if not page.evaluate("typeof window.axe !== 'undefined'"):
        # Evaluated through the debugging protocol: a <script> tag (add_script_tag) would be refused by the CSP.
        page.evaluate(AXE_SCRIPT.read_text(encoding="utf-8") + "\n;undefined")
    results = page.evaluate(
        """(tags) => axe.run(document, {
            runOnly: { type: 'tag', values: tags },
            resultTypes: ['violations'],
        })""",
        AXE_TAGS,
    )
    return [v for v in results["violations"] if v["impact"] in {"serious", "critical"}]


def describe(violations: list[dict]) -> str:
    lines = []
    for violation in violations:
        lines.append(f"[{violation['impact']}] {violation['id']}: {violation['help']} ({violation['helpUrl']})")
        for node in violation["nodes"][:5]:
            lines.append(f"    {json.dumps(node['target'])}: {node['failureSummary']}".replace("\n", " "))
    return "\n".join(lines)


class Sweep:
    """axe run on each page a test brings up, its serious violations kept by page for the one failure at the end."""

    def __init__(self, page: Page, lang: str):
        self.page = page
        self.lang = lang
        self.found: dict[str, list[dict]] = {}

    def check(self, where: str, shows: Locator) -> None:
        """Once the page shows `shows`, in the test's language, axe checks it as it is."""
        expect(shows).to_be_visible()
        expect(self.page.locator("html")).to_have_attribute("lang", self.lang)
        # Let lazy chunks, queries and entry transitions settle: axe checks what is on screen. (Network idle is the
        # document's: once reached, a game opened in the same document is waited for by `shows` alone.)
        self.page.wait_for_load_state("networkidle")
        self.page.wait_for_timeout(300)
        violations = serious_violations(self.page)
        if violations:
            self.found[where] = violations

    def report(self) -> str:
        return "\n\n".join(f"axe on {where}:\n{describe(violations)}" for where, violations in self.found.items())


def is_a_deal(response: Response) -> bool:
    return response.request.method == "POST" and GAME_DEAL.search(response.url) is not None


def check_the_game_page_and_its_games(sweep: Sweep, text: dict[str, str]) -> None:
    """The game page in learn mode, then every game its enabled tiles open, one after another."""
    page = sweep.page
    page.goto("/games/112/1")
    expect(page.get_by_role("region", name=text["learn_card"])).to_be_visible()
    tiles_section = page.get_by_role("region", name=text["tiles"])
    sweep.check("/games/112/1 (learn mode)", tiles_section)

    # Every enabled tile: a game added to the tiles is checked without a change here.
    tiles = tiles_section.get_by_role("listitem").get_by_role("button", disabled=False)
    count = tiles.count()
    assert count >= PLAYABLE_GAMES, f"{count} enabled game tiles on /games/112/1"
    for index in range(count):
        with page.expect_response(is_a_deal) as deal:
            tiles.nth(index).click()
        assert deal.value.ok, f"{deal.value.url}: {deal.value.status}"
        game = GAME_DEAL.search(deal.value.url).group(1)
        # Every game's board is played with buttons (phrases, cards, answers): the first shows it has been dealt.
        sweep.check(
            f"/games/112/1 (the {game} game)", page.get_by_role("group", name=text["board"]).get_by_role("button").first
        )
        page.get_by_role("button", name=text["back"], exact=True).click()
        expect(tiles_section).to_be_visible()


@pytest.fixture(scope="module", autouse=True)
def axe_is_installed():
    if not AXE_SCRIPT.is_file():
        pytest.fail(f"{AXE_SCRIPT} is missing: run `npm ci` in frontend/ (axe-core is a devDependency)")


@pytest.mark.parametrize("screen", SCREENS)
@pytest.mark.parametrize("lang", TEXT)
def test_every_page_has_no_serious_violations(browser: Browser, base_url: str, lang: str, screen: str):
    text = TEXT[lang]
    page = new_page(browser, base_url, **SCREENS[screen])
    sweep = Sweep(page, lang)
    try:
        # A visitor's pages. new_page's English comes from its locale; ?lng= sets either language, and i18next keeps
        # it in local storage for the pages after.
        page.goto(f"/?lng={lang}")
        sweep.check("/ (landing)", page.get_by_role("heading", level=1, name=text["landing"]))
        page.goto("/sign-in")
        sweep.check("/sign-in", page.get_by_role("heading", level=1, name=text["sign_in"]))
        page.goto("/no-such-page")
        sweep.check("/no-such-page (not found)", page.get_by_role("heading", level=1, name=text["not_found"]))

        # A learner's pages, from wherever sign-in lands.
        sign_in_with_demo_to(page, "/profile", lang)
        page.goto("/profile")
        sweep.check("/profile", page.get_by_role("heading", name=text["profile"], exact=True))
        page.goto("/pickpath")
        sweep.check("/pickpath", page.get_by_role("heading", name=text["pick_path"], exact=True))
        page.goto("/levels")
        sweep.check("/levels", page.get_by_role("region", name=text["level_map"]))
        check_the_game_page_and_its_games(sweep, text)
        page.goto("/leaderboards")
        sweep.check("/leaderboards", page.get_by_role("heading", level=1, name=text["leaderboards"]))
        page.goto("/review")
        sweep.check("/review", page.get_by_role("heading", level=1, name=text["review"]))
        page.goto("/karaoke/112/1")
        sweep.check("/karaoke/112/1 (the hifz player)", page.get_by_role("heading", name=text["player"]))
        # "Which one?" on a verse with no look-alike says so; on 2:35 (7:19 reads much the same) it deals the drill.
        page.goto("/drill/112/1")
        sweep.check("/drill/112/1 (no look-alike)", page.get_by_text(text["nothing_to_drill"]))
        page.goto("/drill/2/35")
        sweep.check("/drill/2/35 (the which-one drill)", page.get_by_role("list", name=text["answers"]))
    finally:
        page.context.close()
    if sweep.found:
        pytest.fail(f"{lang}, {screen}:\n{sweep.report()}")
