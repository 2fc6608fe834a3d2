import uuid
from datetime import timedelta

from django.conf import settings
from django.db import models

from hafiz.progress.models import Game
from hafiz.quran.models import Verse

# Long enough for a game left open while the learner steps away; a deal is graded within it or not at all.
DEAL_LIFETIME = timedelta(hours=3)


class GameDeal(models.Model):
    """A game the server dealt a learner (a call to /games/<game>/), kept so that the player's moves can be graded
    against it (hafiz.games.grading), and, once graded, how it went.

    A deal is graded once. Expired deals are removed by `manage.py game_deals_remove_expired`, except won ones:
    the xp ledger names the deal each win came from (XpEvent.game_id).
    """

    # The answer's game_id: random, so nobody can guess another learner's deal.
    id = models.UUIDField(primary_key=True, default=uuid.uuid4, editable=False)
    user = models.ForeignKey(settings.AUTH_USER_MODEL, on_delete=models.CASCADE, related_name="+")
    game = models.CharField(max_length=16, choices=Game.choices)
    verse = models.ForeignKey(
        Verse,
        on_delete=models.CASCADE,
        to_field="global_number",
        related_name="+",
        help_text="The call's ayahId: the verse a win is recorded on (in the audio game, the verse asked).",
    )
    first_global_number = models.PositiveSmallIntegerField(help_text="The verses the game covers, first to last.")
    last_global_number = models.PositiveSmallIntegerField()
    layout = models.JSONField(help_text="What the player was dealt: ids in their order, options.")
    solution = models.JSONField(
        help_text="What solves it. (The game's call sends it too, in the shapes of docs/product.md §3, "
        "which the app plays from; a win counts only when the moves are graded.)"
    )
    dealt_at = models.DateTimeField()
    expires_at = models.DateTimeField()

    graded_at = models.DateTimeField(null=True, blank=True)
    win_id = models.UUIDField(
        null=True, blank=True, help_text="The grading call's win_id; the same one again answers the first result again."
    )
    won = models.BooleanField(null=True, blank=True)
    mistakes = models.PositiveSmallIntegerField(null=True, blank=True)
    turns = models.PositiveSmallIntegerField(null=True, blank=True, help_text="Memory only: pairs of cards turned.")

    class Meta:
        constraints = [
            models.UniqueConstraint(fields=["user", "win_id"], name="game_deal_one_per_win_id"),
        ]
        indexes = [models.Index(fields=["expires_at"], name="game_deal_expiry")]

    def __str__(self) -> str:
        return f"{self.game} {self.verse_id} for {self.user_id}"
