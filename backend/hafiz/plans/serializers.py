"""The plan's input and the shapes of its answers (docs/product.md §3, "Hifz plan")."""

from drf_spectacular.utils import extend_schema_serializer
from rest_framework import serializers

from hafiz.plans import rules
from hafiz.plans.models import HifzPlan
from hafiz.plans.selectors import PlanSettings
from hafiz.quran import canon
from hafiz.quran.serializers import VerseReferenceOutputSerializer

_UNIT_NAMES = {"lines": "lines", "quarter_pages": "quarters of a page", "verses": "verses"}


class PlanInputSerializer(serializers.Serializer):
    scope = serializers.ChoiceField(choices=HifzPlan.Scope.choices)
    first_juz = serializers.IntegerField(
        min_value=1, max_value=canon.JUZ_COUNT, required=False, allow_null=True, help_text="A range of juz only."
    )
    last_juz = serializers.IntegerField(
        min_value=1, max_value=canon.JUZ_COUNT, required=False, allow_null=True, help_text="A range of juz only."
    )
    sabaq_unit = serializers.ChoiceField(choices=HifzPlan.SabaqUnit.choices)
    sabaq_amount = serializers.IntegerField(
        min_value=1, help_text="Lines 1–30, quarters of a page 1–8 (¼ to 2 pages), or verses 1–50, a study day."
    )
    study_weekdays = serializers.ListField(
        child=serializers.IntegerField(min_value=0, max_value=6),
        min_length=1,
        max_length=7,
        help_text="The days of the week studied, 0 = Monday … 6 = Sunday.",
        error_messages={"min_length": "Choose at least one day of the week."},
    )
    manzil_days = serializers.IntegerField(
        min_value=rules.MANZIL_DAYS_MIN,
        max_value=rules.MANZIL_DAYS_MAX,
        help_text="Every memorised verse comes back in the manzil within this many days.",
    )

    def validate(self, attrs):
        lowest, highest = rules.SABAQ_LIMITS[attrs["sabaq_unit"]]
        if not lowest <= attrs["sabaq_amount"] <= highest:
            unit = _UNIT_NAMES[attrs["sabaq_unit"]]
            raise serializers.ValidationError({"sabaq_amount": [f"Choose {lowest} to {highest} {unit} a day."]})
        if len(set(attrs["study_weekdays"])) != len(attrs["study_weekdays"]):
            raise serializers.ValidationError({"study_weekdays": ["Name each day of the week once."]})
        if attrs["scope"] == HifzPlan.Scope.JUZ_RANGE:
            first, last = attrs.get("first_juz"), attrs.get("last_juz")
            missing = {name: ["Choose a juz."] for name in ("first_juz", "last_juz") if not attrs.get(name)}
            if missing:
                raise serializers.ValidationError(missing)
            if last < first:
                raise serializers.ValidationError({"last_juz": ["The last juz comes before the first."]})
        else:
            attrs["first_juz"] = attrs["last_juz"] = None
        return attrs

    @staticmethod
    def settings_of(data: dict) -> PlanSettings:
        return PlanSettings(
            scope=data["scope"],
            first_juz=data["first_juz"],
            last_juz=data["last_juz"],
            sabaq_unit=data["sabaq_unit"],
            sabaq_amount=data["sabaq_amount"],
            study_weekdays=tuple(sorted(data["study_weekdays"])),
            manzil_days=data["manzil_days"],
        )


class ForecastInputSerializer(PlanInputSerializer):
    finish_by = serializers.DateField(
        required=False, allow_null=True, help_text="A date to finish by: the answer says the lines a day it needs."
    )


@extend_schema_serializer(component_name="HifzPlan")
class PlanSerializer(serializers.Serializer):
    scope = serializers.ChoiceField(choices=HifzPlan.Scope.choices)
    first_juz = serializers.IntegerField(allow_null=True)
    last_juz = serializers.IntegerField(allow_null=True)
    sabaq_unit = serializers.ChoiceField(choices=HifzPlan.SabaqUnit.choices)
    sabaq_amount = serializers.IntegerField()
    study_weekdays = serializers.ListField(child=serializers.IntegerField())
    manzil_days = serializers.IntegerField()
    started_on = serializers.DateField()
    paused = serializers.BooleanField(help_text="Paused since the last pause's first day.")


