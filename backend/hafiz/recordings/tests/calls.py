"""The recordings' calls as the tests make them."""

import json
import uuid

from django.core.files.uploadedfile import SimpleUploadedFile

from hafiz.recitation.tests.calls import verses_passage
from hafiz.recordings.tests.audio_files import recording_bytes

RECORDINGS = "/api/v1/recordings/"
# Al-Ikhlas, 112:1–4, started at these times (ms) in a recording of 3 s.
IKHLAS = verses_passage((112, 1), (112, 4))
IKHLAS_STARTS = [0, 700, 1400, 2100]


def recording_url(upload_id, *, audio: bool = False) -> str:
    return f"{RECORDINGS}{upload_id}/" + ("audio/" if audio else "")


def upload(
    api,
    content: bytes | None = None,
    *,
    name: str = "recording.webm",
    content_type: str = "audio/webm",
    upload_id: str | None = None,
    **details,
):
    """POST a recording of Al-Ikhlas (3 s of WebM unless `content` says otherwise); `details` override its fields."""
    body = {"passage": IKHLAS, "verse_starts": IKHLAS_STARTS, "slips": [], **details}
    return api.post(
        RECORDINGS,
        {
            "upload_id": upload_id or str(uuid.uuid4()),
            "audio": SimpleUploadedFile(name, recording_bytes() if content is None else content, content_type),
            "details": json.dumps(body),
        },
        format="multipart",
    )
