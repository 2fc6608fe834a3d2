"""How long finding the look-alike verses takes over the whole Qur'an, and what it finds.

    .venv/bin/python bench/similar_verses.py [--runs 3]

Reads the pinned quran-json package (downloaded into var/cache once, as the import does), splits each of the 6,236
verses into words as the import does, and runs hafiz.quran.lookalikes.lookalikes_find on all of them, which is
what import_quran and find_similar_verses do before they store the pairs. Prints each run's time, the best
and the rule's numbers: candidate pairs compared, look-alike pairs kept, verses with at least one, identical
pairs, and a check that leaving out pairs that share only formulas misses none.
The target is under 30 s.
"""

import argparse
import itertools
import os
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "backend"))
os.environ.setdefault("DJANGO_SETTINGS_MODULE", "config.settings.local")

import django  # noqa: E402

django.setup()

from django.conf import settings  # noqa: E402

from hafiz.quran import lookalikes  # noqa: E402
from hafiz.quran.source import load_source  # noqa: E402
from hafiz.quran.words import verse_words  # noqa: E402


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=3)
    runs = parser.parse_args().runs

    source = load_source(cache_dir=Path(settings.QURAN_JSON_CACHE_DIR))
    verses = [verse_words(text=verse["text"]) for chapter in source.arabic for verse in chapter["verses"]]
    print(
        f"{len(verses)} verses, {sum(map(len, verses))} words. Look-alikes: the same verse; or a shared run of "
        f"{lookalikes.MIN_SHARED_RUN}+ words and a score >= {lookalikes.SCORE_THRESHOLD}; or a shared phrase of "
        f"{lookalikes.PHRASE_RUN}+ words held by at most {lookalikes.GROUP_VERSES} verses. Candidates share a run "
        f"of {lookalikes.MIN_SHARED_RUN}+ words held by at most {lookalikes.FORMULA_VERSES} verses."
    )
    times, candidates = [], 0
    for run in range(1, runs + 1):

        def count(done: int, total: int) -> None:
            nonlocal candidates
            candidates = total

        started = time.perf_counter()
        pairs = lookalikes.lookalikes_find(verses=verses, progress=count)
        times.append(time.perf_counter() - started)
        print(f"run {run}: {times[-1]:.2f} s")
    with_any = {index for pair in pairs for index in (pair.first, pair.second)}
    identical = sum(pair.score == 1.0 for pair in pairs)
    print(
        f"best of {runs}: {min(times):.2f} s (target < 30 s) on {os.cpu_count()} CPUs, "
        f"load average {os.getloadavg()[0]:.2f}"
    )
    print(f"candidate pairs compared: {candidates}")
    print(
        f"look-alike pairs: {len(pairs)} ({identical} of them the same verse), "
        f"verses with a look-alike: {len(with_any)} of {len(verses)}"
    )
    print(_formula_only_check(verses))


def _formula_only_check(verses: list[list[str]]) -> str:
    """Candidates leave out pairs whose only shared runs of 3+ words are formulas (held by more than FORMULA_VERSES
    verses). Align every such pair and count those the rule would keep: the finder misses exactly these."""
    prepared = [lookalikes._Verse.of(words) for words in verses]
    run_counts = lookalikes._RunCounts(prepared)
    candidates = lookalikes._candidate_pairs(prepared, run_counts)
    holders: dict[tuple[str, ...], set[int]] = {}
    for number, verse in enumerate(prepared):
        for start in range(len(verse.words) - lookalikes.MIN_SHARED_RUN + 1):
            holders.setdefault(verse.words[start : start + lookalikes.MIN_SHARED_RUN], set()).add(number)
    formula_only = {
        pair
        for numbers in holders.values()
        if len(numbers) > lookalikes.FORMULA_VERSES
        for pair in itertools.combinations(sorted(numbers), 2)
    } - candidates
    missed = sum(
        lookalikes._compare(prepared[first], prepared[second], run_counts).alike for first, second in formula_only
    )
    return f"pairs sharing only formulas: {len(formula_only)}, of which the rule would keep (missed): {missed}"


if __name__ == "__main__":
    main()
