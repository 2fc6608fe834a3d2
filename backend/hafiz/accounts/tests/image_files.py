"""Upload files made in code: real images in every accepted format, and the malformed ones an attacker sends."""

import io
import os
import struct
import zlib

from django.core.files.uploadedfile import SimpleUploadedFile
from PIL import Image

ORIENTATION = 0x0112
CAMERA_MAKE = 0x010F
RED, BLUE, GREEN = (220, 20, 20), (20, 20, 220), (20, 200, 20)


def image_bytes(image: Image.Image, image_format: str, **options) -> bytes:
    output = io.BytesIO()
    image.save(output, format=image_format, **options)
    return output.getvalue()


def upload(content: bytes, *, name: str = "photo.jpg", content_type: str = "image/jpeg") -> SimpleUploadedFile:
    return SimpleUploadedFile(name, content, content_type=content_type)


def two_tone(size: tuple[int, int] = (1200, 800), top=RED, bottom=BLUE, mode: str = "RGB") -> Image.Image:
    """Top half one colour, bottom half another: after a rotation the halves show which way it turned."""
    image = Image.new(mode, size, top)
    image.paste(bottom, (0, size[1] // 2, size[0], size[1]))
    return image


def jpeg_rotated_by_exif() -> bytes:
    """Stored landscape (red top, blue bottom) with EXIF orientation 6: shown rotated 90° clockwise (portrait)."""
    exif = Image.Exif()
    exif[ORIENTATION] = 6
    exif[CAMERA_MAKE] = "SecretCam"
    return image_bytes(two_tone(), "JPEG", exif=exif.tobytes(), quality=95)


def png_with_transparency(size=(300, 200)) -> bytes:
    image = Image.new("RGBA", size, (*GREEN, 255))
    image.paste((0, 0, 0, 0), (0, 0, size[0] // 2, size[1]))
    return image_bytes(image, "PNG")


def animated_gif() -> bytes:
    frames = [Image.new("RGB", (64, 64), colour) for colour in (GREEN, RED, BLUE)]
    return image_bytes(frames[0], "GIF", save_all=True, append_images=frames[1:], duration=100, loop=0)


def png_header_only(width: int, height: int) -> bytes:
    """A PNG whose IHDR (with a valid CRC) claims width × height, followed by no real pixel data."""
    header = struct.pack(">IIBBBBB", width, height, 8, 2, 0, 0, 0)
    pixels = zlib.compress(b"\x00" * 64)
    return b"\x89PNG\r\n\x1a\n" + _png_chunk(b"IHDR", header) + _png_chunk(b"IDAT", pixels) + _png_chunk(b"IEND", b"")


def png_grey(width: int, height: int) -> bytes:
    """A whole, valid grey PNG of width × height, built row by row without holding its pixels: one colour compresses
    to a few KB however many megapixels it has."""
    rows = zlib.compressobj(9)
    row = b"\x00" + b"\x80" * width  # filter type 0, then mid grey
    data = b"".join(rows.compress(row) for _ in range(height)) + rows.flush()
    header = struct.pack(">IIBBBBB", width, height, 8, 0, 0, 0, 0)
    return b"\x89PNG\r\n\x1a\n" + _png_chunk(b"IHDR", header) + _png_chunk(b"IDAT", data) + _png_chunk(b"IEND", b"")


def _png_chunk(kind: bytes, data: bytes) -> bytes:
    return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data) & 0xFFFFFFFF)


def truncated_jpeg() -> bytes:
    content = image_bytes(two_tone((400, 300)), "JPEG")
    return content[: len(content) // 2]


def noisy_jpeg(size=(600, 600), quality: int = 95) -> bytes:
    """Random pixels compress badly: a JPEG of a predictable, large byte size."""
    return image_bytes(Image.frombytes("RGB", size, os.urandom(size[0] * size[1] * 3)), "JPEG", quality=quality)


def jpeg_of_at_least(megabytes: float) -> bytes:
    """A whole, valid JPEG of at least this many megabytes."""
    side = 1200
    while len(content := noisy_jpeg((side, side), quality=100)) < megabytes * 1024 * 1024:
        side += 300
    return content


SVG = b'<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>'
HTML = b"<!doctype html><html><body><img src=x onerror=alert(document.cookie)></body></html>"
# GIF/JS polyglots, as used against sites that serve uploads back from their own origin: the logical screen's width
# bytes are "/*", opening a JavaScript comment that "*/" closes, so <script src=".../photo.gif"> runs
# `GIF89a = alert(...)` while the file still starts as a GIF. The first is only a GIF header; the second is also
# a whole 10799 x 1 image, with the script after its trailer.
GIF_JS_POLYGLOT = b"GIF89a/*\x0a\x00\x00\x00\x00*/=alert(document.domain);//"
GIF_JS_POLYGLOT_IMAGE = (
    b"GIF89a/*\x01\x00\x80\x00\x00\xff\xff\xff\x00\x00\x00!\xf9\x04\x01\x00\x00\x00\x00"
    b",\x00\x00\x00\x00\x01\x00\x01\x00\x00\x02\x02D\x01\x00;*/=alert(document.domain);//"
)
