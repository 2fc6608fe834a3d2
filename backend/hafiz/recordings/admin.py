from django.contrib import admin

from hafiz.common.admin import ReadOnlyAdmin
from hafiz.recordings.models import Recording


@admin.register(Recording)
class RecordingAdmin(ReadOnlyAdmin):
    """The rows only, for support (how many, how large, when): the audio is its learner's alone."""

    list_display = ["user", "duration_ms", "size", "recorded_at", "kept"]
    list_select_related = ["user"]
    raw_id_fields = ["user"]
    exclude = ["audio", "slips"]
