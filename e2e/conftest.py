"""Serve the app as `make run` does (gunicorn, built frontend, imported Qur'an) on a fresh database, and
drive it in Debian's headless Chromium through Playwright."""

import tempfile
import wave
from datetime import UTC, datetime, timedelta
from pathlib import Path

import pytest
from playwright.sync_api import Browser, Page, expect, sync_playwright

from journeys import CHROMIUM, CHROMIUM_ARGS, PHONE, PHONE_360, new_page
from testing_support import app_server

# Every expect() waits as long as every action does (journeys.new_page: 10 s). Playwright's 5 s default was
# occasionally too short for the first heading of a page whose chunk a busy two-core machine was still loading.
expect.set_options(timeout=10_000)


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
    env = app_server.app_env(
        database_url=f"sqlite:///{workdir / 'e2e.sqlite3'}",
        media_root=workdir / "media",
        # The tests' settings: games pay however fast a test wins them (production's pace floors otherwise).
        settings="test",
        TEST_MEDIA_ROOT=str(workdir / "media"),
        DEBUG="1",
        AUDIO_BASE_URL="/media/audio/",
        AUDIO_FILE_EXTENSION=".wav",
        # The app's clock runs ahead by the seconds this file holds (hafiz.common.clock): a test moves its learner to
        # their next day by writing it (the clock_ahead fixture), and puts it back after.
        CLOCK_SHIFT_FILE=str(workdir / "clock-shift"),
    )
    write_test_recitations(workdir / "media" / "audio")
    app_server.prepare_database(env)
    return env


@pytest.fixture
def clock_ahead(app_env):
    """Set the served app's clock to noon (UTC) `days` after today: clock_ahead(0) is today at noon, so a test that
    lives a day never meets the learner's midnight half-way, and clock_ahead(1) is tomorrow at noon for every
    learner. Back to the real time after the test."""
    shift_file = Path(app_env["CLOCK_SHIFT_FILE"])

    def move(days: int) -> None:
        now = datetime.now(UTC)
        noon = now.replace(hour=12, minute=0, second=0, microsecond=0) + timedelta(days=days)
        shift_file.write_text(str((noon - now).total_seconds()))

    yield move
    shift_file.unlink(missing_ok=True)


@pytest.fixture(scope="session")
def base_url(app_env) -> str:
    # No log file: the server's warnings and tracebacks land in pytest's capture, next to the failing test.
    # Threads (gunicorn's gthread worker), where production's sync workers sit behind nginx: Chromium opens sockets
    # ahead of need and may leave them silent for seconds, and each such socket holds a sync worker until it speaks.
    # With two sync workers, two idle sockets stalled a page's loading past the tests' 10 s (a CI run's missing
    # heading on /leaderboards).
    with app_server.AppServer(env=app_env, log_dir=None, log_level="warning", threads=4) as server:
        yield server.url


@pytest.fixture(scope="session")
def browser() -> Browser:
    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=CHROMIUM, headless=True, args=CHROMIUM_ARGS)
        yield browser
        browser.close()


def _page_on(browser: Browser, base_url: str, **screen):
    page = new_page(browser, base_url, **screen)
    yield page
    page.context.close()


@pytest.fixture
def page(browser: Browser, base_url: str) -> Page:
    yield from _page_on(browser, base_url)


@pytest.fixture
def phone(browser: Browser, base_url: str) -> Page:
    """A page on a phone's screen (PHONE: 390 × 844, touch)."""
    yield from _page_on(browser, base_url, **PHONE)


@pytest.fixture
def phone_360(browser: Browser, base_url: str) -> Page:
    """A page on the narrowest phone we design for (PHONE_360: 360 × 800, touch)."""
    yield from _page_on(browser, base_url, **PHONE_360)
