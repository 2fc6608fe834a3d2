"""The one place settings read the environment (HackSoft styleguide: settings never call os.environ directly)."""

import os
from pathlib import Path
from urllib.parse import unquote, urlsplit

from django.core.exceptions import ImproperlyConfigured

BASE_DIR = Path(__file__).resolve().parent.parent
PROJECT_DIR = BASE_DIR.parent

_TRUE = {"1", "true", "yes", "on"}
_FALSE = {"0", "false", "no", "off", ""}


def env_is_set(name: str) -> bool:
    """Whether the environment gives this variable a value: production insists on some choices, and a blank line
    in an env file (`NUM_PROXIES=`) is no choice."""
    return os.environ.get(name, "").strip() != ""


def env_str(name: str, default: str = "") -> str:
    return os.environ.get(name, default)


def env_bool(name: str, default: bool) -> bool:
    raw = os.environ.get(name)
    if raw is None:
        return default
    value = raw.strip().lower()
    if value in _TRUE:
        return True
    if value in _FALSE:
        return False
    raise ImproperlyConfigured(f"{name} must be a boolean (1/0, true/false), got {raw!r}")


def env_int(name: str, default: int) -> int:
    raw = os.environ.get(name)
    if raw is None or raw == "":
        return default
    try:
        return int(raw)
    except ValueError as error:
        raise ImproperlyConfigured(f"{name} must be an integer, got {raw!r}") from error


def env_list(name: str, default: list[str]) -> list[str]:
    raw = os.environ.get(name)
    if raw is None:
        return default
    return [item.strip() for item in raw.split(",") if item.strip()]


_RATE_WINDOW_SECONDS = {
    **dict.fromkeys(("s", "sec", "second", "seconds"), 1),
    **dict.fromkeys(("m", "min", "minute", "minutes"), 60),
    **dict.fromkeys(("h", "hour", "hours"), 3600),
    **dict.fromkeys(("d", "day", "days"), 86400),
}


def parse_rate(rate: str) -> tuple[int, int]:
    """A request limit in DRF's rate syntax, "30/min" or "10/hour", as (calls, window in seconds); ValueError when
    malformed. The one reading of the syntax: the settings check it with it, the limits count with it."""
    calls, _, period = rate.partition("/")
    if not calls.isdigit() or int(calls) < 1 or period not in _RATE_WINDOW_SECONDS:
        raise ValueError(f"not a rate like 30/min or 10/hour: {rate!r}")
    return int(calls), _RATE_WINDOW_SECONDS[period]


def env_rate(name: str, default: str) -> str:
    """A request limit (parse_rate), refused at start-up when malformed, so a typo is not found by the first call it
    should limit."""
    raw = os.environ.get(name, "").strip() or default
    try:
        parse_rate(raw)
    except ValueError as error:
        raise ImproperlyConfigured(f"{name} must be a rate like 30/min or 10/hour, got {raw!r}") from error
    return raw


_EMAIL_SCHEMES = {"smtp": (False, False), "smtp+tls": (True, False), "smtps": (False, True)}
_SMTP_BACKEND = "django.core.mail.backends.smtp.EmailBackend"


def env_email() -> dict:
    """Django's email settings (EMAIL_BACKEND, EMAIL_HOST, ...) and EMAIL_SIGN_IN, whether the site sends mail at all:
    from one EMAIL_URL, smtp://user:password@host:port (smtp+tls:// for STARTTLS, smtps:// for TLS from the start,
    console:// to print each mail on the server's output instead), or else from Django's own variables, EMAIL_HOST naming a
    server turning mail on."""
    url = os.environ.get("EMAIL_URL", "").strip()
    if not url:
        return {
            "EMAIL_SIGN_IN": env_is_set("EMAIL_HOST"),
            "EMAIL_BACKEND": env_str("EMAIL_BACKEND", _SMTP_BACKEND),
            "EMAIL_HOST": env_str("EMAIL_HOST", "localhost"),
            "EMAIL_PORT": env_int("EMAIL_PORT", 25),
            "EMAIL_HOST_USER": env_str("EMAIL_HOST_USER"),
            "EMAIL_HOST_PASSWORD": env_str("EMAIL_HOST_PASSWORD"),
            "EMAIL_USE_TLS": env_bool("EMAIL_USE_TLS", False),
            "EMAIL_USE_SSL": env_bool("EMAIL_USE_SSL", False),
        }
    parts = urlsplit(url)
    if parts.scheme == "console":
        return {
            **_email_off(),
            "EMAIL_SIGN_IN": True,
            "EMAIL_BACKEND": "django.core.mail.backends.console.EmailBackend",
        }
    if parts.scheme not in _EMAIL_SCHEMES or not parts.hostname:
        raise ImproperlyConfigured(
            "EMAIL_URL must look like smtp://user:password@host:587 (or smtp+tls://, smtps://, console://), got "
            f"{parts.scheme or 'no scheme'}://…"
        )
    use_tls, use_ssl = _EMAIL_SCHEMES[parts.scheme]
    try:
        port = parts.port or (465 if use_ssl else 587 if use_tls else 25)
    except ValueError as error:
        raise ImproperlyConfigured("EMAIL_URL's port must be a number") from error
    return {
        "EMAIL_SIGN_IN": True,
        "EMAIL_BACKEND": _SMTP_BACKEND,
        "EMAIL_HOST": parts.hostname,
        "EMAIL_PORT": port,
        "EMAIL_HOST_USER": unquote(parts.username or ""),
        "EMAIL_HOST_PASSWORD": unquote(parts.password or ""),
        "EMAIL_USE_TLS": use_tls,
        "EMAIL_USE_SSL": use_ssl,
    }


def _email_off() -> dict:
    return {
        "EMAIL_SIGN_IN": False,
        "EMAIL_BACKEND": _SMTP_BACKEND,
        "EMAIL_HOST": "localhost",
        "EMAIL_PORT": 25,
        "EMAIL_HOST_USER": "",
        "EMAIL_HOST_PASSWORD": "",
        "EMAIL_USE_TLS": False,
        "EMAIL_USE_SSL": False,
    }
