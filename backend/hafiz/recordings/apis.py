from django.conf import settings
from django.http import FileResponse
from drf_spectacular.types import OpenApiTypes
from drf_spectacular.utils import OpenApiResponse, extend_schema
from rest_framework import serializers, status
from rest_framework.exceptions import NotFound
from rest_framework.parsers import FormParser, JSONParser, MultiPartParser
from rest_framework.response import Response
from rest_framework.views import APIView

from hafiz.common.errors import error_response
from hafiz.common.inputs import JsonBooleanField, UuidTextField
from hafiz.common.schema import BAD_INPUT, UNAUTHORISED, api_errors
from hafiz.common.uploads import upload_declared_too_large
from hafiz.quran.content import content
from hafiz.quran.selectors import verse_audio_url
from hafiz.recitation.passages import passage_verses
from hafiz.recitation.serializers import SLIPS_MAX, PassageSerializer, SlipInputSerializer
from hafiz.recordings import selectors, services
from hafiz.recordings.audio import RecordingCheckUnavailable, RecordingRejected, recording_bytes_limit_message
from hafiz.recordings.models import Recording
from hafiz.recordings.serializers import (
    RecordingDetailSerializer,
    RecordingDetailsField,
    RecordingSerializer,
    slips_checked,
)

_NOT_YOURS = "No recording of yours has this id."
# A check that timed out ran on a busy machine: a minute later it has room again.
RECHECK_AFTER_SECONDS = 60


def _out(recording: Recording) -> dict:
    """A recording as the list gives it (RecordingSerializer)."""
    return {
        "upload_id": recording.upload_id,
        "recorded_at": recording.recorded_at,
        "duration_ms": recording.duration_ms,
        "size": recording.size,
        "content_type": recording.content_type,
        "kept": recording.kept,
        "expires_at": selectors.recording_expires_at(recording=recording),
        "passage": recording.passage,
    }


def _detail(recording: Recording) -> dict:
    """A recording as RecordingDetailSerializer gives it: with its verses' words and where each starts in it."""
    verses = passage_verses(held=content(), named=recording.passage).verses
    return {
        **_out(recording),
        "verses": [
            {
                "surah_id": verse.chapter_id,
                "ayah_id": verse.number,
                "words": verse.words,
                "audio_url": verse_audio_url(verse=verse),
                "start_ms": start,
            }
            for verse, start in zip(verses, recording.verse_starts, strict=True)
        ],
        "slips": recording.slips,
        "recitation_session": recording.recitation_session,
    }


def _recording_or_404(request, upload_id) -> Recording:
    recording = selectors.recording_of(user=request.user, upload_id=upload_id)
    if recording is None:
        raise NotFound(_NOT_YOURS)
    return recording


class RecordingListApi(APIView):
    parser_classes = [MultiPartParser, FormParser]
    # Only taking a recording in is costly; the list is read like any page.
    throttle_scope = "recording"
    throttle_scope_methods = ("POST",)

    class InputSerializer(serializers.Serializer):
        upload_id = UuidTextField(
            help_text="Made by the app when the recording began; the same id again answers the first recording."
        )
        audio = serializers.FileField(
            help_text="Opus or Vorbis in WebM or Ogg, or AAC in MP4; at most RECORDING_MAX_BYTES (20 MB) and "
            "RECORDING_MAX_SECONDS (15 minutes) as decoded."
        )
        details = RecordingDetailsField(
            help_text="RecordingDetailsInput as a JSON text: the passage, each verse's start, the slips marked."
        )

    class OutputSerializer(serializers.Serializer):
        class HeldSerializer(serializers.Serializer):
            count = serializers.IntegerField()
            bytes = serializers.IntegerField()

        class LimitsSerializer(serializers.Serializer):
            count = serializers.IntegerField(help_text="Recordings a learner may hold.")
            bytes = serializers.IntegerField(help_text="Bytes a learner's recordings may hold in all.")
            recording_bytes = serializers.IntegerField(help_text="Bytes of one recording.")
            recording_seconds = serializers.IntegerField(help_text="Seconds of one recording.")
            days_kept = serializers.IntegerField(help_text="Days a recording is kept unless the learner keeps it.")

        recordings = RecordingSerializer(many=True)
        held = HeldSerializer()
        limits = LimitsSerializer()

    @extend_schema(
        operation_id="recording_list",
        summary="The signed-in learner's recordings",
        responses={200: OutputSerializer, 401: UNAUTHORISED},
        description="Newest first, with what they hold against the learner's quota. Private: only their owner "
        "lists them.",
    )
    def get(self, request):
        held = selectors.recordings_held(user=request.user)
        return Response(
            self.OutputSerializer(
                {
                    "recordings": [_out(recording) for recording in selectors.recordings_of(user=request.user)],
                    "held": {"count": held.count, "bytes": held.bytes},
                    "limits": {
                        "count": settings.RECORDINGS_MAX_COUNT,
                        "bytes": settings.RECORDINGS_MAX_TOTAL_BYTES,
                        "recording_bytes": settings.RECORDING_MAX_BYTES,
                        "recording_seconds": settings.RECORDING_MAX_SECONDS,
                        "days_kept": settings.RECORDING_DAYS_KEPT,
                    },
                }
            ).data
        )

    @extend_schema(
        operation_id="recording_upload",
        summary="Upload a recording of a recitation",
        request={"multipart/form-data": InputSerializer},
        responses={
            201: RecordingDetailSerializer,
            200: OpenApiResponse(RecordingDetailSerializer, description="This upload_id was taken in before."),
            400: BAD_INPUT,
            401: UNAUTHORISED,
            **api_errors(
                {
                    409: "The learner's quota is full (count or bytes): delete a recording first.",
                    503: "The server could not check it in time: send it again after Retry-After seconds.",
                }
            ),
        },
        description="Checked by its content (the whole audio decoded), re-muxed into a fresh file under a generated "
        "name in the private store, and removed after RECORDING_DAYS_KEPT days unless kept.",
    )
    def post(self, request):
        if upload_declared_too_large(request, max_bytes=settings.RECORDING_MAX_BYTES):
            message = recording_bytes_limit_message(max_bytes=settings.RECORDING_MAX_BYTES)
            raise serializers.ValidationError({"audio": [message]})
        serializer = self.InputSerializer(data=request.data)
        serializer.is_valid(raise_exception=True)
        data = serializer.validated_data
        details = data["details"]
        try:
            added = services.recording_add(
                user=request.user,
                upload_id=data["upload_id"],
                uploaded_file=data["audio"],
                passage_named=PassageSerializer(details["passage"]["named"]).data,
                verse_starts=details["verse_starts"],
                slips=details["slips"],
                recitation_session=details["recitation_session"],
            )
        except RecordingRejected as error:
            raise serializers.ValidationError({"audio": [error.message]}) from None
        except RecordingCheckUnavailable:
            response = error_response(
                message="The recording could not be checked now: it is sent again later.",
                status_code=status.HTTP_503_SERVICE_UNAVAILABLE,
            )
            response["Retry-After"] = str(RECHECK_AFTER_SECONDS)
            return response
        except services.RecordingQuotaExceeded as error:
            return error_response(message=error.message, status_code=status.HTTP_409_CONFLICT)
        return Response(
            RecordingDetailSerializer(_detail(added.recording)).data,
            status=status.HTTP_201_CREATED if added.created else status.HTTP_200_OK,
        )


