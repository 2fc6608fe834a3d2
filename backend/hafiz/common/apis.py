from drf_spectacular.utils import extend_schema
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
        audio_base_url = serializers.CharField()

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
