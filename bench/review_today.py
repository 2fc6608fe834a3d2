"""Benchmark of GET /api/v1/review/today/ for a learner far into the Qur'an: all 6,236 verses on their
review schedule and 200,000 past reviews, on PostgreSQL.

    .venv/bin/python bench/review_today.py [--admin-url postgres://postgres@127.0.0.1:5432/postgres]
                                           [--requests 500] [--keep]

Creates a throwaway database (hafiz_bench_review_<pid>), migrates it, imports the Qur'an, bulk-inserts
the learner, then times the call through Django's whole request cycle in this process (URL routing,
middleware, knox token check, view, JSON), one request after another; the network and gunicorn are left
out. Two schedules are timed: a typical day (about 5 % of the verses due) and the worst case, the
schedule moved 400 days back so every verse is due and all 6,236 are listed. GET /review/stats/ (which
reads every card) and POST /review/ are timed on the typical schedule too. The target is p99 < 50 ms
for review/today/. Prints a table, writes bench/results/review_today.json and drops the database
unless --keep.
"""

import argparse
import contextlib
import json
import os
import random
import statistics
import sys
import tempfile
import time
import uuid
import warnings
from datetime import UTC, datetime, timedelta
from pathlib import Path

import psycopg

ROOT = Path(__file__).resolve().parent.parent
BACKEND = ROOT / "backend"
SCHEDULED_VERSES = 6236
PAST_REVIEWS = 200_000
DUE_SHARE = 0.05


def database_create(admin_url: str, name: str) -> None:
    with psycopg.connect(admin_url, autocommit=True) as connection:
        connection.execute(f'DROP DATABASE IF EXISTS "{name}" WITH (FORCE)')
        connection.execute(f'CREATE DATABASE "{name}"')


def database_drop(admin_url: str, name: str) -> None:
    with psycopg.connect(admin_url, autocommit=True) as connection:
        connection.execute(f'DROP DATABASE IF EXISTS "{name}" WITH (FORCE)')


def admin_url_argument(parser: argparse.ArgumentParser) -> None:
    parser.add_argument(
        "--admin-url",
        help="A PostgreSQL URL allowed to create databases.",
        default=os.environ.get("PG_ADMIN_URL", "postgres://postgres@127.0.0.1:5432/postgres"),
    )


def in_throwaway_database(*, admin_url: str, prefix: str, keep: bool, run) -> None:
    """Creates hafiz_bench_<prefix>_<pid>, sets Django up on it and calls run(database_url); then closes its
    connections and drops it, unless `keep`."""
    name = f"hafiz_bench_{prefix}_{os.getpid()}"
    database_url = admin_url.rsplit("/", 1)[0] + f"/{name}"
    database_create(admin_url, name)
    try:
        django_setup(database_url)
        run(database_url)
    finally:
        from django.db import connections

        connections.close_all()
        if not keep:
            database_drop(admin_url, name)
            print(f"dropped database {name}")


def django_setup(database_url: str) -> None:
    os.environ.update(
        DJANGO_SETTINGS_MODULE="config.settings.local",
        DATABASE_URL=database_url,
        DEBUG="0",  # no query log kept per request
        SECRET_KEY="bench-review-today-throwaway-key",
        ALLOWED_HOSTS="testserver",
        MEDIA_ROOT=tempfile.mkdtemp(prefix="hafiz-bench-review-media-"),
        LOG_LEVEL="WARNING",
        # One learner calling as fast as the machine answers: the request limits (docs/limits.md) out of the way.
        LEARNER_BURST_RATE="1000000/min",
        LEARNER_SUSTAINED_RATE="1000000/hour",
        GRADING_RATE="1000000/min",
    )
    # WhiteNoise warns that collectstatic never ran; static files play no part here.
    warnings.filterwarnings("ignore", message="No directory at")
    sys.path.insert(0, str(BACKEND))
    os.chdir(BACKEND)
    import django

    django.setup()


