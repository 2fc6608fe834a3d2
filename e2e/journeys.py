"""Steps that many end-to-end tests begin with."""

import re

from playwright.sync_api import Browser, Page, expect


def new_page(browser: Browser, base_url: str, storage_state=None, **context_options) -> Page:
    """A page in a browser context of its own (close it with `page.context.close()`): English, 10 s for each step,
    and signed in when `storage_state` carries another context's session. `context_options` go to Playwright's
    `new_context` (PHONE for a phone's screen)."""
    context = browser.new_context(base_url=base_url, locale="en-US", storage_state=storage_state, **context_options)
    context.set_default_timeout(10_000)
    return context.new_page()


# A phone's screen, touch included (390 × 844 CSS pixels, as an iPhone 12-15).
PHONE = {"viewport": {"width": 390, "height": 844}, "is_mobile": True, "has_touch": True}


def sign_in_with_demo(page: Page) -> None:
    """A new demo learner, signed in from the landing page (on a phone, from under its menu); the app opens their
    profile."""
    page.goto("/")
    expect(page.get_by_role("link", name="Get started")).to_be_visible()
    menu = page.get_by_role("button", name="Menu", exact=True)
    if menu.is_visible():
        menu.click()
    page.get_by_role("button", name="Try the demo").click()
    expect(page).to_have_url(re.compile(r"/profile$"))
