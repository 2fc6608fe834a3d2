"""Finding look-alike verses (mutashabihat) across the whole Qur'an: verses a learner can mistake for one another.

Every verse is compared on its normalised Arabic words. Two verses are look-alikes of one of two kinds:
- **whole verses alike** (kind "verse"): the same verse (a refrain such as 55:13), or verses sharing a run of at
  least MIN_SHARED_RUN words in a row with a score of SCORE_THRESHOLD or more. The score, which ranks them, is the
  share of both verses' words that the alignment finds in common, each shared run weighed by how rare it is.
- **a shared phrase** (kind "phrase"): otherwise apart, the verses share a phrase a reciter can drift along from one
  into the other: at least PHRASE_SHARED_WORDS words compared without their attached particles (so «فلا تطع
  الكافرين» and «ولا تطع الكافرين» share three), with at most one word changed or added inside, whose weight reaches
  PHRASE_WEIGHT; or a run of PHRASE_RUN words held by no more than GROUP_VERSES verses. The phrase is given with a
  word more on each side where both verses go on differently, so the word a reciter slips on is in it, and with its
  weight, which ranks a verse's shared phrases.
docs/similar-verses.md explains the numbers and how they were chosen.
"""

import difflib
import itertools
import math
from collections import defaultdict
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass
from typing import Literal

from hafiz.quran import spelling

# Fewer words than this in a row is a turn of phrase, not a look-alike (unless the whole verses are the same).
MIN_SHARED_RUN = 3
# A run shared by more verses than this is a formula ("يا أيها الذين آمنوا" opens 89): on its own it pairs no verses.
FORMULA_VERSES = 40
# A run held by at most this many verses is a group teachers drill together and weighs in full; a run held by more
# weighs log(GROUP_VERSES) / log(verses): a half for 64 verses, a third for 512 (as common words are).
GROUP_VERSES = 8
SCORE_THRESHOLD = 0.4
# A run of this many words held by at most GROUP_VERSES verses is a shared phrase whatever its words.
PHRASE_RUN = 5

# A shared phrase: at least this many words shared (particles aside), in at most two runs parted by one word.
PHRASE_SHARED_WORDS = 3
# ... weighing at least this much: each shared word weighs how rare it is in the text, log(verses / verses holding
# it), less COMMON_WORD_WEIGHT (so a word in more than 22 % of the verses, such as من or الله, weighs nothing); the
# sum is weighed by the rarity of the phrase's longest run (as the score weighs runs) and by EDGE_WEIGHT when the
# phrase opens both verses or closes both, where a reciter starts or ends on the wrong one.
PHRASE_WEIGHT = 7.0
COMMON_WORD_WEIGHT = 1.5
EDGE_WEIGHT = 1.25

# Particles written joined to the next word: a conjunction (و ف) and then a preposition on the article (ب ك; ل, which
# writes «لل» for «ل» + «ال»). A phrase is compared with them split off, where what is left is a word of the text.
# That also takes a root letter off a few words whose rest is another word («فضل» → «ضل», «وكيل» → «كيل»); it makes
# such words weigh as their rest does, and no stored pair matches on one (checked over the whole text).
_CONJUNCTIONS = "وف"
_PREPOSITIONS_ON_THE_ARTICLE = "بك"

# Letter variants the Uthmani script writes differently for the same word: the variants Gaps folds too (alef wasla,
# alef maqsura, ta marbuta), and a hamza on an alef, waw or ya seat folded to its seat (a hamza alone or above a
# tatweel is dropped below, as its seat varies).
_LETTER_FOLDS = {**spelling.VARIANT_FOLDS, "أ": "ا", "إ": "ا", "آ": "ا", "ؤ": "و", "ئ": "ي"}

ProgressCallback = Callable[[int, int], None]
LookalikeKind = Literal["verse", "phrase"]


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


