""" "Which one?", the drill of look-alike verses. From 2:35's learn card it is won by keyboard alone, in
English and in Russian; on a phone, in Russian, a wrong pick sets 2:35 and 7:19 side by side with the words that
tell them apart lit, the drill is lost, and the pair then shows on the profile, whose link drills the two again."""

import re

import pytest
from playwright.sync_api import Page, expect

from journeys import is_call, sign_in_with_demo_to

TEXT = {
    "en": {
        "drill": "Which one? Practise telling them apart",
        "answers": "Answers",
        "right": "Right!",
        "continue": "Continue",
        "won": "Game Completed!",
        "xp": "+{} xp",
        "back": "Back to the verse",
    },
    "ru": {
        "drill": "Какой из них? Потренируйтесь различать",
        "answers": "Ответы",
        "right": "Верно!",
        "continue": "Продолжить",
        "won": "Игра пройдена!",
        "xp": "+{} опыта",
        "back": "К аяту",
    },
}


def _position(question: dict, option_id: int) -> int:
    """The option's place in the list, from 1 (its number key)."""
    return [option["id"] for option in question["options"]].index(option_id) + 1


def _named(question: dict) -> str:
    return f"{question['named']['surah_id']}:{question['named']['ayah_id']}"


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_the_drill_is_won_by_keyboard_from_the_learn_card(page: Page, lang: str):
    text = TEXT[lang]
    sign_in_with_demo_to(page, "/games/2/35", lang)
    link = page.get_by_role("link", name=text["drill"])
    link.scroll_into_view_if_needed()

    with page.expect_response(is_call("/games/which_one/")) as dealt:
        link.focus()
        page.keyboard.press("Enter")
    expect(page).to_have_url(re.compile(r"/drill/2/35$"))
    drill = dealt.value.json()
    questions = drill["questions"]
    assert len(questions) >= 2

    expect(page.get_by_role("list", name=text["answers"])).to_be_visible()
    with page.expect_response(is_call("/games/results/")) as graded:
        for index, question in enumerate(questions):
            prompt = page.get_by_role("heading", name=re.compile(rf"{re.escape(_named(question))}\?$"))
            expect(prompt).to_be_visible()
            page.keyboard.press(str(_position(question, question["right_option"])))
            expect(page.get_by_text(text["right"], exact=True)).to_be_visible()
            if index < len(questions) - 1:
                expect(page.get_by_role("button", name=text["continue"], exact=True)).to_be_focused()
                page.keyboard.press("Enter")
                expect(prompt).not_to_be_visible()
        expect(page.get_by_role("heading", name=text["won"])).to_be_focused()
    verdict = graded.value.json()
    assert (verdict["won"], verdict["mistakes"]) == (True, 0)
    # A first win pays 10; on a day whose quests the win finishes (drawn per learner and date), a quest's 5 more.
    assert next((event["reason"], event["amount"]) for event in verdict["xp_events"]) == ("first_win", 10)
    assert verdict["xp_gained"] == sum(event["amount"] for event in verdict["xp_events"])
    assert graded.value.request.post_data_json["moves"] == [
        {"question": question["id"], "option": question["right_option"]} for question in questions
    ]
    expect(page.get_by_text(text["xp"].format(verdict["xp_gained"]), exact=True)).to_be_visible()

    page.keyboard.press("Tab")
    expect(page.get_by_role("button", name=text["back"])).to_be_focused()
    page.keyboard.press("Enter")
    expect(page).to_have_url(re.compile(r"/games/2/35$"))


def test_a_wrong_pick_sets_the_two_verses_side_by_side_and_the_pair_shows_on_the_profile(phone: Page):
    sign_in_with_demo_to(phone, "/profile", "ru")
    confused = phone.get_by_role("region", name="Аяты, которые вы путаете")
    expect(confused.get_by_text(re.compile(r"^Пока нет\."))).to_be_visible()

    with phone.expect_response(is_call("/games/which_one/")) as dealt:
        phone.goto("/drill/2/35?with=7:19")
    expect(phone.get_by_role("heading", name="Аль-Бакара 2:35 и Аль-А‘раф 7:19")).to_be_visible()
    questions = dealt.value.json()["questions"]
    answers = phone.get_by_role("list", name="Ответы")

    first, *others = questions
    wrong = next(option for option in first["options"] if option["id"] != first["right_option"])
    answers.get_by_role("button").nth(_position(first, wrong["id"]) - 1).click()
    taken_for = f"{wrong['surah_id']}:{wrong['ayah_id']}"
    expect(phone.get_by_text(re.compile(rf"^Не этот: это слова аята .* {taken_for}\.$"))).to_be_visible()
    compared = phone.get_by_role("group", name="Два аята рядом")
    asked = re.escape(_named(first))
    expect(compared.get_by_role("heading", name=re.compile(rf"^Спрошен: .* {asked}$"))).to_be_visible()
    expect(compared.get_by_role("heading", name=re.compile(rf"^Принят за него: .* {taken_for}$"))).to_be_visible()
    # Both verses are there, each with its own differing words lit, and nothing runs off the phone's screen.
    verses = compared.get_by_role("region")
    expect(verses).to_have_count(2)
    for index in range(2):
        expect(verses.nth(index).locator("mark").first).to_contain_text("(отличается)")
    assert phone.evaluate("document.documentElement.scrollWidth") == phone.viewport_size["width"]

    with phone.expect_response(is_call("/games/results/")) as graded:
        for question in others:
            phone.get_by_role("button", name="Продолжить", exact=True).click()
            expect(phone.get_by_role("heading", name=re.compile(rf"{re.escape(_named(question))}\?$"))).to_be_visible()
            answers.get_by_role("button").nth(_position(question, question["right_option"]) - 1).click()
        expect(phone.get_by_role("heading", name="Не совсем верно")).to_be_visible()
    assert (graded.value.json()["won"], graded.value.json()["mistakes"]) == (False, 1)

    phone.goto("/profile")
    pair = confused.get_by_role("listitem")
    expect(pair).to_have_count(1)
    expect(pair).to_contain_text("Аль-Бакара 2:35 и Аль-А‘раф 7:19")
    expect(pair).to_contain_text("перепутано 1 раз")
    pair.get_by_role("link", name=re.compile("^Тренировать Аль-Бакара 2:35 и Аль-А‘раф 7:19")).click()
    expect(phone).to_have_url(re.compile(r"/drill/2/35\?with=7(:|%3A)19$"))
    expect(phone.get_by_role("heading", name="Аль-Бакара 2:35 и Аль-А‘раф 7:19")).to_be_visible()
