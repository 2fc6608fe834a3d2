"""Where the app's workers spent their time under load: py-spy's samples (`make load … LOAD_PROFILE=1`, collapsed
stacks, one line per stack and its count) summed up.

    .venv/bin/python bench/load/profile_summary.py bench/results/load-postgres-gunicorn-1000-profile.txt

Prints the share of the samples (a) per API view, the time a worker spent answering each call; (b) per part of the
work, each sample charged to the innermost frame that names one (waiting for the database, Redis, the ORM building a
query, DRF rendering, …); (c) the functions the most samples were in (self time). Idle workers (waiting for a
connection) are left out.
"""

import argparse
import re
from collections import Counter
from pathlib import Path

# A sync worker waiting for a connection, or gunicorn's master: not work.
IDLE = ("wait (selectors.py", "select (selectors.py", "sleep (gunicorn/arbiter.py", "accept (socket.py")
# The innermost frame matching one of these names the part of the work a sample is charged to (first match wins,
# looking from the innermost frame outwards).
PARTS = [
    ("database: waiting for PostgreSQL", re.compile(r"\((psycopg|psycopg_pool)/.*\)")),
    ("Redis: waiting for it", re.compile(r"\((redis|django_redis)/.*\)")),
    ("ORM: building queries and rows", re.compile(r"\(django/db/models/.*\)")),
    ("DRF: serializers and rendering", re.compile(r"\(rest_framework/(serializers|fields|renderers|utils)/?.*\)")),
    ("DRF: request, throttles, auth", re.compile(r"\(rest_framework/.*\)")),
    ("Django: middleware, URLs, responses", re.compile(r"\(django/.*\)")),
    ("Hafiz's own code", re.compile(r"\(hafiz/.*\)")),
]
VIEW = re.compile(r"^(\w+)\.(get|post|put|delete|patch) \(hafiz/\w+/apis\.py:\d+\)$")


def frames_and_count(line: str) -> tuple[list[str], int]:
    stack, _, count = line.rstrip("\n").rpartition(" ")
    return stack.split(";"), int(count)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("samples", type=Path)
    parser.add_argument("--top", type=int, default=15)
    args = parser.parse_args()

    per_view: Counter[str] = Counter()
    per_part: Counter[str] = Counter()
    per_function: Counter[str] = Counter()
    busy = idle = 0
    for line in args.samples.read_text(errors="replace").splitlines():
        if not line.strip():
            continue
        frames, count = frames_and_count(line)
        if any(frame.startswith(IDLE) for frame in frames[-1:]):
            idle += count
            continue
        busy += count
        view = next((match for frame in frames if (match := VIEW.match(frame))), None)
        per_view[f"{view[1]}.{view[2]}" if view else "outside a view (middleware, auth, URLs, throttles)"] += count
        part = next((name for frame in reversed(frames) for name, pattern in PARTS if pattern.search(frame)), "other")
        per_part[part] += count
        per_function[re.sub(r":\d+\)$", ")", frames[-1])] += count

    print(f"{busy} busy samples ({idle} idle left out)\n")
    for title, counter in (
        ("Per view (a worker's time answering it)", per_view),
        ("Per part of the work", per_part),
        ("Functions (self time)", per_function),
    ):
        print(title)
        for name, count in counter.most_common(args.top):
            print(f"  {100 * count / max(busy, 1):5.1f}%  {name}")
        print()


if __name__ == "__main__":
    main()
