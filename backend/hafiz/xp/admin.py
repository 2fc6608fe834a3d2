from django.contrib import admin

from hafiz.common.admin import ReadOnlyAdmin
from hafiz.xp.models import XpEvent, XpTotal


@admin.register(XpEvent)
class XpEventAdmin(ReadOnlyAdmin):
    """Read-only: the ledger is append-only."""

    list_display = ["user", "amount", "reason", "verse", "game", "quest", "local_date", "created_at"]
    list_filter = ["reason"]
    list_select_related = ["user", "verse"]
    raw_id_fields = ["user", "verse"]


@admin.register(XpTotal)
class XpTotalAdmin(ReadOnlyAdmin):
    """Read-only: the totals are derived from the ledger (manage.py xp_totals_rebuild)."""

    list_display = ["user", "all_time_xp", "week_start", "week_xp"]
    list_select_related = ["user"]
