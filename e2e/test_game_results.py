"""One way to end a game. Each of the five games on 112:4 lost, then won after "Try again", ends in the same
result view, from the server's verdict: what was wrong lit, the right answer, the mistakes, the xp, "Next" and "Try
again". Played by keyboard on a desktop in English, and by touch on a phone in Russian; after each ending the focus
is on the result's heading, and the next Tab reaches "Next". (The review screen's header and its count across a
reload are in test_review.py.)

The right answers are read from the game's own API response, as a player who knew the surah would know them.
"""

import re
from collections import defaultdict
from dataclasses import dataclass

import pytest
from playwright.sync_api import Browser, Locator, Page, expect

from journeys import PHONE, SURAH_112_WRITTEN, new_page, sign_in_with_demo

CHAPTER, VERSE = 112, 4  # 'Number of ayahs' starts at 4 here: the whole surah, every game with enough to play


@dataclass(frozen=True)
class Words:
    """What the app says, in one language."""

    tiles: dict[str, str]
    won: str
    lost: str
    no_xp: str
    xp: str
    right_answer: str
    try_again: str
    next: str
    right: str
    wrong: str
    one_mistake: str
    two_mistakes: str
    three_mistakes: str
    four_mistakes: str
    no_mistakes: str
    show_answer: str
    pair: str
    continue_: str
    submit: str
    sentence: str
    phrases: str
    empty_gap: str
    cards: str
    answers: str
    verses: str
    image: str
    letter_pad: str
    check: str


ENGLISH = Words(
    tiles={"shuffling": "Shuffling", "memory": "Memory", "audio": "Audio", "matching": "Matching", "gaps": "Gaps"},
    won="Game Completed!",
    lost="Not quite right",
    no_xp="No xp this time",
    xp="+{} xp",
    right_answer="The right answer",
    try_again="Try again",
    next="Next: ",
    right="right",
    wrong="wrong",
    one_mistake="1 mistake",
    two_mistakes="2 mistakes",
    three_mistakes="3 mistakes",
    four_mistakes="4 mistakes",
    no_mistakes="No mistakes",
    show_answer="Show the answer",
    pair="Pair",
    continue_="Continue",
    submit="Submit",
    sentence="Sentence with gaps",
    phrases="Phrases",
    empty_gap="Empty gap",
    cards="Memory cards",
    answers="Answers",
    verses="Verses",
    image="Image",
    letter_pad="Arabic letters",
    check="Check",
)
RUSSIAN = Words(
    tiles={
        "shuffling": "Перемешивание",
        "memory": "Память",
        "audio": "Аудио",
        "matching": "Сопоставление",
        "gaps": "Пропуски",
    },
    won="Игра пройдена!",
    lost="Не совсем верно",
    no_xp="В этот раз без опыта",
    xp="+{} опыта",
    right_answer="Правильный ответ",
    try_again="Ещё раз",
    next="Далее: ",
    right="верно",
    wrong="неверно",
    one_mistake="1 ошибка",
    two_mistakes="2 ошибки",
    three_mistakes="3 ошибки",
    four_mistakes="4 ошибки",
    no_mistakes="Без ошибок",
    show_answer="Показать ответ",
    pair="Пара",
    continue_="Продолжить",
    submit="Проверить",
    sentence="Предложение с пропусками",
    phrases="Фразы",
    empty_gap="Пустой пропуск",
    cards="Карточки",
    answers="Ответы",
    verses="Аяты",
    image="Изображение",
    letter_pad="Арабские буквы",
    check="Проверить",
)


class Player:
    """Plays by keyboard (focus, then Enter or a number key) or by touch (a tap)."""

    def __init__(self, page: Page, by_touch: bool, words: Words):
        self.page, self.by_touch, self.words = page, by_touch, words

    def press(self, target: Locator) -> None:
        if self.by_touch:
            target.tap()
        else:
            target.focus()
            self.page.keyboard.press("Enter")

    def button(self, name: str, exact: bool = True) -> Locator:
        return self.page.get_by_role("button", name=name, exact=exact)

    def next_button(self) -> Locator:
        return self.page.get_by_role("button", name=re.compile(f"^{self.words.next}"))


def game_call(game: str):
    return lambda response: response.url.endswith(f"/api/v1/games/{game}/") and response.request.method == "POST"


def is_grading_call(response) -> bool:
    return response.url.endswith("/api/v1/games/results/") and response.request.method == "POST"


