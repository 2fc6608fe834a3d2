from django.contrib import admin

from hafiz.progress.models import Bookmark, VerseProgress


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
