"""The makhraj practices, "Where is it born?" (makhraj_point) and "Which letter?" (makhraj_letter): dealt from the
makhraj guide and the Qur'an's words, graded on the server, paid like any game, moving no verse's progress."""

from random import Random

import pytest

from hafiz.games.kinds import makhraj_letter, makhraj_point
from hafiz.games.kinds.base import IllegalMove
from hafiz.games.models import GameDeal
from hafiz.games.tests.calls import grade
from hafiz.makhraj.examples import clusters
from hafiz.makhraj.guide import LETTER, makharij
from hafiz.makhraj.selectors import examples_held
from hafiz.progress.models import VerseProgress
from hafiz.quran.content import content
from hafiz.review.models import ReviewLog
from hafiz.xp import rules

POINT, LETTER_GAME = "/api/v1/games/makhraj_point/", "/api/v1/games/makhraj_letter/"


@pytest.fixture
def held(db):
    return content()


def point_answers(dealt: dict, wrong: int = 0) -> list[dict]:
    """Every question answered with its point; the first `wrong` with the point after it instead."""
    return [
        {"question": q["id"], "point": q["right_point"] if index >= wrong else q["right_point"] % 17 + 1}
        for index, q in enumerate(dealt["questions"])
    ]


def letter_answers(dealt: dict, wrong: int = 0) -> list[dict]:
    """Every question answered with its letter; the first `wrong` with another letter of its group."""
    return [
        {
            "question": q["id"],
            "letter": q["right_option"]
            if index >= wrong
            else next(option["id"] for option in q["options"] if option["id"] != q["right_option"]),
        }
        for index, q in enumerate(dealt["questions"])
    ]


# Dealing ---------------------------------------------------------------------------------------------------


@pytest.mark.parametrize("seed", range(20))
def test_where_is_it_born_asks_four_letters_each_at_its_point_in_a_word_that_holds_it(held, seed):
    guide = makharij()
    game = makhraj_point.makhraj_point_game_build(guide=guide, examples=examples_held(held=held), rng=Random(seed))
    questions = game["questions"]
    assert len({q["letter"] for q in questions}) == makhraj_point.QUESTIONS
    assert game["points"] == list(range(1, 18))
    for question in questions:
        letter = guide.letter(question["letter"])
        assert letter.kind == LETTER and question["glyph"] == letter.glyph
        assert question["right_point"] == guide.point_of(letter.id).number
        shown = question["shown_in"]
        verse = held.verse(chapter_number=shown["surah_id"], verse_number=shown["ayah_id"])
        assert shown["word"] in verse.words
        assert shown["word"][shown["letter"]["start"]] in letter.forms


@pytest.mark.parametrize("seed", range(20))
def test_which_letter_leaves_out_a_letter_of_each_of_four_groups_in_a_real_word(held, seed):
    guide = makharij()
    game = makhraj_letter.makhraj_letter_game_build(guide=guide, verses=held.verses, rng=Random(seed))
    groups = []
    for question in game["questions"]:
        options = [option["id"] for option in question["options"]]
        group = next(group for group in guide.confusable_groups if set(group) == set(options))
        groups.append(group)
        assert question["right_option"] in group
        verse = held.verse(chapter_number=question["surah_id"], verse_number=question["ayah_id"])
        word = verse.words[question["word_index"]]
        assert (verse.chapter_id, verse.number) not in guide.disjoined_openings
        assert word.startswith(question["before"]) and word.endswith(question["after"])
        assert question["before"] + question["left_out"] + question["after"] == word
        (cluster,) = clusters(question["left_out"])
        assert cluster.base in guide.letter(question["right_option"]).forms
        assert len(clusters(word)) >= makhraj_letter.MIN_WORD_LETTERS
    assert len(set(groups)) == makhraj_letter.QUESTIONS


# Grading -----------------------------------------------------------------------------------------------------


@pytest.mark.parametrize("kind", [makhraj_point.KIND, makhraj_letter.KIND])
def test_right_answers_in_any_order_win_and_each_wrong_one_is_a_mistake(held, kind):
    build_answers = point_answers if kind is makhraj_point.KIND else letter_answers
    dealt = kind.deal({}).dealt
    kept = kind.kept(dealt)
    right = build_answers(dealt)
    assert kind.graded(layout=kept.layout, solution=kept.solution, moves=right[::-1]).won
    lost = kind.graded(layout=kept.layout, solution=kept.solution, moves=build_answers(dealt, wrong=2))
    assert (lost.won, lost.mistakes) == (False, 2)
    unfinished = kind.graded(layout=kept.layout, solution=kept.solution, moves=right[:3])
    assert (unfinished.won, unfinished.mistakes) == (False, 0)
    field = "born_at" if kind is makhraj_point.KIND else "letters"
    assert kind.right_answer(layout=kept.layout, solution=kept.solution) == {field: right}


