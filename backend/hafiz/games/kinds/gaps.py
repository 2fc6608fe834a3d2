"""Gaps: the verse with some of its words blanked, which the learner writes from memory.

A game plays the latest verses of the covered range that fit PASSAGE_WORDS words (the last verse alone when it is
longer). How many of their words are blanked grows with the learner: BLANK_SHARES of them, stepping up with each
graded win of Gaps on the verse the call names (its ayahId): a quarter on the first game, then a half, three
quarters, and every word from the fourth on (at most MAX_BLANKS, for the longest verses). The learner's weak words
(the words they slip on reciting, hafiz.recitation.weakness) are blanked first; the other blanks are spread: the
words left are cut into as many stretches as there are blanks to place and one word of each stretch, at random, is
blanked. Each blank shows how many letters the mushaf writes in it, and can show its first letter (a hint).

The move: the submitted words, {"words": [{"blank": id, "word": text}, ...], "hints": [id, ...]} (the blanks whose
first letter was shown); the submit ends the game (a Try again is a new deal). A word is right when it is the verse's
word as hafiz.quran.spelling folds them; a blank written wrongly or left empty is a mistake, and with one the game is
lost. A won game with a hint pays half its xp (hafiz.xp.rules).
"""

import math
import random
from collections.abc import Mapping, Sequence
from random import Random

from drf_spectacular.utils import extend_schema_serializer
from rest_framework import serializers

from hafiz.games import selectors
from hafiz.games.coverage import GameVerse, verse_global_number
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
from hafiz.games.serializers import GameVersesInputSerializer, game_id_field
from hafiz.progress.models import Game
from hafiz.quran.spelling import first_letter, word_pattern, word_spelling, written_word_matches
from hafiz.recitation.selectors import weak_words_among

# The share of the words blanked, by the learner's wins of Gaps on the verse before this game (the last from then on).
BLANK_SHARES = (0.25, 0.5, 0.75, 1.0)
# The longest verses (2:282 has 128 words) stop at this many blanks: a phone's worth of writing.
MAX_BLANKS = 30
# What fits a phone's screen above the letter pad.
PASSAGE_WORDS = 40
# The longest word of the Qur'an has 11 letters; a written word longer than this is no word of it.
MAX_WRITTEN_LETTERS = 40


def gaps_passage(verses: Sequence[GameVerse]) -> list[GameVerse]:
    """The latest of `verses` that fit PASSAGE_WORDS words together; the last one alone when it is longer."""
    passage = [verses[-1]]
    words = len(verses[-1].words)
    for verse in reversed(verses[:-1]):
        words += len(verse.words)
        if words > PASSAGE_WORDS:
            break
        passage.insert(0, verse)
    return passage


def gaps_step(wins_before: int) -> int:
    """The difficulty, 1..len(BLANK_SHARES), of a learner's game after `wins_before` wins of Gaps on the verse."""
    return min(wins_before, len(BLANK_SHARES) - 1) + 1


def gaps_blank_count(*, word_count: int, step: int) -> int:
    """How many of a passage's `word_count` words are blanked at difficulty `step`."""
    return max(1, min(MAX_BLANKS, math.ceil(BLANK_SHARES[step - 1] * word_count)))


