from django.http import Http404
from drf_spectacular.utils import (
    OpenApiParameter,
    OpenApiResponse,
    extend_schema,
    extend_schema_serializer,
    extend_schema_view,
)
from rest_framework import serializers, status
from rest_framework.response import Response
from rest_framework.views import APIView

from hafiz.accounts.selectors import user_photo_url
from hafiz.accounts.services import user_update_weekly_goal
from hafiz.common.errors import error_response
from hafiz.common.inputs import UuidTextField, query_data
from hafiz.common.pagination import StrictLimitOffsetPagination
from hafiz.progress import rules, selectors, services
from hafiz.progress.models import PROGRESS_MAX, Game, XpReason
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
        responses={200: OutputSerializer, 400: _BAD_INPUT, 401: _UNAUTHORISED},
        description="Records a won game on a verse: the verse's new progress and the xp the win earned "
        "(rules: hafiz/progress/rules.py).",
    )
    def post(self, request):
        serializer = self.InputSerializer(data=request.data)
        serializer.is_valid(raise_exception=True)
        data = serializer.validated_data
        verse = quran_selectors.verse_get(chapter_number=data["surah_id"], verse_number=data["ayah_id"])
        if verse is None:
            raise Http404
        win = services.progress_record_win(
            user=request.user, verse=verse, game=data.get("game"), win_id=data.get("win_id")
        )
        answer = {
            **_ayah_progress(win.progress),
            "xp_gained": win.xp_gained,
            "xp_events": win.xp_events,
            "total_xp": win.total_xp,
            "verse_finished": win.verse_finished,
            "repeated": win.repeated,
        }
        return Response(self.OutputSerializer(answer).data)


class ProgressNextXpApi(APIView):
    class OutputSerializer(serializers.Serializer):
        shuffling = serializers.IntegerField(min_value=0)
        memory = serializers.IntegerField(min_value=0)
        matching = serializers.IntegerField(min_value=0)
        audio = serializers.IntegerField(min_value=0)

    @extend_schema(
        operation_id="progress_next_xp",
        parameters=[
            OpenApiParameter("surah_id", int, required=True),
            OpenApiParameter("ayah_id", int, required=True),
        ],
        responses={200: OutputSerializer, 400: _BAD_INPUT, 401: _UNAUTHORISED},
        description="Per game, the xp its next win on this verse would give, for the game tiles: 10 for a "
        "first win, 2 for a repeat, 0 once the day's repeat wins are used up. Chapter and quest bonuses "
        "come on top and are not included.",
    )
    def get(self, request):
        reference = _verse_reference(request.query_params)
        verse = quran_selectors.verse_get(chapter_number=reference["surah_id"], verse_number=reference["ayah_id"])
        return Response(self.OutputSerializer(selectors.next_win_xp(user=request.user, verse=verse)).data)


class ProgressCurrentApi(APIView):
    class OutputSerializer(serializers.Serializer):
        surah_id = serializers.IntegerField(source="chapter_number")
        ayah_id = serializers.IntegerField(source="verse_number")
        path_finished = serializers.BooleanField(
            help_text="Every verse is at 100; surah_id/ayah_id are then the path's first verse."
        )

    @extend_schema(
        operation_id="progress_current",
        responses={200: OutputSerializer, 401: _UNAUTHORISED},
        description="The learner's current verse, for the current-level button: the first verse on their "
        "path not yet at 100. Hafidh's path: chapters 114, 113, … 78, then 1, 2, … 77.",
    )
    def get(self, request):
        return Response(self.OutputSerializer(selectors.current_verse_get(user=request.user)).data)


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
                "surah_id", int, description="With ayah_id: only the bookmark on that verse (none or one), "
                "which is how the learn card knows whether its verse is bookmarked."
            ),
            OpenApiParameter("ayah_id", int, description="See surah_id; the two go together."),
            *BookmarkPagination().schema_parameters(rows="Bookmarks"),
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


# Daily quests ---------------------------------------------------------------------------------------


