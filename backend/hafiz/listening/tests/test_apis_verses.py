import pytest
from django.test import override_settings

from hafiz.listening.apis import RANGE_VERSES_MAX
from hafiz.quran import canon
from hafiz.quran.content import content

VERSES = "/api/v1/player/verses/"


@pytest.mark.django_db
def test_the_verses_of_a_range_with_words_and_recitation(api, django_assert_max_num_queries):
    with django_assert_max_num_queries(3):
        response = api.get(VERSES, {"surah_id": 112, "from_ayah": 1, "to_ayah": 2})

    assert response.status_code == 200
    verses = response.json()["verses"]
    assert [verse["ayah_id"] for verse in verses] == [1, 2]
    assert [verse["global_number"] for verse in verses] == [6222, 6223]
    assert len(verses[0]["words"]) == 4
    assert verses[0]["text"].split(" ") == verses[0]["words"]
    assert verses[0]["audio_url"].endswith("/6222.mp3")
    assert verses[0]["timings_url"] is None


@pytest.mark.django_db
def test_a_whole_long_chapter_is_one_call(api, django_assert_max_num_queries):
    with django_assert_max_num_queries(3):
        response = api.get(VERSES, {"surah_id": 2, "from_ayah": 1, "to_ayah": 286})

    verses = response.json()["verses"]
    assert len(verses) == 286
    # 2:282, the longest verse: 128 words, its pause marks kept on the words before them.
    assert len(verses[281]["words"]) == 128


@pytest.mark.django_db
def test_a_range_runs_across_chapters_in_the_mushafs_order(api):
    response = api.get(VERSES, {"surah_id": 113, "from_ayah": 5, "to_surah_id": 114, "to_ayah": 1})

    assert response.status_code == 200
    verses = response.json()["verses"]
    assert [(verse["surah_id"], verse["ayah_id"]) for verse in verses] == [(113, 5), (114, 1)]
    assert [verse["global_number"] for verse in verses] == [6230, 6231]


@pytest.mark.django_db
def test_a_whole_juz_amma_is_one_call(api, django_assert_max_num_queries):
    with django_assert_max_num_queries(3):
        response = api.get(VERSES, {"surah_id": 78, "from_ayah": 1, "to_surah_id": 114, "to_ayah": 6})

    verses = response.json()["verses"]
    assert len(verses) == RANGE_VERSES_MAX == 564
    assert (verses[0]["surah_id"], verses[-1]["surah_id"]) == (78, 114)


def test_the_longest_range_is_the_longest_juz_and_longer_than_any_chapter():
    held = content()
    assert RANGE_VERSES_MAX == max(held.verses_count_in("juz").values()) > max(canon.VERSES_PER_CHAPTER)


@pytest.mark.django_db
@override_settings(WORD_TIMINGS_BASE_URL="/media/timings/")
def test_word_timings_are_offered_when_the_deployment_has_them(api):
    (verse,) = api.get(VERSES, {"surah_id": 1, "from_ayah": 1, "to_ayah": 1}).json()["verses"]

    assert verse["timings_url"] == "/media/timings/1.json"


@pytest.mark.django_db
@pytest.mark.parametrize(
    ("query", "fields"),
    [
        ({}, {"surah_id", "from_ayah", "to_ayah"}),
        ({"surah_id": 112, "from_ayah": 1}, {"to_ayah"}),
        ({"surah_id": 0, "from_ayah": 1, "to_ayah": 1}, {"surah_id"}),
        ({"surah_id": 115, "from_ayah": 1, "to_ayah": 1}, {"surah_id"}),
        ({"surah_id": "x", "from_ayah": 1, "to_ayah": 1}, {"surah_id"}),
        ({"surah_id": 112, "from_ayah": 0, "to_ayah": 1}, {"from_ayah"}),
        ({"surah_id": 112, "from_ayah": 1, "to_ayah": 5}, {"to_ayah"}),
        ({"surah_id": 112, "from_ayah": 5, "to_ayah": 6}, {"from_ayah", "to_ayah"}),
        ({"surah_id": 112, "from_ayah": 3, "to_ayah": 2}, {"to_ayah"}),
        ({"surah_id": 114, "from_ayah": 1, "to_surah_id": 113, "to_ayah": 5}, {"to_ayah"}),
        ({"surah_id": 113, "from_ayah": 1, "to_surah_id": 114, "to_ayah": 7}, {"to_ayah"}),
        ({"surah_id": 113, "from_ayah": 6, "to_surah_id": 114, "to_ayah": 1}, {"from_ayah"}),
        ({"surah_id": 113, "from_ayah": 1, "to_surah_id": 115, "to_ayah": 1}, {"to_surah_id"}),
        ({"surah_id": 77, "from_ayah": 50, "to_surah_id": 114, "to_ayah": 6}, {"to_ayah"}),  # 565 verses
    ],
)
def test_a_range_outside_the_chapter_is_a_400_per_field(api, query, fields):
    response = api.get(VERSES, query)

    assert response.status_code == 400
    assert set(response.json()["fields"]) == fields


@pytest.mark.django_db
def test_verses_need_a_signed_in_learner(anonymous_api):
    assert anonymous_api.get(VERSES, {"surah_id": 112, "from_ayah": 1, "to_ayah": 2}).status_code == 401
