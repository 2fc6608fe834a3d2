"""The makhraj page, where each letter is born: opened from the menu, its throat (al-halq) chosen on the drawing of
the head with its six letters, ع opened and one of its example verses played to its end, and "Where is it born?" won
once and, dealt again in place, lost once by one wrong point. On a 360 × 740 touch phone in Russian, by taps (the
menu folded under its button), and on a desktop in English by the keyboard alone (Tab, Enter and Space).

The right points are read from the practice's own deal, as a learner who knew them would know them."""

import re
from collections.abc import Callable

import pytest
from playwright.sync_api import Browser, Locator, Page, Response, expect

from journeys import PHONE_360, is_call, new_page, sign_in_with_demo_to

PHONE_360_740 = {**PHONE_360, "viewport": {"width": 360, "height": 740}}
DESKTOP = {"viewport": {"width": 1366, "height": 800}}

# 111:2, whose word «عَنْهُ» starts with ع: its recitation is one of the test recitations (conftest.py).
AL_MASAD_2_AUDIO = "/media/audio/6218.wav"
MAX_TABS = 250

TEXT = {
    "en": {
        "profile": "Profile",
        "menu": "Menu",
        "makhraj": "Makhraj",
        "name": "name_en",
        "drawing": "The head in profile, with the areas and points of articulation",
        "halq": "Al-Halq: the throat",
        "panel": "Al-Halq (the throat) الحلق",
        "letters_of": "Letters of point {}",
        "halq_letters": {2: ["ء Hamzah", "ه Ha'"], 3: ["ع 'Ayn", "ح Ḥa'"], 4: ["غ Ghayn", "خ Kha'"]},
        "ain": "ع 'Ayn",
        "born_at": "Born at point 3, Al-Halq",
        "examples": "Hear it in the Qur'an",
        "verse": "Al-Masad 111:2",
        "play": "Play",
        "play_verse": "Play {}",
        "stop": "Stop",
        "start": "Start: Where is it born?",
        "practice": "Where is it born?",
        "question": "Question {} of 4",
        "prompt": "Where is {} born?",
        "point": "Point {}",
        "right": "Right: point {}.",
        "wrong": "Not quite: it is born at point {}.",
        "continue": "Continue",
        "won": "Game Completed!",
        "lost": "Not quite right",
        "try_again": "Try again",
        "done": "Done",
    },
    "ru": {
        "profile": "Профиль",
        "menu": "Меню",
        "makhraj": "Махрадж",
        "name": "name_ru",
        "drawing": "Голова в профиль: области и точки артикуляции",
        "halq": "Аль-Хальк: горло",
        "panel": "Аль-Хальк (горло) الحلق",
        "letters_of": "Буквы точки {}",
        "halq_letters": {2: ["ء Хамза", "ه Ха"], 3: ["ع Айн", "ح Хьа"], 4: ["غ Гайн", "خ Хо"]},
        "ain": "ع Айн",
        "born_at": "Рождается в точке 3, Аль-Хальк",
        "examples": "Послушайте в Коране",
        "verse": "Аль-Масад 111:2",
        "play": "Слушать",
        "play_verse": "Слушать {}",
        "stop": "Стоп",
        "start": "Начать: Где она рождается?",
        "practice": "Где она рождается?",
        "question": "Вопрос {} из 4",
        "prompt": "Где рождается {}?",
        "point": "Точка {}",
        "right": "Верно: точка {}.",
        "wrong": "Не совсем: она рождается в точке {}.",
        "continue": "Продолжить",
        "won": "Игра пройдена!",
        "lost": "Не совсем верно",
        "try_again": "Ещё раз",
        "done": "Готово",
    },
}


def _is_focused(target: Locator) -> bool:
    return target.evaluate("element => element === document.activeElement")


def _keyboard(page: Page) -> Callable[..., None]:
    """Activates a control by the keyboard: Tab forward (round the page) to it, then `key`."""

    def press(target: Locator, key: str = "Enter") -> None:
        expect(target).to_be_visible()
        for _ in range(MAX_TABS):
            if _is_focused(target):
                page.keyboard.press(key)
                return
            page.keyboard.press("Tab")
        raise AssertionError(f"{target} is not reachable with Tab")

    return press


def _finger(page: Page) -> Callable[..., None]:
    """Activates a control by a tap (`key` names the key the keyboard would press; a finger has none)."""

    def tap(target: Locator, key: str = "Enter") -> None:
        target.tap()

    return tap


