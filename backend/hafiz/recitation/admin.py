from django.contrib import admin

from hafiz.common.admin import ReadOnlyAdmin
from hafiz.recitation.models import Recitation, Slip


@admin.register(Recitation)
class RecitationAdmin(ReadOnlyAdmin):
    list_display = ["user", "verse_count", "slip_count", "recited_at"]
    list_select_related = ["user"]
    raw_id_fields = ["user"]


@admin.register(Slip)
class SlipAdmin(ReadOnlyAdmin):
    list_display = ["user", "verse", "word", "kind", "slipped_at"]
    list_select_related = ["user", "verse"]
    list_filter = ["kind"]
    raw_id_fields = ["user", "verse", "drifted_into", "recitation"]
