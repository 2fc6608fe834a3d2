"""Production: DEBUG off, HTTPS only; passes `manage.py check --deploy`."""

from config.env import env_bool, env_int

from .base import *  # noqa: F401,F403
from .base import SECRET_KEY, refuse_default_secret_key

DEBUG = env_bool("DEBUG", False)
refuse_default_secret_key(debug=DEBUG, secret_key=SECRET_KEY)

SECURE_PROXY_SSL_HEADER = ("HTTP_X_FORWARDED_PROTO", "https")
SECURE_SSL_REDIRECT = env_bool("SECURE_SSL_REDIRECT", True)
SESSION_COOKIE_SECURE = True
CSRF_COOKIE_SECURE = True
SECURE_HSTS_SECONDS = env_int("SECURE_HSTS_SECONDS", 31536000)
SECURE_HSTS_INCLUDE_SUBDOMAINS = True
SECURE_HSTS_PRELOAD = True
X_FRAME_OPTIONS = "DENY"
