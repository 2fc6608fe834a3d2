import functools

from drf_spectacular.generators import SchemaGenerator
from drf_spectacular.utils import extend_schema
from drf_spectacular.views import SpectacularAPIView
from rest_framework import serializers
from rest_framework.permissions import AllowAny
from rest_framework.response import Response
from rest_framework.views import APIView

from hafiz.common.health import health_report
from hafiz.common.selectors import get_public_config


class PublicConfigApi(APIView):
    """What the frontend needs to know before sign-in (the page carries it too: `spa_index`)."""

    permission_classes = [AllowAny]
    authentication_classes = []

    class OutputSerializer(serializers.Serializer):
        google_client_id = serializers.CharField(allow_null=True)
        demo_login = serializers.BooleanField()
        email_sign_in = serializers.BooleanField(
            help_text="The site sends mail: learners may confirm an address and be sent sign-in links."
        )
        audio_base_url = serializers.CharField()
        contact_email = serializers.EmailField(allow_null=True, help_text="null: the site gives no contact address.")
        content_version = serializers.CharField(
            allow_null=True,
            help_text="The Qur'an content's version, for the content calls' `v` (kept a year with it); null while "
            "the database cannot be reached.",
        )

    @extend_schema(responses=OutputSerializer)
    def get(self, request):
        return Response(get_public_config())


class HealthApi(APIView):
    """For load balancers and monitors: 200 while the app server can reach the database, else 503."""

    permission_classes = [AllowAny]
    authentication_classes = []
    # The one call without a limit: a balancer's probes all come from its one address, and a 429 would take a
    # healthy server out of rotation.
    throttle_classes = []

    class OutputSerializer(serializers.Serializer):
        database = serializers.ChoiceField(choices=["ok"])
        cache = serializers.ChoiceField(
            choices=["ok", "unavailable"], help_text="'unavailable': Redis is down; the app serves without it."
        )

    @extend_schema(operation_id="health", responses=OutputSerializer)
    def get(self, request):
        return Response(health_report())


@functools.cache
def _openapi_schema() -> dict:
    """The API's schema as `make api-types` writes it (no request, public): the same for every caller."""
    return SchemaGenerator().get_schema(request=None, public=True)


class SchemaApi(SpectacularAPIView):
    """drf-spectacular's schema view, but the schema is built once per app process instead of on every call (a fifth of
    a second each). One schema: Hafiz has one API version, and its descriptions in English, so the view's `version`
    and `lang` parameters change nothing."""

    def _get_schema_response(self, request):
        return Response(
            data=_openapi_schema(),
            headers={"Content-Disposition": f'inline; filename="{self._get_filename(request, version=None)}"'},
        )
