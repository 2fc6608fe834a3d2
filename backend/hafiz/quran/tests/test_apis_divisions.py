import pytest

from hafiz.quran import content
from hafiz.quran.models import Verse

PORTIONS = "/api/v1/progress/portions/"


@pytest.mark.django_db
def test_the_juz_list_names_each_juz_by_its_range_and_opening_words_with_no_query(
    anonymous_api, django_assert_num_queries
):
    with django_assert_num_queries(0):
        response = anonymous_api.get("/api/v1/juz/")

    assert response.status_code == 200
    assert response["Cache-Control"].startswith("public")
    juz = response.json()["juz"]
    assert [item["number"] for item in juz] == list(range(1, 31))
    assert juz[1]["first"] == {"surah_id": 2, "ayah_id": 142}
    assert juz[0]["last"] == {"surah_id": 2, "ayah_id": 141}
    amma = juz[29]
    assert (amma["first"], amma["last"]) == ({"surah_id": 78, "ayah_id": 1}, {"surah_id": 114, "ayah_id": 6})
    assert amma["verses_count"] == 564
    assert amma["opening_words"].split()[0] == content.content().verse(chapter_number=78, verse_number=1).words[0]
    assert sum(item["verses_count"] for item in juz) == 6236
    # Each juz in two hizbs: the first opens the juz, the second follows it and closes the juz.
    assert [hizb["number"] for item in juz for hizb in item["hizbs"]] == list(range(1, 61))
    assert all(item["hizbs"][0]["first"] == item["first"] and item["hizbs"][1]["last"] == item["last"] for item in juz)
    assert amma["hizbs"][1]["first"] == {"surah_id": 87, "ayah_id": 1}
    assert juz[0]["hizbs"][0]["last"] == {"surah_id": 2, "ayah_id": 74}


@pytest.mark.django_db
def test_a_page_lists_its_verses_in_order_with_chapter_starts_marked(anonymous_api, django_assert_num_queries):
    with django_assert_num_queries(0):
        response = anonymous_api.get("/api/v1/pages/604/")

    assert response.status_code == 200
    body = response.json()
    assert body["page"] == 604
    verses = body["verses"]
    assert [(verse["surah_id"], verse["ayah_id"]) for verse in verses[:2]] == [(112, 1), (112, 2)]
    assert (verses[-1]["surah_id"], verses[-1]["ayah_id"]) == (114, 6)
    assert [f"{verse['surah_id']}:{verse['ayah_id']}" for verse in verses if verse["chapter_start"]] == [
        "112:1",
        "113:1",
        "114:1",
    ]
    assert {verse["juz"] for verse in verses} == {30}
    assert len(verses[0]["words"]) == 4 and verses[0]["text"]
    # Three chapters, each a title and a basmala line over its verses: 15 lines, the words of each verse on its own.
    assert [(line["kind"], line["surah_id"]) for line in body["lines"] if line["kind"] != "verses"] == [
        ("chapter", 112), ("basmala", 112), ("chapter", 113), ("basmala", 113), ("chapter", 114), ("basmala", 114),
    ]  # fmt: skip
    assert [line["number"] for line in body["lines"]] == list(range(1, 16))
    assert all(len(verse["word_lines"]) == len(verse["words"]) for verse in verses)
    assert verses[0]["word_lines"][0] == 3 and verses[-1]["word_lines"][-1] == 15
    assert not any(verse["juz_start"] for verse in verses)


@pytest.mark.django_db
def test_a_page_marks_the_verses_that_open_a_juz_or_a_hizb_quarter(anonymous_api):
    verses = anonymous_api.get("/api/v1/pages/582/").json()["verses"]

    assert [(verse["surah_id"], verse["ayah_id"]) for verse in verses if verse["juz_start"]] == [(78, 1)]
    quarters = [verse for verse in verses if verse["hizb_quarter_start"]]
    assert quarters[0]["ayah_id"] == 1 and quarters[0]["hizb_quarter"] == 233
    first = anonymous_api.get("/api/v1/pages/1/").json()["verses"][0]
    assert first["juz_start"] and first["hizb_quarter_start"]


@pytest.mark.django_db
def test_the_juz_list_gives_the_page_each_juz_opens_on(anonymous_api):
    juz = anonymous_api.get("/api/v1/juz/").json()["juz"]

    assert [juz[0]["page"], juz[1]["page"], juz[29]["page"]] == [1, 22, 582]


@pytest.mark.django_db
def test_page_2_opens_al_baqarah(anonymous_api):
    verses = anonymous_api.get("/api/v1/pages/2/").json()["verses"]

    assert (verses[0]["surah_id"], verses[0]["ayah_id"], verses[0]["chapter_start"]) == (2, 1, True)
    assert verses[-1]["surah_id"] == 2


# Beyond the 604 pages, and values that are no page number at all.
@pytest.mark.django_db
@pytest.mark.parametrize("page", ["0", "605", "abc", "-1", "1.5", "²", "٣", "9" * 40, "9" * 5000])
def test_a_page_outside_1_to_604_is_a_404_in_the_error_shape(anonymous_api, page):
    response = anonymous_api.get(f"/api/v1/pages/{page}/")

    assert response.status_code == 404
    assert response.json()["message"]


@pytest.mark.django_db
def test_the_juz_list_is_encoded_once_per_copy_of_the_content(anonymous_api):
    first = anonymous_api.get("/api/v1/juz/")
    held = content.content()

    assert held.answers[("juz",)].body == first.content


@pytest.mark.django_db
@pytest.mark.parametrize(
    "not_yet_imported", [{"juz": None, "hizb_quarter": None, "page": None, "word_lines": []}, {"word_lines": []}]
)
def test_between_the_migration_and_the_import_the_divided_calls_say_to_wait(anonymous_api, api, not_yet_imported):
    Verse.objects.update(**not_yet_imported)
    content.content_reload()

    for client, path in ((anonymous_api, "/api/v1/juz/"), (anonymous_api, "/api/v1/pages/1/"), (api, PORTIONS)):
        response = client.get(path)
        assert response.status_code == 503
        assert "being imported" in response.json()["message"]
