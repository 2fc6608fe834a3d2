"""The lines of the Madani mushaf: on which of its page's 15 lines each word of each verse stands, from quran-text's
layout (the King Fahd Complex's Hafs layout: quran.source), mapped onto Hafiz's own words of each verse.

A page's lines are its chapter-title and basmala lines and its lines of verses, in order; a chapter opening on the
page takes a title line and, but for Al-Fatihah (whose basmala is its first verse) and At-Tawbah (which has none), a
basmala line before its first verse. That makes 15 lines on every page but the first two, where the mushaf sets
Al-Fatihah and the opening of Al-Baqarah in a decorated frame of 8 lines each (title, basmala where it is one, and
the verses).

quran-text writes four of Hafiz's words as two («مَا لِيَ» where Hafiz's text has «مَالِيَ»): each is listed here after
a review, and the import fails on any other difference in the number of words, on a listed
one that is gone, and on a line that would start inside a joined word, so a changed package is looked at again."""

import bisect

from hafiz.quran import canon
from hafiz.quran.source import QuranSource

LINES_PER_PAGE = 15
# The decorated opening pages: their lines, titles and basmala included.
OPENING_PAGE_LINES = {1: 8, 2: 8}
# Chapters that open without a basmala line of their own.
NO_BASMALA_LINE = {1, 9}

# Verse → the index in Hafiz's words of each word quran-text writes as two («مَا» + «لِيَ»).
JOINED_WORDS: dict[str, tuple[int, ...]] = {
    "27:20": (3,),
    "36:22": (0,),
    "37:164": (0,),
    "41:47": (24,),
}


class LayoutMismatch(Exception):
    pass


def _reference(global_number: int) -> str:
    chapter, verse = canon.verse_reference(global_number)
    return f"{chapter}:{verse}"


def _page_line_numbers(*, edition: dict) -> list[int]:
    """For each of quran-text's lines of verses, in order, its number on its page once title and basmala lines are
    counted; LayoutMismatch when a page does not come to its count."""
    line_starts, page_starts, chapter_starts = edition["line_starts"], edition["page_starts"], edition["surah_starts"]
    opening_line = {position: chapter for chapter, position in enumerate(chapter_starts, start=1)}
    page_ends = [*page_starts[1:], len(edition["words"])]
    numbers: list[int] = []
    for page, (start, end) in enumerate(zip(page_starts, page_ends), start=1):
        on_page = 0
        for position in line_starts[bisect.bisect_left(line_starts, start) : bisect.bisect_left(line_starts, end)]:
            chapter = opening_line.get(position)
            if chapter is not None:
                on_page += 1 if chapter in NO_BASMALA_LINE else 2
            on_page += 1
            numbers.append(on_page)
        expected = OPENING_PAGE_LINES.get(page, LINES_PER_PAGE)
        if on_page != expected:
            raise LayoutMismatch(f"page {page} of quran-text's layout has {on_page} lines, expected {expected}")
    return numbers


def layout_word_indexes(*, reference: str, ours: int, theirs: int) -> list[int]:
    """For each of Hafiz's words of a verse (`ours` of them), the index of quran-text's word it starts at (of
    `theirs`); LayoutMismatch when the verse's difference in words is not the one listed."""
    joined = JOINED_WORDS.get(reference, ())
    if theirs - ours != len(joined):
        raise LayoutMismatch(f"{reference}: quran-text has {theirs} words, Hafiz {ours}, and {len(joined)} are listed")
    return [index + bisect.bisect_left(joined, index) for index in range(ours)]


def verse_word_lines(*, source: QuranSource, words: list[list[str]]) -> list[tuple[int, ...]]:
    """For each verse, index g - 1 for global number g, the line of its page (1 = top) each of its words stands on
    (`words`: Hafiz's words of each verse, in the same order). The verse's page is quran.divisions'."""
    edition = source.edition
    ayah_starts, line_starts, page_starts = edition["ayah_starts"], edition["line_starts"], edition["page_starts"]
    if len(ayah_starts) != canon.VERSE_COUNT or len(page_starts) != canon.PAGE_COUNT:
        raise LayoutMismatch(f"quran-text has {len(ayah_starts)} verses on {len(page_starts)} pages")
    if not set(page_starts) <= set(ayah_starts):
        raise LayoutMismatch("a page of quran-text's layout starts inside a verse")
    line_numbers = _page_line_numbers(edition=edition)
    line_start_set = set(line_starts)
    ayah_ends = [*ayah_starts[1:], len(edition["words"])]
    layout: list[tuple[int, ...]] = []
    for global_number, (start, end, verse_words) in enumerate(zip(ayah_starts, ayah_ends, words), start=1):
        reference = _reference(global_number)
        indexes = layout_word_indexes(reference=reference, ours=len(verse_words), theirs=end - start)
        positions = [start + index for index in indexes]
        split = set(range(start, end)) - set(positions)
        if split & line_start_set:
            raise LayoutMismatch(f"{reference}: a line of quran-text's layout starts inside one of Hafiz's words")
        layout.append(tuple(line_numbers[bisect.bisect_right(line_starts, at) - 1] for at in positions))
    return layout
