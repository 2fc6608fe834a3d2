"""The passage a recitation covers, named as the learner chose it: a verse range, a run of mushaf pages, a quarter of
a hizb, or the verses their review has due. Read from the process's copy of the content (hafiz.quran.content): no
query."""

from dataclasses import dataclass, field

from hafiz.quran import canon
from hafiz.quran.content import Content, StoredVerse

# The most verses one recitation takes: Juz 'Amma, the juz of the most verses, as the Hifz player's ranges.
PASSAGE_VERSES_MAX = canon.JUZ_VERSES_MAX


class PassageKind:
    VERSES = "verses"
    PAGES = "pages"
    QUARTER = "quarter"
    REVIEW = "review"

    ALL = (VERSES, PAGES, QUARTER, REVIEW)


class PassageTooLong(Exception):
    """The passage holds more than PASSAGE_VERSES_MAX verses."""


@dataclass(frozen=True)
class Passage:
    """The verses recited, in the mushaf's order."""

    verses: tuple[StoredVerse, ...]
    # (chapter, verse number) → the verse, for checking what a recitation's slips name.
    by_reference: dict[tuple[int, int], StoredVerse] = field(init=False, repr=False, compare=False)

    def __post_init__(self):
        object.__setattr__(self, "by_reference", {(verse.chapter_id, verse.number): verse for verse in self.verses})


def reference_number(reference: dict) -> int:
    """The global number of a verse as a call names it: {"surah_id", "ayah_id"}."""
    return canon.global_verse_number(chapter=reference["surah_id"], verse=reference["ayah_id"])


def passage_verses(*, held: Content, named: dict) -> Passage:
    """The verses of a passage named as hafiz.recitation.serializers.PassageSerializer validates it: `kind` and its
    bounds (`from_verse`, `to_verse` for verses; `from_page`, `to_page` for pages; `quarter`) or, for today's review,
    the `verses` themselves. PassageTooLong past PASSAGE_VERSES_MAX verses."""
    kind = named["kind"]
    if kind == PassageKind.VERSES:
        verses = held.verses_between(
            first_global_number=reference_number(named["from_verse"]),
            last_global_number=reference_number(named["to_verse"]),
        )
    elif kind == PassageKind.PAGES:
        verses = tuple(
            verse
            for page in range(named["from_page"], named["to_page"] + 1)
            for verse in held.verses_in(unit="page", number=page)
        )
    elif kind == PassageKind.QUARTER:
        verses = held.verses_in(unit="hizb_quarter", number=named["quarter"])
    else:
        verses = tuple(
            held.verses[number - 1] for number in sorted({reference_number(verse) for verse in named["verses"]})
        )
    if len(verses) > PASSAGE_VERSES_MAX:
        raise PassageTooLong
    return Passage(verses=tuple(verses))
