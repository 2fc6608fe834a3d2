from django.contrib import admin

from hafiz.common.admin import ReadOnlyAdmin
from hafiz.review.models import LearningPath, ReviewLog, ScheduledVerse


@admin.register(LearningPath)
class LearningPathAdmin(admin.ModelAdmin):
    list_display = ["user", "kind", "chapter", "daily_new_verses", "updated_at"]
    raw_id_fields = ["user"]


@admin.register(ScheduledVerse)
class ScheduledVerseAdmin(admin.ModelAdmin):
    list_display = ["user", "verse", "due", "last_review"]
    list_select_related = ["user", "verse"]
    raw_id_fields = ["user", "verse"]


@admin.register(ReviewLog)
class ReviewLogAdmin(ReadOnlyAdmin):
    """Read-only: the log is append-only."""

    list_display = ["user", "verse", "game", "rating", "reviewed_at"]
    list_select_related = ["user", "verse"]
