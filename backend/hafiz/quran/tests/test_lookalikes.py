"""The look-alike finder: the rule on small made-up texts, then on the pairs huffaz know from the whole Qur'an."""

import itertools
import math
import statistics
from collections import Counter

import pytest

from hafiz.quran import selectors
from hafiz.quran.lookalikes import FORMULA_VERSES, lookalikes_find, normalised_word, without_particles
from hafiz.quran.models import SimilarVerse, Verse

REFRAIN = ["فَبِأَيِّ", "ءَالَآءِ", "رَبِّكُمَا", "تُكَذِّبَانِ"]


def _filler_words(count: int) -> list[list[str]]:
    """Distinct three-word verses sharing no word with each other or the tests' verses."""
    alphabet = "بتثجحخدذرزسشصضطظعغفقكلمن"
    words = ("".join(letters) for letters in itertools.permutations(alphabet, 3))
    return [[next(words), next(words), next(words)] for _ in range(count)]


def test_normalising_drops_vowel_signs_and_marks_and_folds_letter_variants():
    assert normalised_word("ٱلۡكِتَٰبِ") == normalised_word("الكتاب") == "الكتاب"
    assert normalised_word("عَلَىٰ") == "علي"
    assert normalised_word("ٱلصَّلَوٰةَ") == "الصلوه"
    assert normalised_word("يُؤۡمِنُونَ") == "يومنون"
    assert normalised_word("شَيۡءٍ") == "شي"
    assert normalised_word("شَيۡـٔٗا") == "شيا"
    assert normalised_word("رَيۡبَۛ") == "ريب"
    assert normalised_word("۞") == ""


def test_the_same_verse_twice_is_a_look_alike_with_nothing_different():
    verses = [REFRAIN, ["قُلۡ", "هُوَ", "ٱللَّهُ", "أَحَدٌ"], [word.replace("ِ", "") for word in REFRAIN]]

    (pair,) = lookalikes_find(verses=verses)

    assert (pair.first, pair.second, pair.score) == (0, 2, 1.0)
    assert pair.first_same == pair.second_same == [True] * 4


def test_one_word_changed_marks_exactly_that_word_in_both():
    first = ["إِذۡ", "قَالَ", "لَهُمۡ", "أَخُوهُمۡ", "هُودٌ", "أَلَا", "تَتَّقُونَ"]
    second = ["إِذۡ", "قَالَ", "لَهُمۡ", "أَخُوهُمۡ", "صَٰلِحٌ", "أَلَا", "تَتَّقُونَ"]

    (pair,) = lookalikes_find(verses=[first, *_filler_words(3), second])

    assert (pair.first, pair.second) == (0, 4)
    assert pair.first_same == pair.second_same == [True, True, True, True, False, True, True]
    assert pair.score == pytest.approx(12 / 14)


def test_a_word_more_and_a_word_changed_are_both_marked():
    first = ["وَقُلۡنَا", "يَـٰٓـَٔادَمُ", "ٱسۡكُنۡ", "أَنتَ", "وَزَوۡجُكَ", "ٱلۡجَنَّةَ"]
    second = ["وَيَـٰٓـَٔادَمُ", "ٱسۡكُنۡ", "أَنتَ", "وَزَوۡجُكَ", "ٱلۡجَنَّةَ"]

    (pair,) = lookalikes_find(verses=[first, second])

    assert pair.first_same == [False, False, True, True, True, True]
    assert pair.second_same == [False, True, True, True, True]


def test_a_short_verse_sharing_one_word_is_not_a_look_alike():
    assert lookalikes_find(verses=[["ٱلۡحَآقَّةُ"], ["مَا", "ٱلۡحَآقَّةُ"], ["ٱلرَّحۡمَٰنُ"]]) == []


def test_two_shared_words_in_a_row_are_not_enough():
    first = ["وَمَآ", "أَدۡرَىٰكَ", "مَا", "ٱلۡقَارِعَةُ"]
    second = ["مَا", "ٱلۡقَارِعَةُ"]

    assert lookalikes_find(verses=[first, second]) == []