def marked(scope: Locator, word: str) -> Locator:
    """The buttons whose accessible name ends with the right/wrong mark."""
    return scope.get_by_role("button", name=re.compile(f" {word}$"))


def expect_result(player: Player, *, won: bool, verdict: dict) -> None:
    """The result view as the verdict makes it: its heading focused, the mistakes and the xp, the right answer after a
    loss, "Next" and "Try again"; the next Tab (by keyboard) reaches "Next"."""
    page, words = player.page, player.words
    heading = page.get_by_role("heading", name=words.won if won else words.lost, exact=True)
    expect(heading).to_be_focused()
    result = page.locator("section").filter(has=heading)
    if won:
        # What the game earned: paid now, or waiting for the pace budget.
        earned = verdict["xp_gained"] + verdict.get("xp_waiting", 0)
        expect(result.get_by_text(words.xp.format(earned), exact=True)).to_be_visible()
    else:
        expect(result.get_by_text(words.no_xp, exact=True)).to_be_visible()
    expect(player.next_button()).to_be_visible()
    expect(player.button(words.try_again)).to_be_visible()
    if not player.by_touch:
        page.keyboard.press("Tab")
        expect(player.next_button()).to_be_focused()


def try_again(player: Player, game: str) -> dict:
    with player.page.expect_response(game_call(game)) as dealt:
        player.press(player.button(player.words.try_again))
    return dealt.value.json()


def graded(player: Player, move) -> dict:
    with player.page.expect_response(is_grading_call) as grading:
        move()
    return grading.value.json()


def open_game(page: Page, words: Words, russian: bool, game: str) -> tuple[Player, dict]:
    sign_in_with_demo(page)
    if russian:
        page.get_by_role("button", name="RU").click()
    page.goto(f"/games/{CHAPTER}/{VERSE}")
    player = Player(page, by_touch=russian, words=words)
    with page.expect_response(game_call(game)) as dealt:
        player.press(page.get_by_role("button", name=re.compile(f"^{words.tiles[game]}")))
    return player, dealt.value.json()


# Each game: lose, then win.


def shuffling_lost_then_won(player: Player, level: dict) -> None:
    page, words = player.page, player.words
    gaps = [part["id"] for part in level["sentence"] if part["type"] == "gap"]
    text = {phrase["id"]: phrase["text"] for phrase in level["phrases"]}
    sentence = page.get_by_role("group", name=words.sentence)

    def fill(order: list[int]) -> None:
        tray = page.get_by_role("group", name=words.phrases)
        for gap, phrase in zip(gaps, order):
            # Of two phrases of one text (ٱللَّهُ is in 112:1 and 112:2), the first in the tray: either fits.
            player.press(tray.get_by_role("button", name=text[phrase], exact=True).first)
            player.press(sentence.get_by_role("button", name=f"{words.empty_gap} {gap}"))

    right = level["correctSequence"]
    assert len(gaps) == 3, "surah 112 makes three gaps (15 words, one gap per 6)"
    # Every phrase one gap along: all wrong, but for a phrase that lands in a gap of its own text (a deal with two
    # phrases of one text; never three, so the game is always lost).
    along = right[1:] + right[:1]
    wrong = sum(text[placed] != text[own] for placed, own in zip(along, right, strict=True))
    verdict = graded(player, lambda: fill(along))
    assert (verdict["won"], verdict["mistakes"]) == (False, wrong)
    expect_result(player, won=False, verdict=verdict)
    expect(marked(sentence, words.wrong)).to_have_count(wrong)
    expect(page.get_by_text(words.three_mistakes if wrong == 3 else words.two_mistakes, exact=True)).to_be_visible()
    answer = page.get_by_role("heading", name=words.right_answer).locator("xpath=..")
    expect(answer.locator("mark")).to_have_text([text[phrase] for phrase in right])

    level = try_again(player, "shuffling")["levels"][0]
    gaps = [part["id"] for part in level["sentence"] if part["type"] == "gap"]
    text = {phrase["id"]: phrase["text"] for phrase in level["phrases"]}
    verdict = graded(player, lambda: fill(level["correctSequence"]))
    assert verdict["won"] is True
    expect_result(player, won=True, verdict=verdict)
    expect(marked(sentence, words.right)).to_have_count(len(gaps))
    expect(page.get_by_text(words.no_mistakes, exact=True)).to_be_visible()


