from django.utils.cache import patch_cache_control
from drf_spectacular.utils import OpenApiParameter, extend_schema, extend_schema_serializer
from rest_framework import serializers
from rest_framework.permissions import AllowAny
from rest_framework.response import Response
from rest_framework.views import APIView

from hafiz.common.inputs import query_data
from hafiz.common.schema import BAD_INPUT, UNAUTHORISED
from hafiz.plans import selectors as plan_selectors
from hafiz.progress.models import PROGRESS_GAMES
from hafiz.quran import selectors as quran_selectors
from hafiz.quran.serializers import verse_reference_validated
from hafiz.xp import landing_figures, leaderboards, profile_stats, rules, selectors
from hafiz.xp.serializers import QuestParamsSerializer


@extend_schema_serializer(component_name="NextWinPay")
class NextWinPaySerializer(serializers.Serializer):
    xp = serializers.IntegerField(min_value=0)
    pays = serializers.ChoiceField(
        choices=["first_win", "repeat_win", "nothing_today"],
        help_text="first_win: the game's first win on the verse; repeat_win: a replay; nothing_today: the day's "
        "first-win xp or paid replays are spent.",
    )


class ProgressNextXpApi(APIView):
    # One field per game that moves progress, in their order.
    OutputSerializer = type(
        "OutputSerializer",
        (serializers.Serializer,),
        {"__qualname__": "ProgressNextXpApi.OutputSerializer"}
        | {game.value: NextWinPaySerializer() for game in PROGRESS_GAMES},
    )

    @extend_schema(
        operation_id="progress_next_xp",
        parameters=[
            OpenApiParameter("surah_id", int, required=True),
            OpenApiParameter("ayah_id", int, required=True),
        ],
        responses={200: OutputSerializer, 400: BAD_INPUT, 401: UNAUTHORISED},
        description="Per game, what its next win on this verse would pay, for the game tiles: 10 xp for a "
        "first win, 2 for a replay, 0 once the day's first-win xp or paid replays are used up. Chapter and quest "
        "bonuses come on top and are not included; a win faster than a person's pace is paid a little later.",
    )
    def get(self, request):
        reference = verse_reference_validated(request.query_params)
        verse = quran_selectors.verse_get(chapter_number=reference["surah_id"], verse_number=reference["ayah_id"])
        return Response(self.OutputSerializer(selectors.next_win_xp(user=request.user, verse=verse)).data)


# Daily quests ---------------------------------------------------------------------------------------


class QuestTodayListApi(APIView):
    class OutputSerializer(serializers.Serializer):
        id = serializers.CharField(help_text="Stable quest id, e.g. win_5.")
        icon = serializers.CharField(help_text="trophy, bolt, sparkle, star, grid, gamepad, repeat or headphones.")
        title_key = serializers.CharField(
            help_text="i18n key: quests.win_games, quests.earn_xp, quests.first_wins, quests.finish_verses, "
            "quests.win_every_game, quests.win_game, quests.review_due or quests.listen_verses; translate with params."
        )
        params = QuestParamsSerializer()
        progress = serializers.IntegerField(min_value=0, help_text="At most target.")
        target = serializers.IntegerField(
            min_value=1,
            help_text="Fixed for the day, except on quests.review_due: verses reviewed today plus those due now.",
        )
        done = serializers.BooleanField()
        xp = serializers.IntegerField(help_text="The bonus finishing it gives, once.")

    @extend_schema(
        operation_id="quest_today_list",
        responses={200: OutputSerializer(many=True), 401: UNAUTHORISED},
        description="The learner's three daily quests for today (their time zone), with progress. New "
        "quests come at the learner's midnight; finishing one adds its xp bonus once.",
    )
    def get(self, request):
        quests = [
            {
                "id": status.quest.id,
                "icon": status.quest.icon,
                "title_key": status.quest.title_key,
                "params": status.params,
                "progress": status.progress,
                "target": status.target,
                "done": status.done,
                "xp": rules.QUEST_XP,
            }
            for status in selectors.quest_list_today(user=request.user)
        ]
        return Response(self.OutputSerializer(quests, many=True).data)


# Leaderboards -----------------------------------------------------------------------------------------


@extend_schema_serializer(component_name="LeaderboardRow")
class LeaderboardRowOutputSerializer(serializers.Serializer):
    rank = serializers.IntegerField(min_value=1)
    user_id = serializers.IntegerField()
    name = serializers.CharField()
    photo_url = serializers.CharField(allow_null=True, help_text="Path under the site's origin, or null.")
    xp = serializers.IntegerField(min_value=1)


@extend_schema_serializer(component_name="LeaderboardMe")
class LeaderboardMeOutputSerializer(serializers.Serializer):
    rank = serializers.IntegerField(allow_null=True, help_text="null while you have no xp in the period.")
    xp = serializers.IntegerField(min_value=0)


