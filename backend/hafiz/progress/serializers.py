"""Output shared by every call that answers with a verse's progress (the progress calls and a recorded win)."""

from drf_spectacular.utils import extend_schema_serializer
from rest_framework import serializers

from hafiz.progress.models import PROGRESS_MAX


@extend_schema_serializer(component_name="VerseProgress")
class VerseProgressSerializer(serializers.Serializer):
    progress = serializers.IntegerField(min_value=0, max_value=PROGRESS_MAX)


@extend_schema_serializer(component_name="AyahProgress")
class AyahProgressOutputSerializer(serializers.Serializer):
    """The answer of both progress calls (docs/product.md §7)."""

    ayah_progress = VerseProgressSerializer()
