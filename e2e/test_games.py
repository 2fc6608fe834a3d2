"""The games as a new learner plays them: the four games of surah 112, won through the UI and graded on the server,
the verse's progress reaching 100 and the xp each win earned, a lost matching game moving nothing, a
grading call retried after its answer was lost paying once, and the games in Russian.

The right answers are read from the game's own API response, as a player who knew the surah would know them.
"""

import re
from collections import defaultdict

from playwright.sync_api import Locator, Page, Response, Route, expect

from journeys import sign_in_with_demo

CHAPTER, VERSE = 112, 4  # The study page offers 'Number of ayahs: 4' here: the whole surah.
# Deals tried for a shuffling game without a text repeated in its gaps: fewer than one deal in a hundred repeats one.
MAX_DEALS = 5


def open_the_verse(page: Page) -> None:
    sign_in_with_demo(page)
    page.goto(f"/games/{CHAPTER}/{VERSE}")
    expect(page.get_by_role("progressbar")).to_have_attribute("aria-valuenow", "0")


def game_call(game: str):
    return lambda response: response.url.endswith(f"/api/v1/games/{game}/") and response.request.method == "POST"


def is_grading_call(response: Response) -> bool:
    return response.url.endswith("/api/v1/games/results/") and response.request.method == "POST"


def start(page: Page, tile: str, game: str) -> dict:
    """Starts a game from its tile and gives the game data the page received."""
    with page.expect_response(game_call(game)) as response:
        page.get_by_role("button", name=tile).click()
    assert response.value.ok
    return response.value.json()


def expect_win_graded(page: Page, win, progress: int) -> dict:
    """`win` does the winning move; the moves go to the grading call at once, the server's verdict is a win, the
    bar moves to `progress` and the result view shows the xp the win earned. The verdict."""
    with page.expect_response(is_grading_call) as graded:
        win()
        expect(page.get_by_role("heading", name="Game Completed!")).to_be_visible()
    verdict = graded.value.json()
    assert (verdict["won"], verdict["repeated"]) == (True, False)
    earned = verdict["xp_gained"] + verdict["xp_waiting"]  # paid now, or waiting for the pace budget
    assert earned >= 10  # a first win, and whatever quest it finished
    expect(page.get_by_role("progressbar")).to_have_attribute("aria-valuenow", str(progress))
    expect(page.get_by_text(f"+{earned} xp", exact=True)).to_be_visible()
    return verdict


def back_to_games(page: Page) -> None:
    page.get_by_role("button", name="Back", exact=True).click()
    expect(page.get_by_role("heading", name="Practise with games")).to_be_visible()


def drag(page: Page, source: Locator, target: Locator) -> None:
    """A mouse drag in small steps, as a hand makes it (the drag starts after the pointer moves 5 px)."""
    start_box, end_box = source.bounding_box(), target.bounding_box()
    page.mouse.move(start_box["x"] + start_box["width"] / 2, start_box["y"] + start_box["height"] / 2)
    page.mouse.down()
    page.mouse.move(end_box["x"] + end_box["width"] / 2, end_box["y"] + end_box["height"] / 2, steps=12)
    page.mouse.up()
    # dnd-kit swallows clicks for 50 ms after a drop, so that the drop is not also a click; no hand is faster.
    page.wait_for_timeout(100)


def start_shuffling_with_three_texts(page: Page) -> dict:
    """Shuffling dealt until its three gaps hold three different texts. Surah 112 says «ٱللَّهُ» twice, and a deal
    may make both a gap: either phrase then fits either gap, so a drop between them is no mistake and the tray holds
    two buttons of one name, and the moves below would mean something else. A new deal costs nothing."""
    for _ in range(MAX_DEALS):
        level = start(page, "Shuffling", "shuffling")["levels"][0]
        texts = {phrase["id"]: phrase["text"] for phrase in level["phrases"]}
        if len({texts[phrase_id] for phrase_id in level["correctSequence"]}) == 3:
            return level
        back_to_games(page)
    raise AssertionError(f"{MAX_DEALS} deals in a row repeated a text in two gaps")


