import random

from django.http import Http404
from drf_spectacular.utils import (
    OpenApiExample,
    OpenApiResponse,
    PolymorphicProxySerializer,
    extend_schema,
    extend_schema_field,
    extend_schema_serializer,
)
from rest_framework import serializers
from rest_framework.response import Response
from rest_framework.views import APIView

from hafiz.common.errors import error_response
from hafiz.common.inputs import UuidTextField
from hafiz.common.schema import BAD_INPUT, UNAUTHORISED, api_errors
from hafiz.games import grading, selectors, services
from hafiz.games.builders import audio, matching, memory, shuffling, which_one
from hafiz.games.builders.coverage import VerseRange, verse_global_number, verse_range_covered
from hafiz.games.serializers import GameAnswerOutputSerializer, GameMoveField
from hafiz.progress.models import Game
from hafiz.progress.serializers import AyahProgressOutputSerializer, VerseProgressSerializer
from hafiz.quran import canon
from hafiz.quran import selectors as quran_selectors
from hafiz.quran.serializers import (
    MarkedWordSerializer,
    VerseReferenceInputSerializer,
    VerseReferenceOutputSerializer,
    verse_reference_validated,
)
from hafiz.review.ratings import REVIEW_RATINGS, rating_name
from hafiz.review.services import GameExpired, GamePlayedBeforeMemorised, VerseNotScheduled
from hafiz.xp import rules as xp_rules
from hafiz.xp.models import XpReason
from hafiz.xp.serializers import QuestParamsSerializer


def _stored_verse_from(request):
    """The verse the body names, from this process's copy of the Qur'an (no query)."""
    reference = verse_reference_validated(request.data)
    return quran_selectors.stored_verse_get(chapter_number=reference["surah_id"], verse_number=reference["ayah_id"])


def _verse_from(request):
    """The verse the body names, as a model, for a write that refers to it."""
    reference = verse_reference_validated(request.data)
    return quran_selectors.verse_get(chapter_number=reference["surah_id"], verse_number=reference["ayah_id"])


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
        verse = _stored_verse_from(request)
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


