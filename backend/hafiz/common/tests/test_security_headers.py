"""The security headers of each kind of answer: the React app, the API, the API docs, and media."""

import os
import re
import subprocess
import sys
from pathlib import Path

import pytest
from django.test import override_settings

from hafiz.accounts.tests.image_files import image_bytes, png_with_transparency, two_tone
from hafiz.accounts.tests.photo_api import put_photo

BACKEND_DIR = Path(__file__).resolve().parents[3]
GOOGLE_SCRIPT = "https://accounts.google.com/gsi/client"


def _csp(response) -> dict[str, list[str]]:
    directives = [part.split() for part in response["Content-Security-Policy"].split(";") if part.strip()]
    return {name: sources for name, *sources in directives}


def _assert_common_headers(response):
    assert response["X-Content-Type-Options"] == "nosniff"
    assert response["Referrer-Policy"] == "strict-origin-when-cross-origin"
    assert response["X-Frame-Options"] == "DENY"
    # The app's own pages record a learner's recitation; nothing embedded may.
    assert "microphone=(self)" in response["Permissions-Policy"]
    assert "Access-Control-Allow-Origin" not in response
    assert "Strict-Transport-Security" not in response


@pytest.fixture
def built_frontend(tmp_path):
    (tmp_path / "index.html").write_text("<!doctype html><div id='root'></div>")
    with override_settings(FRONTEND_DIST_DIR=tmp_path):
        yield tmp_path


@pytest.mark.parametrize("path", ["/", "/levels"])
def test_app_page_allows_its_own_origin_the_recitations_and_nothing_else(client, built_frontend, settings, path):
    settings.AUDIO_BASE_URL = "https://cdn.islamic.network/quran/audio/128/ar.alafasy/"
    settings.GOOGLE_CLIENT_ID = ""

    response = client.get(path)

    assert response.status_code == 200
    _assert_common_headers(response)
    csp = _csp(response)
    assert csp["default-src"] == ["'self'"]
    assert csp["script-src"] == ["'self'"]
    assert csp["connect-src"] == ["'self'"]
    assert csp["img-src"] == ["'self'", "data:", "blob:"]
    # blob: a learner's own recording, played from the browser's copy.
    assert csp["media-src"] == ["'self'", "blob:", "https://cdn.islamic.network"]
    assert csp["frame-src"] == ["'none'"]
    assert csp["object-src"] == ["'none'"]
    assert csp["frame-ancestors"] == ["'none'"]
    assert csp["base-uri"] == ["'self'"]
    # react-toastify injects a <style> element; scripts never run inline.
    assert csp["style-src"] == ["'self'", "'unsafe-inline'"]
    assert not any("accounts.google.com" in source for sources in csp.values() for source in sources)


def test_app_page_allows_google_sign_in_once_it_is_configured(client, built_frontend, settings):
    settings.GOOGLE_CLIENT_ID = "hafiz.apps.googleusercontent.com"

    csp = _csp(client.get("/"))

    assert csp["script-src"] == ["'self'", GOOGLE_SCRIPT]
    assert csp["frame-src"] == ["https://accounts.google.com/gsi/"]
    assert csp["connect-src"] == ["'self'", "https://accounts.google.com/gsi/"]
    assert csp["style-src"] == ["'self'", "'unsafe-inline'", "https://accounts.google.com/gsi/style"]


def test_recitations_served_by_the_app_itself_add_no_origin(client, built_frontend, settings):
    settings.AUDIO_BASE_URL = "/media/audio/"

    assert _csp(client.get("/"))["media-src"] == ["'self'", "blob:"]


def test_photos_from_an_object_store_are_allowed_as_images(client, built_frontend, settings):
    # What an S3 storage's URLs look like (MEDIA_STORAGE=s3): absolute, on the bucket's or the CDN's host.
    settings.MEDIA_URL = "https://media.hafiz.example/media/"

    assert _csp(client.get("/"))["img-src"] == ["'self'", "data:", "blob:", "https://media.hafiz.example"]


@pytest.mark.django_db
@pytest.mark.parametrize("path", ["/api/v1/config/", "/api/v1/nothing-here/", "/api/v1/auth/profile/info/"])
def test_api_answers_may_not_load_or_run_anything(client, path):
    response = client.get(path)

    assert response["Content-Type"] == "application/json"
    _assert_common_headers(response)
    assert _csp(response) == {
        "default-src": ["'none'"],
        "frame-ancestors": ["'none'"],
        "base-uri": ["'none'"],
        "form-action": ["'none'"],
    }


