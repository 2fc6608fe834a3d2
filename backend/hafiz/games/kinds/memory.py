"""Memory: for each verse an image card and a text card that match by name.

The moves: each flip, {"card": id}. A mismatched pair turns back before the next flip. The game ends when it is
solved. Memory counts no mistakes (a flip is a guess); it counts turns (pairs of flips), which a review compares with
the pairs on the board (hafiz.review.ratings). A text card pairs with the picture of any verse of its text
(hafiz.games.same_text).
"""

from collections.abc import Sequence
from random import Random

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

# Twelve cards fit the grid; a longer range plays its latest verses.
MAX_VERSES = 6


def _faces(verse: GameVerse) -> tuple[dict, dict]:
    image_face = {"image": verse.image_url, "text": None, "english_text": None, "russian_text": None}
    text_face = {
        "image": None,
        "text": verse.text,
        "english_text": verse.translation_en,
        "russian_text": verse.translation_ru,
    }
    return image_face, text_face


def memory_game_build(*, verses: Sequence[GameVerse], rng: Random) -> dict:
    """Cards listed by their shuffled `order` (1..n). A text card's `image` is null, an image card's texts are."""
    shown = list(verses)[-MAX_VERSES:]
    orders = list(range(1, 2 * len(shown) + 1))
    rng.shuffle(orders)
    cards: list[dict] = []
    for verse in shown:
        for face in _faces(verse):
            position = len(cards)
            cards.append(
                {
                    "id": position + 1,
                    "name": verse.name,
                    **face,
                    "isFlipped": False,
                    "passed": False,
                    "order": orders[position],
                }
            )
    return {"cards": sorted(cards, key=lambda card: card["order"])}


def memory_deal(game_input: dict) -> Deal:
    return latest_verses_deal(game_input, max_verses=MAX_VERSES, build=memory_game_build)


class MemoryCardSerializer(serializers.Serializer):
    id = serializers.IntegerField()
    name = serializers.CharField(help_text="The verse, as chapter:verse; an image card and a text card share it.")
    image = serializers.CharField(allow_null=True, help_text="Image path on an image card, null on a text card.")
    text = serializers.CharField(allow_null=True, help_text="Arabic on a text card, null on an image card.")
    english_text = serializers.CharField(allow_null=True)
    russian_text = serializers.CharField(allow_null=True)
    isFlipped = serializers.BooleanField()  # noqa: N815 (the field name of docs/product.md §3)
    passed = serializers.BooleanField()
    order = serializers.IntegerField(help_text="Shuffled position 1..n; the list comes sorted by it.")


@extend_schema_serializer(component_name="MemoryGame")
class MemoryGameSerializer(serializers.Serializer):
    cards = MemoryCardSerializer(many=True, help_text=f"Two per verse, for the latest {MAX_VERSES}.")
    game_id = game_id_field()


# Grading ---------------------------------------------------------------------------------------------


class MemoryMoveSerializer(serializers.Serializer):
    card = serializers.IntegerField(help_text="The card flipped.")


def memory_kept(dealt: dict) -> KeptDeal:
    cards = dealt["cards"]
    # A verse's text card carries its text (its picture card none); verses of one text pair across each other.
    verse_twins = same_text_twins({card["name"]: card["text"] for card in cards if card["text"] is not None})
    twins = {
        str(card["id"]): twins_of_card
        for card in cards
        if (
            twins_of_card := [
                other["id"]
                for other in cards
                if other["name"] in verse_twins.get(card["name"], ())
                and (other["text"] is None) != (card["text"] is None)
            ]
        )
    }
    return KeptDeal(
        layout={"cards": [card["id"] for card in cards]},
        # twins: card → the cards of the other face of verses of its text, which it pairs with too (JSON keys are
        # strings). Absent from deals kept before it was: they pair by verse alone.
        solution={"verse_of_card": {str(card["id"]): card["name"] for card in cards}}
        | ({"twins": twins} if twins else {}),
    )


def memory_graded(*, layout: dict, solution: dict, moves: Sequence) -> Grade:
    verse_of_card = {int(card): verse for card, verse in solution["verse_of_card"].items()}
    twins = {int(card): set(others) for card, others in solution.get("twins", {}).items()}
    matched: set[int] = set()
    turned: int | None = None  # the first card of the pair being turned
    turns = 0
    for index, move in enumerate(moves):
        not_after_the_end(len(matched) == len(verse_of_card), index)
        card = move_field(move, index, "card", int)
        if card not in verse_of_card:
            raise IllegalMove(index, f"No card {card} was dealt.")
        if card in matched or card == turned:
            raise IllegalMove(index, f"Card {card} is face up already.")
        if turned is None:
            turned = card
            continue
        turns += 1
        if verse_of_card[turned] == verse_of_card[card] or card in twins.get(turned, ()):
            matched |= {turned, card}
        turned = None
    return Grade(won=bool(verse_of_card) and len(matched) == len(verse_of_card), mistakes=0, turns=turns)


def memory_answer(*, layout: dict, solution: dict) -> dict:
    """The cards of each verse."""
    cards_of_verse: dict[str, list[int]] = {}
    verse_of_card = {int(card): verse for card, verse in solution["verse_of_card"].items()}
    for card in layout["cards"]:
        cards_of_verse.setdefault(verse_of_card[card], []).append(card)
    return {"pairs": list(cards_of_verse.values())}


def memory_pairs_dealt(layout: dict) -> int:
    """The pairs of cards on the board, which a review compares with the turns taken."""
    return len(layout["cards"]) // 2


KIND = GameKind(
    name=Game.MEMORY,
    input_serializer=GameVersesInputSerializer,
    deal=memory_deal,
    kept=memory_kept,
    graded=memory_graded,
    right_answer=memory_answer,
    move_serializer=MemoryMoveSerializer,
    answer_field={
        "pairs": serializers.ListField(
            child=serializers.ListField(child=serializers.IntegerField(), min_length=2, max_length=2),
            required=False,
            help_text="Memory: the two cards of each verse.",
        )
    },
    deal_schema={"responses": MemoryGameSerializer},
    pairs_dealt=memory_pairs_dealt,
)
