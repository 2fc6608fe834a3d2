"""The Hifz player as a learner uses it: a range repeated with pauses, followed verse by verse and word by word,
remembered across a reload, then hide mode. The recitations are the generated 1-second tones (conftest)."""

import itertools
import re
import unicodedata

from playwright.sync_api import Page, expect

from journeys import sign_in_with_demo

PAUSE_MS = 1000
TOLERANCE_MS = 300

# Records, with performance.now(), every change of the player's phase, step and lit word, and which verse is lit
# in the text: the page's own clock, so the measured pauses are the page's, not the test's.
RECORD_PLAYER = """
() => {
  const player = document.querySelector('[data-phase]');
  const log = (window.playerLog = []);
  const note = () => {
    const lit = document.querySelector('[data-verse][aria-current="true"]');
    const entry = {
      at: performance.now(),
      phase: player.dataset.phase,
      chapter: player.dataset.chapter,
      verse: player.dataset.verse,
      repeat: player.dataset.repeat,
      word: player.dataset.word,
      litVerse: lit && lit.dataset.verse,
    };
    const last = log[log.length - 1];
    const keys = ['phase', 'chapter', 'verse', 'repeat', 'word', 'litVerse'];
    if (!last || keys.some((key) => last[key] !== entry[key])) log.push(entry);
  };
  new MutationObserver(note).observe(player, {
    attributes: true,
    subtree: true,
    attributeFilter: ['data-phase', 'data-chapter', 'data-verse', 'data-repeat', 'data-word', 'aria-current'],
  });
  note();
}
"""


def _player(page: Page):
    return page.get_by_role("region", name=re.compile("^Hifz player"))


def _steps(log: list[dict]) -> list[dict]:
    """Each played step: when it started playing, when its pause began (if any), its verse and repeat, the words lit."""
    steps: list[dict] = []
    for entry in log:
        if entry["phase"] == "playing":
            key = (entry["verse"], entry["repeat"])
            if not steps or steps[-1]["key"] != key or steps[-1]["ended_at"] is not None:
                steps.append({"key": key, "started_at": entry["at"], "ended_at": None, "lit": [], "words": []})
            steps[-1]["lit"].append(entry["litVerse"])
            if entry["word"] is not None:
                steps[-1]["words"].append(int(entry["word"]))
        elif entry["phase"] in ("gap", "finished") and steps and steps[-1]["ended_at"] is None:
            steps[-1]["ended_at"] = entry["at"]
    return steps


def _api_get(page: Page, path: str) -> dict:
    """A GET of the API as the page's signed-in learner, answered as JSON."""
    return page.evaluate(
        """(path) => fetch(path, {headers: {Authorization: `Token ${localStorage.getItem('authToken')}`}})
            .then((response) => response.json())""",
        path,
    )


