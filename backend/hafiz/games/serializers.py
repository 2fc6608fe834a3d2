"""The shapes of a player's moves, one per game, as the grading call documents them (hafiz.games.grading checks
them against the deal, whose game decides which shape applies)."""

from drf_spectacular.utils import PolymorphicProxySerializer, extend_schema_field
from rest_framework import serializers


class ShufflingMoveSerializer(serializers.Serializer):
    phrase = serializers.IntegerField(help_text="The phrase dropped.")
    gap = serializers.IntegerField(allow_null=True, help_text="The gap it was dropped into; null for the tray.")


class MemoryMoveSerializer(serializers.Serializer):
    card = serializers.IntegerField(help_text="The card flipped.")


class MatchingLinkSerializer(serializers.Serializer):
    text = serializers.IntegerField(help_text="A text item's id.")
    image = serializers.IntegerField(help_text="The image item's id it is linked to.")


class MatchingMoveSerializer(serializers.Serializer):
    links = MatchingLinkSerializer(many=True, help_text="One submitted set: every text linked to an image.")


class AudioMoveSerializer(serializers.Serializer):
    option = serializers.CharField(help_text="The option chosen, as it was offered.")


class WhichOneMoveSerializer(serializers.Serializer):
    question = serializers.IntegerField(help_text="The question answered.")
    option = serializers.IntegerField(help_text="The option picked, by its id.")


@extend_schema_field(
    PolymorphicProxySerializer(
        component_name="GameMove",
        serializers=[
            ShufflingMoveSerializer,
            MemoryMoveSerializer,
            MatchingMoveSerializer,
            AudioMoveSerializer,
            WhichOneMoveSerializer,
        ],
        resource_type_field_name=None,
    )
)
class GameMoveField(serializers.DictField):
    """One move, in the shape of its deal's game."""


class GapPlacementSerializer(serializers.Serializer):
    gap = serializers.IntegerField()
    phrase = serializers.IntegerField(help_text="The phrase that belongs in the gap.")


class GameAnswerOutputSerializer(serializers.Serializer):
    """The right answer of a graded game (hafiz.games.grading.right_answer), in its moves' terms; one field, its
    game's."""

    placements = GapPlacementSerializer(
        many=True, required=False, help_text="Shuffling: the phrase of each gap, gaps in reading order."
    )
    pairs = serializers.ListField(
        child=serializers.ListField(child=serializers.IntegerField(), min_length=2, max_length=2),
        required=False,
        help_text="Memory: the two cards of each verse.",
    )
    links = MatchingLinkSerializer(many=True, required=False, help_text="Matching: each text's own image.")
    option = serializers.CharField(required=False, help_text="Audio: the right option.")
    choices = WhichOneMoveSerializer(many=True, required=False, help_text="Which one?: each question's right option.")