class RecordingDetailApi(APIView):
    parser_classes = [JSONParser]

    class UpdateInputSerializer(serializers.Serializer):
        kept = JsonBooleanField(required=False, help_text="Keep it past its expiry (true), or let it expire.")
        slips = serializers.ListField(
            child=SlipInputSerializer(),
            required=False,
            max_length=SLIPS_MAX,
            help_text="Every slip marked on it now, in place of those before.",
        )

    @extend_schema(
        operation_id="recording_get",
        summary="One of the learner's recordings",
        responses={200: RecordingDetailSerializer, 401: UNAUTHORISED, **api_errors({404: _NOT_YOURS})},
    )
    def get(self, request, upload_id):
        return Response(RecordingDetailSerializer(_detail(_recording_or_404(request, upload_id))).data)

    @extend_schema(
        operation_id="recording_update",
        summary="Keep a recording, or change the slips marked on it",
        request=UpdateInputSerializer,
        responses={200: RecordingDetailSerializer, 400: BAD_INPUT, 401: UNAUTHORISED, **api_errors({404: _NOT_YOURS})},
        description="Slips changed while listening back replace the slips of the recitation it was recorded in, so "
        "the learner's weak spots follow them.",
    )
    def patch(self, request, upload_id):
        recording = _recording_or_404(request, upload_id)
        serializer = self.UpdateInputSerializer(data=request.data)
        serializer.is_valid(raise_exception=True)
        data = serializer.validated_data
        slips = None
        if "slips" in data:
            passage = passage_verses(held=content(), named=recording.passage)
            slips = slips_checked(slips=data["slips"], passage=passage)
        recording = services.recording_update(recording=recording, kept=data.get("kept"), slips=slips)
        return Response(RecordingDetailSerializer(_detail(recording)).data)

    @extend_schema(
        operation_id="recording_delete",
        summary="Delete a recording",
        responses={204: None, 401: UNAUTHORISED, **api_errors({404: _NOT_YOURS})},
        description="The file is removed from the store with it.",
    )
    def delete(self, request, upload_id):
        services.recording_delete(recording=_recording_or_404(request, upload_id))
        return Response(status=status.HTTP_204_NO_CONTENT)


class RecordingAudioApi(APIView):
    @extend_schema(
        operation_id="recording_audio",
        summary="A recording's audio, streamed to its owner",
        responses={
            (200, "audio/webm"): OpenApiResponse(OpenApiTypes.BINARY, description="Or audio/ogg, audio/mp4."),
            401: UNAUTHORISED,
            **api_errors({404: _NOT_YOURS}),
        },
        description="Only with the owner's token, never cached by a shared cache: there is no public address of a "
        "recording.",
    )
    def get(self, request, upload_id):
        recording = _recording_or_404(request, upload_id)
        try:
            audio = recording.audio.open("rb")
        except FileNotFoundError:
            raise NotFound(_NOT_YOURS) from None
        response = FileResponse(audio, content_type=recording.content_type)
        response["Cache-Control"] = "private, no-store"
        return response
