"""What a recitation's calls take: the passage, named as the learner chose it, and the slips marked on its words."""

from drf_spectacular.utils import extend_schema_serializer
from rest_framework import serializers

from hafiz.common.inputs import UuidTextField
from hafiz.quran import canon
from hafiz.quran.content import content
from hafiz.quran.selectors import lookalike_pairs_among
from hafiz.quran.serializers import VerseReferenceInputSerializer
from hafiz.recitation.models import SlipKind
from hafiz.recitation.passages import (
    PASSAGE_VERSES_MAX,
    Passage,
    PassageKind,
    PassageTooLong,
    passage_verses,
    reference_number,
)

# More slips than this is no recitation marked by hand: a juz has about 4,000 words.
SLIPS_MAX = 2000


@extend_schema_serializer(component_name="RecitationPassage")
class PassageSerializer(serializers.Serializer):
    """A passage to recite: `kind` and the fields that kind needs."""

    # Validated into {"named": the fields of its kind, "passage": a hafiz.recitation.passages.Passage}; the passage
    # call answers the named fields with this serializer too.

    kind = serializers.ChoiceField(choices=PassageKind.ALL)
    from_verse = VerseReferenceInputSerializer(required=False, help_text="kind verses: the first verse.")
    to_verse = VerseReferenceInputSerializer(
        required=False, help_text="kind verses: the last verse, in the mushaf's order (another chapter may be)."
    )
    from_page = serializers.IntegerField(
        min_value=1, max_value=canon.PAGE_COUNT, required=False, help_text="kind pages: the first page."
    )
    to_page = serializers.IntegerField(
        min_value=1, max_value=canon.PAGE_COUNT, required=False, help_text="kind pages: the last page."
    )
    quarter = serializers.IntegerField(
        min_value=1, max_value=canon.HIZB_QUARTER_COUNT, required=False, help_text="kind quarter: 1–240."
    )
    verses = serializers.ListField(
        child=VerseReferenceInputSerializer(),
        required=False,
        max_length=PASSAGE_VERSES_MAX,
        help_text="kind review: the verses recited (those due when the recitation began), in any order.",
    )

    _NEEDS = {
        PassageKind.VERSES: ("from_verse", "to_verse"),
        PassageKind.PAGES: ("from_page", "to_page"),
        PassageKind.QUARTER: ("quarter",),
        PassageKind.REVIEW: ("verses",),
    }

    def validate(self, attrs):
        kind = attrs["kind"]
        missing = {name: ["This field is required for this kind."] for name in self._NEEDS[kind] if name not in attrs}
        if missing:
            raise serializers.ValidationError(missing)
        named = {"kind": kind, **{name: attrs[name] for name in self._NEEDS[kind]}}
        if kind == PassageKind.VERSES and reference_number(named["to_verse"]) < reference_number(named["from_verse"]):
            raise serializers.ValidationError({"to_verse": ["The passage ends before it starts."]})
        if kind == PassageKind.PAGES and named["to_page"] < named["from_page"]:
            raise serializers.ValidationError({"to_page": ["The passage ends before it starts."]})
        if kind == PassageKind.REVIEW and not named["verses"]:
            raise serializers.ValidationError({"verses": ["Name at least one verse."]})
        try:
            passage = passage_verses(held=content(), named=named)
        except PassageTooLong:
            raise serializers.ValidationError(
                {"kind": [f"A passage is at most {PASSAGE_VERSES_MAX} verses (the longest juz)."]}
            ) from None
        return {"named": named, "passage": passage}


class SlipInputSerializer(serializers.Serializer):
    surah_id = serializers.IntegerField(min_value=1, max_value=canon.CHAPTER_COUNT)
    ayah_id = serializers.IntegerField(min_value=1)
    word = serializers.IntegerField(min_value=0, help_text="The word's index in the verse's words, 0 first.")
    kind = serializers.ChoiceField(choices=SlipKind.choices)
    drifted_into = VerseReferenceInputSerializer(
        required=False,
        allow_null=True,
        help_text="kind wrong_word only: the look-alike verse the learner went on with, when they said which.",
    )


class RecitationInputSerializer(serializers.Serializer):
    session_id = UuidTextField(
        help_text="Made by the app when the recitation began; the same id again answers the first result."
    )
    passage = PassageSerializer()
    slips = serializers.ListField(child=SlipInputSerializer(), max_length=SLIPS_MAX)
    hinted = serializers.ListField(
        child=VerseReferenceInputSerializer(),
        required=False,
        default=list,
        max_length=PASSAGE_VERSES_MAX,
        help_text="The verses recited while their first letters were shown as a hint.",
    )

    def validate(self, attrs):
        passage = attrs["passage"]["passage"]
        errors = slip_errors(slips=attrs["slips"], passage=passage)
        if errors:
            raise serializers.ValidationError({"slips": errors})
        outside = [
            index
            for index, verse in enumerate(attrs["hinted"])
            if (verse["surah_id"], verse["ayah_id"]) not in passage.by_reference
        ]
        if outside:
            raise serializers.ValidationError(
                {"hinted": {str(index): ["This verse is not in the passage."] for index in outside}}
            )
        return attrs


def slip_errors(*, slips: list[dict], passage: Passage) -> dict[str, dict]:
    """What is wrong with each slip (as SlipInputSerializer validates one) on `passage`, by the slip's index: a verse
    outside it, a word past its verse's end, a drift that is not a wrong word's or into no look-alike, a slip twice."""
    errors: dict[str, dict] = {}
    seen = set()
    for index, slip in enumerate(slips):
        verse = passage.by_reference.get((slip["surah_id"], slip["ayah_id"]))
        drifted = slip.get("drifted_into")
        key = (slip["surah_id"], slip["ayah_id"], slip["word"], slip["kind"])
        if verse is None:
            errors[str(index)] = {"ayah_id": ["This verse is not in the passage."]}
        elif slip["word"] >= len(verse.words):
            errors[str(index)] = {"word": [f"Verse {verse.chapter_id}:{verse.number} has {len(verse.words)} words."]}
        elif drifted and slip["kind"] != SlipKind.WRONG_WORD:
            errors[str(index)] = {"drifted_into": ["Only a wrong word drifts into another verse."]}
        elif drifted and (drifted["surah_id"], drifted["ayah_id"]) == key[:2]:
            errors[str(index)] = {"drifted_into": ["A verse cannot be taken for itself."]}
        elif key in seen:
            errors[str(index)] = {"kind": ["This word has this slip already."]}
        seen.add(key)
    errors.update(_drifts_to_no_lookalike(slips, refused=errors))
    return errors


def _drifts_to_no_lookalike(slips: list[dict], *, refused: dict) -> dict[str, dict]:
    """The slips (not refused already) whose drift names a verse that is no look-alike of theirs: what a learner drifts
    into, and drills after, is one of the verse's look-alikes. One query, none without drifts."""
    drifts = {
        str(index): (reference_number(slip), reference_number(slip["drifted_into"]))
        for index, slip in enumerate(slips)
        if slip.get("drifted_into") and str(index) not in refused
    }
    lookalikes = lookalike_pairs_among(pairs=set(drifts.values()))
    return {
        index: {"drifted_into": ["This verse is no look-alike of the verse recited."]}
        for index, pair in drifts.items()
        if pair not in lookalikes
    }
