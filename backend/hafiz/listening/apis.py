from datetime import date, timedelta

from django.db import transaction
from drf_spectacular.utils import OpenApiParameter, extend_schema, extend_schema_serializer
from rest_framework import serializers, status
from rest_framework.response import Response
from rest_framework.views import APIView

from hafiz.common import clock
from hafiz.common.inputs import TextOnlyField, query_data
from hafiz.common.schema import api_errors
from hafiz.listening import player_settings as limits
from hafiz.listening import selectors, services
from hafiz.quran import canon
from hafiz.xp.services import quests_pay

_BAD_INPUT = api_errors({400: "A field is missing or not valid; see fields."})


@extend_schema_serializer(component_name="PlayerSettings")
class PlayerSettingsSerializer(serializers.Serializer):
    """The Hifz player's settings (listening.player_settings): every field, every time."""

    verse_repeats = serializers.IntegerField(
        min_value=1, max_value=limits.REPEATS_MAX, allow_null=True, help_text="Times each verse plays; null = endless."
    )
    range_repeats = serializers.IntegerField(
        min_value=1,
        max_value=limits.REPEATS_MAX,
        allow_null=True,
        help_text="Times the whole range plays; null = endless.",
    )
    stepped = serializers.BooleanField(help_text="Verse k of the range plays k times (verse_repeats is not used).")
    pause_mode = serializers.ChoiceField(choices=limits.PauseMode.CHOICES, help_text="The pause after each verse.")
    pause_seconds = serializers.IntegerField(
        min_value=limits.PAUSE_SECONDS_MIN, max_value=limits.PAUSE_SECONDS_MAX, help_text="For pause_mode fixed."
    )
    pause_multiple = serializers.FloatField(
        help_text=f"For pause_mode multiple: one of {', '.join(map(str, limits.PAUSE_MULTIPLES))} × the verse's length."
    )
    range_pause_seconds = serializers.IntegerField(
        min_value=0, max_value=limits.RANGE_PAUSE_SECONDS_MAX, help_text="The pause between repeats of the range."
    )
    split_mode = serializers.ChoiceField(choices=limits.SplitMode.CHOICES, help_text="How a long verse is split.")
    split_words = serializers.IntegerField(
        min_value=limits.SPLIT_WORDS_MIN, max_value=limits.SPLIT_WORDS_MAX, help_text="For split_mode words."
    )
    hide_mode = serializers.ChoiceField(choices=limits.HideMode.CHOICES, help_text="How hidden words look.")
    difficulty = serializers.IntegerField(
        min_value=0, max_value=limits.DIFFICULTY_MAX, help_text="Share of the words hidden: 0 = none, 9 = all."
    )

    def validate_pause_multiple(self, value: float) -> float:
        if value not in limits.PAUSE_MULTIPLES:
            raise serializers.ValidationError(f"Use one of {', '.join(map(str, limits.PAUSE_MULTIPLES))}.")
        return value

    def validate(self, attrs):
        # A misspelt setting would otherwise be dropped without a word and the learner's choice lost.
        unknown = sorted(set(self.initial_data) - set(self.fields)) if isinstance(self.initial_data, dict) else []
        if unknown:
            raise serializers.ValidationError({name: ["There is no such setting."] for name in unknown})
        return attrs


class PlayerSettingsGetApi(APIView):
    @extend_schema(
        operation_id="player_settings_get",
        responses={200: PlayerSettingsSerializer},
        description="The learner's Hifz player settings; the defaults until they save their own.",
    )
    def get(self, request):
        return Response(PlayerSettingsSerializer(selectors.player_settings_get(user=request.user)).data)


class PlayerSettingsUpdateApi(APIView):
    @extend_schema(
        operation_id="player_settings_update",
        request=PlayerSettingsSerializer,
        responses={200: PlayerSettingsSerializer, **_BAD_INPUT},
        description="Replaces the learner's Hifz player settings; every setting must be sent.",
    )
    def put(self, request):
        serializer = PlayerSettingsSerializer(data=request.data)
        serializer.is_valid(raise_exception=True)
        saved = services.player_settings_update(user=request.user, values=serializer.validated_data)
        return Response(PlayerSettingsSerializer(saved).data)


class PlayerSettingsApi(PlayerSettingsGetApi, PlayerSettingsUpdateApi):
    """GET and PUT share /player/settings/; each operation keeps its own class above."""


# The longest range the player takes: Juz 'Amma, the juz of the most verses, longer than any chapter (286).
RANGE_VERSES_MAX = canon.JUZ_VERSES_MAX


