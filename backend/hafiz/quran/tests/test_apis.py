import unicodedata

import pytest

from hafiz.quran import content
from hafiz.quran.apis import ChapterOutputSerializer
from hafiz.quran.lookalikes import normalised_word
from hafiz.quran.models import SimilarVerse


@pytest.mark.django_db
def test_chapter_detail_in_the_public_chapters_service_shape(anonymous_api):
    response = anonymous_api.get("/api/v1/chapters/112")

    assert response.status_code == 200
    assert response.json() == {
        "chapter": {
            "id": 112,
            "verses_count": 4,
            "name_simple": "Al-Ikhlas",
            "name_simple_ru": "Аль-Ихляс",
            "name_arabic": "الإخلاص",
            "revelation_place": "makkah",
            "translated_name": {"language_name": "english", "name": "The Sincerity"},
        }
    }


@pytest.mark.django_db
def test_chapter_detail_in_russian_and_with_trailing_slash(anonymous_api):
    response = anonymous_api.get("/api/v1/chapters/112/?language=ru")

    assert response.json()["chapter"]["translated_name"] == {"language_name": "russian", "name": "Очищение веры"}


@pytest.mark.django_db
def test_chapter_list_has_all_114_with_no_query(anonymous_api, django_assert_num_queries):
    with django_assert_num_queries(0):
        response = anonymous_api.get("/api/v1/chapters/")

    chapters = response.json()["chapters"]
    assert len(chapters) == 114
    assert [chapter["id"] for chapter in chapters] == list(range(1, 115))


@pytest.mark.django_db
def test_the_chapter_list_is_encoded_once_per_language_and_copy_of_the_content(anonymous_api, monkeypatch):
    content.content_reload()  # a copy no earlier test asked for the list of
    serialised = []
    to_representation = ChapterOutputSerializer.to_representation
    monkeypatch.setattr(
        ChapterOutputSerializer,
        "to_representation",
        lambda self, chapter: serialised.append(chapter.number) or to_representation(self, chapter),
    )

    answers = [
        anonymous_api.get("/api/v1/chapters/", {"language": language}, HTTP_ACCEPT_ENCODING=encoding)
        for language, encoding in [("en", "gzip"), ("en", "identity"), ("ru", "gzip"), ("en", "gzip")]
    ]
    content.content_reload()
    reloaded = anonymous_api.get("/api/v1/chapters/", {"language": "en"}, HTTP_ACCEPT_ENCODING="gzip")

    assert len(serialised) == 3 * 114  # English, Russian, then English again from the new copy
    assert answers[0]["ETag"] == answers[3]["ETag"] == f'{answers[1]["ETag"][:-1]}-gzip"'
    assert answers[0].content == answers[3].content == reloaded.content
    assert answers[2]["ETag"] != answers[0]["ETag"]


# "²" and "١٢" are digits to str.isdigit() (int("²") even raises); only ASCII digits name a chapter.
@pytest.mark.django_db
@pytest.mark.parametrize("chapter_id", ["0", "115", "abc", "-1", "1.5", "²", "١٢", "9" * 40])
def test_unknown_chapter_is_a_json_404(anonymous_api, chapter_id):
    response = anonymous_api.get(f"/api/v1/chapters/{chapter_id}")

    assert response.status_code == 404
    assert response.json()["message"]


@pytest.mark.django_db
@pytest.mark.parametrize("path", ["/api/v1/chapters/", "/api/v1/chapters/112/"])
@pytest.mark.parametrize("language", ["de", "", "EN"])
def test_a_language_other_than_en_or_ru_is_a_400(anonymous_api, path, language):
    response = anonymous_api.get(path, {"language": language})

    assert response.status_code == 400
    assert response.json()["fields"] == {"language": ["Use one of: en, ru."]}


@pytest.mark.django_db
def test_ayah_text_gives_the_global_number_with_no_content_query(api, django_assert_num_queries):
    api.post("/api/v1/games/ayah_text/", {"surah_id": 1, "ayah_id": 1}, format="json")  # the sign-in is held
    # No query at all: the sign-in is held in the cache (hafiz.accounts.authentication), the verse is this process's
    # copy.
    with django_assert_num_queries(0):
        response = api.post("/api/v1/games/ayah_text/", {"surah_id": 112, "ayah_id": 1}, format="json")

    assert response.status_code == 200
    body = response.json()
    assert unicodedata.normalize("NFC", body["text"]) == unicodedata.normalize("NFC", "قُلۡ هُوَ ٱللَّهُ أَحَدٌ")
    assert body["globalNumber"] == 6222
    assert body["audio_url"].endswith("/6222.mp3")


