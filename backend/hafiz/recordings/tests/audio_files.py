"""Recordings as a browser's MediaRecorder makes them, encoded here with PyAV: a tone of a few seconds in WebM or
Ogg (Opus) and MP4 (AAC), and a WAV, a real audio file of a kind the app does not take."""

import io
import math
import struct
from typing import cast

import av
from av.audio.stream import AudioStream

RATE = 48_000
# 60 ms frames, Opus's longest: a long recording is encoded in a third of the frames.
FRAME = 2_880
_TONE = struct.pack(f"<{FRAME}h", *(round(8000 * math.sin(2 * math.pi * 440 * i / RATE)) for i in range(FRAME)))

# PyAV's muxer name and encoder for each container a browser records in.
KINDS = {"webm": ("webm", "libopus"), "ogg": ("ogg", "libopus"), "mp4": ("mp4", "aac"), "wav": ("wav", "pcm_s16le")}


def recording_bytes(kind: str = "webm", seconds: float = 3, bit_rate: int = 16_000) -> bytes:
    muxer, encoder = KINDS[kind]
    written = io.BytesIO()
    with av.open(written, "w", format=muxer) as output:
        stream = cast(AudioStream, output.add_stream(encoder, rate=RATE, layout="mono"))
        stream.bit_rate = bit_rate
        for index in range(round(seconds * RATE / FRAME)):
            frame = av.AudioFrame(format="s16", layout="mono", samples=FRAME)
            frame.planes[0].update(_TONE)
            frame.sample_rate = RATE
            frame.pts = index * FRAME
            output.mux(stream.encode(frame))
        output.mux(stream.encode(None))
    return written.getvalue()
