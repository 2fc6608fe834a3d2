"""Settings shared by every environment. Every value that varies comes from config.env."""

from datetime import timedelta
from typing import Any

import dj_database_url
from django.core.exceptions import ImproperlyConfigured

from config.env import (
    PROJECT_DIR,
    env_bool,
    env_email,
    env_int,
    env_list,
    env_rate,
    env_str,
)
from config.safety import DEVELOPMENT_SECRET_KEY

DEBUG = env_bool("DEBUG", False)
# The development key serves the embedded set-up only: local.py refuses it with DEBUG off, production.py always.
SECRET_KEY = env_str("SECRET_KEY", DEVELOPMENT_SECRET_KEY)
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
    "corsheaders",
    "axes",
    "hafiz.common",
    "hafiz.accounts",
    "hafiz.quran",
    "hafiz.games",
    "hafiz.people",
    "hafiz.progress",
    "hafiz.listening",
    "hafiz.review",
    "hafiz.xp",
    "hafiz.recitation",
    "hafiz.recordings",
    "hafiz.plans",
    "hafiz.makhraj",
    "hafiz.moderation",
]

MIDDLEWARE = [
    "django.middleware.security.SecurityMiddleware",
    # JSON and SVG answers compressed when `make run` serves browsers directly (production leaves it to nginx:
    # production.py; WhiteNoise serves the built assets' own .gz files). Django pads each gzip stream against BREACH.
    "django.middleware.gzip.GZipMiddleware",
    # Content-Security-Policy and Permissions-Policy ("# Security headers" below); before WhiteNoise, so the files
    # it serves get them too.
    "hafiz.common.security.SecurityHeadersMiddleware",
    # Cross-origin calls: answered only for CORS_ALLOWED_ORIGINS ("# Security headers" below).
    "corsheaders.middleware.CorsMiddleware",
    "whitenoise.middleware.WhiteNoiseMiddleware",
    "django.contrib.sessions.middleware.SessionMiddleware",
    "django.middleware.common.CommonMiddleware",
    "django.middleware.csrf.CsrfViewMiddleware",
    "django.contrib.auth.middleware.AuthenticationMiddleware",
    "django.contrib.messages.middleware.MessageMiddleware",
    "django.middleware.clickjacking.XFrameOptionsMiddleware",
    # A view that meets an unreachable database answers 503 (API error shape), not a 500 page.
    "hafiz.common.middleware.DatabaseUnavailableMiddleware",
    # The admin's sign-in lockout ("# Admin" below); django-axes asks to be last.
    "axes.middleware.AxesMiddleware",
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

REST_FRAMEWORK: dict[str, Any] = {
    "DEFAULT_AUTHENTICATION_CLASSES": ["hafiz.accounts.authentication.CachedTokenAuthentication"],
    "DEFAULT_PERMISSION_CLASSES": ["rest_framework.permissions.IsAuthenticated"],
    "DEFAULT_SCHEMA_CLASS": "hafiz.common.schema.HafizAutoSchema",
    "EXCEPTION_HANDLER": "hafiz.common.errors.api_exception_handler",
    "DEFAULT_RENDERER_CLASSES": ["rest_framework.renderers.JSONRenderer"],
    # JSON bodies only (docs/product.md §7); the photo upload declares its own multipart parser. Form encodings would
    # also read an empty optional field as "not sent", which the schema does not say.
    "DEFAULT_PARSER_CLASSES": ["rest_framework.parsers.JSONParser"],
    "TEST_REQUEST_DEFAULT_FORMAT": "json",
    "UNAUTHENTICATED_USER": None,
}

REST_KNOX = {
    "TOKEN_TTL": timedelta(days=env_int("TOKEN_TTL_DAYS", 30)),
    "AUTO_REFRESH": False,
}

SPECTACULAR_SETTINGS: dict[str, Any] = {
    "TITLE": "Hafiz API",
    "DESCRIPTION": "Qur'an memorisation: content, games, progress and accounts.",
    "VERSION": "1.0.0",
    "SERVE_INCLUDE_SCHEMA": False,
    "SWAGGER_UI_DIST": "SIDECAR",
    "SWAGGER_UI_FAVICON_HREF": "SIDECAR",
    "REDOC_DIST": "SIDECAR",
    "COMPONENT_SPLIT_REQUEST": True,
}

# Recitation: one file per global verse number (docs/product.md §7). A local folder works too, e.g. "/media/audio/".
AUDIO_BASE_URL = env_str("AUDIO_BASE_URL", "https://cdn.islamic.network/quran/audio/128/ar.alafasy/")
AUDIO_FILE_EXTENSION = env_str("AUDIO_FILE_EXTENSION", ".mp3")
# Word timings of that recitation for the Hifz player's follow-along, one JSON file per global verse number
# ([[start_ms, end_ms], …] per word); empty = none, the player estimates them from the words' lengths.
WORD_TIMINGS_BASE_URL = env_str("WORD_TIMINGS_BASE_URL", "")

# Where the pinned quran-json tarball is cached after its first download.
QURAN_JSON_CACHE_DIR = env_str("QURAN_JSON_CACHE_DIR", str(VAR_DIR / "cache"))

LOGGING: dict[str, Any] = {
    "version": 1,
    "disable_existing_loggers": False,
    "handlers": {"console": {"class": "logging.StreamHandler"}},
    "root": {"handlers": ["console"], "level": env_str("LOG_LEVEL", "INFO")},
    # django-axes announces itself at every start of every process; its lockouts are warnings, still logged.
    "loggers": {"axes.apps": {"level": "WARNING"}},
}


# Sign-in (accounts): Google's OAuth client id; empty hides the Google button.
GOOGLE_CLIENT_ID = env_str("GOOGLE_CLIENT_ID", "")
# The guest sign-in (POST /auth/login_demo/): on with DEBUG (the embedded default), else only with DEMO_LOGIN=1.
DEMO_LOGIN = env_bool("DEMO_LOGIN", False)
# Where learners write to the people running the site (the landing's Contacts); empty leaves Contacts out.
CONTACT_EMAIL = env_str("CONTACT_EMAIL", "")

AUTH_USER_MODEL = "accounts.User"

# Admin
# /admin/ is the only sign-in by password (learners sign in with Google or as guests, by token). django-axes refuses
# it for ADMIN_LOCKOUT_MINUTES after 5 failures from one client address or for one username, whichever comes first;
# a successful sign-in clears the count. Addresses are read as the rate limits read them (NUM_PROXIES).
# `manage.py axes_reset` lifts a lockout. deploy/nginx.conf also serves /admin/ only to an allow-list of addresses.
AUTHENTICATION_BACKENDS = ["axes.backends.AxesStandaloneBackend", "django.contrib.auth.backends.ModelBackend"]
AXES_FAILURE_LIMIT = 5
AXES_LOCKOUT_PARAMETERS = ["ip_address", "username"]
ADMIN_LOCKOUT_MINUTES = env_int("ADMIN_LOCKOUT_MINUTES", 30)
if ADMIN_LOCKOUT_MINUTES < 1:
    # django-axes would treat every failure as already expired: no lockout at all.
    raise ImproperlyConfigured(f"ADMIN_LOCKOUT_MINUTES must be at least 1, got {ADMIN_LOCKOUT_MINUTES}.")
AXES_COOLOFF_TIME = timedelta(minutes=ADMIN_LOCKOUT_MINUTES)
# The lockout ends ADMIN_LOCKOUT_MINUTES after the failure that caused it; attempts made meanwhile do not extend it.
AXES_RESET_COOL_OFF_ON_FAILURE_DURING_LOCKOUT = False
AXES_RESET_ON_SUCCESS = True
AXES_CLIENT_IP_CALLABLE = "hafiz.common.client_address.client_address"

# Accounts
# Google sign-in: every access token is checked with Google (audience, expiry, verified email) before it is trusted.
GOOGLE_TOKENINFO_URL = env_str("GOOGLE_TOKENINFO_URL", "https://oauth2.googleapis.com/tokeninfo")
GOOGLE_USERINFO_URL = env_str("GOOGLE_USERINFO_URL", "https://openidconnect.googleapis.com/v1/userinfo")
try:
    GOOGLE_TIMEOUT_SECONDS = float(env_str("GOOGLE_TIMEOUT_SECONDS", "5"))
except ValueError as error:
    raise ImproperlyConfigured("GOOGLE_TIMEOUT_SECONDS must be a number of seconds") from error
# Passkeys (hafiz.accounts.passkeys): the relying party id is the site's host name (or a parent domain of it) that a
# passkey is bound to, and the origins are the addresses its pages are served from ("https://hafiz.example.org").
# Unset origins mean https://<WEBAUTHN_RP_ID>, or with the rp id "localhost" (the embedded default) http://localhost on
# any port, which browsers accept without HTTPS. Production refuses to start without WEBAUTHN_RP_ID (config.safety).
WEBAUTHN_RP_ID = env_str("WEBAUTHN_RP_ID", "localhost")
WEBAUTHN_ORIGINS = env_list("WEBAUTHN_ORIGINS", [])
WEBAUTHN_RP_NAME = env_str("WEBAUTHN_RP_NAME", "Hafiz")
# A sign-in link by email (hafiz.accounts.email_links), only where the site sends mail: EMAIL_URL
# (smtp://user:password@host:587, smtp+tls:// for STARTTLS, smtps:// for TLS from the start, console:// to print
# each mail on the server's output, for trying it out: production refuses it) or Django's own EMAIL_HOST, EMAIL_PORT, EMAIL_HOST_USER, ... settings. Neither: no email field
# is shown anywhere and the email calls answer 404.
_EMAIL = env_email()
EMAIL_SIGN_IN: bool = _EMAIL["EMAIL_SIGN_IN"]
EMAIL_BACKEND: str = _EMAIL["EMAIL_BACKEND"]
EMAIL_HOST: str = _EMAIL["EMAIL_HOST"]
EMAIL_PORT: int = _EMAIL["EMAIL_PORT"]
EMAIL_HOST_USER: str = _EMAIL["EMAIL_HOST_USER"]
EMAIL_HOST_PASSWORD: str = _EMAIL["EMAIL_HOST_PASSWORD"]
EMAIL_USE_TLS: bool = _EMAIL["EMAIL_USE_TLS"]
EMAIL_USE_SSL: bool = _EMAIL["EMAIL_USE_SSL"]
EMAIL_TIMEOUT = env_int("EMAIL_TIMEOUT", 10)
DEFAULT_FROM_EMAIL = env_str("DEFAULT_FROM_EMAIL", "Hafiz <hafiz@localhost>")
# Mails go out after the call's answer, in a thread of their own (hafiz.accounts.email_links); the tests send at once.
EMAIL_SEND_IN_BACKGROUND = True
# Request limits (hafiz.common.throttles; the table with the reasons is docs/limits.md), in DRF's rate syntax ("30/min",
# "10/hour"). Counted in the shared cache (Redis: every app server counts together), per learner for a call with a
# token and per client address (NUM_PROXIES) for one without. A call over a limit answers 429 with Retry-After.
# Only test runs raise them, through these same variables (testing_support.app_server, the API fuzzing).
THROTTLE_RATES = {
    # Every call with a token, per learner: a burst and a sustained rate no person reaches (a page asks for 5-10
    # things; a person playing flat out makes 40-50 calls a minute).
    "learner_burst": env_rate("LEARNER_BURST_RATE", "180/min"),
    "learner_sustained": env_rate("LEARNER_SUSTAINED_RATE", "3600/hour"),
    # Every call without a token, and every call to a view that takes none (public config, chapters, the schema,
    # sign-in), per address; a school or an office shares one address.
    "anonymous": env_rate("ANONYMOUS_RATE", "300/min"),
    # Costly calls, on top of the limits above (the view's throttle_scope):
    # Google sign-in, per address: each asks Google twice. Also a mailed link's secret checked (a sign-in or an address
    # confirmed by email).
    "sign_in": env_rate("LOGIN_RATE", "30/min"),
    # A new guest account per address: a row in every table a learner touches. `make run` allows more (local.py).
    "guest": env_rate("GUEST_RATE", "20/hour"),
    # The grading call, a little above a fast person's pace (a game takes a person 5 s and more; the smallest game's
    # floor is 4 s, hafiz.xp.rules): 20 in a minute, one every 3 s on average.
    "grading": env_rate("GRADING_RATE", "20/min"),
    # A listening pass recorded (and a listening started): a short verse on repeat ends a pass every 2 s or so.
    "listening": env_rate("LISTENING_RATE", "60/min"),
    # A recitation from memory taken in: a person recites for minutes between two.
    "recitation": env_rate("RECITATION_RATE", "30/min"),
    # People search: a match on the learners' names (a trigram index on PostgreSQL for words of 3 letters and more, a
    # scan for shorter ones); the search box asks once the learner stops typing.
    "search": env_rate("SEARCH_RATE", "30/min"),
    # A profile photo: decoded, re-encoded and stored; a learner changes it a few times at most.
    "photo": env_rate("PHOTO_RATE", "10/hour"),
    # A recording of a recitation uploaded: decoded whole in a child process; one per recitation, minutes apart.
    "recording": env_rate("RECORDING_RATE", "30/hour"),
    # Each step of a passkey's ceremonies (a challenge made, an answer checked): a sign-in is two calls.
    "passkey": env_rate("PASSKEY_RATE", "30/min"),
    # A mail sent (an address to confirm, a sign-in link asked for), per address or learner; each address and each
    # learner is also sent at most a few links an hour whatever the addresses (hafiz.accounts.email_links).
    "email": env_rate("EMAIL_RATE", "20/hour"),
}
REST_FRAMEWORK["DEFAULT_THROTTLE_CLASSES"] = ["hafiz.common.throttles.RequestLimitThrottle"]
# Human pace as it is: the games' floors (hafiz.xp.rules.game_floor) and a listening pass's least length
# (hafiz.listening.pace), times this. Only test runs shrink it, so a test can win a game or finish a pass at once: the
# tests' settings, and the system tests' servers (PACE_SCALE=0 in their environment). A site leaves it unset.
try:
    PACE_SCALE = float(env_str("PACE_SCALE", "1"))
except ValueError as error:
    raise ImproperlyConfigured("PACE_SCALE must be a number (1: a person's pace)") from error
# How many reverse proxies sit in front of the app: the client address is read from X-Forwarded-For only then
# (0 = use the socket address, so a client cannot dodge the request limits with a forged header).
REST_FRAMEWORK["NUM_PROXIES"] = env_int("NUM_PROXIES", 0)
# Profile photos: upload limits; stored re-encoded, at most PHOTO_MAX_SIDE pixels on the long side.
PHOTO_MAX_BYTES = env_int("PHOTO_MAX_BYTES", 5 * 1024 * 1024)
PHOTO_MAX_PIXELS = env_int("PHOTO_MAX_PIXELS", 16_000_000)
PHOTO_MAX_SIDE = env_int("PHOTO_MAX_SIDE", 512)
# Recordings of recitations (hafiz.recordings): each at most RECORDING_MAX_BYTES and RECORDING_MAX_SECONDS long as
# decoded; a learner holds at most RECORDINGS_MAX_COUNT of them, RECORDINGS_MAX_TOTAL_BYTES in all; each is removed
# RECORDING_DAYS_KEPT days after it was taken in unless the learner keeps it (manage.py recordings_remove_expired).
RECORDING_MAX_BYTES = env_int("RECORDING_MAX_BYTES", 20 * 1024 * 1024)
RECORDING_MAX_SECONDS = env_int("RECORDING_MAX_SECONDS", 15 * 60)
RECORDINGS_MAX_COUNT = env_int("RECORDINGS_MAX_COUNT", 50)
RECORDINGS_MAX_TOTAL_BYTES = env_int("RECORDINGS_MAX_TOTAL_BYTES", 200 * 1024 * 1024)
RECORDING_DAYS_KEPT = env_int("RECORDING_DAYS_KEPT", 30)
# Google's sign-in popup must be able to report back to the page that opened it.
SECURE_CROSS_ORIGIN_OPENER_POLICY = "same-origin-allow-popups"

# Production / scaling ----------------------------------------------------------------------------------------------
# App servers keep no state of their own, so any number of them (gunicorn processes, machines) can run side by side:
# they share one database, one Redis (cache and request-limit counters) and one media store. See
# docs/deploy.md and deploy/nginx.conf.

# Each app process holds the Qur'an's chapters and verses in memory (hafiz.quran.content), and asks the database at most
# this often whether an import or an admin's edit has changed them: a change reaches every process within this time.
CONTENT_STAMP_CHECK_SECONDS = env_int("CONTENT_STAMP_CHECK_SECONDS", 30)

# PostgreSQL: give up on a connection attempt after this many seconds, so a call made while the database is down
# answers 503 quickly (hafiz.common.db_faults) instead of hanging. Broken pooled connections are dropped by
# CONN_HEALTH_CHECKS at the start of the next request, so the app recovers on its own when the database is back.
if DATABASES["default"]["ENGINE"] == "django.db.backends.postgresql":
    DATABASES["default"].setdefault("OPTIONS", {}).setdefault("connect_timeout", env_int("DATABASE_CONNECT_TIMEOUT", 3))

# Redis, when REDIS_URL is set (redis://host:6379/0): the cache every app server shares, which the request limits
# (THROTTLE_RATES) count in. Unset, each process has its own memory cache, which is right for a single server only.
REDIS_URL = env_str("REDIS_URL", "")
if REDIS_URL:
    CACHES = {
        "default": {
            "BACKEND": "hafiz.common.cache.FailSoftRedisCache",
            "LOCATION": REDIS_URL,
            "KEY_PREFIX": env_str("CACHE_KEY_PREFIX", "hafiz"),
            "OPTIONS": {
                # A Redis that is down or unreachable costs at most this long per call, then counts as a miss.
                "SOCKET_CONNECT_TIMEOUT": 0.5,
                "SOCKET_TIMEOUT": 0.5,
            },
        }
    }
else:
    CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
# Seconds a checked sign-in token is held in the cache, so that a learner's calls skip the token table
# (hafiz.accounts.authentication; logout, sign-out everywhere and deactivation end it at once). Only a cache every
# app server shares can be told of a logout, so it is off (0) without Redis.
AUTH_CACHE_SECONDS = env_int("AUTH_CACHE_SECONDS", 60 if REDIS_URL else 0)
if AUTH_CACHE_SECONDS > 0 and not REDIS_URL:
    raise ImproperlyConfigured("AUTH_CACHE_SECONDS needs REDIS_URL: a logout must reach every process's cache.")
# Fail soft: with Redis down, reads miss (the database answers), writes are dropped and rate limits allow;
# FailSoftRedisCache logs a warning (at most one every few seconds per process) instead of failing the call.
DJANGO_REDIS_IGNORE_EXCEPTIONS = True
DJANGO_REDIS_LOG_IGNORED_EXCEPTIONS = True

# Media (profile photos, verse images): a local folder (MEDIA_ROOT; shared between machines it must be a network
# folder) or, with MEDIA_STORAGE=s3, a bucket of any S3-compatible object store through django-storages.
MEDIA_STORAGE = env_str("MEDIA_STORAGE", "local")
if MEDIA_STORAGE == "local":
    _MEDIA_STORAGE_BACKEND = "django.core.files.storage.FileSystemStorage"
    # Recordings are private: outside MEDIA_ROOT, where nothing serves them; the app streams each to its owner.
    RECORDINGS_ROOT = env_str("RECORDINGS_ROOT", str(VAR_DIR / "recordings"))
    _RECORDINGS_STORAGE = {"BACKEND": _MEDIA_STORAGE_BACKEND, "OPTIONS": {"location": RECORDINGS_ROOT}}
elif MEDIA_STORAGE == "s3":
    _MEDIA_STORAGE_BACKEND = "storages.backends.s3.S3Storage"
    AWS_STORAGE_BUCKET_NAME = env_str("AWS_STORAGE_BUCKET_NAME")
    if not AWS_STORAGE_BUCKET_NAME:
        raise ImproperlyConfigured("MEDIA_STORAGE=s3 needs AWS_STORAGE_BUCKET_NAME.")
    # Empty values fall back to boto3's own lookup (instance role, ~/.aws, AWS_* in the environment).
    AWS_ACCESS_KEY_ID = env_str("AWS_ACCESS_KEY_ID") or None
    AWS_SECRET_ACCESS_KEY = env_str("AWS_SECRET_ACCESS_KEY") or None
    AWS_S3_ENDPOINT_URL = env_str("AWS_S3_ENDPOINT_URL") or None  # e.g. https://minio.internal:9000
    AWS_S3_REGION_NAME = env_str("AWS_S3_REGION_NAME") or None
    AWS_S3_CUSTOM_DOMAIN = env_str("AWS_S3_CUSTOM_DOMAIN") or None  # a CDN or public host name for the bucket
    AWS_LOCATION = env_str("AWS_LOCATION", "media")
    # Photos and verse images are public: plain URLs, not signed ones that expire in the middle of a session.
    AWS_QUERYSTRING_AUTH = env_bool("AWS_QUERYSTRING_AUTH", False)
    AWS_DEFAULT_ACL = env_str("AWS_DEFAULT_ACL") or None
    # Stored names are random already; never overwrite one silently.
    AWS_S3_FILE_OVERWRITE = False
    # Recordings are private: in the same bucket under their own prefix, readable only with the app's credentials
    # (the app streams each to its owner), whatever the bucket's settings make of the media.
    _RECORDINGS_STORAGE = {
        "BACKEND": _MEDIA_STORAGE_BACKEND,
        "OPTIONS": {
            "location": env_str("RECORDINGS_LOCATION", "recordings"),
            "default_acl": "private",
            "querystring_auth": True,
            "custom_domain": None,
        },
    }
else:
    raise ImproperlyConfigured(f"MEDIA_STORAGE must be 'local' or 's3', got {MEDIA_STORAGE!r}")
STORAGES = {
    "default": {"BACKEND": _MEDIA_STORAGE_BACKEND},
    "recordings": _RECORDINGS_STORAGE,
    "staticfiles": {"BACKEND": "django.contrib.staticfiles.storage.StaticFilesStorage"},
}

# `manage.py backup_create` (make backup) writes its archives here; `backup_restore` (make restore) reads them.
BACKUP_DIR = env_str("BACKUP_DIR", str(VAR_DIR / "backups"))
# Folder of pg_dump and pg_restore when they are not on PATH (e.g. /usr/lib/postgresql/15/bin).
PG_BIN_DIR = env_str("PG_BIN_DIR", "")

# Security headers ------------------------------------------------------------------------------------------------
# hafiz.common.security.SecurityHeadersMiddleware sends one Content-Security-Policy per kind of answer; Django's
# SecurityMiddleware sends nosniff, the Referrer-Policy and COOP (above), and HSTS in production (production.py).
SECURE_CONTENT_TYPE_NOSNIFF = True
# Cross-origin requests carry the origin only, never the path; Google sign-in needs at least the origin.
SECURE_REFERRER_POLICY = "strict-origin-when-cross-origin"
# No page of Hafiz is meant to be shown inside another site's frame (also frame-ancestors below).
X_FRAME_OPTIONS = "DENY"
# The React app (every path outside /api/ and /media/, the admin too): its own origin only. Added on the fly:
# the origin of AUDIO_BASE_URL to media-src, of WORD_TIMINGS_BASE_URL to connect-src, and CSP_GOOGLE_SIGN_IN
# when GOOGLE_CLIENT_ID is set.
CSP_APP = {
    "default-src": ["'self'"],
    "script-src": ["'self'"],
    # react-toastify injects its stylesheet as a <style> element, which has no nonce to offer. (React's style={{}}
    # props are set through the CSSOM, which CSP does not govern.)
    "style-src": ["'self'", "'unsafe-inline'"],
    "img-src": ["'self'", "data:", "blob:"],
    "font-src": ["'self'"],
    # blob: the learner's own recording, played from the browser's copy of it.
    "media-src": ["'self'", "blob:"],
    "connect-src": ["'self'"],
    "frame-src": ["'none'"],
    "object-src": ["'none'"],
    "base-uri": ["'self'"],
    "form-action": ["'self'"],
    "frame-ancestors": ["'none'"],
}
# What Google Identity Services needs (its documented CSP list); the token popup is a window, not a frame.
CSP_GOOGLE_SIGN_IN = {
    "script-src": ["https://accounts.google.com/gsi/client"],
    "style-src": ["https://accounts.google.com/gsi/style"],
    "frame-src": ["https://accounts.google.com/gsi/"],
    "connect-src": ["https://accounts.google.com/gsi/"],
}
# API answers are JSON: nothing in them may load or run anything, should one be opened as a page.
CSP_API = {"default-src": ["'none'"], "frame-ancestors": ["'none'"], "base-uri": ["'none'"], "form-action": ["'none'"]}
# The Swagger UI at /api/v1/docs/ (its script comes from its own URL; its template has one inline <style>).
CSP_API_DOCS = {
    "default-src": ["'self'"],
    "style-src": ["'self'", "'unsafe-inline'"],
    "img-src": ["'self'", "data:"],
    "object-src": ["'none'"],
    "base-uri": ["'self'"],
    "form-action": ["'self'"],
    "frame-ancestors": ["'none'"],
}
# Uploaded photos and verse images (SVG): an SVG opened directly can draw itself and nothing else, never script.
CSP_MEDIA = {"default-src": ["'none'"], "style-src": ["'unsafe-inline'"], "frame-ancestors": ["'none'"]}
# Browser features the app never uses, turned off for every page and anything it might embed; the microphone for the
# app's own pages only (a learner records their recitation), never for anything embedded.
PERMISSIONS_POLICY = "camera=(), microphone=(self), geolocation=(), payment=(), usb=()"
# CORS is closed: the app and its API share one origin. A frontend served elsewhere lists its origins here
# (comma-separated, "https://hafiz.example.org"); only the API answers them, and no cookies are involved.
CORS_ALLOWED_ORIGINS = env_list("CORS_ALLOWED_ORIGINS", [])
CORS_URLS_REGEX = r"^/api/.*$"
CORS_ALLOW_CREDENTIALS = False
# A refused call's wait (a 429's Retry-After) is what the frontend tells the learner; another origin may read it too.
CORS_EXPOSE_HEADERS = ["Retry-After"]

# Gamification
# The xp, streak, quest and leaderboard rules are product rules, not settings: hafiz/xp/rules.py.
# The ledger's reason enum gets a name of its own in the OpenAPI schema (the generated client's type).
SPECTACULAR_SETTINGS.setdefault("ENUM_NAME_OVERRIDES", {})["XpReasonEnum"] = "hafiz.xp.models.XpReason"

# Games: each deal's answer links to its grading call (game_id).
SPECTACULAR_SETTINGS["POSTPROCESSING_HOOKS"] = [
    "drf_spectacular.hooks.postprocess_schema_enums",
    "hafiz.games.schema.grading_links",
]

# Learning paths, spaced review and the games: their enums named for what they are in the generated client (two
# "game" fields with different choices would otherwise be named after their components).
SPECTACULAR_SETTINGS.setdefault("ENUM_NAME_OVERRIDES", {}).update(
    LearningPathKindEnum="hafiz.review.models.LearningPath.Kind",
    ReviewRatingEnum="hafiz.review.ratings.REVIEW_RATINGS",
    ReviewGameEnum="hafiz.review.selectors.REVIEW_SESSION_GAMES",
    GameEnum="hafiz.progress.models.Game",
    UnpaidEnum="hafiz.games.services.UNPAID_REASONS",
    RecitationPassageKindEnum="hafiz.recitation.passages.PassageKind.ALL",
    SlipKindEnum="hafiz.recitation.models.SlipKind",
)