@pytest.mark.django_db
def test_ayah_image_gives_the_whole_verse_record_with_no_content_query(api, client, django_assert_num_queries):
    api.post("/api/v1/games/ayah_image/", {"surah_id": 1, "ayah_id": 1}, format="json")  # the sign-in is held
    with django_assert_num_queries(0):
        response = api.post("/api/v1/games/ayah_image/", {"surah_id": 1, "ayah_id": 2}, format="json")

    assert response.status_code == 200
    body = response.json()
    assert set(body) == {
        "image",
        "text",
        "transliteration_text",
        "transliteration_text_ru",
        "english_text",
        "russian_text",
    }
    assert body["image"].startswith("/media/verses/")
    assert body["transliteration_text"].startswith("Alhamdu")
    assert "AA" not in body["transliteration_text"]
    assert body["russian_text"]
    image = client.get(body["image"])
    assert image.status_code == 200
    assert image["Content-Type"] == "image/svg+xml"


BAD_REFERENCES = [
    ({}, {"surah_id", "ayah_id"}),
    ({"surah_id": 112}, {"ayah_id"}),
    ({"ayah_id": 1}, {"surah_id"}),
    ({"surah_id": "abc", "ayah_id": 1}, {"surah_id"}),
    ({"surah_id": 1.5, "ayah_id": 1}, {"surah_id"}),
    ({"surah_id": None, "ayah_id": 1}, {"surah_id"}),
    ({"surah_id": [1], "ayah_id": 1}, {"surah_id"}),
    ({"surah_id": 0, "ayah_id": 1}, {"surah_id"}),
    ({"surah_id": -3, "ayah_id": 1}, {"surah_id"}),
    ({"surah_id": 115, "ayah_id": 1}, {"surah_id"}),
    ({"surah_id": 112, "ayah_id": 0}, {"ayah_id"}),
    ({"surah_id": 112, "ayah_id": -1}, {"ayah_id"}),
    ({"surah_id": 112, "ayah_id": 5}, {"ayah_id"}),
    ({"surah_id": 2, "ayah_id": 10**12}, {"ayah_id"}),
]


@pytest.mark.django_db
@pytest.mark.parametrize("path", ["/api/v1/games/ayah_text/", "/api/v1/games/ayah_image/"])
@pytest.mark.parametrize(("payload", "fields"), BAD_REFERENCES)
def test_bad_verse_reference_is_a_400_with_a_message_per_field(api, path, payload, fields):
    response = api.post(path, payload, format="json")

    assert response.status_code == 400
    body = response.json()
    assert body["message"]
    assert set(body["fields"]) == fields
    assert all(body["fields"][field][0] for field in fields)


@pytest.mark.django_db
def test_malformed_json_is_a_400(api):
    response = api.generic("POST", "/api/v1/games/ayah_text/", "{not json", content_type="application/json")

    assert response.status_code == 400
    assert response.json()["message"]


@pytest.mark.django_db
@pytest.mark.parametrize("path", ["/api/v1/games/ayah_text/", "/api/v1/games/ayah_image/"])
@pytest.mark.parametrize("authorization", [None, "Token not-a-real-token", "Bearer x"])
def test_content_calls_need_a_valid_token(anonymous_api, path, authorization):
    if authorization:
        anonymous_api.credentials(HTTP_AUTHORIZATION=authorization)

    response = anonymous_api.post(path, {"surah_id": 112, "ayah_id": 1}, format="json")

    assert response.status_code == 401
    assert response.json()["message"]


@pytest.mark.django_db
def test_unknown_api_path_is_a_json_404(anonymous_api):
    response = anonymous_api.get("/api/v1/no-such-call/")

    assert response.status_code == 404
    assert response.json() == {"message": "Not found.", "fields": {}}


@pytest.mark.django_db
def test_openapi_schema_and_docs_are_served(anonymous_api):
    schema = anonymous_api.get("/api/v1/schema/")
    docs = anonymous_api.get("/api/v1/docs/")

    assert schema.status_code == 200
    assert b"/api/v1/games/ayah_text/" in schema.content
    assert docs.status_code == 200


