from django.http import Http404
from drf_spectacular.utils import OpenApiParameter, OpenApiResponse, extend_schema, extend_schema_serializer
from rest_framework import serializers, status
from rest_framework.pagination import LimitOffsetPagination
from rest_framework.response import Response
from rest_framework.views import APIView

from hafiz.common.errors import error_response
from hafiz.progress import selectors, services
from hafiz.progress.models import PROGRESS_MAX, Game
from hafiz.quran import selectors as quran_selectors
from hafiz.quran.serializers import VerseReferenceInputSerializer


@extend_schema_serializer(component_name="VerseProgress")
class VerseProgressSerializer(serializers.Serializer):
    progress = serializers.IntegerField(min_value=0, max_value=PROGRESS_MAX)


@extend_schema_serializer(component_name="AyahProgress")
class AyahProgressOutputSerializer(serializers.Serializer):
    ayah_progress = VerseProgressSerializer()


# Every error has the one shape of hafiz.common.errors: {"message": str, "fields": {field: [str]}}.
_BAD_INPUT = OpenApiResponse(description='Bad input: {"message", "fields": {field: [messages]}}.')
_UNAUTHORISED = OpenApiResponse(description="No valid token: sign in again.")


def _ayah_progress(progress: int) -> dict:
    return {"ayah_progress": {"progress": progress}}


def _verse_reference(data) -> dict:
    reference = VerseReferenceInputSerializer(data=data)
    reference.is_valid(raise_exception=True)
    return reference.validated_data


class ProgressInfoApi(APIView):
    @extend_schema(
        operation_id="progress_info",
        request=VerseReferenceInputSerializer,
        responses={200: AyahProgressOutputSerializer, 400: _BAD_INPUT, 401: _UNAUTHORISED},
        description="The user's progress on one verse, 0 if they have not started it.",
    )
    def post(self, request):
        reference = _verse_reference(request.data)
        progress = selectors.verse_progress_get(
            user=request.user, chapter_number=reference["surah_id"], verse_number=reference["ayah_id"]
        )
        return Response(_ayah_progress(progress))


class ProgressRecordWinApi(APIView):
    @extend_schema_serializer(component_name="ProgressRecordWinInput")
    class InputSerializer(VerseReferenceInputSerializer):
        game = serializers.ChoiceField(
            choices=Game.choices,
            required=False,
            help_text="The game won. Its first win on the verse adds 25, a repeat adds nothing; "
            "without a game the call adds 25. Progress stops at 100.",
        )

    @extend_schema(
        operation_id="progress_record_win",
        request=InputSerializer,
        responses={200: AyahProgressOutputSerializer, 400: _BAD_INPUT, 401: _UNAUTHORISED},
        description="Records a won game on a verse and gives the verse's new progress.",
    )
    def post(self, request):
        serializer = self.InputSerializer(data=request.data)
        serializer.is_valid(raise_exception=True)
        data = serializer.validated_data
        verse = quran_selectors.verse_get(chapter_number=data["surah_id"], verse_number=data["ayah_id"])
        if verse is None:
            raise Http404
        progress = services.progress_record_win(user=request.user, verse=verse, game=data.get("game"))
        return Response(_ayah_progress(progress))


class LevelListApi(APIView):
    @extend_schema_serializer(component_name="Level")
    class OutputSerializer(serializers.Serializer):
        index = serializers.IntegerField(help_text="Chapter number.")
        done = serializers.BooleanField(help_text="Every verse of the chapter is at 100.")

    @extend_schema(
        operation_id="level_list",
        responses={200: OutputSerializer(many=True), 401: _UNAUTHORISED},
        description="Every chapter, 1 to 114, with whether this user has every verse of it at 100.",
    )
    def get(self, request):
        levels = selectors.level_list(user=request.user)
        return Response(self.OutputSerializer(levels, many=True).data)


@extend_schema_serializer(component_name="Bookmark")
class BookmarkOutputSerializer(serializers.Serializer):
    surah_id = serializers.IntegerField(source="verse.chapter_id")
    ayah_id = serializers.IntegerField(source="verse.number")
    chapter_name_simple = serializers.CharField(source="verse.chapter.name_simple")
    text = serializers.CharField(source="verse.text_uthmani")
    created_at = serializers.DateTimeField()


class BookmarkPagination(LimitOffsetPagination):
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
                "surah_id", int, description="With ayah_id: only the bookmark on that verse (none or one), "
                "which is how the learn card knows whether its verse is bookmarked."
            ),
            OpenApiParameter("ayah_id", int, description="See surah_id; the two go together."),
            OpenApiParameter("limit", int, description=f"Page size, default {BookmarkPagination.default_limit}, "
                             f"at most {BookmarkPagination.max_limit}."),
            OpenApiParameter("offset", int, description="Bookmarks to skip."),
        ],
        responses={200: OutputSerializer, 400: _BAD_INPUT, 401: _UNAUTHORISED},
        description="The user's bookmarks, newest first, a page at a time.",
    )
    def get(self, request):
        verse_filter = {}
        if "surah_id" in request.query_params or "ayah_id" in request.query_params:
            reference = _verse_reference(request.query_params)
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
            400: _BAD_INPUT,
            401: _UNAUTHORISED,
        },
    )
    def post(self, request):
        reference = _verse_reference(request.data)
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
            400: _BAD_INPUT,
            401: _UNAUTHORISED,
            404: OpenApiResponse(description="The verse is not bookmarked."),
        },
    )
    def delete(self, request, surah_id: str, ayah_id: str):
        reference = _verse_reference({"surah_id": surah_id, "ayah_id": ayah_id})
        removed = services.bookmark_remove(
            user=request.user, chapter_number=reference["surah_id"], verse_number=reference["ayah_id"]
        )
        if not removed:
            return error_response(message="This verse is not bookmarked.", status_code=status.HTTP_404_NOT_FOUND)
        return Response(status=status.HTTP_204_NO_CONTENT)
