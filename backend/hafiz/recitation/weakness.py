"""A word's weakness: how much of a learner's slips on it still counts (docs/product.md §2.17). Pure: the selectors
read the slips, this weighs them.

Each slip on a word weighs 1 when it is made. It halves every HALF_LIFE_DAYS days, and halves again with each clean
recitation of its verse since then (a recitation of the verse with no slip on that word). A word's weakness is the sum
over its slips of the last HORIZON_DAYS days (older ones weigh less than 1/64 each), and the word is weak from
WEAK_FROM. So a word forgotten once is weak at 1, at 0.5 after one clean recitation, 0.25 after two, and no longer
weak after a third, or after a month and a little more left alone; a word slipped on at every recitation keeps
growing. Its kind is the kind of slip that weighs most on it.
"""

from collections import defaultdict
from collections.abc import Iterable
from dataclasses import dataclass
from datetime import datetime, timedelta

from hafiz.recitation.models import SlipKind

HALF_LIFE_DAYS = 14
# Each clean recitation of the verse since a slip keeps this share of the slip's weight.
CLEAN_RECITATION_FACTOR = 0.5
HORIZON_DAYS = 84
WEAK_FROM = 0.2


@dataclass(frozen=True)
class SlipSeen:
    """A slip as the weakness sees it: on which word of which verse (global number), of what kind, when, and how many
    clean recitations of its verse followed it."""

    verse: int
    word: int
    kind: str
    slipped_at: datetime
    clean_since: int


@dataclass(frozen=True)
class WeakWord:
    verse: int
    word: int
    kind: str
    weakness: float


def slip_weight(*, age: timedelta, clean_since: int) -> float:
    """What a slip `age` old, followed by `clean_since` clean recitations of its verse, weighs now."""
    days = max(age.total_seconds(), 0) / 86_400
    return 0.5 ** (days / HALF_LIFE_DAYS) * CLEAN_RECITATION_FACTOR**clean_since


def weak_words(slips: Iterable[SlipSeen], *, now: datetime) -> list[WeakWord]:
    """The weak words among the words `slips` fell on, in the mushaf's order, each with its weakness (to 2 places)."""
    by_kind: dict[tuple[int, int], dict[str, float]] = defaultdict(lambda: defaultdict(float))
    for slip in slips:
        by_kind[(slip.verse, slip.word)][slip.kind] += slip_weight(
            age=now - slip.slipped_at, clean_since=slip.clean_since
        )
    words = []
    for (verse, word), kinds in sorted(by_kind.items()):
        weakness = sum(kinds.values())
        if weakness >= WEAK_FROM:
            # Ties go to the kind named first in SlipKind's order: the one that costs the verse most.
            kind = max(kinds, key=lambda name: (kinds[name], -SlipKind.values.index(name)))
            words.append(WeakWord(verse=verse, word=word, kind=kind, weakness=round(weakness, 2)))
    return words


def weak_words_by_verse(words: Iterable[WeakWord]) -> dict[int, list[WeakWord]]:
    """Weak words grouped by their verse (global number), each verse's in reading order."""
    by_verse: dict[int, list[WeakWord]] = defaultdict(list)
    for word in words:
        by_verse[word.verse].append(word)
    return dict(by_verse)