def without_particles(word: str, vocabulary: set[str]) -> str:
    """A normalised word without the particles joined before it, where what is left is a word of the text (so
    «فرعون» keeps its first letter, «وفرعون» loses only the و): «فلا» → «لا», «وبالله» → «الله», «للناس» → «الناس»."""
    if len(word) > 2 and word[0] in _CONJUNCTIONS and word[1:] in vocabulary:
        word = word[1:]
    if len(word) > 4 and word[0] in _PREPOSITIONS_ON_THE_ARTICLE and word[1:3] == "ال" and word[1:] in vocabulary:
        word = word[1:]
    # «لله» (to Allah) is the one «لل» word of three letters, and is no «ال» word: it keeps its letters.
    elif len(word) > 3 and word.startswith("لل") and "ا" + word[1:] in vocabulary:
        word = "ا" + word[1:]
    return word


def marked_words(*, words: Sequence[str], same: Sequence[bool]) -> list[dict]:
    """A verse's display words as the API and the drill show them: each with whether its look-alike shares it (a
    SimilarVerse's verse_same or similar_same)."""
    return [{"text": word, "same": shared} for word, shared in zip(words, same, strict=True)]


@dataclass(frozen=True)
class Lookalike:
    """Two look-alike verses, by their index in the list given, with each display word marked shared or not; for a
    shared phrase, where it lies in each verse (display word indices, the end excluded) and its weight."""

    first: int
    second: int
    kind: LookalikeKind
    score: float
    first_same: list[bool]
    second_same: list[bool]
    first_phrase: tuple[int, int] | None = None
    second_phrase: tuple[int, int] | None = None
    phrase_weight: float | None = None


@dataclass(frozen=True)
class _Verse:
    words: tuple[str, ...]  # normalised, without the display words that hold no letter (a lone ۞)
    bare: tuple[str, ...]  # the same words without their joined particles (without_particles)
    display_index: tuple[int, ...]  # for each normalised word, the display word it came from
    display_count: int

    def same_marks(self, shared: Iterable[int]) -> list[bool]:
        """Per display word: shared with the other verse, given the shared positions among the normalised words.
        A word without letters is no difference."""
        shared = set(shared)
        marks = [True] * self.display_count
        for position, index in enumerate(self.display_index):
            marks[index] = position in shared
        return marks

    def display_span(self, start: int, end: int) -> tuple[int, int]:
        """Normalised words start…end (end excluded) as display word indices."""
        return self.display_index[start], self.display_index[end - 1] + 1


def _prepared(verses: Sequence[Sequence[str]]) -> list[_Verse]:
    normalised = [[(normalised_word(word), index) for index, word in enumerate(words)] for words in verses]
    vocabulary = {word for words in normalised for word, _ in words if word}
    prepared = []
    for display_words, pairs in zip(verses, normalised, strict=True):
        kept = [(word, index) for word, index in pairs if word]
        prepared.append(
            _Verse(
                words=tuple(word for word, _ in kept),
                bare=tuple(without_particles(word, vocabulary) for word, _ in kept),
                display_index=tuple(index for _, index in kept),
                display_count=len(display_words),
            )
        )
    return prepared


class _RunCounts:
    """How many verses hold a run of words, counted once per run."""

    def __init__(self, sequences: list[tuple[str, ...]]) -> None:
        self._padded = [f" {' '.join(words)} " for words in sequences]
        self._holders: dict[str, list[int]] = defaultdict(list)
        for number, words in enumerate(sequences):
            for word in set(words):
                self._holders[word].append(number)
        self._counts: dict[tuple[str, ...], int] = {}

    def holders(self, word: str) -> int:
        return len(self._holders[word])

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


def _pairs_sharing_runs(
    sequences: list[tuple[str, ...]], run_counts: _RunCounts, *, shortest: int
) -> set[tuple[int, int]]:
    """Pairs of verses sharing a run of `shortest` or more words held by no more than FORMULA_VERSES verses. Runs
    held by more grow a word at a time until they are rare enough (or end), so a formula still pairs the verses that
    continue it alike."""
    pairs: set[tuple[int, int]] = set()
    length = shortest
    starts = [(number, start) for number, words in enumerate(sequences) for start in range(len(words) - length + 1)]
    while starts:
        holders: dict[tuple[str, ...], set[int]] = defaultdict(set)
        for number, start in starts:
            holders[sequences[number][start : start + length]].add(number)
        for run, numbers in holders.items():
            run_counts.remember(run, len(numbers))
            if 2 <= len(numbers) <= FORMULA_VERSES:
                pairs.update(itertools.combinations(sorted(numbers), 2))
        starts = [
            (number, start)
            for number, start in starts
            if len(holders[sequences[number][start : start + length]]) > FORMULA_VERSES
            and start + length < len(sequences[number])
        ]
        length += 1
    return pairs


