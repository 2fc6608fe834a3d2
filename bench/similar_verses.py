"""How long finding the look-alike verses takes over the whole Qur'an, and what it finds.

    .venv/bin/python bench/similar_verses.py [--runs 3]

Reads the pinned quran-json package (downloaded into var/cache once, as the import does), splits each of the 6,236
verses into words as the import does, and runs hafiz.quran.lookalikes.lookalikes_find on all of them, which is
what import_quran and find_similar_verses do before they store the pairs. Prints each run's time, the best, and what
the rule keeps: the pairs by rule, the verses with a look-alike, the length of a verse's list (median, 90th
percentile and maximum, refrains aside: a verse's word-for-word repeats are not counted in its list), and a check
that leaving out pairs that share only formulas misses none. The target is under 30 s.
"""

import argparse
import itertools
import os
import statistics
import sys
import time
from collections import Counter
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
        f"{len(verses)} verses, {sum(map(len, verses))} words. Whole verses alike: the same verse, or a shared run "
        f"of {lookalikes.MIN_SHARED_RUN}+ words and a score >= {lookalikes.SCORE_THRESHOLD}. A shared phrase: "
        f"{lookalikes.PHRASE_SHARED_WORDS}+ words (particles aside, one word changed or added inside at most) "
        f"weighing >= {lookalikes.PHRASE_WEIGHT}, or {lookalikes.PHRASE_RUN}+ words held by at most "
        f"{lookalikes.GROUP_VERSES} verses."
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
    print(
        f"best of {runs}: {min(times):.2f} s (target < 30 s) on {os.cpu_count()} CPUs, "
        f"load average {os.getloadavg()[0]:.2f}"
    )
    print(f"candidate pairs compared: {candidates}")
    print(_kept_by_rule(pairs, len(verses)))
    print(_formula_only_check(verses))


def _kept_by_rule(pairs: list[lookalikes.Lookalike], verse_count: int) -> str:
    identical = sum(pair.score == 1.0 for pair in pairs)
    by_kind = Counter(pair.kind for pair in pairs)
    with_any = {index for pair in pairs for index in (pair.first, pair.second)}
    list_lengths = Counter(index for pair in pairs if pair.score < 1.0 for index in (pair.first, pair.second))
    lengths = sorted(list_lengths.values())
    return (
        f"look-alike pairs: {len(pairs)}: whole verses alike {by_kind['verse']} ({identical} of them the same "
        f"verse), shared phrases {by_kind['phrase']}\n"
        f"verses with a look-alike: {len(with_any)} of {verse_count}\n"
        f"a verse's list, refrains aside ({len(lengths)} verses): median {statistics.median(lengths)}, "
        f"90th percentile {lengths[int(len(lengths) * 0.9)]}, maximum {lengths[-1]} (targets: median <= 8, "
        f"90th percentile <= 20)"
    )


def _formula_only_check(verses: list[list[str]]) -> str:
    """Candidates leave out pairs whose only shared runs (of 3+ words, or of 2+ without particles) are formulas,
    held by more than FORMULA_VERSES verses. Compare every such pair and count those the rule would keep: the finder
    misses exactly these."""
    text = lookalikes.LookalikeText(verses)
    candidates = text.candidate_pairs()
    holders: dict[tuple[str, ...], set[int]] = {}
    for number, verse in enumerate(text.verses):
        for words, length in (
            (verse.words, lookalikes.MIN_SHARED_RUN),
            (verse.bare, lookalikes.PHRASE_SHARED_WORDS - 1),
        ):
            for start in range(len(words) - length + 1):
                holders.setdefault(words[start : start + length], set()).add(number)
    formula_only = {
        pair
        for numbers in holders.values()
        if len(numbers) > lookalikes.FORMULA_VERSES
        for pair in itertools.combinations(sorted(numbers), 2)
    } - candidates
    missed = sum(text.compare(first, second) is not None for first, second in formula_only)
    return f"pairs sharing only formulas: {len(formula_only)}, of which the rule would keep (missed): {missed}"


if __name__ == "__main__":
    main()
