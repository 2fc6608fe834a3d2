import pytest

from hafiz.games.kinds import shuffling
from hafiz.games.tests.strategies import NOTABLE_CHOICES

GAME_PATHS = {
    "shuffling": "/api/v1/games/shuffling/",
    "memory": "/api/v1/games/memory/",
    "matching": "/api/v1/games/matching/",
    "audio": "/api/v1/games/audio/",
}


def _play(api, game: str, chapter: int, verse: int, count: int):
    return api.post(GAME_PATHS[game], {"id": chapter, "ayahId": verse, "selectedAyah": count}, format="json")


@pytest.mark.django_db
@pytest.mark.parametrize("game", GAME_PATHS)
@pytest.mark.parametrize("choice", NOTABLE_CHOICES)
def test_every_game_is_dealt_in_three_queries_at_most_auth_included(api, game, choice, django_assert_max_num_queries):
    # The token (one, on its first call: then it is held) and the deal kept; the verses are this process's copy of
    # the Qur'an.
    with django_assert_max_num_queries(2):
        response = _play(api, game, *choice)

    assert response.status_code == 200


@pytest.mark.django_db
def test_shuffling_for_112_1_to_4(api):
    body = _play(api, "shuffling", 112, 4, 4).json()

    (level,) = body["levels"]
    gaps = [part for part in level["sentence"] if part["type"] == "gap"]
    assert len(gaps) == 3
    assert level["sentence"][-1]["type"] == "text"
    assert level["sentence"][-1]["content"].endswith(shuffling.ayah_end_marker(4))
    assert sorted(phrase["id"] for phrase in level["phrases"]) == sorted(level["correctSequence"]) == [4, 5, 6]


@pytest.mark.django_db
def test_shuffling_the_whole_of_chapter_2_lays_out_a_passage_not_the_chapter(api):
    level = _play(api, "shuffling", 2, 286, 286).json()["levels"][0]

    text = " ".join(part["content"] for part in level["sentence"] if part["type"] == "text")
    shown = [number for number in range(1, 287) if shuffling.ayah_end_marker(number) in text]
    # The passage's verses and the one that leads in; never a screen after screen of the chapter.
    assert 2 <= len(shown) <= shuffling.PASSAGE_WORDS // 2
    assert shown == list(range(shown[0], shown[0] + len(shown)))


@pytest.mark.django_db
def test_shuffling_from_a_one_word_opening_verse_is_playable(api):
    """42:1–5 (the default at 42:5) opens on حمٓ, a verse of one word: it was a 500 while the passages were cut."""
    for _ in range(10):
        response = _play(api, "shuffling", 42, 5, 5)

        assert response.status_code == 200


@pytest.mark.django_db
def test_memory_for_the_latest_six_verses(api):
    cards = _play(api, "memory", 2, 286, 286).json()["cards"]

    assert len(cards) == 12
    assert {card["name"] for card in cards} == {f"2:{number}" for number in range(281, 287)}
    assert [card["order"] for card in cards] == list(range(1, 13))


@pytest.mark.django_db
def test_matching_for_112_1_to_4(api, client):
    body = _play(api, "matching", 112, 4, 4).json()

    assert [item["id"] for item in body["textItems"]] == [1, 2, 3, 4]
    assert set(body["correctPairs"]) == {"1", "2", "3", "4"}
    assert sorted(body["correctPairs"].values()) == sorted(item["id"] for item in body["imageItems"])
    image = client.get(body["imageItems"][0]["src"])
    assert image.status_code == 200


@pytest.mark.django_db
def test_audio_asks_the_verse_sent_as_ayah_id(api):
    body = _play(api, "audio", 112, 2, 4).json()

    assert body["audio_url"].endswith("/6223.mp3")
    assert len(body["options"]) == 4
    assert body["correct_answer"] in body["options"]
    assert len(body["correct_answer"].split(" ")) == 2  # 112:2 is two words long


@pytest.mark.django_db
def test_numeric_strings_are_accepted_as_the_router_sends_them(api):
    response = api.post(GAME_PATHS["memory"], {"id": "112", "ayahId": "1", "selectedAyah": "2"}, format="json")

    assert response.status_code == 200
    assert {card["name"] for card in response.json()["cards"]} == {"112:1", "112:2"}


