"""Shuffling: a passage of the covered verses as a sentence with gaps, and the phrases that fill them.

A long range (a whole chapter) would lay out hundreds of verses, so a game plays one passage of it: the range
is cut, from its end, into runs of consecutive verses of at most PASSAGE_WORDS words (a longer verse is a
run of its own), and one run is picked at random. The verse before the passage leads in, without gaps.

The passage is cut into phrases of one to three words (never across a verse's end); some phrases
become gaps, the rest stay text, and each verse ends with its number as an end-of-ayah marker ﴿١٢﴾ in
place. Two gaps may hold phrases of one text (a refrain's words: 55:13 and 55:16), and either phrase
fits either gap (hafiz.games.same_text).

The moves: each drop, {"phrase": id, "gap": id}, or "gap": null for the phrase tray. A phrase dropped into a filled
gap trades places with the one there. A drop into a gap the phrase does not belong in is a mistake. The drop that
fills the last empty gap ends the game, in the right order or not: won if every phrase is in its own gap (or in a gap
of a phrase of its text).
"""

import math
import random
from collections.abc import Sequence
from dataclasses import dataclass
from random import Random

from drf_spectacular.utils import PolymorphicProxySerializer, extend_schema_serializer
from rest_framework import serializers

from hafiz.games import selectors
from hafiz.games.coverage import GameVerse
from hafiz.games.kinds.base import (
    Deal,
    GameKind,
    Grade,
    IllegalMove,
    KeptDeal,
    covered_range,
    move_field,
    not_after_the_end,
    verse_game_deal,
)
from hafiz.games.same_text import same_text_twins
from hafiz.games.serializers import GameVersesInputSerializer, game_id_field
from hafiz.progress.models import Game

MIN_GAPS = 2
MAX_GAPS = 12
# One gap per this many words of text, between MIN_GAPS and MAX_GAPS: longer text, more gaps.
WORDS_PER_GAP = 6
MAX_PHRASE_WORDS = 3
# A lone one-word verse (such as 2:1 الٓمٓ) cannot be ordered, so the sentence borrows the next verse of
# the chapter (the previous one at its end): the view loads this many verses either side of the range.
NEIGHBOURS_AROUND = 1
# What fits a phone's screen with its phrase tray: about 40 words, with a gap in every six.
PASSAGE_WORDS = 40
# The lead-in verse shows at most its last this many words, after an ellipsis.
LEAD_IN_WORDS = 8
ELLIPSIS = "\u2026"

_ARABIC_INDIC_DIGITS = str.maketrans("0123456789", "٠١٢٣٤٥٦٧٨٩")


def ayah_end_marker(number: int) -> str:
    """﴿١٢﴾: the verse number in Arabic-Indic digits between ornate parentheses (right one first, RTL)."""
    return "\ufd3f" + str(number).translate(_ARABIC_INDIC_DIGITS) + "\ufd3e"


def shuffling_verses(*, covered: Sequence[GameVerse], neighbours: Sequence[GameVerse]) -> list[GameVerse]:
    """The verses the sentence shows: the covered ones, plus a neighbour when they hold a single word."""
    verses = list(covered)
    if sum(len(verse.words) for verse in verses) >= MIN_GAPS:
        return verses
    last = verses[-1]
    following = [v for v in neighbours if v.chapter == last.chapter and v.number == last.number + 1]
    preceding = [v for v in neighbours if v.chapter == last.chapter and v.number == verses[0].number - 1]
    if following:
        return [*verses, following[0]]
    if preceding:
        return [preceding[0], *verses]
    raise ValueError(f"{last.name} is a single word and no neighbouring verse of its chapter was given")


@dataclass(frozen=True)
class ShufflingPassage:
    """The verses a game puts gaps in, and the verse before them (None at a chapter's start)."""

    verses: list[GameVerse]
    lead_in: GameVerse | None