def _rarity(holders: int) -> float:
    return 1.0 if holders <= GROUP_VERSES else math.log(GROUP_VERSES) / math.log(holders)


@dataclass(frozen=True)
class _Phrase:
    """A phrase two verses share: its runs (difflib's matches over the words without particles; two at most, parted
    by one word changed or added), and its weight."""

    runs: tuple[difflib.Match, ...]
    weight: float


class LookalikeText:
    """The whole text prepared for comparing: its verses' words, and how many verses hold each run and word."""

    def __init__(self, verses: Sequence[Sequence[str]]) -> None:
        self.verses = _prepared(verses)
        self._run_counts = _RunCounts([verse.words for verse in self.verses])
        self._bare_run_counts = _RunCounts([verse.bare for verse in self.verses])
        total = len(self.verses)
        self._word_weight = {
            word: max(0.0, math.log(total / self._bare_run_counts.holders(word)) - COMMON_WORD_WEIGHT)
            for word in {word for verse in self.verses for word in verse.bare}
        }

    def candidate_pairs(self) -> set[tuple[int, int]]:
        """The pairs that could be look-alikes: the same verse, or sharing a run of MIN_SHARED_RUN words, or of two
        words without their particles (a phrase holds a run of two at least), held by at most FORMULA_VERSES verses
        once grown past formulas. A pair sharing only formulas could in principle be missed: bench/similar_verses.py
        counts those the rule would keep (none in the Qur'an)."""
        by_words: dict[tuple[str, ...], list[int]] = defaultdict(list)
        for number, verse in enumerate(self.verses):
            by_words[verse.words].append(number)
        pairs = {pair for same in by_words.values() for pair in itertools.combinations(same, 2)}
        pairs |= _pairs_sharing_runs([verse.words for verse in self.verses], self._run_counts, shortest=MIN_SHARED_RUN)
        pairs |= _pairs_sharing_runs(
            [verse.bare for verse in self.verses], self._bare_run_counts, shortest=PHRASE_SHARED_WORDS - 1
        )
        return pairs

    def compare(self, first_number: int, second_number: int) -> Lookalike | None:
        """The two verses as look-alikes, whole or by a shared phrase; None when they are neither."""
        first, second = self.verses[first_number], self.verses[second_number]
        matcher = difflib.SequenceMatcher(None, first.words, second.words, autojunk=False)
        blocks = [block for block in matcher.get_matching_blocks() if block.size]
        score = self._score(first, second, blocks)
        longest = max((block.size for block in blocks), default=0)
        if first.words == second.words or (longest >= MIN_SHARED_RUN and score >= SCORE_THRESHOLD):
            return Lookalike(
                first=first_number,
                second=second_number,
                kind="verse",
                score=score,
                first_same=first.same_marks(_positions((block.a, block.size) for block in blocks)),
                second_same=second.same_marks(_positions((block.b, block.size) for block in blocks)),
            )
        phrase = self._shared_phrase(first, second)
        if phrase is None:
            return None
        return _phrase_lookalike(
            first_number=first_number,
            second_number=second_number,
            first=first,
            second=second,
            phrase=phrase,
            score=score,
        )

    def _score(self, first: _Verse, second: _Verse, blocks: list[difflib.Match]) -> float:
        if first.words == second.words:
            return 1.0
        weighted = sum(
            block.size * _rarity(self._run_counts(first.words[block.a : block.a + block.size])) for block in blocks
        )
        return 2 * weighted / (len(first.words) + len(second.words))

    def _shared_phrase(self, first: _Verse, second: _Verse) -> _Phrase | None:
        """The weightiest phrase the two verses share, if one is weighty enough (or a rare run of PHRASE_RUN)."""
        matcher = difflib.SequenceMatcher(None, first.bare, second.bare, autojunk=False)
        blocks = [block for block in matcher.get_matching_blocks() if block.size]
        best: _Phrase | None = None
        for index, block in enumerate(blocks):
            following = blocks[index + 1 : index + 2]
            groups: list[tuple[difflib.Match, ...]] = [(block,)]
            if (
                following
                and following[0].a - (block.a + block.size) <= 1
                and following[0].b - (block.b + block.size) <= 1
            ):
                groups.append((block, following[0]))
            for runs in groups:
                phrase = self._weighed(first, second, runs)
                if phrase is not None and (best is None or phrase.weight > best.weight):
                    best = phrase
        return best

    def _weighed(self, first: _Verse, second: _Verse, runs: tuple[difflib.Match, ...]) -> _Phrase | None:
        if sum(run.size for run in runs) < PHRASE_SHARED_WORDS:
            return None
        longest = max(runs, key=lambda run: run.size)
        holders = self._bare_run_counts(first.bare[longest.a : longest.a + longest.size])
        words = (word for run in runs for word in first.bare[run.a : run.a + run.size])
        weight = sum(self._word_weight[word] for word in words) * _rarity(holders)
        opens = runs[0].a == 0 and runs[0].b == 0
        closes = runs[-1].a + runs[-1].size == len(first.bare) and runs[-1].b + runs[-1].size == len(second.bare)
        if opens or closes:
            weight *= EDGE_WEIGHT
        rare_run = longest.size >= PHRASE_RUN and holders <= GROUP_VERSES
        return _Phrase(runs=runs, weight=weight) if weight >= PHRASE_WEIGHT or rare_run else None


