import io
import re
from pathlib import Path

import pytest
from PIL import Image, ImageFile

from hafiz.accounts.tests import image_files
from hafiz.accounts.tests.image_files import BLUE, RED, image_bytes
from hafiz.accounts.tests.photo_api import PHOTO_INFO, PHOTO_UPDATE, put_photo, put_refused_photo, stored_photo_files

PHOTO_URL = re.compile(r"^/media/photos/[0-9a-f]{32}\.(jpg|png)$")


def _stored_image(media_root: Path, url: str) -> tuple[Image.Image, bytes]:
    content = (media_root / url.removeprefix("/media/")).read_bytes()
    return Image.open(io.BytesIO(content)), content


def _close(colour, expected, tolerance=40) -> bool:
    return all(abs(a - b) <= tolerance for a, b in zip(colour[:3], expected))


@pytest.mark.django_db
def test_photo_info_is_null_without_a_photo(api, django_assert_max_num_queries):
    with django_assert_max_num_queries(2):
        response = api.get(PHOTO_INFO)

    assert response.status_code == 200
    assert response.json() == {"url": None}


@pytest.mark.django_db
def test_uploaded_photo_is_upright_small_clean_and_randomly_named(
    api, client, media_root, django_assert_max_num_queries
):
    with django_assert_max_num_queries(7):
        response = put_photo(api, image_files.jpeg_rotated_by_exif(), name="IMG_0001.JPG")

    assert response.status_code == 200
    body = response.json()
    assert body["message"] == "Profile photo updated."
    assert PHOTO_URL.match(body["url"]) and body["url"].endswith(".jpg")
    assert "IMG_0001" not in body["url"]
    assert api.get(PHOTO_INFO).json() == {"url": body["url"]}
    stored, content = _stored_image(media_root, body["url"])
    assert stored.format == "JPEG"
    # 1200×800 turned a quarter clockwise is 800×1200, then shrunk to 512 on the long side.
    assert stored.size == (341, 512)
    assert _close(stored.getpixel((300, 256)), RED) and _close(stored.getpixel((40, 256)), BLUE)
    assert not stored.getexif()
    assert "exif" not in stored.info and "icc_profile" not in stored.info
    assert b"SecretCam" not in content
    served = client.get(body["url"])
    assert served.status_code == 200
    assert b"".join(served.streaming_content) == content


@pytest.mark.django_db
def test_transparent_png_stays_a_transparent_png(api, media_root):
    response = put_photo(api, image_files.png_with_transparency(), name="logo.png", content_type="image/png")

    assert response.status_code == 200
    assert response.json()["url"].endswith(".png")
    stored, _ = _stored_image(media_root, response.json()["url"])
    assert stored.mode == "RGBA"
    assert stored.getpixel((10, 10))[3] == 0
    assert stored.getpixel((290, 10))[3] == 255


@pytest.mark.django_db
def test_animated_gif_keeps_its_first_frame(api, media_root):
    response = put_photo(api, image_files.animated_gif(), name="a.gif", content_type="image/gif")

    assert response.status_code == 200
    stored, _ = _stored_image(media_root, response.json()["url"])
    assert stored.format == "JPEG"
    assert _close(stored.getpixel((32, 32)), image_files.GREEN)


@pytest.mark.django_db
def test_webp_is_accepted(api, media_root):
    response = put_photo(api, image_bytes(image_files.two_tone((640, 480)), "WEBP"), name="p.webp")

    assert response.status_code == 200
    stored, _ = _stored_image(media_root, response.json()["url"])
    assert stored.size == (512, 384)


@pytest.mark.django_db
def test_file_name_and_content_type_do_not_matter_only_the_content(api):
    content = image_bytes(image_files.two_tone((100, 100)), "PNG")

    response = put_photo(api, content, name="notes.txt", content_type="text/plain")

    assert response.status_code == 200
    assert response.json()["url"].endswith(".jpg")


@pytest.mark.django_db
def test_anything_hidden_after_the_image_data_is_not_stored(api, media_root):
    polyglot = image_bytes(image_files.two_tone((100, 100)), "JPEG") + image_files.HTML

    response = put_photo(api, polyglot)

    assert response.status_code == 200
    _, content = _stored_image(media_root, response.json()["url"])
    assert b"<html>" not in content and b"onerror" not in content


NOT_AN_IMAGE = "Upload a JPEG, PNG, WebP or GIF image."
DAMAGED = "The image is damaged or incomplete."
TOO_MANY_PIXELS = "The image must be at most 16 megapixels."
# Unsupported or broken images; deliberate attacks are in test_upload_attacks.py.
BAD_UPLOADS = [
    pytest.param(image_bytes(image_files.two_tone((50, 50)), "BMP"), "photo.bmp", "image/bmp", NOT_AN_IMAGE, id="bmp"),
    pytest.param(image_bytes(image_files.two_tone((50, 50)), "TIFF"), "p.tiff", "image/tiff", NOT_AN_IMAGE, id="tiff"),
    pytest.param(image_files.png_header_only(200, 200), "photo.png", "image/png", DAMAGED, id="png-without-pixels"),
    pytest.param(image_files.png_header_only(8000, 6000), "big.png", "image/png", TOO_MANY_PIXELS, id="48-megapixels"),
]


@pytest.mark.django_db
@pytest.mark.filterwarnings("ignore::PIL.Image.DecompressionBombWarning")
@pytest.mark.parametrize(("content", "name", "content_type", "message"), BAD_UPLOADS)
def test_bad_upload_is_a_400_and_keeps_the_old_photo(
    api, user, photo_of, media_root, content, name, content_type, message
):
    old_url = photo_of(user)

    error = put_refused_photo(api, media_root, old_url=old_url, content=content, name=name, content_type=content_type)

    assert error == {"message": "Invalid input.", "fields": {"profile_photo": [message]}}


