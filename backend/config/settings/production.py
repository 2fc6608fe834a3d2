"""Production: DEBUG off, HTTPS only; passes `manage.py check --deploy`. The default of manage.py and config.wsgi.

It fails closed (config.safety): it refuses to start with DEBUG on, without a long random SECRET_KEY, without
NUM_PROXIES or WEBAUTHN_RP_ID, or with the guest sign-in on unless DEMO_LOGIN says so."""

from config.env import env_bool, env_int, env_is_set, env_str
from config.safety import refuse_unsafe_production

from .base import *  # noqa: F403
from .base import DEMO_LOGIN, EMAIL_BACKEND, EMAIL_SIGN_IN, LOGGING, MIDDLEWARE, WEBAUTHN_ORIGINS, WEBAUTHN_RP_ID

DEBUG = env_bool("DEBUG", False)
# No development key to fall back on: production names its own or refuses to start.
SECRET_KEY = env_str("SECRET_KEY")
refuse_unsafe_production(
    debug=DEBUG,
    secret_key=SECRET_KEY,
    num_proxies_set=env_is_set("NUM_PROXIES"),
    demo_login=DEMO_LOGIN,
    demo_login_set=env_is_set("DEMO_LOGIN"),
    webauthn_rp_id_set=env_is_set("WEBAUTHN_RP_ID"),
    webauthn_rp_id=WEBAUTHN_RP_ID,
    webauthn_origins=WEBAUTHN_ORIGINS,
    email_sign_in=EMAIL_SIGN_IN,
    email_to_console=EMAIL_BACKEND == "django.core.mail.backends.console.EmailBackend",
    default_from_email_set=env_is_set("DEFAULT_FROM_EMAIL"),
)

SECURE_PROXY_SSL_HEADER = ("HTTP_X_FORWARDED_PROTO", "https")
SECURE_SSL_REDIRECT = env_bool("SECURE_SSL_REDIRECT", True)
SESSION_COOKIE_SECURE = True
CSRF_COOKIE_SECURE = True
SECURE_HSTS_SECONDS = env_int("SECURE_HSTS_SECONDS", 31536000)
SECURE_HSTS_INCLUDE_SUBDOMAINS = True
SECURE_HSTS_PRELOAD = True
X_FRAME_OPTIONS = "DENY"

# Production / scaling ----------------------------------------------------------------------------------------------
# nginx compresses the answers (deploy/nginx.conf: gzip from 1 KB, in C, on the proxy's cores), so the app servers do
# not: compressing each small API answer in Python cost the content POSTs (ayah_text, ayah_image) about a tenth of
# their time (bench/content_api.py). The Qur'an's content calls compress their own, once per copy nginx keeps.
MIDDLEWARE = [name for name in MIDDLEWARE if name != "django.middleware.gzip.GZipMiddleware"]
# Monitors and load balancers probe each app server directly, over plain HTTP: the health check is not redirected
# (they send the site's host name, or the server's address is added to ALLOWED_HOSTS).
SECURE_REDIRECT_EXEMPT = [r"^api/v1/health/$"]
# Lines from many app servers end up side by side in one log: say when, how bad, from which process and logger.
LOGGING["formatters"] = {"production": {"format": "%(asctime)s %(levelname)s [%(process)d] %(name)s: %(message)s"}}
LOGGING["handlers"]["console"]["formatter"] = "production"
