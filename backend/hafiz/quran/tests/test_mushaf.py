import bisect
import copy
import itertools
import unicodedata
from dataclasses import replace

import pytest

from hafiz.quran import canon, content
from hafiz.quran.models import Verse
from hafiz.quran.mushaf import JOINED_WORDS, LayoutMismatch, layout_word_indexes, verse_word_lines
from hafiz.quran.selectors import mushaf_page_get
from hafiz.quran.services import ImportMismatch, quran_import
from hafiz.quran.words import verse_words


def _hafiz_words(source) -> list[list[str]]:
    return [verse_words(text=verse["text"]) for chapter in source.arabic for verse in chapter["verses"]]


@pytest.mark.django_db
def test_every_word_of_the_quran_stands_on_one_line_of_one_page_in_order():
    verses = content.content().verses

    assert len(verses) == 6236
    assert all(len(verse.word_lines) == len(verse.words) for verse in verses)
    placed = [(verse.page, line) for verse in verses for line in verse.word_lines]
    assert len(placed) == sum(len(verse.words) for verse in verses)
    assert all(earlier <= later for earlier, later in itertools.pairwise(placed))


@pytest.mark.django_db
def test_each_page_has_15_lines_but_the_decorated_pages_1_and_2_which_have_8():
    held = content.content()

    for number in range(1, 605):
        page = mushaf_page_get(held=held, number=number)
        assert [line.number for line in page.lines] == list(range(1, len(page.lines) + 1))
        assert len(page.lines) == (8 if number <= 2 else 15), number
        verse_lines = {line.number for line in page.lines if line.kind == "verses"}
        # Every line of verses holds a word, and every word stands on one of them.
        assert {line for item in page.verses for line in item.verse.word_lines} == verse_lines, number


@pytest.mark.django_db
def test_a_chapter_opens_with_its_title_and_basmala_but_al_fatihah_and_at_tawbah_have_no_basmala_line():
    held = content.content()

    def kinds(number):
        return [(line.kind, line.chapter) for line in mushaf_page_get(held=held, number=number).lines]

    assert kinds(1) == [("chapter", 1)] + [("verses", None)] * 7
    assert kinds(2)[:3] == [("chapter", 2), ("basmala", 2), ("verses", None)]
    tawbah = Verse.objects.get(chapter_id=9, number=1).page
    assert ("chapter", 9) in kinds(tawbah) and ("basmala", 9) not in kinds(tawbah)


@pytest.mark.django_db
def test_page_582_opens_juz_amma_at_78_1():
    first = Verse.objects.filter(page=582).order_by("global_number").first()

    assert (first.chapter_id, first.number, first.juz) == (78, 1, 30)


@pytest.mark.django_db
def test_the_pages_are_the_layouts_so_a_page_number_names_the_verses_the_page_shows():
    # Where the King Fahd Complex's 1405 AH print (quran-meta's) opens page 586 with At-Takwir, its later layout
    # (quran-text's, whose lines Hafiz draws) ends Abasa there.
    first = Verse.objects.filter(page=586).order_by("global_number").first()

    assert (first.chapter_id, first.number) == (80, 41)


def _letters(text: str) -> str:
    """The letters alone: the two texts mark vowels and signs differently."""
    return "".join(char for char in text if unicodedata.category(char) == "Lo")


def test_each_of_hafizs_words_is_mapped_onto_the_layouts_word_or_words_with_the_same_letters(quran_source):
    edition = quran_source.edition
    theirs, starts = edition["words"], [*edition["ayah_starts"], len(edition["words"])]
    differing = set()
    for index, ours in enumerate(_hafiz_words(quran_source)):
        reference = "{}:{}".format(*canon.verse_reference(index + 1))
        verse = theirs[starts[index] : starts[index + 1]]
        firsts = [*layout_word_indexes(reference=reference, ours=len(ours), theirs=len(verse)), len(verse)]
        mapped = ["".join(verse[first:after]) for first, after in itertools.pairwise(firsts)]
        if [_letters(word) for word in ours] != [_letters(word) for word in mapped]:
            differing.add(reference)

    # Two verses write a hamza differently (2:72 «فَٱدَّٰرَٰٔتُمۡ», 35:43 «وَمَكۡرَ ٱلسَّيِّيِٕ»); every other word has its own.
    assert differing == {"2:72", "35:43"}
    assert sorted(JOINED_WORDS) == ["27:20", "36:22", "37:164", "41:47"]


def test_an_unlisted_difference_in_words_stops_the_import(quran_source, monkeypatch):
    monkeypatch.delitem(JOINED_WORDS, "36:22")

    with pytest.raises(LayoutMismatch, match="36:22: quran-text has 8 words, Hafiz 7"):
        verse_word_lines(source=quran_source, words=_hafiz_words(quran_source))


def test_a_listed_difference_that_is_gone_stops_the_import_too(quran_source, monkeypatch):
    monkeypatch.setitem(JOINED_WORDS, "1:1", (0,))

    with pytest.raises(LayoutMismatch, match="1:1: quran-text has 4 words, Hafiz 4, and 1 are listed"):
        verse_word_lines(source=quran_source, words=_hafiz_words(quran_source))


def _line_inside_joined_word(source):
    """The layout's line holding 36:22's «مَا لِيَ» starting at «لِيَ» instead, inside the word Hafiz writes joined."""
    edition = copy.deepcopy(source.edition)
    second_half = edition["ayah_starts"][canon.global_verse_number(chapter=36, verse=22) - 1] + 1
    moved = bisect.bisect_right(edition["line_starts"], second_half) - 1
    assert edition["line_starts"][moved] not in edition["page_starts"]
    edition["line_starts"][moved] = second_half
    return replace(source, edition=edition)


@pytest.mark.django_db
def test_a_line_starting_inside_a_joined_word_stops_the_import(quran_source):
    with pytest.raises(ImportMismatch, match="36:22: a line of quran-text's layout starts inside one of Hafiz's words"):
        quran_import(source=_line_inside_joined_word(quran_source), progress=lambda *_: None)