@pytest.mark.django_db
@pytest.mark.filterwarnings("ignore::PIL.Image.DecompressionBombWarning")
def test_a_20_megapixel_photo_is_refused_before_a_pixel_is_decoded(api, user, photo_of, media_root, monkeypatch):
    old_url = photo_of(user)
    content = image_files.png_grey(5000, 4000)  # whole and valid: it would decode, into 20 MB of pixels
    decoded = []
    load = ImageFile.ImageFile.load
    monkeypatch.setattr(ImageFile.ImageFile, "load", lambda image: decoded.append(image.size) or load(image))

    error = put_refused_photo(
        api, media_root, old_url=old_url, content=content, name="big.png", content_type="image/png"
    )

    assert error == {"message": "Invalid input.", "fields": {"profile_photo": [TOO_MANY_PIXELS]}}
    assert decoded == []


def test_the_grey_png_of_that_test_decodes_when_allowed():
    """The control: the same file under a higher limit is decoded, so the test above would see a decode."""
    image = Image.open(io.BytesIO(image_files.png_grey(500, 400)))
    image.load()

    assert image.size == (500, 400) and image.getpixel((250, 200)) == 0x80


@pytest.mark.django_db
@pytest.mark.parametrize(
    ("payload", "message"),
    [
        pytest.param({}, "No file was submitted.", id="missing-field"),
        pytest.param(
            {"profile_photo": ""},
            "The submitted data was not a file. Check the encoding type on the form.",
            id="empty-field",
        ),
        pytest.param({"other": image_files.upload(b"x")}, "No file was submitted.", id="wrong-field-name"),
    ],
)
def test_upload_without_a_file_is_a_400_naming_the_field(api, media_root, payload, message):
    response = api.put(PHOTO_UPDATE, payload, format="multipart")

    assert response.status_code == 400
    assert response.json()["fields"] == {"profile_photo": [message]}
    assert stored_photo_files(media_root) == set()


@pytest.mark.django_db
def test_photo_over_the_byte_limit_is_a_400(api, user, photo_of, settings):
    old_url = photo_of(user)
    content = image_files.noisy_jpeg()
    settings.PHOTO_MAX_BYTES = len(content) - 1

    response = put_photo(api, content)

    assert response.status_code == 400
    assert re.fullmatch(r"The image must be at most [\d.]+ KB\.", response.json()["fields"]["profile_photo"][0])
    assert api.get(PHOTO_INFO).json() == {"url": old_url}


@pytest.mark.django_db
def test_body_declared_far_over_the_limit_is_refused_before_it_is_read(api, settings):
    settings.PHOTO_MAX_BYTES = 5 * 1024 * 1024

    # Not even a file: had the body been parsed, the answer would say so.
    response = api.put(PHOTO_UPDATE, {"profile_photo": "x" * (6 * 1024 * 1024)}, format="multipart")

    assert response.status_code == 400
    assert response.json()["fields"] == {"profile_photo": ["The image must be at most 5 MB."]}


@pytest.mark.django_db
def test_json_instead_of_a_multipart_upload_is_refused(api):
    response = api.put(PHOTO_UPDATE, {"profile_photo": "aGVsbG8="}, format="json")

    assert response.status_code == 415
    assert response.json()["message"]


@pytest.mark.django_db
def test_old_photo_file_is_deleted_only_once_the_new_one_is_committed(
    api, user, photo_of, media_root, django_capture_on_commit_callbacks
):
    old_url = photo_of(user)
    old_file = media_root / old_url.removeprefix("/media/")

    with django_capture_on_commit_callbacks() as callbacks:
        response = put_photo(api, image_bytes(image_files.two_tone((300, 300)), "PNG"))
        assert old_file.exists()

    assert response.status_code == 200
    new_url = response.json()["url"]
    assert new_url != old_url
    for callback in callbacks:
        callback()
    assert not old_file.exists()
    assert (media_root / new_url.removeprefix("/media/")).exists()
    assert stored_photo_files(media_root) == {Path(new_url).name}


@pytest.mark.django_db
def test_a_user_sees_and_changes_only_their_own_photo(client_for, make_user, photo_of, media_root):
    amina, bilal = make_user(), make_user()
    amina_url = photo_of(amina)

    bilal_url = photo_of(bilal)

    assert client_for(amina).get(PHOTO_INFO).json() == {"url": amina_url}
    assert client_for(bilal).get(PHOTO_INFO).json() == {"url": bilal_url}
    assert (media_root / amina_url.removeprefix("/media/")).exists()


@pytest.mark.django_db
def test_photo_uploads_past_the_hourly_limit_are_refused_and_store_nothing(api, media_root, settings):
    settings.THROTTLE_RATES = {**settings.THROTTLE_RATES, "photo": "2/hour"}
    for _ in range(2):
        kept = put_photo(api, image_files.jpeg_rotated_by_exif()).json()["url"]
    files_before = stored_photo_files(media_root)

    refused = put_photo(api, image_files.jpeg_rotated_by_exif())

    assert refused.status_code == 429
    assert int(refused["Retry-After"]) > 60
    assert refused.json() == {"message": f"Too many requests: try again in {refused['Retry-After']} s.", "fields": {}}
    assert stored_photo_files(media_root) == files_before
    assert api.get(PHOTO_INFO).json() == {"url": kept}
