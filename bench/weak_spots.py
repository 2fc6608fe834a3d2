"""Benchmark of the weak-spots calls (docs/product.md §2.17) for a learner who has memorised the whole Qur'an and
recites a lot: all 6,236 verses on their review schedule, every one due, 200,000 past reviews, and 12 weeks of
recitations from memory with their slips, on PostgreSQL.

    .venv/bin/python bench/weak_spots.py [--admin-url postgres://postgres@127.0.0.1:5432/postgres]
                                         [--requests 50] [--recitations 600] [--keep]

Creates a throwaway database (hafiz_bench_weak_spots_<pid>), migrates it, imports the Qur'an, bulk-inserts the
learner as bench/review_today.py does (its learner_create, imported from there with its other helpers), and moves the
schedule 400 days back so every verse is due, as bench/recitation.py does. Then it bulk-inserts (bulk_create, seeded,
so every run writes the same rows) the learner's recitations of the last 84 days (HORIZON_DAYS, all of them weighed):

  - --recitations recitations (600), at times spread evenly over the 84 days, each of 20 consecutive verses: 15 % of
    them the last 20 verses of the Qur'an (111:1–114:6: page 604 whole, 112:1–114:6, after Al-Masad), 35 % starting
    anywhere in Juz 'Amma (78:1–114:6), the rest anywhere in the Qur'an. The Recitation rows keep a stand-in answer
    (the verses and slips, no due dates): no timed call reads it;
  - a RecitedVerse row per verse recited (20 a recitation: 12,000), 1 in 20 of them hinted (first letters shown);
  - 1 to 5 slips a recitation (3 on average: about 1,800), on distinct words of its verses: half of them on the
    verse's one troublesome word (drawn once per verse), the rest on any word of it (an index within the verse's
    Verse.words); kinds forgot 30 %, wrong_word 25 %, vowel 25 %, tajweed 20 %; no drifted_into.

and vacuums and analyses the database (VACUUM ANALYZE), as autovacuum would have left a live one.

It times each call through Django's whole request cycle in this process (URL routing, middleware, knox token check,
view, JSON), one request after another, with bench/recitation.py's method (review_today.timed: 20 untimed warm-ups,
then --requests timed ones); the network and gunicorn are left out:

  - GET /recitations/weak-words/ of page 604 (kind pages, 15 verses) and of Juz 'Amma (kind verses, 78:1 to 114:6,
    564 verses): the passage's slips, each with its clean recitations since counted by two correlated subqueries
    (the later unhinted recitations of its verse, less those that slipped on its word again);
  - GET /recitations/weak-spots/: every slip of the 84 days, the same way, and the shown verses' recitations;
  - GET /recitations/slip-history/: the slips week by week, the mended verses and their weakness;
  - GET /review/today/ (all 6,236 due, 100 listed): weighs the weak words of the 100 listed verses (verse_weakness).

Run it with --recitations 1200 or 2400 to see how the calls grow with the history: twice or four times as many
recitations over the same 84 days, so each verse recited twice or four times as often, with twice or four times the
slips.

The queries column counts one request made after the timed ones (django.test.utils.CaptureQueriesContext); the
slowest query of that request is run again under EXPLAIN (ANALYZE, BUFFERS), and its time and plan go to the JSON.
The settings are review_today.django_setup's: config.settings.local with DEBUG=0 and the learner limits out of the
way. With 50 requests, p99 is the slowest one.

Prints a table (p50, p99 and mean wall milliseconds, this process's CPU milliseconds, queries of one request, the
slowest query's milliseconds under EXPLAIN ANALYZE), writes bench/results/weak_spots.json and drops the database
unless --keep.
"""

import argparse
import contextlib
import json
import os
import random
import time
import uuid
from datetime import UTC, datetime, timedelta

from review_today import (
    PAST_REVIEWS,
    ROOT,
    SCHEDULED_VERSES,
    admin_url_argument,
    in_throwaway_database,
    learner_create,
    timed,
)

WEAK_WORDS = "/api/v1/recitations/weak-words/"
# (label, path): the calls timed, in this order.
CALLS = (
    ("weak-words page 604", f"{WEAK_WORDS}?kind=pages&from_page=604&to_page=604"),
    ("weak-words juz 'amma", f"{WEAK_WORDS}?kind=verses&from_verse=78:1&to_verse=114:6"),
    ("weak-spots", "/api/v1/recitations/weak-spots/"),
    ("slip-history", "/api/v1/recitations/slip-history/"),
    ("review today (all due)", "/api/v1/review/today/"),
)
HISTORY_DAYS = 84
PASSAGE_LENGTH = 20
JUZ_AMMA_FIRST = 5673  # 78:1, by global number; 114:6 is the last, SCHEDULED_VERSES
# Where a recitation's 20 verses start: the Qur'an's last 20 (111:1–114:6), anywhere in Juz 'Amma, anywhere at all.
LAST_PASSAGE_SHARE, JUZ_AMMA_SHARE = 0.15, 0.35
HINTED_SHARE = 0.05
TROUBLE_WORD_SHARE = 0.5
SLIP_KINDS = ("forgot", "wrong_word", "vowel", "tajweed")
SLIP_KIND_WEIGHTS = (30, 25, 25, 20)
BATCH = 2000


