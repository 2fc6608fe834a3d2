"""Which one?: dealing a drill of look-alike verses (kinds.which_one) and grading it (grading)."""

from random import Random

import pytest

from hafiz.games import grading
from hafiz.games.coverage import GameVerse, verse_global_number
from hafiz.games.kinds import which_one
from hafiz.games.kinds.base import IllegalMove
from hafiz.games.kinds.which_one import lookalike_pair_list
from hafiz.quran.lookalikes import normalised_word

pytestmark = pytest.mark.django_db

# 2:35 and 7:19: Adam and his wife told to dwell in the garden; 2:35 says "raghadan", 7:19 "fa".
BAQARAH_35, ARAF_19 = (2, 35), (7, 19)


def pairs_of(reference, other=None):
    return lookalike_pair_list(
        verse_global_number=verse_global_number(chapter=reference[0], verse=reference[1]),
        other_global_number=other and verse_global_number(chapter=other[0], verse=other[1]),
    )


def drill(reference, other=None, seed=0):
    pairs = pairs_of(reference, other)
    return which_one.which_one_game_build(verse=pairs[0].verse, lookalikes=pairs, rng=Random(seed)) if pairs else None


def words(text: str) -> list[str]:
    return [normalised_word(word) for word in text.split()]


def reference_of(verse: dict) -> tuple[int, int]:
    return verse["surah_id"], verse["ayah_id"]


def test_a_pair_is_asked_both_ways_with_each_verse_continuing_the_shared_words():
    dealt = drill(BAQARAH_35, ARAF_19)

    assert dealt["verse"] == {"surah_id": 2, "ayah_id": 35}
    assert sorted(reference_of(question["named"]) for question in dealt["questions"]) == [BAQARAH_35, ARAF_19]
    for question in dealt["questions"]:
        right = next(option for option in question["options"] if option["id"] == question["right_option"])
        wrong = next(option for option in question["options"] if option["id"] != question["right_option"])
        assert reference_of(right) == reference_of(question["named"])
        assert words(right["text"]) != words(wrong["text"])
        named, other = question["verses"]
        assert reference_of(named) == reference_of(question["named"])
        # The named verse reads: the shared words, its own option in the blank, and the shared words after it.
        named_text = " ".join(words(" ".join(word["text"] for word in named["words"])))
        assert " ".join(words(" ".join([question["before"], right["text"], question["after"]]))) in named_text
        # The shared words are the other verse's too.
        other_words = " ".join(words(" ".join(word["text"] for word in other["words"])))
        assert " ".join(words(question["before"] or question["after"])) in other_words
        assert {word["same"] for word in named["words"]} == {True, False}
        assert named["phrase"] is None and other["phrase"] is None


def test_a_verse_is_drilled_against_its_closest_lookalikes_named_first():
    dealt = drill(BAQARAH_35)
    lookalikes = [
        reference_of({"surah_id": pair.other.chapter, "ayah_id": pair.other.number}) for pair in pairs_of(BAQARAH_35)
    ]

    assert 2 <= len(dealt["questions"]) <= which_one.MAX_QUESTIONS
    asked = {
        (reference_of(question["verses"][0]), reference_of(question["verses"][1])) for question in dealt["questions"]
    }
    assert all(
        (pair[0] == BAQARAH_35 and pair[1] in lookalikes[: which_one.MAX_LOOKALIKES]) or pair[1] == BAQARAH_35
        for pair in asked
    )


def test_verses_that_differ_from_their_first_word_are_asked_for_their_opening():
    # 2:2 "That is the Book..." and 32:2 "The revelation of the Book..." part at the start and share what follows?
    # Find such a pair in the Qur'an rather than trusting memory: a question with shared words only after the blank.
    found = None
    for chapter, verse in [(2, 48), (2, 123), (3, 3), (6, 102), (40, 62), (37, 80), (37, 110)]:
        dealt = drill((chapter, verse))
        if dealt and any(question["after"] and not question["phrase"] for question in dealt["questions"]):
            found = dealt
            break
    assert found is not None
    question = next(question for question in found["questions"] if question["after"] and not question["phrase"])
    right = next(option for option in question["options"] if option["id"] == question["right_option"])
    named_text = " ".join(words(" ".join(word["text"] for word in question["verses"][0]["words"])))
    assert question["before"] == ""
    assert named_text.startswith(" ".join(words(f"{right['text']} {question['after']}")))


def test_a_refrain_repeated_word_for_word_has_nothing_to_drill():
    # 55:13 "Which of the favours of your Lord will you deny?" is repeated 31 times and has no other look-alike.
    assert pairs_of((55, 13))
    assert drill((55, 13)) is None


