import re

from drf_spectacular.utils import OpenApiParameter, OpenApiResponse, extend_schema
from rest_framework import serializers, status
from rest_framework.response import Response
from rest_framework.views import APIView

from hafiz.common.inputs import query_data
from hafiz.common.schema import BAD_INPUT, UNAUTHORISED
from hafiz.plans import services as plan_services
from hafiz.quran import selectors as quran_selectors
from hafiz.quran.content import content
from hafiz.quran.serializers import VerseReferenceOutputSerializer, verse_reference_data
from hafiz.recitation import selectors, services
from hafiz.recitation.models import SlipKind
from hafiz.recitation.passages import PASSAGE_VERSES_MAX, PassageKind
from hafiz.recitation.serializers import PassageSerializer, RecitationInputSerializer
from hafiz.recitation.weakness import HALF_LIFE_DAYS, WEAK_FROM, WeakWord, weak_words_by_verse
from hafiz.review import selectors as review_selectors
from hafiz.review.ratings import REVIEW_RATINGS

# ASCII digits only, as every number the API reads: "٧٨:١" is no verse here.
_VERSE_TEXT = re.compile(r"([0-9]{1,3}):([0-9]{1,3})")


def _verse_from_text(value: str | None, field: str) -> dict | None:
    """ "78:1" from a query as a verse reference; a field error otherwise."""
    if value is None:
        return None
    match = _VERSE_TEXT.fullmatch(value)
    if match is None:
        raise serializers.ValidationError({field: ["Write a verse as chapter:verse, for example 78:1."]})
    return {"surah_id": int(match[1]), "ayah_id": int(match[2])}


def _passage_named(request) -> dict | None:
    """The passage a query names (as the passage call's parameters), validated by PassageSerializer; None for today's
    review when nothing is due. Validated: {"named": the passage as named, "passage": its verses}."""
    # Typed wider than the query's strings: the references and the review's verses are put in as data.
    query: dict[str, object] = dict(query_data(request))
    for field in ("from_verse", "to_verse"):
        if field in query:
            query[field] = _verse_from_text(str(query[field]), field)
    if query.get("kind") == PassageKind.REVIEW:
        # As today's review session: without the verses today's hifz plan has the learner recite (an app above).
        due = review_selectors.review_due_global_numbers(
            user=request.user, limit=PASSAGE_VERSES_MAX, left_out=plan_services.plan_verses_today(user=request.user)
        )
        if not due:
            return None
        query["verses"] = [verse_reference_data(number) for number in due]
    serializer = PassageSerializer(data=query)
    serializer.is_valid(raise_exception=True)
    return serializer.validated_data


def _weak_words_by_verse(*, user, verses) -> dict[int, list[WeakWord]]:
    return weak_words_by_verse(selectors.weak_words_among(user=user, verses=[verse.global_number for verse in verses]))


class WeakWordSerializer(serializers.Serializer):
    word = serializers.IntegerField(help_text="The word's index in the verse's words, 0 first.")
    kind = serializers.ChoiceField(choices=SlipKind.choices, help_text="The kind of slip that weighs most on it.")
    weakness = serializers.FloatField(
        help_text=f"The weight of its slips now: each starts at 1 and halves every {HALF_LIFE_DAYS} days and with "
        f"each clean recitation of the verse since; weak from {WEAK_FROM}."
    )


_PASSAGE_PARAMETERS = [
    OpenApiParameter("kind", str, enum=list(PassageKind.ALL), required=True),
    OpenApiParameter("from_verse", str, description="kind verses: the first verse, as 78:1."),
    OpenApiParameter("to_verse", str, description="kind verses: the last verse, as 78:40."),
    OpenApiParameter("from_page", int, description="kind pages: the first page, 1–604."),
    OpenApiParameter("to_page", int, description="kind pages: the last page."),
    OpenApiParameter("quarter", int, description="kind quarter: a hizb quarter, 1–240."),
]


