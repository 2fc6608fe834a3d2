"""The Hifz player's server side: each learner's player settings and their listening history."""

from django.conf import settings
from django.db import models

from hafiz.quran import canon


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

    The range is held by global verse numbers (1:1 is 1, 114:6 is 6236) because a pass may run over several
    chapters (a juz, a page range, 113:5 to 114:1), and a verse is counted the same whichever pass held it.
    Append-only: rows are written once and never changed, so every count (per day, for quests) is a
    sum over them and can be recomputed at any time.
    """

    user = models.ForeignKey(settings.AUTH_USER_MODEL, on_delete=models.CASCADE, related_name="listening_events")
    first_verse = models.PositiveSmallIntegerField(help_text="The range's first verse, by its global number.")
    last_verse = models.PositiveSmallIntegerField(help_text="The range's last verse, by its global number.")
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
            models.CheckConstraint(
                condition=models.Q(first_verse__gte=1, last_verse__lte=canon.VERSE_COUNT),
                name="listening_range_in_quran",
            ),
            models.CheckConstraint(
                condition=models.Q(last_verse__gte=models.F("first_verse")), name="listening_range_in_order"
            ),
            models.CheckConstraint(condition=models.Q(repeats__gte=1), name="listening_repeats_positive"),
        ]
        # Statistics and quests read one learner's events of a span of days; a pass reads the learner's clock.
        indexes = [
            models.Index(fields=["user", "day"], name="listening_user_day"),
            models.Index(fields=["user", "heard_until"], name="listening_user_heard_until"),
        ]

    def __str__(self) -> str:
        return f"{self.user_id} {self.range_label} ×{self.repeats}"

    @property
    def first_reference(self) -> canon.VerseKey:
        return canon.verse_reference(self.first_verse)

    @property
    def last_reference(self) -> canon.VerseKey:
        return canon.verse_reference(self.last_verse)

    @property
    def range_label(self) -> str:
        """E.g. "112:1-4", or "113:5-114:1" for a range over two chapters."""
        (first_chapter, first), (last_chapter, last) = self.first_reference, self.last_reference
        end = f"{last}" if last_chapter == first_chapter else f"{last_chapter}:{last}"
        return f"{first_chapter}:{first}-{end}"

    @property
    def counts_for_quests(self) -> bool:
        return self.heard_until is not None
