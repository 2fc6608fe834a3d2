"""The OpenAPI schema checked in for the frontend's generated types is the one the API serves, so the
frontend cannot drift from the backend."""

from pathlib import Path

from django.core.management import call_command

SCHEMA_FILE = Path(__file__).resolve().parents[4] / "frontend" / "src" / "types" / "openapi.schema.yaml"


def test_the_checked_in_schema_is_what_the_api_serves(tmp_path):
    # The command and settings `make api-types` uses, so the bytes match when nothing has drifted.
    served = tmp_path / "openapi.schema.yaml"
    call_command("spectacular", "--validate", "--file", str(served))

    assert served.read_text() == SCHEMA_FILE.read_text(), (
        "The API's schema changed: run `make api-types` and update the frontend for it."
    )
