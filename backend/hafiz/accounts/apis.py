from django.conf import settings
from django.utils import timezone
from drf_spectacular.utils import OpenApiResponse, extend_schema, extend_schema_serializer
from rest_framework import serializers, status
from rest_framework.parsers import FormParser, MultiPartParser
from rest_framework.permissions import AllowAny
from rest_framework.response import Response
from rest_framework.views import APIView

from hafiz.accounts import selectors, services
from hafiz.accounts.google import GoogleIdentity, GoogleTokenRejected, GoogleUnavailable, google_identity_get
from hafiz.accounts.models import WEEKLY_GOAL_DEFAULT, WEEKLY_GOAL_MAX, WEEKLY_GOAL_MIN
from hafiz.accounts.names import (
    MESSAGE_BLANK,
    MESSAGE_TOO_LONG,
    NAME_MAX_LENGTH,
    person_name_normalize,
    person_name_problem,
)
from hafiz.common.days import time_zone_is_known, utc_offset_minutes
from hafiz.common.errors import error_response
from hafiz.common.images import ImageRejected, image_bytes_limit_message
from hafiz.common.inputs import JsonBooleanField
from hafiz.common.schema import BAD_INPUT, api_errors
from hafiz.common.uploads import upload_declared_too_large

MESSAGE_GOOGLE_OFF = "Google sign-in is not configured."
MESSAGE_DEMO_OFF = "Guest sign-in is turned off."
MESSAGE_ACCOUNT_DISABLED = "This account is disabled."
MESSAGE_NOT_A_GUEST = "This account already signs in with Google."
MESSAGE_GOOGLE_TAKEN = (
    "This Google account already has a Hafiz account; sign in with it instead (the two accounts are not merged)."
)
MESSAGE_PHOTO_UPDATED = "Profile photo updated."


@extend_schema_serializer(component_name="LoginOutput")
class LoginOutputSerializer(serializers.Serializer):
    token = serializers.CharField(help_text="Send as 'Authorization: Token <token>'.")


class PersonNameField(serializers.CharField):
    """A first or last name: trimmed, inner spaces collapsed, checked against hafiz.accounts.names.

    A name sent back unchanged is accepted as stored: the profile page always saves both names, and a name
    the app gave out itself (the guest's "Guest 4821") must not block changing the other one.
    """

    def __init__(self, **kwargs):
        kwargs.setdefault("max_length", NAME_MAX_LENGTH)
        kwargs.setdefault("error_messages", {"blank": MESSAGE_BLANK, "max_length": MESSAGE_TOO_LONG})
        super().__init__(**kwargs)

    def to_internal_value(self, data) -> str:
        value = person_name_normalize(super().to_internal_value(data))
        if value == getattr(self.context.get("user"), self.field_name or "", None):
            return value
        problem = person_name_problem(value)
        if problem:
            raise serializers.ValidationError(problem)
        return value


@extend_schema_serializer(component_name="GoogleAccessTokenInput")
class GoogleAccessTokenInputSerializer(serializers.Serializer):
    access_token = serializers.CharField(max_length=4096, help_text="Google OAuth access token.")


_GOOGLE_ERRORS = {
    400: "Token invalid, issued for another app, expired, or the email is unverified.",
    404: MESSAGE_GOOGLE_OFF,
    502: "Google did not answer in time or answered with an error.",
}


def _google_identity(*, data) -> GoogleIdentity | Response:
    """The person a Google access token vouches for, or the error answer saying why there is none."""
    if not settings.GOOGLE_CLIENT_ID:
        return error_response(message=MESSAGE_GOOGLE_OFF, status_code=status.HTTP_404_NOT_FOUND)
    serializer = GoogleAccessTokenInputSerializer(data=data)
    serializer.is_valid(raise_exception=True)
    try:
        return google_identity_get(access_token=serializer.validated_data["access_token"])
    except GoogleTokenRejected as error:
        return error_response(message=error.message, status_code=status.HTTP_400_BAD_REQUEST)
    except GoogleUnavailable as error:
        return error_response(message=error.message, status_code=status.HTTP_502_BAD_GATEWAY)


