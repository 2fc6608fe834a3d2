"""The "Production / scaling" settings, read in a fresh process per environment as a server would."""

import json
import os
import subprocess
import sys
from pathlib import Path

BACKEND_DIR = Path(__file__).resolve().parents[3]
_PRINT = (
    "import json; from django.conf import settings as s; "
    "print(json.dumps({'cache': s.CACHES['default']['BACKEND'], 'media': s.STORAGES['default']['BACKEND'], "
    "'recordings': s.STORAGES['recordings'], 'media_root': str(s.MEDIA_ROOT), "
    "'db_options': s.DATABASES['default'].get('OPTIONS', {}), 'middleware': s.MIDDLEWARE, "
    "'auth_cache_seconds': s.AUTH_CACHE_SECONDS}))"
)


def _settings(**env: str) -> dict:
    environment = {
        key: value
        for key, value in os.environ.items()
        if key not in {"REDIS_URL", "MEDIA_STORAGE", "DATABASE_URL", "AWS_STORAGE_BUCKET_NAME"}
    }
    environment.update(DJANGO_SETTINGS_MODULE="config.settings.local", **env)
    result = subprocess.run(
        [sys.executable, "manage.py", "shell", "-v", "0", "-c", _PRINT],
        cwd=BACKEND_DIR,
        env=environment,
        capture_output=True,
        text=True,
    )
    assert result.returncode == 0, result.stderr
    return json.loads(result.stdout.strip().splitlines()[-1])


def test_a_single_server_keeps_its_cache_and_media_to_itself():
    settings = _settings()

    assert settings["cache"] == "django.core.cache.backends.locmem.LocMemCache"
    assert settings["media"] == "django.core.files.storage.FileSystemStorage"
    # Recordings are private: in a folder of their own, outside the media folder that is served.
    recordings = settings["recordings"]
    assert recordings["BACKEND"] == "django.core.files.storage.FileSystemStorage"
    assert not Path(recordings["OPTIONS"]["location"]).is_relative_to(settings["media_root"])
    assert "hafiz.common.middleware.DatabaseUnavailableMiddleware" in settings["middleware"]
    assert settings["auth_cache_seconds"] == 0  # a logout could not reach another process's memory


def test_app_servers_share_redis_and_an_s3_bucket_when_told():
    settings = _settings(
        REDIS_URL="redis://cache.internal:6379/0", MEDIA_STORAGE="s3", AWS_STORAGE_BUCKET_NAME="hafiz-media"
    )

    assert settings["cache"] == "hafiz.common.cache.FailSoftRedisCache"
    assert settings["media"] == "storages.backends.s3.S3Storage"
    # Recordings are private in the bucket whatever its default ACL: read only with the app's credentials.
    assert settings["recordings"] == {
        "BACKEND": "storages.backends.s3.S3Storage",
        "OPTIONS": {
            "location": "recordings",
            "default_acl": "private",
            "querystring_auth": True,
            "custom_domain": None,
        },
    }
    assert settings["auth_cache_seconds"] == 60


def test_postgresql_connections_give_up_quickly():
    assert _settings(DATABASE_URL="postgres://hafiz@db.internal/hafiz")["db_options"]["connect_timeout"] == 3
    assert (
        _settings(DATABASE_URL="postgres://hafiz@db.internal/hafiz", DATABASE_CONNECT_TIMEOUT="7")["db_options"][
            "connect_timeout"
        ]
        == 7
    )


def test_an_unknown_media_storage_is_refused():
    result = subprocess.run(
        [sys.executable, "manage.py", "check"],
        cwd=BACKEND_DIR,
        capture_output=True,
        text=True,
        env=dict(os.environ, MEDIA_STORAGE="ftp"),
    )

    assert result.returncode != 0 and "MEDIA_STORAGE must be 'local' or 's3'" in result.stderr


def test_held_sign_ins_without_redis_are_refused():
    result = subprocess.run(
        [sys.executable, "manage.py", "check"],
        cwd=BACKEND_DIR,
        capture_output=True,
        text=True,
        env=dict({key: value for key, value in os.environ.items() if key != "REDIS_URL"}, AUTH_CACHE_SECONDS="60"),
    )

    assert result.returncode != 0 and "AUTH_CACHE_SECONDS needs REDIS_URL" in result.stderr
