from django.conf import settings
from django.db import models

from hafiz.progress.models import Game
from hafiz.quran.models import Chapter, Verse

# These tables were made by the progress app before xp had an app of its own (migration xp 0001); they keep
# their names, so moving the models moved no row.


class XpReason(models.TextChoices):
    FIRST_WIN = "first_win", "First win of a game on a verse"
    REPEAT_WIN = "repeat_win", "Repeat win"
    CHAPTER = "chapter", "Chapter finished"
    QUEST = "quest", "Daily quest finished"
    RECITATION = "recitation", "Recitation from memory"


WIN_REASONS = (XpReason.FIRST_WIN, XpReason.REPEAT_WIN)
# The rows whose day counts toward the day streak: a day of reciting from memory is a day of study as much as a win.
STREAK_REASONS = (*WIN_REASONS, XpReason.RECITATION)


class XpEvent(models.Model):
    """The xp ledger: one row per win (even one worth 0 xp) and per bonus. Rows are only ever added, and never
    deleted while their learner is; a moderator may void one (services.xp_events_void).

    The rules are in hafiz.xp.rules. Every xp figure is a sum over these rows; XpTotal only keeps
    the sums the leaderboard sorts by.
    """

    user = models.ForeignKey(settings.AUTH_USER_MODEL, on_delete=models.CASCADE, related_name="xp_events")
    amount = models.PositiveSmallIntegerField(help_text="The xp paid: every sum over the ledger counts this.")
    waiting = models.PositiveSmallIntegerField(
        default=0,
        help_text="xp the row earned that waits for the learner's pace budget (rules, Human pace); moved to amount as "
        "it is paid. The day's limits and quests count amount + waiting.",
    )
    reason = models.CharField(max_length=16, choices=XpReason.choices)
    verse = models.ForeignKey(Verse, on_delete=models.CASCADE, null=True, blank=True, related_name="+")
    chapter = models.ForeignKey(
        Chapter,
        on_delete=models.CASCADE,
        null=True,
        blank=True,
        related_name="+",
        help_text="The finished chapter, on chapter bonuses only.",
    )
    game = models.CharField(max_length=16, choices=Game.choices, blank=True)
    finished_verse = models.BooleanField(default=False, help_text="This win brought its verse to 100.")
    quest = models.CharField(max_length=32, blank=True, help_text="The finished quest, on quest bonuses only.")
    # Client-made id of one finished game; a bonus that win earned carries the same id.
    win_id = models.UUIDField(null=True, blank=True)
    # The graded deal (hafiz.games.models.GameDeal) the win came from, on the win and its bonuses; empty for a win
    # claimed through the progress call. An id, not a foreign key: the ledger sits below the games.
    game_id = models.UUIDField(null=True, blank=True)
    local_date = models.DateField(help_text="The learner's calendar day (their time zone) when this happened.")
    created_at = models.DateTimeField()
    # A voided row keeps its place (its win still counts as played, its bonus as given) but pays nothing: its amount
    # is 0, so every sum over the ledger leaves it out, and the amount it had is kept here.
    voided_at = models.DateTimeField(null=True, blank=True, help_text="When a moderator voided this row.")
    voided_amount = models.PositiveSmallIntegerField(null=True, blank=True, help_text="The xp it paid before.")

    class Meta:
        constraints = [
            models.UniqueConstraint(
                fields=["user", "win_id"],
                condition=models.Q(reason__in=WIN_REASONS, win_id__isnull=False),
                name="xp_one_win_per_win_id",
            ),
            models.UniqueConstraint(
                fields=["user", "chapter"], condition=models.Q(reason=XpReason.CHAPTER), name="xp_one_bonus_per_chapter"
            ),
            models.UniqueConstraint(
                fields=["user", "local_date", "quest"],
                condition=models.Q(reason=XpReason.QUEST),
                name="xp_one_bonus_per_quest_and_day",
            ),
        ]
        db_table = "progress_xpevent"
        # Quests, streaks, the daily repeat limit and xp per day all read one user's rows by day.
        indexes = [models.Index(fields=["user", "local_date"], name="xp_event_user_day")]

    def __str__(self) -> str:
        return f"{self.user_id} +{self.amount} {self.reason}"


class XpTotal(models.Model):
    """Per-learner sums of the ledger that the leaderboards sort by, for active learners only (a deactivated learner
    has none, so is on no board): updated in the same transaction as each ledger insert (services.xp_events_save),
    rewritten for some learners by a moderator's call (services.xp_events_void, xp_totals_recount), and
    rebuildable from the ledger (services.xp_totals_rebuild).

    `*_reached_at` is the time of the last event that added xp to that sum: on equal xp, who got there
    first ranks higher. Waiting xp (XpEvent.waiting) is in no sum until it is paid. The week columns hold the UTC week starting `week_start`; a row whose
    week_start is older has no xp this week.
    """

    user = models.OneToOneField(
        settings.AUTH_USER_MODEL, on_delete=models.CASCADE, primary_key=True, related_name="xp_total"
    )
    all_time_xp = models.PositiveIntegerField(default=0)
    all_time_reached_at = models.DateTimeField(null=True, blank=True)
    week_start = models.DateField()
    week_xp = models.PositiveIntegerField(default=0)
    week_reached_at = models.DateTimeField(null=True, blank=True)
    # The pace budget (rules, Human pace): the xp it held when it was last used, and when.
    xp_budget = models.FloatField(default=0)
    xp_budget_at = models.DateTimeField(null=True, blank=True)
    xp_waiting = models.PositiveIntegerField(default=0, help_text="The sum of the learner's ledger rows' waiting xp.")

    class Meta:
        db_table = "progress_xptotal"
        # Each index is the leaderboard's sort order, so a page and a "how many are ahead" count are range scans.
        indexes = [
            models.Index(fields=["-all_time_xp", "all_time_reached_at", "user"], name="xp_total_all_time_order"),
            models.Index(fields=["week_start", "-week_xp", "week_reached_at", "user"], name="xp_total_week_order"),
        ]

    def __str__(self) -> str:
        return f"{self.user_id}: {self.all_time_xp} xp"


class LeaderboardCount(models.Model):
    """How many learners have exactly `xp` on one board ("all", or a leaderboard week's Monday as
    "2026-11-23"), kept with XpTotal in the same transaction. A learner's rank is then a sum over the
    board's distinct xp values plus a count of exact ties, not a count over every learner."""

    board = models.CharField(max_length=10)
    xp = models.PositiveIntegerField()
    learners = models.IntegerField(default=0)

    class Meta:
        db_table = "progress_leaderboardcount"
        constraints = [models.UniqueConstraint(fields=["board", "xp"], name="leaderboard_count_per_board_xp")]

    def __str__(self) -> str:
        return f"{self.board} {self.xp} xp: {self.learners}"