def _rounded(value: float) -> float:
    return round(value, 2)


@extend_schema_serializer(component_name="PlanForecast")
class ForecastSerializer(serializers.Serializer):
    scope_pages = serializers.FloatField(help_text="Pages of the mushaf the plan covers.")
    memorised_pages = serializers.FloatField(help_text="Of them, memorised.")
    remaining_pages = serializers.FloatField()
    remaining_verses = serializers.IntegerField()
    sabaq_pages = serializers.FloatField(
        help_text="A lesson in pages, on average: the pages left ÷ the days they take."
    )
    study_days_per_week = serializers.IntegerField()
    study_days_needed = serializers.IntegerField()
    first_day = serializers.DateField(help_text="The first study day counted.")
    finish_on = serializers.DateField(allow_null=True, help_text="Null when nothing is left or it is too far off.")
    manzil_pages = serializers.FloatField(help_text="Every page memorised, in the plan or not.")
    manzil_study_days = serializers.IntegerField(help_text="Study days in a manzil rotation.")
    manzil_pages_per_day = serializers.FloatField()
    finish_by = serializers.DateField(allow_null=True)
    finish_by_study_days = serializers.IntegerField(allow_null=True)
    needed_lines_per_day = serializers.IntegerField(
        allow_null=True,
        help_text="The fewest lines a day that finish by finish_by; null when 30 would not, or nothing is left.",
    )

    def to_representation(self, instance):
        data = super().to_representation(instance)
        for name in ("scope_pages", "memorised_pages", "remaining_pages", "sabaq_pages", "manzil_pages"):
            data[name] = _rounded(data[name])
        data["manzil_pages_per_day"] = _rounded(data["manzil_pages_per_day"])
        return data


class PlanAndForecastSerializer(serializers.Serializer):
    plan = PlanSerializer(allow_null=True)
    forecast = ForecastSerializer(allow_null=True)


class VerseRangeSerializer(serializers.Serializer):
    from_verse = VerseReferenceOutputSerializer()
    to_verse = VerseReferenceOutputSerializer()


class BroughtInSerializer(serializers.Serializer):
    verse = VerseReferenceOutputSerializer()
    reason = serializers.ChoiceField(choices=["due", "weak"], help_text="Due for review, or holding weak words.")


class PlanPartSerializer(serializers.Serializer):
    part = serializers.ChoiceField(choices=["sabaq", "sabqi", "manzil"])
    ranges = VerseRangeSerializer(many=True)
    brought_in = BroughtInSerializer(many=True, help_text="The manzil's: recited first.")
    verses = serializers.IntegerField()
    pages = serializers.FloatField()
    recited = serializers.IntegerField(help_text="Of its verses, recited today.")
    memorised = serializers.IntegerField(help_text="Of its verses, memorised (the sabaq's games won).")
    done = serializers.BooleanField()


class PlanTodaySerializer(serializers.Serializer):
    plan = PlanSerializer()
    day = serializers.DateField(help_text="The learner's day.")
    study_day = serializers.BooleanField()
    paused = serializers.BooleanField()
    parts = PlanPartSerializer(many=True, help_text="Sabaq, sabqi, manzil; none on a day off or while paused.")
    done = serializers.BooleanField(help_text="All three parts done.")
    streak = serializers.IntegerField(help_text="Plan days done in a row (days off skipped).")
    next_study_day = serializers.DateField(allow_null=True)
    sabqi_lessons = serializers.IntegerField(help_text="How many earlier lessons today's sabqi holds.")
    sabqi_lessons_max = serializers.IntegerField(help_text="How many of the last lessons a sabqi holds at most.")
    forecast = ForecastSerializer()


class PlanTodayOutputSerializer(serializers.Serializer):
    today = PlanTodaySerializer(allow_null=True, help_text="Null without a plan.")


class ChartPointSerializer(serializers.Serializer):
    day = serializers.DateField()
    pages = serializers.FloatField()


class PlanChartSerializer(serializers.Serializer):
    scope_pages = serializers.FloatField()
    points = ChartPointSerializer(many=True, help_text="The plan's pages memorised by the end of each day.")
    line_from = ChartPointSerializer(help_text="The plan's line, as last set, from here…")
    line_to = ChartPointSerializer(allow_null=True, help_text="…to its finish (null: no finish date).")
