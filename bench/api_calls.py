"""What each call of a learner's study costs the app, one call at a time: CPU milliseconds in the app process and
database queries per call, for the calls `make load` plays (sign-in, config, chapters, verse, the four games dealt
and graded to a win, quests, leaderboard). Optionally where the CPU of one call goes (cProfile).

    .venv/bin/python bench/api_calls.py                       # 200 learners, each call once per learner
    .venv/bin/python bench/api_calls.py --profile "grade memory"

It makes a throwaway PostgreSQL database (DATABASE_ADMIN_URL, as bench/content_api.py), migrates and imports it,
then runs the calls in a child process with the production settings and the shared cache in Redis (--redis-url), as
a gunicorn worker would, through Django's test client (no HTTP server: the figures are the app's own). Games' xp is
paid however fast they are won (PACE_SCALE=0: the pace budget is endless), so every grading pays as it does under
load. `make load` says how these add up under many learners; this says which call to make cheaper and, with
--profile, where.
"""

import argparse
import os
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
BENCH = Path(__file__).resolve().parent
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(BENCH / "load"))


def _parent(args: argparse.Namespace) -> int:
    from testing_support.app_server import BACKEND, NO_LIMITS, app_env, prepare_database
    from testing_support.databases import database_settle, throwaway_postgres_database

    with (
        tempfile.TemporaryDirectory(prefix="hafiz-bench-calls-") as workdir,
        throwaway_postgres_database("hafiz_bench_calls") as (database_url, _),
    ):
        env = app_env(
            database_url=database_url,
            media_root=Path(workdir) / "media",
            redis_url=args.redis_url or None,
            ALLOWED_HOSTS="testserver",
            PACE_SCALE="0",
            CACHE_KEY_PREFIX=f"hafiz-bench-calls-{os.getpid()}",
            **NO_LIMITS,
        )
        print("Preparing the database (migrate, import_quran)…", flush=True)
        prepare_database(env)
        database_settle(database_url)
        env["PYTHONPATH"] = os.pathsep.join(filter(None, [str(BACKEND), env.get("PYTHONPATH")]))
        return subprocess.run([sys.executable, __file__, "--child", *sys.argv[1:]], env=env, cwd=BACKEND).returncode


def _child(args: argparse.Namespace) -> int:
    import cProfile
    import pstats
    import time
    from collections import defaultdict
    from uuid import uuid4

    import django

    django.setup()
    from django.db import connection
    from django.test import Client

    from winning_moves import WINNING_MOVES

    cpu_ms: dict[str, list[float]] = defaultdict(list)
    queries: dict[str, list[int]] = defaultdict(list)
    profiler = cProfile.Profile(time.process_time)  # CPU, as the table: waiting for the database is not work

    def timed(name: str, call):
        counted = []

        def count(execute, sql, params, many, context):
            counted.append(sql)
            return execute(sql, params, many, context)

        profiling = args.profile == name
        with connection.execute_wrapper(count):
            if profiling:
                profiler.enable()
            started = time.process_time()
            response = call()
            spent = time.process_time() - started
            if profiling:
                profiler.disable()
        if response.status_code >= 400:
            raise RuntimeError(f"{name}: {response.status_code} {response.content[:200]!r}")
        cpu_ms[name].append(1000 * spent)
        queries[name].append(len(counted))
        return response

    anonymous = Client()
    # Warm-up: the first calls of a process load the Qur'an's copy, the URL patterns, the serializers.
    version = anonymous.get("/api/v1/config/").json()["content_version"]
    anonymous.get(f"/api/v1/chapters/?language=en&v={version}")

    for learner in range(args.learners):
        client = Client()
        version = timed("config", lambda: client.get("/api/v1/config/")).json()["content_version"]
        token = timed("login_demo", lambda: client.post("/api/v1/auth/login_demo/")).json()["token"]
        client = Client(HTTP_AUTHORIZATION=f"Token {token}")
        timed("chapters", lambda: client.get(f"/api/v1/chapters/?language=en&v={version}"))
        chapter, verse = 1 + learner % 114, 1
        timed("verse", lambda: client.get(f"/api/v1/verses/{chapter}/{verse}/?v={version}"))
        for game, moves in WINNING_MOVES.items():
            dealt = timed(
                f"game {game}",
                lambda: client.post(
                    f"/api/v1/games/{game}/",
                    {"id": chapter, "ayahId": verse, "selectedAyah": 1},
                    content_type="application/json",
                ),
            ).json()
            graded = timed(
                f"grade {game}",
                lambda: client.post(
                    "/api/v1/games/results/",
                    {"game_id": dealt["game_id"], "win_id": str(uuid4()), "moves": moves(dealt)},
                    content_type="application/json",
                ),
            ).json()
            if not graded["won"]:
                raise RuntimeError(f"grade {game}: not a win: {graded}")
        timed("quests", lambda: client.get("/api/v1/quests/today/"))
        timed("leaderboard", lambda: client.get("/api/v1/leaderboard/?period=week&scope=all"))

    print(
        f"\n{args.learners} learners, each call once per learner; CPU of this process (time.process_time), "
        f"median and 90th percentile"
    )
    print(f"{'call':<18}{'CPU ms p50':>12}{'CPU ms p90':>12}{'queries':>10}")
    for name in cpu_ms:
        ordered = sorted(cpu_ms[name])
        counts = sorted(queries[name])
        print(
            f"{name:<18}{ordered[len(ordered) // 2]:>12.2f}{ordered[int(len(ordered) * 0.9)]:>12.2f}"
            f"{counts[len(counts) // 2]:>10}"
        )
    if args.profile:
        print(f"\nWhere {args.profile}'s CPU went (cProfile, cumulative, the app's own functions first):")
        stats = pstats.Stats(profiler).sort_stats("cumulative")
        stats.print_stats(r"hafiz", 40)
        stats.sort_stats("tottime").print_stats(20)
    return 0


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--learners", type=int, default=200)
    parser.add_argument("--profile", metavar="CALL", help='A call to profile, as named in the table ("grade memory").')
    parser.add_argument(
        "--redis-url",
        default=os.environ.get("REDIS_URL", "redis://127.0.0.1:6379/5"),
        help="The shared cache, as in production; '' for none (each process its own).",
    )
    parser.add_argument("--child", action="store_true", help=argparse.SUPPRESS)
    args = parser.parse_args()
    sys.exit(_child(args) if args.child else _parent(args))


if __name__ == "__main__":
    main()
