"""Input validation shared by every call that names a verse (content, games, progress), and the verse shapes their
answers share."""

from collections.abc import Sequence

from drf_spectacular.utils import extend_schema_serializer
from rest_framework import serializers

from hafiz.quran import canon


class VerseReferenceInputSerializer(serializers.Serializer):
    """`surah_id` and `ayah_id` of one real verse; a verse past the chapter's end is a field error."""

    surah_id = serializers.IntegerField(min_value=1, max_value=canon.CHAPTER_COUNT)
    ayah_id = serializers.IntegerField(min_value=1)

    def validate(self, attrs):
        verses_count = canon.VERSES_PER_CHAPTER[attrs["surah_id"] - 1]
        if attrs["ayah_id"] > verses_count:
            raise serializers.ValidationError({"ayah_id": [f"Chapter {attrs['surah_id']} has {verses_count} verses."]})
        return attrs


def number_within(value: str, *, highest: int) -> int | None:
    """A path's number (a chapter, a page) as an int when it is one from 1 to `highest`; None otherwise."""
    # ASCII digits only: str.isdigit() also holds for "²" or "١٢", which are no number here (and int("²") raises);
    # no longer than `highest`, so that int() never meets a string past Python's limit on digits.
    if len(value) <= len(str(highest)) and value.isascii() and value.isdigit() and 1 <= int(value) <= highest:
        return int(value)
    return None


def verse_reference_validated(data) -> dict:
    """`surah_id` and `ayah_id` from a body or query, as ints; a 400 in the API's error shape otherwise."""
    reference = VerseReferenceInputSerializer(data=data)
    reference.is_valid(raise_exception=True)
    return reference.validated_data


def verse_reference_data(global_number: int) -> dict:
    """A verse, by its global number, as the calls name it: {"surah_id", "ayah_id"}."""
    chapter, verse = canon.verse_reference(global_number)
    return {"surah_id": chapter, "ayah_id": verse}


@extend_schema_serializer(component_name="VerseReference")
class VerseReferenceOutputSerializer(serializers.Serializer):
    surah_id = serializers.IntegerField()
    ayah_id = serializers.IntegerField()


class MarkedWordSerializer(serializers.Serializer):
    text = serializers.CharField(help_text="The word as the verse writes it.")
    same = serializers.BooleanField(help_text="False where the two verses differ.")


@extend_schema_serializer(component_name="PhraseSpan")
class PhraseSpanSerializer(serializers.Serializer):
    start = serializers.IntegerField(help_text="The phrase's first word, an index into the verse's words.")
    end = serializers.IntegerField(help_text="The index after its last word.")


def phrase_span(span: Sequence[int] | None) -> dict | None:
    """Where a shared phrase lies in a verse's words ([start, end] as quran.SimilarVerse stores it), as the calls
    give it; None for whole verses alike."""
    return None if span is None else {"start": span[0], "end": span[1]}
