"""Reads for the Hifz player: settings, the verses of a range, listening statistics."""

from collections import defaultdict
from dataclasses import dataclass
from datetime import date, datetime, timedelta

from django.conf import settings

from hafiz.accounts.models import User
from hafiz.common.days import local_date
from hafiz.listening.models import ListeningEvent, PlayerSettings
from hafiz.listening.player_settings import DEFAULT_PLAYER_SETTINGS
from hafiz.quran import selectors as quran_selectors
from hafiz.quran.models import Verse


@dataclass(frozen=True)
class PlayerVerse:
    chapter: int
    number: int
    global_number: int
    text: str
    words: list[str]
    audio_url: str
    timings_url: str | None


@dataclass(frozen=True)
class ListeningDay:
    day: date
    ranges: int  # passes over a range
    verses: int  # different verses heard
    verse_plays: int  # verses heard, each repeat counted


def learner_day(*, user: User, moment: datetime) -> date:
    """The learner's calendar day at `moment`, in their own time zone, as for every other daily count."""
    return local_date(moment=moment, time_zone=user.time_zone)


def player_settings_get(*, user: User) -> dict:
    """The learner's settings; defaults for a learner who never saved any, or for a setting added since."""
    stored = PlayerSettings.objects.filter(user=user).values_list("values", flat=True).first() or {}
    return {key: stored.get(key, default) for key, default in DEFAULT_PLAYER_SETTINGS.items()}


def word_timings_url(*, global_number: int) -> str | None:
    """Where the word timings of a verse's recitation are, when the deployment has them (WORD_TIMINGS_BASE_URL).

    The file is JSON: one [start_ms, end_ms] pair per word of the verse, in reading order, times from the
    start of the verse's audio file (AUDIO_BASE_URL), e.g. [[0, 620], [620, 1310], …].
    """
    base = settings.WORD_TIMINGS_BASE_URL
    return f"{base}{global_number}.json" if base else None


def player_verse_list(*, first_verse: int, last_verse: int) -> list[PlayerVerse]:
    """The verses first_verse..last_verse (global numbers), in order, with their recitation; a range may run over
    several chapters. One query."""
    verses = Verse.objects.filter(global_number__gte=first_verse, global_number__lte=last_verse)
    return [
        PlayerVerse(
            chapter=verse.chapter_id,
            number=verse.number,
            global_number=verse.global_number,
            text=verse.text_uthmani,
            words=verse.words,
            audio_url=quran_selectors.verse_audio_url(verse=verse),
            timings_url=word_timings_url(global_number=verse.global_number),
        )
        for verse in verses.order_by("global_number").only(
            "chapter_id", "number", "global_number", "text_uthmani", "words"
        )
    ]


def _events_between(*, user: User, from_day: date, to_day: date, counted_only: bool = False):
    events = ListeningEvent.objects.filter(user=user, day__gte=from_day, day__lte=to_day)
    if counted_only:
        events = events.filter(heard_until__isnull=False)
    return events.values_list("day", "first_verse", "last_verse", "repeats")


def listening_day_list(*, user: User, from_day: date, to_day: date) -> list[ListeningDay]:
    """Every day from from_day to to_day (inclusive, oldest first), days without listening as zeros. One query."""
    ranges: dict[date, int] = defaultdict(int)
    plays: dict[date, int] = defaultdict(int)
    verses: dict[date, set[int]] = defaultdict(set)
    for day, first, last, repeats in _events_between(user=user, from_day=from_day, to_day=to_day):
        ranges[day] += 1
        plays[day] += (last - first + 1) * repeats
        verses[day].update(range(first, last + 1))
    span = (to_day - from_day).days + 1
    return [
        ListeningDay(day=day, ranges=ranges[day], verses=len(verses[day]), verse_plays=plays[day])
        for day in (from_day + timedelta(days=offset) for offset in range(span))
    ]


def listening_verses_today(*, user: User, day: date, min_repeats: int) -> int:
    """How many different verses the learner heard at least `min_repeats` times on `day` (the daily quest's
    measure: "listen to 5 verses 3 times"). Repeats of a verse add up over the day's passes; only passes that took
    their recitation's length count (hafiz.listening.pace). One query."""
    heard: dict[int, int] = defaultdict(int)
    for _, first, last, repeats in _events_between(user=user, from_day=day, to_day=day, counted_only=True):
        for global_number in range(first, last + 1):
            heard[global_number] += repeats
    return sum(1 for times in heard.values() if times >= min_repeats)
