"""A hifz plan as a new learner lives it, on a 360-pixel touch phone in Russian: from the level map's "Хифз на сегодня"
card they make a plan for Juz 'Amma, add Friday so that every day of the week is a study day (the test does not depend
on the day it runs), and the forecast works out the date they will finish by. Saved, the plan opens today: the sabaq is
An-Nas 114:1–6, the sabqi and the manzil are empty and so already done. The learner memorises the six verses and recites
them from memory from the sabaq's "Прочитать" link; back on /today through the account menu, every part is done and so
is the day, as the level map's card says too. The app's clock moved a day on (the clock_ahead fixture, which starts the
day at noon), the next day's sabaq follows on: Al-Falaq 113:1–5 and Al-Ikhlas 112:1–4 to learn, with yesterday's An-Nas
to recite as the sabqi. No page is wider than the phone.

The verses are memorised with the plain progress call (+25 a call, no game) rather than by winning 24 games through the
UI, which other tests cover (journeys.memorise_the_verse); the recitation is the learner's own, through the UI.
"""

import re
from datetime import date, timedelta

from playwright.sync_api import Locator, Page, Response, expect

from journeys import is_call, sign_in_with_demo_to
from test_recitation import is_passage_call

# Day names and month names (in the genitive, as a date declines them) as Russian writes a day in full, Monday first.
RU_WEEKDAYS = ["понедельник", "вторник", "среда", "четверг", "пятница", "суббота", "воскресенье"]
RU_MONTHS = [
    "января",
    "февраля",
    "марта",
    "апреля",
    "мая",
    "июня",
    "июля",
    "августа",
    "сентября",
    "октября",
    "ноября",
    "декабря",
]

SABAQ = "Сабак: новый урок"
SABQI = "Сабки: последние уроки"
MANZIL = "Манзиль: выученное ранее"
DONE, TO_DO = "Готово", "Осталось"
AN_NAS = "Ан-Нас 114:1–6"


def russian_date(day: date) -> str:
    """A day as a Russian sentence names it: "8 февраля 2027 г.", "г." bound to the year by a no-break space."""
    return f"{day.day} {RU_MONTHS[day.month - 1]} {day.year}\u00a0г."


def russian_day(day: date) -> str:
    """A day as Russian names it in full: "понедельник, 8 февраля 2027 г."."""
    return f"{RU_WEEKDAYS[day.weekday()]}, {russian_date(day)}"


def is_today_call(response: Response) -> bool:
    return is_call("/plan/today/", "GET")(response)


def is_forecast_of_every_day(response: Response) -> bool:
    """The forecast asked for a plan studied on all seven days of the week."""
    return is_call("/plan/forecast/")(response) and len(set(response.request.post_data_json["study_weekdays"])) == 7


def verse_of(reference: dict) -> str:
    return f"{reference['surah_id']}:{reference['ayah_id']}"


def ranges_of(today: dict, part: str) -> list[str]:
    """A part's passages in today's call, as "114:1-114:6"."""
    (found,) = [each for each in today["parts"] if each["part"] == part]
    return [f"{verse_of(passage['from_verse'])}-{verse_of(passage['to_verse'])}" for passage in found["ranges"]]


def part(page: Page, name: str) -> Locator:
    """One of the day's three parts, the region its heading names."""
    return page.get_by_role("region", name=name, exact=True)


def expect_part(page: Page, name: str, badge: str) -> Locator:
    """The part, shown with its badge: DONE or TO_DO."""
    region = part(page, name)
    expect(region.get_by_text(badge, exact=True)).to_be_visible()
    expect(region.get_by_text(DONE if badge == TO_DO else TO_DO, exact=True)).to_have_count(0)
    return region


def today_card(page: Page) -> Locator:
    """The level map's card of today's hifz."""
    return page.get_by_role("region", name="Хифз на сегодня", exact=True)


def expect_parts(card: Locator, names: list[str]) -> None:
    """The card's parts, each named with whether it is done."""
    parts = card.get_by_role("listitem")
    expect(parts).to_have_count(len(names))
    for index, name in enumerate(names):
        expect(parts.nth(index)).to_have_accessible_name(name)


