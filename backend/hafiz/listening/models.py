"""The Hifz player's server side: each learner's player settings and their listening history."""

from django.conf import settings
from django.db import models

from hafiz.quran.models import Chapter


class PlayerSettings(models.Model):
    """One learner's player settings, as the JSON object the settings call validates (see settings_schema)."""

    user = models.OneToOneField(
        settings.AUTH_USER_MODEL, on_delete=models.CASCADE, primary_key=True, related_name="player_settings"
    )
    values = models.JSONField(default=dict)
    updated_at = models.DateTimeField(auto_now=True)

    class Meta:
        verbose_name_plural = "player settings"

    def __str__(self) -> str:
        return f"{self.user_id}"


class ListeningEvent(models.Model):
    """One pass of the player over a verse range: every verse of it heard `repeats` times.

    Append-only: rows are written once and never changed, so every count (per day, for quests) is a
    sum over them and can be recomputed at any time.
    """

    user = models.ForeignKey(settings.AUTH_USER_MODEL, on_delete=models.CASCADE, related_name="listening_events")
    chapter = models.ForeignKey(Chapter, on_delete=models.CASCADE, related_name="+")
    from_verse = models.PositiveSmallIntegerField()
    to_verse = models.PositiveSmallIntegerField()
    repeats = models.PositiveSmallIntegerField()
    listened_at = models.DateTimeField()
    # The learner's calendar day at listened_at, kept so that per-day counts need no time-zone arithmetic.
    day = models.DateField()
    heard_until = models.DateTimeField(
        null=True,
        blank=True,
        help_text="Where the learner's listening clock stood after this pass, when it took "
        "at least its recitation's length (hafiz.listening.pace); null: too short, it counts for no quest.",
    )

    class Meta:
        constraints = [
            models.CheckConstraint(condition=models.Q(from_verse__gte=1), name="listening_from_verse_positive"),
            models.CheckConstraint(
                condition=models.Q(to_verse__gte=models.F("from_verse")), name="listening_range_in_order"
            ),
            models.CheckConstraint(condition=models.Q(repeats__gte=1), name="listening_repeats_positive"),
        ]
        # Statistics and quests read one learner's events of a span of days; a pass reads the learner's clock.
        indexes = [
            models.Index(fields=["user", "day"], name="listening_user_day"),
            models.Index(fields=["user", "heard_until"], name="listening_user_heard_until"),
        ]

    def __str__(self) -> str:
        return f"{self.user_id} {self.chapter_id}:{self.from_verse}-{self.to_verse} ×{self.repeats}"

    @property
    def counts_for_quests(self) -> bool:
        return self.heard_until is not None

    @property
    def verses_count(self) -> int:
        return self.to_verse - self.from_verse + 1
