"""Memory: for each verse an image card and a text card that match by name."""

from collections.abc import Sequence
from random import Random

from hafiz.games.builders.coverage import GameVerse

# Twelve cards fit the grid; a longer range plays its latest verses.
MAX_VERSES = 6


def memory_game_build(*, verses: Sequence[GameVerse], rng: Random) -> dict:
    """Cards listed in their shuffled `order` (1..n); `image` is null on a text card, the texts on an image card."""
    cards: list[dict] = []
    for verse in list(verses)[-MAX_VERSES:]:
        cards.append(
            {"name": verse.name, "image": verse.image_url, "text": None, "english_text": None, "russian_text": None}
        )
        cards.append(
            {
                "name": verse.name,
                "image": None,
                "text": verse.text,
                "english_text": verse.translation_en,
                "russian_text": verse.translation_ru,
            }
        )
    orders = list(range(1, len(cards) + 1))
    rng.shuffle(orders)
    for card_id, (card, order) in enumerate(zip(cards, orders), start=1):
        card.update(id=card_id, isFlipped=False, passed=False, order=order)
    return {"cards": sorted(cards, key=lambda card: card["order"])}
