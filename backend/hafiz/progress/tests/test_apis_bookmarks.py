import pytest

from hafiz.progress.models import Bookmark
from hafiz.quran.tests.test_apis import BAD_REFERENCES

BOOKMARKS = "/api/v1/bookmarks/"


def _add(api, surah_id: int, ayah_id: int):
    return api.post(BOOKMARKS, {"surah_id": surah_id, "ayah_id": ayah_id}, format="json")


def _verses(response) -> list[tuple[int, int]]:
    assert response.status_code == 200, response.content
    return [(bookmark["surah_id"], bookmark["ayah_id"]) for bookmark in response.json()["results"]]


@pytest.mark.django_db
def test_adding_a_bookmark_is_a_201_with_the_bookmark(api, verse_at, django_assert_max_num_queries):
    with django_assert_max_num_queries(4):
        response = _add(api, 112, 1)

    assert response.status_code == 201
    body = response.json()
    assert body.pop("created_at")
    assert body == {
        "surah_id": 112,
        "ayah_id": 1,
        "chapter_name_simple": "Al-Ikhlas",
        "chapter_name_simple_ru": "Аль-Ихляс",
        "text": verse_at(112, 1).text_uthmani,
    }


@pytest.mark.django_db
def test_adding_it_again_is_a_200_with_the_same_bookmark(api, django_assert_max_num_queries):
    first = _add(api, 112, 1).json()

    with django_assert_max_num_queries(4):
        again = _add(api, 112, 1)

    assert again.status_code == 200
    assert again.json() == first
    assert Bookmark.objects.count() == 1


@pytest.mark.django_db
def test_list_gives_the_users_bookmarks_newest_first(api, django_assert_max_num_queries):
    for surah_id, ayah_id in [(1, 1), (2, 255), (112, 4)]:
        _add(api, surah_id, ayah_id)

    with django_assert_max_num_queries(4):
        response = api.get(BOOKMARKS)

    assert _verses(response) == [(112, 4), (2, 255), (1, 1)]
    body = response.json()
    assert (body["count"], body["next"], body["previous"]) == (3, None, None)
    assert set(body["results"][0]) == {
        "surah_id",
        "ayah_id",
        "chapter_name_simple",
        "chapter_name_simple_ru",
        "text",
        "created_at",
    }


@pytest.mark.django_db
def test_list_is_paged_with_limit_and_offset(api):
    for ayah_id in range(1, 6):
        _add(api, 1, ayah_id)

    response = api.get(BOOKMARKS, {"limit": 2, "offset": 1})

    assert _verses(response) == [(1, 4), (1, 3)]
    assert response.json()["count"] == 5
    assert "offset=3" in response.json()["next"]


@pytest.mark.django_db
def test_list_filtered_by_verse_says_whether_that_verse_is_bookmarked(api, django_assert_max_num_queries):
    _add(api, 2, 255)
    _add(api, 2, 256)

    with django_assert_max_num_queries(4):
        bookmarked = api.get(BOOKMARKS, {"surah_id": 2, "ayah_id": 255})
    not_bookmarked = api.get(BOOKMARKS, {"surah_id": 2, "ayah_id": 254})

    assert _verses(bookmarked) == [(2, 255)]
    assert bookmarked.json()["count"] == 1
    assert _verses(not_bookmarked) == []
    assert not_bookmarked.json()["count"] == 0


@pytest.mark.django_db
def test_removing_a_bookmark_is_a_204_and_it_leaves_the_list(api, django_assert_max_num_queries):
    _add(api, 112, 1)
    _add(api, 112, 2)

    with django_assert_max_num_queries(4):
        response = api.delete(f"{BOOKMARKS}112/1/")

    assert response.status_code == 204
    assert _verses(api.get(BOOKMARKS)) == [(112, 2)]


@pytest.mark.django_db
def test_removing_a_bookmark_that_is_not_there_is_a_json_404(api):
    response = api.delete(f"{BOOKMARKS}112/1/")

    assert response.status_code == 404
    assert response.json() == {"message": "This verse is not bookmarked.", "fields": {}}


@pytest.mark.django_db
def test_users_see_and_remove_only_their_own_bookmarks(api, make_user, client_for):
    other_api = client_for(make_user())
    _add(other_api, 112, 1)
    _add(other_api, 112, 2)
    _add(api, 112, 2)

    assert _verses(api.get(BOOKMARKS)) == [(112, 2)]
    assert _verses(api.get(BOOKMARKS, {"surah_id": 112, "ayah_id": 1})) == []
    assert api.delete(f"{BOOKMARKS}112/1/").status_code == 404
    assert api.delete(f"{BOOKMARKS}112/2/").status_code == 204
    assert _verses(other_api.get(BOOKMARKS)) == [(112, 2), (112, 1)]


@pytest.mark.django_db
@pytest.mark.parametrize(("payload", "fields"), BAD_REFERENCES)
def test_adding_with_a_bad_verse_reference_is_a_400_per_field(api, payload, fields):
    response = api.post(BOOKMARKS, payload, format="json")

    assert response.status_code == 400
    assert response.json()["message"]
    assert set(response.json()["fields"]) == fields
    assert not Bookmark.objects.exists()


@pytest.mark.django_db
@pytest.mark.parametrize(
    ("query", "fields"),
    [
        ({"surah_id": 112}, {"ayah_id"}),
        ({"ayah_id": 1}, {"surah_id"}),
        ({"surah_id": "abc", "ayah_id": 1}, {"surah_id"}),
        ({"surah_id": 115, "ayah_id": 1}, {"surah_id"}),
        ({"surah_id": 112, "ayah_id": 5}, {"ayah_id"}),
    ],
)
def test_list_with_a_bad_verse_filter_is_a_400_per_field(api, query, fields):
    response = api.get(BOOKMARKS, query)

    assert response.status_code == 400
    assert set(response.json()["fields"]) == fields


@pytest.mark.django_db
@pytest.mark.parametrize(
    ("path", "fields"),
    [
        ("abc/1/", {"surah_id"}),
        ("0/1/", {"surah_id"}),
        ("115/1/", {"surah_id"}),
        ("-1/1/", {"surah_id"}),
        ("112/0/", {"ayah_id"}),
        ("112/5/", {"ayah_id"}),
        ("112/x/", {"ayah_id"}),
        ("2/1000000000000/", {"ayah_id"}),
    ],
)
def test_removing_with_a_bad_verse_reference_is_a_400_per_field(api, path, fields):
    response = api.delete(f"{BOOKMARKS}{path}")

    assert response.status_code == 400
    assert set(response.json()["fields"]) == fields


@pytest.mark.django_db
@pytest.mark.parametrize(
    ("method", "path"),
    [("get", BOOKMARKS), ("post", BOOKMARKS), ("delete", f"{BOOKMARKS}112/1/")],
)
@pytest.mark.parametrize("authorization", [None, "Token not-a-real-token"])
def test_bookmark_calls_need_a_valid_token(anonymous_api, method, path, authorization):
    if authorization:
        anonymous_api.credentials(HTTP_AUTHORIZATION=authorization)

    response = getattr(anonymous_api, method)(path, {"surah_id": 112, "ayah_id": 1}, format="json")

    assert response.status_code == 401
    assert response.json()["message"]
    assert not Bookmark.objects.exists()
