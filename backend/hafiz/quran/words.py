"""Splitting a verse into words, as the learn card and the games show them."""

import unicodedata

# A Qur'anic pause (waqf) mark or other annotation that can stand alone between spaces.
_STANDALONE_MARK_CATEGORIES = {"Mn", "Mc", "Me", "Po", "So", "Cf"}


def _is_standalone_mark(token: str) -> bool:
    return all(unicodedata.category(char) in _STANDALONE_MARK_CATEGORIES for char in token)


def verse_words(*, text: str) -> list[str]:
    """Words in reading order; a pause mark standing alone belongs to the word before it."""
    words: list[str] = []
    # Only plain spaces separate words: the source has a thin space inside one word (2:72).
    for token in filter(None, text.split(" ")):
        if words and _is_standalone_mark(token):
            words[-1] += token
        else:
            words.append(token)
    return words
