"""Steps that many end-to-end tests begin with."""

import re

from playwright.sync_api import Browser, Page, expect


def new_page(browser: Browser, base_url: str, storage_state=None) -> Page:
    """A page in a browser context of its own (close it with `page.context.close()`): English, 10 s for each step,
    and signed in when `storage_state` carries another context's session."""
    context = browser.new_context(base_url=base_url, locale="en-US", storage_state=storage_state)
    context.set_default_timeout(10_000)
    return context.new_page()


def sign_in_with_demo(page: Page) -> None:
    """A new demo learner, signed in from the landing page; the app opens their profile."""
    page.goto("/")
    page.get_by_role("button", name="Try the demo").click()
    expect(page).to_have_url(re.compile(r"/profile$"))
