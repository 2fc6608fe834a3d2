from django.contrib import admin

from hafiz.progress.models import Bookmark, Follow, VerseProgress, XpEvent, XpTotal


@admin.register(VerseProgress)
class VerseProgressAdmin(admin.ModelAdmin):
    list_display = ["user", "verse", "progress", "updated_at"]
    list_select_related = ["user", "verse"]
    raw_id_fields = ["user", "verse"]


@admin.register(Bookmark)
class BookmarkAdmin(admin.ModelAdmin):
    list_display = ["user", "verse", "created_at"]
    list_select_related = ["user", "verse"]
    raw_id_fields = ["user", "verse"]


class ReadOnlyAdmin(admin.ModelAdmin):
    """The ledger is append-only and the totals are derived from it: the admin only shows them."""

    def has_add_permission(self, request):
        return False

    def has_change_permission(self, request, obj=None):
        return False

    def has_delete_permission(self, request, obj=None):
        return False


@admin.register(XpEvent)
class XpEventAdmin(ReadOnlyAdmin):
    list_display = ["user", "amount", "reason", "verse", "game", "quest", "local_date", "created_at"]
    list_filter = ["reason"]
    list_select_related = ["user", "verse"]
    raw_id_fields = ["user", "verse"]


@admin.register(XpTotal)
class XpTotalAdmin(ReadOnlyAdmin):
    list_display = ["user", "all_time_xp", "week_start", "week_xp"]
    list_select_related = ["user"]


@admin.register(Follow)
class FollowAdmin(admin.ModelAdmin):
    list_display = ["follower", "followee", "created_at"]
    list_select_related = ["follower", "followee"]
    raw_id_fields = ["follower", "followee"]