def learner_create(now: datetime):
    """The learner: every verse at 100 and scheduled with a Review-state card, and PAST_REVIEWS log rows."""
    from fsrs import Card, Rating, State

    from hafiz.accounts.models import User
    from hafiz.progress.models import Game, VerseProgress
    from hafiz.quran.models import Verse
    from hafiz.review.models import ReviewLog, ScheduledVerse

    rng = random.Random(6236)
    user = User.objects.create_user(username="bench-hafidh", first_name="Bench", last_name="Hafidh")
    verse_ids = list(Verse.objects.order_by("global_number").values_list("pk", flat=True))
    assert len(verse_ids) == SCHEDULED_VERSES, "the Qur'an import is incomplete"
    VerseProgress.objects.bulk_create(
        (VerseProgress(user=user, verse_id=verse_id, progress=100, games_won=15) for verse_id in verse_ids),
        batch_size=2000,
    )
    scheduled = []
    for verse_id in verse_ids:
        stability = rng.uniform(3, 400)
        last_review = now - timedelta(days=rng.uniform(0, 120))
        if rng.random() < DUE_SHARE:
            due = now - timedelta(hours=rng.uniform(0, 72))
        else:
            due = now + timedelta(days=rng.uniform(0.1, stability))
        card = Card(
            card_id=verse_id,
            state=State.Review,
            step=None,
            stability=stability,
            difficulty=rng.uniform(1, 10),
            due=due,
            last_review=min(last_review, due),
        )
        scheduled.append(
            ScheduledVerse(
                user=user,
                verse_id=verse_id,
                card=card.to_dict(),
                due=card.due,
                last_review=card.last_review,
                scheduled_at=now - timedelta(days=365),
            )
        )
    ScheduledVerse.objects.bulk_create(scheduled, batch_size=2000)
    games, ratings = list(Game.values), [Rating.Again, Rating.Hard, Rating.Good, Rating.Good, Rating.Good]
    for start in range(0, PAST_REVIEWS, 10_000):
        ReviewLog.objects.bulk_create(
            ReviewLog(
                user=user,
                verse_id=rng.choice(verse_ids),
                game=rng.choice(games),
                rating=rng.choice(ratings),
                reviewed_at=now - timedelta(minutes=rng.uniform(0, 365 * 24 * 60)),
            )
            for _ in range(start, min(start + 10_000, PAST_REVIEWS))
        )
    from django.db import connection

    with connection.cursor() as cursor:
        cursor.execute("ANALYZE")
    return user


def percentile(samples: list[float], share: float) -> float:
    ordered = sorted(samples)
    return ordered[min(len(ordered) - 1, int(share * len(ordered)))]


def timed(label: str, call, requests: int, check) -> dict:
    for _ in range(20):  # warm-up: connection, caches, imports
        check(call())
    latencies, cpu_times = [], []
    for _ in range(requests):
        started, cpu_started = time.perf_counter(), time.process_time()
        response = call()
        latencies.append(time.perf_counter() - started)
        cpu_times.append(time.process_time() - cpu_started)
        check(response)
    return {
        "call": label,
        "requests": requests,
        "p50_ms": round(percentile(latencies, 0.50) * 1000, 1),
        "p99_ms": round(percentile(latencies, 0.99) * 1000, 1),
        "mean_ms": round(statistics.fmean(latencies) * 1000, 1),
        # This process's CPU only (Django, DRF, psycopg), not PostgreSQL's: on a busy machine the gap
        # between wall and CPU time is mostly waiting for a core.
        "cpu_p50_ms": round(percentile(cpu_times, 0.50) * 1000, 1),
        "cpu_p99_ms": round(percentile(cpu_times, 0.99) * 1000, 1),
    }


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    admin_url_argument(parser)
    parser.add_argument("--requests", type=int, default=500, help="Timed requests per call.")
    parser.add_argument("--keep", action="store_true", help="Leave the database in place afterwards.")
    args = parser.parse_args()
    in_throwaway_database(
        admin_url=args.admin_url,
        prefix="review",
        keep=args.keep,
        run=lambda database_url: run(args=args, database_url=database_url),
    )


