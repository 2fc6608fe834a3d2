"""Benchmark of the Qur'an's content calls: what a verse costs through nginx's cache and straight
from the app, and what the content POSTs (ayah_text, ayah_image) cost next to the cheapest authenticated call the app
can answer.

    .venv/bin/python bench/content_api.py [--seconds 4] [--rounds 5] [--connections 32] [--workers 2]
        [--nginx-workers 1]

It builds everything it measures and removes it afterwards:

- wrk 4.1 (Debian's package) as the load generator, unpacked into var/tools/wrk on first use (`apt-get download`,
  `dpkg -x`; nothing is installed system-wide). One wrk thread, --connections connections (keep-alive, as browsers);
  each row is a short warm-up and then --seconds of load, and the rows run --rounds times one after the other; a
  row reports its median round (the machine is shared: a busy moment shifts one round, not the figure). wrk's Lua
  scripts (written to a temporary folder) pick a random verse per request (every one of the 6,236 equally likely),
  send the POST bodies and headers, count every answer that is not a 200 and nginx's X-Cache-Status, and print one
  JSON line at the end.
- A throwaway PostgreSQL database (DATABASE_ADMIN_URL, default postgres@127.0.0.1:5432) migrated with the Qur'an
  imported (testing_support.app_server.prepare_database), then vacuumed, analysed and checkpointed before the rows
  (testing_support.databases.database_settle), so neither autovacuum nor a checkpoint runs in the middle of one.
- gunicorn as deployed: production settings, DEBUG off, sync workers (AppServer). --workers defaults to 2, AppServer's
  default: docs/deploy.md recommends two sync workers per core for a machine that only runs the app, but here wrk,
  nginx and PostgreSQL share the same cores, and more workers than the cores left over only take turns. Request
  limits are lifted (one token and one address make every call). A second, identical server adds one bare
  authenticated DRF view (bench/content_api_floor_urls.py, through bench/content_api_floor_settings.py): the floor
  the content POSTs are compared with.
- nginx with deploy/nginx.conf as shipped (testing_support.nginx.Nginx: TLS, the content cache, /media/ from disk),
  access log off. --nginx-workers defaults to 1: wrk's one thread keeps one of the two cores busy, so one worker has
  the other to itself; a second only contends with wrk for it (worker_processes auto, one per core, is right where
  clients come from elsewhere).

Rows (share = the row's req/s ÷ the nginx static file's in the same round, the median over the rounds; the targets
compare their rows the same way):
- nginx static file: the bytes of verse 2:255's answer (gzip, as the verse rows receive it) as a file under /media/,
  asked for without Accept-Encoding so nginx sends it as stored, compressing nothing per request. The ceiling for
  anything nginx answers from its cache.
- DRF floor: GET of the bare authenticated view, with the token, straight to gunicorn.
- POST ayah_text / ayah_image: the content POSTs (docs/product.md §7) for a random verse, with the token, straight
  to gunicorn.
- GET verse / chapters / chapter, straight to gunicorn and through nginx, with `?v=` the current content version
  and Accept-Encoding: gzip. nginx's cache is filled first with every address the rows ask for (all 6,236 verses,
  the chapter list and the 114 chapters), so its rows measure cache hits; the row reports the share of HITs.

Calls straight to gunicorn carry what nginx adds (X-Forwarded-Proto: https, X-Forwarded-For), so the app does the
same work as behind nginx. Each row also says how the CPU was spent while it ran, in % of one core: wrk, nginx, the
app servers, the PostgreSQL server (every process of it, connections that closed during the row included), and the
rest: other processes on the machine and the kernel's time not charged to a process (much of the loopback
network's).

Prints the machine (date, nproc, CPU model, load average before and after), the time to prepare the database, the
memory the in-process content copy costs each app process (hafiz.quran.content, measured with tracemalloc), the
table and the targets with PASS/MISS; writes the same figures to bench/results/content_api.json.
"""

import argparse
import datetime
import json
import os
import platform
import resource
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from concurrent.futures import ThreadPoolExecutor
from contextlib import ExitStack
from dataclasses import dataclass, field
from pathlib import Path
from string import Template
from threading import local

import requests
import urllib3

