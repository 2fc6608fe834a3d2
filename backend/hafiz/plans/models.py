from django.conf import settings
from django.db import models

from hafiz.plans.rules import MANZIL_DAYS_MAX, MANZIL_DAYS_MIN


class HifzPlan(models.Model):
    """A learner's hifz plan (docs/product.md §2.19): what to memorise, the day's sabaq, the study days and how often
    the manzil comes round. At most one per learner; changing it keeps its start and its days."""

    class Scope(models.TextChoices):
        JUZ_AMMA = "juz_amma", "Juz 'Amma"
        JUZ_RANGE = "juz_range", "A range of juz"
        WHOLE = "whole", "The whole Qur'an, in the mushaf's order"
        PATH = "path", "The whole Qur'an, along the learning path"

    class SabaqUnit(models.TextChoices):
        LINES = "lines", "Lines of the mushaf"
        QUARTER_PAGES = "quarter_pages", "Quarters of a page"
        VERSES = "verses", "Verses"

    user = models.OneToOneField(
        settings.AUTH_USER_MODEL, on_delete=models.CASCADE, primary_key=True, related_name="hifz_plan"
    )
    scope = models.CharField(max_length=12, choices=Scope.choices)
    first_juz = models.PositiveSmallIntegerField(null=True, blank=True, help_text="A range of juz only.")
    last_juz = models.PositiveSmallIntegerField(null=True, blank=True, help_text="A range of juz only.")
    sabaq_unit = models.CharField(max_length=16, choices=SabaqUnit.choices)
    sabaq_amount = models.PositiveSmallIntegerField()
    study_weekdays = models.JSONField(help_text="The days of the week studied now, 0 = Monday.")
    weekday_history = models.JSONField(
        default=list,
        help_text='[["from", [weekdays]]]: the days of the week chosen from each day on, the first from the start; '
        "a change counts from its day, so the days before it keep theirs.",
    )
    manzil_days = models.PositiveSmallIntegerField(help_text="Every memorised verse comes back within these days.")
    started_on = models.DateField(help_text="The learner's day the plan was made.")
    pauses = models.JSONField(
        default=list, help_text='[["from", "until" or null]]: days paused, from the first to the day before the end.'
    )
    # The plan's line on the profile's chart, as last set: the scope's pages memorised on `planned_on`, reaching the
    # whole scope on `planned_finish`.
    planned_on = models.DateField()
    planned_pages = models.FloatField()
    planned_finish = models.DateField(null=True, blank=True)
    updated_at = models.DateTimeField(auto_now=True)

    class Meta:
        constraints = [
            models.CheckConstraint(
                condition=models.Q(manzil_days__gte=MANZIL_DAYS_MIN, manzil_days__lte=MANZIL_DAYS_MAX),
                name="hifz_plan_manzil_days_range",
            ),
            models.CheckConstraint(
                condition=models.Q(
                    scope="juz_range",
                    first_juz__isnull=False,
                    last_juz__isnull=False,
                    last_juz__gte=models.F("first_juz"),
                )
                | (~models.Q(scope="juz_range") & models.Q(first_juz__isnull=True, last_juz__isnull=True)),
                name="hifz_plan_juz_range_fits_scope",
            ),
        ]

    def __str__(self) -> str:
        return f"{self.user_id}: {self.scope} {self.sabaq_amount} {self.sabaq_unit}"


class PlanDay(models.Model):
    """One study day of a plan, fixed when it is first asked for: its three parts as verse ranges ([first, last]
    global numbers), and when each was done. A part is done when every verse of it was recited from memory that day
    (and, for the sabaq, memorised: its games won); the marks are set as the app sees it happen and never taken back.
    """

    user = models.ForeignKey(settings.AUTH_USER_MODEL, on_delete=models.CASCADE, related_name="+")
    day = models.DateField(help_text="The learner's day.")
    sabaq = models.JSONField(help_text="[[first, last]] global verse numbers, in the order learned.")
    sabqi = models.JSONField(help_text="[[first, last]] global verse numbers, in the mushaf's order.")
    sabqi_lessons = models.PositiveSmallIntegerField(default=0, help_text="The earlier lessons the sabqi holds.")
    manzil = models.JSONField(help_text="[[first, last]] of the rotation's share, in the order recited.")
    brought_in = models.JSONField(
        default=list, help_text="[[verse, reason]]: due or weak verses brought into the manzil first."
    )
    rotation_end = models.PositiveSmallIntegerField(
        null=True, blank=True, help_text="The rotation's last verse today: the next manzil goes on after it."
    )
    sabaq_done_at = models.DateTimeField(null=True, blank=True)
    sabqi_done_at = models.DateTimeField(null=True, blank=True)
    manzil_done_at = models.DateTimeField(null=True, blank=True)
    done_at = models.DateTimeField(null=True, blank=True, help_text="All three parts done.")

    class Meta:
        constraints = [models.UniqueConstraint(fields=["user", "day"], name="plan_day_once_per_day")]

    def __str__(self) -> str:
        return f"{self.user_id} {self.day}: {'done' if self.done_at else 'open'}"
