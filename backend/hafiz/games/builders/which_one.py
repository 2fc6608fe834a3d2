"""Which one?: a drill of look-alike verses (hafiz.quran.lookalikes). Each question names one verse of a look-alike
pair and shows the words both share; the learner picks, of the two verses' next words (or, where they differ from
the start, their opening words), the ones of the verse named.

A question is made from the first place the two verses part after words they share: "before" is the shared words
leading up to it and the options continue them; where the verses differ from their first word, "after" is the
shared words that follow and the options open them. A look-alike whose difference cannot be asked that way (the
same verse; one verse ending where the other goes on) is left out.
"""

import difflib
from collections.abc import Sequence
from dataclasses import dataclass
from random import Random

from hafiz.games.builders.coverage import GameVerse
from hafiz.quran.lookalikes import marked_words, normalised_word

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
    (quran.SimilarVerse's verse_same and similar_same)."""

    verse: GameVerse
    other: GameVerse
    verse_same: Sequence[bool]
    other_same: Sequence[bool]

    def swapped(self) -> "LookalikePair":
        return LookalikePair(verse=self.other, other=self.verse, verse_same=self.other_same, other_same=self.verse_same)


@dataclass(frozen=True)
class _Blank:
    """Where a question's blank falls: the shared words shown before or after it (in the named verse's words), and
    each verse's words that fill it."""

    before: tuple[str, ...]
    after: tuple[str, ...]
    named_words: tuple[str, ...]
    other_words: tuple[str, ...]

    def swapped(self) -> "_Blank":
        """The same blank with the other verse named: the same shared words, the options' verses changed round."""
        return _Blank(before=self.before, after=self.after, named_words=self.other_words, other_words=self.named_words)


def _blank(named: GameVerse, other: GameVerse) -> _Blank | None:
    """The first place `named` and `other` part that a question can ask about; None when there is none. (The same
    blank serves the question naming `other`: see _Blank.swapped.)"""
    named_keys = [normalised_word(word) for word in named.words]
    other_keys = [normalised_word(word) for word in other.words]
    opcodes = difflib.SequenceMatcher(None, named_keys, other_keys, autojunk=False).get_opcodes()
    for index, (tag, n1, n2, o1, o2) in enumerate(opcodes):
        if tag == "equal":
            continue
        before: Sequence[str]
        after: Sequence[str]
        if index > 0:  # shared words, then the verses part: which continuation?
            _, shared_start, _, _, _ = opcodes[index - 1]
            named_part, other_part = slice(n1, max(n2, n1 + OPTION_WORDS)), slice(o1, max(o2, o1 + OPTION_WORDS))
            before, after = named.words[max(shared_start, n1 - SHARED_WORDS_SHOWN) : n1], ()
        elif len(opcodes) > 1:  # they part from the first word, then share: which opening?
            _, _, shared_end, _, _ = opcodes[1]
            named_part, other_part = slice(0, n2), slice(0, o2)
            before, after = (), named.words[n2 : min(shared_end, n2 + SHARED_WORDS_SHOWN)]
        else:
            return None
        named_words, other_words = named.words[named_part], other.words[other_part]
        if named_words and other_words and named_keys[named_part] != other_keys[other_part]:
            return _Blank(before=before, after=after, named_words=named_words, other_words=other_words)
    return None


def _reference(verse: GameVerse) -> dict:
    return {"surah_id": verse.chapter, "ayah_id": verse.number}


def _marked(verse: GameVerse, same: Sequence[bool]) -> dict:
    return {**_reference(verse), "words": marked_words(words=verse.words, same=same)}


def which_one_game_build(*, verse: GameVerse, lookalikes: Sequence[LookalikePair], rng: Random) -> dict | None:
    """The drill of `verse` against its look-alikes (`lookalikes`, each with `verse` first, closest first): up to
    MAX_QUESTIONS questions in random order, each with its two options in random order, the right one named (the app
    marks it at once; a win counts only when the server grades the moves), and the two verses with their differing
    words marked, for the learner to compare after a wrong pick. None when no look-alike can be asked about."""
    askable = [(pair, blank) for pair in lookalikes if (blank := _blank(pair.verse, pair.other)) is not None]
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
                "options": [
                    {"id": index, "text": " ".join(words), **_reference(source)}
                    for index, (source, words) in enumerate(options, start=1)
                ],
                "right_option": next(
                    index for index, (source, _) in enumerate(options, start=1) if source == pair.verse
                ),
                "verses": [_marked(pair.verse, pair.verse_same), _marked(pair.other, pair.other_same)],
            }
        )
    return {"verse": _reference(verse), "questions": questions}
