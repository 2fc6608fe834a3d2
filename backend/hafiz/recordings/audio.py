"""Uploaded recordings: recognised by their content, decoded whole to learn their true length, and re-muxed clean.

Nothing a client sends is stored as sent: the file name and the content type it claims are ignored; the child
process hafiz.recordings.audio_check decodes every packet (a browser's MediaRecorder often writes no length, or a
wrong one) and copies the audio packets into a fresh container, so anything else in the upload never reaches the
store. Accepted: Opus or Vorbis in WebM or Ogg (Chrome, Firefox, Edge), AAC in MP4 (Safari).
"""

import json
import subprocess
import sys
import tempfile
from dataclasses import dataclass
from pathlib import Path
from uuid import uuid4

from django.core.files.base import ContentFile

# The container written back: (file extension, content type).
STORED_AS = {"webm": ("webm", "audio/webm"), "ogg": ("ogg", "audio/ogg"), "mp4": ("m4a", "audio/mp4")}
# Decoding a 15-minute recording takes 1-2 s; past this the machine is too busy to check it now (gunicorn gives a call
# 30 s, nginx 35 s).
CHECK_TIMEOUT_SECONDS = 25
# A recording whose decoded audio ends this far before the length its container declares was cut off in transit.
TRUNCATED_BY_SECONDS = 0.5
# Over the longest recording by this much still passes: the app stops recording at the limit by its own clock, and
# the encoder's last frame and padding run a little past it.
LONGEST_SLACK_SECONDS = 2


class RecordingRejected(Exception):
    """The upload is not an acceptable recording; `message` can be shown to the learner as is."""

    def __init__(self, message: str):
        super().__init__(message)
        self.message = message


class RecordingCheckUnavailable(Exception):
    """The recording could not be checked in time: the server is busy, not the file at fault (send it again later)."""


@dataclass(frozen=True)
class CheckedRecording:
    file: ContentFile
    content_type: str
    duration_ms: int


def recording_check(*, uploaded_file, max_bytes: int, max_seconds: int) -> CheckedRecording:
    """The upload re-muxed under a random name, with its decoded length. Raises RecordingRejected for anything that
    is not a whole recording of an accepted kind within the limits."""
    size = getattr(uploaded_file, "size", None)
    if not size:
        raise RecordingRejected("The recording is empty.")
    if size > max_bytes:
        raise RecordingRejected(recording_bytes_limit_message(max_bytes=max_bytes))

    with tempfile.TemporaryDirectory(prefix="hafiz-recording-") as folder:
        source, target = Path(folder) / "upload", Path(folder) / "clean"
        with source.open("wb") as written:
            for chunk in uploaded_file.chunks():
                written.write(chunk)
        found = _audio_check(source=source, target=target, longest_seconds=max_seconds + LONGEST_SLACK_SECONDS)
        if found.get("unreadable") or found["container"] not in STORED_AS or found["codec"] is None:
            raise RecordingRejected("Upload a recording in WebM, Ogg or MP4 (M4A) audio.")
        if found["seconds"] <= 0:
            raise RecordingRejected("The recording holds no sound the app can play (Opus or Vorbis, or AAC in MP4).")
        # Too long first: the child stops decoding there, short of the length the file declares.
        if found["seconds"] > max_seconds + LONGEST_SLACK_SECONDS:
            longest = f"{max_seconds // 60} minutes" if max_seconds % 60 == 0 else f"{max_seconds} seconds"
            raise RecordingRejected(f"A recording is at most {longest} long.")
        declared = found.get("declared_seconds")
        if found["errors"] or (declared and found["seconds"] < declared - TRUNCATED_BY_SECONDS):
            raise RecordingRejected("The recording is damaged or incomplete.")
        extension, content_type = STORED_AS[found["container"]]
        clean = target.read_bytes()
    return CheckedRecording(
        file=ContentFile(clean, name=f"{uuid4().hex}.{extension}"),
        content_type=content_type,
        duration_ms=round(found["seconds"] * 1000),
    )


def recording_bytes_limit_message(*, max_bytes: int) -> str:
    return f"A recording is at most {max_bytes / (1024 * 1024):g} MB."


def _audio_check(*, source: Path, target: Path, longest_seconds: float) -> dict:
    try:
        finished = subprocess.run(
            [sys.executable, "-m", "hafiz.recordings.audio_check", str(source), str(target), str(longest_seconds)],
            capture_output=True,
            timeout=CHECK_TIMEOUT_SECONDS,
            check=False,
            cwd=Path(__file__).resolve().parents[2],
        )
    except subprocess.TimeoutExpired:
        # (subprocess.run has killed the child.)
        raise RecordingCheckUnavailable from None
    if finished.returncode != 0:
        # The decoder crashed or hit its CPU or memory limit on this file: no recording a browser makes.
        raise RecordingRejected("The recording is damaged or incomplete.")
    return json.loads(finished.stdout)
