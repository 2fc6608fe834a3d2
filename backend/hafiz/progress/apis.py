from django.http import Http404
from drf_spectacular.utils import OpenApiParameter, OpenApiResponse, extend_schema, extend_schema_serializer
from rest_framework import serializers, status
from rest_framework.response import Response
from rest_framework.views import APIView

from hafiz.common.errors import error_response
from hafiz.common.pagination import StrictLimitOffsetPagination
from hafiz.common.schema import BAD_INPUT, UNAUTHORISED, api_errors
from hafiz.games.services import study_step_record
from hafiz.progress import selectors, services
from hafiz.progress.serializers import AyahProgressOutputSerializer
from hafiz.quran import canon
from hafiz.quran import selectors as quran_selectors
from hafiz.quran.serializers import (
    VerseReferenceInputSerializer,
    VerseReferenceOutputSerializer,
    number_within,
    verse_reference_validated,
)


class ProgressInfoApi(APIView):
    @extend_schema(
        operation_id="progress_info",
        request=VerseReferenceInputSerializer,
        responses={200: AyahProgressOutputSerializer, 400: BAD_INPUT, 401: UNAUTHORISED},
        description="The user's progress on one verse, 0 if they have not started it.",
    )
    def post(self, request):
        reference = verse_reference_validated(request.data)
        progress = selectors.verse_progress_get(
            user=request.user, chapter_number=reference["surah_id"], verse_number=reference["ayah_id"]
        )
        return Response({"ayah_progress": {"progress": progress}})


class LevelListApi(APIView):
    @extend_schema_serializer(component_name="Level")
    class OutputSerializer(serializers.Serializer):
        index = serializers.IntegerField(help_text="Chapter number.")
        done = serializers.BooleanField(help_text="Every verse of the chapter is at 100.")
        progress = serializers.IntegerField(
            min_value=0,
            max_value=100,
            help_text="How far the learner is through the chapter in whole percent: the verses' progress summed "
            "over every verse at 100, at least 1 once begun, at most 99 until done.",
        )

    @extend_schema(
        operation_id="level_list",
        responses={200: OutputSerializer(many=True), 401: UNAUTHORISED},
        description="Every chapter, 1 to 114, with this user's progress through it and whether every verse of "
        "it is at 100: the level map's node states in one call.",
    )
    def get(self, request):
        levels = selectors.level_list(user=request.user)
        return Response(self.OutputSerializer(levels, many=True).data)


@extend_schema_serializer(component_name="PortionShare")
class PortionShareSerializer(serializers.Serializer):
    number = serializers.IntegerField()
    memorised = serializers.IntegerField(help_text="How many of its verses the learner has memorised (at 100).")
    verses_count = serializers.IntegerField()
    percent = serializers.IntegerField(
        min_value=0, max_value=100, help_text="memorised of verses_count: at least 1 once begun, at most 99 until all."
    )


class PortionProgressApi(APIView):
    @extend_schema_serializer(component_name="PortionProgress")
    class OutputSerializer(serializers.Serializer):
        juz = PortionShareSerializer(many=True, help_text="The 30 juz in order.")
        hizb = PortionShareSerializer(many=True, help_text="The 60 hizb in order.")
        page = PortionShareSerializer(many=True, help_text="The 604 pages in order.")

    @extend_schema(
        operation_id="progress_portions",
        responses={200: OutputSerializer, 401: UNAUTHORISED},
        description="The share of each juz, hizb and page of the Madani mushaf the learner has memorised, counted in "
        "verses: the level map's juz view and the profile's juz.",
    )
    def get(self, request):
        return Response(self.OutputSerializer(selectors.portion_shares(user=request.user)).data)


class PageProgressApi(APIView):
    @extend_schema_serializer(component_name="PageProgress")
    class OutputSerializer(serializers.Serializer):
        page = serializers.IntegerField()
        memorised = VerseReferenceOutputSerializer(many=True, help_text="Its verses the learner has memorised.")

    @extend_schema(
        operation_id="progress_page",
        parameters=[
            OpenApiParameter(
                "page", {"type": "integer", "minimum": 1, "maximum": canon.PAGE_COUNT}, OpenApiParameter.PATH
            )
        ],
        responses={
            200: OutputSerializer,
            401: UNAUTHORISED,
            **api_errors({404: "No page has this number (1 to 604)."}),
        },
        description="The verses of one page of the Madani mushaf the learner has memorised: the mushaf page tints "
        "them.",
    )
    def get(self, request, page: str):
        number = number_within(page, highest=canon.PAGE_COUNT)
        if number is None:
            raise Http404
        memorised = selectors.page_memorised_list(user=request.user, page=number)
        references = [{"surah_id": chapter, "ayah_id": verse} for chapter, verse in memorised]
        return Response(self.OutputSerializer({"page": number, "memorised": references}).data)


@extend_schema_serializer(component_name="Bookmark")
class BookmarkOutputSerializer(serializers.Serializer):
    surah_id = serializers.IntegerField(source="verse.chapter_id")
    ayah_id = serializers.IntegerField(source="verse.number")
    chapter_name_simple = serializers.CharField(source="verse.chapter.name_simple")
    chapter_name_simple_ru = serializers.CharField(source="verse.chapter.name_simple_ru")
    text = serializers.CharField(source="verse.text_uthmani")
    created_at = serializers.DateTimeField()