def passage_start(rng: random.Random) -> int:
    """The global number of a recitation's first verse."""
    last_start = SCHEDULED_VERSES - PASSAGE_LENGTH + 1
    draw = rng.random()
    if draw < LAST_PASSAGE_SHARE:
        return last_start
    if draw < LAST_PASSAGE_SHARE + JUZ_AMMA_SHARE:
        return rng.randint(JUZ_AMMA_FIRST, last_start)
    return rng.randint(1, last_start)


def slip_history_create(*, user, now: datetime, recitations: int) -> dict:
    """The learner's recitations of the last HISTORY_DAYS days with their recited verses and slips (see the module's
    docstring); how many rows of each were written."""
    from hafiz.quran.models import Verse
    from hafiz.recitation.models import Recitation, RecitedVerse, Slip

    rng = random.Random(1800)
    verses = {
        number: (chapter, ayah, len(words))
        for number, chapter, ayah, words in Verse.objects.values_list("global_number", "chapter_id", "number", "words")
    }
    assert all(length for _, _, length in verses.values()), "a verse without words"
    trouble_word = {number: rng.randrange(length) for number, (_, _, length) in verses.items()}

    def reference(number: int) -> dict:
        return {"surah_id": verses[number][0], "ayah_id": verses[number][1]}

    # Each recitation's verses and slips, drawn first; its rows written once its id is known.
    planned = []
    for index in range(recitations):
        recited_at = now - timedelta(days=HISTORY_DAYS) + timedelta(days=HISTORY_DAYS) * (index + 0.5) / recitations
        first = passage_start(rng)
        numbers = list(range(first, first + PASSAGE_LENGTH))
        slipped: dict[tuple[int, int], str] = {}
        for _ in range(rng.randint(1, 5)):
            while True:
                number = rng.choice(numbers)
                word = trouble_word[number] if rng.random() < TROUBLE_WORD_SHARE else rng.randrange(verses[number][2])
                if (number, word) not in slipped:
                    break
            slipped[(number, word)] = rng.choices(SLIP_KINDS, SLIP_KIND_WEIGHTS)[0]
        planned.append((recited_at, numbers, slipped))

    recitation_rows = Recitation.objects.bulk_create(
        (
            Recitation(
                user=user,
                session_id=uuid.UUID(int=rng.getrandbits(128), version=4),
                passage={"kind": "verses", "from_verse": reference(numbers[0]), "to_verse": reference(numbers[-1])},
                verse_count=len(numbers),
                slip_count=len(slipped),
                recited_at=recited_at,
                answer={
                    "verses": [
                        {
                            **reference(number),
                            "slips": [
                                {"word": word, "kind": kind, "drifted_into": None}
                                for (slip_number, word), kind in slipped.items()
                                if slip_number == number
                            ],
                        }
                        for number in numbers
                    ]
                },
            )
            for recited_at, numbers, slipped in planned
        ),
        batch_size=BATCH,
    )
    recited_rows = [
        RecitedVerse(
            user=user,
            verse_id=number,
            recitation=recitation,
            recited_at=recited_at,
            hinted=rng.random() < HINTED_SHARE,
        )
        for recitation, (recited_at, numbers, _) in zip(recitation_rows, planned)
        for number in numbers
    ]
    RecitedVerse.objects.bulk_create(recited_rows, batch_size=BATCH)
    slip_rows = [
        Slip(user=user, verse_id=number, word=word, kind=kind, recitation=recitation, slipped_at=recited_at)
        for recitation, (recited_at, _, slipped) in zip(recitation_rows, planned)
        for (number, word), kind in slipped.items()
    ]
    Slip.objects.bulk_create(slip_rows, batch_size=BATCH)
    return {"recitations": len(recitation_rows), "recited_verses": len(recited_rows), "slips": len(slip_rows)}