def memory_lost_then_won(player: Player, cards: list[dict]) -> None:
    page, words = player.page, player.words

    def pairs_of(dealt: list[dict]) -> list[list[int]]:
        positions = defaultdict(list)
        for position, card in enumerate(dealt):
            positions[card["name"]].append(position)
        return list(positions.values())

    grid = page.get_by_role("list", name=words.cards).get_by_role("button")
    (first, second), *_ = pairs_of(cards)
    player.press(grid.nth(first))
    player.press(grid.nth(second))
    verdict = graded(player, lambda: player.press(player.button(words.show_answer)))
    assert (verdict["won"], verdict["turns"]) == (False, 1)
    expect_result(player, won=False, verdict=verdict)
    # Every card face up with its pair: the pair found lit right, the others wrong.
    expect(page.get_by_text(re.compile(f"{words.pair} \\d+$"))).to_have_count(len(cards))
    expect(grid.nth(first).get_by_text(words.right, exact=True)).to_be_attached()
    expect(grid.filter(has_text=words.wrong)).to_have_count(len(cards) - 2)

    cards = try_again(player, "memory")["cards"]
    pairs = pairs_of(cards)
    for first, second in pairs[:-1]:
        player.press(grid.nth(first))
        player.press(grid.nth(second))
    first, second = pairs[-1]
    player.press(grid.nth(first))
    verdict = graded(player, lambda: player.press(grid.nth(second)))
    assert (verdict["won"], verdict["turns"]) == (True, len(pairs))
    expect_result(player, won=True, verdict=verdict)


def audio_lost_then_won(player: Player, question: dict) -> None:
    page, words = player.page, player.words
    answers = page.get_by_role("list", name=words.answers)

    def answer(index: int) -> None:
        if player.by_touch:
            answers.get_by_role("button").nth(index).tap()
        else:
            page.keyboard.press(str(index + 1))  # keys 1–4 answer

    expect(answers.get_by_role("button")).to_have_count(len(question["options"]))
    right = question["options"].index(question["correct_answer"])
    wrong = next(index for index in range(len(question["options"])) if index != right)
    verdict = graded(player, lambda: answer(wrong))
    assert (verdict["won"], verdict["mistakes"]) == (False, 1)
    expect_result(player, won=False, verdict=verdict)
    expect(answers.get_by_role("button").nth(wrong)).to_have_accessible_name(re.compile(f" {words.wrong}$"))
    expect(answers.get_by_role("button").nth(right)).to_have_accessible_name(re.compile(f" {words.right}$"))
    expect(page.get_by_text(words.one_mistake, exact=True)).to_be_visible()
    answer_view = page.get_by_role("heading", name=words.right_answer).locator("xpath=..")
    expect(answer_view.locator("[lang=ar]")).to_be_visible()

    question = try_again(player, "audio")
    xp = 0
    for number in range(1, VERSE + 1):
        expect(answers.get_by_role("button")).to_have_count(len(question["options"]))
        verdict = graded(player, lambda: answer(question["options"].index(question["correct_answer"])))
        assert verdict["won"] is True
        xp += verdict["xp_gained"] + verdict["xp_waiting"]
        if number == VERSE:
            break
        with page.expect_response(game_call("audio")) as dealt:
            player.press(player.button(words.continue_))
        question = dealt.value.json()
    expect_result(player, won=True, verdict={"xp_gained": xp})


def matching_lost_then_won(player: Player, game: dict) -> None:
    page, words = player.page, player.words

    def link(dealt: dict, shift: int) -> None:
        pairs = {int(text): image for text, image in dealt["correctPairs"].items()}
        number = {item["id"]: index + 1 for index, item in enumerate(dealt["imageItems"])}
        texts = [item["id"] for item in dealt["textItems"]]
        verses = page.get_by_role("list", name=words.verses).get_by_role("button")
        for index in range(len(texts)):
            image = pairs[texts[(index + shift) % len(texts)]]
            player.press(verses.nth(index))
            player.press(page.get_by_role("button", name=f"{words.image} {number[image]}", exact=True))
        player.press(player.button(words.submit))

    verdict = graded(player, lambda: link(game, shift=1))  # each verse to the next one's picture: all wrong
    assert len(game["textItems"]) == 4  # the whole of surah 112
    assert (verdict["won"], verdict["mistakes"]) == (False, 4)  # a mistake per wrong link
    expect_result(player, won=False, verdict=verdict)
    verses = page.get_by_role("list", name=words.verses)
    expect(marked(verses, words.wrong)).to_have_count(len(game["textItems"]))
    expect(page.get_by_text(words.four_mistakes, exact=True)).to_be_visible()
    answer = page.get_by_role("heading", name=words.right_answer).locator("xpath=..")
    expect(answer.get_by_role("img")).to_have_count(len(game["textItems"]))

    game = try_again(player, "matching")
    verdict = graded(player, lambda: link(game, shift=0))
    assert verdict["won"] is True
    expect_result(player, won=True, verdict=verdict)
    expect(marked(verses, words.right)).to_have_count(len(game["textItems"]))


