"""Hostile files sent to PUT /auth/profile/update/photo/: each is refused with a message the user can act on, and
nothing reaches the media folder or replaces the photo the user had."""

import pytest

from hafiz.accounts.tests import image_files
from hafiz.accounts.tests.photo_api import PHOTO_INFO, put_photo, put_refused_photo, stored_photo_files

NOT_AN_IMAGE = "Upload a JPEG, PNG, WebP or GIF image."
ATTACKS = [
    pytest.param(lambda: b"", "photo.jpg", "image/jpeg", "The submitted file is empty.", id="zero-bytes"),
    pytest.param(lambda: b"just some text, honest", "photo.png", "image/png", NOT_AN_IMAGE, id="text-named-png"),
    pytest.param(lambda: image_files.SVG, "avatar.svg", "image/svg+xml", NOT_AN_IMAGE, id="svg-with-script"),
    pytest.param(
        lambda: image_files.png_header_only(30000, 30000),
        "bomb.png",
        "image/png",
        "The image must be at most 16 megapixels.",
        id="png-claiming-30000x30000",
    ),
    pytest.param(lambda: image_files.GIF_JS_POLYGLOT, "photo.gif", "image/gif", NOT_AN_IMAGE, id="gif-js-polyglot"),
    pytest.param(
        lambda: image_files.jpeg_of_at_least(6),
        "big.jpg",
        "image/jpeg",
        "The image must be at most 5 MB.",
        id="6-mb-jpeg",
    ),
    pytest.param(
        image_files.truncated_jpeg,
        "photo.jpg",
        "image/jpeg",
        "The image is damaged or incomplete.",
        id="truncated-jpeg",
    ),
    pytest.param(lambda: image_files.HTML, "photo.jpg", "image/jpeg", NOT_AN_IMAGE, id="html-as-image-type"),
]


@pytest.mark.django_db
@pytest.mark.filterwarnings("ignore::PIL.Image.DecompressionBombWarning")
@pytest.mark.parametrize(("make_content", "name", "content_type", "message"), ATTACKS)
def test_hostile_upload_is_refused_and_changes_nothing(
    api, user, photo_of, media_root, settings, make_content, name, content_type, message
):
    settings.PHOTO_MAX_BYTES = 5 * 1024 * 1024
    old_url = photo_of(user)

    error = put_refused_photo(
        api, media_root, old_url=old_url, content=make_content(), name=name, content_type=content_type
    )

    assert error == {"message": "Invalid input.", "fields": {"profile_photo": [message]}}


@pytest.mark.django_db
def test_gif_js_polyglot_that_is_also_a_whole_image_is_stored_without_the_script(api, media_root):
    # A real image is accepted whatever else the file holds, because it is never stored as sent: re-encoded, the
    # script after the GIF trailer is gone, so the stored file cannot be used as a same-origin script.
    response = put_photo(api, image_files.GIF_JS_POLYGLOT_IMAGE, name="photo.gif", content_type="image/gif")

    assert response.status_code == 200
    url = response.json()["url"]
    assert api.get(PHOTO_INFO).json() == {"url": url}
    stored = (media_root / url.removeprefix("/media/")).read_bytes()
    assert stored.startswith((b"\x89PNG", b"\xff\xd8"))  # a fresh PNG or JPEG, not the GIF sent
    assert b"alert" not in stored and b"GIF89a" not in stored
    assert stored_photo_files(media_root) == {url.rsplit("/", 1)[1]}
