"""The makhraj guide as the page shows it: the content of makharij.json with each letter's example words and, for
the letters of the disjoined openings, the verse whose reciter says its name, with the recitation to play."""

import hashlib
from dataclasses import asdict
from functools import cache

from hafiz.listening.selectors import word_timings_url
from hafiz.makhraj.examples import Example, letter_examples, recited_names
from hafiz.makhraj.guide import DATA_FILE, makharij
from hafiz.quran.content import Content, content_version
from hafiz.quran.selectors import verse_audio_url


def _example(example: Example, held: Content) -> dict:
    verse = held.verses[example.global_number - 1]
    return {
        "kind": example.kind,
        "surah_id": example.chapter,
        "ayah_id": example.verse,
        "word_index": example.word_index,
        "verse_word_count": len(verse.words),
        "word": example.word,
        "letter": {"start": example.start, "end": example.end},
        "audio_url": verse_audio_url(verse=verse),
        "timings_url": word_timings_url(global_number=verse.global_number),
    }


def examples_held(*, held: Content) -> dict[str, list[Example]]:
    """Each letter's example words (examples.letter_examples), found once per copy of the content."""
    examples = held.answers.get(("makhraj", "examples"))
    if examples is None:
        examples = held.answers[("makhraj", "examples")] = letter_examples(makharij=makharij(), verses=held.verses)
    return examples


def makhraj_guide(*, held: Content) -> dict:
    """The areas (with their points' numbers), the points, the letters (with their point, sifat, examples and recited
    name) and the sifat, from `held` (no query)."""
    guide = makharij()
    examples = examples_held(held=held)
    names = recited_names(makharij=guide, verses=held.verses)
    return {
        "areas": [
            {**asdict(area), "points": [point.number for point in guide.points if point.area == area.id]}
            for area in guide.areas
        ],
        "points": [asdict(point) for point in guide.points],
        "letters": [
            {
                "id": letter.id,
                "glyph": letter.glyph,
                "name_en": letter.name_en,
                "name_ru": letter.name_ru,
                "kind": letter.kind,
                "point": guide.point_of(letter.id).number,
                "sifat": list(letter.sifat),
                "examples": [_example(example, held) for example in examples[letter.id]],
                "recited_name": _example(names[letter.id], held) if letter.id in names else None,
            }
            for letter in guide.letters
        ],
        "sifat": [asdict(sifah) for sifah in guide.sifat],
        "confusable_groups": [list(group) for group in guide.confusable_groups],
    }


@cache
def _data_digest() -> str:
    return hashlib.sha256(DATA_FILE.read_bytes()).hexdigest()


def makhraj_guide_version(*, held: Content) -> str:
    """The guide's version: the content's, and the data file's (which changes with the code, not the import). The app
    asks for the guide without `?v=`, so it is kept 5 minutes; no published version names it, so that an address
    with the content's version is never kept a year past a change of the data file."""
    return hashlib.sha256(f"{content_version(held)}:{_data_digest()}".encode()).hexdigest()[:12]