def gaps_lost_then_won(player: Player, game: dict) -> None:
    page, words = player.page, player.words

    def hidden(dealt: dict) -> list[str]:
        return [
            SURAH_112_WRITTEN[verse["ayah_id"]][index]
            for verse in dealt["verses"]
            for index, word in enumerate(verse["words"])
            if word["blank"] is not None
        ]

    def write(written: list[str]) -> None:
        """Each blank written: by keyboard, typed in Arabic; by touch, tapped out on the letter pad."""
        blanks = page.get_by_role("textbox")
        expect(blanks).to_have_count(len(written))
        for index, word in enumerate(written):
            if player.by_touch:
                blanks.nth(index).tap()
                for letter in word:
                    page.get_by_role("group", name=words.letter_pad).get_by_role(
                        "button", name=letter, exact=True
                    ).tap()
            else:
                blanks.nth(index).focus()
                page.keyboard.type(word)
        player.press(player.button(words.check))

    right = hidden(game)
    assert len(right) == 4, "a quarter of surah 112's 15 words, on a learner's first game"
    verdict = graded(player, lambda: write(["بل", *right[1:]]))  # the first blank written wrong
    assert (verdict["won"], verdict["mistakes"]) == (False, 1)
    expect_result(player, won=False, verdict=verdict)
    expect(page.get_by_role("textbox", name=re.compile(f" {words.wrong}$"))).to_have_count(1)
    expect(page.get_by_text(words.one_mistake, exact=True)).to_be_visible()
    answer = page.get_by_role("heading", name=words.right_answer).locator("xpath=..")
    expect(answer.get_by_role("listitem")).to_have_count(len(right))

    game = try_again(player, "gaps")
    right = hidden(game)  # a lost game does not make the next one harder
    assert len(right) == 4
    verdict = graded(player, lambda: write(right))
    assert verdict["won"] is True
    expect_result(player, won=True, verdict=verdict)
    expect(page.get_by_role("textbox", name=re.compile(f" {words.right}$"))).to_have_count(len(right))


PLAYS = {
    "shuffling": shuffling_lost_then_won,
    "memory": memory_lost_then_won,
    "audio": audio_lost_then_won,
    "matching": matching_lost_then_won,
    "gaps": gaps_lost_then_won,
}
DEALT = {
    "shuffling": lambda dealt: dealt["levels"][0],
    "memory": lambda dealt: dealt["cards"],
    "audio": lambda dealt: dealt,
    "matching": lambda dealt: dealt,
    "gaps": lambda dealt: dealt,
}
NEXT = {"shuffling": "memory", "memory": "audio", "audio": "matching", "matching": "gaps"}


@pytest.mark.parametrize("game", list(PLAYS))
@pytest.mark.parametrize("how", ["keyboard, desktop, English", "touch, phone, Russian"])
def test_each_game_lost_then_won_ends_in_the_same_result_view(browser: Browser, base_url: str, how: str, game: str):
    russian = "Russian" in how
    page = new_page(browser, base_url, **(PHONE if russian else {}))
    try:
        words = RUSSIAN if russian else ENGLISH
        player, dealt = open_game(page, words, russian, game)

        PLAYS[game](player, DEALT[game](dealt))

        # "Next" goes on to the next game on the verse, or after the last one to the next verse's learn card.
        if game in NEXT:
            with page.expect_response(game_call(NEXT[game])):
                player.press(player.next_button())
            expect(page.get_by_role("heading", level=2, name=words.tiles[NEXT[game]], exact=True)).to_be_visible()
        else:
            # The learner follows Hafiz's path, An-Nas backwards: after Al-Ikhlas comes Al-Masad.
            player.press(player.next_button())
            expect(page).to_have_url(re.compile(r"/games/111/1$"))
    finally:
        page.context.close()
