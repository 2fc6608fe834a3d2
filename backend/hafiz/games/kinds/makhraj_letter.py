"""Which letter?: a word of a verse with one letter left out, and the letters learners confuse with it (ض ظ د ز,
ث س ص, ح ه, ع ء, ق ك, ط ت: hafiz.makhraj.guide's confusable groups); the learner picks the one the word holds. Four
words a game, each from another group, from verses at random.

The moves: each answer, {"question": id, "letter": id}, every question once, in any order. The answer to the last
question ends the game: won if every letter picked was right; each wrong one is a mistake. It moves no verse's
progress; its win is recorded on the example verse of the first word's letter, and paid like any game's.
"""

import random
from collections.abc import Sequence
from random import Random

from drf_spectacular.utils import extend_schema_serializer
from rest_framework import serializers

from hafiz.common.schema import UNAUTHORISED, api_errors
from hafiz.games.kinds.base import (
    Deal,
    EmptyInputSerializer,
    GameKind,
    Grade,
    KeptDeal,
    answers_graded,
    answers_replayed,
    practice_deal,
)
from hafiz.games.serializers import game_id_field
from hafiz.makhraj.examples import clusters
from hafiz.makhraj.guide import Makharij, makharij
from hafiz.makhraj.selectors import examples_held
from hafiz.progress.models import Game
from hafiz.quran.content import StoredVerse, content

QUESTIONS = 4
# A word shorter than this tells too little to guess its letter from (and the disjoined letters are no words).
MIN_WORD_LETTERS = 3


def _question(
    *, number: int, group: Sequence[str], guide: Makharij, verses: Sequence[StoredVerse], rng: Random
) -> dict:
    """A word of a verse at random that holds a letter of `group`, that letter left out."""
    letter_of = {form: letter_id for letter_id in group for form in guide.letter(letter_id).forms}
    openings = set(guide.disjoined_openings)
    while True:  # a verse without any letter of the group is rare: another is drawn
        verse = rng.choice(verses)
        if (verse.chapter_id, verse.number) in openings:
            continue
        places = [
            (word_index, cluster)
            for word_index, word in enumerate(verse.words)
            for letters in [clusters(word)]
            if len(letters) >= MIN_WORD_LETTERS
            for cluster in letters
            if cluster.base in letter_of
        ]
        if places:
            break
    word_index, cluster = rng.choice(places)
    word = verse.words[word_index]
    options = list(group)
    rng.shuffle(options)
    return {
        "id": number,
        "surah_id": verse.chapter_id,
        "ayah_id": verse.number,
        "word_index": word_index,
        "before": word[: cluster.start],
        "after": word[cluster.end :],
        "left_out": word[cluster.start : cluster.end],
        "options": [
            {
                "id": letter_id,
                "glyph": guide.letter(letter_id).glyph,
                "name_en": guide.letter(letter_id).name_en,
                "name_ru": guide.letter(letter_id).name_ru,
            }
            for letter_id in options
        ],
        "right_option": letter_of[cluster.base],
    }


def makhraj_letter_game_build(*, guide: Makharij, verses: Sequence[StoredVerse], rng: Random) -> dict:
    """Pure: QUESTIONS words, each for another group of confusable letters."""
    groups = rng.sample(guide.confusable_groups, QUESTIONS)
    return {
        "questions": [
            _question(number=index + 1, group=group, guide=guide, verses=verses, rng=rng)
            for index, group in enumerate(groups)
        ]
    }


def makhraj_letter_deal(game_input: dict) -> Deal | None:
    held = content()
    examples = examples_held(held=held)
    if not held.verses:
        return None
    game = makhraj_letter_game_build(guide=makharij(), verses=held.verses, rng=random.Random())
    # The win is kept on the example verse of the first word's letter (not the word's own verse, one of 6,236).
    (first_example, *_) = examples[game["questions"][0]["right_option"]]
    return practice_deal(dealt=game, held=held, chapter=first_example.chapter, verse=first_example.verse)