def shuffling_passages(*, verses: Sequence[GameVerse]) -> list[list[GameVerse]]:
    """`verses` cut from the end into runs of consecutive verses of at most PASSAGE_WORDS words (a longer verse
    alone). A run needs MIN_GAPS words: one that holds only a one-word verse takes in the verse before it, or, at
    the range's start, joins the run after it (so such a run may go a little over PASSAGE_WORDS)."""
    runs: list[list[GameVerse]] = []
    run_words = 0  # in runs[-1]
    for verse in reversed(verses):
        if runs and (run_words < MIN_GAPS or run_words + len(verse.words) <= PASSAGE_WORDS):
            runs[-1].insert(0, verse)
            run_words += len(verse.words)
        else:
            runs.append([verse])
            run_words = len(verse.words)
    if len(runs) > 1 and run_words < MIN_GAPS:
        first_run = runs.pop()
        runs[-1][:0] = first_run
    return runs


def shuffling_passage(
    *, covered: Sequence[GameVerse], neighbours: Sequence[GameVerse], rng: Random
) -> ShufflingPassage:
    """One passage of the covered verses, at random, and its lead-in from the covered verses or the neighbours."""
    verses = shuffling_verses(covered=covered, neighbours=neighbours)
    passage = rng.choice(shuffling_passages(verses=verses))
    first = passage[0]
    lead_in = next(
        (v for v in [*verses, *neighbours] if v.chapter == first.chapter and v.number == first.number - 1), None
    )
    return ShufflingPassage(verses=passage, lead_in=lead_in)


def lead_in_text(verse: GameVerse) -> str:
    """The lead-in verse as the sentence starts: its last LEAD_IN_WORDS words (after "…" when cut) and its marker."""
    words = verse.words if len(verse.words) <= LEAD_IN_WORDS else (ELLIPSIS, *verse.words[-LEAD_IN_WORDS:])
    return " ".join([*words, ayah_end_marker(verse.number)])


def _phrases_of(words: Sequence[str], *, max_words: int, rng: Random) -> list[str]:
    phrases: list[str] = []
    start = 0
    while start < len(words):
        size = rng.randint(1, max_words)
        phrases.append(" ".join(words[start : start + size]))
        start += size
    return phrases


def _verse_phrases(*, verses: Sequence[GameVerse], gap_count: int, rng: Random) -> list[list[str]]:
    """Each verse's phrases, cut finer until they hold as many different texts as there are gaps (for variety; at
    the finest, one word each)."""
    for max_words in range(MAX_PHRASE_WORDS, 0, -1):
        verse_phrases = [_phrases_of(verse.words, max_words=max_words, rng=rng) for verse in verses]
        if len({phrase for phrases in verse_phrases for phrase in phrases}) >= gap_count:
            break
    return verse_phrases