def make_an_every_day_juz_amma_plan(page: Page) -> dict:
    """From the level map's card: Juz 'Amma (the default), half a page a day (the default), Friday added to the
    default days so that all seven are studied. The forecast's answer for that plan."""
    # Above the map on a phone, the card is one row: its title and a short button.
    today_card(page).get_by_role("link", name="Составить", exact=True).tap()
    expect(page).to_have_url(re.compile(r"/plan$"))
    expect(page.get_by_role("radio", name="Джуз Амма (30-й джуз)", exact=True)).to_be_checked()

    days = page.get_by_role("group", name="Учебные дни", exact=True)
    for weekday in ["пн", "вт", "ср", "чт", "сб", "вс"]:
        expect(days.get_by_role("checkbox", name=weekday, exact=True)).to_be_checked()
    friday = days.get_by_role("checkbox", name="пт", exact=True)
    expect(friday).not_to_be_checked()
    # The checkbox itself is hidden under its label, the toggle a finger taps.
    with page.expect_response(is_forecast_of_every_day) as answered:
        days.get_by_text("пт", exact=True).tap()
    expect(friday).to_be_checked()
    return answered.value.json()


def memorise_by_the_progress_call(page: Page, chapter: int, verses: range) -> None:
    """Each verse taken to 100 with four plain progress calls (+25 each, no game), made with the learner's own token
    as the app makes its calls: winning the 24 games through the UI would take minutes, and the games have tests of
    their own."""
    token = page.evaluate("localStorage.getItem('authToken')")
    for verse in verses:
        for _ in range(4):
            answer = page.request.post(
                "/api/v1/auth/profile/progress/",
                data={"surah_id": chapter, "ayah_id": verse},
                headers={"Authorization": f"Token {token}"},
            )
            assert answer.ok, answer.text()
        assert answer.json()["ayah_progress"]["progress"] == 100


def recite_an_nas_from_memory(page: Page) -> None:
    """The sabaq's "Прочитать" link followed: each of An-Nas's six verses shown whole as it is said, the recitation
    finished and sent, without a slip."""
    with page.expect_response(is_passage_call):
        part(page, SABAQ).get_by_role("link", name=f"Прочитать: {AN_NAS}", exact=True).tap()
    expect(page).to_have_url(re.compile(r"/recite\?from=114%3A1&to=114%3A6$"))
    session = page.get_by_role("region", name=AN_NAS, exact=True)
    whole_verse = page.get_by_role("button", name="Весь аят", exact=True)
    for verse in range(1, 7):
        expect(session.get_by_text(f"Аят {verse} из 6 · Ан-Нас 114:{verse}", exact=True)).to_be_visible()
        whole_verse.tap()
    expect(session.get_by_text("Все слова открыты: завершите, чтобы увидеть ошибки.")).to_be_visible()
    with page.expect_response(is_call("/recitations/")) as recorded:
        page.get_by_role("button", name="Завершить", exact=True).tap()
    assert recorded.value.ok, recorded.value.text()
    summary = page.get_by_role("region", name="Чтение завершено", exact=True)
    expect(summary.get_by_text(f"{AN_NAS}: прочитано 6 аятов.")).to_be_visible()
    expect(summary.get_by_text("Без ошибок: прочитано чисто.")).to_be_visible()


def open_today_from_the_account_menu(page: Page) -> dict:
    """/today, opened from the account menu; today's call."""
    page.get_by_role("button", name="Меню аккаунта", exact=True).tap()
    with page.expect_response(is_today_call) as answered:
        page.get_by_role("menuitem", name="Хифз на сегодня", exact=True).tap()
    expect(page).to_have_url(re.compile(r"/today$"))
    return answered.value.json()["today"]


def expect_fits_the_phone(page: Page) -> None:
    """Nothing on the page is wider than the 360-pixel phone: it does not scroll sideways."""
    width = page.evaluate("document.documentElement.scrollWidth")
    assert width <= 360, f"{page.url} is {width} px wide on a 360 px phone"


