"""Reciting from memory as a learner lives it: Al-Ikhlas memorised by winning its games and recited clean once (each
verse's first review), days going by (the age_review_schedule command), then recited again with its words hidden. On
a 390-pixel touch phone in Russian, today's review is recited from the review page's link: the first word shown, the
next one forgotten (the "Forgot" prompt shows it), the rest shown verse by verse; the summary lights the forgotten
word, rates its verse Again (back in 10 minutes) and the others Good, and a day later that verse alone is due. On a
desktop in English, 112:1–4 is recited with the keys (Space the next word, 1 "Forgot", Enter the whole verse), its two
verses not memorised yet named as getting no review.

As in test_review, the games are won with the right answers read from their own API responses; the words are read
from the recitation's passage call, as a learner who knew the surah would know them.
"""

import re
from datetime import timedelta

from playwright.sync_api import Browser, Page, Response, expect

from journeys import (
    PHONE,
    answer_audio,
    is_call,
    new_page,
    play_one_verse_matching,
    play_one_verse_memory,
    sign_in_with_demo_to,
    solve_shuffling,
    win_on_the_game_page,
)
from test_review import api_get, at, signed_in_user_id
from testing_support.app_server import manage

CHAPTER = 112
# A verse's first review (its first recitation) rates a new FSRS card: Good brings it back in 2 days (no learning
# steps: hafiz/review/scheduler.py). Three days on, it is due again, now a card in review, which Again sends to its
# 10-minute relearning step.
DAYS_AFTER_THE_FIRST_REVIEW = 3


def memorise_on_its_own(page: Page, chapter: int, verse: int) -> None:
    """journeys.memorise_the_verse for any verse of a surah: past the first, the game page deals its games on the
    verses up to it, so 'Number of ayahs' is set to 1 first and the four games are won on the verse alone."""
    page.goto(f"/games/{chapter}/{verse}")
    page.get_by_role("combobox", name="Number of ayahs:").select_option("1")
    win_on_the_game_page(page, "Shuffling", "shuffling", lambda data: solve_shuffling(page, data["levels"][0]))
    win_on_the_game_page(page, "Memory", "memory", lambda data: play_one_verse_memory(page, data))
    win_on_the_game_page(page, "Audio", "audio", lambda data: answer_audio(page, data))
    win_on_the_game_page(page, "Matching", "matching", lambda data: play_one_verse_matching(page, data))
    expect(page.get_by_role("progressbar", name="Progress")).to_have_attribute("aria-valuenow", "100")


def is_passage_call(response: Response) -> bool:
    return "/api/v1/recitations/passage/?" in response.url and response.request.method == "GET"


def words_of(passage: Response) -> dict[int, list[str]]:
    """Each verse's words, by its number in the surah, as the recitation's passage call gave them."""
    return {verse["ayah_id"]: verse["words"] for verse in passage.json()["verses"]}


def reviews_of(recorded: Response) -> dict[int, dict]:
    """Each verse's review (rating, due), by its number in the surah, as the recitation's call answered it."""
    return {verse["ayah_id"]: verse for verse in recorded.json()["verses"]}


def due_now(page: Page) -> list[tuple[int, int]]:
    """The verses due for review now, as (chapter, verse), in the mushaf's order."""
    return sorted((due["surah_id"], due["ayah_id"]) for due in api_get(page, "/review/today/")["due"])


def days_go_by(app_env: dict[str, str], user_id: str, days: int) -> None:
    manage(app_env, "age_review_schedule", "--user", user_id, "--days", str(days))


def recite_clean(page: Page, path: str, verses: int) -> Response:
    """A recitation of the passage at `path` without a slip, each of its `verses` shown whole by its button and
    finished; the recitation's call answered."""
    page.goto(path)
    whole_verse = page.get_by_role("button", name="Whole verse", exact=True)
    for _ in range(verses):
        whole_verse.click()
    expect(page.get_by_text("Every word is shown: finish to see your slips.")).to_be_visible()
    with page.expect_response(is_call("/recitations/")) as recorded:
        page.get_by_role("button", name="Finish", exact=True).click()
    expect(page.get_by_role("heading", name="Recitation finished")).to_be_visible()
    expect(page.get_by_text("No slips: recited clean.")).to_be_visible()
    return recorded.value