@extend_schema_serializer(
    examples=[OpenApiExample("Al-Ikhlas, verses 1 to 4", value={"id": 112, "ayahId": 4, "selectedAyah": 4})]
)
class GameVersesInputSerializer(serializers.Serializer):
    """Which verses a game covers: `selectedAyah` verses of chapter `id` ending at `ayahId`, or 1..selectedAyah
    when fewer lead up to it."""

    id = serializers.IntegerField(min_value=1, max_value=canon.CHAPTER_COUNT, help_text="Chapter number.")
    ayahId = serializers.IntegerField(  # noqa: N815 (the field name of docs/product.md §7)
        min_value=1, help_text="The current verse; in the audio game, the verse being asked."
    )
    selectedAyah = serializers.IntegerField(  # noqa: N815 (the field name of docs/product.md §7)
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
    return verse_range_covered(chapter=game_input["id"], verse=game_input["ayahId"], count=game_input["selectedAyah"])


def _game_id_field():
    return serializers.UUIDField(
        help_text="This deal's id: send it with the player's moves to POST /games/results/ to grade the game "
        f"(within {services.DEAL_LIFETIME.total_seconds() / 3600:g} hours)."
    )


def _dealt(request, *, game: Game, game_input: dict, verse_range: VerseRange, dealt: dict) -> Response:
    """The dealt game as its call answers it, with the id of the deal the server keeps (for a win on ayahId)."""
    deal = services.game_deal_record(
        user=request.user,
        game=game,
        verse_global_number=verse_global_number(chapter=game_input["id"], verse=game_input["ayahId"]),
        verse_range=verse_range,
        dealt=dealt,
    )
    return Response({**dealt, "game_id": deal.pk})


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
    currentPhrase = ShufflingPhraseSerializer(  # noqa: N815 (the field name of docs/product.md §3)
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
    correctSequence = serializers.ListField(  # noqa: N815 (the field name of docs/product.md §3)
        child=serializers.IntegerField(), help_text="Phrase ids in the order of the gaps."
    )


class ShufflingGameApi(APIView):
    @extend_schema_serializer(component_name="ShufflingGame")
    class OutputSerializer(serializers.Serializer):
        levels = ShufflingLevelSerializer(
            many=True,
            help_text=f"One level: a passage of the covered verses, about {shuffling.PASSAGE_WORDS} words or one verse.",
        )
        game_id = _game_id_field()

    @extend_schema(request=GameVersesInputSerializer, responses=OutputSerializer)
    def post(self, request):
        game_input = _game_input(request)
        covered_range = _covered_range(game_input)
        covered, neighbours = selectors.game_verses_around(
            verse_range=covered_range, around=shuffling.NEIGHBOURS_AROUND
        )
        game = shuffling.shuffling_game_build(covered=covered, neighbours=neighbours, rng=random.Random())
        return _dealt(request, game=Game.SHUFFLING, game_input=game_input, verse_range=covered_range, dealt=game)


class MemoryCardSerializer(serializers.Serializer):
    id = serializers.IntegerField()
    name = serializers.CharField(help_text="The verse, as chapter:verse; an image card and a text card share it.")
    image = serializers.CharField(allow_null=True, help_text="Image path on an image card, null on a text card.")
    text = serializers.CharField(allow_null=True, help_text="Arabic on a text card, null on an image card.")
    english_text = serializers.CharField(allow_null=True)
    russian_text = serializers.CharField(allow_null=True)
    isFlipped = serializers.BooleanField()  # noqa: N815 (the field name of docs/product.md §3)
    passed = serializers.BooleanField()
    order = serializers.IntegerField(help_text="Shuffled position 1..n; the list comes sorted by it.")


class MemoryGameApi(APIView):
    @extend_schema_serializer(component_name="MemoryGame")
    class OutputSerializer(serializers.Serializer):
        cards = MemoryCardSerializer(many=True, help_text=f"Two per verse, for the latest {memory.MAX_VERSES}.")
        game_id = _game_id_field()

    @extend_schema(request=GameVersesInputSerializer, responses=OutputSerializer)
    def post(self, request):
        game_input = _game_input(request)
        shown_range = _covered_range(game_input).latest(memory.MAX_VERSES)
        verses, _ = selectors.game_verses_around(verse_range=shown_range)
        game = memory.memory_game_build(verses=verses, rng=random.Random())
        return _dealt(request, game=Game.MEMORY, game_input=game_input, verse_range=shown_range, dealt=game)


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
        textItems = MatchingTextItemSerializer(  # noqa: N815 (the field name of docs/product.md §3)
            many=True, help_text=f"The latest {matching.MAX_VERSES} covered verses in reading order."
        )
        imageItems = MatchingImageItemSerializer(many=True, help_text="Shuffled.")  # noqa: N815
        correctPairs = serializers.DictField(  # noqa: N815 (the field name of docs/product.md §3)
            child=serializers.IntegerField(), help_text="Text item id (as a string key) → its image item id."
        )
        game_id = _game_id_field()

    @extend_schema(request=GameVersesInputSerializer, responses=OutputSerializer)
    def post(self, request):
        game_input = _game_input(request)
        shown_range = _covered_range(game_input).latest(matching.MAX_VERSES)
        verses, _ = selectors.game_verses_around(verse_range=shown_range)
        game = matching.matching_game_build(verses=verses, rng=random.Random())
        return _dealt(request, game=Game.MATCHING, game_input=game_input, verse_range=shown_range, dealt=game)


class AudioGameApi(APIView):
    @extend_schema_serializer(component_name="AudioQuestion")
    class OutputSerializer(serializers.Serializer):
        audio_url = serializers.CharField(help_text="The asked verse's recitation.")
        options = serializers.ListField(
            child=serializers.CharField(),
            help_text=f"{audio.MIN_OPTIONS} or {audio.MAX_OPTIONS} distinct verse openings, in random order.",
        )
        correct_answer = serializers.CharField(help_text="The asked verse's opening; one of the options.")
        game_id = _game_id_field()

    @extend_schema(request=GameVersesInputSerializer, responses=OutputSerializer)
    def post(self, request):
        game_input = _game_input(request)
        covered_range = _covered_range(game_input)
        covered, neighbours = selectors.game_verses_around(verse_range=covered_range, around=audio.NEIGHBOURS_AROUND)
        asked = next(verse for verse in covered if verse.number == game_input["ayahId"])
        question = audio.audio_question_build(asked=asked, covered=covered, neighbours=neighbours, rng=random.Random())
        return _dealt(request, game=Game.AUDIO, game_input=game_input, verse_range=covered_range, dealt=question)


# Which one? ------------------------------------------------------------------------------------------


@extend_schema_serializer(component_name="WhichOneOption")
class WhichOneOptionSerializer(VerseReferenceOutputSerializer):
    id = serializers.IntegerField()
    text = serializers.CharField(help_text="The verse's words that fill the blank (Arabic).")


@extend_schema_serializer(component_name="MarkedVerse")
class MarkedVerseSerializer(VerseReferenceOutputSerializer):
    words = MarkedWordSerializer(many=True, help_text="Each word marked shared with the pair's other verse or not.")


class WhichOneQuestionSerializer(serializers.Serializer):
    id = serializers.IntegerField()
    named = VerseReferenceOutputSerializer(help_text="The verse asked for.")
    before = serializers.CharField(
        allow_blank=True,
        help_text="Shared words before the blank (Arabic); empty when the verses differ from their first word.",
    )
    after = serializers.CharField(
        allow_blank=True,
        help_text="Shared words after the blank, when the options are the verses' openings; else empty.",
    )
    options = WhichOneOptionSerializer(many=True, help_text="The named verse's words and its look-alike's, shuffled.")
    right_option = serializers.IntegerField(
        help_text="The named verse's option. The app marks an answer at once; a "
        "win counts only when the moves are graded (POST /games/results/)."
    )
    verses = MarkedVerseSerializer(
        many=True,
        help_text="The named verse, then its look-alike, each word marked "
        "shared or not: shown side by side after a wrong answer.",
    )


class WhichOneGameApi(APIView):
    @extend_schema_serializer(
        examples=[
            OpenApiExample("2:35 and its look-alikes", value={"surah_id": 2, "ayah_id": 35}),
            OpenApiExample(
                "A confused pair, 2:35 and 7:19",
                value={"surah_id": 2, "ayah_id": 35, "with_verse": {"surah_id": 7, "ayah_id": 19}},
            ),
        ]
    )
    class InputSerializer(VerseReferenceInputSerializer):
        with_verse = VerseReferenceInputSerializer(
            required=False, help_text="Drill only this look-alike of the verse (a confused pair)."
        )

    @extend_schema_serializer(component_name="WhichOneGame")
    class OutputSerializer(serializers.Serializer):
        verse = VerseReferenceOutputSerializer(help_text="The verse drilled: a win and a review are recorded on it.")
        questions = WhichOneQuestionSerializer(
            many=True,
            help_text=f"Up to {which_one.MAX_QUESTIONS}, about its closest {which_one.MAX_LOOKALIKES} "
            "look-alikes (a single pair asked both ways).",
        )
        game_id = _game_id_field()

    @extend_schema(
        operation_id="games_which_one_create",
        request=InputSerializer,
        responses={
            200: OutputSerializer,
            400: BAD_INPUT,
            401: UNAUTHORISED,
            **api_errors(
                {
                    404: "The verse has no look-alike the drill can ask about (or `with_verse` is none of "
                    "its look-alikes)."
                }
            ),
        },
        description='"Which one?": deals a drill of the verse against its look-alike verses (GET '
        "/verses/{surah_id}/{ayah_id}/similar/). Each question names one verse of a pair, shows the words both "
        "share and offers each verse's words that continue (or open) them. Graded like the other games (POST "
        "/games/results/ with moves {question, option}): won when every answer is right, paid under the same pace "
        "rules, and a review of a memorised verse (POST /review/). Each wrong answer records the verses as confused: "
        "memorised ones come back for review together (GET /review/today/ confused_pairs), and the profile lists "
        "the pairs confused most (GET /review/confusions/).",
    )
    def post(self, request):
        serializer = self.InputSerializer(data=request.data)
        serializer.is_valid(raise_exception=True)
        reference, other = serializer.validated_data, serializer.validated_data.get("with_verse")
        verse_number = verse_global_number(chapter=reference["surah_id"], verse=reference["ayah_id"])
        pairs = selectors.lookalike_pair_list(
            verse_global_number=verse_number,
            other_global_number=other and verse_global_number(chapter=other["surah_id"], verse=other["ayah_id"]),
        )
        drill = pairs and which_one.which_one_game_build(verse=pairs[0].verse, lookalikes=pairs, rng=random.Random())
        if not drill:  # no look-alike, or none the drill can ask about
            return error_response(message="This verse has no look-alike to tell it apart from.", status_code=404)
        verse_range = VerseRange(chapter=reference["surah_id"], first=reference["ayah_id"], last=reference["ayah_id"])
        deal = services.game_deal_record(
            user=request.user,
            game=Game.WHICH_ONE,
            verse_global_number=verse_number,
            verse_range=verse_range,
            dealt=drill,
        )
        return Response({**drill, "game_id": deal.pk})


# A won game -------------------------------------------------------------------------------------------


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
        quest = xp_rules.QUESTS_BY_ID.get(event.quest)
        return quest.title_key if quest else None

    @extend_schema_field(QuestParamsSerializer(allow_null=True))
    def get_quest_params(self, event) -> dict | None:
        quest = xp_rules.QUESTS_BY_ID.get(event.quest)
        return quest.params if quest else None


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
        progress = services.study_step_record(user=request.user, verse=verse)
        return Response(AyahProgressOutputSerializer({"ayah_progress": {"progress": progress}}).data)


def _win_answer(win: services.RecordedWin) -> dict:
    return {
        "ayah_progress": {"progress": win.progress},
        "xp_gained": win.xp_gained,
        "xp_waiting": win.xp_waiting,
        "xp_released": win.xp_released,
        "xp_events": win.xp_events,
        "total_xp": win.total_xp,
        "verse_finished": win.verse_finished,
        "repeated": win.repeated,
        "unpaid": win.unpaid,
    }


# The 404 of every call that names a deal by its game_id.
DEAL_NOT_FOUND = "No game with this game_id was dealt to you (or it expired and was removed)."


class GameGradeApi(APIView):
    throttle_scope = "grading"

    class InputSerializer(serializers.Serializer):
        game_id = UuidTextField(help_text="The deal's id, from the game's call (POST /games/<game>/).")
        win_id = UuidTextField(
            help_text="A fresh UUID per grading. Sending the same win_id again (a retry) answers the first result "
            "again, with repeated: true, and changes nothing."
        )
        moves = serializers.ListField(
            child=GameMoveField(),
            max_length=grading.MAX_MOVES,
            help_text="What the player did, in order, in the deal's game's shape: shuffling, each drop; memory, "
            "each flip; matching, each submitted set of links; audio, each chosen option. Legal moves that do not "
            "solve the game are a lost game.",
        )

    class OutputSerializer(serializers.Serializer):
        ayah_progress = VerseProgressSerializer()
        xp_gained = serializers.IntegerField(min_value=0, help_text="The xp xp_events paid now (their amounts).")
        xp_waiting = serializers.IntegerField(
            min_value=0, help_text="The xp xp_events earned that waits for the pace budget (their waiting)."
        )
        xp_released = serializers.IntegerField(
            min_value=0,
            help_text="xp that earlier wins earned and that waited, paid now, before this game's (in total_xp).",
        )
        xp_events = XpEventOutputSerializer(
            many=True,
            help_text="What this win earned: the win itself, and a chapter or quest bonus when it finished one.",
        )
        total_xp = serializers.IntegerField(min_value=0, help_text="The learner's xp of all time, after this game.")
        verse_finished = serializers.BooleanField(help_text="This win brought the verse to 100.")
        repeated = serializers.BooleanField(help_text="This win_id was graded before; nothing was added.")
        won = serializers.BooleanField(
            help_text="The moves solved the game. Only a won game moves progress and "
            "earns xp; for a lost one the progress and total_xp are as they stand."
        )
        mistakes = serializers.IntegerField(
            min_value=0,
            help_text="Shuffling drops into a wrong gap, wrong links of the matching submit, wrong audio "
            "options, wrong drill answers; always 0 in memory.",
        )
        turns = serializers.IntegerField(
            min_value=0,
            allow_null=True,
            help_text="Memory: the pairs of cards turned, matched or not; null in the other games.",
        )
        answer = GameAnswerOutputSerializer(help_text="The right answer, for the player to see what was wrong.")
        unpaid = serializers.ChoiceField(
            choices=services.UNPAID_REASONS,
            allow_null=True,
            help_text="Why a won game earned no xp: daily_cap (the day's first-win xp is spent), repeat_limit (the "
            "day's paid repeat wins are spent). null when it earned xp (paid now or waiting), and for a lost game. "
            "Rules: hafiz/xp/rules.py.",
        )

    @extend_schema(
        operation_id="game_grade",
        request=InputSerializer,
        responses={
            200: OutputSerializer,
            400: OpenApiResponse(description='A move that cannot be made: {"fields": {"moves.<index>": [why]}}.'),
            401: UNAUTHORISED,
            **api_errors(
                {
                    404: DEAL_NOT_FOUND,
                    409: "The game was graded before under another win_id, or the win_id belongs to another win.",
                    410: "The game was dealt too long ago; deal a new one.",
                }
            ),
        },
        description="Grades a dealt game from the player's moves, once, by the rules the app plays by "
        "(hafiz/games/grading.py); a won game is recorded as a win, with its xp (rules: hafiz/xp/rules.py). The "
        "only way a game earns xp.",
    )
    def post(self, request):
        serializer = self.InputSerializer(data=request.data)
        serializer.is_valid(raise_exception=True)
        try:
            graded = services.game_grade(user=request.user, **serializer.validated_data)
        except services.DealUnknown:
            raise Http404 from None
        except services.DealGradedAlready:
            return error_response(message="This game was graded already; deal a new one.", status_code=409)
        except services.WinIdUsed:
            return error_response(message="This win_id belongs to another win; send a fresh one.", status_code=409)
        except services.DealExpired:
            return error_response(message="This game was dealt too long ago; deal a new one.", status_code=410)
        except grading.IllegalMove as illegal:
            raise serializers.ValidationError({"moves": {str(illegal.index): [illegal.message]}}) from None
        return Response(
            self.OutputSerializer(
                {
                    "won": graded.won,
                    "mistakes": graded.mistakes,
                    "turns": graded.turns,
                    "answer": graded.answer,
                    **_win_answer(graded.win),
                }
            ).data
        )


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
                description="Bad input, the game is not graded yet, its verse is not memorised "
                "(not at 100), or the game was dealt before it was: "
                '{"message", "fields"}.'
            ),
            401: UNAUTHORISED,
            **api_errors({404: DEAL_NOT_FOUND, 410: "The game was dealt too long ago (3 hours) to be a review."}),
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
            review = services.game_review_record(user=request.user, game_id=serializer.validated_data["game_id"])
        except services.DealUnknown:
            raise Http404 from None
        except services.DealNotGraded:
            return error_response(
                message="This game has no result yet: grade it first (POST /api/v1/games/results/).", status_code=400
            )
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
