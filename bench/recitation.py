"""Benchmark of POST /api/v1/recitations/ (a recitation from memory) for a learner who has memorised the whole Qur'an:
all 6,236 verses on their review schedule, every one due, and 200,000 past reviews, on PostgreSQL.

    .venv/bin/python bench/recitation.py [--admin-url postgres://postgres@127.0.0.1:5432/postgres]
                                         [--requests 50] [--juz-requests 50] [--keep]

Creates a throwaway database (hafiz_bench_recitation_<pid>), migrates it, imports the Qur'an, bulk-inserts the learner
as bench/review_today.py does (its learner_create, imported from there with its other helpers), moves the schedule
400 days back so every verse is due, then times each call through Django's whole request cycle in this process (URL
routing, middleware, knox token check, view, JSON), one request after another; the network and gunicorn are left out.
Three recitations are timed, each with slips on distinct verses, word 0 or 1 (0 on the 28 verses of a single word,
four of them in Juz 'Amma: 89:1, 93:1, 101:1, 103:1):

  - a page: kind pages, page 582, 2 slips;
  - a hizb quarter: kind quarter, quarter 233, 10 slips;
  - Juz 'Amma: kind verses, 78:1 to 114:6, the 564 verses of the largest passage allowed, 100 slips (25 each of
    forgot, wrong_word, vowel, tajweed). No slip names a look-alike drifted into, so no confusion is written.

Each request carries a fresh session_id (uuid4), so each does the whole work (the same id again only answers the
stored result), and after each one, outside the timing, the passage's schedule rows are put back as they were: every
recitation reviews verses that are due now. GET /recitations/passage/ of Juz 'Amma (its 564 verses' words) is timed
too. Each call gets 20 untimed warm-up requests first (review_today.timed). The queries column counts one request
made after the timed ones (django.test.utils.CaptureQueriesContext): the same for every passage, 2 or 3 more when
the request pays out xp that waited (back-to-back requests find the pace budget nearly empty); the first recitation
of all (the learner's first xp of the day, their totals row made) is counted apart. With 50 requests, p99 is the
slowest one.

The settings are review_today.django_setup's: config.settings.local with DEBUG=0, the learner limits out of the way
(LEARNER_BURST_RATE, LEARNER_SUSTAINED_RATE, GRADING_RATE), and PACE_SCALE left at its default, 1 (a person's pace:
the xp budget refills at 2 xp a second, so most of the xp earned waits). The recitation limit (30 a minute) is
lifted too: RECITATION_RATE=1000000/min. A recitation pays 1 xp a verse up to 300 a day: the page's warm-ups spend
that, and every later recitation pays 0 (unpaid: daily_cap); the work done is the same.

Prints a table (p50, p99 and mean wall milliseconds, this process's CPU milliseconds, queries of one request), writes
bench/results/recitation.json and drops the database unless --keep.
"""

import argparse
import contextlib
import json
import os
import random
import time
import uuid
from datetime import UTC, datetime

from review_today import (
    PAST_REVIEWS,
    ROOT,
    SCHEDULED_VERSES,
    admin_url_argument,
    in_throwaway_database,
    learner_create,
    timed,
)

RECITE = "/api/v1/recitations/"
PASSAGE = "/api/v1/recitations/passage/"
JUZ_AMMA_QUERY = "kind=verses&from_verse=78:1&to_verse=114:6"
SLIP_KINDS = ("forgot", "wrong_word", "vowel", "tajweed")
# (label, passage as the call names it, its query for the passage call, slips)
RECITATIONS = (
    ("page 582", {"kind": "pages", "from_page": 582, "to_page": 582}, "kind=pages&from_page=582&to_page=582", 2),
    ("quarter 233", {"kind": "quarter", "quarter": 233}, "kind=quarter&quarter=233", 10),
    (
        "juz 'amma",
        {
            "kind": "verses",
            "from_verse": {"surah_id": 78, "ayah_id": 1},
            "to_verse": {"surah_id": 114, "ayah_id": 6},
        },
        JUZ_AMMA_QUERY,
        100,
    ),
)


def slips_marked(verses: list[dict], count: int, rng: random.Random) -> list[dict]:
    """`count` slips on distinct verses of the passage, word 0 or 1 (0 on a verse of one word), the four kinds in
    turn."""
    return [
        {
            "surah_id": verse["surah_id"],
            "ayah_id": verse["ayah_id"],
            "word": rng.randrange(min(2, len(verse["words"]))),
            "kind": kind,
        }
        for verse, kind in zip(rng.sample(verses, count), [SLIP_KINDS[index % 4] for index in range(count)])
    ]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    admin_url_argument(parser)
    parser.add_argument("--requests", type=int, default=50, help="Timed requests per call.")
    parser.add_argument("--juz-requests", type=int, default=50, help="Timed requests of the Juz 'Amma recitation.")
    parser.add_argument("--keep", action="store_true", help="Leave the database in place afterwards.")
    args = parser.parse_args()
    # A learner reciting as fast as the machine answers: the recitation limit (docs/limits.md) out of the way too.
    os.environ["RECITATION_RATE"] = "1000000/min"
    in_throwaway_database(admin_url=args.admin_url, prefix="recitation", keep=args.keep, run=lambda _: run(args=args))


