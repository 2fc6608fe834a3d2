"""Security headers the rest of the stack does not send: a Content-Security-Policy fitted to each kind of answer,
and a Permissions-Policy.

Django's SecurityMiddleware already sends X-Content-Type-Options, Referrer-Policy, Cross-Origin-Opener-Policy and,
in production, Strict-Transport-Security; XFrameOptionsMiddleware sends X-Frame-Options; django-cors-headers
answers cross-origin calls from CORS_ALLOWED_ORIGINS only. The policies themselves are settings ("# Security
headers" in config/settings/base.py); this module only picks and assembles them.
"""

from collections.abc import Callable
from functools import wraps
from urllib.parse import urlsplit

from django.conf import settings
from django.core.files.storage import default_storage
from django.http import HttpRequest, HttpResponse

CSP_HEADER = "Content-Security-Policy"
Directives = dict[str, list[str]]


def csp_header_value(directives: Directives) -> str:
    """{"default-src": ["'self'"], …} → "default-src 'self'; …"."""
    return "; ".join(" ".join([name, *sources]) for name, sources in directives.items())


def csp_merge(base: Directives, *extras: Directives) -> Directives:
    """`base` with the sources of `extras` added; a directive that gains a source loses its 'none'."""
    merged = {name: list(sources) for name, sources in base.items()}
    for extra in extras:
        for name, sources in extra.items():
            current = [source for source in merged.get(name, []) if source != "'none'"]
            merged[name] = current + [source for source in sources if source not in current]
    return merged


def url_origin(url: str) -> str | None:
    """The origin of an absolute http(s) URL; None for a relative one (served by the app itself) or none at all."""
    parts = urlsplit(url)
    if parts.scheme in ("http", "https") and parts.netloc:
        return f"{parts.scheme}://{parts.netloc}"
    return None


def app_csp() -> Directives:
    """The React app's policy: its own origin, plus the media and recitation hosts and, when configured, Google
    sign-in."""
    extras = []
    # Photos and verse images come from the media storage: the app itself, or an object store (MEDIA_STORAGE=s3).
    media_origin = url_origin(default_storage.url("photo.jpg"))
    if media_origin:
        extras.append({"img-src": [media_origin]})
    audio_origin = url_origin(settings.AUDIO_BASE_URL)
    if audio_origin:
        extras.append({"media-src": [audio_origin]})
    word_timings_origin = url_origin(getattr(settings, "WORD_TIMINGS_BASE_URL", ""))
    if word_timings_origin:
        extras.append({"connect-src": [word_timings_origin]})
    if settings.GOOGLE_CLIENT_ID:
        extras.append(settings.CSP_GOOGLE_SIGN_IN)
    return csp_merge(settings.CSP_APP, *extras)


def _csp_for_path(path: str) -> Directives:
    if path.startswith(settings.MEDIA_URL):
        return settings.CSP_MEDIA
    if path.startswith("/api/"):
        return settings.CSP_API
    return app_csp()


class SecurityHeadersMiddleware:
    """Adds the Content-Security-Policy for the request's path, unless the view chose its own, and the
    Permissions-Policy. Placed right after SecurityMiddleware, so files WhiteNoise serves get them too."""

    def __init__(self, get_response: Callable[[HttpRequest], HttpResponse]):
        self.get_response = get_response

    def __call__(self, request: HttpRequest) -> HttpResponse:
        response = self.get_response(request)
        if CSP_HEADER not in response:
            response[CSP_HEADER] = csp_header_value(_csp_for_path(request.path_info))
        if settings.PERMISSIONS_POLICY and "Permissions-Policy" not in response:
            response["Permissions-Policy"] = settings.PERMISSIONS_POLICY
        return response


def content_security_policy(setting_name: str) -> Callable:
    """View decorator: answer with the policy in settings.<setting_name> instead of the one for the path."""

    def decorate(view: Callable) -> Callable:
        @wraps(view)
        def with_policy(request, *args, **kwargs):
            response = view(request, *args, **kwargs)
            response[CSP_HEADER] = csp_header_value(getattr(settings, setting_name))
            return response

        return with_policy

    return decorate
