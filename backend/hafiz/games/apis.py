"""The games' calls: each game's deal (POST /games/<game>/, one view per game made from its module by
game_deal_api) and the grading of a deal (POST /games/results/). Everything that differs between games is in their
modules (hafiz.games.kinds), listed in hafiz.games.registry."""

import copy

from django.http import Http404
from drf_spectacular.utils import OpenApiResponse, PolymorphicProxySerializer, extend_schema, extend_schema_field
from rest_framework import serializers
from rest_framework.response import Response
from rest_framework.views import APIView

from hafiz.common.errors import error_response
from hafiz.common.inputs import UuidTextField
from hafiz.common.schema import UNAUTHORISED, api_errors
from hafiz.games import grading, registry, services
from hafiz.games.kinds.base import GameKind, IllegalMove
from hafiz.progress.serializers import VerseProgressSerializer
from hafiz.xp.serializers import XpEventOutputSerializer


# Deals its game (`kind`) from the call's body and keeps the deal; the answer is the dealt game with the deal's id
# (game_id), which the grading call takes. (A comment, not a docstring: the schema would take a docstring for the
# description of every deal call.)
class GameDealApi(APIView):
    kind: GameKind

    def post(self, request):
        # The request is in the context for a game dealt by who plays it (gaps: by the learner's wins).
        serializer = self.kind.input_serializer(data=request.data, context={"request": request})
        serializer.is_valid(raise_exception=True)
        deal = self.kind.deal(serializer.validated_data)
        if deal is None:
            return error_response(message=self.kind.no_deal_message, status_code=404)
        kept = services.game_deal_record(
            user=request.user,
            game=self.kind.name,
            verse_global_number=deal.verse_global_number,
            verse_range=deal.verse_range,
            dealt=deal.dealt,
        )
        return Response({**deal.dealt, "game_id": kept.pk})


def game_deal_api(kind: GameKind) -> type[GameDealApi]:
    """The deal view of one game, documented by its module (`deal_schema`)."""

    @extend_schema(request=kind.input_serializer, **kind.deal_schema)
    def post(self, request):
        return GameDealApi.post(self, request)

    name = "".join(word.title() for word in kind.name.split("_"))
    return type(f"{name}GameApi", (GameDealApi,), {"kind": kind, "post": post})


# A grading ---------------------------------------------------------------------------------------------


@extend_schema_field(
    PolymorphicProxySerializer(
        component_name="GameMove",
        serializers=[kind.move_serializer for kind in registry.GAMES.values()],
        resource_type_field_name=None,
    )
)
class GameMoveField(serializers.DictField):
    """One move, in the shape of its deal's game."""


# Made from the registry: one optional field per game, named by the game (its answer_field). The docstring is the
# component's description in the schema.
GameAnswerOutputSerializer = type(
    "GameAnswerOutputSerializer",
    (serializers.Serializer,),
    {
        "__doc__": "The right answer of a graded game (hafiz.games.grading.right_answer), in its moves' terms; one "
        "field, its\ngame's.",
        # Copied here, in the registry's order: a serializer orders its fields by when they were made (a copy is made
        # anew), and the modules were imported in another order.
        **{name: copy.deepcopy(field) for kind in registry.GAMES.values() for name, field in kind.answer_field.items()},
    },
)


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
            help_text=registry.MOVES_HELP,
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
            help_text=registry.MISTAKES_HELP,
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
                    404: services.DEAL_NOT_FOUND,
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
        except IllegalMove as illegal:
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
