"""Reads for the games: verses as the plain data the builders take, and a learner's wins of a game."""

from hafiz.accounts.models import User
from hafiz.games.coverage import GameVerse, VerseRange, verses_partition
from hafiz.games.models import GameDeal
from hafiz.quran import canon
from hafiz.quran import selectors as quran_selectors
from hafiz.quran.content import StoredVerse
from hafiz.quran.models import Verse


def game_verse(verse: Verse | StoredVerse) -> GameVerse:
    """What the games show of a verse."""
    return GameVerse(
        chapter=verse.chapter_id,
        number=verse.number,
        global_number=verse.global_number,
        text=verse.text_uthmani,
        words=tuple(verse.words),
        translation_en=verse.translation_en,
        translation_ru=verse.translation_ru,
        image_url=quran_selectors.verse_image_url(verse=verse),
        audio_url=quran_selectors.verse_audio_url(verse=verse),
    )


def game_verse_list(*, first_global_number: int, last_global_number: int) -> list[GameVerse]:
    """Verses first..last by global number (they may span chapters), from this process's copy: no query."""
    verses = quran_selectors.stored_verse_list(
        first_global_number=first_global_number, last_global_number=last_global_number
    )
    return [game_verse(verse) for verse in verses]


def game_verses_around(*, verse_range: VerseRange, around: int = 0) -> tuple[list[GameVerse], list[GameVerse]]:
    """(the range's verses, up to `around` verses either side of it, across chapters too), with no query."""
    verses = game_verse_list(
        first_global_number=max(1, verse_range.first_global_number - around),
        last_global_number=min(canon.VERSE_COUNT, verse_range.last_global_number + around),
    )
    return verses_partition(verses=verses, verse_range=verse_range)


def game_wins_count(*, user: User, game: str, verse_global_number: int) -> int:
    """How many dealt games of `game` on the verse the learner won (won deals are kept: hafiz.games.models). One
    query."""
    return GameDeal.objects.filter(user=user, game=game, verse_id=verse_global_number, won=True).count()
