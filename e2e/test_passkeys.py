"""Passkeys as a learner uses them, in English and in Russian: a guest who won a game adds a passkey on their profile,
which makes the account theirs for good, so signing out asks nothing and loses nothing; in a fresh browser that holds
the same passkey, "Sign in with a passkey" opens the same account, xp and all. And at an IP address, where browsers
refuse passkeys, the sign-in page says so and links to the same page at localhost.

Chromium's virtual authenticator (CDP's WebAuthn domain) stands in for the device that keeps the passkey; the second
browser context gets a copy of its credential, as a passkey synced to another device. Passkeys work at
http://localhost only (the test server's WEBAUTHN_RP_ID), never at 127.0.0.1, so the passkey pages are opened there.
"""

import re
from dataclasses import dataclass

import pytest
from playwright.sync_api import Browser, CDPSession, Page, expect

from journeys import is_call, new_page, sign_in_with_demo_to, solve_shuffling

CHAPTER, VERSE = 112, 1

# A phone's or laptop's own authenticator, which verifies the learner and asks nothing.
AUTHENTICATOR = {
    "protocol": "ctap2",
    "transport": "internal",
    "hasResidentKey": True,
    "hasUserVerification": True,
    "isUserVerified": True,
    "automaticPresenceSimulation": True,
}


@dataclass(frozen=True)
class Words:
    lang: str
    shuffling: str
    won: str
    statistics: str
    total_xp: str
    ways_to_sign_in: str
    add_passkey: str
    passkey_added: str
    first_passkey: str
    account_menu: str
    log_out: str
    guest_sign_out: str
    sign_in_with_passkey: str


ENGLISH = Words(
    lang="en",
    shuffling="Shuffling",
    won="Game Completed!",
    statistics="Statistics",
    total_xp="Total xp",
    ways_to_sign_in="Ways to sign in",
    add_passkey="Add a passkey",
    passkey_added="Passkey added: sign in with it on any device that holds it.",
    first_passkey="Passkey 1",
    account_menu="Account menu",
    log_out="Log out",
    guest_sign_out="Sign out of the guest account?",
    sign_in_with_passkey="Sign in with a passkey",
)
RUSSIAN = Words(
    lang="ru",
    shuffling="Перемешивание",
    won="Игра пройдена!",
    statistics="Статистика",
    total_xp="Всего опыта",
    ways_to_sign_in="Способы входа",
    add_passkey="Добавить ключ доступа",
    passkey_added="Ключ доступа добавлен: входите с ним на любом устройстве, где он есть.",
    first_passkey="Ключ доступа 1",
    account_menu="Меню аккаунта",
    log_out="Выйти",
    guest_sign_out="Выйти из гостевого аккаунта?",
    sign_in_with_passkey="Войти с ключом доступа",
)


def virtual_authenticator(page: Page) -> tuple[CDPSession, str]:
    """The page's browser context given an authenticator of its own: the CDP session and the authenticator's id."""
    cdp = page.context.new_cdp_session(page)
    cdp.send("WebAuthn.enable", {"enableUI": False})
    return cdp, cdp.send("WebAuthn.addVirtualAuthenticator", {"options": AUTHENTICATOR})["authenticatorId"]


def expect_total_xp(page: Page, words: Words, xp: int) -> None:
    page.goto("/profile")
    statistics = page.get_by_role("region", name=words.statistics)
    expect(statistics.get_by_role("listitem").filter(has_text=words.total_xp)).to_have_text(f"{xp}{words.total_xp}")


@pytest.mark.parametrize("words", [ENGLISH, RUSSIAN], ids=["en", "ru"])
def test_a_guest_keeps_their_account_with_a_passkey_and_signs_in_with_it_elsewhere(
    browser: Browser, base_url: str, words: Words
):
    localhost_url = base_url.replace("127.0.0.1", "localhost")
    laptop = new_page(browser, localhost_url)
    phone = None
    try:
        # A guest wins a game, and has xp.
        sign_in_with_demo_to(laptop, f"/games/{CHAPTER}/{VERSE}", lang=words.lang)
        with laptop.expect_response(is_call("/games/shuffling/")) as dealt:
            laptop.get_by_role("button", name=re.compile(f"^{words.shuffling}")).click()
        with laptop.expect_response(is_call("/games/results/")) as graded:
            solve_shuffling(laptop, dealt.value.json()["levels"][0], lang=words.lang)
        expect(laptop.get_by_role("heading", name=words.won)).to_be_visible()
        verdict = graded.value.json()
        assert verdict["won"] is True and verdict["total_xp"] > 0, verdict
        xp = verdict["total_xp"]
        expect_total_xp(laptop, words, xp)

        # The guest adds a passkey on their profile.
        cdp, authenticator = virtual_authenticator(laptop)
        ways_in = laptop.get_by_role("region", name=words.ways_to_sign_in)
        ways_in.get_by_role("button", name=words.add_passkey).click()
        expect(laptop.get_by_text(words.passkey_added)).to_be_visible()
        expect(ways_in.get_by_text(words.first_passkey, exact=True)).to_be_visible()

        # No longer a guest: signing out asks nothing.
        laptop.get_by_role("button", name=words.account_menu).click()
        laptop.get_by_role("menuitem", name=words.log_out).click()
        expect(laptop).to_have_url(re.compile(r"/$"))
        expect(laptop.get_by_role("alertdialog", name=words.guest_sign_out)).to_have_count(0)
        assert laptop.evaluate("localStorage.getItem('authToken')") is None

        # A fresh browser holding the same passkey signs into the same account, xp and all.
        credentials = cdp.send("WebAuthn.getCredentials", {"authenticatorId": authenticator})["credentials"]
        assert len(credentials) == 1, credentials
        phone = new_page(browser, localhost_url)
        phone_cdp, phone_authenticator = virtual_authenticator(phone)
        for credential in credentials:
            phone_cdp.send("WebAuthn.addCredential", {"authenticatorId": phone_authenticator, "credential": credential})
        phone.goto(f"/sign-in?lng={words.lang}")
        phone.get_by_role("button", name=words.sign_in_with_passkey).click()
        expect(phone).to_have_url(re.compile(r"/levels$"))
        expect_total_xp(phone, words, xp)
    finally:
        laptop.context.close()
        if phone is not None:
            phone.context.close()


def test_at_an_ip_address_the_sign_in_page_sends_passkeys_to_localhost(page: Page, base_url: str):
    page.goto("/sign-in")
    localhost_sign_in = base_url.replace("127.0.0.1", "localhost") + "/sign-in"
    expect(page.get_by_text("Passkeys do not work at an IP address")).to_be_visible()
    expect(page.get_by_role("button", name="Sign in with a passkey")).to_have_count(0)
    page.get_by_role("link", name=localhost_sign_in).click()
    expect(page).to_have_url(localhost_sign_in)
    expect(page.get_by_role("button", name="Sign in with a passkey")).to_be_visible()