def test_a_run_held_by_more_verses_weighs_less():
    run = ["إِنَّ", "ٱللَّهَ", "عَلَىٰ", "كُلِّ", "شَيۡءٖ", "قَدِيرٞ"]
    first, second, *others = _filler_words(20)

    (rare,) = lookalikes_find(verses=[first + run, second + run])
    in_many = lookalikes_find(verses=[first + run, second + run, *(words + run for words in others)])

    assert rare.score == pytest.approx(12 / 18)
    # Held by 20 verses, the run weighs log 8 / log 20, about 0.69: the pair is kept on a lower score.
    pair = next(pair for pair in in_many if (pair.first, pair.second) == (0, 1))
    assert pair.score == pytest.approx(12 / 18 * math.log(8) / math.log(20))


def test_a_run_held_by_more_than_forty_verses_pairs_none_of_them():
    formula = ["يَـٰٓأَيُّهَا", "ٱلَّذِينَ", "ءَامَنُواْ"]
    verses = [words + formula for words in _filler_words(FORMULA_VERSES + 1)]

    assert lookalikes_find(verses=verses) == []


def test_progress_is_reported_until_every_candidate_is_compared():
    reports = []

    lookalikes_find(verses=[REFRAIN, REFRAIN, REFRAIN], progress=lambda done, total: reports.append((done, total)))

    assert reports[-1] == (3, 3)


def _lookalikes(chapter: int, verse: int) -> dict[str, SimilarVerse]:
    links = selectors.similar_verse_list(verse=Verse.objects.get(chapter_id=chapter, number=verse))
    return {str(link.similar): link for link in links}


def _differing(words: list[str], same: list[bool]) -> list[str]:
    return [normalised_word(word) for word, shared in zip(words, same) if not shared]


@pytest.mark.django_db
def test_the_same_opening_with_another_ending_2_35_and_7_19():
    links = _lookalikes(2, 35)

    assert next(iter(links)) == "7:19"
    link = links["7:19"]
    assert link.score > 0.7
    assert _differing(link.verse.words, link.verse_same) == ["وقلنا", "يادم", "وكلا", "منها", "رغدا"]
    assert _differing(link.similar.words, link.similar_same) == ["ويادم", "فكلا", "من"]


@pytest.mark.django_db
def test_the_pair_is_stored_both_ways_with_the_marks_mirrored():
    there = _lookalikes(2, 58)["7:161"]
    back = _lookalikes(7, 161)["2:58"]

    assert there.score == back.score
    assert (there.verse_same, there.similar_same) == (back.similar_same, back.verse_same)


@pytest.mark.django_db
def test_a_shared_phrase_2_3_and_8_3():
    link = _lookalikes(2, 3)["8:3"]

    assert _differing(link.verse.words, link.verse_same) == ["يومنون", "بالغيب", "ويقيمون"]
    assert _differing(link.similar.words, link.similar_same) == ["يقيمون"]


@pytest.mark.django_db
@pytest.mark.parametrize(
    ("chapter", "verse", "elsewhere"),
    [
        (55, 13, [f"55:{number}" for number in (16, 18, 21, 23, 25, 28, 30, 32, 34, 36, 38, 40, 42, 45, 47, 49)]),
        (77, 15, ["77:19", "77:24", "77:28", "77:34", "77:37", "77:40", "77:45", "77:47", "77:49", "83:10"]),
        (54, 17, ["54:22", "54:32", "54:40"]),
        (26, 8, ["26:67", "26:103", "26:121", "26:174", "26:190"]),
    ],
)
def test_a_refrain_is_the_same_verse_wherever_it_is_repeated(chapter, verse, elsewhere):
    links = _lookalikes(chapter, verse)

    same = [reference for reference, link in links.items() if link.score == 1.0]
    assert set(elsewhere) <= set(same)
    assert all(all(links[reference].similar_same) for reference in same)


