from django.contrib import admin

from hafiz.common.admin import ReadOnlyAdmin
from hafiz.games.models import GameDeal


@admin.register(GameDeal)
class GameDealAdmin(ReadOnlyAdmin):
    """Read-only: a deal is written by its game's call and its grading."""

    list_display = ["id", "user", "game", "verse", "dealt_at", "graded_at", "won", "mistakes"]
    list_filter = ["game", "won"]
    list_select_related = ["user", "verse"]
    raw_id_fields = ["user", "verse"]
    search_fields = ["=id", "=win_id"]