def play_shuffling(page: Page, level: dict) -> None:
    gap_ids = [part["id"] for part in level["sentence"] if part["type"] == "gap"]
    assert len(gap_ids) == 3, "surah 112 makes three gaps (15 words, one gap per 6)"
    first, second, last = gap_ids
    phrase_for = {
        gap_id: next(p["text"] for p in level["phrases"] if p["id"] == phrase_id)
        for gap_id, phrase_id in zip(gap_ids, level["correctSequence"])
    }
    sentence = page.get_by_role("group", name="Sentence with gaps")
    tray = page.get_by_role("group", name="Phrases")

    def in_tray(gap_id: int) -> Locator:
        return tray.get_by_role("button", name=phrase_for[gap_id], exact=True)

    def in_sentence(gap_id: int) -> Locator:
        return sentence.get_by_role("button", name=phrase_for[gap_id], exact=True)

    # The verses read right to left, in the Qur'an font's language.
    expect(sentence.locator(":scope > [dir=rtl]")).to_have_attribute("lang", "ar")

    # Mouse: the first phrase into the second gap, then between gaps on to its own.
    drag(page, in_tray(first), sentence.get_by_role("button", name=f"Empty gap {second}"))
    expect(in_tray(first)).to_have_count(0)
    drag(page, in_sentence(first), sentence.get_by_role("button", name=f"Empty gap {first}"))
    expect(sentence.get_by_role("button", name=f"Empty gap {second}")).to_be_visible()

    # Selecting: the last phrase into the second gap (wrong), then back to the tray.
    in_tray(last).click()
    sentence.get_by_role("button", name=f"Empty gap {second}").click()
    in_sentence(last).click()
    tray.get_by_role("button", name="Put the phrase back").click()
    expect(in_tray(last)).to_be_visible()

    # Mouse again: the second phrase into its gap; not solved yet.
    drag(page, in_tray(second), sentence.get_by_role("button", name=f"Empty gap {second}"))
    expect(in_sentence(second)).to_be_visible()
    expect(page.get_by_role("heading", name="Game Completed!")).to_have_count(0)

    # Keyboard: Enter selects the last phrase, Enter on its gap places it (test_keyboard_games.py plays whole
    # games this way).
    def place_last():
        in_tray(last).focus()
        page.keyboard.press("Enter")
        sentence.get_by_role("button", name=f"Empty gap {last}").focus()
        page.keyboard.press("Enter")

    verdict = expect_win_graded(page, place_last, 25)
    assert verdict["ayah_progress"] == {"progress": 25}
    # Every drop was replayed: the two into a gap not their own (the first phrase and the last, both into the
    # second gap) counted.
    assert verdict["mistakes"] == 2


def play_memory(page: Page, cards: list[dict]) -> None:
    grid = page.get_by_role("list", name="Memory cards").get_by_role("button")
    expect(grid).to_have_count(len(cards))
    positions = defaultdict(list)
    for position, card in enumerate(cards):
        positions[card["name"]].append(position)
    pairs = list(positions.items())

    # A mismatch first: both turn back after 1.5 s.
    (_, (a, _)), (_, (b, _)) = pairs[0], pairs[1]
    grid.nth(a).click()
    grid.nth(b).click()
    expect(grid.nth(b)).not_to_have_accessible_name(re.compile("face down"))
    expect(grid.nth(a)).to_have_accessible_name(f"Card {a + 1}, face down", timeout=3000)

    for _name, (first, second) in pairs[:-1]:
        grid.nth(first).click()
        grid.nth(second).click()
    name, (first, second) = pairs[-1]
    grid.nth(first).click()
    expect_win_graded(page, lambda: grid.nth(second).click(), 50)
    expect(page.get_by_role("img", name=f"Verse image {name}")).to_be_visible()


def play_audio(page: Page, question: dict, questions: int) -> None:
    for number in range(1, questions + 1):
        expect(page.get_by_text(f"Question {number} of {questions}")).to_be_visible()
        answers = page.get_by_role("list", name="Answers").get_by_role("button")
        expect(answers).to_have_count(len(question["options"]))
        index = question["options"].index(question["correct_answer"])
        if number == 1:
            # The recitation loads (its length known) and plays, a one-second tone here, then stops.
            expect(page.get_by_text("0:00 / 0:01")).to_be_visible()
            page.get_by_role("button", name="Play").click()
            expect(page.get_by_role("button", name="Pause")).to_be_visible()
            expect(page.get_by_role("button", name="Play")).to_be_visible(timeout=5000)
            expect(page.get_by_text("Audio failed to load")).to_have_count(0)
        if number == questions:
            # Each question is graded on the verse it asks; 112:4's bar moves when its own question was won.
            with page.expect_response(is_grading_call) as graded:
                answers.nth(index).click()
            assert graded.value.json()["won"] is True
            expect(page.get_by_role("heading", name="Game Completed!")).to_be_visible()
            expect(page.get_by_role("progressbar")).to_have_attribute("aria-valuenow", "75")
            expect(page.get_by_text(re.compile(r"^\+\d+ xp$"))).to_be_visible()
            return
        # Keys 1–4 answer as well as clicks.
        page.keyboard.press(str(index + 1))
        expect(page.get_by_text("Correct answer!")).to_be_visible()
        with page.expect_response(game_call("audio")) as next_question:
            page.get_by_role("button", name="Continue").click()
        question = next_question.value.json()


def link_matching(page: Page, game: dict, image_of_text) -> None:
    texts = page.get_by_role("list", name="Verses").get_by_role("button")
    image_number = {item["id"]: index + 1 for index, item in enumerate(game["imageItems"])}
    for index, item in enumerate(game["textItems"]):
        texts.nth(index).click()
        page.get_by_role("button", name=f"Image {image_number[image_of_text(item['id'])]}", exact=True).click()
    expect(page.locator("svg line")).to_have_count(len(game["textItems"]))


