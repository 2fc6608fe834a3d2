from django.http import Http404
from drf_spectacular.utils import (
    OpenApiParameter,
    extend_schema,
    extend_schema_field,
    extend_schema_serializer,
    inline_serializer,
)
from rest_framework import serializers
from rest_framework.exceptions import ValidationError
from rest_framework.permissions import AllowAny
from rest_framework.response import Response
from rest_framework.views import APIView

from hafiz.common.schema import api_errors
from hafiz.common.versioned import NOT_MODIFIED, VERSION_PARAMETER, encoded_answer, versioned_json_response
from hafiz.quran import canon, selectors
from hafiz.quran.content import Content, StoredChapter, StoredVerse, content, content_version
from hafiz.quran.lookalikes import marked_words
from hafiz.quran.models import SimilarVerse
from hafiz.quran.serializers import (
    MarkedWordSerializer,
    PhraseSpanSerializer,
    VerseReferenceInputSerializer,
    VerseReferenceOutputSerializer,
    number_within,
    phrase_span,
    verse_reference_validated,
)

# language query value → (language_name in the answer, Chapter field holding the translated name)
_TRANSLATED_NAMES = {"en": ("english", "name_en"), "ru": ("russian", "name_ru")}
_LANGUAGE_PARAMETER = OpenApiParameter(
    name="language", enum=sorted(_TRANSLATED_NAMES), default="en", description="Language of translated_name."
)
_UNKNOWN_LANGUAGE = {400: "language is not one of the listed values."}


def _chapter_number_parameter(name: str) -> OpenApiParameter:
    return OpenApiParameter(
        name,
        {"type": "integer", "minimum": 1, "maximum": canon.CHAPTER_COUNT},
        OpenApiParameter.PATH,
        description="Chapter number.",
    )


class TranslatedNameSerializer(serializers.Serializer):
    language_name = serializers.CharField()
    name = serializers.CharField()


class ChapterOutputSerializer(serializers.Serializer):
    """The shape of a public chapters service (docs/product.md §7), so the frontend needs no outside one."""

    id = serializers.IntegerField(source="number")
    verses_count = serializers.IntegerField()
    name_simple = serializers.CharField()
    name_simple_ru = serializers.CharField(help_text="The name as Russian editions write it (Аль-Бакара).")
    name_arabic = serializers.CharField()
    revelation_place = serializers.CharField()
    translated_name = serializers.SerializerMethodField()

    @extend_schema_field(TranslatedNameSerializer)
    def get_translated_name(self, chapter: StoredChapter) -> dict:
        language_name, field = _TRANSLATED_NAMES[self.context["language"]]
        return {"language_name": language_name, "name": getattr(chapter, field)}


def _language(request) -> str:
    language = request.query_params.get("language", "en")
    if language not in _TRANSLATED_NAMES:
        raise ValidationError({"language": [f"Use one of: {', '.join(sorted(_TRANSLATED_NAMES))}."]})
    return language


def _chapter_number(chapter_id: str) -> int | None:
    return number_within(chapter_id, highest=canon.CHAPTER_COUNT)


def _stored_verse(held: Content, surah_id: str, ayah_id: str) -> StoredVerse:
    chapter_number = _chapter_number(surah_id)
    verse_number = number_within(ayah_id, highest=max(canon.VERSES_PER_CHAPTER))
    verse = (
        held.verse(chapter_number=chapter_number, verse_number=verse_number)
        if chapter_number is not None and verse_number is not None
        else None
    )
    if verse is None:
        raise Http404
    return verse


_VERSE_PATH_PARAMETERS = [
    _chapter_number_parameter("surah_id"),
    OpenApiParameter("ayah_id", {"type": "integer", "minimum": 1}, OpenApiParameter.PATH, description="Verse number."),
]
_NO_VERSE = {404: "No verse has this chapter and number."}

# Each content view reads one copy of the content (quran.content.content()) for both its answer and the version it
# names: a reload between two reads would otherwise send the old content under the new version, kept for a year.


class ChapterListApi(APIView):
    permission_classes = [AllowAny]
    authentication_classes = []

    class OutputSerializer(serializers.Serializer):
        chapters = ChapterOutputSerializer(many=True)

    @extend_schema(
        operation_id="chapters_list",
        parameters=[_LANGUAGE_PARAMETER, VERSION_PARAMETER],
        responses={200: OutputSerializer, **NOT_MODIFIED, **api_errors(_UNKNOWN_LANGUAGE)},
    )
    def get(self, request):
        language = _language(request)
        held = content()
        # The same for every learner of a language: encoded once per copy of the content, not per call.
        answer = held.answers.get(("chapters", language))
        if answer is None:
            chapters = ChapterOutputSerializer(held.chapters, many=True, context={"language": language}).data
            answer = held.answers[("chapters", language)] = encoded_answer({"chapters": chapters})
        return versioned_json_response(request, answer=answer, version=content_version(held))


