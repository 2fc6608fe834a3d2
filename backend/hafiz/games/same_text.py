"""Items that show the same text are the same answer, in every game (docs/product.md §4).

The Qur'an repeats some verses word for word: 55:13 returns thirty-one times in its chapter, 77:15 ten times, and
109:3 and 109:5 are one line. A game that deals two of them shows two items nothing on the screen tells apart, so
grading takes either for the other, and a game never offers two options of one text (each game's module,
hafiz.games.kinds.<game>, says how it applies).

"The same text" is the Arabic as it is drawn: compared after Unicode composition (NFC), with any run of white space
as one space. The translation is left out: it renders those same words (109:3 and 109:5 are translated differently,
yet a learner reciting them cannot say which is which).

Every game's builder and grading (hafiz.games.kinds) asks this module; the app mirrors it to mark its cards as it
plays (frontend/src/features/games/shared/utils/same-text.ts).
"""

import unicodedata
from collections.abc import Hashable, Mapping
from typing import TypeVar

Item = TypeVar("Item", bound=Hashable)


def same_text_key(text: str) -> str:
    """What two items must share to be interchangeable: the text composed (NFC), its white space collapsed."""
    return " ".join(unicodedata.normalize("NFC", text).split())


def same_text_twins(texts: Mapping[Item, str]) -> dict[Item, list[Item]]:
    """Each item whose text other items show too → those others, in the order given. Items with a text of their own
    are left out, so an empty answer means every item can be told apart."""
    items_of_text: dict[str, list[Item]] = {}
    for item, text in texts.items():
        items_of_text.setdefault(same_text_key(text), []).append(item)
    return {
        item: [other for other in items if other != item]
        for items in items_of_text.values()
        if len(items) > 1
        for item in items
    }
