"""Where is it born?: a letter is shown, in a word of the Qur'an that shows it (hafiz.makhraj.examples), and the
learner chooses on the drawing of the head the point of articulation it is born at, of the seventeen
(hafiz.makhraj.guide). Four letters a game, of the 28, at random.

The moves: each answer, {"question": id, "point": number}, every question once, in any order. The answer to the last
question ends the game: won if every point chosen was right; each wrong one is a mistake. Like the look-alike drill it
moves no verse's progress; its win is recorded on the verse of the first letter's example, and paid like any game's.
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
from hafiz.makhraj.examples import Example
from hafiz.makhraj.guide import LETTER, Makharij, makharij
from hafiz.makhraj.selectors import examples_held
from hafiz.makhraj.serializers import LetterSpanSerializer
from hafiz.progress.models import Game
from hafiz.quran.content import content

QUESTIONS = 4


def _shown_in(example: Example) -> dict:
    return {
        "surah_id": example.chapter,
        "ayah_id": example.verse,
        "word": example.word,
        "letter": {"start": example.start, "end": example.end},
    }


def makhraj_point_game_build(*, guide: Makharij, examples: dict[str, list[Example]], rng: Random) -> dict | None:
    """Pure: QUESTIONS of the 28 letters at random, each with its first example word and the point it is born at;
    None before the Qur'an is imported (no letter has an example)."""
    shown = [letter for letter in guide.letters if letter.kind == LETTER and examples.get(letter.id)]
    if len(shown) < QUESTIONS:
        return None
    letters = rng.sample(shown, QUESTIONS)
    return {
        "questions": [
            {
                "id": index + 1,
                "letter": letter.id,
                "glyph": letter.glyph,
                "name_en": letter.name_en,
                "name_ru": letter.name_ru,
                "shown_in": _shown_in(examples[letter.id][0]),
                "right_point": guide.point_of(letter.id).number,
            }
            for index, letter in enumerate(letters)
        ],
        "points": [point.number for point in guide.points],
    }


def makhraj_point_deal(game_input: dict) -> Deal | None:
    held = content()
    game = makhraj_point_game_build(guide=makharij(), examples=examples_held(held=held), rng=random.Random())
    if game is None:
        return None
    shown = game["questions"][0]["shown_in"]
    return practice_deal(dealt=game, held=held, chapter=shown["surah_id"], verse=shown["ayah_id"])


@extend_schema_serializer(component_name="LetterShownIn")
class ShownInSerializer(serializers.Serializer):
    surah_id = serializers.IntegerField()
    ayah_id = serializers.IntegerField()
    word = serializers.CharField(help_text="A word of the verse that holds the letter (Arabic).")
    letter = LetterSpanSerializer()


class MakhrajPointQuestionSerializer(serializers.Serializer):
    id = serializers.IntegerField()
    letter = serializers.CharField(help_text="The letter's id (GET /makhraj/).")
    glyph = serializers.CharField()
    name_en = serializers.CharField()
    name_ru = serializers.CharField()
    shown_in = ShownInSerializer(help_text="A word of the Qur'an that holds it.")
    right_point = serializers.IntegerField(
        help_text="The point it is born at. The app marks an answer at once; a win counts only when the moves are "
        "graded (POST /games/results/)."
    )


@extend_schema_serializer(component_name="MakhrajPointGame")
class MakhrajPointGameSerializer(serializers.Serializer):
    questions = MakhrajPointQuestionSerializer(many=True, help_text=f"{QUESTIONS} letters.")
    points = serializers.ListField(child=serializers.IntegerField(), help_text="The points to choose from: 1–17.")
    game_id = game_id_field()


class MakhrajPointMoveSerializer(serializers.Serializer):
    question = serializers.IntegerField(help_text="The question answered.")
    point = serializers.IntegerField(help_text="The point chosen, by its number.")


def makhraj_point_kept(dealt: dict) -> KeptDeal:
    return KeptDeal(
        layout={"questions": [question["id"] for question in dealt["questions"]], "points": dealt["points"]},
        solution={"right": {str(question["id"]): question["right_point"] for question in dealt["questions"]}},
    )


def makhraj_point_graded(*, layout: dict, solution: dict, moves: Sequence) -> Grade:
    offered = dict.fromkeys(layout["questions"], layout["points"])
    answered = answers_replayed(offered=offered, moves=moves, field="point", value_type=int)
    right = {int(question): point for question, point in solution["right"].items()}
    return answers_graded(right=right, answered=answered)


def makhraj_point_answer(*, layout: dict, solution: dict) -> dict:
    """Each question's point."""
    return {
        "born_at": [
            {"question": question, "point": solution["right"][str(question)]} for question in layout["questions"]
        ]
    }


KIND = GameKind(
    name=Game.MAKHRAJ_POINT,
    input_serializer=EmptyInputSerializer,
    deal=makhraj_point_deal,
    kept=makhraj_point_kept,
    graded=makhraj_point_graded,
    right_answer=makhraj_point_answer,
    move_serializer=MakhrajPointMoveSerializer,
    answer_field={
        "born_at": MakhrajPointMoveSerializer(
            many=True, required=False, help_text="Where is it born?: each question's point."
        )
    },
    deal_schema={
        "operation_id": "games_makhraj_point_create",
        "responses": {
            200: MakhrajPointGameSerializer,
            401: UNAUTHORISED,
            **api_errors({404: "The Qur'an is not imported yet: no letter has an example word."}),
        },
        "description": '"Where is it born?": four of the 28 letters, each to be placed at its point of articulation '
        "(GET /makhraj/). Graded like the other games (POST /games/results/ with moves {question, point}): won when "
        "every point is right, paid under the same pace rules; it moves no verse's progress and is no review.",
    },
    no_deal_message="The Qur'an is not imported yet.",
    reviews_verse=False,
)