class ChapterDetailApi(APIView):
    permission_classes = [AllowAny]
    authentication_classes = []

    class OutputSerializer(serializers.Serializer):
        chapter = ChapterOutputSerializer()

    @extend_schema(
        operation_id="chapters_retrieve",
        parameters=[
            _chapter_number_parameter("chapter_id"),
            _LANGUAGE_PARAMETER,
            VERSION_PARAMETER,
        ],
        responses={
            200: OutputSerializer,
            **NOT_MODIFIED,
            **api_errors({**_UNKNOWN_LANGUAGE, 404: "No chapter has this number."}),
        },
    )
    def get(self, request, chapter_id: str):
        held = content()
        number = _chapter_number(chapter_id)
        chapter = held.chapter(number) if number is not None else None
        if chapter is None:
            raise Http404
        context = {"language": _language(request)}
        data = {"chapter": ChapterOutputSerializer(chapter, context=context).data}
        return versioned_json_response(request, data=data, version=content_version(held))


class VerseDetailApi(APIView):
    """A verse's whole content in one public answer that browsers and nginx keep (hafiz.common.versioned): the
    learn card's call. The content POSTs /games/ayah_text/ and /games/ayah_image/ answer parts of it."""

    permission_classes = [AllowAny]
    authentication_classes = []

    @extend_schema_serializer(component_name="Verse")
    class OutputSerializer(serializers.Serializer):
        surah_id = serializers.IntegerField(source="chapter_id")
        ayah_id = serializers.IntegerField(source="number")
        global_number = serializers.IntegerField()
        text = serializers.CharField(source="text_uthmani", help_text="The Uthmani Arabic text.")
        words = serializers.ListField(
            child=serializers.CharField(), help_text="The text's words in reading order, pause marks joined."
        )
        transliteration_en = serializers.CharField()
        transliteration_ru = serializers.CharField()
        translation_en = serializers.CharField()
        translation_ru = serializers.CharField()
        juz = serializers.IntegerField(help_text="1 to 30.")
        hizb_quarter = serializers.IntegerField(help_text="The rub' al-hizb, 1 to 240 (a hizb is four).")
        page = serializers.IntegerField(help_text="The page of the Madani mushaf it starts on, 1 to 604.")
        audio_url = serializers.SerializerMethodField(help_text="The recitation (AUDIO_BASE_URL + global number).")
        image_url = serializers.SerializerMethodField(help_text="The verse image, under the site's origin or media.")

        def get_audio_url(self, verse: StoredVerse) -> str:
            return selectors.verse_audio_url(verse=verse)

        def get_image_url(self, verse: StoredVerse) -> str:
            return selectors.verse_image_url(verse=verse)

    @extend_schema(
        operation_id="verses_retrieve",
        summary="A verse: text, words, transliterations, translations, recitation and image",
        parameters=[*_VERSE_PATH_PARAMETERS, VERSION_PARAMETER],
        responses={200: OutputSerializer, **NOT_MODIFIED, **api_errors(_NO_VERSE)},
    )
    def get(self, request, surah_id: str, ayah_id: str):
        held = content()
        verse = _stored_verse(held, surah_id, ayah_id)
        return versioned_json_response(request, data=self.OutputSerializer(verse).data, version=content_version(held))


class SimilarVerseSerializer(serializers.Serializer):
    surah_id = serializers.IntegerField(source="similar.chapter_id")
    ayah_id = serializers.IntegerField(source="similar.number")
    kind = serializers.ChoiceField(
        choices=SimilarVerse.Kind.choices,
        help_text="verse: the whole verses are alike; phrase: otherwise apart, they share a phrase (phrase, "
        "verse_phrase), with the words that differ in it and at its edges marked.",
    )
    score = serializers.SerializerMethodField(
        help_text="0 to 1, where 1 is the same verse: the share of both verses' words in common."
    )
    words = serializers.SerializerMethodField(help_text="The look-alike's words, marked against the asked verse.")
    verse_words = serializers.SerializerMethodField(
        help_text="The asked verse's words, marked against this look-alike (the top-level words are against the first)."
    )
    phrase = serializers.SerializerMethodField(
        help_text="Where the shared phrase lies in the look-alike's words (with a word more on each side where the "
        "verses go on differently); null for whole verses alike."
    )
    verse_phrase = serializers.SerializerMethodField(
        help_text="Where the shared phrase lies in the asked verse's words; null for whole verses alike."
    )

    def get_score(self, link: SimilarVerse) -> float:
        return round(link.score, 2)

    @extend_schema_field(PhraseSpanSerializer(allow_null=True))
    def get_phrase(self, link: SimilarVerse) -> dict | None:
        return phrase_span(link.similar_phrase)

    @extend_schema_field(PhraseSpanSerializer(allow_null=True))
    def get_verse_phrase(self, link: SimilarVerse) -> dict | None:
        return phrase_span(link.verse_phrase)

    @extend_schema_field(MarkedWordSerializer(many=True))
    def get_words(self, link: SimilarVerse) -> list[dict]:
        return marked_words(words=link.similar.words, same=link.similar_same)

    @extend_schema_field(MarkedWordSerializer(many=True))
    def get_verse_words(self, link: SimilarVerse) -> list[dict]:
        return marked_words(words=link.verse.words, same=link.verse_same)


