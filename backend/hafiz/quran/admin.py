from django.contrib import admin

from hafiz.quran.models import Chapter, Verse


@admin.register(Chapter)
class ChapterAdmin(admin.ModelAdmin):
    list_display = ["number", "name_simple", "name_arabic", "verses_count", "revelation_place"]
    search_fields = ["name_simple", "name_en", "name_ru"]


@admin.register(Verse)
class VerseAdmin(admin.ModelAdmin):
    list_display = ["__str__", "global_number", "image"]
    list_filter = ["chapter"]
    search_fields = ["translation_en", "translation_ru"]
    readonly_fields = ["chapter", "number", "global_number", "text_uthmani", "words"]
