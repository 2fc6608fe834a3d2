from django.conf import settings
from django.core.files.storage import storages
from django.db import models


def recordings_storage():
    """The private store of recordings (settings.STORAGES["recordings"]), never the public media."""
    return storages["recordings"]


class Recording(models.Model):
    """A learner's recording of themselves reciting a passage, kept privately: only its owner hears it, and it is
    removed RECORDING_DAYS_KEPT days after it was taken in unless the learner keeps it.

    `upload_id` is made by the app when the recording starts; unique per learner only, it names the recording in the
    learner's calls, and the same upload sent again (an app back online) is taken once.
    """

    user = models.ForeignKey(settings.AUTH_USER_MODEL, on_delete=models.CASCADE, related_name="+")
    upload_id = models.UUIDField()
    audio = models.FileField(
        storage=recordings_storage,
        help_text="Under a generated name (recordings/<random>.<ext>), re-muxed from the upload.",
    )
    content_type = models.CharField(max_length=16)
    size = models.PositiveIntegerField(help_text="Bytes stored.")
    duration_ms = models.PositiveIntegerField(help_text="The length decoded, not the length the file declares.")
    passage = models.JSONField(help_text="The passage recited, as the recitation calls name one (kind and bounds).")
    verse_starts = models.JSONField(
        help_text="Per verse of the passage, in its order, where it starts in the recording (ms), or null when the "
        "recording started after it or ended before it."
    )
    slips = models.JSONField(
        default=list, help_text="The slips marked, while reciting or listening back: [{verse, word, kind}]."
    )
    recitation_session = models.UUIDField(
        null=True, blank=True, help_text="The recitation from memory it was recorded in, whose slips follow its marks."
    )
    recorded_at = models.DateTimeField(help_text="When the server took it in.")
    kept = models.BooleanField(default=False, help_text="Kept past RECORDING_DAYS_KEPT days.")

    class Meta:
        constraints = [models.UniqueConstraint(fields=["user", "upload_id"], name="recording_one_per_upload")]
        indexes = [
            models.Index(fields=["user", "recorded_at"], name="recording_user_time"),
            models.Index(fields=["kept", "recorded_at"], name="recording_expiry"),
        ]

    def __str__(self) -> str:
        return f"{self.user_id}: {self.duration_ms / 1000:.0f} s at {self.recorded_at:%Y-%m-%d %H:%M}"
