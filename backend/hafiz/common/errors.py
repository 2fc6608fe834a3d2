"""One error shape for the whole API: {"message": str, "fields": {field: [messages]}}."""

from django.core.exceptions import PermissionDenied
from django.http import Http404
from rest_framework import exceptions
from rest_framework.response import Response
from rest_framework.views import exception_handler

from hafiz.common.db_faults import (
    DATABASE_UNAVAILABLE_ERRORS,
    database_unavailable_log,
    logged_already,
    service_unavailable_body,
    service_unavailable_headers,
)
from hafiz.common.throttles import RequestLimitThrottle


def _flatten_field_errors(detail, prefix: str = "") -> dict[str, list[str]]:
    fields: dict[str, list[str]] = {}
    if isinstance(detail, dict):
        for key, value in detail.items():
            name = f"{prefix}.{key}" if prefix else str(key)
            fields.update(_flatten_field_errors(value, name))
    elif isinstance(detail, list):
        if all(not isinstance(item, (dict, list)) for item in detail):
            fields[prefix or "non_field_errors"] = [str(item) for item in detail]
        else:
            for index, item in enumerate(detail):
                fields.update(_flatten_field_errors(item, f"{prefix}.{index}" if prefix else str(index)))
    else:
        fields[prefix or "non_field_errors"] = [str(detail)]
    return fields


def api_exception_handler(exc, context):
    if isinstance(exc, DATABASE_UNAVAILABLE_ERRORS):
        database_unavailable_log(exc)
        return logged_already(Response(service_unavailable_body(), status=503, headers=service_unavailable_headers()))
    if isinstance(exc, Http404):
        exc = exceptions.NotFound()
    elif isinstance(exc, PermissionDenied):
        exc = exceptions.PermissionDenied()
    elif isinstance(exc, (exceptions.NotAuthenticated, exceptions.AuthenticationFailed)):
        # DRF checks the token before any limit: a call refused for its token is counted as a call without one (the
        # address's limit alone: it never reached its view's), so a flood of bad tokens meets the address's limit.
        address_limit = RequestLimitThrottle()
        if not address_limit.allow_request(context["request"], view=None):
            exc = exceptions.Throttled(wait=address_limit.wait())

    response = exception_handler(exc, context)
    if response is None:
        return None

    if isinstance(exc, exceptions.ValidationError):
        fields = _flatten_field_errors(exc.detail)
        message = "Invalid input." if fields else str(exc.detail)
        body = {"message": message, "fields": fields}
    elif isinstance(exc, exceptions.Throttled) and "Retry-After" in response:
        # The wait, also in the Retry-After header, which is what the frontend reads (hafiz.common.throttles).
        body = {"message": f"Too many requests: try again in {response['Retry-After']} s.", "fields": {}}
    else:
        detail = exc.detail if isinstance(exc, exceptions.APIException) else str(exc)
        body = {"message": str(detail), "fields": {}}
    response.data = body
    return response


def error_response(*, message: str, status_code: int, fields: dict | None = None) -> Response:
    return Response({"message": message, "fields": fields or {}}, status=status_code)
