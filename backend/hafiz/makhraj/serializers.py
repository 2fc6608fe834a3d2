from drf_spectacular.utils import extend_schema_serializer
from rest_framework import serializers


@extend_schema_serializer(component_name="LetterSpan")
class LetterSpanSerializer(serializers.Serializer):
    """Where a letter (with its marks) stands in a word's text."""

    start = serializers.IntegerField(help_text="Where it starts in the word's text.")
    end = serializers.IntegerField(help_text="Where it ends (excluded).")
