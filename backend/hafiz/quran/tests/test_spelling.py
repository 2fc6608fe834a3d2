"""Which written words are the verse's (Gaps' grading): the folding rules on known words, then over the whole text."""

import pytest

from hafiz.quran.spelling import first_letter, word_spelling, written_word_matches
from hafiz.quran.words import verse_words

# What the Gaps letter pad types: the 28 letters, the hamza and its seats, alif madda, alif maqsura and ta marbuta.
PAD_LETTERS = frozenset("ابتثجحخدذرزسشصضطظعغفقكلمنهوي") | frozenset("ءأإآؤئىة")


@pytest.mark.parametrize(
    ("word", "written"),
    [
        ("قُلۡ", "قل"),  # vowel signs and sukun left out
        ("ٱللَّهُ", "الله"),  # alif wasla as alif, shadda left out
        ("أَحَدٌ", "احد"),  # a hamza on an alif may be left off it
        ("رَحۡمَةٗ", "رحمه"),  # ta marbuta as ha
        ("رَحۡمَةٗ", "رحمة"),
        ("عَلَىٰ", "علي"),  # alif maqsura as ya
        ("يَسۡـَٔلُونَكَ", "يسألونك"),  # the hamza on another seat than the mushaf's (above a tatweel)
        ("يَسۡـَٔلُونَكَ", "يسئلونك"),
        ("شَيۡـٔٗا", "شيئا"),
        ("ٱلرَّحۡمَٰنِ", "الرحمن"),  # the dagger alif left out, as it is usually spelt
        ("ٱلۡكِتَٰبِ", "الكتاب"),  # or written, as it is usually spelt there
        ("ٱلصَّلَوٰةَ", "الصلاة"),  # the waw of the long ā written as alif
        ("ٱلصَّلَوٰةَ", "الصلوة"),
        ("إِبۡرَٰهِـۧمَ", "إبراهيم"),  # the small ya written
        ("بِهِۦ", "به"),  # the small ya of the recitation left out
        ("أُوْلَـٰٓئِكَ", "أولئك"),
        ("ءَامَنُواْ", "آمنوا"),  # alif madda as the text's hamza and alif
        ("تِلۡقَا\u0653يِٕ", "تلقاء"),  # the madd sign left out, the hamza sign below a ya seat
        ("ٱلۡـَٔاخِرَةِ", "الآخرة"),
        ("قُلۡ", "قُلْ"),  # the learner's own vowel signs change nothing
        ("كَفَرُواْ", "کفروا"),  # the Persian keyboard's kaf
    ],
)
def test_a_writing_of_the_verses_word_is_right(word, written):
    assert written_word_matches(written=written, word=word)


@pytest.mark.parametrize(
    ("word", "written"),
    [
        ("قُلۡ", "قال"),  # a letter more
        ("قُلۡ", "ق"),  # a letter fewer
        ("ٱللَّهُ", "اله"),
        ("أَحَدٌ", "احذ"),  # another root letter
        ("ٱلصَّمَدُ", "السمد"),  # sad written as sin
        ("يَسۡـَٔلُونَكَ", "يسلونك"),  # the hamza left out where it has no alif seat
        ("قُلۡ", ""),
        ("قُلۡ", "qul"),
    ],
)
def test_another_word_is_wrong(word, written):
    assert not written_word_matches(written=written, word=word)


def test_the_first_letter_is_the_mushafs_with_alif_wasla_as_alif():
    assert [first_letter(word) for word in ("ٱللَّهُ", "إِبۡرَٰهِـۧمَ", "ءَامَنُواْ", "قُلۡ")] == ["ا", "إ", "ء", "ق"]


def test_the_spelling_counts_the_letters_the_mushaf_writes():
    assert word_spelling("ٱلۡكِتَٰبِ") == "الكتب"
    assert word_spelling("أُوْلَـٰٓئِكَ") == "ءولءك"  # the silent waw is written; the dagger alif is not a letter


def _distinct_words(quran_source) -> set[str]:
    return {
        word
        for chapter in quran_source.arabic
        for verse in chapter["verses"]
        for word in verse_words(text=verse["text"])
    }


def test_every_word_of_the_quran_can_be_written_with_the_letter_pad(quran_source):
    words = _distinct_words(quran_source)
    assert len(words) > 15_000  # every distinct word of the 77,000+ of the text

    unwritable = [
        word
        for word in words
        if not word_spelling(word)
        or not set(word_spelling(word)) <= PAD_LETTERS
        or not written_word_matches(written=word_spelling(word), word=word)
        or first_letter(word) not in PAD_LETTERS
    ]

    assert unwritable == []


def test_every_word_of_the_quran_is_right_as_the_mushaf_writes_it(quran_source):
    """A learner who copies the verse's own letters (with its marks, as a keyboard with Uthmani marks would) is right."""
    words = _distinct_words(quran_source)

    assert [word for word in words if not written_word_matches(written=word, word=word)] == []