def test_on_a_phone_in_russian_a_forgotten_word_brings_its_verse_back_sooner(
    page: Page, browser: Browser, base_url: str, app_env: dict[str, str]
):
    """The learner memorised the surah at their computer and recited it there; days on, they recite today's review on
    their phone."""
    sign_in_with_demo_to(page, "/games/112/1")
    for verse in range(1, 5):
        memorise_on_its_own(page, CHAPTER, verse)
    first = recite_clean(page, "/recite?from=112:1&to=112:4", 4)
    assert [review["rating"] for review in reviews_of(first).values()] == ["good"] * 4
    user_id = signed_in_user_id(page, app_env)
    days_go_by(app_env, user_id, DAYS_AFTER_THE_FIRST_REVIEW)
    assert due_now(page) == [(CHAPTER, verse) for verse in range(1, 5)]

    phone = new_page(browser, base_url, storage_state=page.context.storage_state(), **PHONE)
    try:
        phone.goto("/review?lng=ru")
        with phone.expect_response(is_passage_call) as passage:
            phone.get_by_role("link", name="Вместо игр прочитать их наизусть", exact=True).tap()
        expect(phone).to_have_url(re.compile(r"/recite\?review$"))
        words = words_of(passage.value)
        assert list(words) == [1, 2, 3, 4]
        session = phone.get_by_role("region", name="Сегодняшнее повторение", exact=True)
        expect(session.get_by_text("Аят 1 из 4 · Аль-Ихляс 112:1", exact=True)).to_be_visible()
        shown = session.locator('[data-verse="112:1"]').get_by_role("button")
        expect(shown).to_have_count(0)

        # The first word said; the second does not come, and "Forgot" shows it, marked.
        phone.get_by_role("button", name="Следующее слово", exact=True).tap()
        expect(shown).to_have_count(1)
        phone.get_by_role("button", name="Забыто", exact=True).tap()
        expect(shown).to_have_count(2)
        forgotten = words[1][1]
        expect(shown.nth(1)).to_have_accessible_name(f"{forgotten} (Забыто)")

        # The rest recited clean, a verse at a time, until every word is shown.
        whole_verse = phone.get_by_role("button", name="Весь аят", exact=True)
        for verse in range(2, 5):
            whole_verse.tap()
            expect(session.get_by_text(f"Аят {verse} из 4 · Аль-Ихляс 112:{verse}", exact=True)).to_be_visible()
        whole_verse.tap()
        expect(session.get_by_text("Все слова открыты: завершите, чтобы увидеть ошибки.")).to_be_visible()
        expect(whole_verse).to_be_disabled()

        with phone.expect_response(is_call("/recitations/")) as recorded:
            phone.get_by_role("button", name="Завершить", exact=True).tap()
        summary = phone.get_by_role("region", name="Чтение завершено", exact=True)
        expect(summary.get_by_text("Сегодняшнее повторение: прочитано 4 аята.")).to_be_visible()
        expect(summary.get_by_text(re.compile(r"^\+4 xp"))).to_be_visible()
        expect(summary.get_by_text("1 ошибка:")).to_be_visible()

        slipped = summary.get_by_role("listitem")
        expect(slipped).to_have_count(1)
        expect(slipped.get_by_text("Аль-Ихляс 112:1", exact=True)).to_be_visible()
        expect(slipped.get_by_text("Заново", exact=True)).to_be_visible()
        expect(slipped.get_by_text("следующее повторение через 10 минут", exact=True)).to_be_visible()
        lit = slipped.locator('mark[data-slips="forgot"]')
        expect(lit).to_have_count(1)
        expect(lit).to_have_text(f"{forgotten} (Забыто)")

        # The verses without a slip, folded: each Good, and back later than the forgotten one.
        clean = summary.locator("details")
        clean.get_by_text("3 аята без ошибок", exact=True).tap()
        for verse in (2, 3, 4):
            item = clean.get_by_role("listitem").filter(has_text=f"Аль-Ихляс 112:{verse}")
            expect(item.get_by_text("Хорошо", exact=True)).to_be_visible()
            expect(item.get_by_text(re.compile(r"^следующее повторение "))).to_be_visible()
            expect(item.get_by_text("следующее повторение через 10 минут")).to_have_count(0)
        phone.screenshot(path="/tmp/recitation-ru-phone.png", full_page=True)

        reviews = reviews_of(recorded.value)
        assert [reviews[verse]["rating"] for verse in range(1, 5)] == ["again", "good", "good", "good"]
        recited_at = at(recorded.value.json()["recited_at"])
        assert at(reviews[1]["due"]) == recited_at + timedelta(minutes=10)
        assert all(at(reviews[verse]["due"]) > recited_at + timedelta(days=1) for verse in (2, 3, 4))
        assert due_now(phone) == []

        # A day on, the forgotten verse alone is due, and today's review recites it alone.
        days_go_by(app_env, user_id, 1)
        assert due_now(phone) == [(CHAPTER, 1)]
        phone.goto("/recite?review")
        expect(phone.get_by_text("Аят 1 из 1 · Аль-Ихляс 112:1", exact=True)).to_be_visible()
    finally:
        phone.context.close()


