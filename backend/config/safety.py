"""What the settings refuse to start with. Production fails closed: each unsafe or missing choice is named, with how
to fix it, before the app serves a single call (ImproperlyConfigured at import of the settings)."""

from urllib.parse import urlsplit

from django.core.exceptions import ImproperlyConfigured

# The key of the embedded set-up (`make run`, DEBUG on). It is in this public repository, so anything signed with it
# can be forged: never accepted with DEBUG off.
DEVELOPMENT_SECRET_KEY = "insecure-hafiz-development-key-do-not-use-in-production"
# Django's own `startproject` keys start so: a key copied from a tutorial or a fresh project.
_GENERATED_INSECURE_PREFIX = "django-insecure-"
# Django's check --deploy asks for at least 50 characters (and 5 different ones).
SECRET_KEY_MIN_LENGTH = 50

_NEW_KEY_HINT = "e.g. python3 -c 'import secrets; print(secrets.token_urlsafe(50))', the same on every app server"


def refuse_development_secret_key(*, debug: bool, secret_key: str) -> None:
    """The embedded settings: the development key only while DEBUG is on."""
    if not debug and secret_key == DEVELOPMENT_SECRET_KEY:
        raise ImproperlyConfigured("SECRET_KEY must be set when DEBUG is off.")


def production_problems(
    *,
    debug: bool,
    secret_key: str,
    num_proxies_set: bool,
    demo_login: bool,
    demo_login_set: bool,
    webauthn_rp_id_set: bool,
    webauthn_rp_id: str,
    webauthn_origins: list[str],
    email_sign_in: bool,
    email_to_console: bool,
    default_from_email_set: bool,
) -> list[str]:
    """Every reason production must not start with these values, each saying which variable to set and how."""
    problems = []
    if debug:
        problems.append(
            "DEBUG is on: production never runs in debug mode (it shows code and settings on every error). "
            "Unset DEBUG or set DEBUG=0; for a local server use DJANGO_SETTINGS_MODULE=config.settings.local."
        )
    if not secret_key:
        problems.append(f"SECRET_KEY is not set: set it to a long random string ({_NEW_KEY_HINT}).")
    elif secret_key == DEVELOPMENT_SECRET_KEY or secret_key.startswith(_GENERATED_INSECURE_PREFIX):
        problems.append(f"SECRET_KEY is a publicly known development key: set a new random one ({_NEW_KEY_HINT}).")
    elif len(secret_key) < SECRET_KEY_MIN_LENGTH:
        problems.append(
            f"SECRET_KEY is {len(secret_key)} characters long: use at least {SECRET_KEY_MIN_LENGTH} ({_NEW_KEY_HINT})."
        )
    if not num_proxies_set:
        problems.append(
            "NUM_PROXIES is not set: say how many reverse proxies stand in front of the app (1 behind nginx, 2 with a "
            "load balancer in front of nginx, 0 when clients connect directly), so that the request limits and the "
            "admin lockout count real client addresses."
        )
    if demo_login and not demo_login_set:
        problems.append(
            "Guest sign-in is on without DEMO_LOGIN set: anyone could create accounts. Set DEMO_LOGIN=1 to offer it "
            "on purpose, or DEMO_LOGIN=0."
        )
    if not webauthn_rp_id_set:
        problems.append(
            "WEBAUTHN_RP_ID is not set: passkeys are bound to it. Set it to the site's host name "
            "(hafiz.example.org), and WEBAUTHN_ORIGINS when the pages are served from other than https://<that name>."
        )
    else:
        problems.extend(passkey_origin_problems(rp_id=webauthn_rp_id, origins=webauthn_origins))
    if email_to_console:
        problems.append(
            "EMAIL_URL is console://: every sign-in link would be written to the server's output, where anyone reading "
            "the logs could sign in with it. Name a mail server (smtp://, smtp+tls://, smtps://) or unset EMAIL_URL."
        )
    if email_sign_in and not default_from_email_set:
        problems.append(
            "DEFAULT_FROM_EMAIL is not set while the site sends mail (EMAIL_URL or EMAIL_HOST): set the sender of the "
            "sign-in links, e.g. DEFAULT_FROM_EMAIL='Hafiz <hafiz@hafiz.example.org>'."
        )
    return problems


def passkey_origin_problems(*, rp_id: str, origins: list[str]) -> list[str]:
    """Browsers refuse a passkey whose relying party id is not the page's host name or a parent domain of it, and
    outside a secure context (HTTPS, or http://localhost): each origin that could never work, named."""
    problems = []
    for origin in origins:
        parts = urlsplit(origin)
        host = parts.hostname or ""
        if origin != f"{parts.scheme}://{parts.netloc}" or parts.scheme not in ("https", "http"):
            problems.append(f"WEBAUTHN_ORIGINS: {origin!r} is not an origin like https://hafiz.example.org.")
        elif parts.scheme == "http" and host != "localhost":
            problems.append(f"WEBAUTHN_ORIGINS: {origin!r} is plain HTTP; browsers offer passkeys on HTTPS only.")
        elif host != rp_id and not host.endswith(f".{rp_id}"):
            problems.append(f"WEBAUTHN_ORIGINS: {origin!r} is not on WEBAUTHN_RP_ID {rp_id!r} or a subdomain of it.")
    return problems


def refuse_unsafe_production(**settings_values) -> None:
    """Raise ImproperlyConfigured listing every problem of production_problems, if there is one."""
    problems = production_problems(**settings_values)
    if problems:
        raise ImproperlyConfigured(
            "Production settings refused (config.settings.production):\n- " + "\n- ".join(problems)
        )
