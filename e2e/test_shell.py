"""The foundation: the React app is served for every route, content comes from our own API."""

import re

from playwright.sync_api import Browser, Page, expect

from journeys import new_page, sign_in_with_demo


def test_landing_and_a_deep_link_both_serve_the_react_app(page: Page):
    page.goto("/")
    expect(page.locator("#root")).not_to_be_empty()

    response = page.goto("/levels")
    assert response is not None and response.status == 200
    expect(page.locator("#root")).not_to_be_empty()


def test_chapter_api_answers_from_our_own_content(page: Page):
    response = page.request.get("/api/v1/chapters/112")

    assert response.ok
    chapter = response.json()["chapter"]
    assert chapter["verses_count"] == 4
    assert chapter["name_simple"] == "Al-Ikhlas"


def test_hashed_assets_are_cached_for_long_and_the_page_is_not(page: Page):
    response = page.goto("/")
    assert response is not None and response.headers["cache-control"] == "no-cache"

    scripts = page.locator("script[src^='/assets/']")
    expect(scripts.first).to_be_attached()
    asset = page.request.get(scripts.first.get_attribute("src"))

    assert asset.ok
    assert "immutable" in asset.headers["cache-control"]
    assert "max-age=315360000" in asset.headers["cache-control"]


def test_qur_an_font_is_bundled_not_fetched_from_a_cdn(page: Page, base_url: str):
    external_fonts: list[str] = []
    page.on(
        "request",
        lambda request: (
            request.resource_type == "font"
            and not request.url.startswith(base_url)
            and external_fonts.append(request.url)
        ),
    )

    page.goto("/")
    page.wait_for_load_state("networkidle")

    assert external_fonts == []
    css = "".join(
        page.request.get(href).text()
        for href in page.locator("link[rel='stylesheet']").evaluate_all("links => links.map(l => l.href)")
    )
    assert "Amiri Quran" in css


def test_a_visitor_on_the_landing_page_downloads_at_most_150_kb_of_javascript(page: Page):
    """The landing page's JavaScript budget (150 KB gzip), as the browser counts it: compressed bytes of every script
    the landing page fetches until the network is quiet, with the sign-in buttons on screen (the build-time check is
    `make bundle-size`)."""
    scripts = []
    page.on("requestfinished", lambda request: request.resource_type == "script" and scripts.append(request))

    page.goto("/")
    expect(page.get_by_role("button", name="Try the demo")).to_be_visible()
    page.wait_for_load_state("networkidle")

    sizes = {request.url.rsplit("/", 1)[1]: request.sizes()["responseBodySize"] for request in scripts}
    assert sum(sizes.values()) <= 150 * 1024, sizes
    # The API client (axios) comes with the first call; the page's config came with the page.
    assert not any(name.startswith("http-client") for name in sizes), sizes


def test_pages_that_open_on_verses_preload_the_quran_font_and_the_others_do_not(page: Page):
    """The level map shows Arabic only in the logo: there the font would take bandwidth from the page's own code."""
    font_link = re.compile(
        r'<link rel="preload" as="font" type="font/woff2" crossorigin href="(/assets/[^"]+\.woff2)">'
    )

    game_page = page.request.get("/games/112/1").text()
    level_map = page.request.get("/levels").text()

    preloaded = font_link.findall(game_page.split("</head>")[0])
    assert len(preloaded) == 1
    font = page.request.get(preloaded[0])
    assert font.ok and font.headers["content-type"] == "font/woff2"
    assert font_link.search(level_map) is None


def test_the_level_map_comes_in_a_handful_of_script_files(page: Page, browser: Browser, base_url: str):
    """The browser fetches at most six files at a time from one HTTP/1.1 server, and each further file waits a round
    trip for a free connection, so the app's shared code comes as one file rather than a dozen small ones."""
    sign_in_with_demo(page)
    # The session without the browser's cache, so every file the level map needs is fetched.
    level_map = new_page(browser, base_url, storage_state=page.context.storage_state())
    scripts: list[str] = []
    level_map.on("requestfinished", lambda request: request.resource_type == "script" and scripts.append(request.url))

    level_map.goto("/levels")
    expect(level_map.get_by_role("heading", level=1, name="Level map")).to_be_visible()
    level_map.wait_for_load_state("networkidle")
    level_map.context.close()

    assert 3 <= len(scripts) <= 8, scripts


def test_a_young_site_s_landing_says_so_instead_of_showing_figures(page: Page):
    """Under 100 learners (here: guests only, who do not count), one plain line, in either language; never
    made-up sample figures."""
    page.goto("/")
    figures = page.get_by_role("region", name="Hafiz in numbers")
    expect(figures).to_have_text("A new place to learn: be one of the first.")
    expect(page.get_by_text("87,5%")).to_have_count(0)

    page.goto("/?lng=ru")
    expect(page.get_by_role("region", name="Хафиз в цифрах")).to_have_text(
        "Новое место для изучения Корана: станьте одним из первых."
    )