@pytest.mark.django_db
def test_each_of_55_13s_thirty_one_repeats_is_the_same_verse():
    links = _lookalikes(55, 13)

    assert sum(link.score == 1.0 for link in links.values()) == 30


@pytest.mark.django_db
def test_the_refrain_pair_26_8_and_26_9_repeats_as_a_pair():
    assert _lookalikes(26, 8)["26:174"].score == 1.0
    assert _lookalikes(26, 9)["26:175"].score == 1.0


@pytest.mark.django_db
@pytest.mark.parametrize(
    ("first", "second"), [((69, 1), (69, 2)), ((101, 2), (101, 3)), ((55, 1), (1, 3)), ((112, 1), (113, 1))]
)
def test_verses_sharing_a_word_or_two_are_not_look_alikes(first, second):
    assert f"{second[0]}:{second[1]}" not in _lookalikes(*first)


@pytest.mark.django_db
def test_a_verse_without_look_alikes_has_none():
    assert _lookalikes(112, 1) == {}
    assert _lookalikes(103, 1) == {}


def test_a_rare_phrase_shared_by_two_long_verses_makes_them_look_alikes():
    phrase = ["تَخۡرُجۡ", "بَيۡضَآءَ", "مِنۡ", "غَيۡرِ", "سُوٓءٖ"]
    first, second, third, fourth = _filler_words(4)

    (pair,) = lookalikes_find(verses=[first + phrase + third, second + phrase + fourth * 3])

    assert pair.score < 0.4
    assert pair.first_same == [False] * 3 + [True] * 5 + [False] * 3


def test_a_four_word_run_in_long_verses_is_not_a_phrase():
    run = ["تَخۡرُجۡ", "بَيۡضَآءَ", "مِنۡ", "غَيۡرِ"]
    first, second, third, fourth = _filler_words(4)

    assert lookalikes_find(verses=[first + run + third, second + run + fourth * 3]) == []


@pytest.mark.django_db
@pytest.mark.parametrize(
    ("first", "second"),
    [((6, 159), "30:32"), ((20, 22), "28:32"), ((2, 169), "7:33"), ((2, 255), "20:110"), ((2, 255), "3:2")],
)
def test_a_rare_shared_phrase_in_verses_otherwise_apart(first, second):
    assert second in _lookalikes(*first)


# Shared phrases ---------------------------------------------------------------------------------------------------


def _phrase(words: list[str], same: list[bool], span: list[int]) -> list[tuple[str, bool]]:
    """A phrase look-alike's phrase in one verse: each word normalised, with whether the other verse shares it."""
    start, end = span
    return [(normalised_word(word), shared) for word, shared in zip(words[start:end], same[start:end])]


def _shared_phrase(chapter: int, verse: int, other: str) -> tuple[list[tuple[str, bool]], list[tuple[str, bool]]]:
    link = _lookalikes(chapter, verse)[other]
    assert link.kind == "phrase" and link.verse_phrase and link.similar_phrase
    return (
        _phrase(link.verse.words, link.verse_same, link.verse_phrase),
        _phrase(link.similar.words, link.similar_same, link.similar_phrase),
    )


@pytest.mark.django_db
def test_one_word_changed_inside_a_shared_formula_3_70_and_3_99():
    asked, other = _shared_phrase(3, 70, "3:99")

    assert asked == [("ياهل", True), ("الكتاب", True), ("لم", True), ("تكفرون", False)]
    assert other == [("ياهل", True), ("الكتاب", True), ("لم", True), ("تصدون", False)]


@pytest.mark.django_db
def test_the_same_phrase_behind_another_particle_25_52_and_33_48():
    asked, other = _shared_phrase(25, 52, "33:48")

    assert asked[:3] == [("فلا", False), ("تطع", True), ("الكافرين", True)]
    assert other[:3] == [("ولا", False), ("تطع", True), ("الكافرين", True)]


