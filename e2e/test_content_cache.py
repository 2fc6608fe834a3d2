"""The Qur'an's content as a static file, in the browser: the learn card's verse and the chapters come from public,
versioned calls that Chromium keeps, so a verse seen once opens again without asking the server."""

import re

from playwright.sync_api import Page, expect

from journeys import sign_in_with_demo_to


class NetworkLog:
    """What Chromium fetched and what it took from its own cache (DevTools protocol events)."""

    def __init__(self, page: Page):
        self.urls: dict[str, str] = {}
        self.cached: set[str] = set()
        session = page.context.new_cdp_session(page)
        session.on(
            "Network.requestWillBeSent",
            lambda event: self.urls.__setitem__(event["requestId"], event["request"]["url"]),
        )
        session.on("Network.requestServedFromCache", lambda event: self.cached.add(event["requestId"]))
        session.on(
            "Network.responseReceived",
            lambda event: event["response"].get("fromDiskCache") and self.cached.add(event["requestId"]),
        )
        session.send("Network.enable")

    def calls(self, pattern: str) -> list[tuple[str, bool]]:
        """(url, whether it came from the cache) of every call matching `pattern`, in order."""
        return [(url, request_id in self.cached) for request_id, url in self.urls.items() if re.search(pattern, url)]

    def clear(self) -> None:
        self.urls.clear()
        self.cached.clear()


def _verse_shown(page: Page, verse: str) -> None:
    expect(page.get_by_role("img", name=f"Picture for ayah {verse}")).to_be_visible()


def test_a_verse_seen_once_opens_from_the_browser_s_cache(page: Page):
    network = NetworkLog(page)
    sign_in_with_demo_to(page, "/games/112/1")
    _verse_shown(page, "112:1")
    ((first_url, first_cached),) = network.calls(r"/api/v1/verses/112/1/\?")
    version = page.evaluate("JSON.parse(document.getElementById('public-config').textContent).content_version")

    page.goto("/games/112/2")
    _verse_shown(page, "112:2")
    network.clear()
    page.goto("/games/112/1")
    _verse_shown(page, "112:1")

    assert first_url.endswith(f"/api/v1/verses/112/1/?v={version}") and not first_cached
    assert network.calls(r"/api/v1/verses/112/1/\?") == [(first_url, True)]
    # The chapter's names, asked for by every page of the chapter, too.
    chapter_calls = network.calls(r"/api/v1/chapters/112\?")
    assert chapter_calls and all(cached for _, cached in chapter_calls)
