"""Gaps: the deal's difficulty steps and spread blanks, then the grading of written words, then the calls."""

from random import Random

import pytest
from hypothesis import given

from hafiz.games.coverage import verse_range_covered
from hafiz.games.kinds import gaps
from hafiz.games.kinds.base import Grade, IllegalMove
from hafiz.games.tests.calls import deal, grade, honest, lost
from hafiz.games.tests.plays import blank_words
from hafiz.games.tests.strategies import PROPERTY_SETTINGS, game_choices, seeds, with_notable_choices
from hafiz.quran.spelling import first_letter, word_spelling
from hafiz.recitation.tests.calls import recite, slip, verses_passage

pytestmark = pytest.mark.django_db


def _blanks(game: dict) -> list[dict]:
    return [word for verse in game["verses"] for word in verse["words"] if word["blank"] is not None]


def test_the_difficulty_steps_up_with_each_win_to_every_word():
    assert [gaps.gaps_step(wins) for wins in range(6)] == [1, 2, 3, 4, 4, 4]
    # A twelve-word passage: a quarter, a half, three quarters, then all of it.
    assert [gaps.gaps_blank_count(word_count=12, step=step) for step in (1, 2, 3, 4)] == [3, 6, 9, 12]
    # 112:1's four words: one, then two, three and four; a one-word verse is always one blank.
    assert [gaps.gaps_blank_count(word_count=4, step=step) for step in (1, 2, 3, 4)] == [1, 2, 3, 4]
    assert gaps.gaps_blank_count(word_count=1, step=1) == 1
    # The longest verses stop at MAX_BLANKS.
    assert gaps.gaps_blank_count(word_count=128, step=4) == gaps.MAX_BLANKS == 30


def test_a_long_range_plays_its_latest_verses_that_fit_the_passage(verses_around):
    covered, _ = verses_around(verse_range_covered(chapter=78, verse=30, count=30))

    passage = gaps.gaps_passage(covered)

    assert passage[-1].name == "78:30"
    assert len(passage) > 1
    assert (
        sum(len(verse.words) for verse in passage)
        <= gaps.PASSAGE_WORDS
        < sum(len(verse.words) for verse in [covered[-len(passage) - 1], *passage])
    )
    # A verse longer than the passage is played alone.
    long_verse, _ = verses_around(verse_range_covered(chapter=2, verse=282, count=1))
    assert gaps.gaps_passage(long_verse) == long_verse


