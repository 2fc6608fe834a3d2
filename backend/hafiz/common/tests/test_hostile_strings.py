"""Hostile strings in every input of the API: refused with the API's error shape or handled, never a 500.

The operations and their inputs come from the OpenAPI schema, so a call added later is covered without a change
here. This runs on the database under test (PostgreSQL in CI's second run, where a NUL byte that reached a query
would fail), complementing the Schemathesis run (api_fuzz/), which fuzzes on SQLite.
"""

from urllib.parse import quote

import pytest
from drf_spectacular.generators import SchemaGenerator

HOSTILE_STRINGS = {
    "ten-thousand-characters": "A" * 10_000,
    "nul": "Ali\x00Baba",
    "right-to-left-override": "\u202eilA",
    "emoji": "Ali 😀",
    "sql": "Robert'); DROP TABLE accounts_user;--",
    "html": "<script>alert(document.domain)</script>",
    "superscript-digit": "²",
    "huge-number": "9" * 40,
}
PROFILE_UPDATE = "/api/v1/auth/profile/update/"


_SCHEMA = SchemaGenerator().get_schema(request=None, public=True)
_SCHEMA_OPERATIONS = [
    (method.upper(), path, operation)
    for path, operations in _SCHEMA["paths"].items()
    for method, operation in operations.items()
    if method in ("get", "post", "put", "patch", "delete")
]


def _json_body_fields(operation: dict) -> list[str]:
    body = operation.get("requestBody", {}).get("content", {}).get("application/json", {}).get("schema", {})
    if "$ref" in body:
        body = _SCHEMA["components"]["schemas"][body["$ref"].rsplit("/", 1)[1]]
    return list(body.get("properties", {}))


def _fill_path(path: str, names: list[str], **values: str) -> str:
    """The path with each {name} replaced by its value in `values`, or by 1."""
    for name in names:
        path = path.replace(f"{{{name}}}", values.get(name, "1"))
    return path


def _assert_handled(response, what: str) -> None:
    assert response.status_code < 500, f"{what}: {response.status_code} {response.content[:300]!r}"
    if response.status_code >= 400:
        body = response.json()
        assert isinstance(body["message"], str) and isinstance(body["fields"], dict), what


@pytest.mark.django_db
@pytest.mark.parametrize(
    ("method", "path", "operation"), _SCHEMA_OPERATIONS, ids=[f"{m} {p}" for m, p, _ in _SCHEMA_OPERATIONS]
)
def test_no_input_of_the_api_answers_a_hostile_string_with_a_500(api, method, path, operation):
    path_names = [p["name"] for p in operation.get("parameters", []) if p["in"] == "path"]
    query_names = [p["name"] for p in operation.get("parameters", []) if p["in"] == "query"]
    body_names = _json_body_fields(operation)
    call = getattr(api, method.lower())

    plain_path = _fill_path(path, path_names)

    for label, value in HOSTILE_STRINGS.items():
        for name in path_names:
            response = call(_fill_path(path, path_names, **{name: quote(value, safe="")}))
            _assert_handled(response, f"{method} {path} path {name}={label}")
        for name in query_names:
            response = call(f"{plain_path}?{name}={quote(value, safe='')}")
            _assert_handled(response, f"{method} {path} query {name}={label}")
        for name in body_names:
            response = call(plain_path, {name: value}, format="json")
            _assert_handled(response, f"{method} {path} body {name}={label}")


@pytest.mark.django_db
@pytest.mark.parametrize("field", ["first_name", "last_name"])
@pytest.mark.parametrize("value", HOSTILE_STRINGS.values(), ids=HOSTILE_STRINGS.keys())
def test_a_hostile_name_is_refused_and_the_stored_names_stay(api, user, field, value):
    names_before = api.get("/api/v1/auth/profile/info/").json()

    response = api.put(PROFILE_UPDATE, {"first_name": "Maryam", "last_name": "Yusuf", field: value}, format="json")

    assert response.status_code == 400
    assert response["Content-Type"] == "application/json"
    assert list(response.json()["fields"]) == [field]
    assert api.get("/api/v1/auth/profile/info/").json() == names_before
    user.refresh_from_db()
    assert (user.first_name, user.last_name) == (names_before["first_name"], names_before["last_name"])


def test_the_sweep_sees_the_whole_api():
    covered = {path for _, path, _ in _SCHEMA_OPERATIONS}

    assert {"/api/v1/auth/profile/update/", "/api/v1/chapters/{chapter_id}/", "/api/v1/bookmarks/"} <= covered