class RecitationPassageApi(APIView):
    class OutputSerializer(serializers.Serializer):
        class VerseSerializer(serializers.Serializer):
            surah_id = serializers.IntegerField(source="verse.chapter_id")
            ayah_id = serializers.IntegerField(source="verse.number")
            page = serializers.IntegerField(source="verse.page", help_text="The mushaf page the verse begins on.")
            words = serializers.ListField(
                source="verse.words",
                child=serializers.CharField(),
                help_text="The verse's words; a slip names one by its index here (0 first).",
            )
            weak_words = WeakWordSerializer(many=True, help_text="The learner's weak words in it.")
            audio_url = serializers.CharField(
                help_text="The reciter's recitation of it (AUDIO_BASE_URL + global number), to hear it beside one's own."
            )

        passage = PassageSerializer(
            help_text="The passage, named as the recitation's call takes it: today's review names its verses."
        )
        verses = VerseSerializer(
            many=True, help_text="The passage's verses in the mushaf's order; none for a review with nothing due."
        )

    @extend_schema(
        operation_id="recitation_passage",
        parameters=_PASSAGE_PARAMETERS,
        responses={200: OutputSerializer, 400: BAD_INPUT, 401: UNAUTHORISED},
        description="The words of a passage to recite from memory: a verse range, a run of mushaf pages, a quarter of "
        f"a hizb, or today's review (the verses due now, at most {PASSAGE_VERSES_MAX}), at most "
        f"{PASSAGE_VERSES_MAX} verses.",
    )
    def get(self, request):
        validated = _passage_named(request)
        if validated is None:
            empty = {"passage": {"kind": PassageKind.REVIEW, "verses": []}, "verses": []}
            return Response(self.OutputSerializer(empty).data)
        verses = validated["passage"].verses
        weak = _weak_words_by_verse(user=request.user, verses=verses)
        return Response(
            self.OutputSerializer(
                {
                    "passage": validated["named"],
                    "verses": [
                        {
                            "verse": verse,
                            "weak_words": weak.get(verse.global_number, []),
                            "audio_url": quran_selectors.verse_audio_url(verse=verse),
                        }
                        for verse in verses
                    ],
                }
            ).data
        )


class WeakWordsApi(APIView):
    class OutputSerializer(serializers.Serializer):
        class VerseSerializer(serializers.Serializer):
            surah_id = serializers.IntegerField()
            ayah_id = serializers.IntegerField()
            words = WeakWordSerializer(many=True)

        verses = VerseSerializer(
            many=True, help_text="The passage's verses that hold weak words, in the mushaf's order."
        )

    @extend_schema(
        operation_id="recitation_weak_words",
        parameters=_PASSAGE_PARAMETERS,
        responses={200: OutputSerializer, 400: BAD_INPUT, 401: UNAUTHORISED},
        description="The learner's weak words in a passage (a verse, a page, a range: named as the passage call "
        "names it), from the slips of their recitations. The learner's own: no call shows them to anyone else.",
    )
    def get(self, request):
        validated = _passage_named(request)
        if validated is None:
            return Response(self.OutputSerializer({"verses": []}).data)
        weak = _weak_words_by_verse(user=request.user, verses=validated["passage"].verses)
        verses = [
            {"surah_id": verse.chapter_id, "ayah_id": verse.number, "words": weak[verse.global_number]}
            for verse in validated["passage"].verses
            if verse.global_number in weak
        ]
        return Response(self.OutputSerializer({"verses": verses}).data)


class WeakSpotsApi(APIView):
    class OutputSerializer(serializers.Serializer):
        class VerseSerializer(serializers.Serializer):
            class WordSerializer(WeakWordSerializer):
                text = serializers.CharField(help_text="The word as the verse writes it.")

            surah_id = serializers.IntegerField()
            ayah_id = serializers.IntegerField()
            weakness = serializers.FloatField(help_text="The sum of its weak words' weakness.")
            words = WordSerializer(many=True, help_text="Its weak words, in reading order.")
            slips_recent = serializers.IntegerField(help_text=f"Its slips of the last {selectors.TREND_DAYS} days.")
            slips_before = serializers.IntegerField(help_text=f"Its slips of the {selectors.TREND_DAYS} days before.")
            trend = serializers.ChoiceField(
                choices=selectors.Trend.ALL,
                help_text="Slips per recitation lately against the weeks before: fewer, more, the same (or not "
                "recited lately), or new (not recited in the weeks before).",
            )

        verses = VerseSerializer(many=True, help_text=f"At most {selectors.WEAK_SPOTS_SHOWN}, the weakest first.")

    @extend_schema(
        operation_id="recitation_weak_spots",
        responses={200: OutputSerializer, 401: UNAUTHORISED},
        description="The learner's weakest verses and words, from the slips of their recitations. The learner's own.",
    )
    def get(self, request):
        held = content().verses
        verses = [
            {
                **verse_reference_data(spot.verse),
                "weakness": spot.weakness,
                "words": [
                    {
                        "word": word.word,
                        "kind": word.kind,
                        "weakness": word.weakness,
                        "text": held[spot.verse - 1].words[word.word],
                    }
                    for word in spot.words
                ],
                "slips_recent": spot.slips_recent,
                "slips_before": spot.slips_before,
                "trend": spot.trend,
            }
            for spot in selectors.weak_spots(user=request.user)
        ]
        return Response(self.OutputSerializer({"verses": verses}).data)