@extend_schema_serializer(component_name="QuestParams")
class QuestParamsSerializer(serializers.Serializer):
    count = serializers.IntegerField(help_text="The quest's target, for the title's plural.")
    game = serializers.ChoiceField(choices=Game.choices, required=False, help_text="On quests.win_game only.")
    times = serializers.IntegerField(
        required=False, help_text="On quests.listen_verses only: how many times each verse is to be heard."
    )


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
            min_value=1, help_text="Fixed for the day, except on quests.review_due: verses reviewed today plus "
            "those due now."
        )
        done = serializers.BooleanField()
        xp = serializers.IntegerField(help_text="The bonus finishing it gives, once.")

    @extend_schema(
        operation_id="quest_today_list",
        responses={200: OutputSerializer(many=True), 401: _UNAUTHORISED},
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
            choices=list(selectors.LEADERBOARD_PERIODS), default="week",
            help_text="week: this Monday 00:00 to Sunday 24:00 UTC; all: all time.",
        )
        scope = serializers.ChoiceField(
            choices=list(selectors.LEADERBOARD_SCOPES), default="all",
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
        responses={200: OutputSerializer, 400: _BAD_INPUT, 401: _UNAUTHORISED},
        description="A page of the xp ranking and your own place in it, even outside the page. Ranks follow "
        "xp, then who reached it first, then user id, so no two learners share a rank.",
    )
    def get(self, request):
        serializer = self.InputSerializer(data=query_data(request))
        serializer.is_valid(raise_exception=True)
        board = selectors.leaderboard_get(user=request.user, **serializer.validated_data)
        answer = {"results": board.rows, "count": board.count, "me": {"rank": board.my_rank, "xp": board.my_xp}}
        return Response(self.OutputSerializer(answer).data)


# People and follows -----------------------------------------------------------------------------------


@extend_schema_serializer(component_name="Person")
class PersonOutputSerializer(serializers.Serializer):
    user_id = serializers.IntegerField(source="pk")
    name = serializers.SerializerMethodField()
    photo_url = serializers.SerializerMethodField(help_text="Path under the site's origin, or null.")
    is_following = serializers.BooleanField(help_text="You follow this learner.")

    def get_name(self, user) -> str:
        return selectors.user_display_name(user=user)

    def get_photo_url(self, user) -> str | None:
        return user_photo_url(user=user)


@extend_schema_serializer(component_name="PersonPage")
class PersonPageOutputSerializer(serializers.Serializer):
    count = serializers.IntegerField()
    next = serializers.URLField(allow_null=True)
    previous = serializers.URLField(allow_null=True)
    results = PersonOutputSerializer(many=True)


class PersonPagination(StrictLimitOffsetPagination):
    default_limit = 20
    max_limit = 100


_PAGE_PARAMETERS = PersonPagination().schema_parameters(rows="Rows")


def _person_page(request, view, people):
    paginator = PersonPagination()
    page = paginator.paginate_queryset(people, request, view=view)
    return paginator.get_paginated_response(PersonOutputSerializer(page, many=True).data)


class UserSearchApi(APIView):
    class InputSerializer(serializers.Serializer):
        search = serializers.CharField(max_length=100, required=False, allow_blank=True, default="",
                                       help_text="Words each found in the first or last name; empty lists everyone.")

    @extend_schema(
        operation_id="user_search",
        parameters=[InputSerializer, *_PAGE_PARAMETERS],
        responses={200: PersonPageOutputSerializer, 400: _BAD_INPUT, 401: _UNAUTHORISED},
        description="Find learners to follow by name (never yourself), sorted by name, a page at a time.",
    )
    def get(self, request):
        serializer = self.InputSerializer(data=query_data(request))
        serializer.is_valid(raise_exception=True)
        return _person_page(request, self, selectors.user_search(user=request.user, **serializer.validated_data))


_USER_ID_PARAMETER = OpenApiParameter("user_id", int, OpenApiParameter.PATH)
MESSAGE_NO_SUCH_USER = "There is no such learner."
MESSAGE_NOT_FOLLOWING = "You are not following this learner."
MESSAGE_FOLLOW_SELF = "You cannot follow yourself."


def _user_id(raw: str) -> int:
    field = serializers.IntegerField(min_value=1, max_value=2**63 - 1)
    try:
        return field.run_validation(raw)
    except serializers.ValidationError as error:
        raise serializers.ValidationError({"user_id": error.detail}) from None


class FollowAddApi(APIView):
    @extend_schema(
        operation_id="follow_add",
        parameters=[_USER_ID_PARAMETER],
        request=None,
        responses={
            201: OpenApiResponse(PersonOutputSerializer, description="Following now."),
            200: OpenApiResponse(PersonOutputSerializer, description="Already following; nothing changed."),
            400: OpenApiResponse(description="Not a user id, or your own."),
            401: _UNAUTHORISED,
            404: OpenApiResponse(description=MESSAGE_NO_SUCH_USER),
        },
    )
    def post(self, request, user_id: str):
        followee_id = _user_id(user_id)
        if followee_id == request.user.pk:
            raise serializers.ValidationError({"user_id": [MESSAGE_FOLLOW_SELF]})
        followee = selectors.user_get(user_id=followee_id)
        if followee is None:
            return error_response(message=MESSAGE_NO_SUCH_USER, status_code=status.HTTP_404_NOT_FOUND)
        created = services.follow_add(follower=request.user, followee=followee)
        followee.is_following = True
        return Response(
            PersonOutputSerializer(followee).data, status=status.HTTP_201_CREATED if created else status.HTTP_200_OK
        )


