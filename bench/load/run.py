"""Load test: many learners doing the real flow (bench/load/locustfile.py) against gunicorn.

    make load                                   # 200 learners, 60 s, throwaway PostgreSQL database
    make load LOAD_DATABASE=sqlite LEARNERS=20  # the embedded SQLite default
    make load BASE_URL=http://127.0.0.1:8000    # a running app (needs DEMO_LOGIN=1 and high GUEST_RATE and ANONYMOUS_RATE)

Without --base-url it makes a throwaway database (PostgreSQL on DATABASE_ADMIN_URL, or an SQLite file), migrates it,
imports the Qur'an, serves it with gunicorn as in production (DEBUG off, --workers/--threads), runs Locust headless
against it, and removes everything afterwards. Prints requests/s, p50/p95/p99 and errors per call; writes the same to
bench/results/load-<database>-<learners>.json.
"""

import argparse
import json
import os
import shutil
import subprocess
import sys
import tempfile
from contextlib import contextmanager
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
# Run as a script (`make load`), which puts only this folder on the path; testing_support is at the top.
sys.path.insert(0, str(ROOT))
from testing_support.app_server import AppServer, app_env, prepare_database  # noqa: E402
from testing_support.databases import throwaway_postgres_database  # noqa: E402
from testing_support.processes import child_pids  # noqa: E402

LOCUST = Path(os.environ.get("LOCUST", ROOT / "var" / "load-venv" / "bin" / "locust"))


def _ticks(pid: int) -> int:
    """CPU time a process has used so far (user + system, in clock ticks); 0 once it is gone."""
    try:
        fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    except OSError:
        return 0
    return int(fields[11]) + int(fields[12])


def _machine_ticks() -> tuple[int, int]:
    """(busy, total) clock ticks of all cores since boot."""
    values = [int(value) for value in Path("/proc/stat").read_text().splitlines()[0].split()[1:]]
    idle = values[3] + values[4]
    return sum(values) - idle, sum(values)


class CpuShare:
    """How the machine's CPU was spent while Locust ran: this test's own processes (the app server, its database
    connections, Locust) against everything else. On a shared machine the rest takes CPU the app would have had,
    which shows in the latencies; this says how much."""

    def __init__(self, own_pids):
        self._own_pids = own_pids

    def __enter__(self) -> "CpuShare":
        self._started = {pid: _ticks(pid) for pid in self._own_pids()}
        self._machine = _machine_ticks()
        return self

    def __exit__(self, *exc) -> None:
        pids = set(self._started) | set(self._own_pids())
        own = sum(_ticks(pid) - self._started.get(pid, 0) for pid in pids)
        busy, total = (now - before for now, before in zip(_machine_ticks(), self._machine))
        self.figures = {"machine_busy_pct": round(100 * busy / total, 1), "this_test_pct": round(100 * own / total, 1),
                        "other_processes_pct": round(100 * max(busy - own, 0) / total, 1),
                        "load_average_1min": float(Path("/proc/loadavg").read_text().split()[0])}


@contextmanager
def _database(kind: str, workdir: Path):
    """(URL, function giving the pids of the database's server processes for this test)."""
    if kind == "sqlite":
        yield f"sqlite:///{workdir / 'load.sqlite3'}", list
        return
    with throwaway_postgres_database("hafiz_load") as database:
        yield database


@contextmanager
def _app(*, database_url: str, workdir: Path, workers: int, threads: int):
    """(URL, function giving the pids of the app server's processes)."""
    # A Redis the environment names is used, as production would use it.
    env = app_env(database_url=database_url, media_root=workdir / "media", redis_url=os.environ.get("REDIS_URL"))
    print("Preparing the database (migrate, import_quran)…", flush=True)
    prepare_database(env)
    with AppServer(env=env, log_dir=workdir, workers=workers, threads=threads) as server:
        print(f"Serving on {server.url} with gunicorn --workers {workers} --threads {threads}", flush=True)
        yield server.url, lambda: [server.process.pid, *child_pids(server.process.pid)]


def _locust(*, base_url: str, learners: int, seconds: int, spawn_rate: float, results: Path,
            think: tuple[float, float], own_pids) -> int:
    env = dict(os.environ, LOAD_RESULTS=str(results), LOAD_THINK_MIN=str(think[0]), LOAD_THINK_MAX=str(think[1]))
    command = [str(LOCUST), "-f", str(Path(__file__).with_name("locustfile.py")), "--headless", "--only-summary",
               "--host", base_url, "--users", str(learners), "--spawn-rate", str(spawn_rate),
               "--run-time", f"{seconds}s", "--stop-timeout", "10", "--loglevel", "WARNING"]
    locust = subprocess.Popen(command, env=env, stdout=sys.stdout, stderr=subprocess.DEVNULL)
    with CpuShare(lambda: [locust.pid, *own_pids()]) as cpu:
        code = locust.wait()
    print(f"CPU while it ran: the machine {cpu.figures['machine_busy_pct']}% busy (both cores), this test "
          f"(app, database, Locust) {cpu.figures['this_test_pct']}%, other processes "
          f"{cpu.figures['other_processes_pct']}%; load average {cpu.figures['load_average_1min']}")
    if results.exists():
        report = json.loads(results.read_text())
        report["cpu"] = cpu.figures
        results.write_text(json.dumps(report, indent=2))
    return code


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--database", choices=["postgres", "sqlite"], default="postgres")
    parser.add_argument("--base-url", help="Load a running app instead of starting one.")
    parser.add_argument("--learners", type=int, default=200)
    parser.add_argument("--seconds", type=int, default=60)
    parser.add_argument("--spawn-rate", type=float, default=None, help="Learners started per second (default: "
                        "all within 10 s).")
    # Sync workers, two per core, as `make run` and README's production command: they beat threaded workers here
    # (threads of one process contend for the GIL; nginx buffers slow clients for sync workers).
    parser.add_argument("--workers", type=int, default=int(os.environ.get("WEB_CONCURRENCY", 4)))
    parser.add_argument("--threads", type=int, default=1)
    parser.add_argument("--think", type=float, nargs=2, default=(1.0, 3.0), metavar=("MIN", "MAX"),
                        help="Seconds a learner waits between two calls.")
    args = parser.parse_args()
    if not LOCUST.exists():
        sys.exit(f"{LOCUST} is missing: run `make load` (it makes var/load-venv) or set LOCUST.")
    spawn_rate = args.spawn_rate or max(1.0, args.learners / 10)
    label = "url" if args.base_url else args.database
    results = ROOT / "bench" / "results" / f"load-{label}-{args.learners}.json"

    def run(base_url: str, own_pids=list) -> int:
        print(f"{args.learners} learners for {args.seconds} s, thinking {args.think[0]:g}–{args.think[1]:g} s "
              f"between calls", flush=True)
        return _locust(base_url=base_url, learners=args.learners, seconds=args.seconds, spawn_rate=spawn_rate,
                       results=results, think=tuple(args.think), own_pids=own_pids)

    if args.base_url:
        code = run(args.base_url)
    else:
        workdir = Path(tempfile.mkdtemp(prefix="hafiz-load-"))
        try:
            with _database(args.database, workdir) as (database_url, database_pids), \
                    _app(database_url=database_url, workdir=workdir, workers=args.workers,
                         threads=args.threads) as (base_url, app_pids):
                code = run(base_url, lambda: [*app_pids(), *database_pids()])
        finally:
            shutil.rmtree(workdir, ignore_errors=True)
    print(f"wrote {results.relative_to(ROOT)}")
    sys.exit(code)


if __name__ == "__main__":
    main()
