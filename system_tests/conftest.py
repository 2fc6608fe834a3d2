"""Private PostgreSQL and Redis servers for the whole session, and a database with the Qur'an imported that each
test copies (CREATE DATABASE … TEMPLATE takes a fraction of a second, an import several seconds)."""

import shutil
import tempfile
from pathlib import Path

import pytest

from harness import PrivatePostgres, PrivateRedis
from testing_support.app_server import app_env, prepare_database

TEMPLATE_DATABASE = "hafiz_template"
_FIGURES: list[str] = []


@pytest.fixture(scope="session")
def postgres():
    server = PrivatePostgres()
    yield server
    server.remove()


@pytest.fixture(scope="session")
def redis():
    server = PrivateRedis()
    yield server
    server.stop()


@pytest.fixture(scope="module")
def workdir():
    path = Path(tempfile.mkdtemp(prefix="hafiz-system-"))
    yield path
    shutil.rmtree(path, ignore_errors=True)


@pytest.fixture(scope="session")
def template_media():
    """The verse images import_quran generated for the template database."""
    path = Path(tempfile.mkdtemp(prefix="hafiz-system-media-"))
    yield path
    shutil.rmtree(path, ignore_errors=True)


@pytest.fixture(scope="session")
def quran_template(postgres, template_media) -> str:
    postgres.create_database(TEMPLATE_DATABASE)
    prepare_database(app_env(database_url=postgres.url(TEMPLATE_DATABASE), media_root=template_media))
    return TEMPLATE_DATABASE


@pytest.fixture(scope="module")
def database(request, postgres, quran_template) -> str:
    """A fresh PostgreSQL database (private server) with the Qur'an imported for each test module; its URL."""
    name = "hafiz_" + request.module.__name__.lower()[:50]
    url = postgres.create_database(name, template=quran_template)
    yield url
    postgres.drop_database(name)


@pytest.fixture
def report_figure():
    """Figures (timings) a test measured, printed at the end of the run."""
    return _FIGURES.append


def pytest_terminal_summary(terminalreporter):
    if _FIGURES:
        terminalreporter.section("figures")
        for line in _FIGURES:
            terminalreporter.write_line(line)
