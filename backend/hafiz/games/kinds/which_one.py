"""Which one?: a drill of look-alike verses (hafiz.quran.lookalikes). Each question names one verse of a look-alike
pair and shows the words both share; the learner picks, of the two verses' next words (or, where they differ from
the start, their opening words), the ones of the verse named.

A question about whole verses alike is made from the first place the two verses part after words they share:
"before" is the shared words leading up to it and the options continue them; where the verses differ from their
first word, "after" is the shared words that follow and the options open them. A question about a phrase the two
share (quran.lookalikes: a look-alike of kind "phrase") is made from the first word that differs inside the phrase:
the options are each verse's word there, between the shared words of the phrase around it. A look-alike whose
difference cannot be asked that way (the same verse; one verse ending where the other goes on) is left out.

The moves: each answer, {"question": id, "option": id}, every question once, in any order. The answer to the last
question ends the drill: won if every answer was right; each wrong one is a mistake, and a confusion of the verse the
question named with the verse whose words were picked (Grade.confusions), which the grading records for review.
The drill moves no progress (progress.models.PROGRESS_GAMES); its wins pay xp like the other games'.
"""

import difflib
import random
from collections.abc import Sequence
from dataclasses import dataclass
from random import Random

from drf_spectacular.utils import OpenApiExample, extend_schema_serializer
from rest_framework import serializers

from hafiz.common.schema import BAD_INPUT, UNAUTHORISED, api_errors
from hafiz.games.coverage import GameVerse, VerseRange, verse_global_number
from hafiz.games.kinds.base import Deal, GameKind, Grade, KeptDeal, answers_replayed
from hafiz.games.selectors import game_verse
from hafiz.games.serializers import game_id_field
from hafiz.progress.models import Game
from hafiz.quran.lookalikes import marked_words, normalised_word
from hafiz.quran.models import SimilarVerse
from hafiz.quran.selectors import SIMILAR_VERSE_ORDER
from hafiz.quran.serializers import (
    MarkedWordSerializer,
    PhraseSpanSerializer,
    VerseReferenceInputSerializer,
    VerseReferenceOutputSerializer,
    phrase_span,
)

# The drill asks about at most this many look-alikes of a verse, the closest first.
MAX_LOOKALIKES = 3
# Questions in one drill: each look-alike with the verse named, then, while there is room, with the look-alike
# named (so a single pair is asked both ways).
MAX_QUESTIONS = 4
# Shared words shown around the blank: enough to place the verse, few enough to read at a glance.
SHARED_WORDS_SHOWN = 8
# Words in an option: the words that differ, and then the words after them up to this many.
OPTION_WORDS = 3


@dataclass(frozen=True)
class LookalikePair:
    """A verse and one of its look-alikes, each display word marked shared with the other or not
    (quran.SimilarVerse's verse_same and similar_same), and for a shared phrase where it lies in each (display word
    indices, the end excluded; None for whole verses alike)."""

    verse: GameVerse
    other: GameVerse
    verse_same: Sequence[bool]
    other_same: Sequence[bool]
    verse_phrase: tuple[int, int] | None = None
    other_phrase: tuple[int, int] | None = None

    def swapped(self) -> "LookalikePair":
        return LookalikePair(
            verse=self.other,
            other=self.verse,
            verse_same=self.other_same,
            other_same=self.verse_same,
            verse_phrase=self.other_phrase,
            other_phrase=self.verse_phrase,
        )


@dataclass(frozen=True)
class _Blank:
    """Where a question's blank falls: the shared words shown before or after it (in the named verse's words), each
    verse's words that fill it, and whether it lies inside a phrase the two share (rather than at the place whole
    verses part)."""

    before: tuple[str, ...]
    after: tuple[str, ...]
    named_words: tuple[str, ...]
    other_words: tuple[str, ...]
    in_phrase: bool = False

    def swapped(self) -> "_Blank":
        """The same blank with the other verse named: the same shared words, the options' verses changed round."""
        return _Blank(
            before=self.before,
            after=self.after,
            named_words=self.other_words,
            other_words=self.named_words,
            in_phrase=self.in_phrase,
        )


def _blank(pair: LookalikePair) -> _Blank | None:
    """The blank a question on the pair asks about, naming its verse; None when there is none. (The same blank serves
    the question naming the other verse: see _Blank.swapped.)"""
    if pair.verse_phrase is None or pair.other_phrase is None:
        return _verse_blank(pair.verse.words, pair.other.words)
    return _phrase_blank(
        _PhraseStretches.of(words=pair.verse.words, same=pair.verse_same, span=pair.verse_phrase),
        _PhraseStretches.of(words=pair.other.words, same=pair.other_same, span=pair.other_phrase),
    )


