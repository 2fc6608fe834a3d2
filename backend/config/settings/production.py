"""Production: DEBUG off, HTTPS only; passes `manage.py check --deploy`."""

from config.env import env_bool, env_int

from .base import *  # noqa: F401,F403
from .base import LOGGING, SECRET_KEY, refuse_default_secret_key

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

# Production / scaling ----------------------------------------------------------------------------------------------
# Monitors and load balancers probe each app server directly, over plain HTTP: the health check is not redirected
# (they send the site's host name, or the server's address is added to ALLOWED_HOSTS).
SECURE_REDIRECT_EXEMPT = [r"^api/v1/health/$"]
# Lines from many app servers end up side by side in one log: say when, how bad, from which process and logger.
LOGGING["formatters"] = {"production": {"format": "%(asctime)s %(levelname)s [%(process)d] %(name)s: %(message)s"}}
LOGGING["handlers"]["console"]["formatter"] = "production"
