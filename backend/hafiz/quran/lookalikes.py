"""Finding look-alike verses (mutashabihat) across the whole Qur'an: verses a learner can mistake for one another.

Every verse is compared on its normalised Arabic words, aligned with difflib. Two verses are look-alikes when
- they are the same verse (a refrain such as 55:13), or
- they share a run of at least MIN_SHARED_RUN words in a row and their score reaches SCORE_THRESHOLD, or
- they share a phrase: a run of at least PHRASE_RUN words in a row that no more than GROUP_VERSES verses hold,
  however long the verses around it are (6:159 and 30:32 share "الذين فرقوا دينهم وكانوا شيعا").
The score, which ranks them, is the share of both verses' words that the alignment finds in common, each shared run
weighed by how rare it is in the Qur'an. docs/similar-verses.md explains the numbers and how they were chosen.
"""

import difflib
import itertools
import math
from collections import defaultdict
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass

from hafiz.quran import spelling

# Fewer words than this in a row is a turn of phrase, not a look-alike (unless the whole verses are the same).
MIN_SHARED_RUN = 3
# A run shared by more verses than this is a formula ("يا أيها الذين آمنوا" opens 89): on its own it pairs no verses.
FORMULA_VERSES = 40
# A run held by at most this many verses is a group teachers drill together and weighs in full; a run held by more
# weighs log(GROUP_VERSES) / log(verses): a half for 64 verses, a third for 512 (as common words are).
GROUP_VERSES = 8
SCORE_THRESHOLD = 0.4
PHRASE_RUN = 5

# Letter variants the Uthmani script writes differently for the same word: the variants Gaps folds too (alef wasla,
# alef maqsura, ta marbuta), and a hamza on an alef, waw or ya seat folded to its seat (a hamza alone or above a
# tatweel is dropped below, as its seat varies).
_LETTER_FOLDS = {**spelling.VARIANT_FOLDS, "أ": "ا", "إ": "ا", "آ": "ا", "ؤ": "و", "ئ": "ي"}

ProgressCallback = Callable[[int, int], None]


def normalised_word(word: str) -> str:
    """A word's letters only: no vowel signs, pause or recitation marks, tatweel or hamza, and variants folded.

    The dagger alef stands for a written alef ("ٱلۡكِتَٰبِ" is spelt "كِتَابٌ" elsewhere), except over a ya or waw,
    where it only marks the long vowel ("عَلَىٰ", "ٱلصَّلَوٰةَ").
    """
    letters: list[str] = []
    for char in word:
        if char == spelling.DAGGER_ALEF:
            if not letters or letters[-1] not in "يو":
                letters.append("ا")
            continue
        char = _LETTER_FOLDS.get(char, char)
        if spelling.is_letter(char) and char != spelling.HAMZA:
            letters.append(char)
    return "".join(letters)


def marked_words(*, words: Sequence[str], same: Sequence[bool]) -> list[dict]:
    """A verse's display words as the API and the drill show them: each with whether its look-alike shares it (a
    SimilarVerse's verse_same or similar_same)."""
    return [{"text": word, "same": shared} for word, shared in zip(words, same, strict=True)]


@dataclass(frozen=True)
class Lookalike:
    """Two look-alike verses, by their index in the list given, with each display word marked shared or not."""

    first: int
    second: int
    score: float
    first_same: list[bool]
    second_same: list[bool]


@dataclass(frozen=True)
class _Verse:
    words: tuple[str, ...]  # normalised, without the display words that hold no letter (a lone ۞)
    display_index: tuple[int, ...]  # for each normalised word, the display word it came from
    display_count: int

    @classmethod
    def of(cls, display_words: Sequence[str]) -> "_Verse":
        pairs = [(normalised_word(word), index) for index, word in enumerate(display_words)]
        kept = [(word, index) for word, index in pairs if word]
        return cls(
            words=tuple(word for word, _ in kept),
            display_index=tuple(index for _, index in kept),
            display_count=len(display_words),
        )

    def same_marks(self, runs: Iterable[tuple[int, int]]) -> list[bool]:
        """Per display word: shared with the other verse, given the shared runs as (first position, length) among
        the normalised words. A word without letters is no difference."""
        shared = {start + offset for start, length in runs for offset in range(length)}
        marks = [True] * self.display_count
        for position, index in enumerate(self.display_index):
            marks[index] = position in shared
        return marks