def _is_audio(path: str) -> Callable[[Response], bool]:
    return lambda response: response.url.endswith(path)


def _fits_the_screen(page: Page) -> None:
    """Nothing runs off the side of the screen."""
    assert page.evaluate("document.documentElement.scrollWidth <= document.documentElement.clientWidth")


def _open_from_the_menu(page: Page, choose, text: dict, folded: bool) -> None:
    """Makhraj chosen in the left menu (of the profile, where signing in led), which a phone folds under its button
    beside the logo."""
    # The path choice stays on the screen while the profile's code loads: its menu would be gone under the finger.
    expect(page.get_by_role("heading", name=text["profile"], level=1)).to_be_visible()
    menu = page.get_by_role("button", name=text["menu"], exact=True)
    entry = page.get_by_role("link", name=text["makhraj"], exact=True)
    if folded:
        expect(entry).to_be_hidden()
        choose(menu)
        expect(menu).to_have_attribute("aria-expanded", "true")
    else:
        expect(menu).to_be_hidden()
    choose(entry)
    expect(page).to_have_url(re.compile(r"/makhraj$"))
    expect(page.get_by_role("heading", name=text["makhraj"], level=1)).to_be_visible()


def _see_the_throat_s_letters(page: Page, choose, text: dict) -> None:
    """Al-Halq chosen on the drawing (Space, where a keyboard is used): its panel lists its three points' six
    letters."""
    drawing = page.get_by_role("group", name=text["drawing"])
    choose(drawing.get_by_role("button", name=text["halq"], exact=True), "Space")
    expect(page).to_have_url(re.compile(r"/makhraj\?area=halq$"))
    expect(drawing.get_by_role("button", name=text["halq"], exact=True)).to_have_attribute("aria-pressed", "true")

    panel = page.get_by_role("region", name=text["panel"])
    # What was chosen shows in the panel (below the drawing on a phone): the focus goes to it.
    expect(panel.get_by_role("heading", name=text["panel"])).to_be_focused()
    expect(panel.get_by_role("button")).to_have_count(6)
    for point, letters in text["halq_letters"].items():
        buttons = panel.get_by_role("group", name=text["letters_of"].format(point)).get_by_role("button")
        expect(buttons).to_have_count(len(letters))
        for index, letter in enumerate(letters):
            expect(buttons.nth(index)).to_have_accessible_name(letter)


def _hear_ain(page: Page, choose, text: dict) -> None:
    """ع opened from the throat's point 3: its card, its verse's link to the verse's study page, and its example in
    111:2 played (its recitation fetched) until it ends, Stop in place of Play meanwhile."""
    panel = page.get_by_role("region", name=text["panel"])
    choose(panel.get_by_role("group", name=text["letters_of"].format(3)).get_by_role("button", name=text["ain"]))
    expect(page).to_have_url(re.compile(r"/makhraj\?letter=ain$"))

    card = page.get_by_role("article", name=text["ain"])
    # The card replaces the list the letter was opened from: the focus follows it.
    expect(card.get_by_role("heading", name=text["ain"])).to_be_focused()
    expect(card.get_by_role("button", name=text["born_at"])).to_be_visible()
    expect(card.get_by_role("heading", name=text["examples"])).to_be_visible()
    expect(page.locator('[data-point="3"]')).to_have_attribute("aria-pressed", "true")

    # Its name as recited in 42:2, then a word that starts with it and one where it carries a sukun, each linked to
    # its verse's study page.
    verses = card.get_by_role("listitem").get_by_role("link")
    expect(verses).to_have_count(3)
    for index, href in enumerate(("/games/42/2", "/games/111/2", "/games/109/2")):
        expect(verses.nth(index)).to_have_attribute("href", href)
    example = card.get_by_role("listitem").filter(has=page.get_by_role("link", name=text["verse"], exact=True))
    play = example.get_by_role("button", name=text["play_verse"].format(text["verse"]), exact=True)
    expect(play).to_have_text(text["play"])
    with page.expect_response(_is_audio(AL_MASAD_2_AUDIO)) as recitation:
        choose(play, "Space")
    assert recitation.value.ok, recitation.value.status
    expect(example.get_by_role("button", name=text["stop"], exact=True)).to_be_visible()
    # The recitation (one second) ends: Play again.
    expect(play).to_be_visible()
    expect(example.get_by_role("button", name=text["stop"], exact=True)).to_have_count(0)


