"""Recording a recitation and hearing it back, as a learner lives it, in Chromium with a fake microphone: a WAV made
here (a tone that swells and fades, looped) is what the microphone hears, and the permission is given without a
prompt. A new learner, with no recordings yet, recites Al-Ikhlas (112:1–4) from memory and presses Record: the level
meter moves and the time runs; they reveal a verse each second (the "Whole verse" button, then Enter, in turn), so
that each verse starts a second later in the recording, and finish at 5 seconds. The recording is sent (the server
decodes it whole and re-muxes it: WebM, about 5 s, the four starts as tapped), and the summary's "Listen back" opens
it: verse by verse, "Reciter, then you" plays the reciter's verse (conftest's 1-second tones), then the learner's own
stretch of the recording, from where that verse starts to where the next one does. The first word of 112:1 is marked
a vowel slip and the marks saved. On "My recordings" it is listed (kept, then deleted through its dialog), after which
its audio is gone for its owner too. On a 360-pixel touch phone in Russian, the same from recording to hearing back
on 112:1–2, nothing wider than the phone. In a browser where the microphone is refused, Record says how to allow it.
"""

import array
import math
import re
import wave
from pathlib import Path

import pytest
from playwright.sync_api import Browser, Locator, Page, expect

from journeys import CHROMIUM, CHROMIUM_ARGS, PHONE_360, is_call, new_page, sign_in_with_demo_to
from test_recitation import is_passage_call, words_of

RECITE_112 = "/recite?from=112:1&to=112:4"
RECITE_112_1_2 = "/recite?from=112:1&to=112:2"
NO_RECORDINGS = "No recordings yet. Press Record while reciting from memory, or record a passage here."
# The recording's length, in the seconds its clock shows: a verse revealed at each second before it.
RECORDED_SECONDS = 5
# How far a player may start from, or stop past, the moment it was sent to: an Opus packet, a few frames of a busy
# machine (the page stops the learner's player at the first frame past the verse's end).
PLAYER_TOLERANCE_S = 0.25

FAKE_MICROPHONE = ["--use-fake-device-for-media-stream"]

# Labels by interface language: the recorder's, the recitation's, and the listen-back page's.
LABELS = {
    "en": {
        "recording": "Recording",
        "record": "Record",
        "recorded": "Recorded",
        "pause": "Pause",
        "reciting": "Verse {current} of {total} · Al-Ikhlas 112:{current}",
        "level": "Sound level",
        "whole_verse": "Whole verse",
        "all_shown": "Every word is shown: finish to see your slips.",
        "finish": "Finish",
        "finished": "Recitation finished",
        "listen_back": "Listen back",
        "title": "Al-Ikhlas 112:{verses}",
        "position": "Verse {current} of {total}: Al-Ikhlas 112:{verse}",
        "both": "Reciter, then you",
        "next": "Next",
        "stop": "Stop",
        "reciter": "Playing the reciter…",
        "own": "Playing your recitation…",
    },
    "ru": {
        "recording": "Запись",
        "record": "Записать",
        "recorded": "Записано",
        "pause": "Пауза",
        "reciting": "Аят {current} из {total} · Аль-Ихляс 112:{current}",
        "level": "Уровень звука",
        "whole_verse": "Весь аят",
        "all_shown": "Все слова открыты: завершите, чтобы увидеть ошибки.",
        "finish": "Завершить",
        "finished": "Чтение завершено",
        "listen_back": "Прослушать",
        "title": "Аль-Ихляс 112:{verses}",
        "position": "Аят {current} из {total}: Аль-Ихляс 112:{verse}",
        "both": "Чтец, затем вы",
        "next": "Дальше",
        "stop": "Стоп",
        "reciter": "Звучит чтец…",
        "own": "Звучит ваше чтение…",
    },
}

