from datetime import timedelta

from drf_spectacular.utils import extend_schema
from rest_framework import serializers
from rest_framework.exceptions import NotFound
from rest_framework.response import Response
from rest_framework.views import APIView

from hafiz.common.inputs import JsonBooleanField
from hafiz.common.schema import BAD_INPUT, UNAUTHORISED, api_errors
from hafiz.plans import rules, selectors, services
from hafiz.plans.models import HifzPlan
from hafiz.plans.serializers import (
    ForecastInputSerializer,
    ForecastSerializer,
    PlanAndForecastSerializer,
    PlanChartSerializer,
    PlanInputSerializer,
    PlanTodayOutputSerializer,
)
from hafiz.quran.serializers import verse_reference_data

_NO_PLAN = "You have no hifz plan yet."


def _plan_out(plan: HifzPlan) -> dict:
    return {
        "scope": plan.scope,
        "first_juz": plan.first_juz,
        "last_juz": plan.last_juz,
        "sabaq_unit": plan.sabaq_unit,
        "sabaq_amount": plan.sabaq_amount,
        "study_weekdays": plan.study_weekdays,
        "manzil_days": plan.manzil_days,
        "started_on": plan.started_on,
        "paused": selectors.plan_is_paused(plan=plan),
    }


def _plan_and_forecast(request, plan: HifzPlan | None) -> Response:
    if plan is None:
        return Response(PlanAndForecastSerializer({"plan": None, "forecast": None}).data)
    today = selectors.learner_today(user=request.user)
    day = selectors.plan_day_get(user=request.user, day=today)
    forecast = selectors.plan_forecast_today(user=request.user, plan=plan, today=today, day=day)
    return Response(PlanAndForecastSerializer({"plan": _plan_out(plan), "forecast": forecast}).data)


class PlanApi(APIView):
    class PauseInputSerializer(serializers.Serializer):
        paused = JsonBooleanField()

    @extend_schema(
        operation_id="plan_get",
        responses={200: PlanAndForecastSerializer, 401: UNAUTHORISED},
        description="The learner's hifz plan and its forecast from today; both null before they make one.",
    )
    def get(self, request):
        return _plan_and_forecast(request, selectors.plan_get(user=request.user))

    @extend_schema(
        operation_id="plan_set",
        request=PlanInputSerializer,
        responses={200: PlanAndForecastSerializer, 400: BAD_INPUT, 401: UNAUTHORISED},
        description="Make or change the plan. A change keeps its start and its days; today's parts are made afresh "
        "unless one of them was done already.",
    )
    def put(self, request):
        data = PlanInputSerializer(data=request.data)
        data.is_valid(raise_exception=True)
        plan = services.plan_set(user=request.user, settings=PlanInputSerializer.settings_of(data.validated_data))
        return _plan_and_forecast(request, plan)

    @extend_schema(
        operation_id="plan_pause",
        request=PauseInputSerializer,
        responses={200: PlanAndForecastSerializer, 400: BAD_INPUT, 401: UNAUTHORISED, **api_errors({404: _NO_PLAN})},
        description="Pause the plan from today (no parts, the streak of plan days kept), or go on with it.",
    )
    def patch(self, request):
        data = self.PauseInputSerializer(data=request.data)
        data.is_valid(raise_exception=True)
        plan = selectors.plan_get(user=request.user)
        if plan is None:
            raise NotFound(_NO_PLAN)
        return _plan_and_forecast(
            request, services.plan_pause(user=request.user, plan=plan, paused=data.validated_data["paused"])
        )


class PlanForecastApi(APIView):
    @extend_schema(
        operation_id="plan_forecast",
        request=ForecastInputSerializer,
        responses={200: ForecastSerializer, 400: BAD_INPUT, 401: UNAUTHORISED},
        description="What a plan would come to, without saving it: its finish date from today, its manzil's daily "
        "share, and with finish_by the lines a day it needs.",
    )
    def post(self, request):
        data = ForecastInputSerializer(data=request.data)
        data.is_valid(raise_exception=True)
        today = selectors.learner_today(user=request.user)
        finish_by = data.validated_data.get("finish_by")
        if finish_by is not None and not today <= finish_by <= today + timedelta(days=rules.FORECAST_DAYS_MAX):
            raise serializers.ValidationError({"finish_by": ["Choose a day from today on, at most 30 years ahead."]})
        forecast = selectors.plan_forecast(
            user=request.user,
            settings=PlanInputSerializer.settings_of(data.validated_data),
            first_day=today,
            finish_by=finish_by,
        )
        return Response(ForecastSerializer(forecast).data)


class PlanTodayApi(APIView):
    @extend_schema(
        operation_id="plan_today",
        responses={200: PlanTodayOutputSerializer, 401: UNAUTHORISED},
        description="Today's hifz: sabaq, sabqi and manzil, each with what was recited today and whether it is "
        "done (made on a study day's first ask and then fixed for the day), the plan days done in a row, and the "
        "forecast. `today` is null without a plan.",
    )
    def get(self, request):
        today = services.plan_today(user=request.user)
        if today is None:
            return Response({"today": None})
        return Response(
            PlanTodayOutputSerializer(
                {
                    "today": {
                        "plan": _plan_out(today.plan),
                        "day": today.day,
                        "study_day": today.study_day,
                        "paused": today.paused,
                        "done": today.done,
                        "streak": today.streak,
                        "next_study_day": today.next_study_day,
                        "sabqi_lessons": today.sabqi_lessons,
                        "sabqi_lessons_max": rules.SABQI_LESSONS,
                        "forecast": today.forecast,
                        "parts": [
                            {
                                "part": part.part,
                                "ranges": [
                                    {"from_verse": verse_reference_data(first), "to_verse": verse_reference_data(last)}
                                    for first, last in part.ranges
                                ],
                                "brought_in": [
                                    {"verse": verse_reference_data(number), "reason": reason}
                                    for number, reason in part.brought_in
                                ],
                                "verses": part.verses,
                                "pages": part.pages,
                                "recited": part.recited,
                                "memorised": part.memorised,
                                "done": part.done,
                            }
                            for part in today.parts
                        ],
                    }
                }
            ).data
        )


class PlanChartApi(APIView):
    @extend_schema(
        operation_id="plan_chart",
        responses={200: PlanChartSerializer, 401: UNAUTHORISED, **api_errors({404: _NO_PLAN})},
        description="The plan's pages memorised from its start to today, a week apart or more, against its line.",
    )
    def get(self, request):
        plan = selectors.plan_get(user=request.user)
        if plan is None:
            raise NotFound(_NO_PLAN)
        return Response(PlanChartSerializer(selectors.plan_chart(user=request.user, plan=plan)).data)