@extend_schema_serializer(component_name="MakhrajLetterOption")
class MakhrajLetterOptionSerializer(serializers.Serializer):
    id = serializers.CharField(help_text="The letter's id (GET /makhraj/).")
    glyph = serializers.CharField()
    name_en = serializers.CharField()
    name_ru = serializers.CharField()


class MakhrajLetterQuestionSerializer(serializers.Serializer):
    id = serializers.IntegerField()
    surah_id = serializers.IntegerField()
    ayah_id = serializers.IntegerField()
    word_index = serializers.IntegerField(help_text="The word's place in the verse, from 0.")
    before = serializers.CharField(allow_blank=True, help_text="The word's text before the letter left out.")
    after = serializers.CharField(allow_blank=True, help_text="The word's text after it.")
    left_out = serializers.CharField(
        help_text="The letter as the word writes it, with its marks: shown once the question is answered."
    )
    options = MakhrajLetterOptionSerializer(many=True, help_text="The letters of its group, shuffled.")
    right_option = serializers.CharField(
        help_text="The letter the word holds. The app marks an answer at once; a win counts only when the moves are "
        "graded (POST /games/results/)."
    )


@extend_schema_serializer(component_name="MakhrajLetterGame")
class MakhrajLetterGameSerializer(serializers.Serializer):
    questions = MakhrajLetterQuestionSerializer(many=True, help_text=f"{QUESTIONS} words, each of another group.")
    game_id = game_id_field()


class MakhrajLetterMoveSerializer(serializers.Serializer):
    question = serializers.IntegerField(help_text="The question answered.")
    letter = serializers.CharField(help_text="The letter picked, by its id.")


def makhraj_letter_kept(dealt: dict) -> KeptDeal:
    return KeptDeal(
        layout={
            "questions": [
                {"id": question["id"], "options": [option["id"] for option in question["options"]]}
                for question in dealt["questions"]
            ]
        },
        solution={"right": {str(question["id"]): question["right_option"] for question in dealt["questions"]}},
    )


def makhraj_letter_graded(*, layout: dict, solution: dict, moves: Sequence) -> Grade:
    offered = {question["id"]: question["options"] for question in layout["questions"]}
    answered = answers_replayed(offered=offered, moves=moves, field="letter", value_type=str)
    right = {int(question): letter for question, letter in solution["right"].items()}
    return answers_graded(right=right, answered=answered)


def makhraj_letter_answer(*, layout: dict, solution: dict) -> dict:
    """Each question's letter."""
    return {
        "letters": [
            {"question": question["id"], "letter": solution["right"][str(question["id"])]}
            for question in layout["questions"]
        ]
    }


KIND = GameKind(
    name=Game.MAKHRAJ_LETTER,
    input_serializer=EmptyInputSerializer,
    deal=makhraj_letter_deal,
    kept=makhraj_letter_kept,
    graded=makhraj_letter_graded,
    right_answer=makhraj_letter_answer,
    move_serializer=MakhrajLetterMoveSerializer,
    answer_field={
        "letters": MakhrajLetterMoveSerializer(
            many=True, required=False, help_text="Which letter?: each question's letter."
        )
    },
    deal_schema={
        "operation_id": "games_makhraj_letter_create",
        "responses": {
            200: MakhrajLetterGameSerializer,
            401: UNAUTHORISED,
            **api_errors({404: "The Qur'an is not imported yet."}),
        },
        "description": '"Which letter?": four words of verses, each with a letter left out, to be told from the '
        "letters learners confuse with it (ض ظ د ز, ث س ص, ح ه, ع ء, ق ك, ط ت). Graded like the other games (POST "
        "/games/results/ with moves {question, letter}): won when every letter is right, paid under the same pace "
        "rules; it moves no verse's progress and is no review.",
    },
    no_deal_message="The Qur'an is not imported yet.",
    reviews_verse=False,
)
