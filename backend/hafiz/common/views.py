"""Non-API pages: the React app for every client-side route, and uploaded media."""

from pathlib import Path

from django.conf import settings
from django.http import FileResponse, HttpResponse, JsonResponse
from django.views.static import serve


def spa_index(request, *args, **kwargs) -> HttpResponse:
    index = Path(settings.FRONTEND_DIST_DIR) / "index.html"
    if not index.is_file():
        return HttpResponse(
            "The frontend is not built yet: run `make run` (or `make frontend`).",
            status=503,
            content_type="text/plain",
        )
    response = FileResponse(index.open("rb"), content_type="text/html; charset=utf-8")
    # index.html names the current hashed bundles, so it must never be cached stale.
    response["Cache-Control"] = "no-cache"
    return response


def media(request, path: str) -> HttpResponse:
    response = serve(request, path, document_root=settings.MEDIA_ROOT)
    response["X-Content-Type-Options"] = "nosniff"
    return response


def api_not_found(request, *args, **kwargs) -> JsonResponse:
    return JsonResponse({"message": "Not found.", "fields": {}}, status=404)

