"""Uploaded images: recognised by their content, checked against size limits, and re-encoded clean.

Nothing a client sends is stored as sent: the file name and content type are ignored, the pixels are decoded
and written out again, so metadata (EXIF with GPS, ICC, comments) and anything hidden after the image data
never reach the media folder.
"""

import contextlib
import io
from typing import cast
from uuid import uuid4

from django.core.files.base import ContentFile
from PIL import Image, ImageOps

ACCEPTED_FORMATS = ("JPEG", "PNG", "WEBP", "GIF")
DEFAULT_MAX_PIXELS = 16_000_000
JPEG_QUALITY = 85

# A second line of defence behind the explicit width × height check below: Pillow itself refuses to decode
# anything over twice this (DecompressionBombError), wherever in the project an image is opened.
Image.MAX_IMAGE_PIXELS = DEFAULT_MAX_PIXELS


class ImageRejected(Exception):
    """The upload is not an acceptable image; `message` can be shown to the user as is."""

    def __init__(self, message: str):
        super().__init__(message)
        self.message = message


def image_reencode(
    *, uploaded_file, max_side: int, max_bytes: int | None = None, max_pixels: int = DEFAULT_MAX_PIXELS
) -> ContentFile:
    """A JPEG (or a PNG when the image has transparency) at most `max_side` px on its long side, named randomly.

    Raises ImageRejected for anything that is not a whole JPEG, PNG, WebP or GIF within the limits.
    GIFs and animated WebPs keep their first frame.
    """
    size = getattr(uploaded_file, "size", None)
    if size == 0:
        raise ImageRejected("The file is empty.")
    if max_bytes is not None and size is not None and size > max_bytes:
        raise ImageRejected(image_bytes_limit_message(max_bytes=max_bytes))

    image = _decode(uploaded_file=uploaded_file, max_pixels=max_pixels, max_side=max_side)
    # A broken EXIF block, whatever Pillow raises for it, only loses the rotation hint; the pixels decoded fine.
    with contextlib.suppress(Exception):
        image = ImageOps.exif_transpose(image)
    if image.mode not in ("RGB", "RGBA"):
        # Palette and grey images may carry transparency too; RGBA keeps it, then it is measured below.
        image = image.convert("RGBA" if _may_have_alpha(image) else "RGB")
    image.thumbnail((max_side, max_side), Image.Resampling.LANCZOS)

    transparent = image.mode == "RGBA" and cast(int, image.getchannel("A").getextrema()[0]) < 255
    # A fresh image carries pixels only: no EXIF, ICC profile, text chunks or comments from the upload.
    clean = Image.new("RGBA" if transparent else "RGB", image.size)
    clean.paste(image if transparent else image.convert("RGB"))
    output = io.BytesIO()
    if transparent:
        clean.save(output, format="PNG", optimize=True)
        extension = "png"
    else:
        clean.save(output, format="JPEG", quality=JPEG_QUALITY, optimize=True)
        extension = "jpg"
    return ContentFile(output.getvalue(), name=f"{uuid4().hex}.{extension}")


def image_bytes_limit_message(*, max_bytes: int) -> str:
    for unit, size in (("MB", 1024 * 1024), ("KB", 1024)):
        if max_bytes >= size:
            return f"The image must be at most {round(max_bytes / size, 1):g} {unit}."
    return f"The image must be at most {max_bytes} bytes."


def _decode(*, uploaded_file, max_pixels: int, max_side: int) -> Image.Image:
    not_an_image = ImageRejected("Upload a JPEG, PNG, WebP or GIF image.")
    damaged = ImageRejected("The image is damaged or incomplete.")
    too_large = ImageRejected(f"The image must be at most {max_pixels / 1_000_000:g} megapixels.")

    # Pillow raises many exception types on hostile input (OSError, SyntaxError, ValueError, struct.error, …);
    # any of them means the upload is not a usable image.
    uploaded_file.seek(0)
    try:
        header = Image.open(uploaded_file, formats=ACCEPTED_FORMATS)
    except Image.DecompressionBombError:
        raise too_large from None
    except Exception:  # noqa: BLE001 (any of Pillow's exceptions, as said above)
        raise not_an_image from None
    # Only the header has been read so far: refuse huge images before a single pixel is decoded.
    width, height = header.size
    if width * height > max_pixels:
        raise too_large
    try:
        header.verify()
        uploaded_file.seek(0)
        image = Image.open(uploaded_file, formats=ACCEPTED_FORMATS)
        if image.format == "JPEG":
            # Let the JPEG decoder scale down while decoding: a fraction of the memory for a large photo.
            image.draft("RGB", (max_side, max_side))
        image.load()
    except Image.DecompressionBombError:
        raise too_large from None
    except Exception:  # noqa: BLE001 (any of Pillow's exceptions, as said above)
        raise damaged from None
    return image


def _may_have_alpha(image: Image.Image) -> bool:
    return image.mode in ("LA", "PA", "La") or "transparency" in image.info
