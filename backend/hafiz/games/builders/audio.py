"""Audio: hear a verse, pick its opening words among those of other verses."""

from collections.abc import Sequence
from random import Random

from hafiz.games.builders.coverage import GameVerse
from hafiz.games.same_text import same_text_key

MIN_OPTIONS = 3
MAX_OPTIONS = 4
OPENING_WORDS = (3, 4)
# Verses the view loads either side of the range, for distractors when the range is short.
NEIGHBOURS_AROUND = 8


def opening_length(*, covered: Sequence[GameVerse]) -> int:
    """Words in every option of a game over `covered`: 3, or 4 when 3 do not tell those verses apart."""
    # Verses with the very same words (such as 55:13 and 55:16) can never be told apart, so count them once.
    texts = {tuple(same_text_key(word) for word in verse.words) for verse in covered}
    for length in OPENING_WORDS:
        if len({words[:length] for words in texts}) == len(texts):
            return length
    return OPENING_WORDS[-1]


def audio_question_build(
    *, asked: GameVerse, covered: Sequence[GameVerse], neighbours: Sequence[GameVerse], rng: Random
) -> dict:
    """Options: the asked verse's opening, then other covered verses' (random), then the nearest neighbours'
    (its own chapter first); an opening of the same text as one already chosen is skipped, so no two options read
    alike (hafiz.games.same_text) and none repeats the asked verse's."""
    length = opening_length(covered=covered)

    def opening(verse: GameVerse) -> str:
        return " ".join(verse.words[:length])

    others = [verse for verse in covered if verse.global_number != asked.global_number]
    rng.shuffle(others)
    nearest = sorted(
        neighbours,
        key=lambda verse: (verse.chapter != asked.chapter, abs(verse.global_number - asked.global_number)),
    )
    correct = opening(asked)
    options = [correct]
    for verse in [*others, *nearest]:
        if len(options) == MAX_OPTIONS:
            break
        if same_text_key(opening(verse)) not in {same_text_key(option) for option in options}:
            options.append(opening(verse))
    if len(options) < MIN_OPTIONS:
        raise ValueError(f"too few verses with different openings to ask {asked.name}")
    rng.shuffle(options)
    return {"audio_url": asked.audio_url, "options": options, "correct_answer": correct}
