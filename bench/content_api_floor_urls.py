"""The app's URLs plus one bare authenticated DRF view, for bench/content_api.py only (never in production's URLs).

The floor any authenticated call here stands on: the middleware, DRF's defaults as settings.REST_FRAMEWORK names
them (knox token authentication, IsAuthenticated, the request limits) and a tiny JSON answer, nothing else. A content
POST (games/ayah_text/, games/ayah_image/) does this plus its own work; the benchmark compares the two.
"""

from django.urls import path
from rest_framework.response import Response
from rest_framework.views import APIView

from config.urls import urlpatterns as app_urlpatterns


class BareAuthenticatedApi(APIView):
    # No authentication_classes, permission_classes or throttle_classes of its own: the defaults, as the games' views.
    def get(self, request):
        return Response({"ok": True})


# Before the app's own patterns: their catch-alls (api_not_found, the React app's routes) would answer it otherwise.
urlpatterns = [path("api/v1/bench/floor/", BareAuthenticatedApi.as_view()), *app_urlpatterns]
