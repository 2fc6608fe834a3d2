from django.contrib.auth.models import AbstractUser
from django.core.validators import MaxValueValidator, MinValueValidator
from django.db import models

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
