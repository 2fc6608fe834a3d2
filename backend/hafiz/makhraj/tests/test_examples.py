"""Example words found in the Qur'an's text: each holds its letter as its kind says, the last chapters are read
first, and the disjoined openings give the 14 letters whose names a reciter says."""

from dataclasses import dataclass

import pytest

from hafiz.makhraj.examples import (
    ALIF_NAME,
    DRAWN_OUT,
    MADD_VOWEL,
    NAME,
    SHADDAH,
    START,
    SUKUN,
    VOWELS,
    WITH_SHADDAH,
    WITH_SUKUN,
    clusters,
    letter_examples,
    recited_names,
)
from hafiz.makhraj.guide import makharij
from hafiz.quran.content import content

DISJOINED_LETTERS = set("المصركهيعطسحقن")


@pytest.fixture(scope="module")
def verses(django_db_blocker):
    with django_db_blocker.unblock():
        return content().verses


def test_a_word_is_read_as_its_letters_with_their_marks():
    assert [(cluster.base, cluster.marks) for cluster in clusters("قُلۡ")] == [("ق", "\u064f"), ("ل", "\u06e1")]
    word = "ٱلنَّاسِ"
    assert [word[cluster.start : cluster.end] for cluster in clusters(word)] == ["ٱ", "ل", "نَّ", "ا", "سِ"]


def test_every_letter_has_its_examples_each_holding_it_as_described(verses):
    guide = makharij()
    examples = letter_examples(makharij=guide, verses=verses)
    for letter in guide.letters:
        kinds = [example.kind for example in examples[letter.id]]
        expected = {"letter": [START, WITH_SUKUN], "madd": [DRAWN_OUT], "ghunnah": [WITH_SHADDAH, WITH_SHADDAH]}
        assert kinds == expected[letter.kind], letter.id
        for example in examples[letter.id]:
            verse = verses[example.global_number - 1]
            assert (verse.chapter_id, verse.number, verse.words[example.word_index]) == (
                example.chapter,
                example.verse,
                example.word,
            )
            letters = clusters(example.word)
            index = next(i for i, cluster in enumerate(letters) if cluster.start == example.start)
            shown = letters[index]
            assert shown.end == example.end and shown.base in letter.forms
            if example.kind == START:
                assert index == 0 and (VOWELS | {SHADDAH}) & set(shown.marks)
            elif example.kind == WITH_SUKUN:
                assert SUKUN in shown.marks
            elif example.kind == DRAWN_OUT:
                assert not shown.marks and MADD_VOWEL[shown.base] in letters[index - 1].marks
            else:
                assert SHADDAH in shown.marks
    # The ghunnah is shown on both its letters.
    assert [example.word[example.start] for example in examples["ghunnah"]] == ["ن", "م"]


@dataclass(frozen=True)
class _Verse:
    chapter_id: int
    number: int
    global_number: int
    words: tuple[str, ...]


def test_a_letter_written_but_not_said_is_no_sukun():
    # The waw of «أُوْلَـٰٓئِكَ» carries U+0652: written, not said. The waw of «ٱلۡكَوۡثَرَ» carries the sukun.
    silent = letter_examples(makharij=makharij(), verses=[_Verse(2, 5, 12, ("أُوْلَـٰٓئِكَ",))])
    assert silent["waw"] == []
    said = letter_examples(makharij=makharij(), verses=[_Verse(108, 1, 6205, ("ٱلۡكَوۡثَرَ",))])
    assert [(example.kind, example.word) for example in said["waw"]] == [(WITH_SUKUN, "ٱلۡكَوۡثَرَ")]


def test_the_last_chapters_are_read_first(verses):
    examples = letter_examples(makharij=makharij(), verses=verses)
    ain_with_sukun = examples["ain"][1]
    assert (ain_with_sukun.chapter, ain_with_sukun.verse, ain_with_sukun.word) == (109, 2, "أَعۡبُدُ")
    assert {example.chapter for letter in examples.values() for example in letter} <= set(range(70, 115))


def test_the_disjoined_openings_say_the_names_of_14_letters(verses):
    guide = makharij()
    names = recited_names(makharij=guide, verses=verses)
    assert {guide.letter(letter_id).glyph for letter_id in names} == (DISJOINED_LETTERS - {"ا"}) | {"ء"}
    for letter_id, example in names.items():
        assert example.kind == (ALIF_NAME if letter_id == "hamza" else NAME) and example.word_index == 0
        assert (example.chapter, example.verse) in guide.disjoined_openings
        assert example.word[example.start] in (*guide.letter(letter_id).forms, "ا")
    # The opening of the fewest letters says it: ق alone in 50:1, not among عٓسٓقٓ.
    assert (names["qaf"].chapter, names["qaf"].verse) == (50, 1)
    assert (names["ain"].chapter, names["ain"].verse) == (42, 2)
    assert (names["hha"].chapter, names["hha"].verse) == (40, 1)
