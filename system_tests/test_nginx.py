"""deploy/nginx.conf as shipped, with only its ADJUST lines pointed at this machine: nginx in front of two app
servers serves the frontend and the media itself, balances the API, and the guest sign-in's limit sees real clients."""

import io
import os
import re
import shutil
import signal
import subprocess
import time
from pathlib import Path

import pytest
import requests
from PIL import Image
from requests.adapters import HTTPAdapter

from harness import Learner, ANY_PACE
from testing_support.app_server import ROOT, AppServer, app_env, free_port, start_servers

HOST = "hafiz.example.org"
GUEST_LIMIT = 3
NGINX_CANDIDATES = [shutil.which("nginx"), str(ROOT / "var" / "tools" / "nginx" / "usr" / "sbin" / "nginx")]
# nginx presents the test's own self-signed certificate.
pytestmark = pytest.mark.filterwarnings("ignore::urllib3.exceptions.InsecureRequestWarning")


def _render(site: str, replacements: dict[str, str]) -> str:
    for old, new in replacements.items():
        assert old in site, f"deploy/nginx.conf no longer has {old!r}: update this test"
        site = site.replace(old, new)
    return site


@pytest.fixture(scope="module")
def app_servers(database, redis, workdir):
    env = app_env(database_url=database, media_root=workdir / "media", redis_url=redis.url(),
                  ALLOWED_HOSTS=f"{HOST},127.0.0.1", NUM_PROXIES="1", GUEST_RATE=f"{GUEST_LIMIT}/min",
                  **ANY_PACE)
    del env["SECURE_SSL_REDIRECT"]  # as in production: nginx says the call came over HTTPS
    servers = [AppServer(env=env, log_dir=workdir, access_log=True) for _ in range(2)]
    start_servers(*servers)
    yield servers
    for server in servers:
        server.stop()


@pytest.fixture(scope="module")
def nginx(app_servers, workdir):
    binary = next((path for path in NGINX_CANDIDATES if path and Path(path).is_file()), None)
    if binary is None:
        pytest.fail("nginx is missing: run `make system-services`")
    folder = workdir / "nginx"
    folder.mkdir()
    subprocess.run(["openssl", "req", "-x509", "-newkey", "rsa:2048", "-nodes", "-days", "1", "-subj", f"/CN={HOST}",
                    "-keyout", str(folder / "key.pem"), "-out", str(folder / "cert.pem")],
                   check=True, capture_output=True)
    (workdir / "static").mkdir()
    http_port, https_port = free_port(), free_port()
    upstream = "    server {address} max_fails=3 fail_timeout=10s;\n"
    site = _render((ROOT / "deploy" / "nginx.conf").read_text(), {
        upstream.format(address="10.0.0.11:8000") + upstream.format(address="10.0.0.12:8000"):
            "".join(upstream.format(address=f"127.0.0.1:{server.port}") for server in app_servers),
        "    listen 80;\n    listen [::]:80;\n": f"    listen 127.0.0.1:{http_port};\n",
        "    listen 443 ssl http2;\n    listen [::]:443 ssl http2;\n":
            f"    listen 127.0.0.1:{https_port} ssl http2;\n",
        "/etc/letsencrypt/live/hafiz.example.org/fullchain.pem": str(folder / "cert.pem"),
        "/etc/letsencrypt/live/hafiz.example.org/privkey.pem": str(folder / "key.pem"),
        "/var/www/letsencrypt": str(folder),
        "/srv/hafiz/frontend/dist": str(ROOT / "frontend" / "dist"),
        "/srv/hafiz/media/": f"{workdir / 'media'}/",
        "/srv/hafiz/var/static/": f"{workdir / 'static'}/",
    })
    (folder / "hafiz.conf").write_text(site)
    temp_paths = "".join(f"{kind}_temp_path {folder / kind};\n" for kind in
                         ("client_body", "proxy", "fastcgi", "uwsgi", "scgi"))
    (folder / "nginx.conf").write_text(
        f"daemon off;\npid {folder / 'nginx.pid'};\nerror_log {folder / 'error.log'} warn;\nworker_processes 1;\n"
        + ("user root;\n" if os.geteuid() == 0 else "")
        + f"events {{ worker_connections 256; }}\nhttp {{\naccess_log {folder / 'access.log'};\n{temp_paths}"
        f"include {folder / 'hafiz.conf'};\n}}\n"
    )
    checked = subprocess.run([binary, "-t", "-p", str(folder), "-c", str(folder / "nginx.conf")],
                             capture_output=True, text=True)
    assert checked.returncode == 0, checked.stderr
    process = subprocess.Popen([binary, "-p", str(folder), "-c", str(folder / "nginx.conf")],
                               stderr=subprocess.DEVNULL)
    base = f"https://127.0.0.1:{https_port}"
    try:
        deadline = time.monotonic() + 10
        while True:
            try:
                _client().get(f"{base}/api/v1/health/", timeout=2)
                break
            except requests.ConnectionError:
                assert time.monotonic() < deadline, (folder / "error.log").read_text()
                time.sleep(0.1)
        yield {"https": base, "http": f"http://127.0.0.1:{http_port}"}
    finally:
        process.send_signal(signal.SIGQUIT)
        process.wait(timeout=10)


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
    uploaded = learner.put(f"{nginx['https']}/api/v1/auth/profile/update/photo/",
                           files={"profile_photo": ("me.png", image.getvalue(), "image/png")})
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
    statuses = [client.post(login, headers={"X-Forwarded-For": f"203.0.113.{number}"}).status_code
                for number in range(GUEST_LIMIT + 1)]

    assert statuses == [200] * GUEST_LIMIT + [429]
    assert _client("127.0.0.2").post(login).status_code == 200


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