@dataclass(frozen=True)
class _PhraseStretches:
    """One verse's words of a shared phrase as the finder marked them: the shared words, which stand one to one and in
    order for the same words of the other verse, and the words that differ before each of them and after the last
    (gaps[k] before shared[k]; gaps[-1] after the last). A word without letters (a lone ۞) is neither."""

    shared: tuple[str, ...]
    gaps: tuple[tuple[str, ...], ...]

    @classmethod
    def of(cls, *, words: Sequence[str], same: Sequence[bool], span: tuple[int, int]) -> "_PhraseStretches":
        shared: list[str] = []
        gaps: list[list[str]] = [[]]
        for word, is_same in zip(words[span[0] : span[1]], same[span[0] : span[1]], strict=True):
            if not normalised_word(word):
                continue
            if is_same:
                shared.append(word)
                gaps.append([])
            else:
                gaps[-1].append(word)
        return cls(shared=tuple(shared), gaps=tuple(tuple(gap) for gap in gaps))


def _phrase_blank(named: _PhraseStretches, other: _PhraseStretches) -> _Blank | None:
    """The first place inside a shared phrase where the two verses' words differ, between the phrase's shared words
    around it. Where a word is only added in one verse, the options take in the shared word after it (or before, at
    the phrase's end), so neither option is empty. None when nothing differs, or no shared word would show around the
    blank."""
    if len(named.shared) != len(other.shared):
        return None
    parting = [index for index, (mine, theirs) in enumerate(zip(named.gaps, other.gaps)) if mine or theirs]
    if not parting:
        return None
    first, following = parting[0], (parting[1:] or [len(named.shared)])[0]
    before, after = list(named.shared[:first]), list(named.shared[first:following])
    named_words, other_words = list(named.gaps[first]), list(other.gaps[first])
    if not named_words or not other_words:  # a word added in one verse only
        if after:
            after.pop(0)
            named_words, other_words = [*named_words, named.shared[first]], [*other_words, other.shared[first]]
        elif before:
            before.pop()
            named_words, other_words = [named.shared[first - 1], *named_words], [other.shared[first - 1], *other_words]
    keys = [[normalised_word(word) for word in words] for words in (named_words, other_words)]
    if not (before or after) or keys[0] == keys[1]:
        return None
    return _Blank(
        before=tuple(before[-SHARED_WORDS_SHOWN:]),
        after=tuple(after[:SHARED_WORDS_SHOWN]),
        named_words=tuple(named_words),
        other_words=tuple(other_words),
        in_phrase=True,
    )


def _verse_blank(named: Sequence[str], other: Sequence[str]) -> _Blank | None:
    """The first place whole verses `named` and `other` (their words) part that a question can ask about."""
    named_keys = [normalised_word(word) for word in named]
    other_keys = [normalised_word(word) for word in other]
    opcodes = difflib.SequenceMatcher(None, named_keys, other_keys, autojunk=False).get_opcodes()
    for index, (tag, n1, n2, o1, o2) in enumerate(opcodes):
        if tag == "equal":
            continue
        before: Sequence[str]
        after: Sequence[str]
        if index > 0:  # shared words, then the verses part: which continuation?
            _, shared_start, _, _, _ = opcodes[index - 1]
            named_part, other_part = slice(n1, max(n2, n1 + OPTION_WORDS)), slice(o1, max(o2, o1 + OPTION_WORDS))
            before, after = named[max(shared_start, n1 - SHARED_WORDS_SHOWN) : n1], ()
        elif len(opcodes) > 1:  # they part from the first word, then share: which opening?
            _, _, shared_end, _, _ = opcodes[1]
            named_part, other_part = slice(0, n2), slice(0, o2)
            before, after = (), named[n2 : min(shared_end, n2 + SHARED_WORDS_SHOWN)]
        else:
            return None
        named_words, other_words = named[named_part], other[other_part]
        if named_words and other_words and named_keys[named_part] != other_keys[other_part]:
            return _Blank(
                before=tuple(before), after=tuple(after), named_words=tuple(named_words), other_words=tuple(other_words)
            )
    return None


def _reference(verse: GameVerse) -> dict:
    return {"surah_id": verse.chapter, "ayah_id": verse.number}


def _marked(verse: GameVerse, same: Sequence[bool], phrase: tuple[int, int] | None) -> dict:
    return {**_reference(verse), "words": marked_words(words=verse.words, same=same), "phrase": phrase_span(phrase)}


