from django.conf import settings
from django.contrib import admin
from django.urls import include, path, re_path
from drf_spectacular.views import SpectacularSwaggerSplitView

from hafiz.common.apis import HealthApi, PublicConfigApi, SchemaApi
from hafiz.common.security import content_security_policy
from hafiz.common.views import api_not_found, media, spa_index

api_patterns = [
    path("config/", PublicConfigApi.as_view(), name="public-config"),
    path("health/", HealthApi.as_view(), name="health"),
    path("schema/", SchemaApi.as_view(), name="schema"),
    # The split view serves its start-up script from its own URL, so the page needs no inline script.
    path(
        "docs/",
        content_security_policy("CSP_API_DOCS")(SpectacularSwaggerSplitView.as_view(url_name="schema")),
        name="docs",
    ),
    path("", include("hafiz.accounts.urls")),
    path("", include("hafiz.quran.urls")),
    path("", include("hafiz.games.urls")),
    path("", include("hafiz.progress.urls")),
    path("", include("hafiz.xp.urls")),
    path("", include("hafiz.people.urls")),
    path("", include("hafiz.listening.urls")),
    path("", include("hafiz.review.urls")),
    path("", include("hafiz.recitation.urls")),
    path("", include("hafiz.recordings.urls")),
    path("", include("hafiz.plans.urls")),
    path("", include("hafiz.makhraj.urls")),
    re_path(r"^.*$", api_not_found),
]

urlpatterns = [
    path("api/v1/", include(api_patterns)),
    path("admin/", admin.site.urls),
    # Another API version or a mistyped prefix: still the API's 404, never the React app's page.
    re_path(r"^api/", api_not_found),
    re_path(rf"^{settings.MEDIA_URL.lstrip('/')}(?P<path>.*)$", media, name="media"),
    # Every other path is a client-side route of the React app (so /levels works on reload).
    re_path(r"^(?!api/|static/|media/).*$", spa_index, name="spa"),
]
