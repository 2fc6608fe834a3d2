"""What a large photo costs an app server: a PNG whose pixels decode into far more memory than its file takes,
uploaded under the 16-megapixel limit (refused from its header) and with the limit raised (decoded, re-encoded).

    .venv/bin/python bench/photo_pixels.py [--megapixels 20]

Each case runs hafiz.common.images.image_reencode in a fresh process, so its peak resident memory is its own,
and prints the outcome, the growth of peak memory during the call and its time. A sync gunicorn worker that
decodes holds that memory for the whole call; a few parallel uploads multiply it.
"""

import argparse
import json
import math
import os
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
BACKEND = ROOT / "backend"

# Runs in the child process: one call to image_reencode on the file, with the given pixel limit.
_CASE = """
import json, os, resource, sys, time
import django
django.setup()
from django.core.files.base import ContentFile
from PIL import Image
from hafiz.common.images import ImageRejected, image_reencode
path, limit = sys.argv[1], int(sys.argv[2])
content = open(path, "rb").read()
Image.MAX_IMAGE_PIXELS = None  # Pillow's own guard off: the header check alone is measured
before = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
started = time.perf_counter()
try:
    image_reencode(uploaded_file=ContentFile(content), max_side=512, max_pixels=limit)
    outcome = "stored"
except ImageRejected as rejected:
    outcome = rejected.message
print(json.dumps({"outcome": outcome, "ms": (time.perf_counter() - started) * 1000,
                  "peak_mb": (resource.getrusage(resource.RUSAGE_SELF).ru_maxrss - before) / 1024}))
"""


def _write_png(path: Path, megapixels: float) -> tuple[int, int]:
    from PIL import Image

    width = int(math.sqrt(megapixels * 1_000_000 * 5 / 4))
    height = int(megapixels * 1_000_000 / width)
    Image.new("RGB", (width, height), (90, 140, 60)).save(path)
    return width, height


def _run_case(path: Path, limit: int) -> dict:
    environment = {**os.environ, "DJANGO_SETTINGS_MODULE": "config.settings.test", "LOG_LEVEL": "WARNING"}
    result = subprocess.run(
        [sys.executable, "-W", "ignore", "-c", _CASE, str(path), str(limit)],
        cwd=BACKEND,
        env=environment,
        capture_output=True,
        text=True,
        check=True,
    )
    return json.loads(result.stdout.strip().splitlines()[-1])


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--megapixels", type=float, default=20)
    arguments = parser.parse_args()

    with tempfile.TemporaryDirectory(prefix="hafiz-bench-photo-") as folder:
        path = Path(folder) / "photo.png"
        width, height = _write_png(path, arguments.megapixels)
        print(f"{width} × {height} PNG ({width * height / 1e6:.1f} MP, {path.stat().st_size // 1024} KB)")
        for label, limit in (("16 MP limit (shipped)", 16_000_000), ("limit raised", 10**12)):
            case = _run_case(path, limit)
            print(f"  {label:<22} {case['outcome']:<42} peak memory +{case['peak_mb']:.0f} MB, {case['ms']:.0f} ms")


if __name__ == "__main__":
    main()
