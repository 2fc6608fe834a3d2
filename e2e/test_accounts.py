"""Accounts as a new user would use them: demo sign-in, profile names and photo, language, logout; sign out
everywhere."""

import re
import struct
import zlib

from playwright.sync_api import Page, expect

from journeys import PHONE, new_page, sign_in_with_demo
from testing_support.app_server import manage


def _png(width: int, height: int, rgb: tuple[int, int, int]) -> bytes:
    """A plain-colour PNG, built by hand so the test needs no image library."""

    def chunk(kind: bytes, data: bytes) -> bytes:
        return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data))

    row = b"\x00" + bytes(rgb) * width
    raw = zlib.compress(row * height)
    header = struct.pack(">IIBBBBB", width, height, 8, 2, 0, 0, 0)
    return b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", header) + chunk(b"IDAT", raw) + chunk(b"IEND", b"")


def _edit_name(page: Page, field: str, value: str) -> None:
    page.get_by_role("button", name=f"Edit {field}").click()
    page.get_by_label(field, exact=True).fill(value)
    page.get_by_role("button", name="Save").click()
    expect(page.get_by_role("button", name=f"Edit {field}")).to_be_visible()


def test_a_new_learner_signs_in_edits_the_profile_switches_language_and_logs_out(page: Page):
    sign_in_with_demo(page)

    _edit_name(page, "First name", "Maryam")
    _edit_name(page, "Last name", "Ivanova-Smith")
    page.reload()
    expect(page.get_by_text("Maryam", exact=True)).to_be_visible()
    expect(page.get_by_text("Ivanova-Smith", exact=True)).to_be_visible()

    with page.expect_response(lambda r: "/auth/profile/update/photo/" in r.url) as upload:
        page.locator("input[type=file]").set_input_files(
            {"name": "me.png", "mimeType": "image/png", "buffer": _png(64, 48, (20, 120, 90))}
        )
    assert upload.value.ok
    photo = page.get_by_role("img", name=re.compile("photo", re.I)).first
    expect(photo).to_have_attribute("src", re.compile(r"^/media/photos/[0-9a-f]{32}\.(jpg|png)$"))
    assert page.evaluate("src => fetch(src).then(r => r.status)", photo.get_attribute("src")) == 200

    page.get_by_role("button", name="RU").click()
    page.reload()
    expect(page.get_by_role("button", name="Изменить: Имя")).to_be_visible()
    expect(page.locator("html")).to_have_attribute("lang", "ru")

    # A demo account is lost once signed out of: the learner is asked first.
    page.get_by_role("button", name="Меню аккаунта").click()
    page.get_by_role("menuitem", name="Выйти").click()
    question = page.get_by_role("alertdialog", name="Выйти из гостевого аккаунта?")
    expect(question).to_contain_text("он удаляется вместе с опытом, прогрессом и повторениями")
    question.get_by_role("button", name="Выйти и потерять прогресс").click()
    expect(page).to_have_url(re.compile(r"/$"))

    page.goto("/levels")
    expect(page).to_have_url(re.compile(r"/sign-in\?next=%2Flevels$"))


def test_a_refused_photo_shows_the_reason_and_keeps_the_page(page: Page):
    sign_in_with_demo(page)

    page.locator("input[type=file]").set_input_files(
        {"name": "fake.png", "mimeType": "image/png", "buffer": b"this is not an image at all"}
    )

    expect(page.get_by_text("Failed to upload profile photo.")).to_be_visible()
    expect(page.get_by_text("Upload a JPEG, PNG, WebP or GIF image.")).to_be_visible()


def _owner_of(app_env, token: str, code: str) -> str:
    """Runs `code` in the app's shell with `owner`, the learner holding `token`; returns the last line printed."""
    code = (
        "from knox.crypto import hash_token; from knox.models import AuthToken; "
        f"owner = AuthToken.objects.get(digest=hash_token({token!r})).user; {code}"
    )
    lines = manage(app_env, "shell", "-v", "0", "-c", code).stdout.strip().splitlines()
    return lines[-1] if lines else ""


def _second_sign_in_of(app_env, token: str) -> str:
    """Another token of the learner holding `token`, as signing in on a second device would give them."""
    return _owner_of(app_env, token, "print(AuthToken.objects.create(user=owner)[1])")


def _profile_status(page: Page, token: str) -> int:
    return page.evaluate(
        "token => fetch('/api/v1/auth/profile/info/', {headers: {Authorization: `Token ${token}`}}).then(r => r.status)",
        token,
    )


def test_sign_out_everywhere_also_signs_out_the_learners_other_device(page: Page, browser, base_url, app_env):
    sign_in_with_demo(page)
    laptop_token = page.evaluate("localStorage.getItem('authToken')")
    # A learner who signs in with Google: a guest has one device, and is not offered this.
    _owner_of(app_env, laptop_token, "owner.is_guest = False; owner.save()")
    page.reload()
    phone = new_page(browser, base_url, **PHONE)
    try:
        phone_token = _second_sign_in_of(app_env, laptop_token)
        phone.goto("/")
        phone.evaluate("token => localStorage.setItem('authToken', token)", phone_token)
        phone.goto("/profile")
        expect(phone.get_by_role("heading", name="My Profile")).to_be_visible()

        page.get_by_role("button", name="Sign out everywhere").click()

        expect(page).to_have_url(re.compile(r"/$"))
        expect(page.get_by_text("Signed out on every device.")).to_be_visible()
        assert _profile_status(page, laptop_token) == 401
        assert _profile_status(phone, phone_token) == 401
        phone.reload()
        expect(phone).to_have_url(re.compile(r"/$"))
        # Signed out: the phone's landing offers the way in again, under its menu.
        assert phone.evaluate("localStorage.getItem('authToken')") is None
        phone.get_by_role("button", name="Menu", exact=True).click()
        expect(phone.get_by_role("button", name="Try the demo")).to_be_visible()
    finally:
        phone.context.close()
