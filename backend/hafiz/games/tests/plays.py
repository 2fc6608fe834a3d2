"""Moves that play a dealt game (as its call answers it) honestly, in a random legal order, with a number of wrong
moves added where the game goes on after one (shuffling, memory), or a wrong move instead of the right one where it
ends the game (matching, audio, gaps): for the grading's property tests and the grading call's tests."""

from random import Random

from hafiz.games.coverage import verse_global_number, verse_range_covered
from hafiz.games.kinds import audio, gaps, matching, memory, shuffling
from hafiz.games.same_text import same_text_key
from hafiz.games.selectors import game_verse_list
from hafiz.quran.spelling import word_spelling


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
    text = {phrase["id"]: same_text_key(phrase["text"]) for phrase in level["phrases"]}
    honest = order.sample(gaps, len(gaps))
    moves: list[dict] = []
    for step, gap in enumerate(honest):
        empty, in_tray = honest[step:], [belongs[later] for later in honest[step:]]
        wrong = [(phrase, into) for phrase in in_tray for into in empty if text[belongs[into]] != text[phrase]]
        if step < wrong_drops and wrong:
            phrase, into = order.choice(wrong)
            moves += [drop(phrase, into), drop(phrase, None)]
        moves.append(drop(belongs[gap], gap))
    return moves


def memory_play(dealt: dict, order: Random, wrong_turns: int) -> list[dict]:
    """Each pair turned, pairs and cards in a random order; each wrong turn is two cards of two verses of different
    texts (verses of one text pair across each other)."""
    by_verse: dict[str, list[int]] = {}
    text_of_verse = {card["name"]: same_text_key(card["text"]) for card in dealt["cards"] if card["text"] is not None}
    for card in dealt["cards"]:
        by_verse.setdefault(card["name"], []).append(card["id"])
    pairs = [(text_of_verse[verse], order.sample(cards, 2)) for verse, cards in by_verse.items()]
    order.shuffle(pairs)
    moves: list[dict] = []
    for step, (_, pair) in enumerate(pairs):
        left = pairs[step:]
        unlike = [(first, second) for first in left for second in left if first[0] < second[0]]
        if step < wrong_turns and unlike:
            (_, first), (_, second) = order.choice(unlike)
            moves += flips(order.choice(first), order.choice(second))
        moves += flips(*pair)
    return moves


def matching_play(dealt: dict, order: Random, wrong_submits: int) -> list[dict]:
    """The right links, in a random order; with wrong submits, one submit instead (the submit ends the game) with
    `wrong_submits` texts (at least two, at most all) linked in a ring to the next one's picture, when there are two
    texts or more of different words to link the wrong way."""
    right = [(int(text), image) for text, image in dealt["correctPairs"].items()]
    text = {item["id"]: same_text_key(item["arabic_text"]) for item in dealt["textItems"]}
    # One text of each of its words: a ring among them links each text to a picture of other words.
    unlike = list({text[text_id]: (text_id, image) for text_id, image in right}.values())
    if wrong_submits and len(unlike) > 1:
        ring = order.sample(unlike, min(len(unlike), max(2, wrong_submits)))
        moved = {text_id: ring[(index + 1) % len(ring)][1] for index, (text_id, _) in enumerate(ring)}
        return [submit(*((text_id, moved.get(text_id, image)) for text_id, image in right))]
    return [submit(*order.sample(right, len(right)))]


def audio_play(dealt: dict, order: Random, wrong_options: int) -> list[dict]:
    """The right option; with wrong options, one wrong option instead (the first answer ends the game)."""
    wrong = [option for option in dealt["options"] if option != dealt["correct_answer"]]
    return [{"option": order.choice(wrong) if wrong_options else dealt["correct_answer"]}]


def blank_words(dealt: dict) -> dict[int, str]:
    """A dealt Gaps game's blanks → the verse's words in them (the deal does not carry them)."""
    first, last = (
        verse_global_number(chapter=v["surah_id"], verse=v["ayah_id"])
        for v in (dealt["verses"][0], dealt["verses"][-1])
    )
    verses = game_verse_list(first_global_number=first, last_global_number=last)
    return {
        word["blank"]: verse.words[index]
        for verse, shown in zip(verses, dealt["verses"], strict=True)
        for index, word in enumerate(shown["words"])
        if word["blank"] is not None
    }


def gaps_play(dealt: dict, order: Random, wrong_words: int) -> list[dict]:
    """Each blank written as the mushaf spells it, blanks in a random order; with wrong words, `wrong_words` of them
    (at most all) written with a letter more (the submit ends the game)."""
    words = blank_words(dealt)
    blanks = order.sample(sorted(words), len(words))
    wrong = set(blanks[:wrong_words])
    return [
        {
            "words": [
                {"blank": blank, "word": word_spelling(words[blank]) + ("ب" if blank in wrong else "")}
                for blank in blanks
            ],
            "hints": [],
        }
    ]


def dealt_game(game: str, choice: tuple[int, int, int], seed: int, verses_around) -> dict:
    """The game the builders deal for `choice` (chapter, current verse, "Number of ayahs") from `seed`, as its call
    answers it; `verses_around` is the fixture of that name."""
    chapter, verse, count = choice
    covered_range = verse_range_covered(chapter=chapter, verse=verse, count=count)
    rng = Random(seed)
    if game == "shuffling":
        covered, neighbours = verses_around(covered_range, shuffling.NEIGHBOURS_AROUND)
        return shuffling.shuffling_game_build(covered=covered, neighbours=neighbours, rng=rng)
    if game == "audio":
        covered, neighbours = verses_around(covered_range, audio.NEIGHBOURS_AROUND)
        asked = next(covered_verse for covered_verse in covered if covered_verse.number == verse)
        return audio.audio_question_build(asked=asked, covered=covered, neighbours=neighbours, rng=rng)
    if game == "memory":
        shown, _ = verses_around(covered_range.latest(memory.MAX_VERSES))
        return memory.memory_game_build(verses=shown, rng=rng)
    if game == "gaps":
        shown, _ = verses_around(covered_range)
        step = 1 + seed % len(gaps.BLANK_SHARES)
        return gaps.gaps_game_build(verses=gaps.gaps_passage(shown), step=step, rng=rng)
    shown, _ = verses_around(covered_range.latest(matching.MAX_VERSES))
    return matching.matching_game_build(verses=shown, rng=rng)


# game → play(dealt, random order, wrong moves to add) → the moves
PLAYS = {
    "shuffling": shuffling_play,
    "memory": memory_play,
    "matching": matching_play,
    "audio": audio_play,
    "gaps": gaps_play,
}