class LoginGoogleApi(APIView):
    permission_classes = [AllowAny]
    authentication_classes = []
    throttle_scope = "sign_in"

    @extend_schema(
        summary="Sign in with a Google access token",
        request=GoogleAccessTokenInputSerializer,
        responses={200: LoginOutputSerializer, **api_errors({**_GOOGLE_ERRORS, 403: MESSAGE_ACCOUNT_DISABLED})},
    )
    def post(self, request):
        identity = _google_identity(data=request.data)
        if isinstance(identity, Response):
            return identity
        user = services.user_get_or_create_google(identity=identity)
        if not user.is_active:
            return error_response(message=MESSAGE_ACCOUNT_DISABLED, status_code=status.HTTP_403_FORBIDDEN)
        return Response({"token": services.auth_token_create(user=user)})


class LoginDemoApi(APIView):
    permission_classes = [AllowAny]
    authentication_classes = []
    throttle_scope = "guest"

    @extend_schema(
        summary="Sign in as a new guest (when DEMO_LOGIN is on)",
        request=None,
        responses={
            200: LoginOutputSerializer,
            **api_errors({404: MESSAGE_DEMO_OFF}),
        },
    )
    def post(self, request):
        if not settings.DEMO_LOGIN:
            return error_response(message=MESSAGE_DEMO_OFF, status_code=status.HTTP_404_NOT_FOUND)
        user = services.user_create_guest()
        return Response({"token": services.auth_token_create(user=user)})


class LogoutKnoxApi(APIView):
    @extend_schema(
        summary="Revoke the token this request was made with",
        request=None,
        responses={204: OpenApiResponse(description="Signed out.")},
    )
    def post(self, request):
        services.auth_token_revoke(token=request.auth)
        return Response(status=status.HTTP_204_NO_CONTENT)


class LogoutAllApi(APIView):
    @extend_schema(
        summary="Sign out everywhere: revoke every token of the signed-in learner, this one included",
        request=None,
        responses={204: OpenApiResponse(description="Signed out on every device.")},
    )
    def post(self, request):
        services.auth_tokens_revoke_all(user=request.user)
        return Response(status=status.HTTP_204_NO_CONTENT)


@extend_schema_serializer(component_name="ProfileInfo")
class ProfileInfoOutputSerializer(serializers.Serializer):
    first_name = serializers.CharField()
    last_name = serializers.CharField()
    date_joined = serializers.DateTimeField()
    is_private = serializers.BooleanField(help_text="See PUT /auth/profile/privacy/.")
    is_guest = serializers.BooleanField(
        help_text="A demo account: nothing signs into it again once its token is gone (see POST /auth/link_google/)."
    )


class ProfileInfoApi(APIView):
    @extend_schema(summary="The signed-in user's names", responses={200: ProfileInfoOutputSerializer})
    def get(self, request):
        return Response(ProfileInfoOutputSerializer(request.user).data)


_NAME_RULES = "1–50 letters (any script), spaces, hyphens, apostrophes; trimmed. Unchanged values always pass."


class LinkGoogleApi(APIView):
    """A guest keeps their demo account by signing in with Google: the account becomes theirs for good."""

    throttle_scope = "sign_in"

    @extend_schema(
        summary="Keep the signed-in demo account by tying it to a Google account",
        request=GoogleAccessTokenInputSerializer,
        responses={
            200: ProfileInfoOutputSerializer,
            **api_errors(
                {
                    **_GOOGLE_ERRORS,
                    409: f"{MESSAGE_NOT_A_GUEST} / {MESSAGE_GOOGLE_TAKEN}",
                }
            ),
        },
    )
    def post(self, request):
        # Checked again under a lock by the service; here it spares Google a call.
        if not request.user.is_guest:
            return error_response(message=MESSAGE_NOT_A_GUEST, status_code=status.HTTP_409_CONFLICT)
        identity = _google_identity(data=request.data)
        if isinstance(identity, Response):
            return identity
        try:
            user = services.guest_link_google(user=request.user, identity=identity)
        except services.NotAGuest:
            return error_response(message=MESSAGE_NOT_A_GUEST, status_code=status.HTTP_409_CONFLICT)
        except services.GoogleAccountTaken:
            return error_response(message=MESSAGE_GOOGLE_TAKEN, status_code=status.HTTP_409_CONFLICT)
        return Response(ProfileInfoOutputSerializer(user).data)


