from django.contrib import admin, messages
from django.urls import reverse
from django.utils.html import format_html

from hafiz.common.admin import ReadOnlyAdmin
from hafiz.xp import services
from hafiz.xp.models import XpEvent, XpTotal


@admin.register(XpEvent)
class XpEventAdmin(ReadOnlyAdmin):
    """Read-only, as the ledger is append-only, but for one action: voiding rows (services.xp_events_void)."""

    list_display = [
        "user",
        "amount",
        "reason",
        "verse",
        "game",
        "quest",
        "local_date",
        "created_at",
        "deal",
        "voided_at",
        "voided_amount",
    ]
    list_filter = ["reason", ("voided_at", admin.EmptyFieldListFilter)]
    search_fields = ["user__username", "user__first_name", "user__last_name"]
    actions = ["void"]
    list_select_related = ["user", "verse"]
    raw_id_fields = ["user", "verse"]
    readonly_fields = ["deal"]

    def has_void_permission(self, request) -> bool:
        # The admin shows the ledger read-only to everyone (ReadOnlyAdmin); voiding takes the change permission.
        return request.user.has_perm("xp.change_xpevent")

    @admin.action(description="Void the selected rows (kept, marked void, out of every xp total)", permissions=["void"])
    def void(self, request, queryset):
        voided = services.xp_events_void(event_ids=list(queryset.values_list("pk", flat=True)))
        self.message_user(request, f"{voided} ledger rows voided.", messages.SUCCESS)

    @admin.display(description="graded deal")
    def deal(self, event: XpEvent) -> str:
        """The deal the win came from (games' admin, by URL name: the ledger does not import the games)."""
        if event.game_id is None:
            return "-"
        return format_html(
            '<a href="{}">{}</a>', reverse("admin:games_gamedeal_change", args=[event.game_id]), event.game_id
        )


@admin.register(XpTotal)
class XpTotalAdmin(ReadOnlyAdmin):
    """Read-only: the totals are derived from the ledger (manage.py xp_totals_rebuild)."""

    list_display = ["user", "all_time_xp", "week_start", "week_xp"]
    list_select_related = ["user"]
