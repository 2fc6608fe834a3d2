"""A listening pass counts toward the daily quest only when it took at least as long as its recitation: the Hifz
player's passes are recorded by the client, and a script could otherwise claim a day's listening in one call.

The length is an estimate, not a measurement: the app has no timings of the recitations (WORD_TIMINGS_BASE_URL is
optional, and the import reads only the text), so each verse counts SECONDS_PER_WORD per word, at least
MIN_VERSE_SECONDS, times the pass's repeats. It is conservative: a murattal recitation runs near a second a word (a
whole Al-Baqarah, 6,117 words, takes well over an hour) and even a fast one above half a second, so no learner who
listened through is refused; the pauses between verses only add to the real time.

A pass is timed on a clock of the learner's own (heard_until): it starts at the later of when the player started
(the listening_id, hafiz.listening.services.listening_start) and the end of the learner's previous counted pass, and
counts when its length has passed by the time it is recorded. So passes recorded together (the stepped mode's one
range per verse) or from several players at once share one stretch of time instead of each claiming it.
"""

from collections.abc import Iterable
from datetime import datetime, timedelta

SECONDS_PER_WORD = 0.4
MIN_VERSE_SECONDS = 1.0


def pass_length(*, words_per_verse: Iterable[int], repeats: int, scale: float = 1.0) -> timedelta:
    """The least time a pass over verses of these word counts, each heard `repeats` times, takes; `scale` is
    settings.PACE_SCALE."""
    seconds = sum(max(MIN_VERSE_SECONDS, words * SECONDS_PER_WORD) for words in words_per_verse)
    return timedelta(seconds=scale * seconds * repeats)


def pass_heard_until(
    *, started_at: datetime, previous_heard_until: datetime | None, length: timedelta, now: datetime
) -> datetime | None:
    """Where the learner's listening clock stands after this pass, when it counts (else None): `length` on from the
    later of the player's start and the previous counted pass's end, no later than `now`."""
    start = started_at if previous_heard_until is None else max(started_at, previous_heard_until)
    heard_until = start + length
    return heard_until if heard_until <= now else None
