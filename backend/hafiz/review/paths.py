"""The order in which a learning path takes the chapters. Pure functions of the path's settings.

Hafiz's path is the order most memorisers (huffaz) follow: Juz 'Amma first, from its shortest
chapters at the end of the mushaf backwards (An-Nas 114, Al-Falaq 113, … An-Naba 78), then the rest
of the Qur'an in mushaf order from Al-Fatiha (1, 2, … 77). Forward after Juz 'Amma because Al-Fatiha
is recited in every prayer and Al-Baqarah follows it in every mushaf; some teachers carry on backwards
juz by juz instead, which a learner can have with a custom path started where they like.

A custom path starts at the chapter the learner picked and carries on with the chapters after it in
mushaf order to An-Nas, then wraps round to Al-Fatiha and on up to the chapter before the picked one,
so every path covers all 114 chapters once.

Within a chapter, verses are always taken in order, 1 to the last.
"""

from hafiz.quran.canon import CHAPTER_COUNT

# An-Naba, the first chapter of Juz 'Amma (the 30th juz).
JUZ_AMMA_FIRST_CHAPTER = 78

HAFIDH_CHAPTER_ORDER: tuple[int, ...] = (
    *range(CHAPTER_COUNT, JUZ_AMMA_FIRST_CHAPTER - 1, -1),
    *range(1, JUZ_AMMA_FIRST_CHAPTER),
)


def custom_chapter_order(*, chapter: int) -> tuple[int, ...]:
    """`chapter`, the chapters after it up to 114, then 1 up to the chapter before it."""
    return (*range(chapter, CHAPTER_COUNT + 1), *range(1, chapter))
