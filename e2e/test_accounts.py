"""Issue 3 as a new user would do it: demo sign-in, profile names and photo, language, logout."""

import re
import struct
import zlib

from playwright.sync_api import Page, expect

from journeys import sign_in_with_demo


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

    page.get_by_role("button", name="Меню аккаунта").click()
    page.get_by_role("menuitem", name="Выйти").click()
    expect(page).to_have_url(re.compile(r"/$"))

    page.goto("/levels")
    expect(page).to_have_url(re.compile(r"/$"))


def test_a_refused_photo_shows_the_reason_and_keeps_the_page(page: Page):
    sign_in_with_demo(page)

    page.locator("input[type=file]").set_input_files(
        {"name": "fake.png", "mimeType": "image/png", "buffer": b"this is not an image at all"}
    )

    expect(page.get_by_text("Failed to upload profile photo.")).to_be_visible()
    expect(page.get_by_text("Upload a JPEG, PNG, WebP or GIF image.")).to_be_visible()


