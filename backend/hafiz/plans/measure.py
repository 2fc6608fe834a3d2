"""How much of the mushaf each verse takes: its share of its page, so that a plan counts in pages and lines as a hifz
teacher does ("half a page a day") whatever the verses' lengths.

A verse's share of its page is the share of the page's lines of verses it fills, each of its words counting as its
line's share of that line (a verse of three words on a line of twelve fills a quarter of it). Title and basmala lines
are not lines of verses, so every page's verses add up to exactly one page, and the whole mushaf to 604. A line of a
plan is a fifteenth of a page (the Madani mushaf's 15 lines)."""

from collections import Counter, defaultdict

from hafiz.quran.content import Content

_held_shares: dict[str, tuple[float, ...]] = {}


def _shares(held: Content) -> tuple[float, ...]:
    words_on_line: Counter[tuple[int, int]] = Counter()
    verses_on_page: dict[int, list[int]] = defaultdict(list)
    for verse in held.verses:
        verses_on_page[verse.page].append(verse.global_number)
        words_on_line.update((verse.page, line) for line in verse.word_lines)
    lines_on_page = Counter(page for page, _line in words_on_line)
    shares: list[float] = []
    for verse in held.verses:
        if verse.word_lines:
            filled = sum(1 / words_on_line[(verse.page, line)] for line in verse.word_lines)
            shares.append(filled / lines_on_page[verse.page])
        else:  # no layout imported: the page's verses share it evenly
            shares.append(1 / len(verses_on_page[verse.page]))
    return tuple(shares)


def verse_page_shares(*, held: Content) -> tuple[float, ...]:
    """Each verse's share of its page, index g - 1 for global number g; worked out once per copy of the content."""
    shares = _held_shares.get(held.stamp)
    if shares is None:
        _held_shares.clear()
        shares = _held_shares[held.stamp] = _shares(held)
    return shares
