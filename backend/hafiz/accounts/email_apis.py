"""The sign-in link by email's calls (hafiz.accounts.email_links): each answers 404 where the site sends no mail."""

from collections.abc import Callable
from functools import partial

from django.conf import settings
from drf_spectacular.utils import OpenApiResponse, extend_schema, extend_schema_serializer
from rest_framework import serializers, status
from rest_framework.permissions import AllowAny
from rest_framework.response import Response
from rest_framework.views import APIView

from hafiz.accounts import email_links, services
from hafiz.accounts.apis import MESSAGE_ACCOUNT_DISABLED, LoginOutputSerializer
from hafiz.accounts.models import User
from hafiz.accounts.passkeys import MESSAGE_LAST_WAY_IN_WITH_MAIL, LastWayIn, site_origin
from hafiz.common.client_address import client_address
from hafiz.common.errors import error_response
from hafiz.common.schema import api_errors

MESSAGE_EMAIL_OFF = "This site sends no mail: sign in with a passkey instead."
MESSAGE_CONFIRM_SENT = "A link to confirm the address is on its way."
MESSAGE_SIGN_IN_SENT = "If this address belongs to a Hafiz account, a sign-in link is on its way."

_OFF = {404: MESSAGE_EMAIL_OFF}
_LANGUAGE_HELP = "The mail's language."


def _off() -> Response | None:
    if settings.EMAIL_SIGN_IN:
        return None
    return error_response(message=MESSAGE_EMAIL_OFF, status_code=status.HTTP_404_NOT_FOUND)


@extend_schema_serializer(component_name="SignInEmail")
class SignInEmailOutputSerializer(serializers.Serializer):
    email = serializers.EmailField(allow_null=True, help_text="The confirmed sign-in address, or null.")


@extend_schema_serializer(component_name="EmailMessage")
class MessageOutputSerializer(serializers.Serializer):
    message = serializers.CharField()


@extend_schema_serializer(component_name="EmailLinkTokenInput")
class TokenInputSerializer(serializers.Serializer):
    token = serializers.CharField(max_length=100, help_text="The secret after #token= in the mailed link.")


def _link_opened(*, request, open_link: Callable[..., User]) -> User | Response:
    """The learner a mailed link's secret opens (`open_link`: email_links.sign_in, or .confirm with the signed-in
    learner bound), or the error answer saying why there is none."""
    if off := _off():
        return off
    serializer = TokenInputSerializer(data=request.data)
    serializer.is_valid(raise_exception=True)
    try:
        return open_link(**serializer.validated_data)
    except email_links.LinkRefused as error:
        return error_response(message=error.message, status_code=status.HTTP_400_BAD_REQUEST)
    except email_links.EmailTaken as error:
        return error_response(message=error.message, status_code=status.HTTP_409_CONFLICT)


class SignInEmailApi(APIView):
    throttle_scope = "email"
    throttle_scope_methods = ("POST",)

    @extend_schema_serializer(component_name="SignInEmailInput")
    class InputSerializer(serializers.Serializer):
        email = serializers.EmailField(max_length=254)
        language = serializers.ChoiceField(choices=["en", "ru"], help_text=_LANGUAGE_HELP)

    @extend_schema(
        summary="The learner's confirmed sign-in address",
        responses={200: SignInEmailOutputSerializer, **api_errors(_OFF)},
    )
    def get(self, request):
        return _off() or Response({"email": request.user.sign_in_email})

    @extend_schema(
        summary="Mail a link that makes this address the learner's sign-in address once opened",
        request=InputSerializer,
        responses={
            202: MessageOutputSerializer,
            **api_errors({400: "Not an email address.", **_OFF, 429: email_links.MESSAGE_TOO_MANY_LINKS}),
        },
    )
    def post(self, request):
        if off := _off():
            return off
        serializer = self.InputSerializer(data=request.data)
        serializer.is_valid(raise_exception=True)
        try:
            email_links.confirm_send(
                user=request.user,
                origin=site_origin(request=request),
                asked_from=client_address(request),
                **serializer.validated_data,
            )
        except email_links.TooManyLinks as error:
            refused = error_response(message=error.message, status_code=status.HTTP_429_TOO_MANY_REQUESTS)
            refused["Retry-After"] = str(error.retry_after)
            return refused
        return Response({"message": MESSAGE_CONFIRM_SENT}, status=status.HTTP_202_ACCEPTED)

    @extend_schema(
        summary="Stop signing in by email (never the learner's last way in)",
        request=None,
        responses={
            204: OpenApiResponse(description="Removed."),
            **api_errors({**_OFF, 409: MESSAGE_LAST_WAY_IN_WITH_MAIL}),
        },
    )
    def delete(self, request):
        if off := _off():
            return off
        try:
            email_links.remove(user=request.user)
        except LastWayIn as error:
            return error_response(message=error.message, status_code=status.HTTP_409_CONFLICT)
        return Response(status=status.HTTP_204_NO_CONTENT)


class SignInEmailConfirmApi(APIView):
    """Opened from the mailbox, by the learner who asked, signed in: the link's secret alone would let whoever reads a
    mistyped address's mailbox make it the learner's sign-in address."""

    throttle_scope = "sign_in"

    @extend_schema(
        summary="Confirm a sign-in address with the mailed link's secret, signed in as the learner who asked",
        request=TokenInputSerializer,
        responses={
            200: SignInEmailOutputSerializer,
            **api_errors({400: email_links.MESSAGE_LINK_GONE, **_OFF, 409: email_links.MESSAGE_EMAIL_TAKEN}),
        },
    )
    def post(self, request):
        user = _link_opened(request=request, open_link=partial(email_links.confirm, user=request.user))
        if isinstance(user, Response):
            return user
        return Response({"email": user.sign_in_email})


class SignInLinkSendApi(APIView):
    permission_classes = [AllowAny]
    authentication_classes = []
    throttle_scope = "email"

    @extend_schema_serializer(component_name="SignInLinkInput")
    class InputSerializer(serializers.Serializer):
        email = serializers.EmailField(max_length=254)
        language = serializers.ChoiceField(choices=["en", "ru"], help_text=_LANGUAGE_HELP)

    @extend_schema(
        summary="Mail a sign-in link to a confirmed address; the same answer whether or not it is known",
        request=InputSerializer,
        responses={202: MessageOutputSerializer, **api_errors({400: "Not an email address.", **_OFF})},
    )
    def post(self, request):
        if off := _off():
            return off
        serializer = self.InputSerializer(data=request.data)
        serializer.is_valid(raise_exception=True)
        email_links.sign_in_send(
            origin=site_origin(request=request), asked_from=client_address(request), **serializer.validated_data
        )
        return Response({"message": MESSAGE_SIGN_IN_SENT}, status=status.HTTP_202_ACCEPTED)


class SignInLinkApi(APIView):
    permission_classes = [AllowAny]
    authentication_classes = []
    throttle_scope = "sign_in"

    @extend_schema(
        summary="Sign in with a mailed sign-in link's secret",
        request=TokenInputSerializer,
        responses={
            200: LoginOutputSerializer,
            **api_errors({400: email_links.MESSAGE_LINK_GONE, 403: MESSAGE_ACCOUNT_DISABLED, **_OFF}),
        },
    )
    def post(self, request):
        user = _link_opened(request=request, open_link=email_links.sign_in)
        if isinstance(user, Response):
            return user
        if not user.is_active:
            return error_response(message=MESSAGE_ACCOUNT_DISABLED, status_code=status.HTTP_403_FORBIDDEN)
        return Response({"token": services.auth_token_create(user=user)})
