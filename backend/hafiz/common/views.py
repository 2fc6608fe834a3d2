"""Non-API pages: the React app for every client-side route, and uploaded media."""

from pathlib import Path, PurePosixPath

from django.conf import settings
from django.http import HttpResponse, JsonResponse
from django.http.response import HttpResponseBase
from django.utils.html import format_html, json_script
from django.views.decorators.csrf import csrf_exempt
from django.views.static import serve

from hafiz.common.frontend_pages import interface_language, page_at, page_preloads
from hafiz.common.selectors import get_public_config

# Where index.html receives what the server adds: the public config, so the landing page can offer sign-in without
# first loading the API client and asking /api/v1/config/ (lib/public-config.ts reads it), and the page's own
# files to preload (frontend_pages).
HEAD_END = "</head>"


def spa_index(request, *args, **kwargs) -> HttpResponse:
    index = Path(settings.FRONTEND_DIST_DIR) / "index.html"
    if not index.is_file():
        return HttpResponse(
            "The frontend is not built yet: run `make run` (or `make frontend`).",
            status=503,
            content_type="text/plain",
        )
    page = index.read_text(encoding="utf-8")
    language = interface_language(
        query_language=request.GET.get("lng"),
        cookie_language=request.COOKIES.get("i18next"),
        accept_language=request.headers.get("Accept-Language", ""),
    )
    preloads = page_preloads(dist_dir=Path(settings.FRONTEND_DIST_DIR), path=request.path, language=language)
    links = [format_html('<link rel="modulepreload" crossorigin href="/{}">', file) for file in preloads.scripts] + [
        format_html('<link rel="preload" as="font" type="font/woff2" crossorigin href="/{}">', file)
        for file in preloads.fonts
    ]
    config = json_script(get_public_config(), "public-config")
    response = HttpResponse(
        page.replace(HEAD_END, f"{''.join(links)}{config}{HEAD_END}", 1),
        content_type="text/html; charset=utf-8",
        # The app shows "Page not found" for an unknown address; the status tells crawlers and link checkers too.
        status=200 if page_at(path=request.path) is not None else 404,
    )
    # index.html names the current hashed bundles, so it must never be cached stale.
    response["Cache-Control"] = "no-cache"
    return response


# The kinds of file the media folder holds (photos, verse images, offline recitations and their word timings), by
# extension, so the answer does not depend on the server's mime.types. Anything else is handed out as a download:
# a stray .html or .js in the folder is never rendered by the browser as part of the site.
MEDIA_CONTENT_TYPES = {
    ".jpg": "image/jpeg",
    ".jpeg": "image/jpeg",
    ".png": "image/png",
    ".webp": "image/webp",
    ".gif": "image/gif",
    ".svg": "image/svg+xml",
    ".mp3": "audio/mpeg",
    ".wav": "audio/wav",
    ".ogg": "audio/ogg",
    ".m4a": "audio/mp4",
    ".json": "application/json",
}


def media(request, path: str) -> HttpResponseBase:
    response = serve(request, path, document_root=settings.MEDIA_ROOT)
    content_type = MEDIA_CONTENT_TYPES.get(PurePosixPath(path).suffix.lower())
    if content_type:
        response["Content-Type"] = content_type
    else:
        response["Content-Type"] = "application/octet-stream"
        response["Content-Disposition"] = "attachment"
    response["X-Content-Type-Options"] = "nosniff"
    return response


# Any method: no view is behind the path, so there is nothing for CSRF to protect, and an API client (which sends no
# CSRF cookie) must meet the API's own 404, not Django's HTML "403 Forbidden" page.
@csrf_exempt
def api_not_found(request, *args, **kwargs) -> JsonResponse:
    return JsonResponse({"message": "Not found.", "fields": {}}, status=404)
