"""The units memorisers count in, per verse: juz (30), hizb quarter (rub' al-hizb, 240; a hizb is four), page of the
Madani mushaf (604), manzil (7), ruku' (556) and sajda (15 verses), from quran-meta's lists, checked against
quran-text's pages, juz and sajdas (quran.source); the pages are quran-text's, the layout Hafiz draws them from.

The two packages follow different editions where they differ, and every difference is listed here after a review:
the import fails on any other, and on any listed one that is gone, so a changed package is looked at again."""

import bisect
import dataclasses
import itertools
from dataclasses import dataclass

from hafiz.quran import canon
from hafiz.quran.source import QuranSource

# Unit → quran-meta's list of its starts and how many there are (each list is 0, the starts' global verse numbers,
# then one past the last verse).
UNIT_LISTS = {
    "juz": ("JuzList", canon.JUZ_COUNT),
    "hizb_quarter": ("HizbQuarterList", canon.HIZB_QUARTER_COUNT),
    "page": ("PageList", canon.PAGE_COUNT),
    "manzil": ("ManzilList", canon.MANZIL_COUNT),
    "ruku": ("RukuList", canon.RUKU_COUNT),
}
SAJDA_LIST = "SajdaList"

# Unit → {number: (first verse in quran-text, first verse in quran-meta)}.
# - juz 4 and 11: quran-text starts them a verse apart, at «لن تنالوا» (3:92) and «يعتذرون» (9:94), where the
#   South Asian mushafs start their 4th and 11th para; Hafiz keeps quran-meta's, the Madani mushaf's 3:93 and 9:93.
# - 25 pages: quran-meta follows the King Fahd Complex's 1405 AH print (as Tanzil does), quran-text the page breaks
#   of the Complex's later digital Hafs release (v3.0, whose lines Hafiz draws: quran.mushaf), which sets these apart
#   (in the 1405 print, for one, At-Takwir opens page 586 and Al-Buruj page 590). Hafiz keeps quran-text's, so that
#   a page number names the verses the mushaf page shows, wherever Hafiz gives one.
EDITION_DIFFERENCES: dict[str, dict[int, tuple[str, str]]] = {
    "juz": {4: ("3:92", "3:93"), 11: ("9:94", "9:93")},
    "page": {
        121: ("5:78", "5:77"),
        122: ("5:84", "5:83"),
        123: ("5:91", "5:90"),
        145: ("6:131", "6:132"),
        532: ("55:19", "55:17"),
        533: ("55:42", "55:41"),
        534: ("55:70", "55:68"),
        565: ("68:17", "68:16"),
        568: ("69:36", "69:35"),
        570: ("70:41", "70:40"),
        576: ("74:19", "74:18"),
        584: ("79:17", "79:16"),
        586: ("80:41", "81:1"),
        588: ("83:5", "83:7"),
        589: ("83:34", "83:35"),
        590: ("84:25", "85:1"),
        592: ("87:11", "87:16"),
        593: ("88:23", "89:1"),
        594: ("89:23", "89:24"),
        595: ("90:19", "91:1"),
        596: ("92:10", "92:15"),
        597: ("94:3", "95:1"),
        598: ("96:13", "97:1"),
        599: ("98:6", "98:8"),
        600: ("100:6", "100:10"),
    },
}


class DivisionsMismatch(Exception):
    pass


@dataclass(frozen=True, slots=True)
class VerseDivisions:
    juz: int
    hizb_quarter: int
    page: int
    manzil: int
    ruku: int
    sajda: bool


# The Verse fields the import fills from these (quran.models.Verse has each, by the same name).
DIVISION_FIELDS = tuple(field.name for field in dataclasses.fields(VerseDivisions))


def _reference(global_number: int) -> str:
    chapter, verse = canon.verse_reference(global_number)
    return f"{chapter}:{verse}"


def _unit_starts(*, source: QuranSource, unit: str) -> list[int]:
    """The global number of each unit's first verse, checked: the unit's count, rising, from verse 1."""
    name, count = UNIT_LISTS[unit]
    listed = source.division_lists.get(name)
    if listed is None:
        raise DivisionsMismatch(f"quran-meta has no {name}")
    starts = listed[1:-1]
    if len(starts) != count or listed[-1] != canon.VERSE_COUNT + 1:
        raise DivisionsMismatch(f"quran-meta's {name}: {len(starts)} {unit} starts, expected {count}")
    if starts[0] != 1 or any(later <= earlier for earlier, later in itertools.pairwise(starts)):
        raise DivisionsMismatch(f"quran-meta's {name} does not rise from verse 1")
    return starts