# Records, from the moment it runs, what the listen-back page says is playing (the reciter, the learner's own
# recording, or nothing) at each change of the page, and every start, pause, end and failure of its two players with
# where each player stood: what was heard, however quickly the test looks. The learner's own recording plays from a
# blob: address, the reciter's from the server's.
RECORD_LISTENING = """
([reciter, own]) => {
  window.statuses = [];
  window.heard = [];
  const note = () => {
    const text = document.body.innerText;
    const status = text.includes(reciter) ? 'reciter' : text.includes(own) ? 'own' : '';
    if (window.statuses[window.statuses.length - 1] !== status) window.statuses.push(status);
  };
  new MutationObserver(note).observe(document.body, { childList: true, subtree: true, characterData: true });
  note();
  for (const type of ['playing', 'pause', 'ended', 'error']) {
    document.addEventListener(
      type,
      (event) => {
        const player = event.target;
        if (!(player instanceof HTMLAudioElement)) return;
        window.heard.push({
          type,
          voice: player.src.startsWith('blob:') ? 'own' : 'reciter',
          at: player.currentTime,
          error: player.error ? player.error.code : null,
        });
      },
      true,
    );
  }
}
"""


def write_fake_voice(path: Path, seconds: float = 8.0, rate: int = 48_000) -> None:
    """48 kHz mono 16-bit: a 220 Hz tone with its octave, swelling and fading twice a second and never silent, as a
    voice reciting would move the level meter."""
    samples = array.array("h")
    for index in range(int(seconds * rate)):
        moment = index / rate
        swell = 0.6 + 0.4 * math.sin(2 * math.pi * 2 * moment)
        tone = 0.7 * math.sin(2 * math.pi * 220 * moment) + 0.3 * math.sin(2 * math.pi * 440 * moment)
        samples.append(int(12_000 * swell * tone))
    with wave.open(str(path), "wb") as voice:
        voice.setnchannels(1)
        voice.setsampwidth(2)
        voice.setframerate(rate)
        voice.writeframes(samples.tobytes())


@pytest.fixture(scope="module")
def microphone(browser: Browser, tmp_path_factory) -> Browser:
    """Chromium whose microphone hears the fake voice, allowed without a prompt; launched by the Playwright that
    runs conftest's browser (one sync Playwright per thread)."""
    voice = tmp_path_factory.mktemp("microphone") / "voice.wav"
    write_fake_voice(voice)
    allowed = browser.browser_type.launch(
        executable_path=CHROMIUM,
        headless=True,
        args=[
            *CHROMIUM_ARGS,
            *FAKE_MICROPHONE,
            "--use-fake-ui-for-media-stream",
            f"--use-file-for-fake-audio-capture={voice}",
        ],
    )
    yield allowed
    allowed.close()


@pytest.fixture(scope="module")
def no_microphone(browser: Browser) -> Browser:
    """Chromium that refuses the microphone to any site, as a learner who pressed Block would."""
    refusing = browser.browser_type.launch(
        executable_path=CHROMIUM, headless=True, args=[*CHROMIUM_ARGS, *FAKE_MICROPHONE, "--deny-permission-prompts"]
    )
    yield refusing
    refusing.close()


@pytest.fixture
def recording_page(microphone: Browser, base_url: str) -> Page:
    page = new_page(microphone, base_url)
    yield page
    page.context.close()


