"""The makharij al-huruf as Hafiz teaches them (docs/product.md §2.20): the five areas of the mouth and throat, the
seventeen points of the common classification, the letters born at each point and their characteristics (sifat).

The content is ours, written from the classical teaching, and kept as data in makharij.json beside this module (one
file, to review as a table). Every one of the 28 letters, and the three madd letters and the ghunnah, is born at
exactly one point. The 28 letters are counted with hamzah in alif's place: the alif that is written without a vowel is
the madd letter of al-jawf, and the one that carries a vowel is hamzah.
"""

import json
from dataclasses import dataclass, field
from functools import cache
from pathlib import Path

DATA_FILE = Path(__file__).with_name("makharij.json")

# What a letter entry is: one of the 28 letters, a madd letter (al-jawf) or the ghunnah (al-khayshum).
LETTER, MADD, GHUNNAH = "letter", "madd", "ghunnah"

# The sifat that come in opposites: each letter has exactly one of each set.
OPPOSITE_SIFAT: tuple[frozenset[str], ...] = (
    frozenset({"hams", "jahr"}),
    frozenset({"shiddah", "tawassut", "rikhawah"}),
    frozenset({"istila", "istifal"}),
    frozenset({"itbaq", "infitah"}),
    frozenset({"idhlaq", "ismat"}),
)


@dataclass(frozen=True)
class Area:
    id: str
    name_ar: str
    name_en: str
    name_ru: str
    gloss_en: str
    gloss_ru: str
    description_en: str
    description_ru: str


@dataclass(frozen=True)
class Point:
    number: int
    area: str
    letters: tuple[str, ...]
    description_en: str
    description_ru: str


@dataclass(frozen=True)
class Letter:
    id: str
    glyph: str
    # The code points that write it in the Qur'an's text (hamzah on its seats; the ghunnah's nun and mim).
    forms: tuple[str, ...]
    name_en: str
    name_ru: str
    kind: str
    sifat: tuple[str, ...]


@dataclass(frozen=True)
class Sifah:
    id: str
    name_ar: str
    name_en: str
    gloss_en: str
    name_ru: str
    gloss_ru: str
    description_en: str
    description_ru: str


@dataclass(frozen=True)
class Makharij:
    areas: tuple[Area, ...]
    points: tuple[Point, ...]
    letters: tuple[Letter, ...]
    sifat: tuple[Sifah, ...]
    # The verses that open with disjoined letters (الم, ق, يس …), as "chapter:verse": their reciter says the letters'
    # names, so those letters can be heard alone.
    disjoined_openings: tuple[tuple[int, int], ...]
    # The letter whose name alif stands for among the disjoined letters: its name opens with a hamzah.
    disjoined_alif: str
    # The letters learners confuse, in groups: "Which letter?" asks among one group's letters.
    confusable_groups: tuple[tuple[str, ...], ...]

    # Lookups made once, when the content is read.
    _letters: dict[str, Letter] = field(compare=False, repr=False, default_factory=dict)
    _point_of: dict[str, Point] = field(compare=False, repr=False, default_factory=dict)

    def __post_init__(self) -> None:
        self._letters.update((letter.id, letter) for letter in self.letters)
        self._point_of.update((letter_id, point) for point in self.points for letter_id in point.letters)

    def letter(self, letter_id: str) -> Letter:
        return self._letters[letter_id]

    def point_of(self, letter_id: str) -> Point:
        """The point the letter is born at."""
        return self._point_of[letter_id]


def _reference(text: str) -> tuple[int, int]:
    chapter, verse = text.split(":")
    return int(chapter), int(verse)


@cache
def makharij() -> Makharij:
    """The content of makharij.json, read once per process."""
    data = json.loads(DATA_FILE.read_text(encoding="utf-8"))
    return Makharij(
        areas=tuple(Area(**area) for area in data["areas"]),
        points=tuple(Point(**{**point, "letters": tuple(point["letters"])}) for point in data["points"]),
        letters=tuple(
            Letter(**{**letter, "forms": tuple(letter["forms"]), "sifat": tuple(letter["sifat"])})
            for letter in data["letters"]
        ),
        sifat=tuple(Sifah(**sifah) for sifah in data["sifat"]),
        disjoined_openings=tuple(_reference(text) for text in data["disjoined_openings"]),
        disjoined_alif=data["disjoined_alif"],
        confusable_groups=tuple(tuple(group) for group in data["confusable_groups"]),
    )
