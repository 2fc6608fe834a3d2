from django.conf import settings
from django.db import models

from hafiz.quran.models import Chapter, Verse

PROGRESS_MAX = 100
# Each of the four games adds this much the first time it is won on a verse, so the four make 100.
PROGRESS_STEP = 25


class Game(models.TextChoices):
    SHUFFLING = "shuffling", "Shuffling"
    MEMORY = "memory", "Memory"
    MATCHING = "matching", "Matching"
    AUDIO = "audio", "Audio"


# VerseProgress.games_won keeps one bit per game. Fixed values: they are stored, so never renumber.
GAME_BITS: dict[str, int] = {Game.SHUFFLING: 1, Game.MEMORY: 2, Game.MATCHING: 4, Game.AUDIO: 8}


class VerseProgress(models.Model):
    """How far one user is with one verse (0–100) and which games they have won on it.

    The won games are a bit set on the same row, not rows of their own, so recording a win is one
    INSERT … ON CONFLICT statement (see progress.services): two wins arriving at once cannot both
    count. Win history lives in the xp ledger (XpEvent).
    """

    user = models.ForeignKey(settings.AUTH_USER_MODEL, on_delete=models.CASCADE, related_name="verse_progress")
    verse = models.ForeignKey(Verse, on_delete=models.CASCADE, related_name="+")
    progress = models.PositiveSmallIntegerField(default=0)
    games_won = models.PositiveSmallIntegerField(default=0, help_text="Bit set of won games, see GAME_BITS.")
    updated_at = models.DateTimeField(auto_now=True)

    class Meta:
        verbose_name_plural = "verse progress"
        constraints = [
            models.UniqueConstraint(fields=["user", "verse"], name="unique_progress_per_user_verse"),
            models.CheckConstraint(
                condition=models.Q(progress__gte=0, progress__lte=PROGRESS_MAX), name="progress_between_0_and_100"
            ),
        ]

    def __str__(self) -> str:
        return f"{self.user_id} {self.verse_id}: {self.progress}"

    @property
    def won_games(self) -> set[str]:
        return {game for game, bit in GAME_BITS.items() if self.games_won & bit}


class Bookmark(models.Model):
    user = models.ForeignKey(settings.AUTH_USER_MODEL, on_delete=models.CASCADE, related_name="bookmarks")
    verse = models.ForeignKey(Verse, on_delete=models.CASCADE, related_name="+")
    created_at = models.DateTimeField(auto_now_add=True)

    class Meta:
        constraints = [models.UniqueConstraint(fields=["user", "verse"], name="unique_bookmark_per_user_verse")]
        # The list call reads one user's bookmarks newest first.
        indexes = [models.Index(fields=["user", "-created_at"], name="bookmark_user_newest")]

    def __str__(self) -> str:
        return f"{self.user_id} {self.verse_id}"


class XpReason(models.TextChoices):
    FIRST_WIN = "first_win", "First win of a game on a verse"
    REPEAT_WIN = "repeat_win", "Repeat win"
    CHAPTER = "chapter", "Chapter finished"
    QUEST = "quest", "Daily quest finished"


WIN_REASONS = (XpReason.FIRST_WIN, XpReason.REPEAT_WIN)


class XpEvent(models.Model):
    """The xp ledger: one row per win (even one worth 0 xp) and per bonus. Rows are only ever added.

    The rules are in hafiz.progress.rules. Every xp figure is a sum over these rows; XpTotal only keeps
    the sums the leaderboard sorts by.
    """

    user = models.ForeignKey(settings.AUTH_USER_MODEL, on_delete=models.CASCADE, related_name="xp_events")
    amount = models.PositiveSmallIntegerField()
    reason = models.CharField(max_length=16, choices=XpReason.choices)
    verse = models.ForeignKey(Verse, on_delete=models.CASCADE, null=True, blank=True, related_name="+")
    chapter = models.ForeignKey(
        Chapter, on_delete=models.CASCADE, null=True, blank=True, related_name="+",
        help_text="The finished chapter, on chapter bonuses only.",
    )
    game = models.CharField(max_length=16, choices=Game.choices, blank=True)
    finished_verse = models.BooleanField(default=False, help_text="This win brought its verse to 100.")
    quest = models.CharField(max_length=32, blank=True, help_text="The finished quest, on quest bonuses only.")
    # Client-made id of one finished game; a bonus that win earned carries the same id.
    win_id = models.UUIDField(null=True, blank=True)
    local_date = models.DateField(help_text="The learner's calendar day (their time zone) when this happened.")
    created_at = models.DateTimeField()

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
        # Quests, streaks, the daily repeat limit and xp per day all read one user's rows by day.
        indexes = [models.Index(fields=["user", "local_date"], name="xp_event_user_day")]

    def __str__(self) -> str:
        return f"{self.user_id} +{self.amount} {self.reason}"


class XpTotal(models.Model):
    """Per-learner sums of the ledger that the leaderboards sort by, updated in the same transaction as
    each ledger insert (services.progress_record_win) and rebuildable from it (services.xp_total_rebuild).

    `*_reached_at` is the time of the last event that added xp to that sum: on equal xp, who got there
    first ranks higher. The week columns hold the UTC week starting `week_start`; a row whose
    week_start is older has no xp this week.
    """

    user = models.OneToOneField(settings.AUTH_USER_MODEL, on_delete=models.CASCADE, primary_key=True,
                                related_name="xp_total")
    all_time_xp = models.PositiveIntegerField(default=0)
    all_time_reached_at = models.DateTimeField(null=True, blank=True)
    week_start = models.DateField()
    week_xp = models.PositiveIntegerField(default=0)
    week_reached_at = models.DateTimeField(null=True, blank=True)

    class Meta:
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
        constraints = [models.UniqueConstraint(fields=["board", "xp"], name="leaderboard_count_per_board_xp")]

    def __str__(self) -> str:
        return f"{self.board} {self.xp} xp: {self.learners}"


class Follow(models.Model):
    """`follower` follows `followee`: the leaderboard's "following" scope and the profile's lists."""

    follower = models.ForeignKey(settings.AUTH_USER_MODEL, on_delete=models.CASCADE, related_name="following")
    followee = models.ForeignKey(settings.AUTH_USER_MODEL, on_delete=models.CASCADE, related_name="followers")
    created_at = models.DateTimeField(auto_now_add=True)

    class Meta:
        constraints = [
            models.UniqueConstraint(fields=["follower", "followee"], name="follow_once"),
            models.CheckConstraint(condition=~models.Q(follower=models.F("followee")), name="follow_not_self"),
        ]
        indexes = [
            models.Index(fields=["follower", "-created_at"], name="follow_following_newest"),
            models.Index(fields=["followee", "-created_at"], name="follow_followers_newest"),
        ]

    def __str__(self) -> str:
        return f"{self.follower_id} → {self.followee_id}"