class ProfileUpdateApi(APIView):
    @extend_schema_serializer(component_name="ProfileUpdateInput")
    class InputSerializer(serializers.Serializer):
        first_name = PersonNameField(help_text=_NAME_RULES)
        last_name = PersonNameField(help_text=_NAME_RULES)

    @extend_schema(
        summary="Change the signed-in user's names (both at once)",
        request=InputSerializer,
        responses={
            200: ProfileInfoOutputSerializer,
            **api_errors({400: "A name is missing or not allowed; see fields."}),
        },
    )
    def put(self, request):
        serializer = self.InputSerializer(data=request.data, context={"user": request.user})
        serializer.is_valid(raise_exception=True)
        user = services.user_update_name(user=request.user, **serializer.validated_data)
        return Response(ProfileInfoOutputSerializer(user).data)


class ProfilePrivacyUpdateApi(APIView):
    @extend_schema_serializer(component_name="ProfilePrivacy")
    class InputSerializer(serializers.Serializer):
        is_private = JsonBooleanField(
            help_text="true: not found by people search, and shown on leaderboards and follow lists by first name and "
            "the family name's initial, without photo. false (the default): full name and photo."
        )

    @extend_schema(
        summary="Make the signed-in learner's profile private or public",
        request=InputSerializer,
        responses={
            200: InputSerializer,
            **api_errors({400: "is_private missing or not a boolean; see fields."}),
        },
    )
    def put(self, request):
        serializer = self.InputSerializer(data=request.data)
        serializer.is_valid(raise_exception=True)
        user = services.user_update_privacy(user=request.user, **serializer.validated_data)
        return Response(self.InputSerializer(user).data)


class ProfilePhotoInfoApi(APIView):
    @extend_schema_serializer(component_name="ProfilePhotoInfo")
    class OutputSerializer(serializers.Serializer):
        url = serializers.CharField(allow_null=True, help_text="Path under the site's origin, or null.")

    @extend_schema(summary="The signed-in user's photo", responses={200: OutputSerializer})
    def get(self, request):
        return Response({"url": selectors.user_photo_url(user=request.user)})


class ProfilePhotoUpdateApi(APIView):
    parser_classes = [MultiPartParser, FormParser]
    throttle_scope = "photo"

    @extend_schema_serializer(component_name="ProfilePhotoUpdateInput")
    class InputSerializer(serializers.Serializer):
        profile_photo = serializers.FileField(
            help_text="JPEG, PNG, WebP or GIF; at most PHOTO_MAX_BYTES (5 MB) and PHOTO_MAX_PIXELS (16 megapixels)."
        )

    @extend_schema_serializer(component_name="ProfilePhotoUpdate")
    class OutputSerializer(serializers.Serializer):
        url = serializers.CharField(help_text="Path of the stored photo under the site's origin.")
        message = serializers.CharField()

    @extend_schema(
        summary="Replace the signed-in user's photo",
        request={"multipart/form-data": InputSerializer},
        responses={
            200: OutputSerializer,
            **api_errors({400: "Not an acceptable image; see fields.profile_photo."}),
        },
    )
    def put(self, request):
        if upload_declared_too_large(request, max_bytes=settings.PHOTO_MAX_BYTES):
            message = image_bytes_limit_message(max_bytes=settings.PHOTO_MAX_BYTES)
            raise serializers.ValidationError({"profile_photo": [message]})
        serializer = self.InputSerializer(data=request.data)
        serializer.is_valid(raise_exception=True)
        try:
            user = services.user_update_photo(
                user=request.user, uploaded_file=serializer.validated_data["profile_photo"]
            )
        except ImageRejected as error:
            raise serializers.ValidationError({"profile_photo": [error.message]}) from None
        return Response({"url": selectors.user_photo_url(user=user), "message": MESSAGE_PHOTO_UPDATED})