def record_the_recitation(
    page: Page, path: str, verses: int, seconds: int, lang: str = "en", enter_too: bool = False
) -> dict:
    """The passage at `path` (its `verses` verses) recited while recording: Record pressed, the level meter moving,
    a verse revealed at each second the recording's clock shows (by its button; with `enter_too`, by its button and
    the Enter key in turn), finished at `seconds`.
    The recording as the server took it in (checked: 201, WebM, at least `seconds` less half a second)."""
    label = LABELS[lang]
    with page.expect_response(is_passage_call) as passage:
        page.goto(path)
    assert len(words_of(passage.value)) == verses
    recorder = page.get_by_role("group", name=label["recording"], exact=True)
    recorder.get_by_role("button", name=label["record"], exact=True).click()
    # Recording: the level meter shows the microphone's sound, and the clock runs.
    meter = recorder.get_by_role("meter", name=label["level"], exact=True)
    expect(meter).to_be_visible()
    expect(meter).not_to_have_attribute("aria-valuenow", "0")
    expect(recorder.get_by_role("button", name=label["pause"], exact=True)).to_be_visible()

    def recorded_at_least(second: int):
        """The recording's clock, once it shows `second` (under 10) or later in its first minute."""
        return recorder.get_by_label(re.compile(rf"^{label['recorded']} 0:(0[{second}-9]|[1-5][0-9])$"))

    for verse in range(1, verses + 1):
        expect(recorded_at_least(verse)).to_be_visible()
        if verse % 2 or not enter_too:
            page.get_by_role("button", name=label["whole_verse"], exact=True).click()
        else:
            page.keyboard.press("Enter")
        if verse < verses:
            reciting = label["reciting"].format(current=verse + 1, total=verses)
            expect(page.get_by_text(reciting, exact=True)).to_be_visible()
    expect(page.get_by_text(label["all_shown"])).to_be_visible()
    expect(recorded_at_least(seconds)).to_be_visible()

    with page.expect_response(is_call("/recordings/")) as uploaded, page.expect_response(is_call("/recitations/")):
        page.get_by_role("button", name=label["finish"], exact=True).click()
    assert uploaded.value.status == 201, uploaded.value.text()
    recording = uploaded.value.json()
    assert recording["content_type"] == "audio/webm"
    assert recording["duration_ms"] >= seconds * 1000 - 500
    starts = [verse["start_ms"] for verse in recording["verses"]]
    assert len(starts) == verses and starts[0] == 0
    assert starts == sorted(set(starts)), starts  # each verse later than the one before
    assert starts[-1] < recording["duration_ms"]
    return recording


def open_listen_back(page: Page, recording: dict, lang: str = "en") -> None:
    """The summary's "Listen back" followed to the recording's page, its audio streamed by the server to its owner
    (the page may first show the copy kept on this device while it was being sent; then it loads the server's)."""
    label = LABELS[lang]
    upload_id = recording["upload_id"]
    summary = page.get_by_role("region", name=label["finished"], exact=True)
    listen_back = summary.get_by_role("link", name=label["listen_back"], exact=True)
    expect(listen_back).to_have_attribute("href", f"/recordings/{upload_id}")
    with page.expect_response(is_call(f"/recordings/{upload_id}/audio/", "GET")) as audio:
        listen_back.click()
    assert audio.value.status == 200
    assert audio.value.headers["content-type"] == "audio/webm"
    expect(page).to_have_url(re.compile(rf"/recordings/{upload_id}$"))
    page.evaluate(RECORD_LISTENING, [label["reciter"], label["own"]])


def hear_the_verse(page: Page, listening: Locator, recording: dict, index: int, lang: str = "en") -> None:
    """Verse `index` (0 first) heard with "Reciter, then you": the page says the reciter plays, then the learner,
    then nothing; the reciter's player plays its verse to the end, then the learner's plays the recording from
    where the verse starts to where the next one does (or to its end), without failing."""
    label = LABELS[lang]
    verses = recording["verses"]
    start = verses[index]["start_ms"] / 1000
    end = (verses[index + 1]["start_ms"] if index + 1 < len(verses) else recording["duration_ms"]) / 1000
    page.evaluate("window.statuses = window.statuses.slice(-1); window.heard = []")

    stop = listening.get_by_role("button", name=label["stop"], exact=True)
    listening.get_by_role("button", name=label["both"], exact=True).click()
    expect(stop).to_be_visible()
    expect(stop).to_be_hidden()
    expect(page.get_by_text(label["own"])).to_have_count(0)
    assert page.evaluate("window.statuses") == ["", "reciter", "own", ""]

    heard = page.evaluate("window.heard")
    assert [event for event in heard if event["type"] == "error"] == [], heard
    reciter = [event for event in heard if event["voice"] == "reciter"]
    assert reciter[0]["type"] == "playing" and reciter[-1]["type"] in ("ended", "pause"), heard
    assert reciter[-1]["at"] >= 1.0 - PLAYER_TOLERANCE_S, heard  # conftest's tones are 1 s long
    own = [event for event in heard if event["voice"] == "own"]
    assert own[0]["type"] == "playing" and own[-1]["type"] in ("ended", "pause"), heard
    assert abs(own[0]["at"] - start) <= PLAYER_TOLERANCE_S, (start, heard)
    assert end - PLAYER_TOLERANCE_S <= own[-1]["at"] <= end + PLAYER_TOLERANCE_S, (end, heard)
    # The reciter first, then the learner.
    assert heard.index(own[0]) > heard.index(reciter[-1]), heard