def _gap_positions(*, verse_phrases: list[list[str]], gap_count: int, rng: Random) -> set[tuple[int, int]]:
    """(verse index, phrase index) of the gaps: one at random in each stretch of the text, so they spread out. Their
    phrases may repeat a text (a refrain's words in two gaps: either fits either), but never all hold one: then one
    gap moves to a phrase of another text, so the order always matters. (_verse_phrases cuts the text into at least
    gap_count phrases, so no stretch is empty.)"""
    positions = [(v, p) for v, phrases in enumerate(verse_phrases) for p in range(len(phrases))]
    chosen = {
        rng.choice(positions[len(positions) * i // gap_count : len(positions) * (i + 1) // gap_count])
        for i in range(gap_count)
    }
    texts = {verse_phrases[v][p] for v, p in chosen}
    others = [(v, p) for v, p in positions if verse_phrases[v][p] not in texts]
    if len(texts) == 1 and others:
        chosen.remove(rng.choice(sorted(chosen)))
        chosen.add(rng.choice(others))
    if len({verse_phrases[v][p] for v, p in chosen}) < 2:
        raise ValueError("the verses hold fewer than two different words")
    return chosen


def shuffling_level_build(*, verses: Sequence[GameVerse], rng: Random, lead_in: GameVerse | None = None) -> dict:
    """One level over `verses` (at least two words between them, not all the same word), after `lead_in`'s text."""
    word_count = sum(len(verse.words) for verse in verses)
    gap_count = min(MAX_GAPS, max(MIN_GAPS, math.ceil(word_count / WORDS_PER_GAP)))
    verse_phrases = _verse_phrases(verses=verses, gap_count=gap_count, rng=rng)

    gap_positions = _gap_positions(verse_phrases=verse_phrases, gap_count=gap_count, rng=rng)

    # Gaps are numbered 1..n in reading order; phrases get n+1..2n in random order, so ids never clash.
    gap_count = len(gap_positions)
    phrase_ids = list(range(gap_count + 1, 2 * gap_count + 1))
    rng.shuffle(phrase_ids)

    sentence: list[dict] = []
    phrases: list[dict] = []
    pending_text: list[str] = [lead_in_text(lead_in)] if lead_in else []

    def flush_text() -> None:
        if pending_text:
            sentence.append({"type": "text", "content": " ".join(pending_text)})
            pending_text.clear()

    for v, verse in enumerate(verses):
        for p, phrase in enumerate(verse_phrases[v]):
            if (v, p) in gap_positions:
                flush_text()
                sentence.append({"type": "gap", "id": len(phrases) + 1, "currentPhrase": None})
                phrases.append({"id": phrase_ids[len(phrases)], "text": phrase})
            else:
                pending_text.append(phrase)
        pending_text.append(ayah_end_marker(verse.number))
    flush_text()

    rng.shuffle(phrases)
    if [phrase["id"] for phrase in phrases] == phrase_ids:
        # Never hand out the solution already in place.
        phrases.append(phrases.pop(0))
    return {"sentence": sentence, "phrases": phrases, "correctSequence": phrase_ids}


def shuffling_game_build(*, covered: Sequence[GameVerse], neighbours: Sequence[GameVerse], rng: Random) -> dict:
    passage = shuffling_passage(covered=covered, neighbours=neighbours, rng=rng)
    return {"levels": [shuffling_level_build(verses=passage.verses, lead_in=passage.lead_in, rng=rng)]}


def shuffling_deal(game_input: dict) -> Deal:
    verse_range = covered_range(game_input)
    covered, neighbours = selectors.game_verses_around(verse_range=verse_range, around=NEIGHBOURS_AROUND)
    game = shuffling_game_build(covered=covered, neighbours=neighbours, rng=random.Random())
    return verse_game_deal(game_input=game_input, verse_range=verse_range, dealt=game)


# The deal, as its call answers it --------------------------------------------------------------------


class ShufflingPhraseSerializer(serializers.Serializer):
    id = serializers.IntegerField()
    text = serializers.CharField()


class SentenceTextPartSerializer(serializers.Serializer):
    type = serializers.ChoiceField(choices=["text"])
    content = serializers.CharField(
        help_text="Words and end-of-ayah markers ﴿١٢﴾, space-separated; the first part may open with the end of the "
        "verse before the passage, after an ellipsis (…)."
    )


class SentenceGapPartSerializer(serializers.Serializer):
    type = serializers.ChoiceField(choices=["gap"])
    id = serializers.IntegerField(help_text="1..n in reading order; never equal to a phrase id.")
    currentPhrase = ShufflingPhraseSerializer(  # noqa: N815 (the field name of docs/product.md §3)
        allow_null=True, help_text="Always null from the server; the phrase the learner puts in the gap."
    )


class ShufflingLevelSerializer(serializers.Serializer):
    sentence = PolymorphicProxySerializer(
        component_name="SentencePart",
        serializers={"text": SentenceTextPartSerializer, "gap": SentenceGapPartSerializer},
        resource_type_field_name="type",
        many=True,
    )
    phrases = ShufflingPhraseSerializer(many=True, help_text="One per gap, never already in the solved order.")
    correctSequence = serializers.ListField(  # noqa: N815 (the field name of docs/product.md §3)
        child=serializers.IntegerField(), help_text="Phrase ids in the order of the gaps."
    )


@extend_schema_serializer(component_name="ShufflingGame")
class ShufflingGameSerializer(serializers.Serializer):
    levels = ShufflingLevelSerializer(
        many=True,
        help_text=f"One level: a passage of the covered verses, about {PASSAGE_WORDS} words or one verse.",
    )
    game_id = game_id_field()


# Grading ---------------------------------------------------------------------------------------------


class ShufflingMoveSerializer(serializers.Serializer):
    phrase = serializers.IntegerField(help_text="The phrase dropped.")
    gap = serializers.IntegerField(allow_null=True, help_text="The gap it was dropped into; null for the tray.")


class GapPlacementSerializer(serializers.Serializer):
    gap = serializers.IntegerField()
    phrase = serializers.IntegerField(help_text="The phrase that belongs in the gap.")


def shuffling_kept(dealt: dict) -> KeptDeal:
    (level,) = dealt["levels"]
    return KeptDeal(
        layout={
            "gaps": [part["id"] for part in level["sentence"] if part["type"] == "gap"],
            "phrases": [{"id": phrase["id"], "text": phrase["text"]} for phrase in level["phrases"]],
        },
        solution={"sequence": list(level["correctSequence"])},
    )


def shuffling_graded(*, layout: dict, solution: dict, moves: Sequence) -> Grade:
    sequence = solution["sequence"]
    phrases = {phrase["id"] for phrase in layout["phrases"]}
    belongs = dict(zip(layout["gaps"], sequence, strict=True))  # gap → the phrase that fills it
    twins = same_text_twins({phrase["id"]: phrase["text"] for phrase in layout["phrases"]})

    def fits(phrase: int | None, gap: int) -> bool:
        return phrase == belongs[gap] or phrase in twins.get(belongs[gap], ())

    placements: dict[int, int | None] = dict.fromkeys(layout["gaps"])  # gap → the phrase in it, in sentence order
    mistakes = 0
    filled = False
    for index, move in enumerate(moves):
        not_after_the_end(filled, index)
        phrase = move_field(move, index, "phrase", int)
        gap = move_field(move, index, "gap", int, nullable=True)
        if phrase not in phrases:
            raise IllegalMove(index, f"No phrase {phrase} was dealt.")
        if gap is not None and gap not in placements:
            raise IllegalMove(index, f"No gap {gap} was dealt.")
        source = next((holder for holder, placed in placements.items() if placed == phrase), None)
        if gap is None:
            if source is not None:
                placements[source] = None
        elif gap != source:
            mistakes += not fits(phrase, gap)
            displaced = placements[gap]
            placements[gap] = phrase
            if source is not None:
                placements[source] = displaced
        filled = None not in placements.values()
    return Grade(won=all(fits(phrase, gap) for gap, phrase in placements.items()), mistakes=mistakes)


def shuffling_answer(*, layout: dict, solution: dict) -> dict:
    """The phrase of each gap, gaps in reading order."""
    return {
        "placements": [
            {"gap": gap, "phrase": phrase} for gap, phrase in zip(layout["gaps"], solution["sequence"], strict=True)
        ]
    }


KIND = GameKind(
    name=Game.SHUFFLING,
    input_serializer=GameVersesInputSerializer,
    deal=shuffling_deal,
    kept=shuffling_kept,
    graded=shuffling_graded,
    right_answer=shuffling_answer,
    move_serializer=ShufflingMoveSerializer,
    answer_field={
        "placements": GapPlacementSerializer(
            many=True, required=False, help_text="Shuffling: the phrase of each gap, gaps in reading order."
        )
    },
    deal_schema={"responses": ShufflingGameSerializer},
)
