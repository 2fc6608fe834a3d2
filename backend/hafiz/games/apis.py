import random

from django.http import Http404
from drf_spectacular.utils import PolymorphicProxySerializer, extend_schema, extend_schema_serializer
from rest_framework import serializers
from rest_framework.response import Response
from rest_framework.views import APIView

from hafiz.common.inputs import UuidTextField
from hafiz.common.schema import BAD_INPUT, UNAUTHORISED
from hafiz.games import selectors, services
from hafiz.games.builders import audio, matching, memory, shuffling
from hafiz.games.builders.coverage import VerseRange, verse_range_covered
from hafiz.progress.models import Game
from hafiz.progress.serializers import VerseProgressSerializer
from hafiz.quran import canon
from hafiz.quran import selectors as quran_selectors
from hafiz.quran.serializers import VerseReferenceInputSerializer, verse_reference_validated
from hafiz.xp.models import XpReason


def _verse_from(request):
    reference = verse_reference_validated(request.data)
    return quran_selectors.verse_get(chapter_number=reference["surah_id"], verse_number=reference["ayah_id"])


class AyahTextApi(APIView):
    @extend_schema_serializer(component_name="AyahText")
    class OutputSerializer(serializers.Serializer):
        text = serializers.CharField()
        globalNumber = serializers.IntegerField()  # noqa: N815 (SPEC §7 field name)
        audio_url = serializers.CharField(help_text="The verse's recitation (AUDIO_BASE_URL + global number).")

    @extend_schema(request=VerseReferenceInputSerializer, responses=OutputSerializer)
    def post(self, request):
        verse = _verse_from(request)
        return Response(
            {
                "text": verse.text_uthmani,
                "globalNumber": verse.global_number,
                "audio_url": quran_selectors.verse_audio_url(verse=verse),
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
        verse = _verse_from(request)
        return Response(
            {
                "image": quran_selectors.verse_image_url(verse=verse),
                "text": verse.text_uthmani,
                "transliteration_text": verse.transliteration_en,
                "transliteration_text_ru": verse.transliteration_ru,
                "english_text": verse.translation_en,
                "russian_text": verse.translation_ru,
            }
        )


class GameVersesInputSerializer(serializers.Serializer):
    """Which verses a game covers: `selectedAyah` verses of chapter `id` ending at `ayahId`, or 1..selectedAyah
    when fewer lead up to it."""

    id = serializers.IntegerField(min_value=1, max_value=canon.CHAPTER_COUNT, help_text="Chapter number.")
    ayahId = serializers.IntegerField(  # noqa: N815 (SPEC §7 field name)
        min_value=1, help_text="The current verse; in the audio game, the verse being asked."
    )
    selectedAyah = serializers.IntegerField(  # noqa: N815 (SPEC §7 field name)
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


def _game_input(request) -> dict:
    serializer = GameVersesInputSerializer(data=request.data)
    serializer.is_valid(raise_exception=True)
    return serializer.validated_data


def _covered_range(game_input: dict) -> VerseRange:
    return verse_range_covered(
        chapter=game_input["id"], verse=game_input["ayahId"], count=game_input["selectedAyah"]
    )


class ShufflingPhraseSerializer(serializers.Serializer):
    id = serializers.IntegerField()
    text = serializers.CharField()


class SentenceTextPartSerializer(serializers.Serializer):
    type = serializers.ChoiceField(choices=["text"])
    content = serializers.CharField(
        help_text="Words and end-of-ayah markers ﴿١٢﴾, space-separated; the first part may open with the end of the "
        "verse before the passage, after an ellipsis (…)."
    )


class SentenceGapPartSerializer(serializers.Serializer):
    type = serializers.ChoiceField(choices=["gap"])
    id = serializers.IntegerField(help_text="1..n in reading order; never equal to a phrase id.")
    currentPhrase = ShufflingPhraseSerializer(  # noqa: N815 (SPEC §3 field name)
        allow_null=True, help_text="Always null from the server; the phrase the learner puts in the gap."
    )


class ShufflingLevelSerializer(serializers.Serializer):
    sentence = PolymorphicProxySerializer(
        component_name="SentencePart",
        serializers={"text": SentenceTextPartSerializer, "gap": SentenceGapPartSerializer},
        resource_type_field_name="type",
        many=True,
    )
    phrases = ShufflingPhraseSerializer(many=True, help_text="One per gap, never already in the solved order.")
    correctSequence = serializers.ListField(  # noqa: N815 (SPEC §3 field name)
        child=serializers.IntegerField(), help_text="Phrase ids in the order of the gaps."
    )


class ShufflingGameApi(APIView):
    @extend_schema_serializer(component_name="ShufflingGame")
    class OutputSerializer(serializers.Serializer):
        levels = ShufflingLevelSerializer(
            many=True,
            help_text=f"One level: a passage of the covered verses, about {shuffling.PASSAGE_WORDS} words or one verse.",
        )

    @extend_schema(request=GameVersesInputSerializer, responses=OutputSerializer)
    def post(self, request):
        covered, neighbours = selectors.game_verses_around(
            verse_range=_covered_range(_game_input(request)), around=shuffling.NEIGHBOURS_AROUND
        )
        game = shuffling.shuffling_game_build(covered=covered, neighbours=neighbours, rng=random.Random())
        return Response(game)


class MemoryCardSerializer(serializers.Serializer):
    id = serializers.IntegerField()
    name = serializers.CharField(help_text="The verse, as chapter:verse; an image card and a text card share it.")
    image = serializers.CharField(allow_null=True, help_text="Image path on an image card, null on a text card.")
    text = serializers.CharField(allow_null=True, help_text="Arabic on a text card, null on an image card.")
    english_text = serializers.CharField(allow_null=True)
    russian_text = serializers.CharField(allow_null=True)
    isFlipped = serializers.BooleanField()  # noqa: N815 (SPEC §3 field name)
    passed = serializers.BooleanField()
    order = serializers.IntegerField(help_text="Shuffled position 1..n; the list comes sorted by it.")


class MemoryGameApi(APIView):
    @extend_schema_serializer(component_name="MemoryGame")
    class OutputSerializer(serializers.Serializer):
        cards = MemoryCardSerializer(many=True, help_text=f"Two per verse, for the latest {memory.MAX_VERSES}.")

    @extend_schema(request=GameVersesInputSerializer, responses=OutputSerializer)
    def post(self, request):
        shown_range = _covered_range(_game_input(request)).latest(memory.MAX_VERSES)
        verses, _ = selectors.game_verses_around(verse_range=shown_range)
        return Response(memory.memory_game_build(verses=verses, rng=random.Random()))


class MatchingTextItemSerializer(serializers.Serializer):
    id = serializers.IntegerField()
    arabic_text = serializers.CharField()
    english_text = serializers.CharField()
    russian_text = serializers.CharField()


class MatchingImageItemSerializer(serializers.Serializer):
    id = serializers.IntegerField()
    src = serializers.CharField(help_text="Image path under the site's origin.")


class MatchingGameApi(APIView):
    @extend_schema_serializer(component_name="MatchingGame")
    class OutputSerializer(serializers.Serializer):
        textItems = MatchingTextItemSerializer(  # noqa: N815 (SPEC §3 field name)
            many=True, help_text=f"The latest {matching.MAX_VERSES} covered verses in reading order."
        )
        imageItems = MatchingImageItemSerializer(many=True, help_text="Shuffled.")  # noqa: N815
        correctPairs = serializers.DictField(  # noqa: N815 (SPEC §3 field name)
            child=serializers.IntegerField(), help_text="Text item id (as a string key) → its image item id."
        )

    @extend_schema(request=GameVersesInputSerializer, responses=OutputSerializer)
    def post(self, request):
        shown_range = _covered_range(_game_input(request)).latest(matching.MAX_VERSES)
        verses, _ = selectors.game_verses_around(verse_range=shown_range)
        return Response(matching.matching_game_build(verses=verses, rng=random.Random()))


class AudioGameApi(APIView):
    @extend_schema_serializer(component_name="AudioQuestion")
    class OutputSerializer(serializers.Serializer):
        audio_url = serializers.CharField(help_text="The asked verse's recitation.")
        options = serializers.ListField(
            child=serializers.CharField(),
            help_text=f"{audio.MIN_OPTIONS} or {audio.MAX_OPTIONS} distinct verse openings, in random order.",
        )
        correct_answer = serializers.CharField(help_text="The asked verse's opening; one of the options.")

    @extend_schema(request=GameVersesInputSerializer, responses=OutputSerializer)
    def post(self, request):
        game_input = _game_input(request)
        covered, neighbours = selectors.game_verses_around(
            verse_range=_covered_range(game_input), around=audio.NEIGHBOURS_AROUND
        )
        asked = next(verse for verse in covered if verse.number == game_input["ayahId"])
        return Response(
            audio.audio_question_build(asked=asked, covered=covered, neighbours=neighbours, rng=random.Random())
        )


# A won game -------------------------------------------------------------------------------------------


@extend_schema_serializer(component_name="XpEvent")
class XpEventOutputSerializer(serializers.Serializer):
    reason = serializers.ChoiceField(choices=XpReason.choices)
    amount = serializers.IntegerField(min_value=0, help_text="0 for a repeat win past the day's limit.")
    quest = serializers.CharField(allow_null=True, help_text="The finished quest's id, on reason quest.")
    chapter = serializers.IntegerField(allow_null=True, source="chapter_id", help_text="On reason chapter.")

    def to_representation(self, instance):
        data = super().to_representation(instance)
        data["quest"] = data["quest"] or None
        return data


class ProgressRecordWinApi(APIView):
    @extend_schema_serializer(component_name="ProgressRecordWinInput")
    class InputSerializer(VerseReferenceInputSerializer):
        game = serializers.ChoiceField(
            choices=Game.choices,
            required=False,
            help_text="The game won. Its first win on the verse adds 25, a repeat adds nothing; "
            "without a game the call adds 25. Progress stops at 100.",
        )
        win_id = UuidTextField(
            required=False,
            help_text="A fresh UUID per finished game. Sending the same win_id again (a retry, a double "
            "click) changes nothing and answers as the first call did, with repeated: true. "
            "Without it every call counts.",
        )

    class OutputSerializer(serializers.Serializer):
        ayah_progress = VerseProgressSerializer()
        xp_gained = serializers.IntegerField(min_value=0, help_text="Sum of xp_events.")
        xp_events = XpEventOutputSerializer(many=True, help_text="What this win earned: the win itself, and a "
                                            "chapter or quest bonus when it finished one.")
        total_xp = serializers.IntegerField(min_value=0, help_text="The learner's xp of all time, after this win.")
        verse_finished = serializers.BooleanField(help_text="This win brought the verse to 100.")
        repeated = serializers.BooleanField(help_text="This win_id was recorded before; nothing was added.")

    @extend_schema(
        operation_id="progress_record_win",
        request=InputSerializer,
        responses={200: OutputSerializer, 400: BAD_INPUT, 401: UNAUTHORISED},
        description="Records a won game on a verse: the verse's new progress and the xp the win earned "
        "(rules: hafiz/xp/rules.py).",
    )
    def post(self, request):
        serializer = self.InputSerializer(data=request.data)
        serializer.is_valid(raise_exception=True)
        data = serializer.validated_data
        verse = quran_selectors.verse_get(chapter_number=data["surah_id"], verse_number=data["ayah_id"])
        if verse is None:
            raise Http404
        win = services.win_record(
            user=request.user, verse=verse, game=data.get("game"), win_id=data.get("win_id")
        )
        answer = {
            "ayah_progress": {"progress": win.progress},
            "xp_gained": win.xp_gained,
            "xp_events": win.xp_events,
            "total_xp": win.total_xp,
            "verse_finished": win.verse_finished,
            "repeated": win.repeated,
        }
        return Response(self.OutputSerializer(answer).data)