ROOT = Path(__file__).resolve().parent.parent
BENCH = ROOT / "bench"
# Run as a script, which puts only bench/ on the path; testing_support is at the top.
sys.path.insert(0, str(ROOT))
from testing_support.app_server import BACKEND, NO_LIMITS, AppServer, app_env, prepare_database  # noqa: E402
from testing_support.databases import database_settle, postmaster_pid, throwaway_postgres_database  # noqa: E402
from testing_support.nginx import HOST, Nginx  # noqa: E402
from testing_support.processes import machine_busy_seconds, tree_seconds  # noqa: E402

RESULTS = BENCH / "results" / "content_api.json"
WRK_DIR = ROOT / "var" / "tools" / "wrk"
WRK = WRK_DIR / "usr" / "bin" / "wrk"
# wrk's Lua runtime: the first package of the two wrk's Debian package accepts that apt can fetch.
LUAJIT_PACKAGES = ("libluajit2-5.1-2", "libluajit-5.1-2")
WARM_UP_SECONDS = 2
# wrk's default (2 s) would count a call queued behind 32 others on two sync workers as an error, not a latency.
WRK_TIMEOUT = "5s"
# The static file nginx serves: verse 2:255's answer (Ayat al-Kursi, one of the longest).
STATIC_VERSE = (2, 255)
STATIC_FILE = "bench/verse-2-255.json.gz"
# The content calls' targets (docs/benchmarks.md), as (name, row measured, row it is compared with, least share).
TARGETS = [
    ("verse GET through nginx >= 50 % of nginx's static-file req/s", "verse_nginx", "static", 0.50),
    ("POST ayah_text through the app >= 80 % of the bare authenticated DRF view's req/s", "ayah_text", "floor", 0.80),
    ("POST ayah_image through the app >= 80 % of the bare authenticated DRF view's req/s", "ayah_image", "floor", 0.80),
]

urllib3.disable_warnings(urllib3.exceptions.InsecureRequestWarning)  # nginx presents a self-signed certificate


# --- wrk --------------------------------------------------------------------------------------------------------------


def wrk_binary() -> Path:
    """var/tools/wrk/usr/bin/wrk, unpacked from Debian's packages on first use (as `make system-services` unpacks
    nginx): wrk and a LuaJIT library, which wrk finds through LD_LIBRARY_PATH (wrk_env)."""
    if WRK.exists():
        return WRK
    print("Unpacking wrk into var/tools/wrk…", flush=True)
    WRK_DIR.mkdir(parents=True, exist_ok=True)
    downloads = Path(tempfile.mkdtemp(prefix="hafiz-wrk-"))
    try:

        def download(*packages: str) -> bool:
            # The _apt user may not write to this folder; apt then downloads as the current user, and says so.
            return (
                subprocess.run(["apt-get", "download", "-qq", *packages], cwd=downloads, capture_output=True).returncode
                == 0
            )

        def fetch_all() -> bool:
            return download("wrk") and any(download(package) for package in LUAJIT_PACKAGES)

        if not fetch_all():
            # A machine whose package lists were never fetched (a fresh container) knows no candidates yet.
            sudo = [] if os.geteuid() == 0 else ["sudo"]
            subprocess.run([*sudo, "apt-get", "update", "-qq"], check=True)
            if not fetch_all():
                sys.exit("apt-get download wrk (and libluajit2-5.1-2 or libluajit-5.1-2) failed")
        for deb in downloads.glob("*.deb"):
            subprocess.run(["dpkg", "-x", str(deb), str(WRK_DIR)], check=True)
    finally:
        shutil.rmtree(downloads, ignore_errors=True)
    return WRK


def wrk_env() -> dict[str, str]:
    libraries = [str(path.parent) for path in WRK_DIR.glob("usr/lib/*/libluajit-5.1.so.2")]
    return dict(os.environ, LD_LIBRARY_PATH=os.pathsep.join([*libraries, os.environ.get("LD_LIBRARY_PATH", "")]))


