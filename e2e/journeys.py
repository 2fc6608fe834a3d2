"""Steps that many end-to-end tests begin with."""

import re

from playwright.sync_api import Page, expect


def sign_in_with_demo(page: Page) -> None:
    """A new demo learner, signed in from the landing page; the app opens their profile."""
    page.goto("/")
    page.get_by_role("button", name="Try the demo").click()
    expect(page).to_have_url(re.compile(r"/profile$"))
