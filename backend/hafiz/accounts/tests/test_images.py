"""hafiz.common.images, the shared upload re-encoder (tested here, where profile photos use it)."""

import io

import pytest
from django.core.files.base import ContentFile
from PIL import Image, PngImagePlugin

from hafiz.accounts.tests import image_files
from hafiz.accounts.tests.image_files import image_bytes, upload
from hafiz.common.images import ImageRejected, image_bytes_limit_message, image_reencode


def _decoded(result: ContentFile) -> Image.Image:
    return Image.open(io.BytesIO(result.read()))


# Every colour mode each format can hold (JPEG has no palette or alpha, only JPEG and WebP hold CMYK).
FORMAT_MODES = [
    (image_format, mode)
    for image_format, modes in {
        "JPEG": ["1", "L", "RGB", "CMYK"],
        "PNG": ["1", "L", "P", "RGB", "I;16", "LA", "RGBA"],
        "WEBP": ["1", "L", "P", "RGB", "CMYK", "I;16", "LA", "RGBA"],
        "GIF": ["1", "L", "P", "RGB", "I;16", "LA", "RGBA"],
    }.items()
    for mode in modes
]


@pytest.mark.parametrize(("image_format", "mode"), FORMAT_MODES)
def test_every_accepted_format_and_colour_mode_comes_out_a_jpeg_or_png_within_the_size(image_format, mode):
    content = image_bytes(Image.new(mode, (1000, 600)), image_format)

    result = _decoded(image_reencode(uploaded_file=upload(content), max_side=256))

    assert result.format in ("JPEG", "PNG")
    assert result.size == (256, 154)


def test_small_images_are_not_enlarged():
    content = image_bytes(Image.new("RGB", (40, 30)), "PNG")

    result = _decoded(image_reencode(uploaded_file=upload(content), max_side=512))

    assert result.size == (40, 30)


def test_each_result_gets_a_new_random_name():
    content = image_bytes(Image.new("RGB", (10, 10)), "PNG")

    names = {image_reencode(uploaded_file=upload(content, name="same.png"), max_side=64).name for _ in range(3)}

    assert len(names) == 3
    assert all(len(name) == len("0" * 32 + ".jpg") for name in names)


def test_metadata_of_every_kind_is_dropped():
    text = PngImagePlugin.PngInfo()
    text.add_text("Comment", "secret-comment")
    exif = Image.Exif()
    exif[image_files.CAMERA_MAKE] = "SecretCam"
    icc = b"\x00" * 128  # any bytes: Pillow stores the profile as given
    content = image_bytes(Image.new("RGB", (50, 50)), "PNG", pnginfo=text, exif=exif.tobytes(), icc_profile=icc)

    result = image_reencode(uploaded_file=upload(content), max_side=64)

    stored = result.read()
    assert b"secret-comment" not in stored and b"SecretCam" not in stored
    decoded = Image.open(io.BytesIO(stored))
    assert not decoded.getexif() and "icc_profile" not in decoded.info and "Comment" not in decoded.info


@pytest.mark.filterwarnings("ignore:Corrupt EXIF data")
def test_a_broken_exif_block_does_not_reject_the_image():
    content = image_bytes(Image.new("RGB", (50, 50)), "JPEG", exif=b"Exif\x00\x00MM\x00*garbage")

    result = _decoded(image_reencode(uploaded_file=upload(content), max_side=64))

    assert result.size == (50, 50)


def test_pixel_limit_is_checked_from_the_header_before_decoding():
    content = image_bytes(Image.new("RGB", (200, 100)), "PNG")

    with pytest.raises(ImageRejected) as rejected:
        image_reencode(uploaded_file=upload(content), max_side=64, max_pixels=19_999)

    assert rejected.value.message == "The image must be at most 0.019999 megapixels."


def test_byte_limit_is_checked_first():
    content = image_bytes(Image.new("RGB", (20, 20)), "PNG")

    with pytest.raises(ImageRejected) as rejected:
        image_reencode(uploaded_file=upload(content), max_side=64, max_bytes=len(content) - 1)

    assert rejected.value.message.startswith("The image must be at most ")


@pytest.mark.parametrize(
    ("max_bytes", "message"),
    [
        (5 * 1024 * 1024, "The image must be at most 5 MB."),
        (1536 * 1024, "The image must be at most 1.5 MB."),
        (2048, "The image must be at most 2 KB."),
        (500, "The image must be at most 500 bytes."),
    ],
)
def test_byte_limit_message_reads_naturally(max_bytes, message):
    assert image_bytes_limit_message(max_bytes=max_bytes) == message


@pytest.mark.parametrize(
    ("content", "message"),
    [
        (b"", "The file is empty."),
        (image_files.SVG, "Upload a JPEG, PNG, WebP or GIF image."),
        (image_files.truncated_jpeg(), "The image is damaged or incomplete."),
        (image_files.png_header_only(30000, 30000), "The image must be at most 16 megapixels."),
    ],
)
def test_unacceptable_content_raises_a_user_facing_message(content, message):
    with pytest.raises(ImageRejected) as rejected:
        image_reencode(uploaded_file=ContentFile(content), max_side=64)

    assert rejected.value.message == message


def test_pillows_own_bomb_guard_is_set():
    assert Image.MAX_IMAGE_PIXELS == 16_000_000