# One script per row. $requests is a Lua list of requests already formatted by wrk.format, so a request costs wrk a
# table lookup; the counters are globals of the thread's Lua state, which done() (in the main state) reads with
# thread:get.
WRK_SCRIPT = Template(r"""-- $label: generated by bench/content_api.py for wrk 4.1.
local threads = {}
local prepared = {}

function setup(thread)
  table.insert(threads, thread)
end

function init(args)
  math.randomseed(os.time())
  local headers = $headers
  for _, target in ipairs($targets) do
    prepared[#prepared + 1] = wrk.format("$method", target[1], headers, target[2])
  end
  non_200, first_non_200, cache_hit, cache_other = 0, 0, 0, 0
end

function request()
  return prepared[math.random(#prepared)]
end

function response(status, headers, body)
  if status ~= 200 then
    non_200 = non_200 + 1
    if first_non_200 == 0 then first_non_200 = status end
  end
  local cache = headers["X-Cache-Status"]
  if cache == "HIT" then
    cache_hit = cache_hit + 1
  elseif cache then
    cache_other = cache_other + 1
  end
end

function done(summary, latency, requests)
  local non_200, first_non_200, cache_hit, cache_other = 0, 0, 0, 0
  for _, thread in ipairs(threads) do
    non_200 = non_200 + thread:get("non_200")
    if first_non_200 == 0 then first_non_200 = thread:get("first_non_200") end
    cache_hit = cache_hit + thread:get("cache_hit")
    cache_other = cache_other + thread:get("cache_other")
  end
  local errors = summary.errors
  io.write(string.format(
    'WRK_RESULT {"requests": %d, "duration_s": %.3f, "bytes": %d, "p50_ms": %.2f, "p99_ms": %.2f, ' ..
    '"mean_ms": %.2f, "connect": %d, "read": %d, "write": %d, "timeout": %d, "status_over_399": %d, ' ..
    '"non_200": %d, "first_non_200": %d, "cache_hit": %d, "cache_other": %d}\n',
    summary.requests, summary.duration / 1e6, summary.bytes, latency:percentile(50) / 1000,
    latency:percentile(99) / 1000, latency.mean / 1000, errors.connect, errors.read, errors.write, errors.timeout,
    errors.status, non_200, first_non_200, cache_hit, cache_other))
end
""")


def lua_string(text: str) -> str:
    # Paths, headers and bodies here are ASCII; JSON's escapes for quotes and backslashes are Lua's too.
    assert text.isascii(), text
    return json.dumps(text)


@dataclass
class Row:
    key: str
    label: str
    base_url: str
    targets: list[tuple[str, str | None]]  # (path, body) pairs, one picked at random per request
    method: str = "GET"
    headers: dict[str, str] = field(default_factory=dict)
    # Its addresses are answered from nginx's cache, which is filled with them before the rows run.
    from_nginx_cache: bool = False

    def script(self) -> str:
        targets = (
            "{"
            + ", ".join(
                "{" + lua_string(path) + (", " + lua_string(body) if body else "") + "}" for path, body in self.targets
            )
            + "}"
        )
        headers = (
            "{" + ", ".join(f"[{lua_string(name)}] = {lua_string(value)}" for name, value in self.headers.items()) + "}"
        )
        return WRK_SCRIPT.substitute(label=self.label, method=self.method, headers=headers, targets=targets)


# --- CPU accounting -----------------------------------------------------------------------------------------------


def children_seconds() -> float:
    """CPU this script's finished children (the wrk runs) have used."""
    usage = resource.getrusage(resource.RUSAGE_CHILDREN)
    return usage.ru_utime + usage.ru_stime


# --- the setup ----------------------------------------------------------------------------------------------------


# Run by content_copy_cost in a subprocess, with an app server's environment: what hafiz.quran.content's copy costs
# one process. The first load pays one-off costs (the connection, imports, the ORM's first queries) and is not
# counted; the second is timed without tracemalloc (which slows allocation); the third is traced: the memory still
# held once it is done is the copy (the one before it is freed when it is replaced), the peak includes the rows
# fetched to build it.
CONTENT_COPY_PROBE = """
import gc, json, time, tracemalloc
import django
django.setup()
from hafiz.quran.content import content_reload
content_reload()
started = time.perf_counter()
content_reload()
load_ms = (time.perf_counter() - started) * 1000
gc.collect()
tracemalloc.start()
copy = content_reload()
gc.collect()
held, peak = tracemalloc.get_traced_memory()
print(json.dumps({"held_mb": round(held / 2**20, 1), "peak_mb": round(peak / 2**20, 1), "load_ms": round(load_ms),
                  "chapters": len(copy.chapters), "verses": len(copy.verses)}))
"""


