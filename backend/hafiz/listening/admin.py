from django.contrib import admin

from hafiz.listening.models import ListeningEvent, PlayerSettings


@admin.register(PlayerSettings)
class PlayerSettingsAdmin(admin.ModelAdmin):
    list_display = ["user", "updated_at"]
    raw_id_fields = ["user"]


@admin.register(ListeningEvent)
class ListeningEventAdmin(admin.ModelAdmin):
    """Read-only: the listening history is append-only."""

    list_display = ["user", "range_label", "repeats", "day", "listened_at"]
    list_select_related = ["user"]
    list_filter = ["day"]

    def has_add_permission(self, request):
        return False

    def has_change_permission(self, request, obj=None):
        return False
