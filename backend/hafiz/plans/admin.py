from django.contrib import admin

from hafiz.plans.models import HifzPlan, PlanDay


@admin.register(HifzPlan)
class HifzPlanAdmin(admin.ModelAdmin):
    list_display = ("user", "scope", "sabaq_amount", "sabaq_unit", "manzil_days", "started_on", "planned_finish")
    raw_id_fields = ("user",)


@admin.register(PlanDay)
class PlanDayAdmin(admin.ModelAdmin):
    list_display = ("user", "day", "sabaq_done_at", "sabqi_done_at", "manzil_done_at", "done_at")
    raw_id_fields = ("user",)
    date_hierarchy = "day"
