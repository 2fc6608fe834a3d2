from django.contrib.auth.models import AbstractUser
from django.core.validators import MaxValueValidator, MinValueValidator
from django.db import models

from hafiz.accounts.names import person_name_search_key
from hafiz.common.days import DEFAULT_TIME_ZONE

# The xp per week a learner may aim for; the profile shows this week's xp as a share of it (hafiz.xp.rules).
WEEKLY_GOAL_MIN = 10
WEEKLY_GOAL_MAX = 1000
WEEKLY_GOAL_DEFAULT = 50


class User(AbstractUser):
    """A learner. Google users are keyed by Google's `sub` (stable), never by email (which can change)."""

    google_sub = models.CharField(max_length=255, unique=True, null=True, blank=True)
    photo = models.ImageField(upload_to="photos/", blank=True)
    # The learner's day (streaks, quests, the daily xp limit) follows this zone; the browser sends it.
    time_zone = models.CharField(max_length=64, default=DEFAULT_TIME_ZONE, help_text="IANA time zone name.")
    weekly_goal = models.PositiveSmallIntegerField(
        default=WEEKLY_GOAL_DEFAULT,
        validators=[MinValueValidator(WEEKLY_GOAL_MIN), MaxValueValidator(WEEKLY_GOAL_MAX)],
        help_text="xp per week the learner aims for.",
    )
    is_guest = models.BooleanField(
        default=False, help_text="A throw-away account from the guest sign-in; pruned once unused (guests_prune)."
    )
    is_private = models.BooleanField(
        default=False,
        help_text="Not found by people search; shown to others by first name and family initial, without photo.",
    )
    # What people search matches (hafiz.accounts.names.person_name_search_key of both names), kept by save(); on
    # PostgreSQL a trigram index (migration 0003) serves its "contains" match.
    search_name = models.TextField(blank=True, editable=False)

    def save(self, *args, **kwargs):
        self.search_name = person_name_search_key(f"{self.first_name} {self.last_name}")
        update_fields = kwargs.get("update_fields")
        if update_fields is not None and {"first_name", "last_name"} & set(update_fields):
            kwargs["update_fields"] = {*update_fields, "search_name"}
        super().save(*args, **kwargs)