def test_on_a_desktop_the_keys_show_the_words_and_mark_the_forgotten_one(page: Page, app_env: dict[str, str]):
    """112:1 and 112:2 memorised and recited clean once; days on, 112:1–4 recited with the keys (Space, 1, Enter),
    then finished."""
    sign_in_with_demo_to(page, "/games/112/1")
    for verse in (1, 2):
        memorise_on_its_own(page, CHAPTER, verse)
    recite_clean(page, "/recite?from=112:1&to=112:2", 2)
    days_go_by(app_env, signed_in_user_id(page, app_env), DAYS_AFTER_THE_FIRST_REVIEW)

    with page.expect_response(is_passage_call) as passage:
        page.goto("/recite?from=112:1&to=112:4")
    words = words_of(passage.value)
    session = page.get_by_role("region", name="Al-Ikhlas 112:1–4", exact=True)
    expect(session.get_by_text("Verse 1 of 4 · Al-Ikhlas 112:1", exact=True)).to_be_visible()
    shown = session.locator('[data-verse="112:1"]').get_by_role("button")
    expect(shown).to_have_count(0)

    # Space shows the first word; 1 ("Forgot") the next one, marked.
    page.keyboard.press("Space")
    expect(shown).to_have_count(1)
    page.keyboard.press("Digit1")
    expect(shown).to_have_count(2)
    forgotten = words[1][1]
    expect(shown.nth(1)).to_have_accessible_name(f"{forgotten} (Forgot)")

    # Enter shows the rest of each verse.
    for verse in range(2, 5):
        page.keyboard.press("Enter")
        expect(session.get_by_text(f"Verse {verse} of 4 · Al-Ikhlas 112:{verse}", exact=True)).to_be_visible()
    page.keyboard.press("Enter")
    expect(session.get_by_text("Every word is shown: finish to see your slips.")).to_be_visible()

    with page.expect_response(is_call("/recitations/")) as recorded:
        page.get_by_role("button", name="Finish", exact=True).click()
    summary = page.get_by_role("region", name="Recitation finished", exact=True)
    expect(summary.get_by_role("heading", name="Recitation finished")).to_be_focused()
    expect(summary.get_by_text("Al-Ikhlas 112:1–4: 4 verses recited.")).to_be_visible()
    expect(summary.get_by_text(re.compile(r"^\+4 xp"))).to_be_visible()
    expect(summary.get_by_text("1 slip:")).to_be_visible()

    slipped = summary.get_by_role("listitem")
    expect(slipped).to_have_count(1)
    expect(slipped.get_by_text("Al-Ikhlas 112:1", exact=True)).to_be_visible()
    expect(slipped.get_by_text("Again", exact=True)).to_be_visible()
    expect(slipped.get_by_text("next review in 10 minutes", exact=True)).to_be_visible()
    lit = slipped.locator('mark[data-slips="forgot"]')
    expect(lit).to_have_count(1)
    expect(lit).to_have_text(f"{forgotten} (Forgot)")

    clean = summary.locator("details")
    clean.get_by_text("3 verses without a slip", exact=True).click()
    memorised = clean.get_by_role("listitem").filter(has_text="Al-Ikhlas 112:2")
    expect(memorised.get_by_text("Good", exact=True)).to_be_visible()
    expect(memorised.get_by_text(re.compile(r"^next review in \d+ days$"))).to_be_visible()
    for verse in (3, 4):
        not_memorised = clean.get_by_role("listitem").filter(has_text=f"Al-Ikhlas 112:{verse}")
        expect(not_memorised.get_by_text("not memorised yet: no review", exact=True)).to_be_visible()

    reviews = reviews_of(recorded.value)
    assert [reviews[verse]["rating"] for verse in range(1, 5)] == ["again", "good", None, None]
    assert at(reviews[1]["due"]) < at(reviews[2]["due"])
