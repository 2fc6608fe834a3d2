"""What the "Which one?" drill deals over the whole Qur'an, and how long dealing one takes.

    .venv/bin/python bench/which_one_drills.py

Reads the look-alike pairs from the local database (after `make run` or `manage.py import_quran`), deals the drill
of every verse that has a look-alike (hafiz.games.kinds.which_one.lookalike_pair_list, then
hafiz.games.kinds.which_one.which_one_game_build, as POST /games/which_one/ does without the deal's insert), and
prints how many verses can be drilled, how many questions their drills ask, how many questions ask a word inside a
shared phrase, a continuation or an opening, and the time per deal (its query and its building).
"""

import os
import random
import sys
import time
from collections import Counter
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "backend"))
os.environ.setdefault("DJANGO_SETTINGS_MODULE", "config.settings.local")

import django  # noqa: E402

django.setup()

from hafiz.games.kinds.which_one import lookalike_pair_list, which_one_game_build  # noqa: E402
from hafiz.quran.models import SimilarVerse  # noqa: E402


def main() -> None:
    verses = sorted(set(SimilarVerse.objects.values_list("verse__global_number", flat=True)))
    if not verses:
        sys.exit("No look-alike verses in the database: run `make run` (or manage.py import_quran) first.")
    questions_per_drill: Counter[int] = Counter()
    blanks: Counter[str] = Counter()
    rng = random.Random(0)
    started = time.perf_counter()
    for global_number in verses:
        pairs = lookalike_pair_list(verse_global_number=global_number)
        drill = which_one_game_build(verse=pairs[0].verse, lookalikes=pairs, rng=rng)
        questions_per_drill[len(drill["questions"]) if drill else 0] += 1
        for question in drill["questions"] if drill else []:
            blanks["phrase" if question["phrase"] else "continuation" if question["before"] else "opening"] += 1
    elapsed = time.perf_counter() - started

    drillable = len(verses) - questions_per_drill[0]
    print(f"verses with a look-alike: {len(verses):,}")
    print(
        f"verses with a drill:      {drillable:,} (none for {questions_per_drill[0]:,}: refrains, or look-alikes "
        "that only run on past the verse's end)"
    )
    print(
        "questions per drill:      "
        + ", ".join(f"{count:,} drills of {size}" for size, count in sorted(questions_per_drill.items()) if size)
    )
    print(
        f"questions:                {blanks['phrase']:,} ask a word inside a shared phrase, "
        f"{blanks['continuation']:,} a continuation, {blanks['opening']:,} an opening"
    )
    print(f"dealing:                  {elapsed * 1000 / len(verses):.2f} ms a verse (query and build, mean)")


if __name__ == "__main__":
    main()