class _RunCounts:
    """How many verses hold a run of words, counted once per run."""

    def __init__(self, verses: list[_Verse]) -> None:
        self._padded = [f" {' '.join(verse.words)} " for verse in verses]
        self._holders: dict[str, list[int]] = defaultdict(list)
        for number, verse in enumerate(verses):
            for word in set(verse.words):
                self._holders[word].append(number)
        self._counts: dict[tuple[str, ...], int] = {}

    def remember(self, run: tuple[str, ...], count: int) -> None:
        self._counts[run] = count

    def __call__(self, run: tuple[str, ...]) -> int:
        count = self._counts.get(run)
        if count is None:
            # Only the verses holding the run's rarest word can hold the run.
            rarest = min((self._holders[word] for word in run), key=len)
            needle = f" {' '.join(run)} "
            count = sum(1 for number in rarest if needle in self._padded[number])
            self._counts[run] = count
        return count


def _candidate_pairs(verses: list[_Verse], run_counts: _RunCounts) -> set[tuple[int, int]]:
    """Pairs of verses that are the same, or share a run of MIN_SHARED_RUN or more words held by no more than
    FORMULA_VERSES verses. Runs held by more grow a word at a time until they are rare enough (or end), so a formula
    still pairs the verses that continue it alike. Every phrase pair is a candidate; a pair could reach the score
    while sharing only formulas and short runs, but in the Qur'an none does (docs/similar-verses.md)."""
    pairs: set[tuple[int, int]] = set()
    by_words: dict[tuple[str, ...], list[int]] = defaultdict(list)
    for number, verse in enumerate(verses):
        by_words[verse.words].append(number)
    for same in by_words.values():
        pairs.update(itertools.combinations(same, 2))

    length = MIN_SHARED_RUN
    starts = [(number, start) for number, verse in enumerate(verses) for start in range(len(verse.words) - length + 1)]
    while starts:
        holders: dict[tuple[str, ...], set[int]] = defaultdict(set)
        for number, start in starts:
            holders[verses[number].words[start : start + length]].add(number)
        for run, numbers in holders.items():
            run_counts.remember(run, len(numbers))
            if 2 <= len(numbers) <= FORMULA_VERSES:
                pairs.update(itertools.combinations(sorted(numbers), 2))
        starts = [
            (number, start)
            for number, start in starts
            if len(holders[verses[number].words[start : start + length]]) > FORMULA_VERSES
            and start + length < len(verses[number].words)
        ]
        length += 1
    return pairs


def _rarity(holders: int) -> float:
    return 1.0 if holders <= GROUP_VERSES else math.log(GROUP_VERSES) / math.log(holders)


@dataclass(frozen=True)
class _Comparison:
    score: float
    blocks: list[difflib.Match]  # the shared runs, difflib's alignment over normalised words
    alike: bool


def _compare(first: _Verse, second: _Verse, run_counts: _RunCounts) -> _Comparison:
    matcher = difflib.SequenceMatcher(None, first.words, second.words, autojunk=False)
    blocks = [block for block in matcher.get_matching_blocks() if block.size]
    if first.words == second.words:
        return _Comparison(score=1.0, blocks=blocks, alike=True)
    holders = [run_counts(first.words[block.a : block.a + block.size]) for block in blocks]
    weighted = sum(block.size * _rarity(count) for block, count in zip(blocks, holders))
    score = 2 * weighted / (len(first.words) + len(second.words))
    longest = max((block.size for block in blocks), default=0)
    shares_a_phrase = any(block.size >= PHRASE_RUN and count <= GROUP_VERSES for block, count in zip(blocks, holders))
    alike = (longest >= MIN_SHARED_RUN and score >= SCORE_THRESHOLD) or shares_a_phrase
    return _Comparison(score=score, blocks=blocks, alike=alike)


def lookalikes_find(*, verses: Sequence[Sequence[str]], progress: ProgressCallback | None = None) -> list[Lookalike]:
    """Every look-alike pair among the verses (each given as its display words), once, first < second."""
    prepared = [_Verse.of(words) for words in verses]
    run_counts = _RunCounts(prepared)
    candidates = sorted(_candidate_pairs(prepared, run_counts))
    found: list[Lookalike] = []
    for done, (first_number, second_number) in enumerate(candidates, start=1):
        first, second = prepared[first_number], prepared[second_number]
        comparison = _compare(first, second, run_counts)
        if comparison.alike:
            found.append(
                Lookalike(
                    first=first_number,
                    second=second_number,
                    score=comparison.score,
                    first_same=first.same_marks((block.a, block.size) for block in comparison.blocks),
                    second_same=second.same_marks((block.b, block.size) for block in comparison.blocks),
                )
            )
        if progress is not None and (done % 2000 == 0 or done == len(candidates)):
            progress(done, len(candidates))
    return found