def _positions(runs: Iterable[tuple[int, int]]) -> set[int]:
    return {start + offset for start, length in runs for offset in range(length)}


def _phrase_lookalike(
    *, first_number: int, second_number: int, first: _Verse, second: _Verse, phrase: _Phrase, score: float
) -> Lookalike:
    """A phrase look-alike: the phrase widened by a word on each side where both verses go on differently; inside it
    a word is shared when it is the same word with the same particles (so «فلا» and «ولا» differ), and the words
    around it are aligned apart, so nothing outside is taken for part of the phrase."""
    first_start, second_start = phrase.runs[0].a, phrase.runs[0].b
    first_end, second_end = phrase.runs[-1].a + phrase.runs[-1].size, phrase.runs[-1].b + phrase.runs[-1].size
    if first_start > 0 and second_start > 0:
        first_start, second_start = first_start - 1, second_start - 1
    if first_end < len(first.words) and second_end < len(second.words):
        first_end, second_end = first_end + 1, second_end + 1
    first_shared: set[int] = set()
    second_shared: set[int] = set()
    inside = [(run.a + offset, run.b + offset) for run in phrase.runs for offset in range(run.size)]
    for one, other in inside:
        if first.words[one] == second.words[other]:
            first_shared.add(one)
            second_shared.add(other)
    for (one_from, one_to), (other_from, other_to) in (
        ((0, first_start), (0, second_start)),
        ((first_end, len(first.words)), (second_end, len(second.words))),
    ):
        matcher = difflib.SequenceMatcher(
            None, first.words[one_from:one_to], second.words[other_from:other_to], autojunk=False
        )
        for block in matcher.get_matching_blocks():
            first_shared.update(range(one_from + block.a, one_from + block.a + block.size))
            second_shared.update(range(other_from + block.b, other_from + block.b + block.size))
    return Lookalike(
        first=first_number,
        second=second_number,
        kind="phrase",
        score=score,
        first_same=first.same_marks(first_shared),
        second_same=second.same_marks(second_shared),
        first_phrase=first.display_span(first_start, first_end),
        second_phrase=second.display_span(second_start, second_end),
        phrase_weight=phrase.weight,
    )


def lookalikes_find(*, verses: Sequence[Sequence[str]], progress: ProgressCallback | None = None) -> list[Lookalike]:
    """Every look-alike pair among the verses (each given as its display words), once, first < second."""
    text = LookalikeText(verses)
    candidates = sorted(text.candidate_pairs())
    found: list[Lookalike] = []
    for done, (first, second) in enumerate(candidates, start=1):
        lookalike = text.compare(first, second)
        if lookalike is not None:
            found.append(lookalike)
        if progress is not None and (done % 2000 == 0 or done == len(candidates)):
            progress(done, len(candidates))
    return found