class SlipHistoryApi(APIView):
    class OutputSerializer(serializers.Serializer):
        class WeekSerializer(serializers.Serializer):
            start = serializers.DateField(help_text="The week's first day, in the learner's time zone.")
            slips = serializers.IntegerField()

        weeks = WeekSerializer(many=True, help_text=f"The last {selectors.HISTORY_WEEKS} weeks, the last ending today.")
        mended = VerseReferenceOutputSerializer(
            many=True,
            help_text=f"Verses slipped on, recited with no slip {selectors.MENDED_AFTER.days} days or more after the "
            f"last slip, and no longer weak: the {selectors.MENDED_SHOWN} recited latest.",
        )
        mended_count = serializers.IntegerField(help_text="How many verses are mended in all.")

    @extend_schema(
        operation_id="recitation_slip_history",
        responses={200: OutputSerializer, 401: UNAUTHORISED},
        description="The learner's slips week by week, and the verses they mended. The learner's own.",
    )
    def get(self, request):
        history = selectors.slip_history(user=request.user)
        mended = [verse_reference_data(number) for number in history.mended]
        return Response(
            self.OutputSerializer({"weeks": history.weeks, "mended": mended, "mended_count": history.mended_count}).data
        )


class RecitationRecordApi(APIView):
    throttle_scope = "recitation"

    class OutputSerializer(serializers.Serializer):
        class VerseSerializer(serializers.Serializer):
            class SlipSerializer(serializers.Serializer):
                word = serializers.IntegerField()
                kind = serializers.ChoiceField(choices=SlipKind.choices)
                drifted_into = VerseReferenceOutputSerializer(allow_null=True)

            surah_id = serializers.IntegerField()
            ayah_id = serializers.IntegerField()
            slips = SlipSerializer(many=True, help_text="The verse's slips, by word.")
            rating = serializers.ChoiceField(
                choices=REVIEW_RATINGS,
                allow_null=True,
                help_text="The review its slips gave; null for a verse not on the learner's review schedule.",
            )
            due = serializers.DateTimeField(allow_null=True, help_text="When the verse is next due; null as rating.")

        class SlipCountsSerializer(serializers.Serializer):
            forgot = serializers.IntegerField()
            wrong_word = serializers.IntegerField()
            vowel = serializers.IntegerField()
            tajweed = serializers.IntegerField()

        class DrillSerializer(serializers.Serializer):
            verse = VerseReferenceOutputSerializer()
            taken_for = VerseReferenceOutputSerializer(help_text="The look-alike the learner drifted into.")

        session_id = serializers.UUIDField()
        recited_at = serializers.DateTimeField()
        verses = VerseSerializer(many=True)
        slip_counts = SlipCountsSerializer()
        drills = DrillSerializer(many=True, help_text='Each look-alike drifted into, to tell apart in "Which one?".')
        xp_earned = serializers.IntegerField(help_text="What the recitation earned (xp.rules.recitation_xp).")
        xp_quests = serializers.IntegerField(help_text="Quest bonuses it finished.")
        xp_waiting = serializers.IntegerField(help_text="Of those, what waits for the pace budget.")
        unpaid = serializers.ChoiceField(
            choices=["daily_cap"], allow_null=True, help_text="daily_cap: the day's recitation xp is spent."
        )

    @extend_schema(
        operation_id="recitation_record",
        request=RecitationInputSerializer,
        responses={
            201: OutputSerializer,
            200: OpenApiResponse(OutputSerializer, description="The same session_id again: the first answer."),
            400: BAD_INPUT,
            401: UNAUTHORISED,
        },
        description="A recitation from memory, sent once when it ends (or when the app is back online): its passage "
        "and every slip marked on its words. Each verse on the learner's review schedule is reviewed from its slips "
        "(forgot: again; wrong word, vowel, or the first letters shown: hard; tajweed only or none: good), each "
        "look-alike drifted into is kept as a confusion, and the recitation pays 1 xp a verse (300 a day at most). "
        "Slips are private: no other call shows them to anyone else.",
    )
    def post(self, request):
        serializer = RecitationInputSerializer(data=request.data)
        serializer.is_valid(raise_exception=True)
        data = serializer.validated_data
        recorded = services.recitation_record(
            user=request.user,
            session_id=data["session_id"],
            passage_named=PassageSerializer(data["passage"]["named"]).data,
            passage=data["passage"]["passage"],
            slips=[services.SlipMark.from_input(slip) for slip in data["slips"]],
            hinted={(verse["surah_id"], verse["ayah_id"]) for verse in data["hinted"]},
        )
        # The hifz plan (an app above) marks the parts of today this recitation finished.
        plan_services.plan_day_recited(user=request.user)
        return Response(
            self.OutputSerializer(recorded.answer).data,
            status=status.HTTP_200_OK if recorded.repeated else status.HTTP_201_CREATED,
        )
