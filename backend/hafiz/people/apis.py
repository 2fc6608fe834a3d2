from collections.abc import Callable

from django.db.models import QuerySet
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

from hafiz.accounts.models import User
from hafiz.accounts.selectors import user_public_name, user_public_photo_url
from hafiz.common.errors import error_response
from hafiz.common.inputs import query_data
from hafiz.common.pagination import StrictLimitOffsetPagination
from hafiz.common.schema import BAD_INPUT, UNAUTHORISED
from hafiz.people import selectors, services


@extend_schema_serializer(component_name="Person")
class PersonOutputSerializer(serializers.Serializer):
    user_id = serializers.IntegerField(source="pk")
    name = serializers.SerializerMethodField()
    photo_url = serializers.SerializerMethodField(help_text="Path under the site's origin, or null.")
    is_following = serializers.BooleanField(help_text="You follow this learner.")

    def get_name(self, user) -> str:
        return user_public_name(user=user)

    def get_photo_url(self, user) -> str | None:
        return user_public_photo_url(user=user)


@extend_schema_serializer(component_name="PersonPage")
class PersonPageOutputSerializer(serializers.Serializer):
    count = serializers.IntegerField()
    next = serializers.URLField(allow_null=True)
    previous = serializers.URLField(allow_null=True)
    results = PersonOutputSerializer(many=True)


class PersonPagination(StrictLimitOffsetPagination):
    default_limit = 20
    max_limit = 100


MESSAGE_SEARCH_TOO_SHORT = f"Type at least {selectors.SEARCH_MIN_LETTERS} letters of a name."
MESSAGE_SEARCH_FIRST_PAGE = "A search answers its first page only: type more of the name instead."


class SearchPagination(PersonPagination):
    """A search answers its first page only, of at most 20: enough to find someone, and no way to walk the whole
    directory a page at a time. `count` still says how many matched, so the app can ask for more of the name."""

    max_limit = 20

    def get_offset(self, request) -> int:
        if super().get_offset(request):
            raise serializers.ValidationError({self.offset_query_param: [MESSAGE_SEARCH_FIRST_PAGE]})
        return 0

    def get_next_link(self) -> None:
        return None


_PAGE_PARAMETERS = PersonPagination().schema_parameters(rows="Rows")


def _person_page(request, view, people, *, paginator: PersonPagination | None = None):
    paginator = paginator or PersonPagination()
    page: list[User] | None = paginator.paginate_queryset(people, request, view=view)
    return paginator.get_paginated_response(PersonOutputSerializer(page, many=True).data)


class UserSearchApi(APIView):
    throttle_scope = "search"

    class InputSerializer(serializers.Serializer):
        search = serializers.CharField(
            max_length=100,
            help_text=f"Words each found in the learner's name (case, accents and harakat ignored); words of fewer "
            f"than {selectors.SEARCH_MIN_LETTERS} letters are left out, and at least one must remain.",
        )

        def validate_search(self, value: str) -> str:
            if not selectors.search_words(search=value):
                raise serializers.ValidationError(MESSAGE_SEARCH_TOO_SHORT)
            return value

    @extend_schema(
        operation_id="user_search",
        # Only `limit`: a search has no further page to ask for.
        parameters=[InputSerializer, SearchPagination().schema_parameters(rows="Rows")[0]],
        responses={200: PersonPageOutputSerializer, 400: BAD_INPUT, 401: UNAUTHORISED},
        description="Find learners to follow by name (never yourself, nor a private or deactivated learner), sorted "
        "by name: the first 20 at most, and how many matched. There is no listing of everyone: a search needs a "
        f"word of at least {selectors.SEARCH_MIN_LETTERS} letters, and answers no further page (offset above 0 is a "
        "400; next is null).",
    )
    def get(self, request):
        serializer = self.InputSerializer(data=query_data(request))
        serializer.is_valid(raise_exception=True)
        people = selectors.user_search(user=request.user, **serializer.validated_data)
        return _person_page(request, self, people, paginator=SearchPagination())


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
            401: UNAUTHORISED,
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
        followee.is_following = True  # type: ignore[attr-defined]  # what the selectors annotate
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
            400: BAD_INPUT,
            401: UNAUTHORISED,
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

    people: Callable[..., QuerySet[User]]

    def get(self, request):
        return _person_page(request, self, self.people(user=request.user))


def _person_list_schema(*, operation_id: str, description: str):
    return extend_schema_view(
        get=extend_schema(
            operation_id=operation_id,
            parameters=_PAGE_PARAMETERS,
            responses={200: PersonPageOutputSerializer, 400: BAD_INPUT, 401: UNAUTHORISED},
            description=description,
        )
    )


@_person_list_schema(operation_id="following_list", description="The learners you follow, latest followed first.")
class FollowingListApi(_PersonListApi):
    people = staticmethod(selectors.following_list)


@_person_list_schema(
    operation_id="follower_list",
    description="The learners following you, latest first; is_following says whether you follow back.",
)
class FollowerListApi(_PersonListApi):
    people = staticmethod(selectors.follower_list)