@pytest.mark.django_db
def test_the_same_opening_with_a_word_added_8_31_and_34_43():
    asked, other = _shared_phrase(8, 31, "34:43")

    assert [word for word, _ in asked[:4]] == ["واذا", "تتلي", "عليهم", "ايتنا"]
    assert all(shared for _, shared in asked[:5])
    assert ("بينات", False) in other
    assert ("قالوا", True) in other


@pytest.mark.django_db
def test_the_same_closing_phrase_after_another_word_21_76_and_37_115():
    asked, other = _shared_phrase(21, 76, "37:115")

    assert asked == [("واهله", False), ("من", True), ("الكرب", True), ("العظيم", True)]
    assert other == [("وقومهما", False), ("من", True), ("الكرب", True), ("العظيم", True)]


@pytest.mark.django_db
def test_two_rare_words_together_with_the_verb_before_them_20_66_and_26_44():
    asked, other = _shared_phrase(20, 66, "26:44")

    assert ("حبالهم", True) in asked and ("وعصيهم", True) in asked
    # «ألقوا» against «فألقوا», and «فإذا» added between: both lit.
    assert ("القوا", False) in asked and ("فاذا", False) in asked
    assert other[0] == ("فالقوا", False)


@pytest.mark.django_db
def test_a_shared_oath_with_the_next_word_changed_5_53_and_24_53():
    asked, other = _shared_phrase(5, 53, "24:53")

    assert asked[1:5] == [("بالله", True), ("جهد", True), ("ايمانهم", True), ("انهم", False)]
    assert other[1:5] == [("بالله", True), ("جهد", True), ("ايمانهم", True), ("لين", False)]


@pytest.mark.django_db
def test_a_phrase_look_alike_is_stored_both_ways_with_its_phrase_mirrored():
    there = _lookalikes(25, 52)["33:48"]
    back = _lookalikes(33, 48)["25:52"]

    assert (there.verse_phrase, there.similar_phrase) == (back.similar_phrase, back.verse_phrase)
    assert (there.verse_same, there.similar_same) == (back.similar_same, back.verse_same)


@pytest.mark.django_db
def test_verses_that_share_only_a_particle_are_not_look_alikes_39_9_and_2_2():
    assert "2:2" not in _lookalikes(39, 9)


@pytest.mark.django_db
def test_whole_verses_alike_stay_whole_when_they_also_share_a_phrase():
    assert _lookalikes(2, 35)["7:19"].kind == "verse"
    assert _lookalikes(2, 35)["7:19"].verse_phrase is None


@pytest.mark.parametrize(
    ("word", "bare"),
    [
        ("فلا", "لا"),  # a conjunction before a word of the text
        ("وبالله", "الله"),  # a conjunction, then a preposition on the article
        ("كالعهن", "العهن"),
        ("للناس", "الناس"),  # «ل» + «ال» written «لل»
        ("لله", "لله"),  # three letters: «لله» is no «ال» word
        ("فرعون", "فرعون"),  # «رعون» is no word of the text: the ف is the word's own
        ("وفرعون", "فرعون"),
    ],
)
def test_a_phrase_word_loses_the_particles_joined_to_it_where_a_word_of_the_text_is_left(word, bare):
    vocabulary = {"لا", "الله", "بالله", "العهن", "الناس", "اله", "فرعون"}

    assert without_particles(word, vocabulary) == bare


def _text_around(*verses: list[str], background: int = 300) -> list[list[str]]:
    """The verses given, then `background` verses of words found nowhere else: in a text of a few verses every word
    is common, and a phrase weighs by how rare its words are in the whole text."""
    return [*verses, *_filler_words(1000 + background)[1000:]]


