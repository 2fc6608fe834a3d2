"""Passkeys' calls: each ceremony is an `…/options/` call, whose answer the browser hands to navigator.credentials, then
a call with what the authenticator made (hafiz.accounts.passkeys)."""

from django.http import Http404
from drf_spectacular.utils import OpenApiResponse, extend_schema, extend_schema_serializer
from rest_framework import serializers, status
from rest_framework.permissions import AllowAny
from rest_framework.response import Response
from rest_framework.views import APIView

from hafiz.accounts import passkeys, services
from hafiz.accounts.apis import (
    MESSAGE_ACCOUNT_DISABLED,
    LoginOutputSerializer,
    PersonNameField,
    ProfileInfoOutputSerializer,
)
from hafiz.accounts.models import Passkey
from hafiz.accounts.selectors import passkeys_of
from hafiz.common.errors import error_response
from hafiz.common.schema import api_errors

_REFUSED = (
    "The answer could not be read, its challenge expired or was used, it came from another site or relying party, "
    "the passkey is unknown, registered already, or its sign counter went back."
)


@extend_schema_serializer(component_name="PasskeyOptions")
class OptionsOutputSerializer(serializers.Serializer):
    options = serializers.DictField(
        help_text="WebAuthn's options as JSON (base64url for bytes), for @simplewebauthn/browser's optionsJSON."
    )


@extend_schema_serializer(component_name="PasskeyCredentialInput")
class CredentialInputSerializer(serializers.Serializer):
    credential = serializers.DictField(
        help_text="What navigator.credentials made or signed, as JSON (@simplewebauthn/browser's answer)."
    )


@extend_schema_serializer(component_name="PasskeyItem")
class PasskeyOutputSerializer(serializers.Serializer):
    id = serializers.IntegerField()
    name = serializers.CharField(help_text="Empty until the learner names it.")
    created_at = serializers.DateTimeField()
    last_used_at = serializers.DateTimeField(allow_null=True)


class PasskeyCreateAccountOptionsApi(APIView):
    permission_classes = [AllowAny]
    authentication_classes = []
    throttle_scope = "passkey"

    @extend_schema_serializer(component_name="PasskeyCreateAccountOptionsInput")
    class InputSerializer(serializers.Serializer):
        first_name = PersonNameField(help_text="1–50 letters (any script), spaces, hyphens, apostrophes.")

    @extend_schema(
        summary="Start creating an account with a passkey",
        request=InputSerializer,
        responses={200: OptionsOutputSerializer, 400: OpenApiResponse(description="No acceptable first name.")},
    )
    def post(self, request):
        serializer = self.InputSerializer(data=request.data)
        serializer.is_valid(raise_exception=True)
        return Response({"options": passkeys.create_account_options(**serializer.validated_data)})


class PasskeyCreateAccountApi(APIView):
    permission_classes = [AllowAny]
    authentication_classes = []
    throttle_scope = "passkey"

    @extend_schema(
        summary="Create the account with the passkey the browser made; signs it in",
        request=CredentialInputSerializer,
        responses={200: LoginOutputSerializer, **api_errors({400: _REFUSED})},
    )
    def post(self, request):
        serializer = CredentialInputSerializer(data=request.data)
        serializer.is_valid(raise_exception=True)
        try:
            user = passkeys.create_account(credential=serializer.validated_data["credential"])
        except passkeys.PasskeyRefused as error:
            return error_response(message=error.message, status_code=status.HTTP_400_BAD_REQUEST)
        return Response({"token": services.auth_token_create(user=user)})


class PasskeySignInOptionsApi(APIView):
    permission_classes = [AllowAny]
    authentication_classes = []
    throttle_scope = "passkey"

    @extend_schema(summary="Start signing in with a passkey", request=None, responses={200: OptionsOutputSerializer})
    def post(self, request):
        return Response({"options": passkeys.sign_in_options()})