@PROPERTY_SETTINGS
@given(choice=game_choices(), seed=seeds)
@with_notable_choices
def test_blanks_are_spread_through_the_passage_with_their_length_and_first_letter(choice, seed, verses_around):
    chapter, verse, count = choice
    covered, _ = verses_around(verse_range_covered(chapter=chapter, verse=verse, count=count))
    passage = gaps.gaps_passage(covered)
    step = 1 + seed % 4

    game = gaps.gaps_game_build(verses=passage, step=step, rng=Random(seed))

    assert (game["step"], game["steps"]) == (step, 4)
    assert [(v["surah_id"], v["ayah_id"]) for v in game["verses"]] == [(v.chapter, v.number) for v in passage]
    words = [word for shown in passage for word in shown.words]
    shown_words = [word for v in game["verses"] for word in v["words"]]
    assert [word["text"] for word in shown_words if word["blank"] is None] == [
        word for word, shown in zip(words, shown_words, strict=True) if shown["blank"] is None
    ]
    blanks = [(index, word) for index, word in enumerate(shown_words) if word["blank"] is not None]
    assert [word["blank"] for _, word in blanks] == list(range(1, len(blanks) + 1))
    assert len(blanks) == gaps.gaps_blank_count(word_count=len(words), step=step)
    for index, blank in blanks:
        assert blank["text"] is None
        assert blank["letters"] == len(word_spelling(words[index]))
        assert blank["first_letter"] == first_letter(words[index])
    # Spread: one blank in each of as many equal stretches of the words.
    stretch_starts = [len(words) * stretch // len(blanks) for stretch in range(len(blanks) + 1)]
    assert all(
        stretch_starts[stretch] <= index < stretch_starts[stretch + 1] for stretch, (index, _) in enumerate(blanks)
    )


def test_the_deal_does_not_carry_the_blanked_words(verses_around):
    covered, _ = verses_around(verse_range_covered(chapter=112, verse=1, count=1))

    game = gaps.gaps_game_build(verses=covered, step=4, rng=Random(1))

    assert all(word["text"] is None for word in _blanks(game))
    assert [word["letters"] for word in _blanks(game)] == [2, 2, 4, 3]  # قل هو الله أحد


def test_the_learners_weak_words_are_blanked_first_the_weakest_first(verses_around):
    covered, _ = verses_around(verse_range_covered(chapter=112, verse=4, count=4))
    passage = gaps.gaps_passage(covered)  # 112:1–4, 15 words: 4 blanks at the first step
    weak = {(6222, 2): 0.5, (6225, 0): 1.0, (6224, 3): 0.25, (6223, 1): 2.0, (6224, 0): 0.3}

    for seed in range(20):
        game = gaps.gaps_game_build(verses=passage, step=1, rng=Random(seed), weak=weak)
        blanked = {
            (6222 + v, w)
            for v, verse in enumerate(game["verses"])
            for w, word in enumerate(verse["words"])
            if word["blank"]
        }
        assert blanked == {(6223, 1), (6225, 0), (6222, 2), (6224, 0)}

    # Fewer weak words than blanks: every one of them blanked, the others spread through the rest.
    game = gaps.gaps_game_build(verses=passage, step=2, rng=Random(3), weak={(6224, 3): 0.25})
    assert game["verses"][2]["words"][3]["blank"] is not None
    assert len(_blanks(game)) == gaps.gaps_blank_count(word_count=15, step=2)


# Grading ---------------------------------------------------------------------------------------------

# 112:1, قُلۡ هُوَ ٱللَّهُ أَحَدٌ, its second and fourth words blanked (1, 2).
LAYOUT = {"blanks": [1, 2]}
SOLUTION = {"words": {"1": "هُوَ", "2": "أَحَدٌ"}}


def _graded(words: dict[int, str], hints=()) -> Grade:
    move = {"words": [{"blank": blank, "word": word} for blank, word in words.items()], "hints": list(hints)}
    return gaps.gaps_graded(layout=LAYOUT, solution=SOLUTION, moves=[move])


def test_every_blank_written_right_wins():
    assert _graded({1: "هو", 2: "أحد"}) == Grade(won=True, mistakes=0)


def test_a_hamza_on_another_seat_or_ta_marbuta_as_ha_is_right():
    solution = {"words": {"1": "يَسۡـَٔلُونَكَ", "2": "رَحۡمَةٗ"}}
    move = {"words": [{"blank": 1, "word": "يسئلونك"}, {"blank": 2, "word": "رحمه"}]}

    assert gaps.gaps_graded(layout=LAYOUT, solution=solution, moves=[move]) == Grade(won=True, mistakes=0)


def test_each_wrong_or_empty_blank_is_a_mistake_and_loses():
    assert _graded({1: "هو", 2: "أحذ"}) == Grade(won=False, mistakes=1)  # another root letter
    assert _graded({1: "هي"}) == Grade(won=False, mistakes=2)  # one wrong, one left empty


def test_the_hints_used_are_counted():
    assert _graded({1: "هو", 2: "أحد"}, hints=[2, 2]) == Grade(won=True, mistakes=0, hints=1)


def test_no_moves_is_a_lost_game():
    assert gaps.gaps_graded(layout=LAYOUT, solution=SOLUTION, moves=[]) == Grade(won=False, mistakes=0)


@pytest.mark.parametrize(
    ("move", "why"),
    [
        ({"words": [{"blank": 3, "word": "هو"}]}, "No blank 3 was dealt."),
        ({"words": [{"blank": 1, "word": "هو"}, {"blank": 1, "word": "هو"}]}, "Blank 1 was written twice."),
        ({"words": [{"blank": 1, "word": "ه" * 41}]}, "A word has at most 40 letters."),
        ({"words": [], "hints": [3]}, "A hint names a blank that was not dealt."),
        ({"words": [], "hints": [[1]]}, "A hint names a blank that was not dealt."),
        ({"words": [{"blank": "1", "word": "هو"}]}, "'blank' must be an integer."),
        ({"hints": []}, "A move here needs 'words'."),
    ],
)
def test_a_submit_that_cannot_be_made_is_refused(move, why):
    with pytest.raises(IllegalMove) as refused:
        gaps.gaps_graded(layout=LAYOUT, solution=SOLUTION, moves=[move])

    assert refused.value.message == why


def test_nothing_is_played_after_the_submit():
    with pytest.raises(IllegalMove, match=r"Move 1: The game was over\."):
        gaps.gaps_graded(layout=LAYOUT, solution=SOLUTION, moves=[{"words": []}, {"words": []}])


# The calls -------------------------------------------------------------------------------------------


def test_each_win_on_the_verse_blanks_more_of_it_up_to_every_word(api):
    dealt_steps = []
    for _ in range(5):
        dealt = deal(api, "gaps", 112, 1, 1)
        dealt_steps.append((dealt["step"], len(_blanks(dealt))))
        assert grade(api, dealt, honest("gaps", dealt)).json()["won"]

    assert dealt_steps == [(1, 1), (2, 2), (3, 3), (4, 4), (4, 4)]


def test_a_lost_game_does_not_step_up_and_another_learners_wins_do_not_count(api, client_for, make_user):
    dealt = deal(api, "gaps", 112, 1, 1)
    grade(api, dealt, lost("gaps", dealt))
    other_api = client_for(make_user())
    other = deal(other_api, "gaps", 112, 1, 1)
    grade(other_api, other, honest("gaps", other))

    assert deal(api, "gaps", 112, 1, 1)["step"] == 1


def test_a_win_with_a_hint_pays_half_and_still_moves_progress(api, no_daily_quests):
    dealt = deal(api, "gaps", 112, 1, 1)
    (move,) = honest("gaps", dealt)

    body = grade(api, dealt, [{**move, "hints": [1]}]).json()

    assert (body["won"], body["xp_gained"], body["ayah_progress"]["progress"]) == (True, 5, 25)


def test_a_lost_game_answers_each_blanks_word(api):
    dealt = deal(api, "gaps", 112, 4, 4)

    body = grade(api, dealt, lost("gaps", dealt)).json()

    assert (body["won"], body["mistakes"]) == (False, 1)
    assert [(blank["blank"], blank["word"]) for blank in body["answer"]["blanks"]] == sorted(blank_words(dealt).items())


def test_gaps_on_a_verse_blanks_the_word_the_learner_forgot_reciting_it(api, client_for, make_user):
    recite(api, verses_passage((112, 1), (112, 4)), [slip((112, 1), 2, "forgot")])

    # 112:1 at the first step: one blank of four words, and it is the forgotten one, every time.
    for _ in range(5):
        dealt = deal(api, "gaps", 112, 1, 1)
        assert [word["blank"] is not None for word in dealt["verses"][0]["words"]] == [False, False, True, False]
    # Another learner's slips are theirs: their blank falls anywhere.
    other = client_for(make_user())
    blanked = {
        next(w for w, word in enumerate(deal(other, "gaps", 112, 1, 1)["verses"][0]["words"]) if word["blank"])
        for _ in range(40)
    }
    assert blanked != {2}


def test_the_deal_needs_a_signed_in_learner(anonymous_api):
    response = anonymous_api.post("/api/v1/games/gaps/", {"id": 112, "ayahId": 1, "selectedAyah": 1}, format="json")

    assert response.status_code == 401