class TimeZoneField(serializers.CharField):
    """An IANA time zone name the server knows, such as "Europe/Moscow" (what the browser's
    Intl.DateTimeFormat().resolvedOptions().timeZone gives)."""

    def __init__(self, **kwargs):
        kwargs.setdefault("max_length", 64)
        super().__init__(**kwargs)

    def to_internal_value(self, data) -> str:
        value = super().to_internal_value(data)
        if not time_zone_is_known(value):
            raise serializers.ValidationError("Not a known IANA time zone name, such as Europe/Moscow.")
        return value


@extend_schema_serializer(component_name="ProfileSettings")
class ProfileSettingsOutputSerializer(serializers.Serializer):
    time_zone = serializers.CharField(help_text="IANA time zone name; the learner's day (streaks, quests) follows it.")
    utc_offset_minutes = serializers.SerializerMethodField(
        help_text="How far `time_zone` is ahead of UTC now, in minutes. A browser whose own offset is the same counts "
        "the same days, so it need not work out its zone's name (costly on a slow phone) to compare."
    )

    def get_utc_offset_minutes(self, user) -> int:
        return utc_offset_minutes(moment=timezone.now(), time_zone=user.time_zone)


class ProfileSettingsApi(APIView):
    @extend_schema(
        summary="The signed-in user's settings",
        responses={200: ProfileSettingsOutputSerializer},
    )
    def get(self, request):
        return Response(ProfileSettingsOutputSerializer(request.user).data)


class ProfileSettingsUpdateApi(APIView):
    @extend_schema_serializer(component_name="ProfileSettingsUpdateInput")
    class InputSerializer(serializers.Serializer):
        time_zone = TimeZoneField(help_text="The browser's IANA time zone; UTC until first sent.")

    @extend_schema(
        summary="Change the signed-in user's settings (the time zone their days are counted in)",
        request=InputSerializer,
        responses={
            200: ProfileSettingsOutputSerializer,
            **api_errors({400: "Unknown time zone; see fields.time_zone."}),
        },
    )
    def put(self, request):
        serializer = self.InputSerializer(data=request.data)
        serializer.is_valid(raise_exception=True)
        user = services.user_update_time_zone(user=request.user, **serializer.validated_data)
        return Response(ProfileSettingsOutputSerializer(user).data)


class ProfileSettingsCollectionApi(ProfileSettingsApi, ProfileSettingsUpdateApi):
    """GET and PUT share /auth/profile/settings/; each operation keeps its own class above."""


class WeeklyGoalUpdateApi(APIView):
    class InputSerializer(serializers.Serializer):
        weekly_goal = serializers.IntegerField(min_value=WEEKLY_GOAL_MIN, max_value=WEEKLY_GOAL_MAX)

    class OutputSerializer(serializers.Serializer):
        weekly_goal = serializers.IntegerField()

    @extend_schema(
        operation_id="weekly_goal_update",
        request=InputSerializer,
        responses={200: OutputSerializer, 400: BAD_INPUT},
        description=f"Set the xp per week you aim for ({WEEKLY_GOAL_MIN}–{WEEKLY_GOAL_MAX}, "
        f"default {WEEKLY_GOAL_DEFAULT}).",
    )
    def put(self, request):
        serializer = self.InputSerializer(data=request.data)
        serializer.is_valid(raise_exception=True)
        user = services.user_update_weekly_goal(user=request.user, **serializer.validated_data)
        return Response(self.OutputSerializer(user).data)
