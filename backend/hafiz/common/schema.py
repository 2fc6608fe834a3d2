from drf_spectacular.openapi import AutoSchema
from drf_spectacular.utils import OpenApiResponse, extend_schema_serializer
from rest_framework import serializers


@extend_schema_serializer(component_name="ApiError")
class ApiErrorSerializer(serializers.Serializer):
    """The one error shape of the API (hafiz.common.errors)."""

    message = serializers.CharField()
    # A field named like Serializer.fields, which DRF allows: its metaclass takes declared fields off the class, but
    # the type checker sees the name taken.
    fields = serializers.DictField(  # type: ignore[assignment]
        child=serializers.ListField(child=serializers.CharField())
    )


# The errors most operations document, with the ApiError body (HafizAutoSchema gives it to every error response).
BAD_INPUT = OpenApiResponse(description='Bad input: {"message", "fields": {field: [messages]}}.')
UNAUTHORISED = OpenApiResponse(description="No valid token: sign in again.")


def api_errors(described: dict[int, str]) -> dict[int, OpenApiResponse]:
    """`responses` entries for errors a view answers itself: {404: "Why."} → an ApiError 404."""
    return {code: OpenApiResponse(ApiErrorSerializer, description=text) for code, text in described.items()}


# Answered by the web server (gunicorn, nginx) before a request reaches the app, so without the ApiError body.
WEB_SERVER_ERRORS = {
    "414": "The URL is longer than the web server accepts (a path or query value far over its limit); "
    "answered by the web server, without the ApiError body.",
}


RETRY_AFTER_HEADER = {
    "description": "Seconds to wait before the call is answered again.",
    "schema": {"type": "integer", "minimum": 1},
    "required": True,
}


class HafizAutoSchema(AutoSchema):
    """Names nested serializers after their view (`ChapterListApi.OutputSerializer` → `ChapterListOutput`,
    `PlayerVerseListApi.OutputSerializer.VerseSerializer` → `PlayerVerseListOutputVerse`), so every view can call its
    own serializers Input/Output without the schema's components colliding.

    Also documents the errors DRF answers on any view's behalf (a malformed body, a missing or revoked token,
    a throttle) and the web server's answer to an over-long URL, and gives every error response of the app the
    ApiError body that hafiz.common.errors guarantees, so an operation cannot forget them and a schema-checking
    client never meets an undocumented answer.
    """

    def get_serializer_name(self, serializer, direction):
        qualname = type(serializer).__qualname__
        if "." in qualname:
            return "".join(part.removesuffix("Api").removesuffix("Serializer") for part in qualname.split("."))
        return super().get_serializer_name(serializer, direction)

    def _get_response_bodies(self, direction="response"):
        responses = super()._get_response_bodies(direction)
        for code, description in self._framework_errors().items():
            responses.setdefault(str(code), {"description": description})
        for code, response in responses.items():
            if code >= "400" and "content" not in response and code not in WEB_SERVER_ERRORS:
                error = OpenApiResponse(ApiErrorSerializer, description=response.get("description", ""))
                responses[code] = self._get_response_for_code(error, code, direction=direction)
        if "429" in responses:
            responses["429"]["headers"] = {"Retry-After": RETRY_AFTER_HEADER}
        if any(parameter["in"] in ("path", "query") for parameter in self._get_parameters()):
            responses.setdefault("414", {"description": WEB_SERVER_ERRORS["414"]})
        return dict(sorted(responses.items()))

    def _framework_errors(self) -> dict[int, str]:
        errors = {}
        if self.method in ("POST", "PUT", "PATCH") and self.get_request_serializer() is not None:
            errors[400] = "The body is malformed or a field is not valid; see fields."
            errors[415] = "The body is not in one of the content types listed for this call."
        if self.view.get_authenticators():
            errors[401] = "No valid token: sign in again."
        if self.view.get_throttles():
            scope = getattr(self.view, "throttle_scope", None)
            errors[429] = "Too many requests; Retry-After says when to try again. " + (
                f"This call also has a limit of its own ('{scope}' in docs/limits.md)."
                if scope
                else "The limits are in docs/limits.md."
            )
        return errors
