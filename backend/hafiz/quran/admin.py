from django.contrib import admin
from django.db import transaction

from hafiz.quran.divisions import DIVISION_FIELDS
from hafiz.quran.models import Chapter, Verse
from hafiz.quran.services import content_stamp_refresh


class ContentAdmin(admin.ModelAdmin):
    """An edit is a new version of the content: every app process loads it again and its addresses change
    (quran.content). Chapters and verses are never deleted here: the import owns which exist."""

    def save_model(self, request, obj, form, change):
        super().save_model(request, obj, form, change)
        transaction.on_commit(content_stamp_refresh)

    def has_delete_permission(self, request, obj=None) -> bool:
        return False


@admin.register(Chapter)
class ChapterAdmin(ContentAdmin):
    list_display = ["number", "name_simple", "name_arabic", "verses_count", "revelation_place"]
    search_fields = ["name_simple", "name_en", "name_ru"]


@admin.register(Verse)
class VerseAdmin(ContentAdmin):
    list_display = ["__str__", "global_number", "image"]
    list_filter = ["chapter"]
    search_fields = ["translation_en", "translation_ru"]
    # What the import owns: the text and where the verse stands in the mushaf.
    readonly_fields = ["chapter", "number", "global_number", "text_uthmani", "words", *DIVISION_FIELDS, "word_lines"]
