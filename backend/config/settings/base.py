"""Settings shared by every environment. Every value that varies comes from config.env."""

from datetime import timedelta

import dj_database_url
from django.core.exceptions import ImproperlyConfigured

from config.env import BASE_DIR, PROJECT_DIR, env_bool, env_int, env_list, env_str

# Used only when DEBUG is on; with DEBUG off the app refuses to start on it (see bottom).
DEFAULT_SECRET_KEY = "insecure-hafiz-development-key-do-not-use-in-production"

DEBUG = env_bool("DEBUG", False)
SECRET_KEY = env_str("SECRET_KEY", DEFAULT_SECRET_KEY)
ALLOWED_HOSTS = env_list("ALLOWED_HOSTS", ["127.0.0.1", "localhost", "[::1]"])

VAR_DIR = PROJECT_DIR / "var"
FRONTEND_DIST_DIR = PROJECT_DIR / "frontend" / "dist"

INSTALLED_APPS = [
    "django.contrib.admin",
    "django.contrib.auth",
    "django.contrib.contenttypes",
    "django.contrib.sessions",
    "django.contrib.messages",
    "django.contrib.staticfiles",
    "rest_framework",
    "knox",
    "drf_spectacular",
    "drf_spectacular_sidecar",
    "hafiz.common",
    "hafiz.accounts",
    "hafiz.quran",
    "hafiz.games",
    "hafiz.progress",
]

MIDDLEWARE = [
    "django.middleware.security.SecurityMiddleware",
    "whitenoise.middleware.WhiteNoiseMiddleware",
    "django.contrib.sessions.middleware.SessionMiddleware",
    "django.middleware.common.CommonMiddleware",
    "django.middleware.csrf.CsrfViewMiddleware",
    "django.contrib.auth.middleware.AuthenticationMiddleware",
    "django.contrib.messages.middleware.MessageMiddleware",
    "django.middleware.clickjacking.XFrameOptionsMiddleware",
]

ROOT_URLCONF = "config.urls"
WSGI_APPLICATION = "config.wsgi.application"

TEMPLATES = [
    {
        "BACKEND": "django.template.backends.django.DjangoTemplates",
        "DIRS": [],
        "APP_DIRS": True,
        "OPTIONS": {
            "context_processors": [
                "django.template.context_processors.request",
                "django.contrib.auth.context_processors.auth",
                "django.contrib.messages.context_processors.messages",
            ],
        },
    },
]

DATABASES = {
    "default": dj_database_url.parse(
        env_str("DATABASE_URL", f"sqlite:///{VAR_DIR / 'hafiz.sqlite3'}"),
        conn_max_age=env_int("DATABASE_CONN_MAX_AGE", 60),
        conn_health_checks=True,
    )
}
if DATABASES["default"]["ENGINE"] == "django.db.backends.sqlite3":
    # WAL and a busy timeout let concurrent gunicorn workers share the file without 'database is locked'.
    DATABASES["default"]["OPTIONS"] = {
        "timeout": 20,
        "init_command": "PRAGMA journal_mode=WAL; PRAGMA synchronous=NORMAL;",
        "transaction_mode": "IMMEDIATE",
    }

DEFAULT_AUTO_FIELD = "django.db.models.BigAutoField"

LANGUAGE_CODE = "en"
TIME_ZONE = "UTC"
USE_I18N = True
USE_TZ = True

STATIC_URL = "/static/"
STATIC_ROOT = VAR_DIR / "static"
MEDIA_URL = "/media/"
MEDIA_ROOT = env_str("MEDIA_ROOT", str(VAR_DIR / "media"))

# The built frontend is served from the site root; Vite puts content hashes in asset names,
# so WhiteNoise may cache those forever.
WHITENOISE_ROOT = FRONTEND_DIST_DIR if FRONTEND_DIST_DIR.is_dir() else None
WHITENOISE_IMMUTABLE_FILE_TEST = r"^.+[.-][0-9a-zA-Z_-]{8,12}\.[^.]+$"

