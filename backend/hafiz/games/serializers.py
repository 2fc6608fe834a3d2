"""What the games' calls share: the verses a game covers (the body of every verse game's call) and the deal's id."""

from drf_spectacular.utils import OpenApiExample, extend_schema_serializer
from rest_framework import serializers

from hafiz.games.models import DEAL_LIFETIME
from hafiz.quran import canon


@extend_schema_serializer(
    examples=[OpenApiExample("Al-Ikhlas, verses 1 to 4", value={"id": 112, "ayahId": 4, "selectedAyah": 4})]
)
class GameVersesInputSerializer(serializers.Serializer):
    """Which verses a game covers: `selectedAyah` verses of chapter `id` ending at `ayahId`, or 1..selectedAyah
    when fewer lead up to it."""

    id = serializers.IntegerField(min_value=1, max_value=canon.CHAPTER_COUNT, help_text="Chapter number.")
    ayahId = serializers.IntegerField(  # noqa: N815 (the field name of docs/product.md §7)
        min_value=1, help_text="The current verse; in the audio game, the verse being asked."
    )
    selectedAyah = serializers.IntegerField(  # noqa: N815 (the field name of docs/product.md §7)
        min_value=1, help_text="'Number of ayahs: N', 1 to the chapter's verse count."
    )

    def validate(self, attrs):
        verses_count = canon.VERSES_PER_CHAPTER[attrs["id"] - 1]
        errors = {
            field: [f"Chapter {attrs['id']} has {verses_count} verses."]
            for field in ("ayahId", "selectedAyah")
            if attrs[field] > verses_count
        }
        if errors:
            raise serializers.ValidationError(errors)
        return attrs


def game_id_field():
    """Every deal's answer ends with the id of the deal the server keeps."""
    return serializers.UUIDField(
        help_text="This deal's id: send it with the player's moves to POST /games/results/ to grade the game "
        f"(within {DEAL_LIFETIME.total_seconds() / 3600:g} hours)."
    )
