"""Fixed facts about the Qur'an the import checks its source against (Tanzil's metadata, Hafs numbering)."""

import bisect
from typing import NamedTuple

CHAPTER_COUNT = 114
VERSE_COUNT = 6236
# The units memorisers count in (quran.divisions); a hizb is four hizb quarters.
JUZ_COUNT = 30
HIZB_QUARTER_COUNT = 240
HIZB_QUARTERS_PER_HIZB = 4
HIZB_COUNT = HIZB_QUARTER_COUNT // HIZB_QUARTERS_PER_HIZB
PAGE_COUNT = 604
# Verses in the longest juz (Juz 'Amma), more than any chapter: the longest range the Hifz player plays and the longest
# passage recited from memory.
JUZ_VERSES_MAX = 564
MANZIL_COUNT = 7
RUKU_COUNT = 556
SAJDA_COUNT = 15

# Verses in each chapter, index 0 = chapter 1.
VERSES_PER_CHAPTER = (
    7,
    286,
    200,
    176,
    120,
    165,
    206,
    75,
    129,
    109,
    123,
    111,
    43,
    52,
    99,
    128,
    111,
    110,
    98,
    135,
    112,
    78,
    118,
    64,
    77,
    227,
    93,
    88,
    69,
    60,
    34,
    30,
    73,
    54,
    45,
    83,
    182,
    88,
    75,
    85,
    54,
    53,
    89,
    59,
    37,
    35,
    38,
    29,
    18,
    45,
    60,
    49,
    62,
    55,
    78,
    96,
    29,
    22,
    24,
    13,
    14,
    11,
    11,
    18,
    12,
    12,
    30,
    52,
    52,
    44,
    28,
    28,
    20,
    56,
    40,
    31,
    50,
    40,
    46,
    42,
    29,
    19,
    36,
    25,
    22,
    17,
    19,
    26,
    30,
    20,
    15,
    21,
    11,
    8,
    8,
    19,
    5,
    8,
    8,
    11,
    11,
    8,
    3,
    9,
    5,
    4,
    7,
    3,
    6,
    3,
    5,
    4,
    5,
    6,
)

assert len(VERSES_PER_CHAPTER) == CHAPTER_COUNT and sum(VERSES_PER_CHAPTER) == VERSE_COUNT

# The global number of each chapter's first verse, index 0 = chapter 1.
CHAPTER_FIRST_GLOBAL_NUMBERS = tuple(1 + sum(VERSES_PER_CHAPTER[:index]) for index in range(CHAPTER_COUNT))


def global_verse_number(*, chapter: int, verse: int) -> int:
    """The verse's place in the whole Qur'an, 1..VERSE_COUNT (1:1 is 1, 114:6 is 6236)."""
    return CHAPTER_FIRST_GLOBAL_NUMBERS[chapter - 1] + verse - 1


class VerseKey(NamedTuple):
    chapter: int
    verse: int


def verse_reference(global_number: int) -> VerseKey:
    """The chapter and verse of the verse with this global number."""
    chapter = bisect.bisect_right(CHAPTER_FIRST_GLOBAL_NUMBERS, global_number)
    return VerseKey(chapter, global_number - CHAPTER_FIRST_GLOBAL_NUMBERS[chapter - 1] + 1)