def test_a_recitation_recorded_is_heard_back_verse_by_verse_marked_and_deleted(recording_page: Page):
    page = recording_page
    # Signed in on their (empty) recordings, not on the recitation: record_the_recitation opens it and reads its
    # passage call, which an earlier load of the page still answering could otherwise be taken for.
    sign_in_with_demo_to(page, "/recordings")
    expect(page.get_by_text(NO_RECORDINGS, exact=True)).to_be_visible()
    recording = record_the_recitation(page, RECITE_112, verses=4, seconds=RECORDED_SECONDS, enter_too=True)
    upload_id = recording["upload_id"]
    open_listen_back(page, recording)

    listening = page.get_by_role("region", name="Al-Ikhlas 112:1–4", exact=True)
    expect(listening.get_by_role("heading", name="Al-Ikhlas 112:1–4", exact=True)).to_be_visible()
    position = listening.get_by_text(re.compile(r"^Verse \d of 4: "))
    next_verse = listening.get_by_role("button", name="Next", exact=True)
    expect(position).to_have_text("Verse 1 of 4: Al-Ikhlas 112:1")
    expect(listening.get_by_role("button", name="Previous", exact=True)).to_be_disabled()
    for index in range(4):
        if index:
            next_verse.click()
            expect(position).to_have_text(f"Verse {index + 1} of 4: Al-Ikhlas 112:{index + 1}")
        hear_the_verse(page, listening, recording, index)
    expect(next_verse).to_be_disabled()

    # Back at 112:1, its first word marked a vowel slip, and the marks saved.
    previous = listening.get_by_role("button", name="Previous", exact=True)
    for index in range(3, 0, -1):
        previous.click()
        expect(position).to_have_text(f"Verse {index} of 4: Al-Ikhlas 112:{index}")
    first_word_text = recording["verses"][0]["words"][0]
    first_word = listening.locator('p[lang="ar"]').get_by_role("button").first
    save = listening.get_by_role("button", name="Save marks", exact=True)
    expect(save).to_be_disabled()
    first_word.click()
    expect(first_word).to_have_attribute("aria-pressed", "true")
    marks = listening.get_by_role("group", name=f"Slips on {first_word_text}", exact=True)
    for kind in ("Forgot", "Wrong word", "Vowel", "Tajweed"):
        expect(marks.get_by_role("button", name=kind, exact=True)).to_have_attribute("aria-pressed", "false")
    marks.get_by_role("button", name="Vowel", exact=True).click()
    expect(marks.get_by_role("button", name="Vowel", exact=True)).to_have_attribute("aria-pressed", "true")
    with page.expect_response(is_call(f"/recordings/{upload_id}/", "PATCH")) as saved:
        save.click()
    assert saved.value.status == 200
    assert saved.value.json()["slips"] == [
        {"surah_id": 112, "ayah_id": 1, "word": 0, "kind": "vowel", "drifted_into": None}
    ]
    expect(page.get_by_text("Marks saved", exact=True)).to_be_visible()
    expect(save).to_be_disabled()

    # My recordings lists it: kept past its expiry, then deleted through its dialog.
    listening.get_by_role("link", name="My recordings", exact=True).click()
    expect(page).to_have_url(re.compile(r"/recordings$"))
    expect(page.get_by_role("group", name="Record a passage")).to_be_visible()
    sent = page.get_by_role("region", name="Sent", exact=True)
    expect(sent.get_by_text(re.compile(r"^1 recording of \d+, \d+(\.\d)? MB of \d+ MB\.$"))).to_be_visible()
    item = sent.get_by_role("listitem").filter(has=page.get_by_role("heading", name="Al-Ikhlas 112:1–4"))
    expect(item).to_have_count(1)
    expect(item.get_by_role("link", name="Listen to Al-Ikhlas 112:1–4", exact=True)).to_have_attribute(
        "href", f"/recordings/{upload_id}"
    )
    keep = item.get_by_role("button", name="Keep", exact=True)
    expect(keep).to_have_attribute("aria-pressed", "false")
    with page.expect_response(is_call(f"/recordings/{upload_id}/", "PATCH")) as kept:
        keep.click()
    assert kept.value.json()["kept"] is True
    expect(keep).to_have_attribute("aria-pressed", "true")

    item.get_by_role("button", name="Delete the recording of Al-Ikhlas 112:1–4", exact=True).click()
    dialog = page.get_by_role("alertdialog", name="Delete this recording?", exact=True)
    expect(dialog.get_by_role("button", name="Keep it", exact=True)).to_be_focused()
    with page.expect_response(is_call(f"/recordings/{upload_id}/", "DELETE")) as deleted:
        dialog.get_by_role("button", name="Delete", exact=True).click()
    assert deleted.value.status == 204
    expect(dialog).to_be_hidden()
    expect(sent.get_by_text(NO_RECORDINGS, exact=True)).to_be_visible()
    expect(sent.get_by_text(re.compile(r"^0 recordings of \d+, "))).to_be_visible()

    # Gone for its owner too: its audio, and its page.
    token = page.evaluate("localStorage.getItem('authToken')")
    assert token
    audio = page.request.get(f"/api/v1/recordings/{upload_id}/audio/", headers={"Authorization": f"Token {token}"})
    assert audio.status == 404
    page.goto(f"/recordings/{upload_id}")
    expect(page.get_by_text("No recording of yours is at this address.", exact=True)).to_be_visible()