def test_a_phrase_is_compared_without_its_attached_particles():
    first, second, third, fourth = _filler_words(4)
    with_fa = ["فَلَا", "تُطِعِ", "ٱلۡكَٰفِرِينَ", *first]
    with_wa = ["وَلَا", "تُطِعِ", "ٱلۡكَٰفِرِينَ", *second, *third]
    # «لا» stands alone in the text, so «فلا» and «ولا» are «لا» behind a particle.
    alone = ["لَا", *fourth]

    (pair,) = lookalikes_find(verses=_text_around(with_fa, with_wa, alone))

    assert (pair.kind, pair.first_phrase, pair.second_phrase) == ("phrase", (0, 4), (0, 4))
    assert pair.first_same[:4] == pair.second_same[:4] == [False, True, True, False]


def test_a_word_changed_inside_a_shared_run_joins_the_phrase():
    first, second, third, fourth = _filler_words(4)
    one = [*first, "يَـٰٓأَهۡلَ", "ٱلۡكِتَٰبِ", "لِمَ", "تَكۡفُرُونَ", "بِـَٔايَٰتِ", *third]
    other = [*second, "يَـٰٓأَهۡلَ", "ٱلۡكِتَٰبِ", "لِمَ", "تَصُدُّونَ", "بِـَٔايَٰتِ", *fourth, *fourth]

    (pair,) = lookalikes_find(verses=_text_around(one, other))

    assert pair.kind == "phrase"
    assert pair.first_phrase == (2, 9)
    assert pair.first_same[3:8] == [True, True, True, False, True]


def test_a_two_word_formula_held_by_dozens_of_verses_does_not_pair_two_that_share_a_word_after_it():
    formula = ["مِن", "دُونِ"]
    after = "ٱللَّهِ"
    first, second, *others = _filler_words(32)
    two = [[*first, *first, *formula, after], [*second, *second, *formula, after]]

    assert len(lookalikes_find(verses=_text_around(*two))) == 1
    assert lookalikes_find(verses=_text_around(*two, *(words + formula for words in others))) == []


def test_a_shared_phrase_weighs_less_the_more_verses_hold_it():
    phrase = ["جَهۡدَ", "أَيۡمَٰنِهِمۡ", "لَئِنۡ"]
    first, second, third, fourth, *others = _filler_words(40)
    pair_text = [[*first, *phrase, *third], [*second, *phrase, *fourth]]

    (alone,) = lookalikes_find(verses=_text_around(*pair_text))
    in_a_crowd = lookalikes_find(verses=_text_around(*pair_text, *(words + phrase for words in others)))

    assert alone.kind == "phrase"
    assert (0, 1) not in {(pair.first, pair.second) for pair in in_a_crowd}


def test_a_phrase_opening_or_closing_both_verses_weighs_more():
    phrase = ["نَجَّيۡنَٰهُ", "مِنَ", "ٱلۡكَرۡبِ"]
    first, second, third, fourth = _filler_words(4)
    # «من» is common: of the phrase only two words weigh, too little in the middle of both verses.
    common = [["مِنَ", *words] for words in _filler_words(140)[40:]]

    inside = _text_around([*first, *phrase, *third], [*second, *phrase, *fourth], *common, background=150)
    closing = _text_around([*first, *third, *phrase], [*second, *fourth, *phrase], *common, background=150)

    assert lookalikes_find(verses=inside) == []
    (closing,) = lookalikes_find(verses=closing)
    assert closing.kind == "phrase"


@pytest.mark.django_db
def test_a_verses_list_stays_short_over_the_whole_text():
    """The lists the learn card shows: median at most 8 look-alikes, 90th percentile at most 20, a verse's
    word-for-word repeats (refrains) not counted."""
    rows = SimilarVerse.objects.filter(score__lt=1.0).values_list("verse_id", flat=True)
    lengths = sorted(Counter(rows).values())

    assert statistics.median(lengths) <= 8
    assert lengths[int(len(lengths) * 0.9)] <= 20
    assert (
        SimilarVerse.objects.filter(kind=SimilarVerse.Kind.PHRASE).count()
        > SimilarVerse.objects.filter(kind=SimilarVerse.Kind.VERSE).count()
    )
