"""How a dealt game is played to a win, for the benches that play the app: the load test's learners
(bench/load/locustfile.py) and the xp farm (bench/farm.py).

WINNING_MOVES[game](dealt) gives the honest winning moves of a game from the solution its deal answer carries (the
move shapes of backend/hafiz/games/kinds/<game>.py); which_one_moves(dealt) those of the look-alike drill "Which one?"
(POST /games/which_one/, dealt by verse, so not among the four games of WINNING_MOVES); person_seconds(game, dealt)
how long a fast person takes to make them; dealt_items(game, dealt) the deal's size: the items a person handles one
by one.
"""

from collections import defaultdict

# A fast person playing verses they are learning: about 3 s to read the board, then about 1.5 s per item to place, turn,
# link or choose. (The human-pace rules, hafiz.xp.rules, pay about a first win every 5 s at once, and the rest later.)
PERSON_READING_SECONDS = 3.0
PERSON_SECONDS_PER_ITEM = 1.5


def _shuffling_moves(dealt: dict) -> list[dict]:
    """Each gap, in sentence order, gets the phrase correctSequence puts there."""
    (level,) = dealt["levels"]
    gaps = [part["id"] for part in level["sentence"] if part["type"] == "gap"]
    return [{"phrase": phrase, "gap": gap} for gap, phrase in zip(gaps, level["correctSequence"], strict=True)]


def _memory_moves(dealt: dict) -> list[dict]:
    """Both cards of each pair (two cards of the same verse name) flipped one after the other."""
    cards_of_verse: dict[str, list[int]] = defaultdict(list)
    for card in dealt["cards"]:
        cards_of_verse[card["name"]].append(card["id"])
    return [{"card": card} for cards in cards_of_verse.values() for card in cards]


def _matching_moves(dealt: dict) -> list[dict]:
    """One submit linking every text to its image."""
    return [{"links": [{"text": int(text), "image": image} for text, image in dealt["correctPairs"].items()]}]


def _audio_moves(dealt: dict) -> list[dict]:
    return [{"option": dealt["correct_answer"]}]


def which_one_moves(dealt: dict) -> list[dict]:
    """The drill: each question answered with the option of the verse it names (right_option)."""
    return [{"question": question["id"], "option": question["right_option"]} for question in dealt["questions"]]


WINNING_MOVES = {
    "shuffling": _shuffling_moves,
    "memory": _memory_moves,
    "matching": _matching_moves,
    "audio": _audio_moves,
}

# What a person handles one by one in each game: the gaps filled, the cards turned, the links drawn, the one question.
_ITEMS = {
    "shuffling": lambda dealt: len(dealt["levels"][0]["correctSequence"]),
    "memory": lambda dealt: len(dealt["cards"]),
    "matching": lambda dealt: len(dealt["correctPairs"]),
    "audio": lambda dealt: 1,
}


def dealt_items(game: str, dealt: dict) -> int:
    """How many items a person handles one by one to win the dealt game."""
    return _ITEMS[game](dealt)


def person_seconds(game: str, dealt: dict) -> float:
    """How long a fast person takes to play a dealt game to its win: an audio question about 5 s."""
    return PERSON_READING_SECONDS + PERSON_SECONDS_PER_ITEM * dealt_items(game, dealt)
