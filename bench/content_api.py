"""Benchmark of the foundation: how long `import_quran` takes on a fresh SQLite database, and the
content calls (chapters, ayah_text, ayah_image) under 32 concurrent clients against a running server.

    # in another terminal (or PORT=… make run); 32 clients on one token and one address are far past the request
    # limits (docs/limits.md), which would answer 429s, so the run lifts them:
    LEARNER_BURST_RATE=1000000/min LEARNER_SUSTAINED_RATE=1000000/hour ANONYMOUS_RATE=1000000/min make run &
    .venv/bin/python bench/content_api.py [--base-url http://127.0.0.1:8000] [--seconds 10] [--clients 32]

Prints a table and writes the same figures to bench/results/content_api.json.
"""

import argparse
import json
import os
import random
import statistics
import subprocess
import sys
import tempfile
import threading
import time
from pathlib import Path

import requests

ROOT = Path(__file__).resolve().parent.parent
BACKEND = ROOT / "backend"


def time_import() -> float:
    workdir = Path(tempfile.mkdtemp(prefix="hafiz-bench-import-"))
    env = dict(os.environ, DATABASE_URL=f"sqlite:///{workdir / 'bench.sqlite3'}", MEDIA_ROOT=str(workdir / "media"),
               DJANGO_SETTINGS_MODULE="config.settings.local", DEBUG="1")
    subprocess.run([sys.executable, "manage.py", "migrate", "-v", "0"], cwd=BACKEND, env=env, check=True)
    started = time.monotonic()
    subprocess.run([sys.executable, "manage.py", "import_quran"], cwd=BACKEND, env=env, check=True,
                   stdout=subprocess.DEVNULL)
    return time.monotonic() - started


def percentile(samples: list[float], share: float) -> float:
    ordered = sorted(samples)
    return ordered[min(len(ordered) - 1, int(share * len(ordered)))]


def load(*, base_url: str, token: str, call: str, seconds: float, clients: int, counts: list[int]) -> dict:
    latencies: list[float] = []
    errors = 0
    lock = threading.Lock()
    deadline = time.monotonic() + seconds

    def request(session: requests.Session, rng: random.Random) -> requests.Response:
        chapter = rng.randint(1, 114)
        if call == "chapters":
            return session.get(f"{base_url}/api/v1/chapters/{chapter}", timeout=10)
        verse = rng.randint(1, counts[chapter - 1])
        return session.post(f"{base_url}/api/v1/games/{call}/", json={"surah_id": chapter, "ayah_id": verse},
                            timeout=10)

    def worker(seed: int) -> None:
        nonlocal errors
        session = requests.Session()
        session.headers["Authorization"] = f"Token {token}"
        rng = random.Random(seed)
        mine, failed = [], 0
        while time.monotonic() < deadline:
            started = time.perf_counter()
            try:
                ok = request(session, rng).status_code == 200
            except requests.RequestException:
                ok = False
            mine.append(time.perf_counter() - started)
            failed += not ok
        with lock:
            latencies.extend(mine)
            errors += failed

    threads = [threading.Thread(target=worker, args=(seed,)) for seed in range(clients)]
    started = time.monotonic()
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    elapsed = time.monotonic() - started
    return {
        "call": call,
        "requests": len(latencies),
        "requests_per_s": round(len(latencies) / elapsed, 1),
        "p50_ms": round(percentile(latencies, 0.50) * 1000, 1),
        "p99_ms": round(percentile(latencies, 0.99) * 1000, 1),
        "mean_ms": round(statistics.fmean(latencies) * 1000, 1),
        "errors": errors,
    }


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--base-url", default=os.environ.get("BASE_URL", "http://127.0.0.1:8000"))
    parser.add_argument("--seconds", type=float, default=10)
    parser.add_argument("--clients", type=int, default=32)
    parser.add_argument("--skip-import", action="store_true", help="Do not time import_quran.")
    args = parser.parse_args()

    results: dict = {"clients": args.clients, "seconds_per_call": args.seconds, "calls": []}
    if not args.skip_import:
        results["import_quran_s"] = round(time_import(), 1)
        print(f"import_quran on a fresh SQLite database: {results['import_quran_s']} s")

    token = requests.post(f"{args.base_url}/api/v1/auth/login_demo/", timeout=10).json()["token"]
    chapters = requests.get(f"{args.base_url}/api/v1/chapters/", timeout=10).json()["chapters"]
    counts = [chapter["verses_count"] for chapter in chapters]

    print(f"{'call':<12}{'requests':>10}{'req/s':>10}{'p50 ms':>10}{'p99 ms':>10}{'errors':>8}")
    for call in ("chapters", "ayah_text", "ayah_image"):
        row = load(base_url=args.base_url, token=token, call=call, seconds=args.seconds, clients=args.clients,
                   counts=counts)
        results["calls"].append(row)
        print(f"{call:<12}{row['requests']:>10}{row['requests_per_s']:>10}{row['p50_ms']:>10}"
              f"{row['p99_ms']:>10}{row['errors']:>8}")

    out = ROOT / "bench" / "results" / "content_api.json"
    out.parent.mkdir(parents=True, exist_ok=True)
    out.write_text(json.dumps(results, indent=2))
    print(f"wrote {out.relative_to(ROOT)}")


if __name__ == "__main__":
    main()
