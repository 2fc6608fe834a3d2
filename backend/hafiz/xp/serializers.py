"""Serializers the xp app's calls share with the games' (a win's quest bonus names its quest)."""

from drf_spectacular.utils import extend_schema_serializer
from rest_framework import serializers

from hafiz.progress.models import PROGRESS_GAMES


@extend_schema_serializer(component_name="QuestParams")
class QuestParamsSerializer(serializers.Serializer):
    count = serializers.IntegerField(help_text="The quest's target, for the title's plural.")
    game = serializers.ChoiceField(choices=PROGRESS_GAMES, required=False, help_text="On quests.win_game only.")
    times = serializers.IntegerField(
        required=False, help_text="On quests.listen_verses only: how many times each verse is to be heard."
    )
