"""The order in which a learning path takes the chapters. Pure functions of the path's settings.

Hafiz's path is the order most memorisers (huffaz) follow, juz by juz from the end of the mushaf: Juz 'Amma (the
30th) first, from its shortest chapters at the end backwards (An-Nas 114, Al-Falaq 113, … An-Naba' 78); then Juz 29
(Al-Mulk 67 to Al-Mursalat 77) and Juz 28 (Al-Mujadila 58 to At-Tahrim 66), each in mushaf order, as hifz schools
teach them next: their chapters are still short and whole within the juz, and Al-Mulk is recited every night. Then
the rest of the Qur'an in mushaf order from Al-Fatiha (1, 2, … 57): Al-Fatiha is recited in every prayer, Al-Baqarah
follows it in every mushaf, and from there a learner's juz grow in the order they are printed. Each of these juz
begins and ends with a chapter, so the path stays a chapter order.

The Juz 'Amma path takes Juz 'Amma in the direction the learner chooses, An-Nas → An-Naba' (as Hafiz's path) or
An-Naba' → An-Nas (the mushaf's order), then carries on as Hafiz's path does after it.

A custom path starts at the chapter the learner picked and carries on with the chapters after it in mushaf order to
An-Nas, then wraps round to Al-Fatiha and on up to the chapter before the picked one.

Every path covers all 114 chapters once. Within a chapter, verses are always taken in order, 1 to the last.
"""

from hafiz.quran.canon import CHAPTER_COUNT

# The first chapters of Juz 'Amma (the 30th juz), Juz 29 and Juz 28.
JUZ_AMMA_FIRST_CHAPTER = 78
JUZ_29_FIRST_CHAPTER = 67
JUZ_28_FIRST_CHAPTER = 58
# Where a Juz 'Amma path may start: An-Nas (backwards) or An-Naba' (forwards).
JUZ_AMMA_STARTS = (CHAPTER_COUNT, JUZ_AMMA_FIRST_CHAPTER)

_AFTER_JUZ_AMMA: tuple[int, ...] = (
    *range(JUZ_29_FIRST_CHAPTER, JUZ_AMMA_FIRST_CHAPTER),
    *range(JUZ_28_FIRST_CHAPTER, JUZ_29_FIRST_CHAPTER),
    *range(1, JUZ_28_FIRST_CHAPTER),
)

HAFIDH_CHAPTER_ORDER: tuple[int, ...] = (*range(CHAPTER_COUNT, JUZ_AMMA_FIRST_CHAPTER - 1, -1), *_AFTER_JUZ_AMMA)


def juz_amma_chapter_order(*, chapter: int) -> tuple[int, ...]:
    """Juz 'Amma from `chapter` (An-Nas 114 backwards, or An-Naba' 78 forwards), then on as Hafiz's path."""
    if chapter == JUZ_AMMA_FIRST_CHAPTER:
        return (*range(JUZ_AMMA_FIRST_CHAPTER, CHAPTER_COUNT + 1), *_AFTER_JUZ_AMMA)
    return HAFIDH_CHAPTER_ORDER


def custom_chapter_order(*, chapter: int) -> tuple[int, ...]:
    """`chapter`, the chapters after it up to 114, then 1 up to the chapter before it."""
    return (*range(chapter, CHAPTER_COUNT + 1), *range(1, chapter))
