"""Load test: many learners doing the real flow (bench/load/locustfile.py) against the app as deployed.

    make load                                   # 200 learners, 60 s, PostgreSQL: straight to gunicorn, then via nginx
    make load LEARNERS=1000 LOAD_VIA=nginx      # one of the two
    make load LOAD_DATABASE=sqlite LEARNERS=20  # the embedded SQLite default
    make load BASE_URL=http://127.0.0.1:8000    # a running app (DEMO_LOGIN=1, high GUEST_RATE and ANONYMOUS_RATE)

Without --base-url it makes a throwaway database (PostgreSQL on DATABASE_ADMIN_URL, or an SQLite file), migrates it,
imports the Qur'an and settles it (vacuum, analyse, checkpoint), then for each way in (--via) serves it with a fresh
gunicorn as in production (DEBUG off, --workers/--threads, the shared cache in Redis: --redis-url) and runs Locust
headless against it: straight to gunicorn, and through nginx with the shipped deploy/nginx.conf (HTTPS, its content
cache; testing_support.nginx). Both ways play on the same database, one after the other. Everything is removed
afterwards.

Prints, per way in: requests/s, p50/p95/p99 and errors per call; the CPU milliseconds per call of the app server,
PostgreSQL (the whole server: connections, autovacuum, checkpoints), Redis and nginx; and how the machine's two cores
were shared (Locust's own share included: it runs here too). Writes the same to
bench/results/load-<database>-<way>-<learners>.json.
"""

import argparse
import json
import os
import resource
import shutil
import subprocess
import sys
import tempfile
import time
from contextlib import ExitStack, contextmanager
from dataclasses import dataclass
from pathlib import Path

import redis

ROOT = Path(__file__).resolve().parents[2]
# Run as a script (`make load`), which puts only this folder on the path; testing_support is at the top.
sys.path.insert(0, str(ROOT))
from testing_support.app_server import AppServer, app_env, prepare_database  # noqa: E402
from testing_support.databases import database_settle, postmaster_pid, throwaway_postgres_database  # noqa: E402
from testing_support.nginx import HOST, Nginx  # noqa: E402
from testing_support.processes import machine_busy_seconds, machine_seconds, tree_seconds  # noqa: E402

LOCUST = Path(os.environ.get("LOCUST", ROOT / "var" / "load-venv" / "bin" / "locust"))
PY_SPY = LOCUST.with_name("py-spy")
# More of py-spy's options for --profile, e.g. PY_SPY_OPTIONS=--gil: only samples holding Python's lock (CPU time).
PY_SPY_OPTIONS = os.environ.get("PY_SPY_OPTIONS", "").split()
WAYS = ("gunicorn", "nginx")


@dataclass
class Servers:
    """The processes whose CPU a run reports, by their main process (workers and connections are its children)."""

    app_pid: int | None
    database_pid: int | None
    nginx_pid: int | None
    redis_url: str | None

    def seconds(self) -> dict[str, float]:
        found = {
            name: tree_seconds(pid)
            for name, pid in (("app", self.app_pid), ("database", self.database_pid), ("nginx", self.nginx_pid))
            if pid
        }
        if self.redis_url:
            try:
                cpu = redis.Redis.from_url(self.redis_url).info("cpu")
            except redis.RedisError:
                return found  # not running: the app serves without it (hafiz.common.cache)
            found["redis"] = cpu["used_cpu_user"] + cpu["used_cpu_sys"]
        return found


class CpuUse:
    """The CPU each server, Locust and the rest of the machine used while Locust ran, in seconds and as a share of
    both cores. On a shared machine the rest takes CPU the app would have had, which shows in the latencies."""

    def __init__(self, servers: Servers):
        self._servers = servers
        self._before = self._now()

    def _now(self) -> dict[str, float]:
        # Locust is this script's child: once waited for, its CPU is in RUSAGE_CHILDREN (the app servers and nginx,
        # children too, are still running and not counted there).
        children = resource.getrusage(resource.RUSAGE_CHILDREN)
        return {
            **self._servers.seconds(),
            "locust": children.ru_utime + children.ru_stime,
            "busy": machine_busy_seconds(),
            "all": machine_seconds(),
        }

    def stop(self) -> None:
        used = {name: max(0.0, value - self._before.get(name, 0.0)) for name, value in self._now().items()}
        total, busy = used.pop("all"), used.pop("busy")
        used["other"] = max(0.0, busy - sum(used.values()))
        self.seconds = {name: round(value, 2) for name, value in used.items()}
        self.shares_pct = {name: round(100 * value / total, 1) for name, value in used.items()}
        self.shares_pct["machine_busy"] = round(100 * busy / total, 1)