def test_on_a_phone_in_russian_a_juz_amma_plan_s_first_day_is_done_and_the_next_day_follows_on(
    phone_360: Page, clock_ahead
):
    page = phone_360
    # Noon of today on the app's clock: the learner's day cannot turn under the test.
    clock_ahead(0)
    sign_in_with_demo_to(page, "/levels", "ru")

    # The plan made: every day of the week a study day, and the date the forecast works out for it.
    forecast = make_an_every_day_juz_amma_plan(page)
    first_day = date.fromisoformat(forecast["first_day"])
    finish_on = date.fromisoformat(forecast["finish_on"])
    # Every day studied, the last of the study days needed is that many days on, counting the first.
    assert finish_on == first_day + timedelta(days=forecast["study_days_needed"] - 1), forecast
    worked_out = page.locator("section").filter(has=page.get_by_role("heading", name="Что получается", exact=True))
    expect(worked_out).to_contain_text(
        re.compile(
            rf"[\d,]+ стр\. ÷ 0,5 стр\. в день = {forecast['study_days_needed']} учебн(ый день|ых дня|ых дней)\."
        )
    )
    expect(worked_out).to_contain_text(f"При 7 учебных днях в неделю вы закончите к {russian_date(finish_on)}")
    expect_fits_the_phone(page)
    with page.expect_response(is_today_call) as answered:
        page.get_by_role("button", name="Сохранить план", exact=True).tap()
    expect(page).to_have_url(re.compile(r"/today$"))

    # Day 1: An-Nas to learn; nothing learned yet to go over, so the sabqi and the manzil are done already.
    today = answered.value.json()["today"]
    day = date.fromisoformat(today["day"])
    assert day == first_day
    assert ranges_of(today, "sabaq") == ["114:1-114:6"], today["parts"]
    assert ranges_of(today, "sabqi") == ranges_of(today, "manzil") == [], today["parts"]
    expect(page.get_by_text(russian_day(day), exact=True)).to_be_visible()
    sabaq = expect_part(page, SABAQ, TO_DO)
    expect(sabaq).to_contain_text("Выучено 0 из 6 · прочитано 0 из 6")
    for action, to in [("Учить", "/games/114/1"), ("Слушать", "/karaoke/114/1")]:
        expect(sabaq.get_by_role("link", name=f"{action}: {AN_NAS}", exact=True)).to_have_attribute("href", to)
    expect_part(page, SABQI, DONE)
    expect_part(page, MANZIL, DONE)
    expect(page.get_by_text(f"В таком темпе вы закончите к {russian_date(finish_on)}", exact=True)).to_be_visible()
    expect_fits_the_phone(page)

    # Learned, the sabaq still waits for its recitation from memory.
    memorise_by_the_progress_call(page, 114, range(1, 7))
    page.reload()
    expect(expect_part(page, SABAQ, TO_DO)).to_contain_text("Выучено 6 из 6 · прочитано 0 из 6")

    # Recited, it is done, and so is the day.
    recite_an_nas_from_memory(page)
    today = open_today_from_the_account_menu(page)
    assert today["done"] is True, today
    expect(expect_part(page, SABAQ, DONE)).to_contain_text("Выучено 6 из 6 · прочитано 6 из 6")
    expect_part(page, SABQI, DONE)
    expect_part(page, MANZIL, DONE)
    expect(page.get_by_role("status").filter(has_text="Хифз на сегодня выполнен.")).to_be_visible()
    expect(page.get_by_text("1 день плана подряд", exact=True)).to_be_visible()
    page.goto("/levels")
    card = today_card(page)
    expect_parts(card, ["Сабак: Готово", "Сабки: Готово", "Манзиль: Готово"])

    # Day 2: the next lesson of Juz 'Amma along Hafiz's path, and yesterday's lesson to go over.
    clock_ahead(1)
    with page.expect_response(is_today_call) as answered:
        page.reload()
    today = answered.value.json()["today"]
    assert date.fromisoformat(today["day"]) == day + timedelta(days=1)
    assert ranges_of(today, "sabaq") == ["113:1-113:5", "112:1-112:4"], today["parts"]
    assert ranges_of(today, "sabqi") == ["114:1-114:6"], today["parts"]
    assert ranges_of(today, "manzil") == [], today["parts"]
    card = today_card(page)
    expect_parts(card, ["Сабак: Осталось", "Сабки: Осталось", "Манзиль: Готово"])
    card.get_by_role("link", name="Открыть", exact=True).tap()
    expect(page).to_have_url(re.compile(r"/today$"))

    expect(page.get_by_text(russian_day(day + timedelta(days=1)), exact=True)).to_be_visible()
    expect(page.get_by_text("Хифз на сегодня выполнен.")).to_have_count(0)
    sabaq = expect_part(page, SABAQ, TO_DO)
    expect(sabaq).to_contain_text("Выучено 0 из 9 · прочитано 0 из 9")
    for title in ["Аль-Фаляк 113:1–5", "Аль-Ихляс 112:1–4"]:
        expect(sabaq.get_by_role("link", name=f"Прочитать: {title}", exact=True)).to_be_visible()
    sabqi = expect_part(page, SABQI, TO_DO)
    expect(sabqi).to_contain_text("Прочитано 0 из 6")
    expect(sabqi.get_by_role("link", name=f"Прочитать: {AN_NAS}", exact=True)).to_have_attribute(
        "href", "/recite?from=114%3A1&to=114%3A6"
    )
    expect_part(page, MANZIL, DONE)
    expect_fits_the_phone(page)