class FollowRemoveApi(APIView):
    @extend_schema(
        operation_id="follow_remove",
        parameters=[_USER_ID_PARAMETER],
        request=None,
        responses={
            204: None,
            400: _BAD_INPUT,
            401: _UNAUTHORISED,
            404: OpenApiResponse(description=MESSAGE_NOT_FOLLOWING),
        },
    )
    def delete(self, request, user_id: str):
        if not services.follow_remove(follower=request.user, followee_id=_user_id(user_id)):
            return error_response(message=MESSAGE_NOT_FOLLOWING, status_code=status.HTTP_404_NOT_FOUND)
        return Response(status=status.HTTP_204_NO_CONTENT)


class FollowApi(FollowAddApi, FollowRemoveApi):
    """POST and DELETE share /users/{user_id}/follow/; each operation keeps its own class above."""


class _PersonListApi(APIView):
    """A page of the learners `people(user=…)` selects for the signed-in learner. Each subclass is its own operation:
    it names the selector and documents itself with `_person_list_schema`."""

    people = None

    def get(self, request):
        return _person_page(request, self, self.people(user=request.user))


def _person_list_schema(*, operation_id: str, description: str):
    return extend_schema_view(get=extend_schema(
        operation_id=operation_id,
        parameters=_PAGE_PARAMETERS,
        responses={200: PersonPageOutputSerializer, 400: _BAD_INPUT, 401: _UNAUTHORISED},
        description=description,
    ))


@_person_list_schema(operation_id="following_list", description="The learners you follow, latest followed first.")
class FollowingListApi(_PersonListApi):
    people = staticmethod(selectors.following_list)


@_person_list_schema(
    operation_id="follower_list",
    description="The learners following you, latest first; is_following says whether you follow back.",
)
class FollowerListApi(_PersonListApi):
    people = staticmethod(selectors.follower_list)


# Profile statistics and weekly goal -------------------------------------------------------------------


@extend_schema_serializer(component_name="XpPerDay")
class XpPerDayOutputSerializer(serializers.Serializer):
    date = serializers.DateField(help_text="The learner's calendar day.")
    xp = serializers.IntegerField(min_value=0)


class ProfileStatsApi(APIView):
    class InputSerializer(serializers.Serializer):
        range = serializers.ChoiceField(
            choices=list(selectors.STATS_RANGES), default="week",
            help_text="xp_per_day covers the last 7 days (week), the last 30 (month) or every day since "
            "joining (all), each ending today.",
        )

    class OutputSerializer(serializers.Serializer):
        date_joined = serializers.DateTimeField()
        day_streak = serializers.IntegerField(min_value=0, help_text="Consecutive days with a win, to today "
                                              "(or to yesterday while today has none yet).")
        won_today = serializers.BooleanField(help_text="Today already counts towards the streak.")
        weekly_goal = serializers.IntegerField(help_text="xp per week the learner aims for.")
        week_xp = serializers.IntegerField(min_value=0, help_text="xp since Monday 00:00 in the learner's time zone.")
        weekly_goal_percent = serializers.IntegerField(min_value=0, max_value=100)
        total_xp = serializers.IntegerField(min_value=0)
        verses_memorised = serializers.IntegerField(min_value=0, help_text="Verses at 100.")
        quran_share = serializers.FloatField(source="quran_percent", help_text="verses_memorised / 6236, "
                                             "as a percentage with two decimals.")
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
        responses={200: OutputSerializer, 400: _BAD_INPUT, 401: _UNAUTHORISED},
        description="The profile's statistics; days are the learner's own (their time zone).",
    )
    def get(self, request):
        serializer = self.InputSerializer(data=query_data(request))
        serializer.is_valid(raise_exception=True)
        stats = selectors.profile_stats_get(user=request.user, days=serializer.validated_data["range"])
        return Response(self.OutputSerializer(stats).data)


class WeeklyGoalUpdateApi(APIView):
    class InputSerializer(serializers.Serializer):
        weekly_goal = serializers.IntegerField(min_value=rules.WEEKLY_GOAL_MIN, max_value=rules.WEEKLY_GOAL_MAX)

    class OutputSerializer(serializers.Serializer):
        weekly_goal = serializers.IntegerField()

    @extend_schema(
        operation_id="weekly_goal_update",
        request=InputSerializer,
        responses={200: OutputSerializer, 400: _BAD_INPUT, 401: _UNAUTHORISED},
        description=f"Set the xp per week you aim for ({rules.WEEKLY_GOAL_MIN}–{rules.WEEKLY_GOAL_MAX}, "
        f"default {rules.WEEKLY_GOAL_DEFAULT}).",
    )
    def put(self, request):
        serializer = self.InputSerializer(data=request.data)
        serializer.is_valid(raise_exception=True)
        user = user_update_weekly_goal(user=request.user, **serializer.validated_data)
        return Response(self.OutputSerializer(user).data)
