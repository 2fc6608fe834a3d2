"""Writes to the Qur'an content: the import from its packages (quran.source) and the look-alike verses found in it."""

import dataclasses
import hashlib
from collections.abc import Callable
from dataclasses import dataclass

from django.core.files.base import ContentFile
from django.core.files.storage import default_storage
from django.db import transaction

from hafiz.quran import canon
from hafiz.quran.content import content_reload, content_rows
from hafiz.quran.divisions import DIVISION_FIELDS, DivisionsMismatch, verse_divisions
from hafiz.quran.lookalikes import lookalikes_find
from hafiz.quran.models import Chapter, ContentStamp, SimilarVerse, Verse
from hafiz.quran.mushaf import LayoutMismatch, verse_word_lines
from hafiz.quran.source import QuranSource
from hafiz.quran.transliteration import clean_english_transliteration, russian_transliteration
from hafiz.quran.verse_art import verse_art_svg
from hafiz.quran.words import verse_words

ProgressCallback = Callable[[str, int, int], None]

_REVELATION_PLACES = {"meccan": Chapter.RevelationPlace.MECCA, "medinan": Chapter.RevelationPlace.MEDINA}
_CHAPTER_FIELDS = [
    "name_arabic",
    "name_simple",
    "name_simple_ru",
    "name_en",
    "name_ru",
    "revelation_place",
    "verses_count",
]
_VERSE_FIELDS = [
    "chapter_id",
    "number",
    "text_uthmani",
    "words",
    "transliteration_en",
    "transliteration_ru",
    "translation_en",
    "translation_ru",
    *DIVISION_FIELDS,
    "word_lines",
]


class ImportMismatch(Exception):
    pass


@dataclass(frozen=True)
class ImportSummary:
    chapters_created: int
    chapters_updated: int
    verses_created: int
    verses_updated: int
    images_generated: int
    similar_pairs: int


def _check_source(*, source: QuranSource) -> None:
    files = {
        "quran.json": source.arabic,
        "quran_en.json": source.english,
        "quran_ru.json": source.russian,
        "quran_transliteration.json": source.transliteration,
    }
    for name, chapters in files.items():
        if len(chapters) != canon.CHAPTER_COUNT:
            raise ImportMismatch(f"{name}: {len(chapters)} chapters, expected {canon.CHAPTER_COUNT}")
        total = 0
        for position, (chapter, expected) in enumerate(zip(chapters, canon.VERSES_PER_CHAPTER), start=1):
            verses = chapter["verses"]
            if chapter["id"] != position:
                raise ImportMismatch(f"{name}: chapter at position {position} has id {chapter['id']}")
            if len(verses) != expected or chapter["total_verses"] != expected:
                raise ImportMismatch(
                    f"{name}: chapter {position} has {len(verses)} verses "
                    f"(total_verses {chapter['total_verses']}), expected {expected}"
                )
            if [verse["id"] for verse in verses] != list(range(1, expected + 1)):
                raise ImportMismatch(f"{name}: chapter {position} verse numbers are not 1..{expected}")
            total += len(verses)
        if total != canon.VERSE_COUNT:
            raise ImportMismatch(f"{name}: {total} verses, expected {canon.VERSE_COUNT}")
    if len(source.chapter_names_russian) != canon.CHAPTER_COUNT:
        raise ImportMismatch(f"quran-meta's Russian chapter names: {len(source.chapter_names_russian)} chapters")


def _chapter_rows(*, source: QuranSource) -> list[Chapter]:
    return [
        Chapter(
            number=arabic["id"],
            name_arabic=arabic["name"],
            name_simple=arabic["transliteration"],
            name_simple_ru=name_ru,
            name_en=english["translation"],
            name_ru=meaning_ru,
            revelation_place=_REVELATION_PLACES[arabic["type"]],
            verses_count=arabic["total_verses"],
        )
        for arabic, english, (name_ru, meaning_ru) in zip(source.arabic, source.english, source.chapter_names_russian)
    ]


def _verse_rows(*, source: QuranSource) -> list[Verse]:
    divisions = verse_divisions(source=source)
    words = [verse_words(text=verse["text"]) for chapter in source.arabic for verse in chapter["verses"]]
    word_lines = verse_word_lines(source=source, words=words)
    rows: list[Verse] = []
    global_number = 0
    for arabic, english, russian, latin in zip(source.arabic, source.english, source.russian, source.transliteration):
        for verse, verse_en, verse_ru, verse_latin in zip(
            arabic["verses"], english["verses"], russian["verses"], latin["verses"]
        ):
            global_number += 1
            text = verse["text"]
            rows.append(
                Verse(
                    chapter_id=arabic["id"],
                    number=verse["id"],
                    global_number=global_number,
                    text_uthmani=text,
                    words=words[global_number - 1],
                    word_lines=list(word_lines[global_number - 1]),
                    transliteration_en=clean_english_transliteration(text=verse_latin["transliteration"]),
                    transliteration_ru=russian_transliteration(arabic=text),
                    translation_en=verse_en["translation"],
                    translation_ru=verse_ru["translation"],
                    **dataclasses.asdict(divisions[global_number - 1]),
                )
            )
    return rows


