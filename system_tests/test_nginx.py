"""deploy/nginx.conf as shipped, with only its ADJUST lines pointed at this machine: nginx in front of two app
servers serves the frontend and the media itself, balances the API, and the guest sign-in's limit sees real clients."""

import io
import re
import time

import pytest
import requests
from PIL import Image
from requests.adapters import HTTPAdapter

from harness import ANY_PACE, Learner
from testing_support.app_server import ROOT, AppServer, app_env, start_servers
from testing_support.nginx import HOST, Nginx

GUEST_LIMIT = 3
# nginx presents the test's own self-signed certificate.
pytestmark = pytest.mark.filterwarnings("ignore::urllib3.exceptions.InsecureRequestWarning")


@pytest.fixture(scope="module")
def app_servers(database, redis, workdir):
    env = app_env(
        database_url=database,
        media_root=workdir / "media",
        redis_url=redis.url(),
        ALLOWED_HOSTS=f"{HOST},127.0.0.1",
        NUM_PROXIES="1",
        GUEST_RATE=f"{GUEST_LIMIT}/min",
        **ANY_PACE,
    )
    del env["SECURE_SSL_REDIRECT"]  # as in production: nginx says the call came over HTTPS
    servers = [AppServer(env=env, log_dir=workdir, access_log=True) for _ in range(2)]
    start_servers(*servers)
    yield servers
    for server in servers:
        server.stop()


@pytest.fixture(scope="module")
def nginx(app_servers, workdir):
    with Nginx(
        folder=workdir / "nginx", app_ports=[server.port for server in app_servers], media_root=workdir / "media"
    ) as server:
        yield {"https": server.https, "http": server.http, "server": server}


def _client(source_address: str = "127.0.0.1") -> requests.Session:
    """A browser on this machine; another source address (127.0.0.2) is another client as nginx sees it."""

    class FromAddress(HTTPAdapter):
        def init_poolmanager(self, *args, **kwargs):
            kwargs["source_address"] = (source_address, 0)
            super().init_poolmanager(*args, **kwargs)

    session = requests.Session()
    session.mount("https://", FromAddress())
    session.mount("http://", FromAddress())
    session.headers["Host"] = HOST
    session.verify = False
    session.trust_env = False  # else REQUESTS_CA_BUNDLE in the environment turns verification back on
    return session


def _served_by_app(app_servers, path: str) -> bool:
    return any(path in server.log_text() for server in app_servers)


def test_the_built_frontend_is_served_by_nginx_with_hashed_assets_cached_forever(nginx, app_servers):
    client = _client()
    asset = next(path.name for path in sorted((ROOT / "frontend" / "dist" / "assets").glob("*.js")))

    answer = client.get(f"{nginx['https']}/assets/{asset}")

    assert answer.status_code == 200
    assert "immutable" in answer.headers["Cache-Control"] and "max-age=31536000" in answer.headers["Cache-Control"]
    assert answer.content == (ROOT / "frontend" / "dist" / "assets" / asset).read_bytes()
    assert not _served_by_app(app_servers, f"/assets/{asset}")


@pytest.mark.parametrize("path", ["/", "/levels", "/games/112/1"])
def test_every_client_route_falls_back_to_index_html_with_the_apps_policy(nginx, path):
    answer = _client().get(f"{nginx['https']}{path}")

    assert answer.status_code == 200
    # The app server's index.html: the build's, with the public config and the page's preloads added.
    built = (ROOT / "frontend" / "dist" / "index.html").read_text()
    entry_script = re.search(r'<script type="module"[^>]*src="[^"]+"></script>', built).group(0)
    assert entry_script in answer.text
    assert '<script id="public-config" type="application/json">' in answer.text
    assert answer.headers["Cache-Control"] == "no-cache"
    assert "default-src 'self'" in answer.headers["Content-Security-Policy"]


def test_media_is_served_by_nginx_itself(nginx, app_servers):
    learner = Learner(nginx["https"], session=_client())
    image = io.BytesIO()
    Image.new("RGB", (32, 32), (200, 10, 10)).save(image, format="PNG")
    uploaded = learner.put(
        f"{nginx['https']}/api/v1/auth/profile/update/photo/",
        files={"profile_photo": ("me.png", image.getvalue(), "image/png")},
    )
    assert uploaded.status_code == 200, uploaded.text
    url = uploaded.json()["url"]

    answer = learner.get(f"{nginx['https']}{url}")

    assert answer.status_code == 200 and answer.headers["Content-Type"] == "image/jpeg"
    assert answer.headers["X-Content-Type-Options"] == "nosniff"
    assert "default-src 'none'" in answer.headers["Content-Security-Policy"]
    assert not _served_by_app(app_servers, url)