@pytest.mark.parametrize(
    ("moves", "message"),
    [
        ([{"question": 9, "point": 1}], "No question 9 was asked."),
        ([{"question": 1, "point": 1}, {"question": 1, "point": 2}], "Question 1 was answered already."),
        ([{"question": 1, "point": 18}], "Question 1 offered no point 18."),
        ([{"question": 1, "point": "3"}], "'point' must be an integer."),
    ],
)
def test_a_move_that_cannot_be_made_is_refused(held, moves, message):
    kept = makhraj_point.KIND.kept(makhraj_point.KIND.deal({}).dealt)
    with pytest.raises(IllegalMove, match=message):
        makhraj_point.KIND.graded(layout=kept.layout, solution=kept.solution, moves=moves)


def test_no_answer_after_the_last(held):
    dealt = makhraj_letter.KIND.deal({}).dealt
    kept = makhraj_letter.KIND.kept(dealt)
    moves = [*letter_answers(dealt), {"question": 1, "letter": "ta"}]
    with pytest.raises(IllegalMove, match="The game was over"):
        makhraj_letter.KIND.graded(layout=kept.layout, solution=kept.solution, moves=moves)


def test_which_letter_refuses_a_letter_not_offered(held):
    dealt = makhraj_letter.KIND.deal({}).dealt
    kept = makhraj_letter.KIND.kept(dealt)
    question = dealt["questions"][0]
    offered = {option["id"] for option in question["options"]}
    other = next(letter.id for letter in makharij().letters if letter.id not in offered)
    with pytest.raises(IllegalMove, match="offered no letter"):
        makhraj_letter.KIND.graded(
            layout=kept.layout, solution=kept.solution, moves=[{"question": question["id"], "letter": other}]
        )


# The calls -----------------------------------------------------------------------------------------------------


@pytest.mark.django_db
@pytest.mark.parametrize(("path", "answers"), [(POINT, point_answers), (LETTER_GAME, letter_answers)])
def test_a_practice_is_dealt_graded_and_paid_moving_no_progress(api, path, answers):
    response = api.post(path, {}, format="json")
    assert response.status_code == 200, response.content
    dealt = response.json()
    assert len(dealt["questions"]) == 4 and dealt["game_id"]

    verdict = grade(api, dealt, answers(dealt)).json()
    assert (verdict["won"], verdict["mistakes"], verdict["xp_gained"]) == (True, 0, rules.FIRST_WIN_XP)
    assert verdict["ayah_progress"] == {"progress": 0}
    assert not VerseProgress.objects.exists()

    again = api.post(path, {}, format="json").json()
    lost = grade(api, again, answers(again, wrong=1)).json()
    assert (lost["won"], lost["mistakes"], lost["xp_gained"]) == (False, 1, 0)
    assert len(next(iter(lost["answer"].values()))) == 4


@pytest.mark.django_db
@pytest.mark.parametrize(("path", "answers"), [(POINT, point_answers), (LETTER_GAME, letter_answers)])
def test_a_practice_is_no_review_of_the_verse_its_win_is_kept_on(api, path, answers):
    dealt = api.post(path, {}, format="json").json()
    assert grade(api, dealt, answers(dealt)).status_code == 200

    response = api.post("/api/v1/review/", {"game_id": dealt["game_id"]}, format="json")

    assert response.status_code == 400
    assert response.json()["message"] == "This game is practice, not a review of a verse."
    assert not ReviewLog.objects.exists()


@pytest.mark.django_db
def test_which_letter_keeps_its_win_on_the_example_verse_of_its_first_letter(api, held):
    examples = examples_held(held=held)
    for _ in range(3):
        dealt = api.post(LETTER_GAME, {}, format="json").json()
        example = examples[dealt["questions"][0]["right_option"]][0]
        assert GameDeal.objects.get(pk=dealt["game_id"]).verse_id == example.global_number


def test_nothing_is_dealt_before_the_quran_is_imported():
    assert makhraj_point.makhraj_point_game_build(guide=makharij(), examples={}, rng=Random(0)) is None


@pytest.mark.django_db
@pytest.mark.parametrize("path", [POINT, LETTER_GAME])
def test_the_practices_need_a_sign_in(anonymous_api, path):
    assert anonymous_api.post(path, {}, format="json").status_code == 401


@pytest.mark.django_db
def test_a_practice_deal_is_a_query_or_two(api, django_assert_max_num_queries):
    api.post(POINT, {}, format="json")  # the token is held from here on
    with django_assert_max_num_queries(2):  # the deal kept; the content stamp at most
        assert api.post(LETTER_GAME, {}, format="json").status_code == 200
