"""What a recording's calls take and give: the passage recited, where each verse starts in the audio, and the slips
marked on it (as a recitation's calls name them)."""

import json

from drf_spectacular.types import OpenApiTypes
from drf_spectacular.utils import extend_schema_field, extend_schema_serializer
from rest_framework import serializers

from hafiz.common.inputs import UuidTextField
from hafiz.quran.serializers import VerseReferenceOutputSerializer
from hafiz.recitation.models import SlipKind
from hafiz.recitation.passages import PASSAGE_VERSES_MAX
from hafiz.recitation.serializers import SLIPS_MAX, PassageSerializer, SlipInputSerializer, slip_errors


def slips_checked(*, slips: list[dict], passage) -> list[dict]:
    """The slips as kept on a recording (JSON: drifted_into null when none), once they fit `passage`."""
    errors = slip_errors(slips=slips, passage=passage)
    if errors:
        raise serializers.ValidationError({"slips": errors})
    return [{**slip, "drifted_into": slip.get("drifted_into")} for slip in slips]


class RecordingDetailsInputSerializer(serializers.Serializer):
    passage = PassageSerializer()
    verse_starts = serializers.ListField(
        child=serializers.IntegerField(min_value=0, allow_null=True),
        max_length=PASSAGE_VERSES_MAX,
        help_text="Per verse of the passage, in its order: where it starts in the recording (ms), as the learner "
        "tapped; null for the verses before it started or after it stopped.",
    )
    slips = serializers.ListField(child=SlipInputSerializer(), max_length=SLIPS_MAX, required=False, default=list)
    recitation_session = UuidTextField(
        required=False,
        allow_null=True,
        default=None,
        help_text="The session_id of the recitation from memory it was recorded in, if any: that recitation's slips "
        "follow the marks changed while listening back.",
    )

    def validate(self, attrs):
        passage = attrs["passage"]["passage"]
        starts = attrs["verse_starts"]
        if len(starts) != len(passage.verses):
            raise serializers.ValidationError(
                {"verse_starts": [f"Give one start per verse of the passage ({len(passage.verses)})."]}
            )
        # The verses recorded are one run: recording may start at a later verse and stop before the last.
        recorded = [index for index, start in enumerate(starts) if start is not None]
        run = starts[recorded[0] : recorded[-1] + 1] if recorded else []
        if not run or None in run or run != sorted(run):
            raise serializers.ValidationError(
                {"verse_starts": ["Starts go up verse after verse, one run of verses (the others null)."]}
            )
        attrs["slips"] = slips_checked(slips=attrs["slips"], passage=passage)
        return attrs


@extend_schema_field(OpenApiTypes.STR)
class RecordingDetailsField(serializers.Field):
    """RecordingDetailsInputSerializer's fields as one JSON text: a multipart upload carries the file beside them."""

    def to_internal_value(self, data):
        if not isinstance(data, str):
            self.fail("invalid")
        try:
            parsed = json.loads(data)
        except ValueError:
            raise serializers.ValidationError("Send the details as JSON.") from None
        details = RecordingDetailsInputSerializer(data=parsed)
        details.is_valid(raise_exception=True)
        return details.validated_data

    default_error_messages = {"invalid": "Send the details as a JSON text."}


class RecordingSlipSerializer(serializers.Serializer):
    surah_id = serializers.IntegerField()
    ayah_id = serializers.IntegerField()
    word = serializers.IntegerField()
    kind = serializers.ChoiceField(choices=SlipKind.choices)
    drifted_into = VerseReferenceOutputSerializer(allow_null=True)


@extend_schema_serializer(component_name="Recording")
class RecordingSerializer(serializers.Serializer):
    upload_id = serializers.UUIDField()
    recorded_at = serializers.DateTimeField(help_text="When the app took it in.")
    duration_ms = serializers.IntegerField(help_text="Its length as decoded.")
    size = serializers.IntegerField(help_text="Bytes stored.")
    content_type = serializers.CharField(help_text="audio/webm, audio/ogg or audio/mp4.")
    kept = serializers.BooleanField()
    expires_at = serializers.DateTimeField(allow_null=True, help_text="When it will be removed; null while kept.")
    passage = PassageSerializer()


class RecordedVerseSerializer(serializers.Serializer):
    surah_id = serializers.IntegerField()
    ayah_id = serializers.IntegerField()
    words = serializers.ListField(child=serializers.CharField(), help_text="A slip names one by its index here.")
    audio_url = serializers.CharField(help_text="The reciter's recitation of it, to hear beside the learner's own.")
    start_ms = serializers.IntegerField(
        allow_null=True, help_text="Where it starts in the recording; null when it is not in it."
    )


@extend_schema_serializer(component_name="RecordingDetail")
class RecordingDetailSerializer(RecordingSerializer):
    verses = RecordedVerseSerializer(many=True, help_text="The passage's verses, each ending where the next starts.")
    slips = RecordingSlipSerializer(many=True)
    recitation_session = serializers.UUIDField(allow_null=True)