def _profiler(*, app_pid: int, seconds: int, output: Path) -> subprocess.Popen:
    """py-spy sampling the app server's workers for `seconds`, as collapsed stacks (one line per stack and its
    samples), summed up afterwards by bench/load/profile_summary.py."""
    command = [
        str(PY_SPY),
        "record",
        "--pid",
        str(app_pid),
        "--subprocesses",
        "--nonblocking",
        "--rate",
        "200",
        *PY_SPY_OPTIONS,
        "--duration",
        str(seconds),
        "--format",
        "raw",
        "--output",
        str(output),
    ]
    return subprocess.Popen(command, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)


def _locust(
    *,
    base_url: str,
    learners: int,
    seconds: int,
    spawn_rate: float,
    results: Path,
    think: tuple[float, float],
    servers: Servers,
    host_header: str | None,
    profile: Path | None,
) -> int:
    env = dict(
        os.environ,
        LOAD_RESULTS=str(results),
        LOAD_THINK_MIN=str(think[0]),
        LOAD_THINK_MAX=str(think[1]),
        LOAD_HOST_HEADER=host_header or "",
    )
    command = [
        str(LOCUST),
        "-f",
        str(Path(__file__).with_name("locustfile.py")),
        "--headless",
        "--only-summary",
        "--host",
        base_url,
        "--users",
        str(learners),
        "--spawn-rate",
        str(spawn_rate),
        "--run-time",
        f"{seconds}s",
        "--stop-timeout",
        "10",
        "--loglevel",
        "WARNING",
    ]
    results.unlink(missing_ok=True)
    locust = subprocess.Popen(command, env=env, stdout=sys.stdout, stderr=subprocess.DEVNULL)
    cpu = CpuUse(servers)
    # Sampled once every learner is playing: the ramp-up's sign-ins are a moment, the study is the load.
    ramp_up = min(seconds // 2, int(learners / spawn_rate) + 1)
    profiler = None
    if profile is not None and servers.app_pid:
        time.sleep(ramp_up)
        profiler = _profiler(app_pid=servers.app_pid, seconds=seconds - ramp_up - 1, output=profile)
    code = locust.wait()
    cpu.stop()
    if profiler is not None:
        profiler.wait()
        print(
            f"py-spy's samples of the app's workers: {profile.relative_to(ROOT)} "
            f"(bench/load/profile_summary.py {profile.relative_to(ROOT)})",
            flush=True,
        )
    if not results.exists():
        print("Locust wrote no results", flush=True)
        return code or 1
    report = json.loads(results.read_text())
    calls = max(report["total"]["requests"], 1)
    report["cpu_s"] = cpu.seconds
    report["cpu_ms_per_call"] = {
        name: round(1000 * value / calls, 2) for name, value in cpu.seconds.items() if name not in ("locust", "other")
    }
    report["cpu_share_pct"] = cpu.shares_pct
    report["load_average_1min"] = float(Path("/proc/loadavg").read_text().split()[0])
    results.write_text(json.dumps(report, indent=2))
    print("CPU per call: " + ", ".join(f"{name} {value} ms" for name, value in report["cpu_ms_per_call"].items()))
    print(
        "Share of the two cores: "
        + ", ".join(f"{name} {value}%" for name, value in cpu.shares_pct.items())
        + f"; load average {report['load_average_1min']}",
        flush=True,
    )
    return code


@contextmanager
def _database(kind: str, workdir: Path):
    """(URL, the database server's main process or None)."""
    if kind == "sqlite":
        yield f"sqlite:///{workdir / 'load.sqlite3'}", None
        return
    with throwaway_postgres_database("hafiz_load") as (url, _):
        yield url, url


@contextmanager
def _served(*, way: str, env: dict[str, str], workdir: Path, workers: int, threads: int, learners: int):
    """(base URL, Host header or None, app pid, nginx pid or None) of a fresh app server, reached `way`."""
    if way == "nginx":
        # As in production behind nginx (system_tests/test_nginx.py): nginx's address is the one proxy and it says
        # the call came over HTTPS; the site's host name is allowed.
        env = dict(env, ALLOWED_HOSTS=f"{HOST},127.0.0.1", NUM_PROXIES="1")
        env.pop("SECURE_SSL_REDIRECT", None)
    with ExitStack() as stack:
        app = stack.enter_context(
            AppServer(env=env, log_dir=workdir, workers=workers, threads=threads, log_level="warning")
        )
        nginx = (
            stack.enter_context(
                Nginx(
                    folder=workdir / f"nginx-{app.port}",
                    app_ports=[app.port],
                    media_root=workdir / "media",
                    access_log=False,
                    worker_connections=max(1024, 4 * learners),
                )
            )
            if way == "nginx"
            else None
        )
        print(
            f"gunicorn --workers {workers} --threads {threads} on {app.url}"
            + (f", nginx (deploy/nginx.conf) on {nginx.https}" if nginx else ""),
            flush=True,
        )
        yield (
            (nginx.https, HOST, app.process.pid, nginx.process.pid) if nginx else (app.url, None, app.process.pid, None)
        )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--database", choices=["postgres", "sqlite"], default="postgres")
    parser.add_argument("--base-url", help="Load a running app instead of starting one.")
    parser.add_argument("--via", choices=["both", *WAYS], default="both", help="How the learners reach the app.")
    parser.add_argument("--learners", type=int, default=200)
    parser.add_argument("--seconds", type=int, default=60)
    parser.add_argument(
        "--spawn-rate",
        type=float,
        default=None,
        help="Learners started per second (default: a tenth of them, so all are playing after 10 s).",
    )
    # Sync workers, two per core, as `make run` and docs/deploy.md's production command: they beat threaded workers here
    # (threads of one process contend for the GIL; nginx buffers slow clients for sync workers).
    parser.add_argument("--workers", type=int, default=int(os.environ.get("WEB_CONCURRENCY", 4)))
    parser.add_argument("--threads", type=int, default=1)
    parser.add_argument(
        "--redis-url",
        default=os.environ.get("REDIS_URL", "redis://127.0.0.1:6379/5"),
        help="The shared cache, as in production (request limits, held sign-ins); '' for none.",
    )
    parser.add_argument(
        "--profile",
        action="store_true",
        help="Sample the app's workers with py-spy once every "
        "learner plays (bench/results/load-…-profile.txt; bench/load/profile_summary.py sums it up).",
    )
    parser.add_argument(
        "--think",
        type=float,
        nargs=2,
        default=(1.0, 3.0),
        metavar=("MIN", "MAX"),
        help="Seconds a learner waits between two calls.",
    )
    args = parser.parse_args()
    if not LOCUST.exists():
        sys.exit(f"{LOCUST} is missing: run `make load` (it makes var/load-venv) or set LOCUST.")
    spawn_rate = args.spawn_rate or max(1.0, args.learners / 10)

    def run(*, base_url: str, label: str, servers: Servers, host_header: str | None = None) -> int:
        results = ROOT / "bench" / "results" / f"load-{label}-{args.learners}.json"
        print(
            f"\n{label}: {args.learners} learners for {args.seconds} s, thinking {args.think[0]:g}–"
            f"{args.think[1]:g} s between calls",
            flush=True,
        )
        profile = results.with_name(f"{results.stem}-profile.txt") if args.profile else None
        code = _locust(
            base_url=base_url,
            learners=args.learners,
            seconds=args.seconds,
            spawn_rate=spawn_rate,
            results=results,
            think=tuple(args.think),
            servers=servers,
            host_header=host_header,
            profile=profile,
        )
        print(f"wrote {results.relative_to(ROOT)}", flush=True)
        return code

    if args.base_url:
        sys.exit(run(base_url=args.base_url, label="url", servers=Servers(None, None, None, None)))

    codes = []
    workdir = Path(tempfile.mkdtemp(prefix="hafiz-load-"))
    try:
        with _database(args.database, workdir) as (database_url, postgres_url):
            # A key prefix of its own: the run's limits and sign-ins never meet another app's on the same Redis.
            env = app_env(
                database_url=database_url,
                media_root=workdir / "media",
                redis_url=args.redis_url or None,
                CACHE_KEY_PREFIX=f"hafiz-load-{os.getpid()}-{int(time.time())}",
            )
            print("Preparing the database (migrate, import_quran)…", flush=True)
            prepare_database(env)
            if postgres_url:
                database_settle(postgres_url)
            database_pid = postmaster_pid(postgres_url) if postgres_url else None
            ways = WAYS if args.via == "both" else (args.via,)
            for way in ways:
                with _served(
                    way=way,
                    env=env,
                    workdir=workdir,
                    workers=args.workers,
                    threads=args.threads,
                    learners=args.learners,
                ) as (base_url, host_header, app_pid, nginx_pid):
                    servers = Servers(
                        app_pid=app_pid,
                        nginx_pid=nginx_pid,
                        redis_url=args.redis_url or None,
                        database_pid=database_pid,
                    )
                    codes.append(
                        run(base_url=base_url, label=f"{args.database}-{way}", servers=servers, host_header=host_header)
                    )
    finally:
        shutil.rmtree(workdir, ignore_errors=True)
    sys.exit(max(codes, default=1))


if __name__ == "__main__":
    main()