def test_api_calls_are_spread_over_both_app_servers(nginx, app_servers):
    client = _client()
    # Only these calls count: the servers' own start-up and nginx's were health checks too.
    before = [server.log_text().count("/api/v1/health/") for server in app_servers]
    for _ in range(20):
        assert client.get(f"{nginx['https']}/api/v1/health/").status_code == 200

    after = [server.log_text().count("/api/v1/health/") for server in app_servers]
    assert all(now - then >= 3 for now, then in zip(after, before))


def test_the_guest_sign_in_limit_counts_real_clients_not_what_they_claim(nginx, redis):
    redis.flush()
    login = f"{nginx['https']}/api/v1/auth/login_demo/"
    client = _client()

    # Each call claims another address in X-Forwarded-For; nginx appends the real one, which the app believes.
    statuses = [
        client.post(login, headers={"X-Forwarded-For": f"203.0.113.{number}"}).status_code
        for number in range(GUEST_LIMIT + 1)
    ]

    assert statuses == [200] * GUEST_LIMIT + [429]
    assert _client("127.0.0.2").post(login).status_code == 200


def test_nginx_compresses_the_answers_the_app_servers_leave_plain(nginx, app_servers):
    # A client of its own: the module's guest sign-in limit (GUEST_LIMIT a minute) counts each address.
    learner = Learner(nginx["https"], session=_client("127.0.0.3"))
    verse = {"surah_id": 2, "ayah_id": 255}  # Ayat al-Kursi's record: over nginx's gzip_min_length of 1 KB
    as_nginx_passes_it = {
        "Host": HOST,
        "X-Forwarded-Proto": "https",
        "Accept-Encoding": "gzip",
        "Authorization": f"Token {learner.token}",
    }

    through_nginx = learner.post(
        f"{nginx['https']}/api/v1/games/ayah_image/", json=verse, headers={"Accept-Encoding": "gzip"}
    )
    from_the_app = requests.post(
        f"{app_servers[0].url}/api/v1/games/ayah_image/", json=verse, headers=as_nginx_passes_it, timeout=10
    )

    assert through_nginx.status_code == from_the_app.status_code == 200
    assert through_nginx.headers["Content-Encoding"] == "gzip"
    assert "Content-Encoding" not in from_the_app.headers and len(from_the_app.content) > 1024
    assert through_nginx.json() == from_the_app.json()


def test_plain_http_is_redirected_to_https(nginx):
    answer = _client().get(f"{nginx['http']}/levels", allow_redirects=False)

    assert answer.status_code == 301
    assert answer.headers["Location"] == f"https://{HOST}/levels"


def test_the_admin_is_served_only_to_the_allow_listed_addresses(nginx, app_servers):
    admin = f"{nginx['https']}/admin/login/"

    allowed = _client().get(admin)  # 127.0.0.1: this machine, allow-listed as shipped
    refused = _client("127.0.0.2").get(admin)
    refused_post = _client("127.0.0.2").post(admin, data={"username": "admin", "password": "guess"})

    assert allowed.status_code == 200 and 'name="password"' in allowed.text
    assert refused.status_code == 403 and refused_post.status_code == 403
    assert _served_by_app(app_servers, "/admin/login/")


def test_the_admin_locks_out_a_client_after_5_failed_sign_ins(nginx):
    client = _client()
    admin = f"{nginx['https']}/admin/login/"
    csrf = re.search(r'name="csrfmiddlewaretoken" value="([^"]+)"', client.get(admin).text).group(1)

    def sign_in(attempt: int) -> int:
        form = {"csrfmiddlewaretoken": csrf, "username": f"nobody-{attempt}", "password": "guess"}
        return client.post(admin, data=form, headers={"Referer": f"https://{HOST}/admin/login/"}).status_code

    # The form again for each of the first four; the fifth failure is answered with the lockout itself.
    assert [sign_in(attempt) for attempt in range(6)] == [200] * 4 + [429] * 2