class VerseRangeInputSerializer(serializers.Serializer):
    """Verses surah_id:from_ayah to to_surah_id:to_ayah, inclusive, in the mushaf's order: one chapter or several."""

    surah_id = serializers.IntegerField(min_value=1, max_value=canon.CHAPTER_COUNT)
    from_ayah = serializers.IntegerField(min_value=1)
    to_surah_id = serializers.IntegerField(
        min_value=1,
        max_value=canon.CHAPTER_COUNT,
        required=False,
        help_text="The last verse's chapter; default surah_id.",
    )
    to_ayah = serializers.IntegerField(min_value=1)

    def validate(self, attrs):
        ends = {"from_ayah": attrs["surah_id"], "to_ayah": attrs.setdefault("to_surah_id", attrs["surah_id"])}
        errors = {
            field: [f"Chapter {chapter} has {canon.VERSES_PER_CHAPTER[chapter - 1]} verses."]
            for field, chapter in ends.items()
            if attrs[field] > canon.VERSES_PER_CHAPTER[chapter - 1]
        }
        if errors:
            raise serializers.ValidationError(errors)
        first = canon.global_verse_number(chapter=attrs["surah_id"], verse=attrs["from_ayah"])
        last = canon.global_verse_number(chapter=attrs["to_surah_id"], verse=attrs["to_ayah"])
        if last < first:
            raise serializers.ValidationError({"to_ayah": ["The range ends before it starts."]})
        if last - first + 1 > RANGE_VERSES_MAX:
            raise serializers.ValidationError(
                {"to_ayah": [f"A range is at most {RANGE_VERSES_MAX} verses (the longest juz)."]}
            )
        return {**attrs, "first_verse": first, "last_verse": last}


class PlayerVerseListApi(APIView):
    class OutputSerializer(serializers.Serializer):
        class VerseSerializer(serializers.Serializer):
            surah_id = serializers.IntegerField(source="chapter")
            ayah_id = serializers.IntegerField(source="number")
            global_number = serializers.IntegerField()
            text = serializers.CharField()
            words = serializers.ListField(
                child=serializers.CharField(), help_text="The text split on spaces; a pause mark stays with its word."
            )
            audio_url = serializers.CharField(help_text="The recitation (AUDIO_BASE_URL + global number).")
            timings_url = serializers.CharField(
                allow_null=True,
                help_text="Word timings of the recitation, when the deployment has them (WORD_TIMINGS_BASE_URL): "
                "a JSON list of [start_ms, end_ms], one per word. null: the player estimates them.",
            )

        verses = VerseSerializer(many=True)

    @extend_schema(
        operation_id="player_verse_list",
        parameters=[
            OpenApiParameter("surah_id", int, required=True, description="The first verse's chapter, 1–114."),
            OpenApiParameter("from_ayah", int, required=True, description="First verse of the range."),
            OpenApiParameter("to_surah_id", int, description="The last verse's chapter; default surah_id."),
            OpenApiParameter("to_ayah", int, required=True, description="Last verse, at most its chapter's last."),
        ],
        responses={200: OutputSerializer, **_BAD_INPUT},
        description="The verses of a range with their words and recitation, for the Hifz player. A range runs in "
        f"the mushaf's order over one chapter or several, at most {RANGE_VERSES_MAX} verses (the longest juz).",
    )
    def get(self, request):
        serializer = VerseRangeInputSerializer(data=query_data(request))
        serializer.is_valid(raise_exception=True)
        data = serializer.validated_data
        verses = selectors.player_verse_list(first_verse=data["first_verse"], last_verse=data["last_verse"])
        return Response(self.OutputSerializer({"verses": verses}).data)


class ListeningStartApi(APIView):
    throttle_scope = "listening"

    class OutputSerializer(serializers.Serializer):
        listening_id = serializers.CharField(
            help_text="Name it in each pass this player records (POST /player/listened/); good for 12 hours."
        )
        started_at = serializers.DateTimeField()

    @extend_schema(
        operation_id="listening_start",
        request=None,
        responses={201: OutputSerializer},
        description="The player starts listening. Its passes are timed from here: a pass counts toward the daily "
        "listening quest only when it took at least its recitation's length (an estimate per word: "
        "hafiz/listening/pace.py).",
    )
    def post(self, request):
        started = services.listening_start(user=request.user)
        return Response(self.OutputSerializer(started).data, status=status.HTTP_201_CREATED)


