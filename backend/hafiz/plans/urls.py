from django.urls import path

from hafiz.plans.apis import PlanApi, PlanChartApi, PlanForecastApi, PlanTodayApi

urlpatterns = [
    path("plan/", PlanApi.as_view(), name="plan"),
    path("plan/forecast/", PlanForecastApi.as_view(), name="plan-forecast"),
    path("plan/today/", PlanTodayApi.as_view(), name="plan-today"),
    path("plan/chart/", PlanChartApi.as_view(), name="plan-chart"),
]
