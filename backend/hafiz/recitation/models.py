from django.conf import settings
from django.db import models

from hafiz.quran.models import Verse


class SlipKind(models.TextChoices):
    """What went wrong on a word while reciting from memory (docs/product.md §2.16)."""

    FORGOT = "forgot", "Forgot: needed a prompt"
    WRONG_WORD = "wrong_word", "Said another word"
    VOWEL = "vowel", "Vowel (harakah)"
    TAJWEED = "tajweed", "Tajweed"


class Recitation(models.Model):
    """One recitation from memory, as its app sent it when it ended: the passage, and the answer given, kept so that
    the same session sent again (a retry, an app back online) gets the first answer and changes nothing.

    `session_id` is made by the app when the recitation starts; it is unique per learner only, so that one learner's
    id can never name (or answer with) another's recitation.
    """

    user = models.ForeignKey(settings.AUTH_USER_MODEL, on_delete=models.CASCADE, related_name="+")
    session_id = models.UUIDField()
    passage = models.JSONField(help_text="The passage as the call named it (kind and bounds, or the verses).")
    verse_count = models.PositiveSmallIntegerField(help_text="Verses recited.")
    slip_count = models.PositiveIntegerField()
    recited_at = models.DateTimeField(help_text="When the server took it in.")
    answer = models.JSONField(help_text="The call's answer, given again to the same session.")

    class Meta:
        constraints = [models.UniqueConstraint(fields=["user", "session_id"], name="recitation_one_per_session")]
        indexes = [models.Index(fields=["user", "recited_at"], name="recitation_user_time")]

    def __str__(self) -> str:
        return f"{self.user_id}: {self.verse_count} verses, {self.slip_count} slips at {self.recited_at:%Y-%m-%d %H:%M}"


class Slip(models.Model):
    """One slip on one word of a verse, marked while reciting it from memory. A recitation adds its slips; only the
    learner's corrections while hearing its recording back replace them (recitation_slips_replace). `word` indexes
    Verse.words (0 = the verse's first word)."""

    user = models.ForeignKey(settings.AUTH_USER_MODEL, on_delete=models.CASCADE, related_name="+")
    # By global number, as the content every process holds names verses: a recitation writes its slips unread.
    verse = models.ForeignKey(Verse, on_delete=models.CASCADE, to_field="global_number", related_name="+")
    word = models.PositiveSmallIntegerField()
    kind = models.CharField(max_length=16, choices=SlipKind.choices)
    drifted_into = models.ForeignKey(
        Verse,
        on_delete=models.CASCADE,
        to_field="global_number",
        null=True,
        blank=True,
        related_name="+",
        help_text="On a wrong word: the look-alike verse the learner went on with, when they said which.",
    )
    recitation = models.ForeignKey(Recitation, on_delete=models.CASCADE, related_name="slips")
    slipped_at = models.DateTimeField()

    class Meta:
        # A learner's slips are read by verse (the words they slip on; a word's slips since a moment, to count the
        # recitations that slipped on it again) and by time (their recent slips).
        indexes = [
            models.Index(fields=["user", "verse", "word", "slipped_at"], name="slip_user_verse_word_time"),
            models.Index(fields=["user", "slipped_at"], name="slip_user_time"),
        ]

    def __str__(self) -> str:
        return f"{self.user_id} {self.verse_id} word {self.word}: {self.kind}"


class RecitedVerse(models.Model):
    """One verse of one recitation from memory, slips or none: the clean recitations that wear a weak word down
    (hafiz.recitation.weakness) are counted from these. Append-only, one row per verse a recitation took in."""

    user = models.ForeignKey(settings.AUTH_USER_MODEL, on_delete=models.CASCADE, related_name="+")
    verse = models.ForeignKey(Verse, on_delete=models.CASCADE, to_field="global_number", related_name="+")
    recitation = models.ForeignKey(Recitation, on_delete=models.CASCADE, related_name="recited_verses")
    recited_at = models.DateTimeField()
    hinted = models.BooleanField(
        default=False,
        help_text="Recited with its words' first letters shown: no clean recitation of its words, as its review is "
        "Hard at best.",
    )

    class Meta:
        # Read by verse and time, the hinted left out: how often a verse was recited cleanly after a slip on it,
        # counted from the index alone.
        indexes = [models.Index(fields=["user", "verse", "hinted", "recited_at"], name="recited_verse_user_verse_time")]
        # A recitation takes a verse in once; a slip finds its own recitation's row of its verse by this.
        constraints = [models.UniqueConstraint(fields=["recitation", "verse"], name="recited_verse_once")]

    def __str__(self) -> str:
        return f"{self.user_id} {self.verse_id} at {self.recited_at:%Y-%m-%d %H:%M}"
