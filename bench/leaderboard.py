"""Benchmark of the leaderboard call (GET /api/v1/leaderboard/) at scale, on PostgreSQL.

Creates a throwaway database, migrates it, loads 100,000 learners (bulk_create) and 1,000,000 xp ledger
rows (COPY) spread over twelve weeks, a twelfth of them in the current leaderboard week, derives the totals from the ledger (xp_totals_rebuild, as
`manage.py xp_totals_rebuild` does), lets a sample of learners follow 100 others each, then times the call
in-process through the whole API stack (token auth, view, queries, JSON) for every period and scope, with
the time spent in SQL apart (the rest is Python, which a busy host slows first) and the database server's
own time for the call's queries, and drops the database.

    .venv/bin/python bench/leaderboard.py [--users 100000] [--events 1000000] [--requests 400] [--keep]

PostgreSQL is reached as BENCH_PG_ADMIN_URL (default postgres://postgres@127.0.0.1:5432/postgres).
Prints a table and writes the same figures to bench/results/leaderboard.json.
"""

import argparse
import gc
import json
import os
import random
import statistics
import sys
import time
from datetime import UTC, datetime, timedelta
from pathlib import Path

import psycopg

ROOT = Path(__file__).resolve().parent.parent
BACKEND = ROOT / "backend"
ADMIN_URL = os.environ.get("BENCH_PG_ADMIN_URL", "postgres://postgres@127.0.0.1:5432/postgres")
TARGET_P99_MS = 50

# Ledger mix: (reason, amount, share of rows).
EVENT_KINDS = [
    ("first_win", 10, 0.30),
    ("repeat_win", 2, 0.60),
    ("repeat_win", 0, 0.05),
    ("quest", 5, 0.04),
    ("chapter", 50, 0.01),
]


def percentile(samples: list[float], share: float) -> float:
    ordered = sorted(samples)
    return ordered[min(len(ordered) - 1, int(share * len(ordered)))]


def database_url(name: str) -> str:
    return ADMIN_URL.rsplit("/", 1)[0] + f"/{name}"


def django_setup(name: str) -> None:
    os.environ.update(
        DATABASE_URL=database_url(name),
        DJANGO_SETTINGS_MODULE="config.settings.local",
        DEBUG="0",  # no query log growing in memory while timing
        SECRET_KEY="bench-leaderboard-throwaway-database",
        ALLOWED_HOSTS="testserver",
    )
    sys.path.insert(0, str(BACKEND))
    import django

    django.setup()


