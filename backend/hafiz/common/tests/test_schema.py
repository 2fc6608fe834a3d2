"""The OpenAPI schema documents every error a call can answer, in the API's one error shape."""

import pytest
from drf_spectacular.generators import SchemaGenerator

API_ERROR = {"$ref": "#/components/schemas/ApiError"}
_SCHEMA = SchemaGenerator().get_schema(request=None, public=True)
_OPERATIONS = [
    pytest.param(operation, id=f"{method.upper()} {path}")
    for path, operations in _SCHEMA["paths"].items()
    for method, operation in operations.items()
]


@pytest.mark.parametrize("operation", _OPERATIONS)
def test_every_error_the_app_answers_has_the_api_error_body(operation):
    for code, response in operation["responses"].items():
        if code >= "400" and code != "414":
            assert response["content"] == {"application/json": {"schema": API_ERROR}}, code


@pytest.mark.parametrize("operation", _OPERATIONS)
def test_what_drf_answers_on_any_call_is_documented(operation):
    codes = set(operation["responses"])

    if any(requirement for requirement in operation.get("security", [])):
        assert "401" in codes
    if "application/json" in operation.get("requestBody", {}).get("content", {}):
        assert {"400", "415"} <= codes
    if any(parameter["in"] in ("path", "query") for parameter in operation.get("parameters", [])):
        assert "414" in codes and "content" not in operation["responses"]["414"]


def test_every_call_but_the_health_check_documents_its_429_and_retry_after():
    limited = {
        (method.upper(), path): operation["responses"].get("429", {}).get("headers", {}).get("Retry-After", {})
        for path, operations in _SCHEMA["paths"].items()
        for method, operation in operations.items()
    }

    assert [call for call, header in limited.items() if not header] == [("GET", "/api/v1/health/")]
    assert {header["schema"]["type"] for header in limited.values() if header} == {"integer"}
    scoped = _SCHEMA["paths"]["/api/v1/users/"]["get"]["responses"]["429"]["description"]
    assert "'search' in docs/limits.md" in scoped


def test_request_bodies_are_json_except_the_uploads():
    content_types = {
        (path, method): set(operation["requestBody"]["content"])
        for path, operations in _SCHEMA["paths"].items()
        for method, operation in operations.items()
        if "requestBody" in operation
    }

    assert content_types.pop(("/api/v1/auth/profile/update/photo/", "put")) == {"multipart/form-data"}
    assert content_types.pop(("/api/v1/recordings/", "post")) == {"multipart/form-data"}
    assert set().union(*content_types.values()) == {"application/json"}