def run(*, args) -> None:
    from django.conf import settings
    from django.core.management import call_command
    from django.db import connection
    from django.test import Client
    from django.test.utils import CaptureQueriesContext
    from knox.models import AuthToken

    from hafiz.review.models import ReviewLog, ScheduledVerse
    from hafiz.review.services import review_schedule_age

    started = time.monotonic()
    call_command("migrate", verbosity=0)
    with open(os.devnull, "w") as devnull, contextlib.redirect_stdout(devnull), contextlib.redirect_stderr(devnull):
        call_command("import_quran", stdout=devnull)
    user = learner_create(datetime.now(UTC))
    review_schedule_age(user=user, days=400)
    due = ScheduledVerse.objects.filter(user=user, due__lte=datetime.now(UTC)).count()
    assert due == SCHEDULED_VERSES, f"{due} verses due, not all {SCHEDULED_VERSES}"
    with connection.cursor() as cursor:
        cursor.execute("ANALYZE")
    print(
        f"setup (migrate, import_quran, {due} scheduled verses all due, {ReviewLog.objects.count()} reviews): "
        f"{time.monotonic() - started:.1f} s"
    )

    _, token = AuthToken.objects.create(user)
    client = Client(HTTP_AUTHORIZATION=f"Token {token}")
    rng = random.Random(564)

    def ok(response):
        assert response.status_code == 200, response.content[:300]

    rows, first_queries = [], None
    for label, passage, query, slip_count in RECITATIONS:
        passage_answer = client.get(f"{PASSAGE}?{query}")
        ok(passage_answer)
        verses = passage_answer.json()["verses"]
        slips = slips_marked(verses, slip_count, rng)
        references = {(verse["surah_id"], verse["ayah_id"]) for verse in verses}
        requests = args.juz_requests if len(verses) == 564 else args.requests
        # Each body made before the timing, with its own session id.
        bodies = iter(
            [
                json.dumps({"session_id": str(uuid.uuid4()), "passage": passage, "slips": slips})
                for _ in range(requests + 22)
            ]
        )
        # The passage's schedule rows as they are (all due), put back after each recitation.
        saved = [
            scheduled
            for scheduled in ScheduledVerse.objects.filter(user=user).select_related("verse")
            if (scheduled.verse.chapter_id, scheduled.verse.number) in references
        ]
        assert len(saved) == len(verses)

        def recite(bodies=bodies):
            return client.post(RECITE, next(bodies), content_type="application/json")

        def recited(response, verses=verses, saved=saved):
            assert response.status_code == 201, response.content[:300]
            answer = response.json()
            assert len(answer["verses"]) == len(verses) and all(verse["rating"] for verse in answer["verses"])
            ScheduledVerse.objects.bulk_create(
                saved, update_conflicts=True, unique_fields=["id"], update_fields=["card", "due", "last_review"]
            )

        if first_queries is None:
            with CaptureQueriesContext(connection) as captured:
                response = recite()
            recited(response)
            first_queries = (label, len(captured), response.json()["xp_earned"])
        row = timed(f"{label} ({len(verses)} v, {slip_count} slips)", recite, requests, recited)
        with CaptureQueriesContext(connection) as captured:
            response = recite()
        recited(response)
        rows.append({**row, "verses": len(verses), "slips": slip_count, "queries": len(captured)})

    def passage_call():
        return client.get(f"{PASSAGE}?{JUZ_AMMA_QUERY}")

    row = timed("passage juz 'amma (GET)", passage_call, args.requests, ok)
    with CaptureQueriesContext(connection) as captured:
        ok(passage_call())
    rows.append({**row, "verses": 564, "slips": None, "queries": len(captured)})

    load = [round(value, 1) for value in os.getloadavg()]
    print(f"PACE_SCALE {settings.PACE_SCALE}; load average {load} on {os.cpu_count()} CPUs")
    print(
        f"first recitation ({first_queries[0]}, the learner's first xp of the day: {first_queries[2]} xp): "
        f"{first_queries[1]} queries"
    )
    print(
        f"{'call':<34}{'requests':>9}{'p50 ms':>9}{'p99 ms':>9}{'mean ms':>9}{'cpu p50':>9}{'cpu p99':>9}{'queries':>9}"
    )
    for row in rows:
        print(
            f"{row['call']:<34}{row['requests']:>9}{row['p50_ms']:>9}{row['p99_ms']:>9}{row['mean_ms']:>9}"
            f"{row['cpu_p50_ms']:>9}{row['cpu_p99_ms']:>9}{row['queries']:>9}"
        )

    results = {
        "scheduled_verses": SCHEDULED_VERSES,
        "past_reviews": PAST_REVIEWS,
        "database": "postgresql",
        "pace_scale": settings.PACE_SCALE,
        "load_average": load,
        "cpus": os.cpu_count(),
        "first_recitation": {"call": first_queries[0], "queries": first_queries[1], "xp_earned": first_queries[2]},
        "calls": rows,
    }
    out = ROOT / "bench" / "results" / "recitation.json"
    out.parent.mkdir(parents=True, exist_ok=True)
    out.write_text(json.dumps(results, indent=2))
    print(f"wrote {out.relative_to(ROOT)}")


if __name__ == "__main__":
    main()