REST_FRAMEWORK = {
    "DEFAULT_AUTHENTICATION_CLASSES": ["knox.auth.TokenAuthentication"],
    "DEFAULT_PERMISSION_CLASSES": ["rest_framework.permissions.IsAuthenticated"],
    "DEFAULT_SCHEMA_CLASS": "hafiz.common.schema.HafizAutoSchema",
    "EXCEPTION_HANDLER": "hafiz.common.errors.api_exception_handler",
    "DEFAULT_RENDERER_CLASSES": ["rest_framework.renderers.JSONRenderer"],
    "DEFAULT_PARSER_CLASSES": [
        "rest_framework.parsers.JSONParser",
        "rest_framework.parsers.MultiPartParser",
        "rest_framework.parsers.FormParser",
    ],
    "UNAUTHENTICATED_USER": None,
}

REST_KNOX = {
    "TOKEN_TTL": timedelta(days=env_int("TOKEN_TTL_DAYS", 30)),
    "AUTO_REFRESH": False,
}

SPECTACULAR_SETTINGS = {
    "TITLE": "Hafiz API",
    "DESCRIPTION": "Qur'an memorisation: content, games, progress and accounts.",
    "VERSION": "1.0.0",
    "SERVE_INCLUDE_SCHEMA": False,
    "SWAGGER_UI_DIST": "SIDECAR",
    "SWAGGER_UI_FAVICON_HREF": "SIDECAR",
    "REDOC_DIST": "SIDECAR",
    "COMPONENT_SPLIT_REQUEST": True,
}

# Recitation: one file per global verse number (SPEC §7). A local folder works too, e.g. "/media/audio/".
AUDIO_BASE_URL = env_str("AUDIO_BASE_URL", "https://cdn.islamic.network/quran/audio/128/ar.alafasy/")
AUDIO_FILE_EXTENSION = env_str("AUDIO_FILE_EXTENSION", ".mp3")

# Where the pinned quran-json tarball is cached after its first download.
QURAN_JSON_CACHE_DIR = env_str("QURAN_JSON_CACHE_DIR", str(VAR_DIR / "cache"))

LOGGING = {
    "version": 1,
    "disable_existing_loggers": False,
    "handlers": {"console": {"class": "logging.StreamHandler"}},
    "root": {"handlers": ["console"], "level": env_str("LOG_LEVEL", "INFO")},
}


def refuse_default_secret_key(*, debug: bool, secret_key: str) -> None:
    if not debug and secret_key == DEFAULT_SECRET_KEY:
        raise ImproperlyConfigured("SECRET_KEY must be set when DEBUG is off.")

# Sign-in (accounts): Google's OAuth client id; empty hides the Google button.
GOOGLE_CLIENT_ID = env_str("GOOGLE_CLIENT_ID", "")
# The guest sign-in (POST /auth/login_demo/): on with DEBUG (the embedded default), else only with DEMO_LOGIN=1.
DEMO_LOGIN = env_bool("DEMO_LOGIN", False)

AUTH_USER_MODEL = "accounts.User"

# Accounts
# Google sign-in: every access token is checked with Google (audience, expiry, verified email) before it is trusted.
GOOGLE_TOKENINFO_URL = env_str("GOOGLE_TOKENINFO_URL", "https://oauth2.googleapis.com/tokeninfo")
GOOGLE_USERINFO_URL = env_str("GOOGLE_USERINFO_URL", "https://openidconnect.googleapis.com/v1/userinfo")
try:
    GOOGLE_TIMEOUT_SECONDS = float(env_str("GOOGLE_TIMEOUT_SECONDS", "5"))
except ValueError as error:
    raise ImproperlyConfigured("GOOGLE_TIMEOUT_SECONDS must be a number of seconds") from error
# Both sign-in calls, per client address (DRF rate syntax: "30/min", "100/hour"); counted in Django's cache.
LOGIN_RATE = env_str("LOGIN_RATE", "30/min")
# How many reverse proxies sit in front of the app: the client address is read from X-Forwarded-For only then
# (0 = use the socket address, so a client cannot dodge the sign-in limit with a forged header).
REST_FRAMEWORK["NUM_PROXIES"] = env_int("NUM_PROXIES", 0)
# Profile photos: upload limits; stored re-encoded, at most PHOTO_MAX_SIDE pixels on the long side.
PHOTO_MAX_BYTES = env_int("PHOTO_MAX_BYTES", 5 * 1024 * 1024)
PHOTO_MAX_PIXELS = env_int("PHOTO_MAX_PIXELS", 40_000_000)
PHOTO_MAX_SIDE = env_int("PHOTO_MAX_SIDE", 512)
# Google's sign-in popup must be able to report back to the page that opened it.
SECURE_CROSS_ORIGIN_OPENER_POLICY = "same-origin-allow-popups"