def load(*, users: int, events: int, followers: int, seed: int) -> tuple[list, float]:
    from django.contrib.auth import get_user_model
    from django.db import connection

    from hafiz.people.models import Follow
    from hafiz.xp.rules import QUESTS_BY_ID
    from hafiz.xp.services import xp_totals_rebuild

    rng = random.Random(seed)
    started = time.monotonic()
    User = get_user_model()  # noqa: N806 (a model class, named as one)
    User.objects.bulk_create(
        (
            User(username=f"bench-{index}", first_name=f"Learner{index}", last_name="Bench", password="!")
            for index in range(users)
        ),
        batch_size=10_000,
    )
    user_ids = list(User.objects.order_by("pk").values_list("pk", flat=True))
    print(f"  {users:,} learners in {time.monotonic() - started:.1f} s")

    now = datetime.now(UTC)
    week_start = datetime.combine(now.date() - timedelta(days=now.weekday()), datetime.min.time(), UTC)
    kinds = [(reason, amount) for reason, amount, _ in EVENT_KINDS]
    weights = [share for _, _, share in EVENT_KINDS]
    quests_given: set[tuple] = set()  # one bonus per (learner, day, quest), as the ledger's constraint says
    copied = time.monotonic()
    columns = "user_id, amount, reason, game, finished_verse, quest, local_date, created_at"
    with connection.cursor() as cursor, cursor.cursor.copy(f"COPY progress_xpevent ({columns}) FROM STDIN") as copy:
        for _ in range(events):
            # Skewed like real use: a few learners play a lot, most a little.
            user_id = user_ids[int(len(user_ids) * rng.random() ** 2.5)]
            reason, amount = rng.choices(kinds, weights)[0]
            # A twelfth of the rows in this leaderboard week (whatever the weekday), the rest in the 11 before.
            if rng.random() < 1 / 12:
                created_at = week_start + (now - week_start) * rng.random()
            else:
                created_at = week_start - timedelta(seconds=rng.uniform(1, 77 * 24 * 3600))
            quest = ""
            if reason == "quest":
                quest = rng.choice(list(QUESTS_BY_ID))
                if (user_id, created_at.date(), quest) in quests_given:
                    reason, amount, quest = "repeat_win", 2, ""
                quests_given.add((user_id, created_at.date(), quest))
            game = rng.choice(["shuffling", "memory", "matching", "audio"]) if reason.endswith("_win") else ""
            copy.write_row((user_id, amount, reason, game, False, quest, created_at.date(), created_at))
    print(f"  {events:,} ledger rows (COPY) in {time.monotonic() - copied:.1f} s")

    rebuilt = time.monotonic()
    ranked = xp_totals_rebuild(now=now)
    print(f"  totals of {ranked:,} learners derived from the ledger in {time.monotonic() - rebuilt:.1f} s")

    sample = rng.sample(user_ids, followers)
    Follow.objects.bulk_create(
        (
            Follow(follower_id=follower, followee_id=followee)
            for follower in sample
            for followee in rng.sample(user_ids, 100)
            if followee != follower
        ),
        batch_size=10_000,
        ignore_conflicts=True,
    )
    with connection.cursor() as cursor:
        cursor.execute("VACUUM ANALYZE")
    return sample, time.monotonic() - started


def database_time(*, sqls: list[str], runs: int = 21) -> float:
    """Median over `runs` of the server's own execution time for one call's queries (EXPLAIN ANALYZE):
    what the database does, without the client round trips a busy host stretches."""
    from django.db import connection

    totals = []
    with connection.cursor() as cursor:
        for _ in range(runs):
            total = 0.0
            for sql in sqls:
                cursor.execute(f"EXPLAIN (ANALYZE, FORMAT JSON) {sql}")
                plan = cursor.fetchone()[0]
                plan = json.loads(plan) if isinstance(plan, str) else plan
                total += plan[0]["Planning Time"] + plan[0]["Execution Time"]
            totals.append(total)
    return round(statistics.median(totals), 2)


