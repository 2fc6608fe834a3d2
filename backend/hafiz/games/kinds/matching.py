"""Matching: each verse's Arabic text (with translations) to be linked to its image.

The move: the submitted set of links, {"links": [{"text": id, "image": id}, ...]} linking every text to an image of
its own; the submit ends the game (a Try again is a new deal). Each wrong link is a mistake; with one, it is a lost
game. A text links to the picture of any verse of its text (hafiz.games.same_text).
"""

from collections.abc import Sequence
from random import Random
from typing import Any

from drf_spectacular.utils import extend_schema_serializer
from rest_framework import serializers

from hafiz.games.coverage import GameVerse
from hafiz.games.kinds.base import (
    Deal,
    GameKind,
    Grade,
    IllegalMove,
    KeptDeal,
    latest_verses_deal,
    move_field,
    not_after_the_end,
)
from hafiz.games.same_text import same_text_twins
from hafiz.games.serializers import GameVersesInputSerializer, game_id_field
from hafiz.progress.models import Game

# Six links are what fits side by side; a longer range plays its latest verses.
MAX_VERSES = 6


def matching_game_build(*, verses: Sequence[GameVerse], rng: Random) -> dict:
    """Texts 1..n in reading order, images n+1..2n in a shuffled order that never lines up with the texts."""
    shown = list(verses)[-MAX_VERSES:]
    image_order = list(range(len(shown)))
    rng.shuffle(image_order)
    if len(shown) > 1 and image_order == sorted(image_order):
        image_order.append(image_order.pop(0))

    text_items = [
        {
            "id": index + 1,
            "arabic_text": verse.text,
            "english_text": verse.translation_en,
            "russian_text": verse.translation_ru,
        }
        for index, verse in enumerate(shown)
    ]
    image_items: list[dict] = []
    correct_pairs: dict[str, int] = {}
    for position, index in enumerate(image_order):
        image_id = len(shown) + position + 1
        image_items.append({"id": image_id, "src": shown[index].image_url})
        correct_pairs[str(index + 1)] = image_id
    return {
        "textItems": text_items,
        "imageItems": image_items,
        "correctPairs": dict(sorted(correct_pairs.items(), key=lambda pair: int(pair[0]))),
    }


def matching_deal(game_input: dict) -> Deal:
    return latest_verses_deal(game_input, max_verses=MAX_VERSES, build=matching_game_build)


class MatchingTextItemSerializer(serializers.Serializer):
    id = serializers.IntegerField()
    arabic_text = serializers.CharField()
    english_text = serializers.CharField()
    russian_text = serializers.CharField()


class MatchingImageItemSerializer(serializers.Serializer):
    id = serializers.IntegerField()
    src = serializers.CharField(help_text="Image path under the site's origin.")


@extend_schema_serializer(component_name="MatchingGame")
class MatchingGameSerializer(serializers.Serializer):
    textItems = MatchingTextItemSerializer(  # noqa: N815 (the field name of docs/product.md §3)
        many=True, help_text=f"The latest {MAX_VERSES} covered verses in reading order."
    )
    imageItems = MatchingImageItemSerializer(many=True, help_text="Shuffled.")  # noqa: N815
    correctPairs = serializers.DictField(  # noqa: N815 (the field name of docs/product.md §3)
        child=serializers.IntegerField(), help_text="Text item id (as a string key) → its image item id."
    )
    game_id = game_id_field()


# Grading ---------------------------------------------------------------------------------------------


class MatchingLinkSerializer(serializers.Serializer):
    text = serializers.IntegerField(help_text="A text item's id.")
    image = serializers.IntegerField(help_text="The image item's id it is linked to.")


class MatchingMoveSerializer(serializers.Serializer):
    links = MatchingLinkSerializer(many=True, help_text="One submitted set: every text linked to an image.")


def matching_kept(dealt: dict) -> KeptDeal:
    twins = same_text_twins({str(item["id"]): item["arabic_text"] for item in dealt["textItems"]})
    return KeptDeal(
        layout={
            "texts": [item["id"] for item in dealt["textItems"]],
            "images": [item["id"] for item in dealt["imageItems"]],
        },
        # twins: text → the texts of the same words, whose pictures it takes too (JSON keys are strings). Absent from
        # deals kept before it was: each text takes its own picture alone.
        solution={"pairs": dict(dealt["correctPairs"])}
        | ({"twins": {text: [int(other) for other in others] for text, others in twins.items()}} if twins else {}),
    )


def _links(move: Any, index: int, *, texts: set[int], images: set[int]) -> dict[int, int]:
    links = move_field(move, index, "links", list)
    linked: dict[int, int] = {}
    for link in links:
        text = move_field(link, index, "text", int)
        image = move_field(link, index, "image", int)
        if text not in texts:
            raise IllegalMove(index, f"No text {text} was dealt.")
        if image not in images:
            raise IllegalMove(index, f"No image {image} was dealt.")
        if text in linked or image in linked.values():
            raise IllegalMove(index, "Each text and each image takes one link.")
        linked[text] = image
    if linked.keys() != texts:
        raise IllegalMove(index, "Every text is linked before the links are submitted.")
    return linked


def matching_graded(*, layout: dict, solution: dict, moves: Sequence) -> Grade:
    if not moves:
        return Grade(won=False, mistakes=0)
    pairs = {int(text): image for text, image in solution["pairs"].items()}
    twins = {int(text): others for text, others in solution.get("twins", {}).items()}
    links = _links(moves[0], 0, texts=set(layout["texts"]), images=set(layout["images"]))
    not_after_the_end(len(moves) > 1, 1)
    wrong = sum(
        image != pairs[text] and all(image != pairs[twin] for twin in twins.get(text, ()))
        for text, image in links.items()
    )
    return Grade(won=not wrong, mistakes=wrong)


def matching_answer(*, layout: dict, solution: dict) -> dict:
    """Each text's own image."""
    pairs = {int(text): image for text, image in solution["pairs"].items()}  # JSON keeps the keys as strings
    return {"links": [{"text": text, "image": pairs[text]} for text in layout["texts"]]}


KIND = GameKind(
    name=Game.MATCHING,
    input_serializer=GameVersesInputSerializer,
    deal=matching_deal,
    kept=matching_kept,
    graded=matching_graded,
    right_answer=matching_answer,
    move_serializer=MatchingMoveSerializer,
    answer_field={
        "links": MatchingLinkSerializer(many=True, required=False, help_text="Matching: each text's own image.")
    },
    deal_schema={"responses": MatchingGameSerializer},
)