def _app_hits(app_servers, path: str, *, at_least: int) -> int:
    """How many GETs of this address reached an app server (their access log lines). gunicorn writes a line just
    after it answers, so the count is awaited until it reaches `at_least` (for up to 2 s) and then read once more."""

    def count() -> int:
        return sum(server.log_text().count(f'"GET {path} ') for server in app_servers)

    deadline = time.monotonic() + 2
    while count() < at_least and time.monotonic() < deadline:
        time.sleep(0.05)
    time.sleep(0.2)  # a line more than expected, written late, is counted too
    return count()


def _content_version(nginx) -> str:
    return _client().get(f"{nginx['https']}/api/v1/config/").json()["content_version"]


def test_a_content_answer_comes_from_an_app_server_once_then_from_nginx_alone(nginx, app_servers):
    path = f"/api/v1/verses/2/255/?v={_content_version(nginx)}"
    browser, plain = _client(), _client()
    browser.headers["Accept-Encoding"] = "gzip, deflate, br, zstd"
    plain.headers["Accept-Encoding"] = "identity"

    first = browser.get(f"{nginx['https']}{path}")
    hits_after_first = _app_hits(app_servers, path, at_least=1)
    again = [_client().get(f"{nginx['https']}{path}", headers={"Accept-Encoding": "gzip"}) for _ in range(3)]
    plain_first, plain_again = plain.get(f"{nginx['https']}{path}"), plain.get(f"{nginx['https']}{path}")

    assert first.status_code == 200 and first.headers["X-Cache-Status"] == "MISS"
    assert first.json()["global_number"] == 262
    assert first.headers["Cache-Control"] == "public, max-age=31536000, immutable"
    assert hits_after_first == 1
    # Another browser, another token or none, its own Accept-Encoding: the one copy nginx kept.
    assert [answer.headers["X-Cache-Status"] for answer in again] == ["HIT"] * 3
    assert all(answer.content == first.content and answer.headers["ETag"] == first.headers["ETag"] for answer in again)
    assert first.headers["Content-Encoding"] == "gzip" and not first.headers["ETag"].startswith("W/")
    # The plain form is a copy of its own, asked for once, with the same JSON and its own strong ETag.
    assert (plain_first.headers["X-Cache-Status"], plain_again.headers["X-Cache-Status"]) == ("MISS", "HIT")
    assert "Content-Encoding" not in plain_again.headers and plain_again.json() == first.json()
    assert plain_again.headers["ETag"] != first.headers["ETag"] and not plain_again.headers["ETag"].startswith("W/")
    assert _app_hits(app_servers, path, at_least=2) == 2


@pytest.mark.parametrize(
    "path", ["/api/v1/chapters/?language=ru&", "/api/v1/chapters/112?", "/api/v1/verses/2/35/similar/?"]
)
def test_chapters_and_look_alikes_are_kept_by_nginx_too(nginx, path):
    answers = [_client().get(f"{nginx['https']}{path}v={_content_version(nginx)}") for _ in range(3)]

    assert [answer.status_code for answer in answers] == [200] * 3
    assert [answer.headers["X-Cache-Status"] for answer in answers] == ["MISS", "HIT", "HIT"]


def test_nginx_answers_304_for_a_copy_still_current_without_an_app_server(nginx, app_servers):
    path = f"/api/v1/verses/112/1/?v={_content_version(nginx)}"
    kept = _client().get(f"{nginx['https']}{path}")

    answer = _client().get(f"{nginx['https']}{path}", headers={"If-None-Match": kept.headers["ETag"]})

    assert answer.status_code == 304 and answer.headers["X-Cache-Status"] == "HIT"
    assert _app_hits(app_servers, path, at_least=1) == 1


def test_an_error_is_never_kept(nginx, app_servers):
    path = "/api/v1/verses/112/9/"

    answers = [_client().get(f"{nginx['https']}{path}") for _ in range(2)]

    assert [answer.status_code for answer in answers] == [404, 404]
    assert [answer.headers["X-Cache-Status"] for answer in answers] == ["MISS", "MISS"]
    assert _app_hits(app_servers, path, at_least=2) >= 2


def test_a_content_answer_is_kept_apart_for_each_origin(nginx):
    # The app's CORS headers answer the Origin (when CORS_ALLOWED_ORIGINS lists it): one origin's copy is not another's.
    path = f"{nginx['https']}/api/v1/verses/112/2/?v={_content_version(nginx)}"

    statuses = [
        _client().get(path, headers={"Origin": origin}).headers["X-Cache-Status"]
        for origin in ("https://a.example", "https://a.example", "https://b.example")
    ]

    assert statuses == ["MISS", "HIT", "MISS"]
