"""Output shared by every call that answers with a verse's progress (the progress calls and a recorded win)."""

from drf_spectacular.utils import extend_schema_serializer
from rest_framework import serializers

from hafiz.progress.models import PROGRESS_MAX


@extend_schema_serializer(component_name="VerseProgress")
class VerseProgressSerializer(serializers.Serializer):
    progress = serializers.IntegerField(min_value=0, max_value=PROGRESS_MAX)


@extend_schema_serializer(component_name="AyahProgress")
class AyahProgressOutputSerializer(serializers.Serializer):
    """SPEC §7's answer of both progress calls."""

    ayah_progress = VerseProgressSerializer()
