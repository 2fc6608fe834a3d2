from django.db import transaction
from drf_spectacular.utils import OpenApiResponse, extend_schema, extend_schema_serializer
from fsrs import Rating
from rest_framework import serializers, status
from rest_framework.response import Response
from rest_framework.views import APIView

from hafiz.common.errors import error_response
from hafiz.common.schema import BAD_INPUT, UNAUTHORISED
from hafiz.progress.models import Game
from hafiz.quran import canon
from hafiz.quran.serializers import VerseReferenceInputSerializer
from hafiz.review import selectors, services
from hafiz.review.models import DAILY_NEW_VERSES_MAX, DAILY_NEW_VERSES_MIN, LearningPath
from hafiz.review.selectors import REVIEW_TODAY_DUE_LIMIT
from hafiz.xp.services import quests_pay

# The FSRS ratings a game can give (hafiz.review.ratings: never Easy), as the API spells them.
REVIEW_RATINGS = [rating.name.lower() for rating in (Rating.Again, Rating.Hard, Rating.Good)]


@extend_schema_serializer(component_name="LearningPath")
class LearningPathOutputSerializer(serializers.Serializer):
    kind = serializers.ChoiceField(choices=LearningPath.Kind.choices)
    chapter = serializers.IntegerField(allow_null=True, help_text="Custom path's first chapter.")
    daily_new_verses = serializers.IntegerField()
    chapter_order = serializers.ListField(
        child=serializers.IntegerField(), help_text="All 114 chapter numbers in the order the path takes them."
    )


def _learning_path_data(*, user, path: LearningPath) -> dict:
    return LearningPathOutputSerializer(
        {
            "kind": path.kind,
            "chapter": path.chapter_id,
            "daily_new_verses": path.daily_new_verses,
            "chapter_order": selectors.learning_path_chapter_order(user=user, path=path),
        }
    ).data


class LearningPathGetApi(APIView):
    @extend_schema(
        operation_id="learning_path_get",
        responses={200: LearningPathOutputSerializer, 401: UNAUTHORISED},
        description="The learner's path; Hafidh's path with 3 new verses a day for a learner who never chose.",
    )
    def get(self, request):
        return Response(_learning_path_data(user=request.user, path=selectors.learning_path_get(user=request.user)))


class LearningPathSetApi(APIView):
    class InputSerializer(serializers.Serializer):
        kind = serializers.ChoiceField(choices=LearningPath.Kind.choices)
        chapter = serializers.IntegerField(
            min_value=1, max_value=canon.CHAPTER_COUNT, required=False, allow_null=True,
            help_text="Required for a custom path (where it starts); absent or null for Hafidh's path.",
        )
        daily_new_verses = serializers.IntegerField(min_value=DAILY_NEW_VERSES_MIN, max_value=DAILY_NEW_VERSES_MAX)

        def validate(self, attrs):
            chapter = attrs.get("chapter")
            if attrs["kind"] == LearningPath.Kind.CUSTOM and chapter is None:
                raise serializers.ValidationError({"chapter": ["A custom path needs a chapter to start with."]})
            if attrs["kind"] == LearningPath.Kind.HAFIDH and chapter is not None:
                raise serializers.ValidationError({"chapter": ["Hafidh's path has a fixed order; leave chapter out."]})
            return attrs

    @extend_schema(
        operation_id="learning_path_set",
        request=InputSerializer,
        responses={200: LearningPathOutputSerializer, 400: BAD_INPUT, 401: UNAUTHORISED},
        description="Replaces the learner's path and gives it back as GET does.",
    )
    def put(self, request):
        serializer = self.InputSerializer(data=request.data)
        serializer.is_valid(raise_exception=True)
        data = serializer.validated_data
        path = services.learning_path_set(
            user=request.user,
            kind=data["kind"],
            chapter_number=data.get("chapter"),
            daily_new_verses=data["daily_new_verses"],
        )
        return Response(_learning_path_data(user=request.user, path=path))


class LearningPathApi(LearningPathGetApi, LearningPathSetApi):
    """GET and PUT share /path/; each operation keeps its own class above."""


class ReviewTodayApi(APIView):
    class OutputSerializer(serializers.Serializer):
        @extend_schema_serializer(component_name="DueVerse")
        class DueVerseSerializer(serializers.Serializer):
            surah_id = serializers.IntegerField()
            ayah_id = serializers.IntegerField()
            due = serializers.DateTimeField()

        @extend_schema_serializer(component_name="NewVerse")
        class NewVerseSerializer(serializers.Serializer):
            surah_id = serializers.IntegerField()
            ayah_id = serializers.IntegerField()

        due = DueVerseSerializer(
            many=True, help_text=f"Verses due for review now, oldest due first; at most {REVIEW_TODAY_DUE_LIMIT}."
        )
        due_count = serializers.IntegerField(help_text="How many verses are due now in all (may exceed the list).")
        new = NewVerseSerializer(
            many=True, help_text="Today's plan: the next daily_new_verses verses along the path not at 100 yet."
        )

    @extend_schema(
        operation_id="review_today",
        responses={200: OutputSerializer, 401: UNAUTHORISED},
        description="What to study now: memorised verses due for review and the next new verses on the path.",
    )
    def get(self, request):
        return Response(self.OutputSerializer(selectors.review_today(user=request.user)).data)