def content_copy_cost(env: dict[str, str]) -> dict:
    result = subprocess.run(
        [sys.executable, "-c", CONTENT_COPY_PROBE], cwd=BACKEND, env=env, capture_output=True, text=True, check=True
    )
    return json.loads(result.stdout.strip().splitlines()[-1])


def client() -> requests.Session:
    """A client of the site through nginx, as a browser: the site's host name, gzip taken."""
    session = requests.Session()
    session.verify = False
    session.trust_env = False  # no proxy, and no REQUESTS_CA_BUNDLE turning verification back on
    session.headers.update({"Host": HOST, "Accept-Encoding": "gzip"})
    return session


def fill_nginx_cache(base_url: str, paths: list[str]) -> None:
    """Ask nginx once for every address, with the headers the rows send, so that it keeps each answer."""
    sessions = local()

    def fetch(path: str) -> None:
        if not hasattr(sessions, "client"):
            sessions.client = client()
        answer = sessions.client.get(base_url + path, timeout=30)
        answer.raise_for_status()

    with ThreadPoolExecutor(max_workers=8) as pool:
        list(pool.map(fetch, paths))


# --- one row ------------------------------------------------------------------------------------------------------


@dataclass
class WatchedProcesses:
    """The servers whose CPU a row reports, each by its main process (its workers and connections are its
    children)."""

    nginx_pid: int
    app_pids: list[int]
    postmaster_pid: int

    def seconds(self) -> dict[str, float]:
        return {
            "nginx": tree_seconds(self.nginx_pid),
            "app": sum(tree_seconds(pid) for pid in self.app_pids),
            "database": tree_seconds(self.postmaster_pid),
        }


def run_wrk(row: Row, *, seconds: float, connections: int, scripts: Path) -> dict:
    script = scripts / f"{row.key}.lua"
    script.write_text(row.script())
    command = [
        str(WRK),
        "--threads",
        "1",
        "--connections",
        str(connections),
        "--timeout",
        WRK_TIMEOUT,
        "--duration",
        f"{seconds:g}s",
        "--script",
        str(script),
        row.base_url + "/",
    ]
    result = subprocess.run(command, env=wrk_env(), capture_output=True, text=True)
    line = next((line for line in result.stdout.splitlines() if line.startswith("WRK_RESULT ")), None)
    if result.returncode != 0 or line is None:
        raise RuntimeError(f"wrk failed for {row.label}:\n{result.stdout}\n{result.stderr}")
    return json.loads(line.removeprefix("WRK_RESULT "))


def measure(row: Row, *, seconds: float, connections: int, scripts: Path, processes: WatchedProcesses) -> dict:
    run_wrk(row, seconds=WARM_UP_SECONDS, connections=connections, scripts=scripts)

    before = processes.seconds()
    machine_before, wrk_before, started = machine_busy_seconds(), children_seconds(), time.monotonic()

    figures = run_wrk(row, seconds=seconds, connections=connections, scripts=scripts)

    elapsed = time.monotonic() - started
    cpu = {"wrk": children_seconds() - wrk_before}
    cpu |= {name: spent - before[name] for name, spent in processes.seconds().items()}
    cpu["other"] = max(0.0, machine_busy_seconds() - machine_before - sum(cpu.values()))

    errors = figures["connect"] + figures["read"] + figures["write"] + figures["timeout"] + figures["non_200"]
    cache_answers = figures["cache_hit"] + figures["cache_other"]
    return {
        "row": row.label,
        "requests": figures["requests"],
        "requests_per_s": round(figures["requests"] / figures["duration_s"], 1),
        "p50_ms": round(figures["p50_ms"], 2),
        "p99_ms": round(figures["p99_ms"], 2),
        "mean_ms": round(figures["mean_ms"], 2),
        "errors": errors,
        "error_kinds": {kind: figures[kind] for kind in ("connect", "read", "write", "timeout", "non_200")},
        "first_non_200_status": figures["first_non_200"] or None,
        "bytes_per_answer": round(figures["bytes"] / max(1, figures["requests"])),  # headers included
        "cache_hit_share": round(figures["cache_hit"] / cache_answers, 4) if cache_answers else None,
        "cpu_pct_of_one_core": {name: round(100 * spent / elapsed) for name, spent in cpu.items()},
        "addresses": len(row.targets),
    }


