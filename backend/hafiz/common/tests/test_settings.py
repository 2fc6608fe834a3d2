"""The settings fail closed: production is the default, and it refuses to start on anything unsafe (config.safety)."""

import os
import subprocess
import sys
from pathlib import Path

import pytest

from config.safety import DEVELOPMENT_SECRET_KEY, production_problems

BACKEND_DIR = Path(__file__).resolve().parents[3]
GOOD_KEY = "a-long-random-production-secret-" + "x7Qz9" * 10
# What the operator chooses; each test below spoils one of them.
PRODUCTION = {
    "DJANGO_SETTINGS_MODULE": "config.settings.production",
    "SECRET_KEY": GOOD_KEY,
    "NUM_PROXIES": "1",
    "ALLOWED_HOSTS": "hafiz.example.org",
    "WEBAUTHN_RP_ID": "hafiz.example.org",
}
_CHOSEN = {
    "SECRET_KEY",
    "DEBUG",
    "NUM_PROXIES",
    "DEMO_LOGIN",
    "DJANGO_SETTINGS_MODULE",
    "WEBAUTHN_RP_ID",
    "WEBAUTHN_ORIGINS",
    "EMAIL_URL",
    "EMAIL_HOST",
    "DEFAULT_FROM_EMAIL",
}
# production_problems' arguments for a site with nothing wrong.
SAFE = {
    "debug": False,
    "secret_key": GOOD_KEY,
    "num_proxies_set": True,
    "demo_login": False,
    "demo_login_set": False,
    "webauthn_rp_id_set": True,
    "webauthn_rp_id": "hafiz.example.org",
    "webauthn_origins": [],
    "email_sign_in": False,
    "email_to_console": False,
    "default_from_email_set": False,
}


def _run(command: list[str], env: dict[str, str]) -> subprocess.CompletedProcess:
    """A fresh process, as a server starts: only what `env` says of the choices above, whatever this shell has."""
    environment = {key: value for key, value in os.environ.items() if key not in _CHOSEN}
    environment.update(env)
    return subprocess.run(command, cwd=BACKEND_DIR, env=environment, capture_output=True, text=True)


def _manage(*args: str, **env: str) -> subprocess.CompletedProcess:
    return _run([sys.executable, "manage.py", *args], env)


def test_the_embedded_settings_refuse_their_development_key_with_debug_off():
    result = _manage("check", DEBUG="0", DJANGO_SETTINGS_MODULE="config.settings.local")

    assert result.returncode != 0
    assert "SECRET_KEY must be set when DEBUG is off" in result.stderr


def test_production_settings_pass_the_deploy_check():
    result = _manage("check", "--deploy", "--fail-level", "WARNING", **PRODUCTION)

    assert result.returncode == 0, result.stdout + result.stderr


@pytest.mark.parametrize(
    ("spoiled", "message"),
    [
        pytest.param({"DEBUG": "1"}, "DEBUG is on: production never runs in debug mode", id="debug-on"),
        pytest.param({"SECRET_KEY": ""}, "SECRET_KEY is not set", id="key-empty"),
        pytest.param(
            {"SECRET_KEY": DEVELOPMENT_SECRET_KEY},
            "SECRET_KEY is a publicly known development key",
            id="key-of-the-repository",
        ),
        pytest.param(
            {"SECRET_KEY": "django-insecure-" + "k" * 50},
            "SECRET_KEY is a publicly known development key",
            id="key-of-startproject",
        ),
        pytest.param({"SECRET_KEY": "x7Qz9" * 9}, "SECRET_KEY is 45 characters long: use at least 50", id="key-short"),
        pytest.param({"WEBAUTHN_RP_ID": ""}, "WEBAUTHN_RP_ID is not set: passkeys are bound to it", id="no-rp-id"),
        pytest.param(
            {"WEBAUTHN_ORIGINS": "https://hafiz.example.com"},
            "'https://hafiz.example.com' is not on WEBAUTHN_RP_ID 'hafiz.example.org'",
            id="origin-off-the-rp-id",
        ),
        pytest.param({"EMAIL_URL": "smtp://mail.example.org"}, "DEFAULT_FROM_EMAIL is not set", id="mail-no-sender"),
        pytest.param({"EMAIL_URL": "console://"}, "every sign-in link would be written", id="mail-to-the-log"),
    ],
)
def test_production_refuses_to_start_on_an_unsafe_setting_and_says_how_to_fix_it(spoiled, message):
    result = _manage("check", **{**PRODUCTION, **spoiled})

    assert result.returncode != 0
    assert "ImproperlyConfigured: Production settings refused" in result.stderr
    assert message in result.stderr


