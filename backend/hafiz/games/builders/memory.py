"""Memory: for each verse an image card and a text card that match by name."""

from collections.abc import Sequence
from random import Random

from hafiz.games.builders.coverage import GameVerse

# Twelve cards fit the grid; a longer range plays its latest verses.
MAX_VERSES = 6


def _faces(verse: GameVerse) -> tuple[dict, dict]:
    image_face = {"image": verse.image_url, "text": None, "english_text": None, "russian_text": None}
    text_face = {
        "image": None,
        "text": verse.text,
        "english_text": verse.translation_en,
        "russian_text": verse.translation_ru,
    }
    return image_face, text_face


def memory_game_build(*, verses: Sequence[GameVerse], rng: Random) -> dict:
    """Cards listed by their shuffled `order` (1..n). A text card's `image` is null, an image card's texts are."""
    shown = list(verses)[-MAX_VERSES:]
    orders = list(range(1, 2 * len(shown) + 1))
    rng.shuffle(orders)
    cards: list[dict] = []
    for verse in shown:
        for face in _faces(verse):
            position = len(cards)
            cards.append(
                {
                    "id": position + 1,
                    "name": verse.name,
                    **face,
                    "isFlipped": False,
                    "passed": False,
                    "order": orders[position],
                }
            )
    return {"cards": sorted(cards, key=lambda card: card["order"])}
