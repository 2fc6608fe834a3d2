from django.http import Http404
from drf_spectacular.utils import OpenApiResponse, extend_schema, extend_schema_serializer
from rest_framework import serializers
from rest_framework.response import Response
from rest_framework.views import APIView

from hafiz.common.errors import error_response
from hafiz.common.inputs import UuidTextField
from hafiz.common.schema import BAD_INPUT, UNAUTHORISED, api_errors
from hafiz.games import services as game_services
from hafiz.plans import services as plan_services
from hafiz.quran import canon
from hafiz.quran.serializers import VerseReferenceOutputSerializer
from hafiz.recitation import selectors as recitation_selectors
from hafiz.review import selectors, services
from hafiz.review.models import DAILY_NEW_VERSES_MAX, DAILY_NEW_VERSES_MIN, LearningPath
from hafiz.review.paths import JUZ_AMMA_STARTS
from hafiz.review.ratings import REVIEW_RATINGS, rating_name
from hafiz.review.selectors import CONFUSED_PAIRS_SHOWN, REVIEW_SESSION_GAMES, REVIEW_TODAY_DUE_LIMIT
from hafiz.review.services import GameExpired, GamePlayedBeforeMemorised, VerseNotScheduled


@extend_schema_serializer(component_name="LearningPath")
class LearningPathOutputSerializer(serializers.Serializer):
    kind = serializers.ChoiceField(choices=LearningPath.Kind.choices)
    chapter = serializers.IntegerField(
        allow_null=True, help_text="Where a custom or Juz 'Amma path starts; null on Hafiz's path."
    )
    daily_new_verses = serializers.IntegerField()
    chosen = serializers.BooleanField(
        help_text="Whether the learner has chosen a path; false while they are on the default one without choosing."
    )
    chapter_order = serializers.ListField(
        child=serializers.IntegerField(), help_text="All 114 chapter numbers in the order the path takes them."
    )


def _learning_path_data(*, user, path: LearningPath) -> dict:
    return LearningPathOutputSerializer(
        {
            "kind": path.kind,
            "chapter": path.chapter_id,
            "daily_new_verses": path.daily_new_verses,
            "chosen": selectors.learning_path_is_chosen(path=path),
            "chapter_order": selectors.learning_path_chapter_order(user=user, path=path),
        }
    ).data


class LearningPathGetApi(APIView):
    @extend_schema(
        operation_id="learning_path_get",
        responses={200: LearningPathOutputSerializer, 401: UNAUTHORISED},
        description="The learner's path; Hafiz's path with 3 new verses a day for a learner who never chose.",
    )
    def get(self, request):
        return Response(_learning_path_data(user=request.user, path=selectors.learning_path_get(user=request.user)))


class LearningPathSetApi(APIView):
    class InputSerializer(serializers.Serializer):
        kind = serializers.ChoiceField(choices=LearningPath.Kind.choices)
        chapter = serializers.IntegerField(
            min_value=1,
            max_value=canon.CHAPTER_COUNT,
            required=False,
            allow_null=True,
            help_text="Where the path starts: any chapter for a custom path, 114 (An-Nas → An-Naba') or 78 "
            "(An-Naba' → An-Nas) for a Juz 'Amma path; absent or null for Hafiz's path.",
        )
        daily_new_verses = serializers.IntegerField(min_value=DAILY_NEW_VERSES_MIN, max_value=DAILY_NEW_VERSES_MAX)

        def validate(self, attrs):
            chapter = attrs.get("chapter")
            if attrs["kind"] == LearningPath.Kind.CUSTOM and chapter is None:
                raise serializers.ValidationError({"chapter": ["A custom path needs a chapter to start with."]})
            if attrs["kind"] == LearningPath.Kind.HAFIDH and chapter is not None:
                raise serializers.ValidationError({"chapter": ["Hafiz's path has a fixed order; leave chapter out."]})
            if attrs["kind"] == LearningPath.Kind.JUZ_AMMA and chapter not in JUZ_AMMA_STARTS:
                raise serializers.ValidationError(
                    {"chapter": ["A Juz 'Amma path starts at 114 (An-Nas) or 78 (An-Naba')."]}
                )
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


@extend_schema_serializer(component_name="ReviewStepReview")
class StepReviewOutputSerializer(serializers.Serializer):
    rating = serializers.ChoiceField(choices=REVIEW_RATINGS)
    due = serializers.DateTimeField(help_text="When the verse is next due, after its latest review.")


@extend_schema_serializer(component_name="ReviewStep")
class ReviewStepOutputSerializer(serializers.Serializer):
    surah_id = serializers.IntegerField()
    ayah_id = serializers.IntegerField()
    game = serializers.ChoiceField(choices=list(REVIEW_SESSION_GAMES))
    review = StepReviewOutputSerializer(
        allow_null=True, help_text="Null until the step's game is recorded as a review (POST /review/)."
    )


