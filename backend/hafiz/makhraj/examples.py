"""Example words of each letter, taken from the Qur'an's text: the letter with a sukun and at the start of a word (a
madd letter drawn out, the ghunnah's nun and mim with a shaddah), and the verses whose reciter says the disjoined
letters' names (الم, ق, يس …). Pure functions over the stored verses (quran.content.StoredVerse).

A word is read as its letters, each with the marks written on it (a cluster): «قُلۡ» is ق with a damma and ل with a
sukun. The text writes sukun with the Uthmani sign (U+06E1); the common sukun's code point (U+0652) marks, in this
text, a letter written but not said (the alif of «كَفَرُواْ», the waw of «أُوْلَـٰٓئِكَ»), which shows nothing. A madd
letter carries no mark.
"""

from collections.abc import Iterable, Sequence
from dataclasses import dataclass

from hafiz.makhraj.guide import GHUNNAH, LETTER, MADD, Letter, Makharij
from hafiz.quran.content import StoredVerse

SUKUN = "\u06e1"
SHADDAH = "\u0651"
FATHA, DAMMA, KASRA = "\u064e", "\u064f", "\u0650"
# The vowels a word's first letter can carry (tanween included).
VOWELS = frozenset("\u064b\u064c\u064d\u064e\u064f\u0650")
# A madd letter follows the vowel of its own kind.
MADD_VOWEL = {"ا": FATHA, "و": DAMMA, "ي": KASRA}

# How an example shows its letter, by the letter's kind.
START, WITH_SUKUN, DRAWN_OUT, WITH_SHADDAH = "start", "sukun", "madd", "shaddah"
EXAMPLE_KINDS = {LETTER: (START, WITH_SUKUN), MADD: (DRAWN_OUT,), GHUNNAH: (WITH_SHADDAH,)}


def _is_base(char: str) -> bool:
    """An Arabic letter (tatweel, U+0640, among them; alif wasla too), as opposed to a mark written on one."""
    return "\u0621" <= char <= "\u064a" or char == "\u0671"


@dataclass(frozen=True)
class Cluster:
    """One letter of a word and the marks written on it; `start` and `end` are its place in the word's text."""

    base: str
    marks: str
    start: int
    end: int


def clusters(word: str) -> list[Cluster]:
    """The word's letters, each with its marks. Marks before the first letter (none in the text) are dropped."""
    found: list[Cluster] = []
    for index, char in enumerate(word):
        if _is_base(char):
            found.append(Cluster(base=char, marks="", start=index, end=index + 1))
        elif found:
            last = found[-1]
            found[-1] = Cluster(base=last.base, marks=last.marks + char, start=last.start, end=index + 1)
    return found


@dataclass(frozen=True)
class Example:
    """A word of a verse that shows a letter as `kind` says; `start`..`end` is the letter (with its marks) in it."""

    letter: str
    kind: str
    chapter: int
    verse: int
    global_number: int
    word_index: int
    word: str
    start: int
    end: int


def _shown(kind: str, forms: tuple[str, ...], letters: Sequence[Cluster]) -> Cluster | None:
    """The letter of `letters` (one word's) written as one of `forms` that shows it as `kind` says, if any."""
    if kind == START:
        first = letters[0] if letters else None
        return first if first and first.base in forms and (VOWELS | {SHADDAH}) & set(first.marks) else None
    for index, cluster in enumerate(letters):
        if cluster.base not in forms:
            continue
        if kind == WITH_SUKUN and SUKUN in cluster.marks:
            return cluster
        if kind == WITH_SHADDAH and SHADDAH in cluster.marks:
            return cluster
        if (
            kind == DRAWN_OUT
            and not cluster.marks
            and index > 0
            and MADD_VOWEL[cluster.base] in letters[index - 1].marks
        ):
            return cluster
    return None


def _wanted(letter: Letter) -> list[tuple[str, tuple[str, ...]]]:
    """The (kind, forms) of the examples a letter is shown with, one example each: any of its forms will do, but the
    ghunnah is shown on each of its two letters."""
    if letter.kind == GHUNNAH:
        return [(WITH_SHADDAH, (form,)) for form in letter.forms]
    return [(kind, letter.forms) for kind in EXAMPLE_KINDS[letter.kind]]


def _reading_order(verses: Iterable[StoredVerse]) -> list[StoredVerse]:
    """The last chapters first, each from its first verse: the short chapters learners know best come first."""
    return sorted(verses, key=lambda verse: (-verse.chapter_id, verse.number))


def letter_examples(*, makharij: Makharij, verses: Iterable[StoredVerse]) -> dict[str, list[Example]]:
    """Each letter's example words (letter id → examples, in its kinds' order): for each kind, the first word that
    shows it, reading the last chapters first."""
    wanted = {
        (letter.id, kind, forms): index
        for letter in makharij.letters
        for index, (kind, forms) in enumerate(_wanted(letter))
    }
    found: dict[tuple[str, str, tuple[str, ...]], Example] = {}
    for verse in _reading_order(verses):
        for word_index, word in enumerate(verse.words):
            letters = clusters(word)
            for key in wanted.keys() - found.keys():
                letter_id, kind, forms = key
                shown = _shown(kind, forms, letters)
                if shown is not None:
                    found[key] = Example(
                        letter=letter_id,
                        kind=kind,
                        chapter=verse.chapter_id,
                        verse=verse.number,
                        global_number=verse.global_number,
                        word_index=word_index,
                        word=word,
                        start=shown.start,
                        end=shown.end,
                    )
        if len(found) == len(wanted):
            break
    examples: dict[str, list[Example]] = {letter.id: [] for letter in makharij.letters}
    for key in sorted(found, key=wanted.__getitem__):
        examples[key[0]].append(found[key])
    return examples


NAME = "name"
# Alif's name, said with a hamzah: the example of hamzah's entry (alif itself is the madd letter of al-jawf).
ALIF_NAME = "alif_name"


def recited_names(*, makharij: Makharij, verses: Iterable[StoredVerse]) -> dict[str, Example]:
    """The letters whose names a reciter says in the disjoined letters that open 29 chapters, each with the opening
    that says it best: the one of the fewest letters (ق alone before عٓسٓقٓ), then one that is a verse by itself, then
    the first. The example's word is the opening's letters, `start`..`end` the letter among them. Alif's name is
    hamzah's example (ALIF_NAME); a letter of an opening the guide does not know is passed over."""
    openings = dict.fromkeys(makharij.disjoined_openings)
    letter_of = {form: letter.id for letter in makharij.letters if letter.kind == LETTER for form in letter.forms}
    letter_of["ا"] = makharij.disjoined_alif
    candidates: dict[str, list[tuple[tuple[int, int, int], Example]]] = {}
    for verse in verses:
        place = (verse.chapter_id, verse.number)
        if place not in openings:
            continue
        letters = clusters(verse.words[0])
        rank = (len(letters), len(verse.words) > 1, list(openings).index(place))
        for cluster in letters:
            letter_id = letter_of.get(cluster.base)
            if letter_id is None:
                continue
            example = Example(
                letter=letter_id,
                kind=ALIF_NAME if cluster.base == "ا" else NAME,
                chapter=verse.chapter_id,
                verse=verse.number,
                global_number=verse.global_number,
                word_index=0,
                word=verse.words[0],
                start=cluster.start,
                end=cluster.end,
            )
            candidates.setdefault(letter_id, []).append((rank, example))
    return {letter_id: min(ranked, key=lambda pair: pair[0])[1] for letter_id, ranked in candidates.items()}
