"""The foundation: the React app is served for every route, content comes from our own API."""

from playwright.sync_api import Page, expect


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