@pytest.mark.parametrize("num_proxies", [None, ""], ids=["unset", "empty"])
def test_production_refuses_to_start_without_num_proxies(num_proxies):
    environment = {key: value for key, value in PRODUCTION.items() if key != "NUM_PROXIES"}
    if num_proxies is not None:
        environment["NUM_PROXIES"] = num_proxies

    result = _manage("check", **environment)

    assert result.returncode != 0
    assert "NUM_PROXIES is not set: say how many reverse proxies stand in front of the app" in result.stderr


def test_production_refuses_a_missing_secret_key_and_lists_every_problem_at_once():
    result = _manage("check", DJANGO_SETTINGS_MODULE="config.settings.production", DEBUG="1")

    assert all(
        problem in result.stderr for problem in ("DEBUG is on", "SECRET_KEY is not set", "NUM_PROXIES is not set")
    )


@pytest.mark.parametrize("command", [["manage.py", "check"], ["-c", "import config.wsgi"]])
def test_without_a_settings_module_manage_and_the_wsgi_server_start_production(command):
    result = _run([sys.executable, *command], {"DEBUG": "1"})

    assert result.returncode != 0
    assert "Production settings refused (config.settings.production)" in result.stderr
    assert "DEBUG is on" in result.stderr


def test_production_offers_the_guest_sign_in_only_when_demo_login_says_so():
    show = ["manage.py", "shell", "-v", "0", "-c", "from django.conf import settings; print(settings.DEMO_LOGIN)"]

    assert _run([sys.executable, *show], PRODUCTION).stdout.split() == ["False"]
    assert _run([sys.executable, *show], {**PRODUCTION, "DEMO_LOGIN": "1"}).stdout.split() == ["True"]


def test_a_guest_sign_in_turned_on_by_anything_but_demo_login_is_refused():
    assert production_problems(**{**SAFE, "demo_login": True, "demo_login_set": True}) == []
    assert production_problems(**SAFE) == []
    (problem,) = production_problems(**{**SAFE, "demo_login": True, "demo_login_set": False})
    assert problem.startswith("Guest sign-in is on without DEMO_LOGIN set") and "DEMO_LOGIN=1" in problem


def test_an_admin_lockout_of_no_time_at_all_is_refused():
    result = _manage("check", DJANGO_SETTINGS_MODULE="config.settings.local", ADMIN_LOCKOUT_MINUTES="0")

    assert result.returncode != 0
    assert "ADMIN_LOCKOUT_MINUTES must be at least 1, got 0." in result.stderr


@pytest.mark.parametrize(
    ("origins", "problem"),
    [
        pytest.param(["https://hafiz.example.org", "https://learn.hafiz.example.org"], None, id="site-and-subdomain"),
        pytest.param(["http://hafiz.example.org"], "is plain HTTP", id="plain-http"),
        pytest.param(["https://hafiz.example.org/app"], "is not an origin", id="a-path"),
        pytest.param(["https://evilhafiz.example.org"], "is not on WEBAUTHN_RP_ID", id="a-lookalike-host"),
    ],
)
def test_production_refuses_passkey_origins_no_browser_would_accept(origins, problem):
    problems = production_problems(**{**SAFE, "webauthn_origins": origins})

    assert problems == [] if problem is None else problem in problems[0]


def test_an_email_url_turns_mail_on_with_its_server_and_without_it_no_mail_is_offered():
    show = (
        "from django.conf import settings as s; "
        "print(s.EMAIL_SIGN_IN, s.EMAIL_HOST, s.EMAIL_PORT, s.EMAIL_HOST_USER, s.EMAIL_USE_TLS, s.EMAIL_USE_SSL)"
    )
    command = [sys.executable, "manage.py", "shell", "-v", "0", "-c", show]
    local = {"DJANGO_SETTINGS_MODULE": "config.settings.local"}

    assert _run(command, local).stdout.split()[0] == "False"
    starttls = _run(command, {**local, "EMAIL_URL": "smtp+tls://hafiz%40mail:p%40ss@mail.example.org"}).stdout
    assert starttls.split() == ["True", "mail.example.org", "587", "hafiz@mail", "True", "False"]
    assert _run(command, {**local, "EMAIL_HOST": "mail.example.org"}).stdout.split()[:3] == [
        "True",
        "mail.example.org",
        "25",
    ]
    refused = _run(command, {**local, "EMAIL_URL": "ftp://mail.example.org"})
    assert refused.returncode != 0 and "EMAIL_URL must look like smtp://" in refused.stderr