# --- the run ------------------------------------------------------------------------------------------------------


def machine() -> dict:
    cpu_model = next(
        (
            line.split(":", 1)[1].strip()
            for line in Path("/proc/cpuinfo").read_text().splitlines()
            if line.startswith("model name")
        ),
        platform.processor(),
    )
    return {
        "date": datetime.datetime.now().astimezone().isoformat(timespec="seconds"),
        "nproc": os.cpu_count(),
        "cpu_model": cpu_model,
        "loadavg_before": Path("/proc/loadavg").read_text().strip(),
    }


def rows(*, app: str, floor: str, site: str, token: str, version: str, verse_counts: list[int]) -> list[Row]:
    verses = [(chapter, verse) for chapter, count in enumerate(verse_counts, start=1) for verse in range(1, count + 1)]
    # What nginx adds to every call it passes on; the app reads both (SECURE_PROXY_SSL_HEADER, NUM_PROXIES=1).
    as_behind_nginx = {"X-Forwarded-Proto": "https", "X-Forwarded-For": "127.0.0.1"}
    gzip = {"Accept-Encoding": "gzip"}
    authorized = {**as_behind_nginx, **gzip, "Authorization": f"Token {token}"}
    posted = {**authorized, "Content-Type": "application/json"}
    verse_paths = [(f"/api/v1/verses/{chapter}/{verse}/?v={version}", None) for chapter, verse in verses]
    chapters_path = [(f"/api/v1/chapters/?language=en&v={version}", None)]
    chapter_paths = [
        (f"/api/v1/chapters/{number}?language=en&v={version}", None) for number in range(1, len(verse_counts) + 1)
    ]

    def bodies(game: str) -> list[tuple[str, str]]:
        return [
            (f"/api/v1/games/{game}/", json.dumps({"surah_id": chapter, "ayah_id": verse})) for chapter, verse in verses
        ]

    return [
        Row("static", "nginx static file", site, [(f"/media/{STATIC_FILE}", None)], headers={"Host": HOST}),
        Row(
            "floor", "DRF floor (bare authenticated view)", floor, [("/api/v1/bench/floor/", None)], headers=authorized
        ),
        Row("ayah_text", "POST ayah_text (gunicorn)", app, bodies("ayah_text"), method="POST", headers=posted),
        Row("ayah_image", "POST ayah_image (gunicorn)", app, bodies("ayah_image"), method="POST", headers=posted),
        Row("verse_gunicorn", "GET verse (gunicorn)", app, verse_paths, headers={**as_behind_nginx, **gzip}),
        Row(
            "verse_nginx", "GET verse (nginx)", site, verse_paths, headers={"Host": HOST, **gzip}, from_nginx_cache=True
        ),
        Row("chapters_gunicorn", "GET chapters (gunicorn)", app, chapters_path, headers={**as_behind_nginx, **gzip}),
        Row(
            "chapters_nginx",
            "GET chapters (nginx)",
            site,
            chapters_path,
            headers={"Host": HOST, **gzip},
            from_nginx_cache=True,
        ),
        Row(
            "chapter_gunicorn", "GET chapter detail (gunicorn)", app, chapter_paths, headers={**as_behind_nginx, **gzip}
        ),
        Row(
            "chapter_nginx",
            "GET chapter detail (nginx)",
            site,
            chapter_paths,
            headers={"Host": HOST, **gzip},
            from_nginx_cache=True,
        ),
    ]


def paired_share(measured: list[dict], compared_with: list[dict]) -> float:
    """The median over the rounds of one row's req/s ÷ another's in the same round: rows seconds apart, so a slow
    minute of the shared machine weighs on both sides of each ratio."""
    return statistics.median(
        row["requests_per_s"] / other["requests_per_s"] for row, other in zip(measured, compared_with, strict=True)
    )