def test_a_verse_without_lookalikes_has_no_drill():
    assert pairs_of((103, 1)) == []
    assert which_one.which_one_game_build(verse=pairs_of(BAQARAH_35)[0].verse, lookalikes=[], rng=Random(0)) is None


def test_the_deal_is_random_but_seeded():
    assert drill(BAQARAH_35, seed=3) == drill(BAQARAH_35, seed=3)
    named_orders = {
        tuple(reference_of(q["named"]) for q in drill(BAQARAH_35, seed=seed)["questions"]) for seed in range(8)
    }
    right_options = {tuple(q["right_option"] for q in drill(BAQARAH_35, seed=seed)["questions"]) for seed in range(8)}
    assert len(named_orders) > 1 and len(right_options) > 1


# Grading -------------------------------------------------------------------------------------------------


def kept(dealt):
    return grading.deal_kept(game="which_one", dealt=dealt)


def graded(dealt, moves):
    deal = kept(dealt)
    return grading.game_graded(game="which_one", layout=deal.layout, solution=deal.solution, moves=moves)


def answers(dealt, wrong=()):
    """Every question answered, right except those in `wrong`."""
    return [
        {
            "question": question["id"],
            "option": next(
                option["id"]
                for option in question["options"]
                if (option["id"] == question["right_option"]) != (question["id"] in wrong)
            ),
        }
        for question in dealt["questions"]
    ]


def test_every_answer_right_wins_without_confusions():
    dealt = drill(BAQARAH_35, ARAF_19)

    grade = graded(dealt, answers(dealt)[::-1])

    assert (grade.won, grade.mistakes, grade.confusions) == (True, 0, ())


def test_a_wrong_answer_loses_and_names_the_verse_taken_for_the_one_asked():
    dealt = drill(BAQARAH_35, ARAF_19)
    question = dealt["questions"][0]
    asked, taken_for = (reference_of(verse) for verse in question["verses"])

    grade = graded(dealt, answers(dealt, wrong={question["id"]}))

    assert (grade.won, grade.mistakes) == (False, 1)
    assert grade.confusions == (
        (
            verse_global_number(chapter=asked[0], verse=asked[1]),
            verse_global_number(chapter=taken_for[0], verse=taken_for[1]),
        ),
    )


def test_a_drill_left_unfinished_is_lost():
    dealt = drill(BAQARAH_35, ARAF_19)

    assert graded(dealt, answers(dealt)[:1]).won is False
    assert graded(dealt, []).won is False


@pytest.mark.parametrize(
    ("moves", "message"),
    [
        ([{"question": 9, "option": 1}], "Move 0: No question 9 was asked."),
        ([{"question": 1, "option": 3}], "Move 0: Question 1 offered no option 3."),
        ([{"question": 1, "option": 1}, {"question": 1, "option": 2}], "Move 1: Question 1 was answered already."),
        ([{"question": 1, "option": True}], "Move 0: 'option' must be an integer."),
        ([{"option": 1}], "Move 0: A move here needs 'question'."),
    ],
)
def test_an_answer_that_cannot_be_given_is_illegal(moves, message):
    dealt = drill(BAQARAH_35, ARAF_19)

    with pytest.raises(IllegalMove) as illegal:
        graded(dealt, moves)
    assert str(illegal.value) == message


def test_an_answer_after_the_last_is_illegal():
    dealt = drill(BAQARAH_35, ARAF_19)

    with pytest.raises(IllegalMove, match="The game was over"):
        graded(dealt, [*answers(dealt), {"question": 1, "option": 1}])


def test_the_right_answer_comes_from_the_deal():
    dealt = drill(BAQARAH_35, ARAF_19)
    deal = kept(dealt)

    assert grading.right_answer(game="which_one", layout=deal.layout, solution=deal.solution) == {
        "choices": [{"question": question["id"], "option": question["right_option"]} for question in dealt["questions"]]
    }


def test_the_closest_lookalikes_are_whole_verses_alike_before_shared_phrases():
    kinds = ["phrase" if pair.verse_phrase else "verse" for pair in pairs_of((2, 3))]

    assert kinds == sorted(kinds, key=["verse", "phrase"].index)
    assert set(kinds) == {"verse", "phrase"}


def test_a_shared_phrase_is_asked_for_the_word_that_differs_inside_it():
    # 25:52 «فلا تطع الكافرين» and 33:48 «ولا تطع الكافرين»: otherwise apart, they share the phrase.
    dealt = drill((25, 52), (33, 48))

    assert dealt is not None
    for question in dealt["questions"]:
        assert question["phrase"] is True
        assert question["before"] == ""
        assert words(question["after"]) == ["تطع", "الكافرين"]
        # The two verses, compared after a wrong pick, say where the phrase lies in each.
        assert [verse["phrase"] for verse in question["verses"]] == [{"start": 0, "end": 4}] * 2
        right = next(option for option in question["options"] if option["id"] == question["right_option"])
        expected = "فلا" if reference_of(question["named"]) == (25, 52) else "ولا"
        assert words(right["text"]) == [expected]
        assert sorted(words(" ".join(option["text"] for option in question["options"]))) == ["فلا", "ولا"]


