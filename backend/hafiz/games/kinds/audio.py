"""Audio: hear a verse, pick its opening words among those of other verses.

The call deals one question, so a deal is one question and its win is an audio win on the verse asked. The move: the
option chosen, {"option": text}. Only the first answer counts (docs/product.md §4): a wrong one is a lost game with one
mistake. No two options read alike (hafiz.games.same_text).
"""

import random
from collections.abc import Sequence
from random import Random

from drf_spectacular.utils import extend_schema_serializer
from rest_framework import serializers

from hafiz.games import selectors
from hafiz.games.coverage import GameVerse
from hafiz.games.kinds.base import (
    Deal,
    GameKind,
    Grade,
    IllegalMove,
    KeptDeal,
    covered_range,
    move_field,
    not_after_the_end,
    verse_game_deal,
)
from hafiz.games.same_text import same_text_key
from hafiz.games.serializers import GameVersesInputSerializer, game_id_field
from hafiz.progress.models import Game

MIN_OPTIONS = 3
MAX_OPTIONS = 4
OPENING_WORDS = (3, 4)
# Verses the view loads either side of the range, for distractors when the range is short.
NEIGHBOURS_AROUND = 8


def opening_length(*, covered: Sequence[GameVerse]) -> int:
    """Words in every option of a game over `covered`: 3, or 4 when 3 do not tell those verses apart."""
    # Verses with the very same words (such as 55:13 and 55:16) can never be told apart, so count them once.
    texts = {tuple(same_text_key(word) for word in verse.words) for verse in covered}
    for length in OPENING_WORDS:
        if len({words[:length] for words in texts}) == len(texts):
            return length
    return OPENING_WORDS[-1]


def audio_question_build(
    *, asked: GameVerse, covered: Sequence[GameVerse], neighbours: Sequence[GameVerse], rng: Random
) -> dict:
    """Options: the asked verse's opening, then other covered verses' (random), then the nearest neighbours'
    (its own chapter first); an opening of the same text as one already chosen is skipped, so no two options read
    alike (hafiz.games.same_text) and none repeats the asked verse's."""
    length = opening_length(covered=covered)

    def opening(verse: GameVerse) -> str:
        return " ".join(verse.words[:length])

    others = [verse for verse in covered if verse.global_number != asked.global_number]
    rng.shuffle(others)
    nearest = sorted(
        neighbours,
        key=lambda verse: (verse.chapter != asked.chapter, abs(verse.global_number - asked.global_number)),
    )
    correct = opening(asked)
    options = [correct]
    for verse in [*others, *nearest]:
        if len(options) == MAX_OPTIONS:
            break
        if same_text_key(opening(verse)) not in {same_text_key(option) for option in options}:
            options.append(opening(verse))
    if len(options) < MIN_OPTIONS:
        raise ValueError(f"too few verses with different openings to ask {asked.name}")
    rng.shuffle(options)
    return {"audio_url": asked.audio_url, "options": options, "correct_answer": correct}


def audio_deal(game_input: dict) -> Deal:
    verse_range = covered_range(game_input)
    covered, neighbours = selectors.game_verses_around(verse_range=verse_range, around=NEIGHBOURS_AROUND)
    asked = next(verse for verse in covered if verse.number == game_input["ayahId"])
    question = audio_question_build(asked=asked, covered=covered, neighbours=neighbours, rng=random.Random())
    return verse_game_deal(game_input=game_input, verse_range=verse_range, dealt=question)


@extend_schema_serializer(component_name="AudioQuestion")
class AudioQuestionSerializer(serializers.Serializer):
    audio_url = serializers.CharField(help_text="The asked verse's recitation.")
    options = serializers.ListField(
        child=serializers.CharField(),
        help_text=f"{MIN_OPTIONS} or {MAX_OPTIONS} distinct verse openings, in random order.",
    )
    correct_answer = serializers.CharField(help_text="The asked verse's opening; one of the options.")
    game_id = game_id_field()


# Grading ---------------------------------------------------------------------------------------------


class AudioMoveSerializer(serializers.Serializer):
    option = serializers.CharField(help_text="The option chosen, as it was offered.")


def audio_kept(dealt: dict) -> KeptDeal:
    return KeptDeal(layout={"options": list(dealt["options"])}, solution={"answer": dealt["correct_answer"]})


def audio_graded(*, layout: dict, solution: dict, moves: Sequence) -> Grade:
    if not moves:
        return Grade(won=False, mistakes=0)
    option = move_field(moves[0], 0, "option", str)
    if option not in layout["options"]:
        raise IllegalMove(0, "That option was not offered.")
    not_after_the_end(len(moves) > 1, 1)
    solved = same_text_key(option) == same_text_key(solution["answer"])
    return Grade(won=solved, mistakes=int(not solved))


def audio_answer(*, layout: dict, solution: dict) -> dict:
    """The right option."""
    return {"option": solution["answer"]}


KIND = GameKind(
    name=Game.AUDIO,
    input_serializer=GameVersesInputSerializer,
    deal=audio_deal,
    kept=audio_kept,
    graded=audio_graded,
    right_answer=audio_answer,
    move_serializer=AudioMoveSerializer,
    answer_field={"option": serializers.CharField(required=False, help_text="Audio: the right option.")},
    deal_schema={"responses": AudioQuestionSerializer},
)