def _sajdas(*, source: QuranSource) -> list[int]:
    sajdas = source.division_lists.get(SAJDA_LIST, [])
    if len(set(sajdas)) != canon.SAJDA_COUNT or not all(1 <= number <= canon.VERSE_COUNT for number in sajdas):
        raise DivisionsMismatch(f"quran-meta's {SAJDA_LIST}: {len(set(sajdas))} verses, expected {canon.SAJDA_COUNT}")
    return sorted(sajdas)


def _edition_verse_at(*, ayah_starts: list[int], position: int) -> int:
    """The global number of quran-text's verse holding the word at `position`."""
    return bisect.bisect_right(ayah_starts, position)


def _edition_starts(*, source: QuranSource, key: str) -> list[int]:
    """The global number of the first verse of each of quran-text's juz ("juz_starts") or pages ("page_starts")."""
    ayah_starts = source.edition["ayah_starts"]
    return [_edition_verse_at(ayah_starts=ayah_starts, position=at) for at in source.edition[key]]


def _edition_differences(*, source: QuranSource, starts: dict[str, list[int]], sajdas: list[int]) -> list[str]:
    """Each way quran-text differs from quran-meta that EDITION_DIFFERENCES does not list, or lists wrongly."""
    edition = source.edition
    ayah_starts = edition["ayah_starts"]
    if len(ayah_starts) != canon.VERSE_COUNT:
        return [f"quran-text has {len(ayah_starts)} verses, expected {canon.VERSE_COUNT}"]
    problems = []
    for unit, key in (("juz", "juz_starts"), ("page", "page_starts")):
        edition_starts = _edition_starts(source=source, key=key)
        if len(edition_starts) != len(starts[unit]):
            problems.append(f"quran-text has {len(edition_starts)} {unit} starts, quran-meta {len(starts[unit])}")
            continue
        found = {
            number: (_reference(theirs), _reference(ours))
            for number, (theirs, ours) in enumerate(zip(edition_starts, starts[unit]), start=1)
            if theirs != ours
        }
        listed = EDITION_DIFFERENCES.get(unit, {})
        problems += [
            f"{unit} {number} starts at {found[number][0]} in quran-text, at {found[number][1]} in quran-meta"
            for number in sorted(found.keys() - listed.keys())
        ]
        problems += [
            f"{unit} {number}: the listed difference {listed[number]} is now {found.get(number, 'gone')}"
            for number in sorted(listed)
            if found.get(number) != listed[number]
        ]
    sajda_type = next((index for index, mark in enumerate(edition["mark_types"]) if mark["kind"] == "sajdah"), None)
    if sajda_type is None:
        return [*problems, "quran-text marks no sajda"]
    edition_sajdas = sorted(
        _edition_verse_at(ayah_starts=ayah_starts, position=position)
        for position, kind in edition["marks"]
        if kind == sajda_type
    )
    if edition_sajdas != sajdas:
        problems.append(
            f"sajdas differ: quran-text {[_reference(n) for n in edition_sajdas]}, quran-meta "
            f"{[_reference(n) for n in sajdas]}"
        )
    return problems


def _unit_of_each_verse(starts: list[int]) -> list[int]:
    """The unit number (1-based) of each verse, index g - 1 for global number g."""
    return [bisect.bisect_right(starts, global_number) for global_number in range(1, canon.VERSE_COUNT + 1)]


def verse_divisions(*, source: QuranSource) -> list[VerseDivisions]:
    """Each verse's units, index g - 1 for global number g; DivisionsMismatch on a wrong count or an unreviewed
    difference between the two packages."""
    starts = {unit: _unit_starts(source=source, unit=unit) for unit in UNIT_LISTS}
    sajdas = _sajdas(source=source)
    problems = _edition_differences(source=source, starts=starts, sajdas=sajdas)
    if problems:
        raise DivisionsMismatch("quran-meta and quran-text disagree: " + "; ".join(problems))
    starts["page"] = _edition_starts(source=source, key="page_starts")
    units = {unit: _unit_of_each_verse(unit_starts) for unit, unit_starts in starts.items()}
    sajda_set = set(sajdas)
    return [
        VerseDivisions(
            juz=units["juz"][index],
            hizb_quarter=units["hizb_quarter"][index],
            page=units["page"][index],
            manzil=units["manzil"][index],
            ruku=units["ruku"][index],
            sajda=index + 1 in sajda_set,
        )
        for index in range(canon.VERSE_COUNT)
    ]
