"""Accessibility: axe-core checks every page a learner reaches (WCAG 2 A and AA rules and axe's best
practices) and finds no serious or critical violation.

axe-core is a pinned devDependency of the frontend; its script is evaluated in the served page through the browser's
debugging protocol, which the page's CSP (script-src 'self') does not govern.
"""

import json
import re
from pathlib import Path

import pytest
from playwright.sync_api import Page, expect

from journeys import sign_in_with_demo

AXE_SCRIPT = Path(__file__).resolve().parent.parent / "frontend" / "node_modules" / "axe-core" / "axe.min.js"
CHAPTER, VERSE = 112, 1
GAMES = [("Shuffling", "shuffling"), ("Memory", "memory"), ("Matching", "matching"), ("Audio", "audio")]


def serious_violations(page: Page) -> list[dict]:
    """axe's serious and critical violations on the page as it is now."""
    if not page.evaluate("typeof window.axe !== 'undefined'"):
        # Evaluated through the debugging protocol: a <script> tag (add_script_tag) would be refused by the CSP.
        page.evaluate(AXE_SCRIPT.read_text(encoding="utf-8") + "\n;undefined")
    results = page.evaluate(
        """() => axe.run(document, {
            runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'best-practice'] },
            resultTypes: ['violations'],
        })"""
    )
    return [v for v in results["violations"] if v["impact"] in {"serious", "critical"}]


def describe(violations: list[dict]) -> str:
    lines = []
    for violation in violations:
        lines.append(f"[{violation['impact']}] {violation['id']}: {violation['help']} ({violation['helpUrl']})")
        for node in violation["nodes"][:5]:
            lines.append(f"    {json.dumps(node['target'])}: {node['failureSummary']}".replace("\n", " "))
    return "\n".join(lines)


def expect_no_serious_violations(page: Page, where: str) -> None:
    # Let lazy chunks, queries and entry transitions settle: axe checks what is on screen.
    page.wait_for_load_state("networkidle")
    page.wait_for_timeout(300)
    violations = serious_violations(page)
    assert not violations, f"axe on {where}:\n{describe(violations)}"


@pytest.fixture(scope="module", autouse=True)
def axe_is_installed():
    if not AXE_SCRIPT.is_file():
        pytest.fail(f"{AXE_SCRIPT} is missing: run `npm ci` in frontend/ (axe-core is a devDependency)")


def test_the_landing_page_has_no_serious_violations(page: Page):
    page.goto("/")
    expect(page.get_by_role("button", name="Try the demo")).to_be_visible()
    expect_no_serious_violations(page, "/ (landing)")

    page.goto("/?lng=ru")  # the landing page has no language switcher; i18next reads ?lng= first
    expect(page.locator("html")).to_have_attribute("lang", "ru")
    expect_no_serious_violations(page, "/ (landing, Russian)")


@pytest.mark.parametrize("path", ["/profile", "/pickpath", "/levels"])
def test_a_signed_in_page_has_no_serious_violations(page: Page, path: str):
    sign_in_with_demo(page)
    page.goto(path)
    expect(page.locator("main, [role=main]").first).to_be_visible()
    expect_no_serious_violations(page, path)


def test_the_game_page_in_learn_mode_and_every_game_have_no_serious_violations(page: Page):
    sign_in_with_demo(page)
    page.goto(f"/games/{CHAPTER}/{VERSE}")
    expect(page.get_by_role("region", name=re.compile(r"^Learn card for ayah "))).to_be_visible()
    expect_no_serious_violations(page, "the game page in learn mode")

    for tile, game in GAMES:
        with page.expect_response(lambda r, game=game: r.url.endswith(f"/api/v1/games/{game}/")) as response:
            page.get_by_role("button", name=tile).click()
        assert response.value.ok
        expect(page.get_by_role("button", name=re.compile(r"^Back")).first).to_be_visible()
        expect_no_serious_violations(page, f"the {game} game")
        page.get_by_role("button", name="Back", exact=True).click()
        expect(page.get_by_role("heading", name="Practise with games")).to_be_visible()


def test_the_leaderboards_have_no_serious_violations(page: Page):
    sign_in_with_demo(page)
    page.goto("/leaderboards")
    expect(page.get_by_role("heading", level=1, name="Leaderboards")).to_be_visible()
    expect_no_serious_violations(page, "/leaderboards")