def slowest_query_explained(captured) -> dict:
    """The slowest query of a captured request, run again under EXPLAIN (ANALYZE, BUFFERS): its SQL, the time the
    request took for it, the plan, and the plan's execution time."""
    from django.db import connection

    slowest = max(captured.captured_queries, key=lambda query: float(query["time"]))
    with connection.cursor() as cursor:
        cursor.execute(f"EXPLAIN (ANALYZE, BUFFERS) {slowest['sql']}")
        plan = [line for (line,) in cursor.fetchall()]
    execution = next(line for line in plan if line.startswith("Execution Time"))
    return {
        "sql": slowest["sql"],
        "request_ms": round(float(slowest["time"]) * 1000, 1),
        "explain_ms": round(float(execution.split(":")[1].split()[0]), 1),
        "plan": plan,
    }


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    admin_url_argument(parser)
    parser.add_argument("--requests", type=int, default=50, help="Timed requests per call.")
    parser.add_argument("--recitations", type=int, default=600, help="Recitations of the last 84 days.")
    parser.add_argument("--keep", action="store_true", help="Leave the database in place afterwards.")
    args = parser.parse_args()
    in_throwaway_database(admin_url=args.admin_url, prefix="weak_spots", keep=args.keep, run=lambda _: run(args=args))


def run(*, args) -> None:
    from django.core.management import call_command
    from django.db import connection
    from django.test import Client
    from django.test.utils import CaptureQueriesContext
    from knox.models import AuthToken

    from hafiz.recitation.selectors import verse_weakness
    from hafiz.review.models import ReviewLog, ScheduledVerse
    from hafiz.review.selectors import review_due_global_numbers
    from hafiz.review.services import review_schedule_age

    started = time.monotonic()
    call_command("migrate", verbosity=0)
    with open(os.devnull, "w") as devnull, contextlib.redirect_stdout(devnull), contextlib.redirect_stderr(devnull):
        call_command("import_quran", stdout=devnull)
    now = datetime.now(UTC)
    user = learner_create(now)
    review_schedule_age(user=user, days=400)
    due = ScheduledVerse.objects.filter(user=user, due__lte=now).count()
    assert due == SCHEDULED_VERSES, f"{due} verses due, not all {SCHEDULED_VERSES}"
    history = slip_history_create(user=user, now=now, recitations=args.recitations)
    # As autovacuum would have left a live database: statistics, and the visibility map that index-only scans need.
    with connection.cursor() as cursor:
        cursor.execute("VACUUM ANALYZE")
    print(
        f"setup (migrate, import_quran, {due} scheduled verses all due, {ReviewLog.objects.count()} reviews, "
        f"{history['recitations']} recitations, {history['recited_verses']} recited verses, "
        f"{history['slips']} slips): {time.monotonic() - started:.1f} s"
    )
    # How much of the work the review call weighs: the listed due verses holding weak words.
    listed = review_due_global_numbers(user=user, limit=100)
    weighed = verse_weakness(user=user, verses=listed)

    _, token = AuthToken.objects.create(user)
    client = Client(HTTP_AUTHORIZATION=f"Token {token}")

    def ok(response):
        assert response.status_code == 200, response.content[:300]

    rows = []
    for label, path in CALLS:

        def call(path=path):
            return client.get(path)

        row = timed(label, call, args.requests, ok)
        with CaptureQueriesContext(connection) as captured:
            response = call()
        ok(response)
        answer = response.json()
        if "verses" in answer:
            size = f"{len(answer['verses'])} verses, {sum(len(verse['words']) for verse in answer['verses'])} words"
        elif "weeks" in answer:
            size = f"{sum(week['slips'] for week in answer['weeks'])} slips, {answer['mended_count']} mended"
        else:
            size = f"{len(answer['due'])} listed, {len(weighed)} with weak words"
        rows.append(
            {**row, "answer": size, "queries": len(captured), "slowest_query": slowest_query_explained(captured)}
        )

    load = [round(value, 1) for value in os.getloadavg()]
    print(f"load average {load} on {os.cpu_count()} CPUs")
    print(
        f"{'call':<24}{'requests':>9}{'p50 ms':>9}{'p99 ms':>9}{'mean ms':>9}{'cpu p50':>9}{'cpu p99':>9}"
        f"{'queries':>9}{'sql ms':>8}  answer"
    )
    for row in rows:
        print(
            f"{row['call']:<24}{row['requests']:>9}{row['p50_ms']:>9}{row['p99_ms']:>9}{row['mean_ms']:>9}"
            f"{row['cpu_p50_ms']:>9}{row['cpu_p99_ms']:>9}{row['queries']:>9}"
            f"{row['slowest_query']['explain_ms']:>8}  {row['answer']}"
        )

    results = {
        "scheduled_verses": SCHEDULED_VERSES,
        "past_reviews": PAST_REVIEWS,
        **history,
        "database": "postgresql",
        "load_average": load,
        "cpus": os.cpu_count(),
        "calls": rows,
    }
    out = ROOT / "bench" / "results" / "weak_spots.json"
    out.parent.mkdir(parents=True, exist_ok=True)
    out.write_text(json.dumps(results, indent=2))
    print(f"wrote {out.relative_to(ROOT)}")


if __name__ == "__main__":
    main()
