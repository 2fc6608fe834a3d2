"""Serve the app as `make run` does (gunicorn, built frontend, imported Qur'an) on a fresh database, and
drive it in Debian's headless Chromium through Playwright."""

import os
import socket
import subprocess
import sys
import tempfile
import time
import urllib.request
import wave
from pathlib import Path

import pytest
from playwright.sync_api import Browser, Page, sync_playwright

ROOT = Path(__file__).resolve().parent.parent
BACKEND = ROOT / "backend"
CHROMIUM = os.environ.get("CHROMIUM_PATH", "/usr/bin/chromium")
CHROMIUM_ARGS = [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--disable-quic",
    "--no-first-run",
]


def _free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]


def _wait_until_up(url: str, server: subprocess.Popen, timeout: float = 30) -> None:
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        if server.poll() is not None:
            raise RuntimeError(f"the app server exited with {server.returncode}")
        try:
            with urllib.request.urlopen(f"{url}/api/v1/config/", timeout=2):
                return
        except OSError:
            time.sleep(0.2)
    raise RuntimeError(f"the app server did not answer within {timeout} s")


# Recitations the tests can play offline: a short tone per verse (WAV needs no codec).
TEST_AUDIO_SECONDS = 1.0
TEST_AUDIO_GLOBAL_NUMBERS = [*range(1, 8), *range(6100, 6237)]


def write_test_recitations(folder: Path) -> None:
    folder.mkdir(parents=True, exist_ok=True)
    rate = 8000
    for number in TEST_AUDIO_GLOBAL_NUMBERS:
        period = 20 + number % 30  # a different pitch per verse
        samples = bytes(200 if (i // (period // 2)) % 2 else 56 for i in range(int(rate * TEST_AUDIO_SECONDS)))
        with wave.open(str(folder / f"{number}.wav"), "wb") as recitation:
            recitation.setnchannels(1)
            recitation.setsampwidth(1)
            recitation.setframerate(rate)
            recitation.writeframes(samples)


@pytest.fixture(scope="session")
def app_env() -> dict[str, str]:
    workdir = Path(tempfile.mkdtemp(prefix="hafiz-e2e-"))
    env = {key: value for key, value in os.environ.items() if key not in {"DATABASE_URL", "SECRET_KEY"}}
    env.update(
        DJANGO_SETTINGS_MODULE="config.settings.local",
        DEBUG="1",
        DEMO_LOGIN="1",
        DATABASE_URL=f"sqlite:///{workdir / 'e2e.sqlite3'}",
        MEDIA_ROOT=str(workdir / "media"),
        QURAN_JSON_CACHE_DIR=str(ROOT / "var" / "cache"),
        # Login throttling would trip over a suite that signs in many fresh users from one address.
        LOGIN_RATE="1000/min",
        AUDIO_BASE_URL="/media/audio/",
        AUDIO_FILE_EXTENSION=".wav",
    )
    write_test_recitations(workdir / "media" / "audio")
    manage = [sys.executable, "manage.py"]
    subprocess.run([*manage, "migrate", "--noinput", "-v", "0"], cwd=BACKEND, env=env, check=True)
    subprocess.run([*manage, "import_quran", "--if-needed"], cwd=BACKEND, env=env, check=True,
                   stdout=subprocess.DEVNULL)
    return env


@pytest.fixture(scope="session")
def base_url(app_env) -> str:
    port = _free_port()
    url = f"http://127.0.0.1:{port}"
    server = subprocess.Popen(
        [sys.executable, "-m", "gunicorn", "config.wsgi:application", "--bind", f"127.0.0.1:{port}",
         "--workers", "2", "--log-level", "warning"],
        cwd=BACKEND,
        env=app_env,
    )
    try:
        _wait_until_up(url, server)
        yield url
    finally:
        server.terminate()
        server.wait(timeout=10)


@pytest.fixture(scope="session")
def browser() -> Browser:
    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=CHROMIUM, headless=True, args=CHROMIUM_ARGS)
        yield browser
        browser.close()


@pytest.fixture
def page(browser: Browser, base_url: str) -> Page:
    context = browser.new_context(base_url=base_url, locale="en-US")
    context.set_default_timeout(10_000)
    page = context.new_page()
    yield page
    context.close()
