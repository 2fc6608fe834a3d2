"""Which verses a game covers, and the plain verse data every game builder works on."""

from collections.abc import Iterable
from dataclasses import dataclass
from itertools import accumulate

from hafiz.quran import canon

# Global number of the verse just before each chapter's first verse, index 0 = chapter 1.
_GLOBAL_NUMBER_BEFORE_CHAPTER = (0, *accumulate(canon.VERSES_PER_CHAPTER[:-1]))


def verse_global_number(*, chapter: int, verse: int) -> int:
    """The verse's position in the whole Qur'an (1 to 6236), computed from canon without a query."""
    return _GLOBAL_NUMBER_BEFORE_CHAPTER[chapter - 1] + verse


@dataclass(frozen=True)
class GameVerse:
    """What the games show of one verse; plain data so the builders stay pure functions."""

    chapter: int
    number: int
    global_number: int
    text: str
    # Reading order, pause marks attached to the word before (quran.words).
    words: tuple[str, ...]
    translation_en: str
    translation_ru: str
    image_url: str
    audio_url: str

    @property
    def name(self) -> str:
        return f"{self.chapter}:{self.number}"


@dataclass(frozen=True)
class VerseRange:
    """Consecutive verses first..last (both included) of one chapter."""

    chapter: int
    first: int
    last: int

    @property
    def first_global_number(self) -> int:
        return verse_global_number(chapter=self.chapter, verse=self.first)

    @property
    def last_global_number(self) -> int:
        return verse_global_number(chapter=self.chapter, verse=self.last)

    def latest(self, count: int) -> "VerseRange":
        """The last `count` verses of the range (all of it when shorter)."""
        return VerseRange(chapter=self.chapter, first=max(self.first, self.last - count + 1), last=self.last)

    def holds(self, verse: GameVerse) -> bool:
        return verse.chapter == self.chapter and self.first <= verse.number <= self.last


def verse_range_covered(*, chapter: int, verse: int, count: int) -> VerseRange:
    """`count` consecutive verses ending at `verse`, or verses 1..count when fewer than `count` lead up to it."""
    if not 1 <= chapter <= canon.CHAPTER_COUNT:
        raise ValueError(f"no chapter {chapter}")
    verses_count = canon.VERSES_PER_CHAPTER[chapter - 1]
    if not (1 <= verse <= verses_count and 1 <= count <= verses_count):
        raise ValueError(f"chapter {chapter} has {verses_count} verses (verse {verse}, count {count})")
    last = max(verse, count)
    return VerseRange(chapter=chapter, first=last - count + 1, last=last)


def verses_partition(
    *, verses: Iterable[GameVerse], verse_range: VerseRange
) -> tuple[list[GameVerse], list[GameVerse]]:
    """(the verses inside the range, the others), each in the order given."""
    inside: list[GameVerse] = []
    outside: list[GameVerse] = []
    for verse in verses:
        (inside if verse_range.holds(verse) else outside).append(verse)
    return inside, outside