def _upsert(*, model, rows: list, key: str, fields: list[str]) -> tuple[int, int]:
    existing = model.objects.in_bulk(field_name=key)
    to_create, to_update = [], []
    for row in rows:
        current = existing.get(getattr(row, key))
        if current is None:
            to_create.append(row)
        elif any(getattr(current, field) != getattr(row, field) for field in fields):
            for field in fields:
                setattr(current, field, getattr(row, field))
            to_update.append(current)
    model.objects.bulk_create(to_create, batch_size=500)
    model.objects.bulk_update(to_update, fields, batch_size=500)
    return len(to_create), len(to_update)


def _generate_missing_images(*, progress: ProgressCallback) -> int:
    chapter_names = dict(Chapter.objects.values_list("number", "name_simple"))
    verses = list(Verse.objects.only("id", "chapter_id", "number", "global_number", "image"))
    generated: list[Verse] = []
    for done, verse in enumerate(verses, start=1):
        if not verse.image.name or not default_storage.exists(verse.image.name):
            svg = verse_art_svg(
                chapter_number=verse.chapter_id,
                verse_number=verse.number,
                global_number=verse.global_number,
                chapter_name=chapter_names[verse.chapter_id],
            )
            name = f"verses/art/{verse.chapter_id}-{verse.number}.svg"
            if default_storage.exists(name):
                default_storage.delete(name)
            verse.image.name = default_storage.save(name, ContentFile(svg.encode()))
            generated.append(verse)
        progress("images", done, len(verses))
    Verse.objects.bulk_update(generated, ["image"], batch_size=500)
    return len(generated)


def similar_verses_rebuild(*, progress: ProgressCallback) -> int:
    """Find every look-alike pair among the imported verses again and store both directions; returns the pairs."""
    verses = list(Verse.objects.only("id", "words").order_by("global_number"))
    pairs = lookalikes_find(
        verses=[verse.words for verse in verses], progress=lambda done, total: progress("similar", done, total)
    )
    rows = [
        SimilarVerse(
            verse=verses[one],
            similar=verses[other],
            kind=pair.kind,
            score=pair.score,
            verse_same=one_same,
            similar_same=other_same,
            verse_phrase=None if one_phrase is None else list(one_phrase),
            similar_phrase=None if other_phrase is None else list(other_phrase),
            phrase_weight=pair.phrase_weight,
        )
        for pair in pairs
        for one, other, one_same, other_same, one_phrase, other_phrase in (
            (pair.first, pair.second, pair.first_same, pair.second_same, pair.first_phrase, pair.second_phrase),
            (pair.second, pair.first, pair.second_same, pair.first_same, pair.second_phrase, pair.first_phrase),
        )
    ]
    # Only the swap is atomic: readers see the old pairs or the new, never none, and the search holds no lock.
    with transaction.atomic():
        SimilarVerse.objects.all().delete()
        SimilarVerse.objects.bulk_create(rows, batch_size=1000)
    return len(pairs)


def quran_import(*, source: QuranSource, progress: ProgressCallback) -> ImportSummary:
    """Create or update every chapter and verse; re-running with the same source changes nothing."""
    _check_source(source=source)
    try:
        verses = _verse_rows(source=source)
    except (DivisionsMismatch, LayoutMismatch) as error:
        raise ImportMismatch(str(error)) from error
    chapters = _chapter_rows(source=source)
    progress("chapters", len(chapters), canon.CHAPTER_COUNT)
    progress("verses", len(verses), canon.VERSE_COUNT)
    with transaction.atomic():
        chapters_created, chapters_updated = _upsert(model=Chapter, rows=chapters, key="number", fields=_CHAPTER_FIELDS)
        verses_created, verses_updated = _upsert(model=Verse, rows=verses, key="global_number", fields=_VERSE_FIELDS)
    try:
        images_generated = _generate_missing_images(progress=progress)
        similar_pairs = similar_verses_rebuild(progress=progress)
    finally:
        # The rows are committed: stamp them even when a later step fails, so every process loads them under a new
        # version rather than old and new copies answering under one.
        content_stamp_refresh()
    return ImportSummary(
        chapters_created=chapters_created,
        chapters_updated=chapters_updated,
        verses_created=verses_created,
        verses_updated=verses_updated,
        images_generated=images_generated,
        similar_pairs=similar_pairs,
    )


def content_stamp_refresh() -> str:
    """Stamp the content as now stored (chapters, verses, look-alikes), so every app process loads it again
    (quran.content) and its versioned addresses change if it changed; this process at once. Returns the stamp."""
    chapters, verses = content_rows()
    lookalikes = SimilarVerse.objects.order_by("verse_id", "similar_id").values_list(
        "verse_id",
        "similar_id",
        "kind",
        "score",
        "verse_same",
        "similar_same",
        "verse_phrase",
        "similar_phrase",
        "phrase_weight",
    )
    digest = hashlib.sha256()
    for row in (*chapters, *verses, *lookalikes):
        digest.update(repr(row).encode())
    stamp = digest.hexdigest()[:16]
    ContentStamp.objects.update_or_create(pk=1, defaults={"stamp": stamp})
    content_reload()
    return stamp


def quran_is_imported() -> bool:
    return (
        Chapter.objects.count() == canon.CHAPTER_COUNT
        and Verse.objects.count() == canon.VERSE_COUNT
        and not Verse.objects.filter(image="").exists()
        and not Verse.objects.filter(page__isnull=True).exists()
        and not Verse.objects.filter(word_lines=[]).exists()
        # Shared phrases came after whole look-alike verses: pairs found before them are found again.
        and SimilarVerse.objects.filter(kind=SimilarVerse.Kind.PHRASE).exists()
    )
