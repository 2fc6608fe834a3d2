from drf_spectacular.utils import extend_schema, extend_schema_serializer
from rest_framework import serializers
from rest_framework.permissions import AllowAny
from rest_framework.views import APIView

from hafiz.common.versioned import NOT_MODIFIED, encoded_answer, versioned_json_response
from hafiz.makhraj import selectors
from hafiz.makhraj.serializers import LetterSpanSerializer
from hafiz.quran.content import content


@extend_schema_serializer(component_name="MakhrajArea")
class AreaSerializer(serializers.Serializer):
    id = serializers.ChoiceField(choices=["jawf", "halq", "lisan", "shafatan", "khayshum"])
    name_ar = serializers.CharField()
    name_en = serializers.CharField()
    name_ru = serializers.CharField()
    gloss_en = serializers.CharField(help_text="What the name means: “the throat”.")
    gloss_ru = serializers.CharField()
    description_en = serializers.CharField()
    description_ru = serializers.CharField()
    points = serializers.ListField(child=serializers.IntegerField(), help_text="Its points' numbers, in order.")


@extend_schema_serializer(component_name="MakhrajPoint")
class PointSerializer(serializers.Serializer):
    number = serializers.IntegerField(help_text="1–17, from the deepest (al-jawf) to the nose.")
    area = serializers.CharField(help_text="The area's id.")
    letters = serializers.ListField(child=serializers.CharField(), help_text="The ids of the letters born here.")
    description_en = serializers.CharField()
    description_ru = serializers.CharField()


@extend_schema_serializer(component_name="LetterExample")
class ExampleSerializer(serializers.Serializer):
    kind = serializers.ChoiceField(
        choices=["start", "sukun", "madd", "shaddah", "name", "alif_name"],
        help_text="How the word shows the letter: opening the word with a vowel, with a sukun, drawn out (a madd "
        "letter), with a shaddah (the ghunnah), its name recited among the disjoined letters (الم …), or (hamzah's) "
        "alif's name, which opens with a hamzah.",
    )
    surah_id = serializers.IntegerField()
    ayah_id = serializers.IntegerField()
    word_index = serializers.IntegerField(help_text="The word's place in the verse, from 0.")
    verse_word_count = serializers.IntegerField(help_text="The verse's words (its word timings hold one pair each).")
    word = serializers.CharField(help_text="The word, as the verse writes it (Arabic).")
    letter = LetterSpanSerializer()
    audio_url = serializers.CharField(help_text="The verse's recitation.")
    timings_url = serializers.CharField(
        allow_null=True, help_text="Its word timings, when the site has them: then the word alone can be played."
    )


@extend_schema_serializer(component_name="MakhrajLetter")
class LetterSerializer(serializers.Serializer):
    id = serializers.CharField()
    glyph = serializers.CharField(help_text="How it is written alone (Arabic).")
    name_en = serializers.CharField()
    name_ru = serializers.CharField()
    kind = serializers.ChoiceField(
        choices=["letter", "madd", "ghunnah"], help_text="One of the 28 letters, a madd letter or the ghunnah."
    )
    point = serializers.IntegerField(help_text="The point it is born at.")
    sifat = serializers.ListField(child=serializers.CharField(), help_text="Its characteristics' ids.")
    examples = ExampleSerializer(many=True, help_text="Words of the Qur'an that show it, the last chapters first.")
    recited_name = ExampleSerializer(
        allow_null=True,
        help_text="The disjoined letters that say its name, for the 14 letters they hold; else null.",
    )


@extend_schema_serializer(component_name="Sifah")
class SifahSerializer(serializers.Serializer):
    id = serializers.CharField()
    name_ar = serializers.CharField()
    name_en = serializers.CharField()
    gloss_en = serializers.CharField()
    name_ru = serializers.CharField()
    gloss_ru = serializers.CharField()
    description_en = serializers.CharField()
    description_ru = serializers.CharField()


@extend_schema_serializer(component_name="MakhrajGuide")
class MakhrajGuideSerializer(serializers.Serializer):
    areas = AreaSerializer(many=True)
    points = PointSerializer(many=True)
    letters = LetterSerializer(many=True)
    sifat = SifahSerializer(many=True)
    confusable_groups = serializers.ListField(
        child=serializers.ListField(child=serializers.CharField()),
        help_text="Letters learners confuse, in groups of ids (“Which letter?” asks among one).",
    )


class MakhrajGuideApi(APIView):
    permission_classes = [AllowAny]
    authentication_classes = []

    @extend_schema(
        operation_id="makhraj_retrieve",
        summary="Where each letter is born: the areas, the 17 points, the letters with their sifat and examples",
        description="Public content in English and Russian. Answered with an ETag and kept 5 minutes.",
        responses={200: MakhrajGuideSerializer, **NOT_MODIFIED},
    )
    def get(self, request):
        held = content()
        answer = held.answers.get(("makhraj",))
        if answer is None:
            guide = MakhrajGuideSerializer(selectors.makhraj_guide(held=held)).data
            answer = held.answers[("makhraj",)] = encoded_answer(guide)
        return versioned_json_response(request, answer=answer, version=selectors.makhraj_guide_version(held=held))