BAD_CHOICES = [
    ({}, {"id", "ayahId", "selectedAyah"}),
    ({"ayahId": 1, "selectedAyah": 1}, {"id"}),
    ({"id": 112, "selectedAyah": 1}, {"ayahId"}),
    ({"id": 112, "ayahId": 1}, {"selectedAyah"}),
    ({"id": "abc", "ayahId": 1, "selectedAyah": 1}, {"id"}),
    ({"id": 112, "ayahId": "one", "selectedAyah": "all"}, {"ayahId", "selectedAyah"}),
    ({"id": 1.5, "ayahId": 1, "selectedAyah": 1}, {"id"}),
    ({"id": None, "ayahId": 1, "selectedAyah": 1}, {"id"}),
    ({"id": [112], "ayahId": 1, "selectedAyah": 1}, {"id"}),
    ({"id": 0, "ayahId": 1, "selectedAyah": 1}, {"id"}),
    ({"id": -1, "ayahId": 1, "selectedAyah": 1}, {"id"}),
    ({"id": 115, "ayahId": 1, "selectedAyah": 1}, {"id"}),
    ({"id": 112, "ayahId": 0, "selectedAyah": 1}, {"ayahId"}),
    ({"id": 112, "ayahId": -2, "selectedAyah": 1}, {"ayahId"}),
    ({"id": 112, "ayahId": 5, "selectedAyah": 1}, {"ayahId"}),
    ({"id": 2, "ayahId": 10**12, "selectedAyah": 1}, {"ayahId"}),
    ({"id": 112, "ayahId": 1, "selectedAyah": 0}, {"selectedAyah"}),
    ({"id": 112, "ayahId": 1, "selectedAyah": -1}, {"selectedAyah"}),
    ({"id": 112, "ayahId": 1, "selectedAyah": 5}, {"selectedAyah"}),
    ({"id": 2, "ayahId": 287, "selectedAyah": 287}, {"ayahId", "selectedAyah"}),
]


@pytest.mark.django_db
@pytest.mark.parametrize("game", GAME_PATHS)
@pytest.mark.parametrize(("payload", "fields"), BAD_CHOICES)
def test_bad_choice_is_a_400_with_a_message_per_field(api, game, payload, fields):
    response = api.post(GAME_PATHS[game], payload, format="json")

    assert response.status_code == 400
    body = response.json()
    assert body["message"]
    assert set(body["fields"]) == fields
    assert all(body["fields"][field][0] for field in fields)


@pytest.mark.django_db
@pytest.mark.parametrize("game", GAME_PATHS)
@pytest.mark.parametrize("authorization", [None, "Token not-a-real-token"])
def test_games_need_a_valid_token(anonymous_api, game, authorization):
    if authorization:
        anonymous_api.credentials(HTTP_AUTHORIZATION=authorization)

    response = _play(anonymous_api, game, 112, 1, 1)

    assert response.status_code == 401
    assert response.json()["message"]


@pytest.mark.django_db
def test_schema_documents_each_game_response(anonymous_api):
    schema = anonymous_api.get("/api/v1/schema/?format=json").json()

    for path in GAME_PATHS.values():
        assert path in schema["paths"]
    components = schema["components"]["schemas"]
    assert set(components["ShufflingLevel"]["properties"]) == {"sentence", "phrases", "correctSequence"}
    assert components["SentencePart"]["discriminator"]["propertyName"] == "type"
    assert "isFlipped" in components["MemoryCard"]["properties"]
    assert components["MatchingGame"]["properties"]["correctPairs"]["additionalProperties"] == {"type": "integer"}
    assert set(components["AudioQuestion"]["properties"]) == {"audio_url", "options", "correct_answer", "game_id"}
    for game in ("ShufflingGame", "MemoryGame", "MatchingGame", "AudioQuestion"):
        assert components[game]["properties"]["game_id"]["format"] == "uuid"
        assert "game_id" in components[game]["required"]
    assert set(components["GameVersesInputRequest"]["properties"]) == {"id", "ayahId", "selectedAyah"}