@extend_schema_serializer(component_name="VersePair")
class VersePairOutputSerializer(serializers.Serializer):
    first = VerseReferenceOutputSerializer(help_text="The pair's verse that comes first in the Qur'an.")
    second = VerseReferenceOutputSerializer()


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
        session = ReviewStepOutputSerializer(
            many=True,
            help_text="Today's review session, kept by the server so a reload finds it where it was: the "
            "verses reviewed today (in the learner's day) while they were due, then those due now, each played through "
            f"{', '.join(REVIEW_SESSION_GAMES)} in that order; a step reviewed today carries its review.",
        )
        confused_pairs = VersePairOutputSerializer(
            many=True,
            help_text="Pairs of the due verses that the learner has taken for each other, in the drill "
            "(POST /games/which_one/) or reciting (POST /recitations/): a wrong answer or a drift brings both back "
            "for review together, to be told apart.",
        )

    @extend_schema(
        operation_id="review_today",
        responses={200: OutputSerializer, 401: UNAUTHORISED},
        description="What to study now: memorised verses due for review and the next new verses on the path. Of the "
        "verses that fell due the same day, those holding the learner's weak words (from their recitations) come "
        "first. Verses the learner's hifz plan has them recite today are left out.",
    )
    def get(self, request):
        # The slips are recitation's, an app above: the call hands down how to weigh the due verses' weak words.
        def weakness_of(verses: list[int]):
            return recitation_selectors.verse_weakness(user=request.user, verses=verses)

        # The hifz plan is an app above too: the verses it has the learner recite today are not asked again here.
        today = selectors.review_today(
            user=request.user, weakness_of=weakness_of, left_out=plan_services.plan_verses_today(user=request.user)
        )
        return Response(self.OutputSerializer(today).data)


class ReviewStatsApi(APIView):
    class OutputSerializer(serializers.Serializer):
        @extend_schema_serializer(component_name="DueOnDay")
        class DueOnDaySerializer(serializers.Serializer):
            date = serializers.DateField()
            count = serializers.IntegerField()

        memorised = serializers.IntegerField(help_text="Verses at 100, reviewed or not.")
        recall_today = serializers.FloatField(
            allow_null=True,
            min_value=0,
            max_value=1,
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
        "path not yet at 100. Hafiz's path: chapters 114, 113, … 78, then 67 … 77, 58 … 66, then 1, 2, … 57.",
    )
    def get(self, request):
        return Response(self.OutputSerializer(selectors.current_verse_get(user=request.user)).data)


class ConfusedPairListApi(APIView):
    class OutputSerializer(serializers.Serializer):
        @extend_schema_serializer(component_name="ConfusedPair")
        class ConfusedPairSerializer(VersePairOutputSerializer):
            times = serializers.IntegerField(
                min_value=1, help_text="Wrong answers in the drill and drifts in recitations, either way round."
            )
            last_confused_at = serializers.DateTimeField()

        pairs = ConfusedPairSerializer(many=True, help_text=f"At most {CONFUSED_PAIRS_SHOWN}, most confused first.")

    @extend_schema(
        operation_id="confused_pairs",
        responses={200: OutputSerializer, 401: UNAUTHORISED},
        description='The look-alike verses the learner has confused most, in the drill "Which one?" '
        "(POST /games/which_one/) or reciting from memory (POST /recitations/), each pair once whichever way round "
        "it was confused.",
    )
    def get(self, request):
        return Response(self.OutputSerializer({"pairs": selectors.confused_pairs_top(user=request.user)}).data)


class ReviewRecordApi(APIView):
    class InputSerializer(serializers.Serializer):
        game_id = UuidTextField(help_text="A graded game (POST /games/results/) on a memorised verse.")

    class OutputSerializer(serializers.Serializer):
        rating = serializers.ChoiceField(choices=REVIEW_RATINGS)
        due = serializers.DateTimeField(help_text="When the verse is next due for review.")

    @extend_schema(
        operation_id="review_record",
        request=InputSerializer,
        responses={
            200: OutputSerializer,
            400: OpenApiResponse(
                description="Bad input, the game is not graded yet or reviews no verse (a makhraj practice), its "
                "verse is not memorised "
                "(not at 100), or the game was dealt before it was: "
                '{"message", "fields"}.'
            ),
            401: UNAUTHORISED,
            **api_errors(
                {404: game_services.DEAL_NOT_FOUND, 410: "The game was dealt too long ago (3 hours) to be a review."}
            ),
        },
        description="Records a graded game on a memorised verse as a review of that verse, rated from the "
        "server's grading: a clean win rates Good, a win after mistakes Hard, a lost game (or one left before the "
        "end, graded with the moves made) Again; FSRS then sets when it is next due. A game is one review: the "
        "same game_id again answers the first review.",
    )
    def post(self, request):
        serializer = self.InputSerializer(data=request.data)
        serializer.is_valid(raise_exception=True)
        try:
            review = game_services.game_review_record(user=request.user, game_id=serializer.validated_data["game_id"])
        except game_services.DealUnknown:
            raise Http404 from None
        except game_services.DealNotGraded:
            return error_response(
                message="This game has no result yet: grade it first (POST /api/v1/games/results/).", status_code=400
            )
        except game_services.GameReviewsNoVerse:
            return error_response(message="This game is practice, not a review of a verse.", status_code=400)
        except GameExpired:
            return error_response(message="This game was dealt too long ago to count as a review.", status_code=410)
        except GamePlayedBeforeMemorised:
            return error_response(
                message="This game was played before the verse was memorised: play one now to review it.",
                status_code=400,
            )
        except VerseNotScheduled:
            return error_response(
                message="This verse is not memorised yet: win all four games on it before reviewing it.",
                status_code=400,
            )
        return Response(self.OutputSerializer({"rating": rating_name(review.rating), "due": review.due}).data)