def which_one_game_build(*, verse: GameVerse, lookalikes: Sequence[LookalikePair], rng: Random) -> dict | None:
    """The drill of `verse` against its look-alikes (`lookalikes`, each with `verse` first, closest first): up to
    MAX_QUESTIONS questions in random order, each with its two options in random order, the right one named (the app
    marks it at once; a win counts only when the server grades the moves), and the two verses with their differing
    words marked, for the learner to compare after a wrong pick. None when no look-alike can be asked about."""
    askable = [(pair, blank) for pair in lookalikes if (blank := _blank(pair)) is not None]
    askable = askable[:MAX_LOOKALIKES]
    asked = [*askable, *((pair.swapped(), blank.swapped()) for pair, blank in askable)][:MAX_QUESTIONS]
    if not asked:
        return None
    rng.shuffle(asked)
    questions = []
    for number, (pair, blank) in enumerate(asked, start=1):
        options = [(pair.verse, blank.named_words), (pair.other, blank.other_words)]
        rng.shuffle(options)
        questions.append(
            {
                "id": number,
                "named": _reference(pair.verse),
                "before": " ".join(blank.before),
                "after": " ".join(blank.after),
                "phrase": blank.in_phrase,
                "options": [
                    {"id": index, "text": " ".join(words), **_reference(source)}
                    for index, (source, words) in enumerate(options, start=1)
                ],
                "right_option": next(
                    index for index, (source, _) in enumerate(options, start=1) if source == pair.verse
                ),
                "verses": [
                    _marked(pair.verse, pair.verse_same, pair.verse_phrase),
                    _marked(pair.other, pair.other_same, pair.other_phrase),
                ],
            }
        )
    return {"verse": _reference(verse), "questions": questions}


def lookalike_pair_list(*, verse_global_number: int, other_global_number: int | None = None) -> list[LookalikePair]:
    """The verse's look-alikes (quran.SimilarVerse), closest first, as pairs with the verse first; only the one with
    `other_global_number`, when given (none if it is no look-alike). One query."""
    links = SimilarVerse.objects.filter(verse__global_number=verse_global_number)
    if other_global_number is not None:
        links = links.filter(similar__global_number=other_global_number)
    links = links.select_related("verse", "similar").order_by(*SIMILAR_VERSE_ORDER)
    return [
        LookalikePair(
            verse=game_verse(link.verse),
            other=game_verse(link.similar),
            verse_same=link.verse_same,
            other_same=link.similar_same,
            verse_phrase=None if link.verse_phrase is None else tuple(link.verse_phrase),
            other_phrase=None if link.similar_phrase is None else tuple(link.similar_phrase),
        )
        for link in links
    ]


def which_one_deal(drill_input: dict) -> Deal | None:
    """The drill of the verse named, against all its look-alikes or the one `with_verse` names; None when it has
    none the drill can ask about."""
    named, other = drill_input, drill_input.get("with_verse")
    verse_number = verse_global_number(chapter=named["surah_id"], verse=named["ayah_id"])
    pairs = lookalike_pair_list(
        verse_global_number=verse_number,
        other_global_number=other and verse_global_number(chapter=other["surah_id"], verse=other["ayah_id"]),
    )
    drill = pairs and which_one_game_build(verse=pairs[0].verse, lookalikes=pairs, rng=random.Random())
    if not drill:
        return None
    verse_range = VerseRange(chapter=named["surah_id"], first=named["ayah_id"], last=named["ayah_id"])
    return Deal(dealt=drill, verse_global_number=verse_number, verse_range=verse_range)


# The call ---------------------------------------------------------------------------------------------


@extend_schema_serializer(
    examples=[
        OpenApiExample("2:35 and its look-alikes", value={"surah_id": 2, "ayah_id": 35}),
        OpenApiExample(
            "A confused pair, 2:35 and 7:19",
            value={"surah_id": 2, "ayah_id": 35, "with_verse": {"surah_id": 7, "ayah_id": 19}},
        ),
    ]
)
class WhichOneGameInputSerializer(VerseReferenceInputSerializer):
    with_verse = VerseReferenceInputSerializer(
        required=False, help_text="Drill only this look-alike of the verse (a confused pair)."
    )


@extend_schema_serializer(component_name="WhichOneOption")
class WhichOneOptionSerializer(VerseReferenceOutputSerializer):
    id = serializers.IntegerField()
    text = serializers.CharField(help_text="The verse's words that fill the blank (Arabic).")


@extend_schema_serializer(component_name="MarkedVerse")
class MarkedVerseSerializer(VerseReferenceOutputSerializer):
    words = MarkedWordSerializer(many=True, help_text="Each word marked shared with the pair's other verse or not.")
    phrase = PhraseSpanSerializer(
        allow_null=True, help_text="Where the phrase the two share lies in `words`; null for whole verses alike."
    )


