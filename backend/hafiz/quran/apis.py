from django.http import Http404
from drf_spectacular.utils import OpenApiParameter, extend_schema, extend_schema_field
from rest_framework import serializers
from rest_framework.exceptions import ValidationError
from rest_framework.permissions import AllowAny
from rest_framework.response import Response
from rest_framework.views import APIView

from hafiz.common.schema import api_errors
from hafiz.quran import canon, selectors
from hafiz.quran.models import Chapter

# language query value → (language_name in the answer, Chapter field holding the translated name)
_TRANSLATED_NAMES = {"en": ("english", "name_en"), "ru": ("russian", "name_ru")}
_LANGUAGE_PARAMETER = OpenApiParameter(
    name="language", enum=sorted(_TRANSLATED_NAMES), default="en", description="Language of translated_name."
)
_UNKNOWN_LANGUAGE = {400: "language is not one of the listed values."}


class TranslatedNameSerializer(serializers.Serializer):
    language_name = serializers.CharField()
    name = serializers.CharField()


class ChapterOutputSerializer(serializers.Serializer):
    """The shape of the public chapters service SPEC §7 names, so the frontend needs no outside service."""

    id = serializers.IntegerField(source="number")
    verses_count = serializers.IntegerField()
    name_simple = serializers.CharField()
    name_arabic = serializers.CharField()
    revelation_place = serializers.CharField()
    translated_name = serializers.SerializerMethodField()

    @extend_schema_field(TranslatedNameSerializer)
    def get_translated_name(self, chapter: Chapter) -> dict:
        language_name, field = _TRANSLATED_NAMES[self.context["language"]]
        return {"language_name": language_name, "name": getattr(chapter, field)}


def _language(request) -> str:
    language = request.query_params.get("language", "en")
    if language not in _TRANSLATED_NAMES:
        raise ValidationError({"language": [f"Use one of: {', '.join(sorted(_TRANSLATED_NAMES))}."]})
    return language


def _chapter_number(chapter_id: str) -> int | None:
    # ASCII digits only: str.isdigit() also holds for "²" or "١٢", which are no chapter id (and int("²") raises).
    if chapter_id.isascii() and chapter_id.isdigit() and 1 <= int(chapter_id) <= canon.CHAPTER_COUNT:
        return int(chapter_id)
    return None


class ChapterListApi(APIView):
    permission_classes = [AllowAny]
    authentication_classes = []

    class OutputSerializer(serializers.Serializer):
        chapters = ChapterOutputSerializer(many=True)

    @extend_schema(
        operation_id="chapters_list",
        parameters=[_LANGUAGE_PARAMETER],
        responses={200: OutputSerializer, **api_errors(_UNKNOWN_LANGUAGE)},
    )
    def get(self, request):
        context = {"language": _language(request)}
        chapters = ChapterOutputSerializer(selectors.chapter_list(), many=True, context=context).data
        return Response({"chapters": chapters})


class ChapterDetailApi(APIView):
    permission_classes = [AllowAny]
    authentication_classes = []

    class OutputSerializer(serializers.Serializer):
        chapter = ChapterOutputSerializer()

    @extend_schema(
        operation_id="chapters_retrieve",
        parameters=[
            OpenApiParameter(
                "chapter_id",
                {"type": "integer", "minimum": 1, "maximum": canon.CHAPTER_COUNT},
                OpenApiParameter.PATH,
                description="Chapter number.",
            ),
            _LANGUAGE_PARAMETER,
        ],
        responses={200: OutputSerializer, **api_errors({**_UNKNOWN_LANGUAGE, 404: "No chapter has this number."})},
    )
    def get(self, request, chapter_id: str):
        number = _chapter_number(chapter_id)
        chapter = selectors.chapter_get(number=number) if number is not None else None
        if chapter is None:
            raise Http404
        context = {"language": _language(request)}
        return Response({"chapter": ChapterOutputSerializer(chapter, context=context).data})
