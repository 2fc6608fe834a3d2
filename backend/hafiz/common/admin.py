from django.contrib import admin


class ReadOnlyAdmin(admin.ModelAdmin):
    """For append-only tables and what is derived from them: the admin only shows them."""

    def has_add_permission(self, request):
        return False

    def has_change_permission(self, request, obj=None):
        return False

    def has_delete_permission(self, request, obj=None):
        return False
