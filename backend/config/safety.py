"""What the settings refuse to start with. Production fails closed: each unsafe or missing choice is named, with how
to fix it, before the app serves a single call (ImproperlyConfigured at import of the settings)."""

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
    *, debug: bool, secret_key: str, num_proxies_set: bool, demo_login: bool, demo_login_set: bool
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
    return problems


def refuse_unsafe_production(**settings_values) -> None:
    """Raise ImproperlyConfigured listing every problem of production_problems, if there is one."""
    problems = production_problems(**settings_values)
    if problems:
        raise ImproperlyConfigured(
            "Production settings refused (config.settings.production):\n- " + "\n- ".join(problems)
        )
