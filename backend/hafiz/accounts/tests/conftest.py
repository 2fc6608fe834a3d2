"""Accounts test fixtures: a throw-away media folder and a fake Google on 127.0.0.1."""

import json
import threading
import time
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from urllib.parse import parse_qs, urlsplit

import pytest

from hafiz.accounts.tests import image_files
from hafiz.accounts.tests.photo_api import put_photo

GOOGLE_CLIENT_ID = "hafiz-test.apps.googleusercontent.com"


@pytest.fixture
def media_root(settings, tmp_path):
    settings.MEDIA_ROOT = str(tmp_path)
    return tmp_path


@pytest.fixture
def photo_of(client_for, media_root, django_capture_on_commit_callbacks):
    """Give a user a stored photo through the API; returns its URL."""

    def give(user, content: bytes | None = None) -> str:
        picture = content or image_files.image_bytes(image_files.two_tone((200, 200)), "PNG")
        with django_capture_on_commit_callbacks(execute=True):
            response = put_photo(client_for(user), picture)
        assert response.status_code == 200, response.json()
        return response.json()["url"]

    return give


class FakeGoogle:
    """Answers token-info and user-info calls the way Google does, for the tokens a test registers."""

    def __init__(self):
        self.answers: dict[str, dict] = {}
        self.calls: list[str] = []

    def add(
        self,
        token: str,
        *,
        sub: str = "108374950000000000001",
        email: str = "amina@example.com",
        given_name: str = "Amina",
        family_name: str = "Yusuf",
        token_info_changes: dict | None = None,
        token_info_status: int = 200,
        user_info_changes: dict | None = None,
        user_info_status: int = 200,
        delay: float = 0,
        raw_body: bytes | None = None,
    ) -> None:
        token_info = {
            "azp": GOOGLE_CLIENT_ID,
            "aud": GOOGLE_CLIENT_ID,
            "sub": sub,
            "scope": "openid https://www.googleapis.com/auth/userinfo.email "
            "https://www.googleapis.com/auth/userinfo.profile",
            "exp": str(int(time.time()) + 3599),
            "expires_in": "3599",
            "email": email,
            "email_verified": "true",
            "access_type": "online",
        }
        token_info.update(token_info_changes or {})
        user_info = {
            "sub": sub,
            "name": f"{given_name} {family_name}",
            "given_name": given_name,
            "family_name": family_name,
            "picture": "https://lh3.googleusercontent.com/a/photo",
            "email": email,
            "email_verified": True,
        }
        user_info.update(user_info_changes or {})
        self.answers[token] = {
            "tokeninfo": (token_info_status, token_info),
            "userinfo": (user_info_status, user_info),
            "delay": delay,
            "raw_body": raw_body,
        }

    def answer(self, *, endpoint: str, token: str | None) -> tuple[int, bytes, float]:
        self.calls.append(endpoint)
        answer = self.answers.get(token or "")
        if answer is None:
            # What Google says about a token it never issued.
            if endpoint == "tokeninfo":
                return 400, json.dumps({"error": "invalid_token", "error_description": "Invalid Value"}).encode(), 0
            return 401, json.dumps({"error": "invalid_request"}).encode(), 0
        status, body = answer[endpoint]
        raw = answer["raw_body"] if answer["raw_body"] is not None else json.dumps(body).encode()
        return status, raw, answer["delay"]


def _handler_for(google: FakeGoogle):
    class Handler(BaseHTTPRequestHandler):
        def do_GET(self):
            url = urlsplit(self.path)
            if url.path == "/tokeninfo":
                endpoint, token = "tokeninfo", parse_qs(url.query).get("access_token", [None])[0]
            elif url.path == "/v1/userinfo":
                authorization = self.headers.get("Authorization", "")
                endpoint, token = "userinfo", authorization.removeprefix("Bearer ") if authorization else None
            else:
                self.send_error(404)
                return
            status, body, delay = google.answer(endpoint=endpoint, token=token)
            time.sleep(delay)
            self.send_response(status)
            self.send_header("Content-Type", "application/json; charset=UTF-8")
            self.send_header("Content-Length", str(len(body)))
            self.end_headers()
            self.wfile.write(body)

        def log_message(self, format, *args):
            """Quiet: the test output is not the place for an access log."""

    return Handler


class _QuietServer(ThreadingHTTPServer):
    daemon_threads = True

    def handle_error(self, request, client_address):
        """A client that gave up waiting (the timeout test) leaves a broken pipe behind; that is expected."""


@pytest.fixture
def google(settings):
    fake = FakeGoogle()
    server = _QuietServer(("127.0.0.1", 0), _handler_for(fake))
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    base = f"http://127.0.0.1:{server.server_address[1]}"
    settings.GOOGLE_CLIENT_ID = GOOGLE_CLIENT_ID
    settings.GOOGLE_TOKENINFO_URL = f"{base}/tokeninfo"
    settings.GOOGLE_USERINFO_URL = f"{base}/v1/userinfo"
    settings.GOOGLE_TIMEOUT_SECONDS = 0.5
    yield fake
    server.shutdown()
    server.server_close()
    thread.join()
