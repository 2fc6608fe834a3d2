from django.conf import settings
from django.db import models

from hafiz.quran.models import Verse

PROGRESS_MAX = 100
# Each of a verse's games adds this much the first time it is won on the verse: any four of the five make 100, so a
# learner who writes the verse from memory (Gaps) may leave one of the four recognition games.
PROGRESS_STEP = 25


class Game(models.TextChoices):
    SHUFFLING = "shuffling", "Shuffling"
    MEMORY = "memory", "Memory"
    MATCHING = "matching", "Matching"
    AUDIO = "audio", "Audio"
    # The verse written from memory (hafiz.games.kinds.gaps): recall, where the four above are recognition.
    GAPS = "gaps", "Gaps"
    # The drill of look-alike verses (hafiz.games.kinds.which_one): it tells verses apart rather than learning
    # one, so it moves no progress; its wins pay xp like the others' (hafiz.xp.services.win_xp_events).
    WHICH_ONE = "which_one", "Which one?"
    # The makhraj practices (hafiz.games.kinds.makhraj_point, makhraj_letter): where a letter is born, and a letter
    # told from those learners confuse with it. Like the drill they move no progress.
    MAKHRAJ_POINT = "makhraj_point", "Where is it born?"
    MAKHRAJ_LETTER = "makhraj_letter", "Which letter?"


# VerseProgress.games_won keeps one bit per game that moves progress. Fixed values: they are stored, so never renumber.
GAME_BITS: dict[Game, int] = {Game.SHUFFLING: 1, Game.MEMORY: 2, Game.MATCHING: 4, Game.AUDIO: 8, Game.GAPS: 16}
# The games of a verse's tiles (docs/product.md §2), each adding PROGRESS_STEP on its first win.
PROGRESS_GAMES: tuple[Game, ...] = tuple(GAME_BITS)
# How many different games won on a verse bring it to 100.
GAMES_TO_FINISH = PROGRESS_MAX // PROGRESS_STEP
# The sets of won games (VerseProgress.games_won) that brought a verse to 100 by graded wins alone.
FINISHING_GAME_SETS: tuple[int, ...] = tuple(
    games for games in range(sum(GAME_BITS.values()) + 1) if games.bit_count() >= GAMES_TO_FINISH
)


def game_bit(game: str | None) -> int:
    """The game's bit in VerseProgress.games_won; 0 for a win without a game. An unknown game is a ValueError, the
    drill (no progress) a KeyError."""
    return GAME_BITS[Game(game)] if game is not None else 0


class VerseProgress(models.Model):
    """How far one user is with one verse (0–100) and which games they have won on it.

    The won games are a bit set on the same row, not rows of their own, so recording a win is one
    INSERT … ON CONFLICT statement (see progress.services): two wins arriving at once cannot both
    count. Win history lives in the xp ledger (hafiz.xp.models.XpEvent).
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