def test_a_word_changed_at_the_end_of_a_shared_phrase_is_asked_after_it():
    # 3:70 «يا أهل الكتاب لم تكفرون» and 3:99 «يا أهل الكتاب لم تصدون».
    question = next(q for q in drill((3, 70), (3, 99))["questions"] if reference_of(q["named"]) == (3, 70))

    assert question["phrase"] is True
    assert words(question["before"]) == ["ياهل", "الكتاب", "لم"]
    assert sorted(words(" ".join(option["text"] for option in question["options"]))) == ["تصدون", "تكفرون"]


def test_a_word_added_in_one_verse_only_is_asked_with_the_shared_word_after_it():
    # 8:31 «وإذا تتلى عليهم آياتنا قالوا» and 34:43 «… آياتنا بينات قالوا».
    question = next(q for q in drill((8, 31), (34, 43))["questions"] if reference_of(q["named"]) == (34, 43))
    options = {reference_of(option): words(option["text"]) for option in question["options"]}

    assert options == {(34, 43): ["بينات", "قالوا"], (8, 31): ["قالوا"]}
    assert words(question["before"]) == ["واذا", "تتلي", "عليهم", "ايتنا"]


def _verse(number: int, text: str) -> GameVerse:
    return GameVerse(
        chapter=1,
        number=number,
        global_number=number,
        text=text,
        words=tuple(text.split()),
        translation_en="",
        translation_ru="",
        image_url="",
        audio_url="",
    )


def _phrase_pair(first: str, second: str) -> which_one.LookalikePair:
    """Two made-up verses sharing a phrase: a * marks a word the finder found differing, [ and ] the phrase."""

    def marked(text: str) -> tuple[str, list[bool], tuple[int, int]]:
        words = text.replace("[ ", "").replace(" ]", "").split()
        start = text.split().index("[")
        end = text.split().index("]") - 1
        return " ".join(word.lstrip("*") for word in words), [not word.startswith("*") for word in words], (start, end)

    (first_text, first_same, first_span), (second_text, second_same, second_span) = marked(first), marked(second)
    return which_one.LookalikePair(
        verse=_verse(1, first_text),
        other=_verse(2, second_text),
        verse_same=first_same,
        other_same=second_same,
        verse_phrase=first_span,
        other_phrase=second_span,
    )


def _asked(pair: which_one.LookalikePair) -> tuple[list[str], list[str], list[str], list[str]] | None:
    dealt = which_one.which_one_game_build(verse=pair.verse, lookalikes=[pair], rng=Random(0))
    if dealt is None:
        return None
    question = next(question for question in dealt["questions"] if reference_of(question["named"]) == (1, 1))
    named = next(option for option in question["options"] if reference_of(option) == (1, 1))
    other = next(option for option in question["options"] if reference_of(option) == (1, 2))
    return question["before"].split(), named["text"].split(), other["text"].split(), question["after"].split()


def test_two_words_changed_inside_a_phrase_are_asked_together():
    pair = _phrase_pair("قال [ ربنا *اغفر *لنا ذنوبنا جميعا ] ثم", "[ ربنا *هب *لنا ذنوبنا جميعا ]")

    assert _asked(pair) == (["ربنا"], ["اغفر", "لنا"], ["هب", "لنا"], ["ذنوبنا", "جميعا"])


def test_a_word_added_at_the_phrase_end_is_asked_with_the_shared_word_before_it():
    pair = _phrase_pair("[ قالوا سمعنا واطعنا *غفرانك ]", "[ قالوا سمعنا واطعنا ] ثم")

    assert _asked(pair) == (["قالوا", "سمعنا"], ["واطعنا", "غفرانك"], ["واطعنا"], [])


def test_a_word_without_letters_inside_a_phrase_is_left_out_of_the_question():
    pair = _phrase_pair("[ ربنا ۞ اتنا *في الدنيا حسنه ]", "[ ربنا اتنا *من الدنيا حسنه ]")

    assert _asked(pair) == (["ربنا", "اتنا"], ["في"], ["من"], ["الدنيا", "حسنه"])


def test_a_phrase_whose_every_word_differs_asks_nothing():
    assert _asked(_phrase_pair("[ *فلا *تطع ]", "[ *ولا *تطيعوا ]")) is None
