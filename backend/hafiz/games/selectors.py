"""Reads for the games: verses (and look-alike pairs) as the plain data the builders take."""

from hafiz.games.builders.coverage import GameVerse, VerseRange, verses_partition
from hafiz.games.builders.which_one import LookalikePair
from hafiz.quran import canon
from hafiz.quran import selectors as quran_selectors
from hafiz.quran.content import StoredVerse
from hafiz.quran.models import SimilarVerse, Verse


def _game_verse(verse: Verse | StoredVerse) -> GameVerse:
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
    return [_game_verse(verse) for verse in verses]


def lookalike_pair_list(*, verse_global_number: int, other_global_number: int | None = None) -> list[LookalikePair]:
    """The verse's look-alikes (quran.SimilarVerse), closest first, as pairs with the verse first; only the one with
    `other_global_number`, when given (none if it is no look-alike). One query."""
    links = SimilarVerse.objects.filter(verse__global_number=verse_global_number)
    if other_global_number is not None:
        links = links.filter(similar__global_number=other_global_number)
    links = links.select_related("verse", "similar").order_by("-score", "similar__global_number")
    return [
        LookalikePair(
            verse=_game_verse(link.verse),
            other=_game_verse(link.similar),
            verse_same=link.verse_same,
            other_same=link.similar_same,
        )
        for link in links
    ]


def game_verses_around(*, verse_range: VerseRange, around: int = 0) -> tuple[list[GameVerse], list[GameVerse]]:
    """(the range's verses, up to `around` verses either side of it, across chapters too), with no query."""
    verses = game_verse_list(
        first_global_number=max(1, verse_range.first_global_number - around),
        last_global_number=min(canon.VERSE_COUNT, verse_range.last_global_number + around),
    )
    return verses_partition(verses=verses, verse_range=verse_range)