class ReviewRecordApi(APIView):
    class InputSerializer(VerseReferenceInputSerializer):
        game = serializers.ChoiceField(choices=Game.choices)
        won = serializers.BooleanField(help_text="False for a lost game and for one left before the end.")
        mistakes = serializers.IntegerField(
            min_value=0,
            help_text="Wrong audio answers, failed matching submits, shuffling moves into a wrong gap; "
            "0 for memory, which reports flips and pairs instead.",
        )
        flips = serializers.IntegerField(
            min_value=0, required=False, allow_null=True,
            help_text="Memory game only, and required there: turns taken (each turn flips two cards).",
        )
        pairs = serializers.IntegerField(
            min_value=1, required=False, allow_null=True,
            help_text="Memory game only, and required there: pairs on the board.",
        )

        def validate(self, attrs):
            attrs = super().validate(attrs)
            errors = {}
            for field in ("flips", "pairs"):
                given = attrs.get(field) is not None
                if attrs["game"] == Game.MEMORY and not given:
                    errors[field] = ["Required for the memory game."]
                elif attrs["game"] != Game.MEMORY and given:
                    errors[field] = ["Only the memory game reports this."]
            if errors:
                raise serializers.ValidationError(errors)
            return attrs

    class OutputSerializer(serializers.Serializer):
        rating = serializers.ChoiceField(choices=REVIEW_RATINGS)
        due = serializers.DateTimeField(help_text="When the verse is next due for review.")

    @extend_schema(
        operation_id="review_record",
        request=InputSerializer,
        responses={
            200: OutputSerializer,
            400: OpenApiResponse(description='Bad input, or the verse is not memorised (not at 100) yet: '
                                             '{"message", "fields"}.'),
            401: UNAUTHORISED,
        },
        description="Records a game played on a memorised verse as a review: a clean win rates Good, a win "
        "after mistakes Hard, a loss or abandoned game Again; FSRS then sets when it is next due.",
    )
    def post(self, request):
        serializer = self.InputSerializer(data=request.data)
        serializer.is_valid(raise_exception=True)
        data = serializer.validated_data
        try:
            # The review and the daily quest bonus it may finish (review_due) are saved together.
            with transaction.atomic():
                result = services.review_record(
                    user=request.user,
                    chapter_number=data["surah_id"],
                    verse_number=data["ayah_id"],
                    game=data["game"],
                    won=data["won"],
                    mistakes=data["mistakes"],
                    flips=data.get("flips"),
                    pairs=data.get("pairs"),
                )
                quests_pay(user=request.user, measures={"reviews"})
        except services.VerseNotScheduled:
            return error_response(
                message="This verse is not memorised yet: win all four games on it before reviewing it.",
                status_code=status.HTTP_400_BAD_REQUEST,
            )
        return Response(self.OutputSerializer({"rating": result.rating.name.lower(), "due": result.due}).data)


class ReviewStatsApi(APIView):
    class OutputSerializer(serializers.Serializer):
        @extend_schema_serializer(component_name="DueOnDay")
        class DueOnDaySerializer(serializers.Serializer):
            date = serializers.DateField()
            count = serializers.IntegerField()

        memorised = serializers.IntegerField(help_text="Verses at 100 reviewed at least once.")
        recall_today = serializers.FloatField(
            allow_null=True, min_value=0, max_value=1,
            help_text="FSRS's predicted recall now, averaged over those verses; null when there are none.",
        )
        due_per_day = DueOnDaySerializer(
            many=True, help_text="Verses due on each of the next 14 days (UTC dates); today includes overdue ones."
        )

    @extend_schema(
        operation_id="review_stats",
        responses={200: OutputSerializer, 401: UNAUTHORISED},
        description="The profile's review figures.",
    )
    def get(self, request):
        return Response(self.OutputSerializer(selectors.review_stats(user=request.user)).data)


class ProgressCurrentApi(APIView):
    class OutputSerializer(serializers.Serializer):
        surah_id = serializers.IntegerField(source="chapter_number")
        ayah_id = serializers.IntegerField(source="verse_number")
        path_finished = serializers.BooleanField(
            help_text="Every verse is at 100; surah_id/ayah_id are then the path's first verse."
        )

    @extend_schema(
        operation_id="progress_current",
        responses={200: OutputSerializer, 401: UNAUTHORISED},
        description="The learner's current verse, for the current-level button: the first verse on their "
        "path not yet at 100. Hafidh's path: chapters 114, 113, … 78, then 1, 2, … 77.",
    )
    def get(self, request):
        return Response(self.OutputSerializer(selectors.current_verse_get(user=request.user)).data)