class SimilarVerseListApi(APIView):
    permission_classes = [AllowAny]
    authentication_classes = []

    class OutputSerializer(serializers.Serializer):
        similar = SimilarVerseSerializer(
            many=True, help_text="The look-alikes: whole verses alike, then shared phrases, each best first."
        )
        words = MarkedWordSerializer(
            many=True, help_text="The asked verse's words against its closest look-alike; empty when it has none."
        )

    @extend_schema(
        operation_id="verses_similar_list",
        summary="The verse's look-alikes, with the words that differ",
        parameters=[*_VERSE_PATH_PARAMETERS, VERSION_PARAMETER],
        responses={200: OutputSerializer, **NOT_MODIFIED, **api_errors(_NO_VERSE)},
    )
    def get(self, request, surah_id: str, ayah_id: str):
        held = content()
        stored = _stored_verse(held, surah_id, ayah_id)
        # The model, which the look-alikes' query joins on.
        verse = selectors.verse_get(chapter_number=stored.chapter_id, verse_number=stored.number)
        if verse is None:  # gone from the database since this process loaded its copy: a restore is under way
            raise Http404
        links = selectors.similar_verse_list(verse=verse)
        closest_words = marked_words(words=verse.words, same=links[0].verse_same) if links else []
        data = self.OutputSerializer({"similar": links, "words": closest_words}).data
        return versioned_json_response(request, data=data, version=content_version(held))


@extend_schema_field(VerseReferenceOutputSerializer)
class _StoredVerseReferenceField(serializers.Field):
    """A stored verse as its reference, {surah_id, ayah_id}."""

    def to_representation(self, verse: StoredVerse) -> dict:
        return {"surah_id": verse.chapter_id, "ayah_id": verse.number}


@extend_schema_serializer(component_name="Hizb")
class _HizbSerializer(serializers.Serializer):
    number = serializers.IntegerField(help_text="1–60; juz n holds hizbs 2n−1 and 2n.")
    first = _StoredVerseReferenceField(help_text="Its first verse.")
    last = _StoredVerseReferenceField(help_text="Its last verse.")


class JuzListApi(APIView):
    permission_classes = [AllowAny]
    authentication_classes = []

    @extend_schema_serializer(component_name="Juz")
    class JuzSerializer(serializers.Serializer):
        number = serializers.IntegerField()
        first = _StoredVerseReferenceField(help_text="Its first verse.")
        last = _StoredVerseReferenceField(help_text="Its last verse.")
        opening_words = serializers.CharField(help_text="The first words of its first verse, which name it.")
        page = serializers.IntegerField(source="first.page", help_text="The page of the Madani mushaf it opens on.")
        verses_count = serializers.IntegerField()
        hizbs = _HizbSerializer(many=True, help_text="Its two hizbs (halves), in order.")

    @extend_schema(
        operation_id="juz_list",
        summary="The 30 juz: where each starts and ends, and the words it is known by",
        parameters=[VERSION_PARAMETER],
        responses={200: inline_serializer("JuzList", {"juz": JuzSerializer(many=True)}), **NOT_MODIFIED},
    )
    def get(self, request):
        held = selectors.held_with_divisions(held=content())
        answer = held.answers.get(("juz",))
        if answer is None:
            juz = self.JuzSerializer(selectors.juz_summary_list(held=held), many=True).data
            answer = held.answers[("juz",)] = encoded_answer({"juz": juz})
        return versioned_json_response(request, answer=answer, version=content_version(held))


@extend_schema_serializer(component_name="PageLine")
class _PageLineSerializer(serializers.Serializer):
    number = serializers.IntegerField(help_text="1 = the top line.")
    kind = serializers.ChoiceField(
        choices=["chapter", "basmala", "verses"], help_text="A chapter's title, its basmala, or a line of verses."
    )
    surah_id = serializers.IntegerField(
        source="chapter", allow_null=True, help_text="The chapter a title or basmala line opens; null on verses."
    )


