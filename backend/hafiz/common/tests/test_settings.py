import os
import subprocess
import sys
from pathlib import Path

BACKEND_DIR = Path(__file__).resolve().parents[3]


def _manage(*args: str, **env: str) -> subprocess.CompletedProcess:
    environment = {key: value for key, value in os.environ.items() if key not in {"SECRET_KEY", "DEBUG"}}
    environment.update(env)
    return subprocess.run(
        [sys.executable, "manage.py", *args], cwd=BACKEND_DIR, env=environment, capture_output=True, text=True
    )


def test_refuses_to_start_on_the_default_secret_key_with_debug_off():
    result = _manage("check", DEBUG="0", DJANGO_SETTINGS_MODULE="config.settings.local")

    assert result.returncode != 0
    assert "SECRET_KEY must be set when DEBUG is off" in result.stderr


def test_production_settings_pass_the_deploy_check():
    result = _manage(
        "check",
        "--deploy",
        "--fail-level",
        "WARNING",
        DJANGO_SETTINGS_MODULE="config.settings.production",
        SECRET_KEY="a-long-random-production-secret-" + "x7Qz9" * 10,
        ALLOWED_HOSTS="hafiz.example.org",
    )

    assert result.returncode == 0, result.stdout + result.stderr
