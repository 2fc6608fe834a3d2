"""Serializers the xp app's calls share with the games' (a win's quest bonus names its quest)."""

from drf_spectacular.utils import extend_schema_field, extend_schema_serializer
from rest_framework import serializers

from hafiz.progress.models import PROGRESS_GAMES
from hafiz.xp import rules
from hafiz.xp.models import XpReason


@extend_schema_serializer(component_name="QuestParams")
class QuestParamsSerializer(serializers.Serializer):
    count = serializers.IntegerField(help_text="The quest's target, for the title's plural.")
    game = serializers.ChoiceField(choices=PROGRESS_GAMES, required=False, help_text="On quests.win_game only.")
    times = serializers.IntegerField(
        required=False, help_text="On quests.listen_verses only: how many times each verse is to be heard."
    )


@extend_schema_serializer(component_name="XpEvent")
class XpEventOutputSerializer(serializers.Serializer):
    reason = serializers.ChoiceField(choices=XpReason.choices)
    amount = serializers.IntegerField(
        min_value=0, help_text="The xp paid now: 0 for a repeat win past the day's limit, or while it waits."
    )
    waiting = serializers.IntegerField(
        min_value=0,
        help_text="The xp it earned that waits for the learner's pace budget (a person's pace: about 2 xp a second, "
        "30 at once); paid at their next graded games. Rules: hafiz/xp/rules.py, Human pace.",
    )
    quest = serializers.CharField(allow_null=True, help_text="The finished quest's id, on reason quest.")
    quest_title_key = serializers.SerializerMethodField(
        help_text="On reason quest: the quest's title, an i18n key as GET /quests/today/ gives it."
    )
    quest_params = serializers.SerializerMethodField(help_text="On reason quest: the title's parameters.")
    chapter = serializers.IntegerField(allow_null=True, source="chapter_id", help_text="On reason chapter.")

    def to_representation(self, instance):
        return super().to_representation(instance) | {"quest": instance.quest or None}

    @extend_schema_field(serializers.CharField(allow_null=True))
    def get_quest_title_key(self, event) -> str | None:
        quest = rules.QUESTS_BY_ID.get(event.quest)
        return quest.title_key if quest else None

    @extend_schema_field(QuestParamsSerializer(allow_null=True))
    def get_quest_params(self, event) -> dict | None:
        quest = rules.QUESTS_BY_ID.get(event.quest)
        return quest.params if quest else None