class BookmarkPagination(StrictLimitOffsetPagination):
    default_limit = 50
    max_limit = 200


class BookmarkListApi(APIView):
    @extend_schema_serializer(component_name="BookmarkPage")
    class OutputSerializer(serializers.Serializer):
        count = serializers.IntegerField()
        next = serializers.URLField(allow_null=True)
        previous = serializers.URLField(allow_null=True)
        results = BookmarkOutputSerializer(many=True)

    @extend_schema(
        operation_id="bookmark_list",
        parameters=[
            OpenApiParameter(
                "surah_id",
                int,
                description="With ayah_id: only the bookmark on that verse (none or one), "
                "which is how the learn card knows whether its verse is bookmarked.",
            ),
            OpenApiParameter("ayah_id", int, description="See surah_id; the two go together."),
            *BookmarkPagination().schema_parameters(rows="Bookmarks"),
        ],
        responses={200: OutputSerializer, 400: BAD_INPUT, 401: UNAUTHORISED},
        description="The user's bookmarks, newest first, a page at a time.",
    )
    def get(self, request):
        verse_filter = {}
        if "surah_id" in request.query_params or "ayah_id" in request.query_params:
            reference = verse_reference_validated(request.query_params)
            verse_filter = {"chapter_number": reference["surah_id"], "verse_number": reference["ayah_id"]}
        bookmarks = selectors.bookmark_list(user=request.user, **verse_filter)
        paginator = BookmarkPagination()
        page = paginator.paginate_queryset(bookmarks, request, view=self)
        return paginator.get_paginated_response(BookmarkOutputSerializer(page, many=True).data)


class BookmarkAddApi(APIView):
    @extend_schema(
        operation_id="bookmark_add",
        request=VerseReferenceInputSerializer,
        responses={
            201: OpenApiResponse(BookmarkOutputSerializer, description="Bookmarked now."),
            200: OpenApiResponse(BookmarkOutputSerializer, description="Already bookmarked; nothing changed."),
            400: BAD_INPUT,
            401: UNAUTHORISED,
        },
    )
    def post(self, request):
        reference = verse_reference_validated(request.data)
        added = services.bookmark_add(
            user=request.user, chapter_number=reference["surah_id"], verse_number=reference["ayah_id"]
        )
        if added is None:
            raise Http404
        bookmark, created = added
        return Response(
            BookmarkOutputSerializer(bookmark).data, status=status.HTTP_201_CREATED if created else status.HTTP_200_OK
        )


class BookmarkCollectionApi(BookmarkListApi, BookmarkAddApi):
    """GET and POST share /bookmarks/; each operation keeps its own class above."""


class BookmarkRemoveApi(APIView):
    @extend_schema(
        operation_id="bookmark_remove",
        parameters=[
            OpenApiParameter("surah_id", int, OpenApiParameter.PATH),
            OpenApiParameter("ayah_id", int, OpenApiParameter.PATH),
        ],
        request=None,
        responses={
            204: None,
            400: BAD_INPUT,
            401: UNAUTHORISED,
            404: OpenApiResponse(description="The verse is not bookmarked."),
        },
    )
    def delete(self, request, surah_id: str, ayah_id: str):
        reference = verse_reference_validated({"surah_id": surah_id, "ayah_id": ayah_id})
        removed = services.bookmark_remove(
            user=request.user, chapter_number=reference["surah_id"], verse_number=reference["ayah_id"]
        )
        if not removed:
            return error_response(message="This verse is not bookmarked.", status_code=status.HTTP_404_NOT_FOUND)
        return Response(status=status.HTTP_204_NO_CONTENT)


def _verse_from(request):
    """The verse the body names, as a model, for a write that refers to it."""
    reference = verse_reference_validated(request.data)
    return quran_selectors.verse_get(chapter_number=reference["surah_id"], verse_number=reference["ayah_id"])


class ProgressUpdateApi(APIView):
    # Fields a client once claimed a win with; xp now comes only from graded games.
    CLAIM_FIELDS = ("game", "win_id")

    @extend_schema(
        operation_id="progress_update",
        request=VerseReferenceInputSerializer,
        responses={
            200: AyahProgressOutputSerializer,
            400: OpenApiResponse(
                description='Bad input, or a claimed win (a body with "game" or "win_id"): a won '
                "game is recorded by grading it, POST /games/results/. "
                '{"message", "fields"}.'
            ),
            401: UNAUTHORISED,
        },
        description="The plain progress update: a study step on a verse adds 25, up to 100 (a verse reaching 100 "
        "joins the review schedule). It pays no xp and counts for no quest or streak: a won game is recorded, "
        "with its xp, by grading its moves (POST /games/results/), and a claimed win here is refused.",
    )
    def post(self, request):
        claimed = [field for field in self.CLAIM_FIELDS if isinstance(request.data, dict) and field in request.data]
        if claimed:
            return error_response(
                message="A won game is not claimed here: send its moves to POST /api/v1/games/results/ with the "
                "game's game_id and a win_id, which grades it and records the win.",
                status_code=400,
                fields={
                    field: ["Not taken here: a won game is graded by POST /api/v1/games/results/."] for field in claimed
                },
            )
        verse = _verse_from(request)
        if verse is None:
            raise Http404
        progress = study_step_record(user=request.user, verse=verse)
        return Response(AyahProgressOutputSerializer({"ayah_progress": {"progress": progress}}).data)
