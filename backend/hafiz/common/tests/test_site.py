import gzip
import json

import pytest
from django.test import Client, override_settings


@pytest.fixture
def built_frontend(tmp_path):
    (tmp_path / "index.html").write_text("<!doctype html><html><head><title>Hafiz</title></head><div id='root'></div>")
    with override_settings(FRONTEND_DIST_DIR=tmp_path):
        yield tmp_path


@pytest.mark.parametrize("path", ["/", "/levels", "/games/112/1", "/profile"])
def test_every_client_route_serves_the_react_app(client, built_frontend, path):
    response = client.get(path)

    assert response.status_code == 200
    assert b"<div id='root'>" in response.content
    assert response["Cache-Control"] == "no-cache"


def test_the_page_carries_the_public_config_as_json_data(client, built_frontend):
    response = client.get("/levels")

    page = response.content.decode()
    data = page.split('<script id="public-config" type="application/json">', 1)[1].split("</script>", 1)[0]
    assert json.loads(data) == client.get("/api/v1/config/").json()
    assert page.index('id="public-config"') < page.index("</head>")


@override_settings(AUDIO_BASE_URL="https://audio.example/</script><script>alert(1)</script>")
def test_the_embedded_config_cannot_end_its_script_element(client, built_frontend):
    page = client.get("/").content.decode()

    assert "<script>alert(1)" not in page
    assert "\\u003C/script\\u003E" in page


def test_without_a_build_the_page_says_how_to_build_it(client, tmp_path):
    with override_settings(FRONTEND_DIST_DIR=tmp_path):
        response = client.get("/levels")

    assert response.status_code == 503
    assert b"make run" in response.content


def test_api_paths_never_fall_back_to_the_react_app(client, built_frontend):
    response = client.get("/api/v1/nothing-here")

    assert response.status_code == 404
    assert response["Content-Type"] == "application/json"


def test_public_config_tells_the_frontend_how_to_sign_in(client):
    response = client.get("/api/v1/config/")

    assert response.status_code == 200
    assert set(response.json()) == {
        "google_client_id",
        "demo_login",
        "email_sign_in",
        "audio_base_url",
        "contact_email",
        "content_version",
    }


@override_settings(CONTACT_EMAIL="")
def test_public_config_gives_no_contact_address_when_none_is_set(client):
    assert client.get("/api/v1/config/").json()["contact_email"] is None


@pytest.mark.django_db
def test_json_answers_are_compressed_for_browsers_that_accept_it(client):
    response = client.get("/api/v1/chapters/?language=en", HTTP_ACCEPT_ENCODING="gzip, deflate, br")

    assert response.status_code == 200
    assert response["Content-Encoding"] == "gzip"
    assert "Accept-Encoding" in response["Vary"]
    assert json.loads(gzip.decompress(response.content))["chapters"][0]["id"] == 1


@pytest.mark.django_db
@pytest.mark.parametrize("method", ["get", "post", "put", "patch", "delete", "options"])
@pytest.mark.parametrize(
    "path", ["/api/v1/no-such-call/", "/api/v1/auth/profile/nothing", "/api/v2/chapters/", "/api/"]
)
def test_every_method_on_an_unknown_api_path_is_a_404_in_the_error_shape(method, path):
    browser_like = Client(enforce_csrf_checks=True)  # as a browser's POST without a CSRF token would be checked

    body = {} if method == "get" else {"data": "{}", "content_type": "application/json"}
    response = getattr(browser_like, method)(path, **body)

    assert response.status_code == 404
    assert response["Content-Type"] == "application/json"
    assert response.json() == {"message": "Not found.", "fields": {}}
