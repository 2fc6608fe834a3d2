"""Moves that play a dealt game (as its call answers it) honestly, in a random legal order, with a number of wrong
moves added where the game goes on after one (shuffling, memory), or a wrong move instead of the right one where it
ends the game (matching, audio): for the grading's property tests and the grading call's tests."""

from random import Random


def drop(phrase: int, gap: int | None) -> dict:
    return {"phrase": phrase, "gap": gap}


def flips(*cards: int) -> list[dict]:
    return [{"card": card} for card in cards]


def submit(*pairs: tuple[int, int]) -> dict:
    return {"links": [{"text": text, "image": image} for text, image in pairs]}


def shuffling_play(dealt: dict, order: Random, wrong_drops: int) -> list[dict]:
    """The right phrase into each gap, gaps in a random order; each wrong drop is a phrase from the tray into an
    empty gap not its own, taken back to the tray at once (so the honest drops still solve it)."""
    (level,) = dealt["levels"]
    gaps = [part["id"] for part in level["sentence"] if part["type"] == "gap"]
    belongs = dict(zip(gaps, level["correctSequence"], strict=True))
    honest = order.sample(gaps, len(gaps))
    moves: list[dict] = []
    for step, gap in enumerate(honest):
        empty, in_tray = honest[step:], [belongs[later] for later in honest[step:]]
        wrong = [(phrase, into) for phrase in in_tray for into in empty if belongs[into] != phrase]
        if step < wrong_drops and wrong:
            phrase, into = order.choice(wrong)
            moves += [drop(phrase, into), drop(phrase, None)]
        moves.append(drop(belongs[gap], gap))
    return moves


def memory_play(dealt: dict, order: Random, wrong_turns: int) -> list[dict]:
    """Each pair turned, pairs and cards in a random order; each wrong turn is two unmatched cards of two verses."""
    by_verse: dict[str, list[int]] = {}
    for card in dealt["cards"]:
        by_verse.setdefault(card["name"], []).append(card["id"])
    pairs = [order.sample(cards, 2) for cards in by_verse.values()]
    order.shuffle(pairs)
    moves: list[dict] = []
    for step, pair in enumerate(pairs):
        left = pairs[step:]
        if step < wrong_turns and len(left) > 1:
            first, second = order.sample(left, 2)
            moves += flips(order.choice(first), order.choice(second))
        moves += flips(*pair)
    return moves


def matching_play(dealt: dict, order: Random, wrong_submits: int) -> list[dict]:
    """The right links, in a random order; with wrong submits, one submit of links not all right instead (the submit
    ends the game), when there are two texts or more to link the wrong way."""
    right = [(int(text), image) for text, image in dealt["correctPairs"].items()]
    if wrong_submits and len(right) > 1:
        images = [image for _, image in right]
        while images == [image for _, image in right]:
            order.shuffle(images)
        return [submit(*zip([text for text, _ in right], images, strict=True))]
    return [submit(*order.sample(right, len(right)))]


def audio_play(dealt: dict, order: Random, wrong_options: int) -> list[dict]:
    """The right option; with wrong options, one wrong option instead (the first answer ends the game)."""
    wrong = [option for option in dealt["options"] if option != dealt["correct_answer"]]
    return [{"option": order.choice(wrong) if wrong_options else dealt["correct_answer"]}]


# game → play(dealt, random order, wrong moves to add) → the moves
PLAYS = {"shuffling": shuffling_play, "memory": memory_play, "matching": matching_play, "audio": audio_play}