def test_on_a_phone_in_russian_a_recording_is_heard_back(microphone: Browser, base_url: str):
    phone = new_page(microphone, base_url, **PHONE_360)
    try:
        sign_in_with_demo_to(phone, "/recordings", lang="ru")
        recording = record_the_recitation(phone, RECITE_112_1_2, verses=2, seconds=3, lang="ru")
        open_listen_back(phone, recording, lang="ru")
        listening = phone.get_by_role("region", name="Аль-Ихляс 112:1–2", exact=True)
        expect(listening.get_by_role("heading", name="Аль-Ихляс 112:1–2", exact=True)).to_be_visible()
        position = listening.get_by_text(re.compile(r"^Аят \d из 2: "))
        expect(position).to_have_text("Аят 1 из 2: Аль-Ихляс 112:1")
        hear_the_verse(phone, listening, recording, 0, lang="ru")
        listening.get_by_role("button", name="Дальше", exact=True).tap()
        expect(position).to_have_text("Аят 2 из 2: Аль-Ихляс 112:2")
        hear_the_verse(phone, listening, recording, 1, lang="ru")
        assert phone.evaluate("document.documentElement.scrollWidth") <= 360  # nothing wider than the phone
    finally:
        phone.context.close()


def test_record_says_how_to_allow_the_microphone_when_it_is_refused(no_microphone: Browser, base_url: str):
    page = new_page(no_microphone, base_url)
    try:
        sign_in_with_demo_to(page, RECITE_112)
        # The browser itself refuses it, as the learner's Block would.
        refused = page.evaluate(
            """() => navigator.mediaDevices.getUserMedia({ audio: true }).then(
                (stream) => { stream.getTracks().forEach((track) => track.stop()); return 'allowed'; },
                (error) => error.name,
            )"""
        )
        assert refused == "NotAllowedError"

        recorder = page.get_by_role("group", name="Recording", exact=True)
        record = recorder.get_by_role("button", name="Record", exact=True)
        record.click()
        expect(recorder.get_by_role("alert")).to_have_text(
            "The microphone is not allowed. Allow it for this site in your browser's settings (the icon beside the "
            "address), then press Record again."
        )
        # Nothing is recording, and Record is there to press again once allowed; the recitation goes on.
        expect(record).to_be_enabled()
        expect(recorder.get_by_role("meter")).to_have_count(0)
        page.get_by_role("button", name="Whole verse", exact=True).click()
        expect(page.get_by_text("Verse 2 of 4 · Al-Ikhlas 112:2", exact=True)).to_be_visible()
    finally:
        page.context.close()
