"""What checking an uploaded recording costs (docs/product.md §2.18): hafiz.recordings.audio.recording_check on
recordings of 1, 5 and 15 minutes as a browser makes them (Opus in WebM at 48 kbit/s, AAC in MP4), and a 15-minute
one cut in half (refused as damaged).

    .venv/bin/python bench/recording_check.py [--runs 3]

The recordings are encoded here with PyAV (backend/hafiz/recordings/tests/audio_files.py, at 48 kbit/s as the app
records). Each check runs as the app runs it: the upload copied to a temporary folder and decoded whole by the child
process `python -m hafiz.recordings.audio_check`, which writes the re-muxed file. Printed per case: the file's size,
the outcome, the best and the median wall time of --runs checks (the app worker waits that long), and the child's
peak resident memory (the largest of the runs, from RUSAGE_CHILDREN: the app worker's own memory does not grow).
"""

import argparse
import json
import os
import resource
import statistics
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "backend"))
os.environ.setdefault("DJANGO_SETTINGS_MODULE", "config.settings.test")

import django  # noqa: E402

django.setup()

from django.core.files.uploadedfile import SimpleUploadedFile  # noqa: E402

from hafiz.recordings.audio import RecordingRejected, recording_check  # noqa: E402
from hafiz.recordings.tests.audio_files import recording_bytes  # noqa: E402

# The app records speech at this rate (frontend/src/lib/recordings/recorder.ts).
BITS_PER_SECOND = 48_000


def _recording(kind: str, minutes: float) -> bytes:
    return recording_bytes(kind, seconds=minutes * 60, bit_rate=BITS_PER_SECOND)


def _check(content: bytes, name: str) -> tuple[str, float]:
    upload = SimpleUploadedFile(name, content, "audio/webm")
    started = time.perf_counter()
    try:
        checked = recording_check(uploaded_file=upload, max_bytes=20 * 1024 * 1024, max_seconds=15 * 60)
        outcome = f"stored, {checked.duration_ms / 1000:.1f} s"
    except RecordingRejected as rejected:
        outcome = rejected.message
    return outcome, (time.perf_counter() - started) * 1000


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--runs", type=int, default=3)
    arguments = parser.parse_args()

    fifteen = _recording("webm", 15)
    cases = [
        ("WebM/Opus, 1 minute", _recording("webm", 1), "a.webm"),
        ("WebM/Opus, 5 minutes", _recording("webm", 5), "a.webm"),
        ("WebM/Opus, 15 minutes", fifteen, "a.webm"),
        ("MP4/AAC, 15 minutes", _recording("mp4", 15), "a.m4a"),
        ("WebM/Opus, 15 minutes cut in half", fifteen[: len(fifteen) // 2], "a.webm"),
    ]
    results = []
    for label, content, name in cases:
        times = []
        outcome = ""
        for _ in range(arguments.runs):
            outcome, milliseconds = _check(content, name)
            times.append(milliseconds)
        results.append(
            {
                "case": label,
                "bytes": len(content),
                "outcome": outcome,
                "best_ms": round(min(times)),
                "median_ms": round(statistics.median(times)),
            }
        )
    peak_mb = resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss / 1024
    print(f"{'case':<36} {'size':>9} {'best':>8} {'median':>8}  outcome")
    for result in results:
        print(
            f"{result['case']:<36} {result['bytes'] / 1024 / 1024:>7.2f}MB {result['best_ms']:>6}ms "
            f"{result['median_ms']:>6}ms  {result['outcome']}"
        )
    print(f"the check's child process: at most {peak_mb:.0f} MB resident")
    print(json.dumps({"results": results, "child_peak_mb": round(peak_mb)}))


if __name__ == "__main__":
    main()