def test_api_docs_run_only_scripts_from_the_app_itself(client):
    page = client.get("/api/v1/docs/")
    script = client.get("/api/v1/docs/?script=")

    assert page.status_code == 200 and script.status_code == 200
    _assert_common_headers(page)
    csp = _csp(page)
    assert csp["default-src"] == ["'self'"]
    assert "script-src" not in csp  # so default-src 'self' applies: no inline script, no eval
    assert csp["frame-ancestors"] == ["'none'"]
    html = page.content.decode()
    assert re.findall(r"<script(?![^>]*\bsrc=)", html) == []
    assert script["Content-Type"].startswith("application/javascript")


@pytest.mark.django_db
def test_verse_image_is_an_svg_that_cannot_run_script(api, client):
    image_url = api.post("/api/v1/games/ayah_image/", {"surah_id": 112, "ayah_id": 1}, format="json").json()["image"]

    response = client.get(image_url)

    assert image_url.endswith(".svg")
    assert response.status_code == 200
    assert response["Content-Type"] == "image/svg+xml"
    _assert_common_headers(response)
    assert _csp(response) == {
        "default-src": ["'none'"],
        "style-src": ["'unsafe-inline'"],
        "frame-ancestors": ["'none'"],
    }


@pytest.mark.django_db
@pytest.mark.parametrize(
    ("content", "content_type"),
    [(image_bytes(two_tone((100, 100)), "PNG"), "image/jpeg"), (png_with_transparency(), "image/png")],
    ids=["photo", "transparent-photo"],
)
def test_uploaded_photo_is_served_as_the_image_it_was_stored_as(api, client, tmp_path, settings, content, content_type):
    settings.MEDIA_ROOT = str(tmp_path)
    photo_url = put_photo(api, content).json()["url"]

    response = client.get(photo_url)

    assert response.status_code == 200
    assert response["Content-Type"] == content_type
    _assert_common_headers(response)
    assert _csp(response)["default-src"] == ["'none'"]


def test_a_media_file_of_no_known_kind_is_only_ever_a_download(client, tmp_path, settings):
    settings.MEDIA_ROOT = str(tmp_path)
    (tmp_path / "page.html").write_text("<script>alert(document.domain)</script>")

    response = client.get("/media/page.html")

    assert response["Content-Type"] == "application/octet-stream"
    assert response["Content-Disposition"] == "attachment"
    assert response["X-Content-Type-Options"] == "nosniff"


@pytest.mark.django_db
def test_cors_is_closed_unless_an_origin_is_configured(client, settings):
    asked = {"HTTP_ORIGIN": "https://elsewhere.example"}
    settings.CORS_ALLOWED_ORIGINS = []

    closed = client.get("/api/v1/config/", **asked)
    preflight = client.options("/api/v1/auth/profile/info/", HTTP_ACCESS_CONTROL_REQUEST_METHOD="GET", **asked)
    settings.CORS_ALLOWED_ORIGINS = ["https://hafiz-frontend.example"]
    allowed = client.get("/api/v1/config/", HTTP_ORIGIN="https://hafiz-frontend.example")
    other = client.get("/api/v1/config/", **asked)

    assert "Access-Control-Allow-Origin" not in closed
    assert "Access-Control-Allow-Origin" not in preflight
    assert allowed["Access-Control-Allow-Origin"] == "https://hafiz-frontend.example"
    assert "Access-Control-Allow-Credentials" not in allowed
    assert "Access-Control-Allow-Origin" not in other


def test_hsts_only_in_production():
    request = (
        "from django.test import Client; "
        "r = Client().get('/api/v1/config/', secure=True, HTTP_HOST='hafiz.example.org'); "
        "print(r.get('Strict-Transport-Security'))"
    )
    environment = {key: value for key, value in os.environ.items() if key not in {"SECRET_KEY", "DEBUG"}}

    def hsts(settings_module: str) -> str:
        result = subprocess.run(
            [sys.executable, "manage.py", "shell", "-c", request],
            cwd=BACKEND_DIR,
            env={
                **environment,
                "DJANGO_SETTINGS_MODULE": settings_module,
                "SECRET_KEY": "a-long-random-production-secret-" + "x7Qz9" * 10,
                "ALLOWED_HOSTS": "hafiz.example.org",
                "NUM_PROXIES": "1",
                "WEBAUTHN_RP_ID": "hafiz.example.org",
            },
            capture_output=True,
            text=True,
        )
        assert result.returncode == 0, result.stderr
        return result.stdout.strip().splitlines()[-1]

    assert hsts("config.settings.production") == "max-age=31536000; includeSubDomains; preload"
    assert hsts("config.settings.local") == "None"