def median_round(rounds: list[dict]) -> dict:
    """The round with the median req/s (the lower middle one of an even number), every round's req/s beside it."""
    median = sorted(rounds, key=lambda figures: figures["requests_per_s"])[(len(rounds) - 1) // 2]
    return {**median, "requests_per_s_rounds": [figures["requests_per_s"] for figures in rounds]}


def print_table(results: list[dict]) -> None:
    print(
        f"\n{'row':<38}{'req/s':>9}{'rounds':>17}{'p50 ms':>9}{'p99 ms':>9}{'errors':>8}{'share':>7}{'HIT':>7}   "
        f"CPU % of one core: wrk/nginx/app/db/other"
    )
    for row in results:
        hits = f"{row['cache_hit_share']:.0%}" if row["cache_hit_share"] is not None else "-"
        cpu = "/".join(str(row["cpu_pct_of_one_core"][name]) for name in ("wrk", "nginx", "app", "database", "other"))
        spread = f"{min(row['requests_per_s_rounds']):.0f}-{max(row['requests_per_s_rounds']):.0f}"
        print(
            f"{row['row']:<38}{row['requests_per_s']:>9.0f}{spread:>17}{row['p50_ms']:>9.1f}{row['p99_ms']:>9.1f}"
            f"{row['errors']:>8}{row['share']:>7.0%}{hits:>7}   {cpu}"
        )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument(
        "--seconds", type=float, default=4, help=f"Load per row and round, after a {WARM_UP_SECONDS} s warm-up."
    )
    parser.add_argument("--rounds", type=int, default=5, help="Times every row is run; each reports its median.")
    parser.add_argument("--connections", type=int, default=32, help="wrk's open connections.")
    parser.add_argument("--workers", type=int, default=2, help="gunicorn sync workers per app server.")
    parser.add_argument("--nginx-workers", type=int, default=1, help="nginx's worker_processes.")
    args = parser.parse_args()

    wrk_binary()
    report: dict = {
        "machine": machine(),
        "seconds_per_row": args.seconds,
        "rounds": args.rounds,
        "warm_up_seconds": WARM_UP_SECONDS,
        "connections": args.connections,
        "wrk_threads": 1,
        "gunicorn_workers": args.workers,
        "nginx_worker_processes": args.nginx_workers,
    }
    print(
        f"{report['machine']['date']}  nproc {report['machine']['nproc']}  {report['machine']['cpu_model']}\n"
        f"load average before: {report['machine']['loadavg_before']}",
        flush=True,
    )

    # Everything below is undone in reverse order, whatever fails: nginx and the app servers stop before their
    # database is dropped, and the working folder (logs, media, nginx's cache) goes last.
    with ExitStack() as undo:
        workdir = Path(tempfile.mkdtemp(prefix="hafiz-bench-content-"))
        undo.callback(shutil.rmtree, workdir, ignore_errors=True)
        media_root = workdir / "media"
        database_url, _ = undo.enter_context(throwaway_postgres_database("hafiz_bench_content"))
        # As in production behind nginx (system_tests/test_nginx.py): nginx's address is the one proxy, it says the
        # call came over HTTPS, and the site's host name is allowed. No request limits: one token and one address
        # make every call.
        env = app_env(
            database_url=database_url,
            media_root=media_root,
            ALLOWED_HOSTS=f"{HOST},127.0.0.1",
            NUM_PROXIES="1",
            **NO_LIMITS,
        )
        del env["SECURE_SSL_REDIRECT"]
        floor_env = dict(
            env,
            DJANGO_SETTINGS_MODULE="content_api_floor_settings",
            PYTHONPATH=os.pathsep.join(filter(None, [str(BENCH), env.get("PYTHONPATH")])),
        )

        print("Preparing the database (migrate, import_quran)…", flush=True)
        started = time.monotonic()
        prepare_database(env)
        report["prepare_database_s"] = round(time.monotonic() - started, 1)
        report["content_copy_per_process"] = copy = content_copy_cost(env)
        print(
            f"database prepared in {report['prepare_database_s']} s; the content copy ({copy['chapters']} "
            f"chapters, {copy['verses']} verses) holds {copy['held_mb']} MB per app process (peak "
            f"{copy['peak_mb']} MB while loading), loaded in {copy['load_ms']} ms",
            flush=True,
        )

        app = AppServer(env=env, log_dir=workdir, workers=args.workers, log_level="warning")
        floor = AppServer(env=floor_env, log_dir=workdir, workers=args.workers, log_level="warning")
        undo.enter_context(app)
        undo.enter_context(floor)
        nginx = undo.enter_context(
            Nginx(
                folder=workdir / "nginx",
                app_ports=[app.port],
                media_root=media_root,
                worker_processes=args.nginx_workers,
                access_log=False,
            )
        )
        print(
            f"gunicorn --workers {args.workers} on {app.url} (app) and {floor.url} (floor); nginx "
            f"worker_processes {args.nginx_workers} on {nginx.https}",
            flush=True,
        )

        site = client()
        version = site.get(f"{nginx.https}/api/v1/config/", timeout=10).json()["content_version"]
        chapters = site.get(f"{nginx.https}/api/v1/chapters/?language=en&v={version}", timeout=10).json()
        verse_counts = [chapter["verses_count"] for chapter in chapters["chapters"]]
        token = site.post(f"{nginx.https}/api/v1/auth/login_demo/", timeout=10).json()["token"]
        # The static file: the very bytes the verse rows receive for this verse (gzip, left undecoded).
        chapter, verse = STATIC_VERSE
        answer = site.get(f"{nginx.https}/api/v1/verses/{chapter}/{verse}/?v={version}", stream=True, timeout=10)
        static = media_root / STATIC_FILE
        static.parent.mkdir(parents=True, exist_ok=True)
        static.write_bytes(answer.raw.read(decode_content=False))
        report["static_file_bytes"] = static.stat().st_size
        report["content_version"] = version

        benchmark_rows = rows(
            app=app.url, floor=floor.url, site=nginx.https, token=token, version=version, verse_counts=verse_counts
        )
        cached = sorted({path for row in benchmark_rows if row.from_nginx_cache for path, _ in row.targets})
        print(
            f"Filling nginx's cache with the {len(cached)} addresses its rows ask for (every verse, the chapter "
            f"list, every chapter)…",
            flush=True,
        )
        started = time.monotonic()
        fill_nginx_cache(nginx.https, cached)
        print(f"filled in {time.monotonic() - started:.0f} s", flush=True)

        database_settle(database_url)
        processes = WatchedProcesses(
            nginx_pid=nginx.process.pid,
            app_pids=[app.process.pid, floor.process.pid],
            postmaster_pid=postmaster_pid(database_url),
        )
        scripts = Path(undo.enter_context(tempfile.TemporaryDirectory(prefix="hafiz-wrk-scripts-")))
        rounds: dict[str, list[dict]] = {row.key: [] for row in benchmark_rows}
        for number in range(1, args.rounds + 1):
            for row in benchmark_rows:
                print(f"  round {number} of {args.rounds}: {row.label}…", flush=True)
                rounds[row.key].append(
                    measure(
                        row, seconds=args.seconds, connections=args.connections, scripts=scripts, processes=processes
                    )
                )
        results = [median_round(rounds[row.key]) for row in benchmark_rows]

    for row, result in zip(benchmark_rows, results):
        result["share"] = round(paired_share(rounds[row.key], rounds["static"]), 4)
    report["rows"] = results
    report["machine"]["loadavg_after"] = Path("/proc/loadavg").read_text().strip()

    print(
        f"\n{args.connections} connections, 1 wrk thread, {args.seconds:g} s per row after {WARM_UP_SECONDS} s of "
        f"warm-up, median of {args.rounds} rounds (rounds: the least and most req/s); every verse equally likely "
        f"(all {sum(verse_counts)} in nginx's cache); static file {report['static_file_bytes']} bytes; share = req/s "
        f"÷ the static file's in the same round, median of the rounds"
    )
    print_table(results)
    report["targets"] = []
    print()
    for name, measured, compared_with, least in TARGETS:
        share = paired_share(rounds[measured], rounds[compared_with])
        passed = share >= least
        report["targets"].append({"target": name, "share": round(share, 4), "least": least, "pass": passed})
        print(f"{'PASS' if passed else 'MISS'}  {name}: {share:.0%}")
    print(f"\nload average after: {report['machine']['loadavg_after']}")

    RESULTS.parent.mkdir(parents=True, exist_ok=True)
    RESULTS.write_text(json.dumps(report, indent=2) + "\n")
    print(f"wrote {RESULTS.relative_to(ROOT)}")


if __name__ == "__main__":
    main()