class PageDetailApi(APIView):
    permission_classes = [AllowAny]
    authentication_classes = []

    @extend_schema_serializer(component_name="PageVerse")
    class PageVerseSerializer(serializers.Serializer):
        surah_id = serializers.IntegerField(source="verse.chapter_id")
        ayah_id = serializers.IntegerField(source="verse.number")
        text = serializers.CharField(source="verse.text_uthmani")
        words = serializers.ListField(source="verse.words", child=serializers.CharField())
        word_lines = serializers.ListField(
            source="verse.word_lines",
            child=serializers.IntegerField(),
            help_text="The page's line (see `lines`) each of `words` stands on.",
        )
        juz = serializers.IntegerField(source="verse.juz")
        hizb_quarter = serializers.IntegerField(source="verse.hizb_quarter")
        chapter_start = serializers.SerializerMethodField(help_text="True where a chapter opens with this verse.")
        juz_start = serializers.BooleanField(help_text="True where a juz opens with this verse.")
        hizb_quarter_start = serializers.BooleanField(help_text="True where a hizb quarter opens with this verse.")

        def get_chapter_start(self, page_verse: selectors.PageVerse) -> bool:
            return page_verse.verse.number == 1

    @extend_schema(
        operation_id="pages_retrieve",
        summary="A page of the Madani mushaf: its lines, and its verses in order with the line of each word",
        parameters=[
            OpenApiParameter(
                "page",
                {"type": "integer", "minimum": 1, "maximum": canon.PAGE_COUNT},
                OpenApiParameter.PATH,
                description="Page number.",
            ),
            VERSION_PARAMETER,
        ],
        responses={
            200: inline_serializer(
                "Page",
                {
                    "page": serializers.IntegerField(),
                    "lines": _PageLineSerializer(
                        many=True, help_text="Top to bottom: 15, but 8 on the decorated pages 1 and 2."
                    ),
                    "verses": PageVerseSerializer(many=True),
                },
            ),
            **NOT_MODIFIED,
            **api_errors({404: "No page has this number (1 to 604)."}),
        },
    )
    def get(self, request, page: str):
        held = selectors.held_with_divisions(held=content())
        number = number_within(page, highest=canon.PAGE_COUNT)
        if number is None:
            raise Http404
        # Encoded once per page and process: the mushaf turns pages quickly, and they are the same for everyone.
        answer = held.answers.get(("page", number))
        if answer is None:
            mushaf_page = selectors.mushaf_page_get(held=held, number=number)
            data = {
                "page": number,
                "lines": _PageLineSerializer(mushaf_page.lines, many=True).data,
                "verses": self.PageVerseSerializer(mushaf_page.verses, many=True).data,
            }
            answer = held.answers[("page", number)] = encoded_answer(data)
        return versioned_json_response(request, answer=answer, version=content_version(held))


# The games' content calls (docs/product.md §7): a verse's text and recitation, and its image and translations.


def _stored_verse_from(request):
    """The verse the body names, from this process's copy of the Qur'an (no query)."""
    reference = verse_reference_validated(request.data)
    return selectors.stored_verse_get(chapter_number=reference["surah_id"], verse_number=reference["ayah_id"])


class AyahTextApi(APIView):
    @extend_schema_serializer(component_name="AyahText")
    class OutputSerializer(serializers.Serializer):
        text = serializers.CharField()
        globalNumber = serializers.IntegerField()  # noqa: N815 (the field name of docs/product.md §7)
        audio_url = serializers.CharField(help_text="The verse's recitation (AUDIO_BASE_URL + global number).")

    @extend_schema(request=VerseReferenceInputSerializer, responses=OutputSerializer)
    def post(self, request):
        verse = _stored_verse_from(request)
        return Response(
            {
                "text": verse.text_uthmani,
                "globalNumber": verse.global_number,
                "audio_url": selectors.verse_audio_url(verse=verse),
            }
        )


class AyahImageApi(APIView):
    @extend_schema_serializer(component_name="AyahImage")
    class OutputSerializer(serializers.Serializer):
        image = serializers.CharField(help_text="Path of the verse image under the site's origin.")
        text = serializers.CharField()
        transliteration_text = serializers.CharField()
        transliteration_text_ru = serializers.CharField()
        english_text = serializers.CharField()
        russian_text = serializers.CharField()

    @extend_schema(request=VerseReferenceInputSerializer, responses=OutputSerializer)
    def post(self, request):
        verse = _stored_verse_from(request)
        return Response(
            {
                "image": selectors.verse_image_url(verse=verse),
                "text": verse.text_uthmani,
                "transliteration_text": verse.transliteration_en,
                "transliteration_text_ru": verse.transliteration_ru,
                "english_text": verse.translation_en,
                "russian_text": verse.translation_ru,
            }
        )