def test_a_learner_repeats_a_range_with_pauses_and_follows_along(page: Page):
    sign_in_with_demo(page)
    current = _api_get(page, "/api/v1/progress/current/")
    page.get_by_role("link", name="Karaoke").click()
    # The learner's current verse, not always Al-Fatihah.
    expect(page).to_have_url(re.compile(rf"/karaoke/{current['surah_id']}/{current['ayah_id']}$"))

    page.goto("/karaoke/112/1")
    player = _player(page)
    expect(player.get_by_role("heading", name="Surah 112 · Al-Ikhlas")).to_be_visible()
    expect(page.get_by_role("link", name="Karaoke")).to_have_attribute("aria-current", "page")
    page.get_by_label("To verse", exact=True).select_option("2")
    page.get_by_label("Each verse", exact=True).select_option("2")
    page.get_by_label("After each verse").select_option("fixed")
    page.get_by_label("Seconds", exact=True).select_option("1")
    expect(player.locator("[data-verse]")).to_have_count(2)

    page.evaluate(RECORD_PLAYER)
    with page.expect_response(lambda response: "/api/v1/player/listened/" in response.url) as listened:
        player.get_by_role("button", name="Play", exact=True).click()
        expect(player).to_have_attribute("data-phase", "gap", timeout=5_000)
        expect(player.get_by_text("Your turn: recite it back (1 s)")).to_be_visible()
        expect(player).to_have_attribute("data-phase", "finished", timeout=15_000)
    assert listened.value.status == 201
    sent = listened.value.request.post_data_json
    # Named by the listening_id the player asked for when it opened: the server times the pass from it.
    assert sent.pop("listening_id")
    assert sent == {"surah_id": 112, "from_ayah": 1, "to_surah_id": 112, "to_ayah": 2, "repeats": 2}
    assert listened.value.json()["counts_for_quests"] is True

    steps = _steps(page.evaluate("window.playerLog"))
    # The lit verse moves 1, 1, 2, 2 with the recitation.
    assert [step["key"] for step in steps] == [("1", "1"), ("1", "2"), ("2", "1"), ("2", "2")]
    assert [set(step["lit"]) for step in steps] == [{"1"}, {"1"}, {"2"}, {"2"}]
    # Within each verse the lit word moves forward, through to the last word (112:1 has 4 words, 112:2 has 2).
    for step, last_word in zip(steps, [3, 3, 1, 1]):
        assert step["words"] == sorted(step["words"]) and step["words"][-1] == last_word, step
    # A 1 s pause after every verse but the last.
    pauses = [later["started_at"] - earlier["ended_at"] for earlier, later in itertools.pairwise(steps)]
    assert all(abs(pause - PAUSE_MS) <= TOLERANCE_MS for pause in pauses), pauses
    expect(player.get_by_role("status").filter(has_text="Done")).to_be_visible()

    stats = _api_get(page, "/api/v1/player/stats/")
    assert stats["days"][-1]["verses"] == 2
    assert stats["days"][-1]["verse_plays"] == 4

    # A reload keeps the range, the place and the settings.
    page.reload()
    expect(page).to_have_url(re.compile(r"/karaoke/112/\d$"))
    expect(page.get_by_label("From verse", exact=True)).to_have_value("1")
    expect(page.get_by_label("To verse", exact=True)).to_have_value("2")
    expect(page.get_by_label("Each verse", exact=True)).to_have_value("2")
    expect(page.get_by_label("Seconds", exact=True)).to_have_value("1")

    # Hide mode: every word down to its first letter; a tap shows one word again.
    page.get_by_label("Hidden words show").select_option("first_letter")
    first_verse = _player(page).locator('[data-verse="1"]')
    # Each named by the letter it shows, then "Show word n".
    expect(first_verse.get_by_role("button", name=re.compile("Show word"))).to_have_count(4)
    first_verse.get_by_role("button", name=re.compile(" Show word 3$")).click()
    expect(first_verse.get_by_role("button", name=re.compile("Show word"))).to_have_count(3)
    shown = first_verse.locator('[data-word="2"]')
    expect(shown).not_to_have_role("button")
    assert unicodedata.normalize("NFC", shown.text_content()) == unicodedata.normalize("NFC", "ٱللَّهُ")

    # The keyboard: space plays and pauses.
    page.locator("body").click(position={"x": 5, "y": 5})
    page.keyboard.press(" ")
    expect(_player(page)).to_have_attribute("data-phase", "playing")
    page.keyboard.press(" ")
    expect(_player(page)).to_have_attribute("data-phase", "paused")


def test_on_a_phone_in_russian_the_player_plays_on_from_113_5_into_114_1(phone_360: Page):
    sign_in_with_demo(phone_360)
    phone_360.goto("/karaoke/113/5?lng=ru")
    player = phone_360.get_by_role("region", name=re.compile("^Плеер хифза"))
    expect(player.get_by_role("heading", name="Сура 113 · Аль-Фаляк")).to_be_visible()
    phone_360.get_by_label("По суру", exact=True).select_option("114")
    phone_360.get_by_label("По аят", exact=True).select_option("1")
    phone_360.get_by_label("Каждый аят", exact=True).select_option("1")
    phone_360.get_by_label("После каждого аята").select_option("none")
    expect(player.get_by_role("heading", name="Начало суры 114 · Ан-Нас")).to_be_visible()
    expect(player.locator("[data-verse]")).to_have_count(2)
    assert phone_360.evaluate("document.scrollingElement.scrollWidth") <= 360, "nothing scrolls sideways"

    phone_360.evaluate(RECORD_PLAYER)
    with phone_360.expect_response(lambda response: "/api/v1/player/listened/" in response.url) as listened:
        player.get_by_role("button", name="Слушать", exact=True).click()
        expect(player).to_have_attribute("data-phase", "finished", timeout=15_000)

    played = [(entry["chapter"], entry["verse"]) for entry in phone_360.evaluate("window.playerLog")]
    heard = [key for key, _ in itertools.groupby(key for key in played if key != (None, None))]
    assert heard == [("113", "5"), ("114", "1")]
    # One pass over both surahs, counted as one range of two verses.
    sent = listened.value.request.post_data_json
    assert (sent["surah_id"], sent["from_ayah"], sent["to_surah_id"], sent["to_ayah"]) == (113, 5, 114, 1)
    assert listened.value.status == 201
    assert _api_get(phone_360, "/api/v1/player/stats/")["days"][-1]["verses"] == 2
