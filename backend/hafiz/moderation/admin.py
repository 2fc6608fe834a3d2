from django.contrib import admin, messages
from django.contrib.auth.admin import UserAdmin

from hafiz.accounts.models import User
from hafiz.moderation import services


@admin.register(User)
class LearnerAdmin(UserAdmin):
    """Find learners and take them off the site or back. Whether a learner is active changes only through the two
    actions, which also end their sign-ins and move them on the boards (moderation.services). No delete here."""

    list_display = [
        "username",
        "first_name",
        "last_name",
        "email",
        "is_active",
        "is_guest",
        "is_private",
        "date_joined",
        "last_login",
    ]
    list_filter = ["is_active", "is_guest", "is_private", "is_staff"]
    search_fields = ["username", "first_name", "last_name", "email"]
    ordering = ["-date_joined"]
    actions = ["deactivate", "reactivate"]
    fieldsets = [
        *(UserAdmin.fieldsets or ()),
        ("Learner", {"fields": ["is_guest", "is_private", "time_zone", "weekly_goal"]}),
    ]
    readonly_fields = ["is_active", "is_guest", "last_login", "date_joined"]

    @admin.action(
        description="Deactivate the selected learners (off boards, search and lists; signed out)",
        permissions=["change"],
    )
    def deactivate(self, request, queryset):
        if queryset.filter(pk=request.user.pk).exists():
            self.message_user(request, "You cannot deactivate yourself: nothing was changed.", messages.ERROR)
            return
        changed = services.learners_deactivate(user_ids=list(queryset.values_list("pk", flat=True)))
        self.message_user(request, f"{changed} learners deactivated.", messages.SUCCESS)

    @admin.action(description="Reactivate the selected learners", permissions=["change"])
    def reactivate(self, request, queryset):
        changed = services.learners_reactivate(user_ids=list(queryset.values_list("pk", flat=True)))
        self.message_user(request, f"{changed} learners reactivated.", messages.SUCCESS)

    def has_delete_permission(self, request, obj=None):
        # A learner is taken off the site by deactivation, which can be undone; a plain delete would also leave them
        # counted on the boards (moderation.services.learners_delete does it right, for unused guests).
        return False