def gaps_game_build(
    *, verses: Sequence[GameVerse], step: int, rng: Random, weak: Mapping[tuple[int, int], float] | None = None
) -> dict:
    """Pure: the passage's words, gaps_blank_count of them blanked (numbered 1..n in reading order). The learner's
    weak words (`weak`: (verse's global number, word index) → weakness, hafiz.recitation.weakness) are blanked first,
    the weakest first; the other blanks are spread through the rest. A blank carries its length and first letter,
    not its word: the server keeps that (gaps_kept)."""
    weak = weak or {}
    places = [(v, w) for v, verse in enumerate(verses) for w in range(len(verse.words))]
    count = gaps_blank_count(word_count=len(places), step=step)
    weakness = {(v, w): weak[(verses[v].global_number, w)] for v, w in places if (verses[v].global_number, w) in weak}
    blanked = set(sorted(weakness, key=lambda place: (-weakness[place], place))[:count])
    rest = [place for place in places if place not in blanked]
    spread = count - len(blanked)
    # One place in each of `spread` stretches that do not overlap, so no place is chosen twice.
    blanked |= {rng.choice(rest[len(rest) * i // spread : len(rest) * (i + 1) // spread]) for i in range(spread)}
    blank_ids = iter(range(1, count + 1))
    return {
        "step": step,
        "steps": len(BLANK_SHARES),
        "verses": [
            {
                "surah_id": verse.chapter,
                "ayah_id": verse.number,
                "words": [
                    _blank(word, next(blank_ids)) if (v, w) in blanked else _shown(word)
                    for w, word in enumerate(verse.words)
                ],
            }
            for v, verse in enumerate(verses)
        ],
    }


def _shown(word: str) -> dict:
    return {"text": word, "blank": None, "letters": None, "first_letter": None}


def _blank(word: str, blank_id: int) -> dict:
    return {"text": None, "blank": blank_id, "letters": len(word_spelling(word)), "first_letter": first_letter(word)}


def gaps_deal(game_input: dict) -> Deal:
    verse_range = covered_range(game_input)
    covered, _ = selectors.game_verses_around(verse_range=verse_range)
    wins_before = selectors.game_wins_count(
        user=game_input["user"],
        game=Game.GAPS,
        verse_global_number=verse_global_number(chapter=game_input["id"], verse=game_input["ayahId"]),
    )
    passage = gaps_passage(covered)
    weak_words = weak_words_among(user=game_input["user"], verses=[verse.global_number for verse in passage])
    game = gaps_game_build(
        verses=passage,
        step=gaps_step(wins_before),
        rng=random.Random(),
        weak={(word.verse, word.word): word.weakness for word in weak_words},
    )
    return verse_game_deal(game_input=game_input, verse_range=verse_range.latest(len(passage)), dealt=game)


# The call ---------------------------------------------------------------------------------------------


class GapsGameInputSerializer(GameVersesInputSerializer):
    # The learner dealt to: their wins of Gaps on the verse set how many words are blanked.
    user = serializers.HiddenField(default=serializers.CurrentUserDefault())


class GapsWordSerializer(serializers.Serializer):
    text = serializers.CharField(allow_null=True, help_text="The word as the verse shows it; null for a blank.")
    blank = serializers.IntegerField(allow_null=True, help_text="A blank's id, 1..n in reading order; else null.")
    letters = serializers.IntegerField(
        allow_null=True, help_text="A blank's length: the letters the mushaf writes in it (a hint); else null."
    )
    first_letter = serializers.CharField(
        allow_null=True, help_text="A blank's first letter, shown when the learner asks for it (a hint); else null."
    )


class GapsVerseSerializer(serializers.Serializer):
    surah_id = serializers.IntegerField()
    ayah_id = serializers.IntegerField()
    words = GapsWordSerializer(many=True, help_text="In reading order, some blanked.")


@extend_schema_serializer(component_name="GapsGame")
class GapsGameSerializer(serializers.Serializer):
    step = serializers.IntegerField(
        help_text=f"How hard this game is, 1..steps: the share of the words blanked ({', '.join(f'{s:.0%}' for s in BLANK_SHARES)}), "
        "one step up for each of the learner's earlier wins of Gaps on the verse."
    )
    steps = serializers.IntegerField()
    verses = GapsVerseSerializer(
        many=True, help_text=f"The latest covered verses that fit {PASSAGE_WORDS} words (or the last verse alone)."
    )
    game_id = game_id_field()


# Grading ---------------------------------------------------------------------------------------------


class WrittenWordSerializer(serializers.Serializer):
    blank = serializers.IntegerField(help_text="The blank written in.")
    word = serializers.CharField(max_length=MAX_WRITTEN_LETTERS, help_text="What the learner wrote (Arabic).")


class GapsMoveSerializer(serializers.Serializer):
    words = WrittenWordSerializer(
        many=True, help_text="The submitted words, at most one per blank; a blank left out is wrong."
    )
    hints = serializers.ListField(
        child=serializers.IntegerField(),
        required=False,
        help_text="The blanks whose first letter was shown (a won game with one pays half its xp).",
    )


class GapsBlankAnswerSerializer(serializers.Serializer):
    blank = serializers.IntegerField()
    word = serializers.CharField(help_text="The verse's word, as the verse shows it.")
    accepts = serializers.CharField(
        help_text="A regular expression that a written word's letters match whole when it is right: the word "
        "folded as hafiz/quran/spelling.py says (letters only, hamza on any seat as ء, ى as ي, ة as ه)."
    )


def gaps_kept(dealt: dict) -> KeptDeal:
    """The blanks' words, read from the verses the deal shows."""
    shown = dealt["verses"]
    verses = selectors.game_verse_list(
        first_global_number=verse_global_number(chapter=shown[0]["surah_id"], verse=shown[0]["ayah_id"]),
        last_global_number=verse_global_number(chapter=shown[-1]["surah_id"], verse=shown[-1]["ayah_id"]),
    )
    words = {
        str(word["blank"]): verse.words[index]
        for verse, shown_verse in zip(verses, shown, strict=True)
        for index, word in enumerate(shown_verse["words"])
        if word["blank"] is not None
    }
    return KeptDeal(layout={"blanks": [int(blank) for blank in words]}, solution={"words": words})


def gaps_graded(*, layout: dict, solution: dict, moves: Sequence) -> Grade:
    if not moves:
        return Grade(won=False, mistakes=0)
    blanks = set(layout["blanks"])
    written: dict[int, str] = {}
    for entry in move_field(moves[0], 0, "words", list):
        blank = move_field(entry, 0, "blank", int)
        word = move_field(entry, 0, "word", str)
        if blank not in blanks:
            raise IllegalMove(0, f"No blank {blank} was dealt.")
        if blank in written:
            raise IllegalMove(0, f"Blank {blank} was written twice.")
        if len(word) > MAX_WRITTEN_LETTERS:
            raise IllegalMove(0, f"A word has at most {MAX_WRITTEN_LETTERS} letters.")
        written[blank] = word
    hints = move_field(moves[0], 0, "hints", list) if "hints" in moves[0] else []
    if not all(type(blank) is int and blank in blanks for blank in hints):
        raise IllegalMove(0, "A hint names a blank that was not dealt.")
    not_after_the_end(len(moves) > 1, 1)
    wrong = sum(
        not written_word_matches(written=written.get(blank, ""), word=solution["words"][str(blank)]) for blank in blanks
    )
    return Grade(won=not wrong, mistakes=wrong, hints=len(set(hints)))


def gaps_answer(*, layout: dict, solution: dict) -> dict:
    """Each blank's word, and what a right writing of it is."""
    words = solution["words"]
    return {
        "blanks": [
            {"blank": blank, "word": words[str(blank)], "accepts": word_pattern(words[str(blank)])}
            for blank in layout["blanks"]
        ]
    }


KIND = GameKind(
    name=Game.GAPS,
    input_serializer=GapsGameInputSerializer,
    deal=gaps_deal,
    kept=gaps_kept,
    graded=gaps_graded,
    right_answer=gaps_answer,
    move_serializer=GapsMoveSerializer,
    answer_field={"blanks": GapsBlankAnswerSerializer(many=True, required=False, help_text="Gaps: each blank's word.")},
    deal_schema={"responses": GapsGameSerializer},
)