class ListeningRecordApi(APIView):
    throttle_scope = "listening"

    class InputSerializer(VerseRangeInputSerializer):
        repeats = serializers.IntegerField(
            min_value=1, max_value=limits.REPEATS_MAX, help_text="Times each verse of the range was heard in this pass."
        )
        listening_id = TextOnlyField(
            required=False,
            max_length=500,
            help_text="The player's, from POST /player/started/. Without it (or "
            "with one not valid, not the learner's, or older than 12 hours) the pass counts for the statistics only.",
        )

    class OutputSerializer(serializers.Serializer):
        surah_id = serializers.IntegerField(source="first_reference.chapter")
        from_ayah = serializers.IntegerField(source="first_reference.verse")
        to_surah_id = serializers.IntegerField(source="last_reference.chapter")
        to_ayah = serializers.IntegerField(source="last_reference.verse")
        repeats = serializers.IntegerField()
        listened_at = serializers.DateTimeField()
        day = serializers.DateField(help_text="The learner's day it counts for.")
        counts_for_quests = serializers.BooleanField(
            help_text="The pass took at least its recitation's length since the player started (or since the "
            "learner's previous counted pass ended), so it counts toward the daily listening quest."
        )

    @extend_schema(
        operation_id="listening_record",
        request=InputSerializer,
        responses={201: OutputSerializer, **_BAD_INPUT},
        description="Records that the learner played a range through once, each verse `repeats` times. "
        "Append-only: every call adds a listening event. Every pass counts for the statistics; for the daily "
        "quest, only a pass no shorter than its recitation (see counts_for_quests).",
    )
    def post(self, request):
        serializer = self.InputSerializer(data=request.data)
        serializer.is_valid(raise_exception=True)
        data = serializer.validated_data
        # The pass and the daily quest bonus it may finish (listen_verses) are saved together.
        with transaction.atomic():
            event = services.listening_record(
                user=request.user,
                first_verse=data["first_verse"],
                last_verse=data["last_verse"],
                repeats=data["repeats"],
                listening_id=data.get("listening_id"),
            )
            quests_pay(user=request.user, measures={"verses_listened"}, now=event.listened_at)
        return Response(self.OutputSerializer(event).data, status=status.HTTP_201_CREATED)


STATS_DEFAULT_DAYS = 7
STATS_MAX_DAYS = 366


class ListeningStatsApi(APIView):
    class InputSerializer(serializers.Serializer):
        from_day = serializers.DateField(required=False)
        to_day = serializers.DateField(required=False)

        def validate(self, attrs):
            to_day = attrs.get("to_day", self.context["today"])
            default_from = to_day - min(timedelta(days=STATS_DEFAULT_DAYS - 1), to_day - date.min)
            from_day = attrs.get("from_day", default_from)
            if to_day < from_day:
                raise serializers.ValidationError({"to_day": ["The span ends before it starts."]})
            if (to_day - from_day).days >= STATS_MAX_DAYS:
                raise serializers.ValidationError({"from_day": [f"At most {STATS_MAX_DAYS} days at a time."]})
            return {"from_day": from_day, "to_day": to_day}

    class OutputSerializer(serializers.Serializer):
        class DaySerializer(serializers.Serializer):
            day = serializers.DateField()
            ranges = serializers.IntegerField(help_text="Passes over a range.")
            verses = serializers.IntegerField(help_text="Different verses heard.")
            verse_plays = serializers.IntegerField(help_text="Verses heard, each repeat counted.")

        from_day = serializers.DateField()
        to_day = serializers.DateField()
        days = DaySerializer(many=True)

    @extend_schema(
        operation_id="listening_stats",
        parameters=[
            OpenApiParameter(
                "from_day",
                date,
                description=f"First day; default {STATS_DEFAULT_DAYS - 1} days "
                f"before to_day. At most {STATS_MAX_DAYS} days at a time.",
            ),
            OpenApiParameter("to_day", date, description="Last day; default the learner's today."),
        ],
        responses={200: OutputSerializer, **_BAD_INPUT},
        description="The learner's listening per day, every day of the span (oldest first), zeros included.",
    )
    def get(self, request):
        today = selectors.learner_day(user=request.user, moment=clock.now())
        serializer = self.InputSerializer(data=query_data(request), context={"today": today})
        serializer.is_valid(raise_exception=True)
        days = selectors.listening_day_list(user=request.user, **serializer.validated_data)
        return Response(self.OutputSerializer({**serializer.validated_data, "days": days}).data)
