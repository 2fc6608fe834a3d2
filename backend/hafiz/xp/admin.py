from django.contrib import admin
from django.urls import reverse
from django.utils.html import format_html

from hafiz.common.admin import ReadOnlyAdmin
from hafiz.xp.models import XpEvent, XpTotal


@admin.register(XpEvent)
class XpEventAdmin(ReadOnlyAdmin):
    """Read-only: the ledger is append-only."""

    list_display = ["user", "amount", "reason", "verse", "game", "quest", "local_date", "created_at", "deal"]
    list_filter = ["reason"]
    list_select_related = ["user", "verse"]
    raw_id_fields = ["user", "verse"]
    readonly_fields = ["deal"]

    @admin.display(description="graded deal")
    def deal(self, event: XpEvent) -> str:
        """The deal the win came from (games' admin, by URL name: the ledger does not import the games)."""
        if event.game_id is None:
            return "-"
        return format_html('<a href="{}">{}</a>', reverse("admin:games_gamedeal_change", args=[event.game_id]),
                           event.game_id)


@admin.register(XpTotal)
class XpTotalAdmin(ReadOnlyAdmin):
    """Read-only: the totals are derived from the ledger (manage.py xp_totals_rebuild)."""

    list_display = ["user", "all_time_xp", "week_start", "week_xp"]
    list_select_related = ["user"]
