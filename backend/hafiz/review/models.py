from django.conf import settings
from django.db import models
from fsrs import Rating

from hafiz.progress.models import Game
from hafiz.quran.models import Chapter, Verse
from hafiz.review.paths import JUZ_AMMA_STARTS

DAILY_NEW_VERSES_DEFAULT = 3
DAILY_NEW_VERSES_MIN = 1
DAILY_NEW_VERSES_MAX = 50


class LearningPath(models.Model):
    """The order a learner takes the chapters in and how many new verses a day (see review.paths).

    A learner who never chose has no row and is on Hafiz's path at the default pace.
    """

    class Kind(models.TextChoices):
        HAFIDH = "hafidh", "Hafiz's path"
        CUSTOM = "custom", "Custom path"
        JUZ_AMMA = "juz_amma", "Juz 'Amma"

    user = models.OneToOneField(
        settings.AUTH_USER_MODEL, on_delete=models.CASCADE, primary_key=True, related_name="learning_path"
    )
    kind = models.CharField(max_length=8, choices=Kind.choices, default=Kind.HAFIDH)
    chapter = models.ForeignKey(
        Chapter,
        on_delete=models.PROTECT,
        null=True,
        blank=True,
        related_name="+",
        help_text="Where a custom path starts, or a Juz 'Amma path (114 or 78); empty on Hafiz's path.",
    )
    daily_new_verses = models.PositiveSmallIntegerField(default=DAILY_NEW_VERSES_DEFAULT)
    updated_at = models.DateTimeField(auto_now=True)

    class Meta:
        constraints = [
            models.CheckConstraint(
                condition=models.Q(kind="custom", chapter__isnull=False)
                | models.Q(kind="hafidh", chapter__isnull=True)
                | models.Q(kind="juz_amma", chapter__in=JUZ_AMMA_STARTS),
                name="learning_path_chapter_fits_kind",
            ),
            models.CheckConstraint(
                condition=models.Q(
                    daily_new_verses__gte=DAILY_NEW_VERSES_MIN, daily_new_verses__lte=DAILY_NEW_VERSES_MAX
                ),
                name="learning_path_daily_new_verses_range",
            ),
        ]

    def __str__(self) -> str:
        return f"{self.user_id}: {self.kind} {self.chapter_id or ''} {self.daily_new_verses}/day"


class ScheduledVerse(models.Model):
    """A memorised verse on its learner's review schedule, with its FSRS card.

    `card` is py-fsrs's Card.to_dict(), the whole memory state; `due` and `last_review` repeat two of its
    values as columns so "what is due now" is an index range scan on (user, due) and the profile's counts
    are plain filters. The review services write all three together.
    """

    user = models.ForeignKey(settings.AUTH_USER_MODEL, on_delete=models.CASCADE, related_name="scheduled_verses")
    verse = models.ForeignKey(Verse, on_delete=models.CASCADE, related_name="+")
    card = models.JSONField(help_text="fsrs Card.to_dict().")
    due = models.DateTimeField()
    last_review = models.DateTimeField(null=True, blank=True, help_text="Empty until the first review.")
    scheduled_at = models.DateTimeField(help_text="When the verse reached 100 and entered the schedule.")

    class Meta:
        constraints = [models.UniqueConstraint(fields=["user", "verse"], name="unique_schedule_per_user_verse")]
        indexes = [models.Index(fields=["user", "due"], name="scheduled_verse_user_due")]

    def __str__(self) -> str:
        return f"{self.user_id} {self.verse_id}: due {self.due:%Y-%m-%d %H:%M}"


# What a review was rated from: a game, or a recitation from memory (hafiz.recitation), which reviews every verse of
# its passage at once.
RECITATION = "recitation"
REVIEW_SOURCES = [*Game.choices, (RECITATION, "Recitation from memory")]


class ReviewLog(models.Model):
    """One review of a scheduled verse: which game (or a recitation), how it rated, when. Append-only: review_record
    and verses_recited_review add rows and nothing changes them, except the support command age_review_schedule,
    which moves a learner's whole history back in time together with their schedule."""

    user = models.ForeignKey(settings.AUTH_USER_MODEL, on_delete=models.CASCADE, related_name="+")
    verse = models.ForeignKey(Verse, on_delete=models.CASCADE, related_name="+")
    game = models.CharField(max_length=16, choices=REVIEW_SOURCES)
    rating = models.PositiveSmallIntegerField(choices=[(rating.value, rating.name) for rating in Rating])
    reviewed_at = models.DateTimeField()
    # The graded game (hafiz.games.models.GameDeal, named by id: review sits below games) this review was rated
    # from; one review per game. Null for reviews recorded before games were graded.
    game_id = models.UUIDField(null=True, blank=True, unique=True)
    due_when_reviewed = models.BooleanField(
        default=True,
        help_text="The verse was due when it was reviewed. Today's review session takes in a verse reviewed today only "
        "if one of those reviews was of it due, not of a game played early on the study page.",
    )

    class Meta:
        # The daily quest counts one learner's reviews since midnight.
        indexes = [models.Index(fields=["user", "reviewed_at"], name="review_log_user_time")]

    def __str__(self) -> str:
        return f"{self.user_id} {self.verse_id}: {Rating(self.rating).name} at {self.reviewed_at:%Y-%m-%d %H:%M}"


class Confusion(models.Model):
    """A look-alike verse taken for another: in the look-alike drill "Which one?" (hafiz.games.kinds), asked for
    `verse`, the learner picked the words of `taken_for`; reciting `verse` from memory (hafiz.recitation), they went on
    with `taken_for`'s words. Append-only, one row per wrong answer or drift; the review queue brings a confused pair
    back together, and the profile lists the pairs confused most."""

    user = models.ForeignKey(settings.AUTH_USER_MODEL, on_delete=models.CASCADE, related_name="+")
    verse = models.ForeignKey(Verse, on_delete=models.CASCADE, to_field="global_number", related_name="+")
    taken_for = models.ForeignKey(Verse, on_delete=models.CASCADE, to_field="global_number", related_name="+")
    confused_at = models.DateTimeField()
    # The graded drill (hafiz.games.models.GameDeal, by id: review sits below games) the wrong answer was given in, or
    # the recitation's session_id (hafiz.recitation.models.Recitation) the drift was marked in.
    game_id = models.UUIDField()

    class Meta:
        indexes = [models.Index(fields=["user", "confused_at"], name="confusion_user_time")]

    def __str__(self) -> str:
        return f"{self.user_id}: {self.verse_id} taken for {self.taken_for_id} at {self.confused_at:%Y-%m-%d %H:%M}"
