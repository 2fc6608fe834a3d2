"""GET /makhraj/: the guide, public, in one answer kept with an ETag."""

import pytest

MAKHRAJ = "/api/v1/makhraj/"


@pytest.mark.django_db
def test_the_guide_is_public_and_whole(client, django_assert_max_num_queries):
    with django_assert_max_num_queries(1):  # the content stamp, at most
        response = client.get(MAKHRAJ)
    assert response.status_code == 200
    assert response["Cache-Control"].startswith("public")
    guide = response.json()
    assert [area["id"] for area in guide["areas"]] == ["jawf", "halq", "lisan", "shafatan", "khayshum"]
    halq = next(area for area in guide["areas"] if area["id"] == "halq")
    letters = {letter["id"]: letter for letter in guide["letters"]}
    assert [
        letters[letter_id]["glyph"] for number in halq["points"] for letter_id in guide["points"][number - 1]["letters"]
    ] == list("ءهعحغخ")
    ain = letters["ain"]
    assert ain["point"] == 3 and ain["sifat"] == ["jahr", "tawassut", "istifal", "infitah", "ismat"]
    assert [example["kind"] for example in ain["examples"]] == ["start", "sukun"]
    example = ain["examples"][1]
    assert (example["surah_id"], example["ayah_id"], example["word"]) == (109, 2, "أَعۡبُدُ")
    assert example["word"][example["letter"]["start"] : example["letter"]["end"]] == "عۡ"
    assert example["audio_url"].endswith("/6209.mp3") and example["timings_url"] is None  # 109:2
    assert (ain["recited_name"]["surah_id"], ain["recited_name"]["ayah_id"]) == (42, 2)
    assert letters["fa"]["recited_name"] is None
    assert [sifah["id"] for sifah in guide["sifat"][:2]] == ["hams", "jahr"]


@pytest.mark.django_db
def test_the_guide_is_answered_not_modified_when_the_copy_is_current(client):
    first = client.get(MAKHRAJ)
    again = client.get(MAKHRAJ, HTTP_IF_NONE_MATCH=first["ETag"])
    assert again.status_code == 304