def measure(*, sample: list[int], requests: int, seed: int) -> list[dict]:
    from django.contrib.auth import get_user_model
    from django.db import connection
    from django.test.utils import CaptureQueriesContext
    from knox.models import AuthToken
    from rest_framework.test import APIClient

    rng = random.Random(seed)
    clients = []
    for user in get_user_model().objects.filter(pk__in=sample):
        client = APIClient()
        client.credentials(HTTP_AUTHORIZATION=f"Token {AuthToken.objects.create(user)[1]}")
        clients.append(client)

    sql_seconds = [0.0]

    def time_sql(execute, sql, params, many, context):
        started = time.perf_counter()
        try:
            return execute(sql, params, many, context)
        finally:
            sql_seconds[0] += time.perf_counter() - started

    # The generated million rows left garbage in this process that an app server would not hold; collecting it
    # now keeps the collector's pauses for it out of the timed calls.
    gc.collect()
    gc.freeze()
    rows = []
    for period in ("week", "all"):
        for scope in ("all", "following"):
            query = {"period": period, "scope": scope, "limit": 50}
            for client in clients:  # warm each client (its token check), the connection and the caches
                client.get("/api/v1/leaderboard/", query)
            with CaptureQueriesContext(connection) as queries:
                first = clients[0].get("/api/v1/leaderboard/", query)
            query_count = len(queries)  # now: the next request clears the log
            assert first.status_code == 200, first.content
            database_ms = database_time(sqls=[captured["sql"] for captured in queries.captured_queries])
            latencies, sql_latencies = [], []
            with connection.execute_wrapper(time_sql):
                for _ in range(requests):
                    client = rng.choice(clients)
                    sql_seconds[0] = 0.0
                    started = time.perf_counter()
                    response = client.get("/api/v1/leaderboard/", query)
                    latencies.append(time.perf_counter() - started)
                    sql_latencies.append(sql_seconds[0])
                    assert response.status_code == 200
            rows.append(
                {
                    "period": period,
                    "scope": scope,
                    "ranked": first.json()["count"],
                    "queries": query_count,
                    "requests": requests,
                    "p50_ms": round(percentile(latencies, 0.50) * 1000, 2),
                    "p99_ms": round(percentile(latencies, 0.99) * 1000, 2),
                    "mean_ms": round(statistics.fmean(latencies) * 1000, 2),
                    "sql_p50_ms": round(percentile(sql_latencies, 0.50) * 1000, 2),
                    "sql_p99_ms": round(percentile(sql_latencies, 0.99) * 1000, 2),
                    "database_ms": database_ms,
                }
            )
    return rows


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--users", type=int, default=100_000)
    parser.add_argument("--events", type=int, default=1_000_000)
    parser.add_argument("--followers", type=int, default=200, help="Sample learners who follow 100 others each.")
    parser.add_argument("--requests", type=int, default=400, help="Timed calls per period and scope.")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--keep", action="store_true", help="Leave the database for a look afterwards.")
    args = parser.parse_args()

    name = f"hafiz_bench_leaderboard_{os.getpid()}"
    with psycopg.connect(ADMIN_URL, autocommit=True) as admin:
        admin.execute(f'CREATE DATABASE "{name}"')
    try:
        django_setup(name)
        from django.core.management import call_command
        from django.db import connections

        call_command("migrate", verbosity=0)
        print(f"Loading database {name}:")
        sample, load_s = load(users=args.users, events=args.events, followers=args.followers, seed=args.seed)
        rows = measure(sample=sample, requests=args.requests, seed=args.seed)
        connections.close_all()
    finally:
        if not args.keep:
            with psycopg.connect(ADMIN_URL, autocommit=True) as admin:
                admin.execute(f'DROP DATABASE IF EXISTS "{name}" WITH (FORCE)')

    load_average = round(os.getloadavg()[0], 1)
    print(f"\n{args.requests} calls each, limit 50; host load average {load_average} on {os.cpu_count()} CPUs")
    print("queries: per call, the token check's two included; SQL: time inside the driver per call;")
    print("database: the server's planning + execution time for the call's queries (EXPLAIN ANALYZE, median)")
    print(
        f"{'period':<8}{'scope':<11}{'ranked':>9}{'queries':>9}{'p50 ms':>9}{'p99 ms':>9}"
        f"{'SQL p50':>9}{'SQL p99':>9}{'database':>10}"
    )
    for row in rows:
        print(
            f"{row['period']:<8}{row['scope']:<11}{row['ranked']:>9,}{row['queries']:>9}{row['p50_ms']:>9}"
            f"{row['p99_ms']:>9}{row['sql_p50_ms']:>9}{row['sql_p99_ms']:>9}{row['database_ms']:>10}"
        )
    worst = max(row["p99_ms"] for row in rows)
    print(f"worst p99 {worst} ms (target < {TARGET_P99_MS} ms): {'met' if worst < TARGET_P99_MS else 'MISSED'}")

    results = {
        "users": args.users,
        "events": args.events,
        "load_s": round(load_s, 1),
        "calls": rows,
        "target_p99_ms": TARGET_P99_MS,
        "load_average": load_average,
        "cpus": os.cpu_count(),
    }
    out = ROOT / "bench" / "results" / "leaderboard.json"
    out.parent.mkdir(parents=True, exist_ok=True)
    out.write_text(json.dumps(results, indent=2))
    print(f"wrote {out.relative_to(ROOT)}")


if __name__ == "__main__":
    main()