class WhichOneQuestionSerializer(serializers.Serializer):
    id = serializers.IntegerField()
    named = VerseReferenceOutputSerializer(help_text="The verse asked for.")
    before = serializers.CharField(
        allow_blank=True,
        help_text="Shared words before the blank (Arabic); empty when the verses differ from their first word.",
    )
    after = serializers.CharField(
        allow_blank=True,
        help_text="Shared words after the blank, when the options are the verses' openings or a phrase's word; "
        "else empty.",
    )
    phrase = serializers.BooleanField(
        help_text="True when the blank is a word that differs inside a phrase the two verses share (before and "
        "after are the phrase's words around it); false when it is where whole verses part."
    )
    options = WhichOneOptionSerializer(many=True, help_text="The named verse's words and its look-alike's, shuffled.")
    right_option = serializers.IntegerField(
        help_text="The named verse's option. The app marks an answer at once; a "
        "win counts only when the moves are graded (POST /games/results/)."
    )
    verses = MarkedVerseSerializer(
        many=True,
        help_text="The named verse, then its look-alike, each word marked "
        "shared or not: shown side by side after a wrong answer.",
    )


@extend_schema_serializer(component_name="WhichOneGame")
class WhichOneGameSerializer(serializers.Serializer):
    verse = VerseReferenceOutputSerializer(help_text="The verse drilled: a win and a review are recorded on it.")
    questions = WhichOneQuestionSerializer(
        many=True,
        help_text=f"Up to {MAX_QUESTIONS}, about its closest {MAX_LOOKALIKES} "
        "look-alikes (a single pair asked both ways).",
    )
    game_id = game_id_field()


DEAL_SCHEMA = {
    "operation_id": "games_which_one_create",
    "responses": {
        200: WhichOneGameSerializer,
        400: BAD_INPUT,
        401: UNAUTHORISED,
        **api_errors(
            {404: "The verse has no look-alike the drill can ask about (or `with_verse` is none of its look-alikes)."}
        ),
    },
    "description": '"Which one?": deals a drill of the verse against its look-alike verses (GET '
    "/verses/{surah_id}/{ayah_id}/similar/). Each question names one verse of a pair, shows the words both "
    "share and offers each verse's words that continue (or open) them, or for a shared phrase each verse's word that "
    "differs inside it. Graded like the other games (POST "
    "/games/results/ with moves {question, option}): won when every answer is right, paid under the same pace "
    "rules, and a review of a memorised verse (POST /review/). Each wrong answer records the verses as confused: "
    "memorised ones come back for review together (GET /review/today/ confused_pairs), and the profile lists "
    "the pairs confused most (GET /review/confusions/).",
}


# Grading ---------------------------------------------------------------------------------------------


class WhichOneMoveSerializer(serializers.Serializer):
    question = serializers.IntegerField(help_text="The question answered.")
    option = serializers.IntegerField(help_text="The option picked, by its id.")


def which_one_kept(dealt: dict) -> KeptDeal:
    def global_number(reference: dict) -> int:
        return verse_global_number(chapter=reference["surah_id"], verse=reference["ayah_id"])

    return KeptDeal(
        layout={
            "questions": [
                {"id": question["id"], "options": [option["id"] for option in question["options"]]}
                for question in dealt["questions"]
            ]
        },
        solution={
            "right": {str(question["id"]): question["right_option"] for question in dealt["questions"]},
            # question → option → the verse whose words it is (JSON keeps the keys as strings)
            "verses": {
                str(question["id"]): {str(option["id"]): global_number(option) for option in question["options"]}
                for question in dealt["questions"]
            },
        },
    )


def which_one_graded(*, layout: dict, solution: dict, moves: Sequence) -> Grade:
    offered = {question["id"]: question["options"] for question in layout["questions"]}
    answered = answers_replayed(offered=offered, moves=moves, field="option", value_type=int)
    right = {int(question): option for question, option in solution["right"].items()}
    verses = solution["verses"]
    confusions = tuple(
        (verses[str(question)][str(right[question])], verses[str(question)][str(option)])
        for question, option in answered.items()
        if option != right[question]
    )
    return Grade(won=len(answered) == len(offered) and not confusions, mistakes=len(confusions), confusions=confusions)


def which_one_answer(*, layout: dict, solution: dict) -> dict:
    """Each question's right option."""
    return {
        "choices": [
            {"question": question["id"], "option": solution["right"][str(question["id"])]}
            for question in layout["questions"]
        ]
    }


KIND = GameKind(
    name=Game.WHICH_ONE,
    input_serializer=WhichOneGameInputSerializer,
    deal=which_one_deal,
    kept=which_one_kept,
    graded=which_one_graded,
    right_answer=which_one_answer,
    move_serializer=WhichOneMoveSerializer,
    answer_field={
        "choices": WhichOneMoveSerializer(
            many=True, required=False, help_text="Which one?: each question's right option."
        )
    },
    deal_schema=DEAL_SCHEMA,
    no_deal_message="This verse has no look-alike to tell it apart from.",
)
