from django.contrib import admin

from hafiz.people.models import Follow


@admin.register(Follow)
class FollowAdmin(admin.ModelAdmin):
    list_display = ["follower", "followee", "created_at"]
    list_select_related = ["follower", "followee"]
    raw_id_fields = ["follower", "followee"]
