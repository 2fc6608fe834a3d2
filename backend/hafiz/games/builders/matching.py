"""Matching: each verse's Arabic text (with translations) to be linked to its image."""

from collections.abc import Sequence
from random import Random

from hafiz.games.builders.coverage import GameVerse

# Six links are what fits side by side; a longer range plays its latest verses.
MAX_VERSES = 6


def matching_game_build(*, verses: Sequence[GameVerse], rng: Random) -> dict:
    """Texts 1..n in reading order, images n+1..2n in a shuffled order that never lines up with the texts."""
    shown = list(verses)[-MAX_VERSES:]
    image_order = list(range(len(shown)))
    rng.shuffle(image_order)
    if len(shown) > 1 and image_order == sorted(image_order):
        image_order.append(image_order.pop(0))

    text_items = [
        {
            "id": index + 1,
            "arabic_text": verse.text,
            "english_text": verse.translation_en,
            "russian_text": verse.translation_ru,
        }
        for index, verse in enumerate(shown)
    ]
    image_items: list[dict] = []
    correct_pairs: dict[str, int] = {}
    for position, index in enumerate(image_order):
        image_id = len(shown) + position + 1
        image_items.append({"id": image_id, "src": shown[index].image_url})
        correct_pairs[str(index + 1)] = image_id
    return {
        "textItems": text_items,
        "imageItems": image_items,
        "correctPairs": dict(sorted(correct_pairs.items(), key=lambda pair: int(pair[0]))),
    }
