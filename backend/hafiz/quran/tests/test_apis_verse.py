"""GET /verses/{surah_id}/{ayah_id}/ and the versioned answers of every content call (hafiz.common.versioned)."""

import gzip
import unicodedata

import pytest

CONTENT_PATHS = ["/api/v1/verses/2/255/", "/api/v1/chapters/", "/api/v1/chapters/112", "/api/v1/verses/2/35/similar/"]
A_YEAR = "public, max-age=31536000, immutable"
FIVE_MINUTES = "public, max-age=300"


def _version(client) -> str:
    return client.get("/api/v1/config/").json()["content_version"]


@pytest.mark.django_db
def test_a_verse_is_its_whole_content_in_one_public_answer_with_no_query(anonymous_api, django_assert_num_queries):
    with django_assert_num_queries(0):
        response = anonymous_api.get("/api/v1/verses/112/1/")

    assert response.status_code == 200
    body = response.json()
    assert unicodedata.normalize("NFC", body.pop("text")) == unicodedata.normalize("NFC", "قُلۡ هُوَ ٱللَّهُ أَحَدٌ")
    assert len(body.pop("words")) == 4
    assert body.pop("image_url").startswith("/media/verses/")
    assert body.pop("audio_url").endswith("/6222.mp3")
    assert body.pop("transliteration_en").startswith("Qul huwa")
    assert body.pop("transliteration_ru") and body.pop("translation_ru")
    assert body == {
        "surah_id": 112,
        "ayah_id": 1,
        "global_number": 6222,
        "translation_en": 'Say, "He is Allah, [who is] One',
        "juz": 30,
        "hizb_quarter": 240,
        "page": 604,
    }


@pytest.mark.django_db
def test_a_verse_answers_what_the_spec_calls_answer(api):
    verse = api.get("/api/v1/verses/1/2/").json()
    text = api.post("/api/v1/games/ayah_text/", {"surah_id": 1, "ayah_id": 2}).json()
    image = api.post("/api/v1/games/ayah_image/", {"surah_id": 1, "ayah_id": 2}).json()

    assert (verse["text"], verse["global_number"], verse["audio_url"]) == (
        text["text"],
        text["globalNumber"],
        text["audio_url"],
    )
    assert (verse["image_url"], verse["transliteration_en"], verse["transliteration_ru"]) == (
        image["image"],
        image["transliteration_text"],
        image["transliteration_text_ru"],
    )
    assert (verse["translation_en"], verse["translation_ru"]) == (image["english_text"], image["russian_text"])


@pytest.mark.django_db
def test_a_token_is_not_needed_nor_checked(anonymous_api):
    anonymous_api.credentials(HTTP_AUTHORIZATION="Token not-a-token")

    assert anonymous_api.get("/api/v1/verses/112/1/").status_code == 200


@pytest.mark.django_db
@pytest.mark.parametrize("path", ["0/1", "115/1", "112/5", "112/0", "abc/1", "2/²", "2/١", "2/" + "9" * 40])
@pytest.mark.parametrize("call", ["", "similar/"])
def test_no_such_verse_is_a_json_404(anonymous_api, path, call):
    response = anonymous_api.get(f"/api/v1/verses/{path}/{call}")

    assert response.status_code == 404
    assert response.json()["message"]


@pytest.mark.django_db
@pytest.mark.parametrize("path", CONTENT_PATHS)
def test_at_the_current_version_an_answer_is_kept_a_year(anonymous_api, path):
    response = anonymous_api.get(path, {"v": _version(anonymous_api)})

    assert response.status_code == 200
    assert response["Cache-Control"] == A_YEAR
    assert "Accept-Encoding" in response["Vary"]


@pytest.mark.django_db
@pytest.mark.parametrize("path", CONTENT_PATHS)
@pytest.mark.parametrize("query", [{}, {"v": "an-older-version"}])
def test_without_the_current_version_the_current_content_is_kept_five_minutes(anonymous_api, path, query):
    response = anonymous_api.get(path, query)
    current = anonymous_api.get(path, {"v": _version(anonymous_api)})

    assert response["Cache-Control"] == FIVE_MINUTES
    assert response.content == current.content


@pytest.mark.django_db
@pytest.mark.parametrize("path", CONTENT_PATHS)
def test_the_etag_is_strong_and_a_copy_still_current_is_answered_304(anonymous_api, path):
    version = _version(anonymous_api)
    first = anonymous_api.get(path, {"v": version})
    etag = first["ETag"]

    again = anonymous_api.get(path, {"v": version}, HTTP_IF_NONE_MATCH=etag)
    weakly = anonymous_api.get(path, {"v": version}, HTTP_IF_NONE_MATCH=f'"other", W/{etag}')
    changed = anonymous_api.get(path, {"v": version}, HTTP_IF_NONE_MATCH='"something-else"')

    assert etag.startswith('"') and etag.endswith('"')
    assert (again.status_code, again.content, again["ETag"], again["Cache-Control"]) == (304, b"", etag, A_YEAR)
    assert weakly.status_code == 304
    assert changed.status_code == 200 and changed.content == first.content


@pytest.mark.django_db
def test_a_client_taking_gzip_gets_the_same_json_compressed_under_an_etag_of_its_own(anonymous_api):
    plain = anonymous_api.get("/api/v1/verses/2/255/")

    compressed = anonymous_api.get("/api/v1/verses/2/255/", HTTP_ACCEPT_ENCODING="gzip, deflate, br")
    compressed_again = anonymous_api.get("/api/v1/verses/2/255/", HTTP_ACCEPT_ENCODING="gzip")

    assert compressed["Content-Encoding"] == "gzip"
    assert gzip.decompress(compressed.content) == plain.content
    # The same bytes every time, so the ETag is strong: no random padding as Django's GZipMiddleware adds.
    assert compressed_again.content == compressed.content
    assert compressed["ETag"] == plain["ETag"][:-1] + '-gzip"' and not compressed["ETag"].startswith("W/")
    assert (
        anonymous_api.get(
            "/api/v1/verses/2/255/", HTTP_ACCEPT_ENCODING="gzip", HTTP_IF_NONE_MATCH=compressed["ETag"]
        ).status_code
        == 304
    )


@pytest.mark.django_db
def test_errors_are_not_kept(anonymous_api):
    missing = anonymous_api.get("/api/v1/verses/112/5/")
    unknown_language = anonymous_api.get("/api/v1/chapters/", {"language": "de", "v": _version(anonymous_api)})

    assert "max-age" not in missing.get("Cache-Control", "")
    assert "max-age" not in unknown_language.get("Cache-Control", "")