class PasskeySignInApi(APIView):
    permission_classes = [AllowAny]
    authentication_classes = []
    throttle_scope = "passkey"

    @extend_schema(
        summary="Sign in with what the passkey signed",
        request=CredentialInputSerializer,
        responses={200: LoginOutputSerializer, **api_errors({400: _REFUSED, 403: MESSAGE_ACCOUNT_DISABLED})},
    )
    def post(self, request):
        serializer = CredentialInputSerializer(data=request.data)
        serializer.is_valid(raise_exception=True)
        try:
            user = passkeys.sign_in(credential=serializer.validated_data["credential"])
        except passkeys.PasskeyRefused as error:
            return error_response(message=error.message, status_code=status.HTTP_400_BAD_REQUEST)
        if not user.is_active:
            return error_response(message=MESSAGE_ACCOUNT_DISABLED, status_code=status.HTTP_403_FORBIDDEN)
        return Response({"token": services.auth_token_create(user=user)})


class PasskeyAddOptionsApi(APIView):
    throttle_scope = "passkey"

    @extend_schema(
        summary="Start adding a passkey to the signed-in learner",
        request=None,
        responses={200: OptionsOutputSerializer},
    )
    def post(self, request):
        return Response({"options": passkeys.add_options(user=request.user)})


class PasskeyAddApi(APIView):
    throttle_scope = "passkey"

    @extend_schema(
        summary="Add the passkey the browser made; a guest's account is theirs for good from now on",
        request=CredentialInputSerializer,
        responses={201: ProfileInfoOutputSerializer, **api_errors({400: _REFUSED})},
    )
    def post(self, request):
        serializer = CredentialInputSerializer(data=request.data)
        serializer.is_valid(raise_exception=True)
        try:
            passkey = passkeys.add(user=request.user, credential=serializer.validated_data["credential"])
        except passkeys.PasskeyRefused as error:
            return error_response(message=error.message, status_code=status.HTTP_400_BAD_REQUEST)
        return Response(ProfileInfoOutputSerializer(passkey.user).data, status=status.HTTP_201_CREATED)


class PasskeyListApi(APIView):
    @extend_schema_serializer(component_name="PasskeyList")
    class OutputSerializer(serializers.Serializer):
        passkeys = PasskeyOutputSerializer(many=True)

    @extend_schema(
        summary="The signed-in learner's passkeys, oldest first",
        responses={200: OutputSerializer},
    )
    def get(self, request):
        return Response({"passkeys": PasskeyOutputSerializer(passkeys_of(user=request.user), many=True).data})


class PasskeyDetailApi(APIView):
    @extend_schema_serializer(component_name="PasskeyRenameInput")
    class InputSerializer(serializers.Serializer):
        name = serializers.CharField(max_length=passkeys.PASSKEY_NAME_MAX_LENGTH, allow_blank=True)

    @extend_schema(
        summary="Name one of the learner's passkeys",
        request=InputSerializer,
        responses={
            200: PasskeyOutputSerializer,
            **api_errors({400: "Name too long.", 404: "Not one of the learner's passkeys."}),
        },
    )
    def patch(self, request, passkey_id: int):
        serializer = self.InputSerializer(data=request.data)
        serializer.is_valid(raise_exception=True)
        try:
            passkey = passkeys.rename(
                user=request.user, passkey_id=passkey_id, name=serializer.validated_data["name"].strip()
            )
        except Passkey.DoesNotExist:
            raise Http404 from None
        return Response(PasskeyOutputSerializer(passkey).data)

    @extend_schema(
        summary="Remove one of the learner's passkeys (never their last way to sign in)",
        request=None,
        responses={
            204: OpenApiResponse(description="Removed."),
            **api_errors(
                {
                    404: "Not one of the learner's passkeys.",
                    409: f"{passkeys.MESSAGE_LAST_WAY_IN} / {passkeys.MESSAGE_LAST_WAY_IN_WITH_MAIL}",
                }
            ),
        },
    )
    def delete(self, request, passkey_id: int):
        try:
            passkeys.remove(user=request.user, passkey_id=passkey_id)
        except Passkey.DoesNotExist:
            raise Http404 from None
        except passkeys.LastWayIn as error:
            return error_response(message=error.message, status_code=status.HTTP_409_CONFLICT)
        return Response(status=status.HTTP_204_NO_CONTENT)