@pytest.mark.django_db
def test_similar_verses_of_2_35_lead_with_7_19_and_mark_the_differing_words(
    anonymous_api, django_assert_max_num_queries
):
    with django_assert_max_num_queries(2):
        response = anonymous_api.get("/api/v1/verses/2/35/similar/")

    assert response.status_code == 200
    body = response.json()
    closest = body["similar"][0]
    assert (closest["surah_id"], closest["ayah_id"]) == (7, 19)
    assert 0.7 < closest["score"] < 1
    assert [word["same"] for word in closest["words"]] == [False, *[True] * 4, False, False, *[True] * 9]
    assert unicodedata.normalize("NFC", closest["words"][0]["text"]) == unicodedata.normalize("NFC", "وَيَـٰٓـَٔادَمُ")
    assert [word["same"] for word in body["words"]] == [False, False, *[True] * 4, False, False, False, *[True] * 9]
    assert body["words"][2] == {"text": "ٱسۡكُنۡ", "same": True}
    assert closest["verse_words"] == body["words"]


@pytest.mark.django_db
def test_each_look_alike_marks_the_asked_verse_against_itself(anonymous_api):
    similar = anonymous_api.get("/api/v1/verses/2/255/similar/").json()["similar"]

    marks = {(verse["surah_id"], verse["ayah_id"]): verse["verse_words"] for verse in similar}
    # 3:2 is held whole in Ayat al-Kursi's opening; 20:110 shares its middle.
    assert [word["same"] for word in marks[(3, 2)][:7]] == [True] * 7
    assert not any(word["same"] for word in marks[(20, 110)][:7])
    assert all(len(words) == len(marks[(3, 2)]) for words in marks.values())


@pytest.mark.django_db
def test_a_shared_phrase_names_where_it_lies_in_both_verses_with_the_differing_word_marked(anonymous_api):
    similar = anonymous_api.get("/api/v1/verses/25/52/similar/").json()["similar"]

    link = next(verse for verse in similar if (verse["surah_id"], verse["ayah_id"]) == (33, 48))
    assert link["kind"] == "phrase"
    assert link["verse_phrase"] == {"start": 0, "end": 4}
    assert link["phrase"] == {"start": 0, "end": 4}
    phrase = link["words"][link["phrase"]["start"] : link["phrase"]["end"]]
    asked_phrase = link["verse_words"][link["verse_phrase"]["start"] : link["verse_phrase"]["end"]]
    assert [(normalised_word(word["text"]), word["same"]) for word in phrase[:3]] == [
        ("ولا", False),
        ("تطع", True),
        ("الكافرين", True),
    ]
    assert normalised_word(asked_phrase[0]["text"]) == "فلا" and not asked_phrase[0]["same"]


@pytest.mark.django_db
def test_whole_verses_alike_come_before_shared_phrases_each_best_first(anonymous_api):
    similar = anonymous_api.get("/api/v1/verses/2/3/similar/").json()["similar"]

    kinds = [verse["kind"] for verse in similar]
    assert kinds == sorted(kinds, key=["verse", "phrase"].index)
    assert {"verse", "phrase"} <= set(kinds)
    scores = [verse["score"] for verse in similar if verse["kind"] == "verse"]
    assert scores == sorted(scores, reverse=True)
    # Shared phrases come by their weight, which the answer leaves out.
    rows = SimilarVerse.objects.filter(verse__chapter_id=2, verse__number=3, kind="phrase")
    weights = {
        (chapter, number): weight
        for chapter, number, weight in rows.values_list("similar__chapter_id", "similar__number", "phrase_weight")
    }
    listed = [weights[verse["surah_id"], verse["ayah_id"]] for verse in similar if verse["kind"] == "phrase"]
    assert listed == sorted(listed, reverse=True)
    assert all(
        verse["phrase"] is None and verse["verse_phrase"] is None for verse in similar if verse["kind"] == "verse"
    )


@pytest.mark.django_db
def test_similar_verses_come_best_first(anonymous_api):
    similar = anonymous_api.get("/api/v1/verses/55/13/similar/").json()["similar"]

    scores = [verse["score"] for verse in similar if verse["kind"] == "verse"]
    assert scores == sorted(scores, reverse=True)
    assert len(similar) >= 30
    assert {key: similar[0][key] for key in ("surah_id", "ayah_id", "score")} == {
        "surah_id": 55,
        "ayah_id": 16,
        "score": 1.0,
    }


@pytest.mark.django_db
def test_a_verse_without_look_alikes_answers_empty_lists(anonymous_api):
    response = anonymous_api.get("/api/v1/verses/112/1/similar/")

    assert response.status_code == 200
    assert response.json() == {"similar": [], "words": []}