class LeaderboardListApi(APIView):
    class InputSerializer(serializers.Serializer):
        period = serializers.ChoiceField(
            choices=list(leaderboards.LEADERBOARD_PERIODS),
            default="week",
            help_text="week: this Monday 00:00 to Sunday 24:00 UTC; all: all time.",
        )
        scope = serializers.ChoiceField(
            choices=list(leaderboards.LEADERBOARD_SCOPES),
            default="all",
            help_text="all: every learner; following: the people you follow, and you.",
        )
        limit = serializers.IntegerField(min_value=1, max_value=100, default=50)
        offset = serializers.IntegerField(min_value=0, max_value=10_000_000, default=0)

    class OutputSerializer(serializers.Serializer):
        results = LeaderboardRowOutputSerializer(many=True)
        count = serializers.IntegerField(help_text="Learners ranked (with xp above 0 in the period).")
        me = LeaderboardMeOutputSerializer(help_text="Your own place, even outside this page.")

    @extend_schema(
        operation_id="leaderboard_list",
        parameters=[InputSerializer],
        responses={200: OutputSerializer, 400: BAD_INPUT, 401: UNAUTHORISED},
        description="A page of the xp ranking and your own place in it, even outside the page. Ranks follow "
        "xp, then who reached it first, then user id, so no two learners share a rank.",
    )
    def get(self, request):
        serializer = self.InputSerializer(data=query_data(request))
        serializer.is_valid(raise_exception=True)
        board = leaderboards.leaderboard_get(user=request.user, **serializer.validated_data)
        answer = {"results": board.rows, "count": board.count, "me": {"rank": board.my_rank, "xp": board.my_xp}}
        return Response(self.OutputSerializer(answer).data)


# Profile statistics -------------------------------------------------------------------


@extend_schema_serializer(component_name="XpPerDay")
class XpPerDayOutputSerializer(serializers.Serializer):
    date = serializers.DateField(help_text="The learner's calendar day.")
    xp = serializers.IntegerField(min_value=0)


class ProfileStatsApi(APIView):
    class InputSerializer(serializers.Serializer):
        range = serializers.ChoiceField(
            choices=list(profile_stats.STATS_RANGES),
            default="week",
            help_text="xp_per_day covers the last 7 days (week), the last 30 (month) or every day since "
            "joining (all), each ending today.",
        )

    class OutputSerializer(serializers.Serializer):
        date_joined = serializers.DateTimeField()
        day_streak = serializers.IntegerField(
            min_value=0,
            help_text="Consecutive days with a win or a recitation from memory, to today (or to yesterday while today "
            "has none yet).",
        )
        won_today = serializers.BooleanField(help_text="Today already counts towards the streak.")
        weekly_goal = serializers.IntegerField(help_text="xp per week the learner aims for.")
        week_xp = serializers.IntegerField(min_value=0, help_text="xp since Monday 00:00 in the learner's time zone.")
        weekly_goal_percent = serializers.IntegerField(min_value=0, max_value=100)
        total_xp = serializers.IntegerField(min_value=0)
        verses_memorised = serializers.IntegerField(min_value=0, help_text="Verses at 100.")
        quran_share = serializers.FloatField(
            source="quran_percent", help_text="verses_memorised / 6236, as a percentage with two decimals."
        )
        rank_title = serializers.ChoiceField(
            choices=[title for _, title in reversed(rules.RANK_TITLES)],
            help_text="i18n key of the title the share of verses memorised earns (rules.RANK_TITLES).",
        )
        following_count = serializers.IntegerField(min_value=0)
        followers_count = serializers.IntegerField(min_value=0)
        xp_per_day = XpPerDayOutputSerializer(many=True, help_text="Every day of the range, oldest first.")

    @extend_schema(
        operation_id="profile_stats",
        parameters=[InputSerializer],
        responses={200: OutputSerializer, 400: BAD_INPUT, 401: UNAUTHORISED},
        description="The profile's statistics; days are the learner's own (their time zone).",
    )
    def get(self, request):
        serializer = self.InputSerializer(data=query_data(request))
        serializer.is_valid(raise_exception=True)
        # The hifz plan (an app above) says which days are the learner's days off, which keep the streak.
        stats = profile_stats.profile_stats_get(
            user=request.user,
            days=serializer.validated_data["range"],
            is_day_off=plan_selectors.plan_day_off_test(user=request.user),
        )
        return Response(self.OutputSerializer(stats).data)


# The landing's figures --------------------------------------------------------------------------------


class LandingFiguresApi(APIView):
    permission_classes = [AllowAny]
    authentication_classes = []

    class OutputSerializer(serializers.Serializer):
        learners = serializers.IntegerField(min_value=0, help_text="Active accounts that are not guests.")
        verses_practised = serializers.IntegerField(
            min_value=0, help_text="Each learner's verses with any progress, added up."
        )
        weekly_goal_met_percent = serializers.FloatField(
            allow_null=True,
            min_value=0,
            max_value=100,
            help_text="Of the learners who earned xp last week, the share whose xp reached their weekly goal, one "
            "decimal; null when nobody earned xp last week.",
        )
        young_site = serializers.BooleanField(
            help_text=f"Fewer than {landing_figures.LANDING_FIGURES_MIN_LEARNERS} learners: the landing shows a plain "
            "line instead of the figures."
        )

    @extend_schema(
        operation_id="landing_figures",
        responses={200: OutputSerializer},
        description="The public landing's figures, counted from the data at most an hour ago. Public and cacheable "
        "(Cache-Control: public, max-age=3600).",
    )
    def get(self, request):
        response = Response(self.OutputSerializer(landing_figures.landing_figures_cached()).data)
        patch_cache_control(response, public=True, max_age=landing_figures.LANDING_FIGURES_CACHE_SECONDS)
        return response