def run(*, args, database_url: str) -> None:
    from django.core.management import call_command
    from django.test import Client
    from knox.models import AuthToken

    from hafiz.review.models import ReviewLog, ScheduledVerse
    from hafiz.review.selectors import REVIEW_TODAY_DUE_LIMIT
    from hafiz.review.services import review_schedule_age

    started = time.monotonic()
    call_command("migrate", verbosity=0)
    with open(os.devnull, "w") as devnull, contextlib.redirect_stdout(devnull), contextlib.redirect_stderr(devnull):
        call_command("import_quran", stdout=devnull)
    now = datetime.now(UTC)
    user = learner_create(now)
    print(
        f"setup (migrate, import_quran, {ScheduledVerse.objects.count()} scheduled verses, "
        f"{ReviewLog.objects.count()} reviews): {time.monotonic() - started:.1f} s"
    )

    _, token = AuthToken.objects.create(user)
    client = Client(HTTP_AUTHORIZATION=f"Token {token}")
    due_now = ScheduledVerse.objects.filter(user=user, due__lte=now).count()

    def ok(response):
        assert response.status_code == 200, response.content[:300]

    def today():
        return client.get("/api/v1/review/today/")

    # The plan of review_today's due query, as the view runs it.
    plan = " / ".join(
        line.strip()
        for line in ScheduledVerse.objects.filter(user=user, due__lte=now)
        .order_by("due", "verse_id")
        .values_list("verse__chapter_id", "verse__number", "due")[:REVIEW_TODAY_DUE_LIMIT]
        .explain()
        .splitlines()
    )

    rows = [timed(f"today ({due_now} due)", today, args.requests, ok)]
    rows.append(timed("stats", lambda: client.get("/api/v1/review/stats/"), args.requests, ok))
    due_verse = ScheduledVerse.objects.filter(user=user).select_related("verse").order_by("due").first().verse

    # A review is rated from a graded game: one audio game on the due verse per review, dealt and graded untimed.
    def graded_game_id() -> str:
        reference = {"id": due_verse.chapter_id, "ayahId": due_verse.number, "selectedAyah": 1}
        dealt = client.post("/api/v1/games/audio/", reference, content_type="application/json").json()
        answer = {
            "game_id": dealt["game_id"],
            "win_id": str(uuid.uuid4()),
            "moves": [{"option": dealt["correct_answer"]}],
        }
        ok(client.post("/api/v1/games/results/", answer, content_type="application/json"))
        return dealt["game_id"]

    game_ids = iter([graded_game_id() for _ in range(args.requests + 20)])
    rows.append(
        timed(
            "record",
            lambda: client.post("/api/v1/review/", {"game_id": next(game_ids)}, content_type="application/json"),
            args.requests,
            ok,
        )
    )
    review_schedule_age(user=user, days=400)
    rows.append(timed(f"today (all {SCHEDULED_VERSES} due)", today, args.requests, ok))

    load = [round(value, 1) for value in os.getloadavg()]
    print(f"due query plan: {plan}")
    print(f"load average {load} on {os.cpu_count()} CPUs")
    print(f"{'call':<24}{'requests':>10}{'p50 ms':>10}{'p99 ms':>10}{'mean ms':>10}{'cpu p50':>10}{'cpu p99':>10}")
    for row in rows:
        print(
            f"{row['call']:<24}{row['requests']:>10}{row['p50_ms']:>10}{row['p99_ms']:>10}{row['mean_ms']:>10}"
            f"{row['cpu_p50_ms']:>10}{row['cpu_p99_ms']:>10}"
        )
    target_met = all(row["p99_ms"] < 50 for row in rows if row["call"].startswith("today"))
    print(f"target p99 < 50 ms for review/today/: {'met' if target_met else 'NOT met'}")

    results = {
        "scheduled_verses": SCHEDULED_VERSES,
        "past_reviews": PAST_REVIEWS,
        "database": "postgresql",
        "due_query_plan": plan,
        "load_average": load,
        "cpus": os.cpu_count(),
        "calls": rows,
        "target_p99_ms": 50,
        "target_met": target_met,
    }
    out = ROOT / "bench" / "results" / "review_today.json"
    out.parent.mkdir(parents=True, exist_ok=True)
    out.write_text(json.dumps(results, indent=2))
    print(f"wrote {out.relative_to(ROOT)}")


if __name__ == "__main__":
    main()