def test_a_new_learner_wins_all_four_games_and_completes_the_verse(page: Page):
    open_the_verse(page)
    expect(page.get_by_role("combobox", name="Number of ayahs:")).to_have_value(str(VERSE))

    level = start_shuffling_with_three_texts(page)
    expect(page.get_by_text("Drag the phrases into the gaps")).to_be_visible()
    play_shuffling(page, level)
    back_to_games(page)

    play_memory(page, start(page, "Memory", "memory")["cards"])
    back_to_games(page)

    play_audio(page, start(page, "Audio", "audio"), questions=VERSE)
    back_to_games(page)

    game = start(page, "Matching", "matching")
    pairs = {int(text_id): image_id for text_id, image_id in game["correctPairs"].items()}
    text_ids = [item["id"] for item in game["textItems"]]
    # Every verse linked to the next verse's image: all wrong.
    link_matching(page, game, lambda text_id: pairs[text_ids[(text_ids.index(text_id) + 1) % len(text_ids)]])
    with page.expect_response(is_grading_call) as graded:
        page.get_by_role("button", name="Submit").click()
    expect(page.get_by_role("heading", name="Not quite right")).to_be_visible()
    verdict = graded.value.json()
    # A loss moves nothing and earns nothing; each wrong link is a mistake.
    assert (verdict["won"], verdict["mistakes"], verdict["xp_gained"]) == (False, len(text_ids), 0)
    assert verdict["ayah_progress"] == {"progress": 75}
    expect(page.get_by_role("progressbar")).to_have_attribute("aria-valuenow", "75")
    expect(page.get_by_text("No xp this time")).to_be_visible()
    back_to_games(page)

    game = start(page, "Matching", "matching")
    pairs = {int(text_id): image_id for text_id, image_id in game["correctPairs"].items()}
    link_matching(page, game, lambda text_id: pairs[text_id])
    expect_win_graded(page, lambda: page.get_by_role("button", name="Submit").click(), 100)

    page.reload()
    expect(page.get_by_role("progressbar")).to_have_attribute("aria-valuenow", "100")


def test_a_grading_call_whose_answer_is_lost_is_retried_and_pays_once(page: Page):
    open_the_verse(page)
    sent: list[dict] = []

    def lose_the_first_answer(route: Route) -> None:
        sent.append(route.request.post_data_json)
        response = route.fetch()  # the server grades it...
        if len(sent) == 1:
            route.abort("connectionreset")  # ...but its answer never arrives
        else:
            route.fulfill(response=response)

    page.route("**/api/v1/games/results/", lose_the_first_answer)
    game = start(page, "Matching", "matching")
    pairs = {int(text_id): image_id for text_id, image_id in game["correctPairs"].items()}
    link_matching(page, game, lambda text_id: pairs[text_id])
    with page.expect_response(is_grading_call) as graded:
        page.get_by_role("button", name="Submit").click()

    verdict = graded.value.json()
    assert len(sent) == 2 and sent[1] == sent[0], "retried with the same game_id, win_id and moves"
    assert (verdict["won"], verdict["repeated"]) == (True, True)
    expect(page.get_by_text(f"+{verdict['xp_gained']} xp", exact=True)).to_be_visible()
    expect(page.get_by_role("progressbar")).to_have_attribute("aria-valuenow", "25")
    # One win in the ledger: the learner's xp is that win's, not twice it.
    token = page.evaluate("localStorage.getItem('authToken')")
    stats = page.request.get("/api/v1/profile/stats/", headers={"Authorization": f"Token {token}"}).json()
    assert stats["total_xp"] == verdict["total_xp"] == verdict["xp_gained"]


def test_the_games_speak_russian(page: Page):
    open_the_verse(page)
    page.get_by_role("button", name="RU").click()

    start(page, "Сопоставление", "matching")
    expect(page.get_by_text("Соедините текст каждого аята с его картинкой")).to_be_visible()
    expect(page.get_by_text("Выберите аят, а затем его изображение.")).to_be_visible()
    page.get_by_role("button", name="Назад", exact=True).click()

    cards = start(page, "Память", "memory")["cards"]
    expect(page.get_by_text("Открывайте карточки по две")).to_be_visible()
    grid = page.get_by_role("list", name="Карточки").get_by_role("button")
    positions = defaultdict(list)
    for position, card in enumerate(cards):
        positions[card["name"]].append(position)
    text_card = next(index for index, card in enumerate(cards) if card["text"])
    for first, second in positions.values():
        grid.nth(first).click()
        grid.nth(second).click()
    expect(page.get_by_role("heading", name="Игра пройдена!")).to_be_visible()
    expect(page.get_by_text(cards[text_card]["russian_text"], exact=True)).to_be_visible()
    page.get_by_role("button", name="Назад", exact=True).click()

    start(page, "Аудио", "audio")
    expect(page.get_by_text("Вопрос 1 из 4")).to_be_visible()
    expect(page.get_by_role("button", name="Воспроизвести")).to_be_visible()
