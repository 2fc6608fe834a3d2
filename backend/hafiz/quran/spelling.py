"""How a word of the Uthmani text is written by a learner: the one place that says which written words are the verse's.

A learner writes the bare letters, as any Arabic keyboard or the Gaps letter pad types them. A written word is the
verse's word when their letters agree after
- vowel signs, tanween, shadda, sukun, madda, pause and recitation marks and tatweel are left out;
- alif wasla is written as a plain alif, alif maqsura as ya and ta marbuta as ha (either may be typed for either);
- a hamza is a hamza on whatever seat it is written (أ إ ؤ ئ ء, or the hamza sign on a ya or a tatweel); one on an
  alif may also be left off it («ابراهيم»); a learner's alif madda (آ) is a hamza and an alif, as the Uthmani text
  writes «ءَامَنُواْ» (the text writes the madd of «تلقاء» as a sign above its alif, which is left out);
- the Uthmani text's small letters are optional: the dagger alif (written in «الكتاب», left out in «الرحمن»; where
  it stands on a waw that only carries the long vowel, «الصلوة», an alif may replace the waw: «الصلاة»), the small
  waw, ya and noon of the recitation («لهۥ», «بهۦ», «إبرٰهۧم»), and the letters the text writes but marks silent with a
  round sukun or a small zero («أولۡئك», «ءامنواْ», «أنا۠»).

The look-alike finder (hafiz.quran.lookalikes) folds alike where the two agree (VARIANT_FOLDS, is_letter); it also
drops every hamza, since the same word carries it on different seats across the text.
"""

import re
from dataclasses import dataclass

HAMZA = "\u0621"
LAST_LETTER = "\u064a"  # ي: the basic Arabic letters run from ء to ي
TATWEEL = "\u0640"
DAGGER_ALEF = "\u0670"
ALEF = "ا"
WAW = "و"
ALEF_MADDA = "آ"

# Letters that stand for one letter a learner may type either way, folded alike by Gaps and the look-alike finder.
VARIANT_FOLDS = {"ٱ": ALEF, "ى": "ي", "ة": "ه"}
# A hamza on a waw or ya seat: Gaps folds each to the hamza alone (the look-alike finder folds them to their seats).
HAMZA_ON_WAW_OR_YA = frozenset("ؤئ")
# A hamza on an alif may also be written as the bare alif (ابراهيم, انا), as people often do.
HAMZA_ON_ALIF = frozenset("أإ")
_HAMZA_SIGNS = frozenset("\u0654\u0655")  # the hamza written above or below its seat as a mark
# The round sukun (U+0652) and the small zeros mark a letter the text writes but does not pronounce.
_SILENT_SIGNS = frozenset("\u0652\u06df\u06e0")
# Small letters the recitation adds: small waw, small ya, small high ya, small high noon.
_SMALL_LETTERS = {"\u06e5": WAW, "\u06e6": "ي", "\u06e7": "ي", "\u06e8": "ن"}
# Letters some keyboards type for their Arabic twins (the Persian layout's kaf and ya).
_KEYBOARD_FOLDS = {"ک": "ك", "ی": "ي"}


def is_letter(char: str) -> bool:
    """One of the basic Arabic letters ء…ي (not the tatweel, which only stretches a line)."""
    return HAMZA <= char <= LAST_LETTER and char != TATWEEL


def _folded_letter(char: str) -> str:
    char = _KEYBOARD_FOLDS.get(char, char)
    return HAMZA if char in HAMZA_ON_WAW_OR_YA else VARIANT_FOLDS.get(char, char)


@dataclass(frozen=True)
class _Letter:
    """One letter place of a word: the letters that may fill it (the first is the mushaf's), whether it may be left
    out, and whether the mushaf writes it as a full letter (a silent letter, yes; the dagger alif or a small letter,
    no)."""

    choices: tuple[str, ...]
    optional: bool = False
    full: bool = True


def _letters(word: str) -> list[_Letter]:
    letters: list[_Letter] = []
    marks_since_letter = False  # a sign or a tatweel stands between the last letter and this character
    tatweel_since_letter = False
    for char in word:
        letter_place = _is_letter_place(char)
        if char in HAMZA_ON_ALIF:
            letters.append(_Letter((HAMZA, ALEF)))
        elif letter_place:
            letters.append(_Letter((_folded_letter(char),)))
        elif char in _HAMZA_SIGNS:
            # The sign's seat (an alif, waw or ya, or nothing on a tatweel) is the hamza's, not a letter of its own.
            if letters and not tatweel_since_letter and letters[-1].choices[0] in "ايو":
                letters.pop()
            letters.append(_Letter((HAMZA,)))
        elif char == DAGGER_ALEF:
            last = letters[-1] if letters else None
            if last is not None and not marks_since_letter and last.choices == (WAW,):
                letters[-1] = _Letter((WAW, ALEF))  # a waw carrying the long ā: «الصلوة» or «الصلاة»
            elif last is None or marks_since_letter or last.choices[0] != "ي":
                letters.append(_Letter((ALEF,), optional=True, full=False))
        elif char in _SILENT_SIGNS and letters:
            letters[-1] = _Letter(letters[-1].choices, optional=True)
        elif char in _SMALL_LETTERS:
            letters.append(_Letter((_SMALL_LETTERS[char],), optional=True, full=False))
        marks_since_letter = not letter_place
        tatweel_since_letter = (tatweel_since_letter and not letter_place) or char == TATWEEL
    return letters


def word_spelling(word: str) -> str:
    """The word as the mushaf writes its letters, in the letters a learner types (a hamza on any seat as ء): what a
    blank's length counts, and one writing that is always right."""
    return "".join(letter.choices[0] for letter in _letters(word) if letter.full)


def word_pattern(word: str) -> str:
    """A regular expression the folded writing (written_letters) of every right writing of `word` matches whole."""
    parts = []
    for letter in _letters(word):
        part = letter.choices[0] if len(letter.choices) == 1 else f"[{''.join(letter.choices)}]"
        parts.append(f"{part}?" if letter.optional else part)
    return "".join(parts)


def written_letters(written: str) -> str:
    """What a learner wrote, folded as the verse's words are (its full letters, hamzas as ء); their alif madda is the
    hamza and alif of ordinary spelling («آمنوا»)."""
    return word_spelling(written.replace(ALEF_MADDA, HAMZA + ALEF))


def written_word_matches(*, written: str, word: str) -> bool:
    """Whether `written` is `word` (of the verse), by the rules of this module's notes."""
    folded = written_letters(written)
    return bool(folded) and re.fullmatch(word_pattern(word), folded) is not None


def first_letter(word: str) -> str:
    """The word's first letter as a learner types it (the hint Gaps gives): the mushaf's, alif wasla as an alif."""
    return next(ALEF if char == "ٱ" else char for char in word if _is_letter_place(char))


def _is_letter_place(char: str) -> bool:
    return is_letter(char) or char in VARIANT_FOLDS or char in _KEYBOARD_FOLDS