def _play_where_is_it_born(page: Page, choose, text: dict, dealt: dict, wrong_first: bool) -> dict:
    """The four letters placed on their points, the first at the wrong one when `wrong_first`; returns the verdict
    of the grading call, after the result view shows it."""
    questions = dealt["questions"]
    assert len(questions) == 4
    assert dealt["points"] == list(range(1, 18))
    moves = []
    with page.expect_response(is_call("/games/results/")) as graded:
        for index, question in enumerate(questions):
            right = question["right_point"]
            chosen = right % 17 + 1 if wrong_first and index == 0 else right
            expect(page.get_by_text(text["question"].format(index + 1), exact=True)).to_be_visible()
            prompt = f"{question['glyph']} {text['prompt'].format(question[text['name']])}"
            expect(page.get_by_role("heading", name=prompt)).to_be_visible()
            choose(page.get_by_role("button", name=text["point"].format(chosen), exact=True))
            moves.append({"question": question["id"], "point": chosen})
            verdict = text["right"] if chosen == right else text["wrong"]
            said = re.compile(f"^{re.escape(verdict.format(right))}$")
            expect(page.get_by_role("status").filter(has_text=said)).to_be_visible()
            if index < len(questions) - 1:
                next_question = page.get_by_role("button", name=text["continue"], exact=True)
                # The keyboard stays in the game: on Continue, then on the next question.
                expect(next_question).to_be_focused()
                choose(next_question)
        result = text["lost"] if wrong_first else text["won"]
        expect(page.get_by_role("heading", name=result)).to_be_focused()
    assert graded.value.request.post_data_json["moves"] == moves
    return graded.value.json()


def _start(page: Page, choose, button: Locator) -> dict:
    with page.expect_response(is_call("/games/makhraj_point/")) as dealt:
        choose(button)
    assert dealt.value.ok, dealt.value.status
    return dealt.value.json()


def _win_then_lose_where_is_it_born(page: Page, choose, text: dict) -> None:
    """Won from the page's Start, then dealt again in place by Try again and lost by one wrong point; Done leads
    back to the guide."""
    dealt = _start(page, choose, page.get_by_role("button", name=text["start"], exact=True))
    expect(page).to_have_url(re.compile(r"/makhraj\?practice=point$"))
    # The button pressed is gone: the practice's heading takes the keyboard.
    expect(page.get_by_role("heading", name=text["practice"], level=2)).to_be_focused()
    won = _play_where_is_it_born(page, choose, text, dealt, wrong_first=False)
    assert (won["won"], won["mistakes"]) == (True, 0)

    result = page.get_by_role("region", name=text["won"])
    again = _start(page, choose, result.get_by_role("button", name=text["try_again"], exact=True))
    assert again["game_id"] != dealt["game_id"]
    expect(page).to_have_url(re.compile(r"/makhraj\?practice=point$"))
    expect(page.get_by_role("heading", name=text["practice"], level=2)).to_be_focused()
    lost = _play_where_is_it_born(page, choose, text, again, wrong_first=True)
    assert (lost["won"], lost["mistakes"]) == (False, 1)

    choose(page.get_by_role("region", name=text["lost"]).get_by_role("button", name=text["done"], exact=True))
    expect(page).to_have_url(re.compile(r"/makhraj$"))
    expect(page.get_by_role("button", name=text["start"], exact=True)).to_be_visible()


@pytest.mark.parametrize(
    ("lang", "screen", "hand"),
    [("ru", PHONE_360_740, _finger), ("en", DESKTOP, _keyboard)],
    ids=["phone-ru-taps", "desktop-en-keyboard"],
)
def test_makhraj_from_the_menu_to_a_win_and_a_loss(browser: Browser, base_url: str, lang: str, screen: dict, hand):
    page = new_page(browser, base_url, **screen)
    try:
        text = TEXT[lang]
        choose = hand(page)
        sign_in_with_demo_to(page, "/profile", lang)

        _open_from_the_menu(page, choose, text, folded=screen is PHONE_360_740)
        _see_the_throat_s_letters(page, choose, text)
        _hear_ain(page, choose, text)
        _fits_the_screen(page)
        _win_then_lose_where_is_it_born(page, choose, text)
        _fits_the_screen(page)
    finally:
        page.context.close()
