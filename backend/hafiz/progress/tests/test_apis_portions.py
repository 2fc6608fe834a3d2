import pytest

from hafiz.progress.selectors import share_percent

PORTIONS = "/api/v1/progress/portions/"


@pytest.mark.django_db
def test_each_juz_hizb_and_page_starts_unmemorised(api):
    body = api.get(PORTIONS).json()

    assert [len(body[portion]) for portion in ("juz", "hizb", "page")] == [30, 60, 604]
    assert body["juz"][29] == {"number": 30, "memorised": 0, "verses_count": 564, "percent": 0}
    assert sum(share["verses_count"] for share in body["page"]) == 6236


@pytest.mark.django_db
def test_memorised_verses_count_in_their_juz_hizb_and_page_and_nothing_else(api, user, set_progress):
    set_progress(user=user, chapter_number=114, verse_numbers=range(1, 7), progress=100)
    set_progress(user=user, chapter_number=113, verse_numbers=range(1, 6), progress=75)  # begun, not memorised

    body = api.get(PORTIONS).json()

    assert body["juz"][29] == {"number": 30, "memorised": 6, "verses_count": 564, "percent": 1}
    assert body["hizb"][59]["memorised"] == 6
    last_page = body["page"][603]
    assert (last_page["memorised"], last_page["verses_count"]) == (6, 15)
    assert last_page["percent"] == 40
    assert sum(share["memorised"] for share in body["juz"]) == 6


@pytest.mark.django_db
def test_a_juz_memorised_whole_is_100(api, user, set_progress):
    for chapter, verses_count in ((78, 40), (79, 46)):
        set_progress(user=user, chapter_number=chapter, verse_numbers=range(1, verses_count + 1), progress=100)
    set_progress(user=user, chapter_number=112, verse_numbers=[1], progress=100)

    juz = api.get(PORTIONS).json()["juz"]

    assert juz[29]["memorised"] == 87
    assert juz[29]["percent"] == 15
    assert [share["percent"] for share in juz[:29]] == [0] * 29


@pytest.mark.django_db
def test_portions_are_one_query_and_the_learner_s_own(
    api, user, make_user, client_for, set_progress, django_assert_max_num_queries
):
    other = make_user()
    set_progress(user=other, chapter_number=112, verse_numbers=range(1, 5), progress=100)
    api.get(PORTIONS)  # the sign-in is held from here (hafiz.accounts.authentication)

    with django_assert_max_num_queries(1):
        mine = api.get(PORTIONS).json()

    assert mine["juz"][29]["memorised"] == 0
    assert client_for(other).get(PORTIONS).json()["juz"][29]["memorised"] == 4


@pytest.mark.django_db
def test_portions_need_a_valid_token(anonymous_api):
    response = anonymous_api.get(PORTIONS)

    assert response.status_code == 401
    assert response.json()["message"]


@pytest.mark.parametrize(
    ("part", "whole", "percent"), [(0, 564, 0), (1, 564, 1), (563, 564, 99), (564, 564, 100), (6, 15, 40)]
)
def test_a_begun_portion_shows_at_least_1_and_an_unfinished_one_at_most_99(part, whole, percent):
    assert share_percent(part=part, whole=whole) == percent


@pytest.mark.django_db
def test_a_page_lists_the_learner_s_own_memorised_verses_on_it_in_one_query(
    api, user, make_user, client_for, set_progress, django_assert_max_num_queries
):
    set_progress(user=user, chapter_number=113, verse_numbers=[2, 1], progress=100)
    set_progress(user=user, chapter_number=114, verse_numbers=[1], progress=75)  # begun, not memorised
    set_progress(user=user, chapter_number=1, verse_numbers=[1], progress=100)  # another page
    other = make_user()
    set_progress(user=other, chapter_number=112, verse_numbers=[1], progress=100)
    api.get("/api/v1/progress/pages/604/")  # the sign-in is held from here

    with django_assert_max_num_queries(1):
        body = api.get("/api/v1/progress/pages/604/").json()

    assert body == {"page": 604, "memorised": [{"surah_id": 113, "ayah_id": 1}, {"surah_id": 113, "ayah_id": 2}]}


@pytest.mark.django_db
@pytest.mark.parametrize("page", ["0", "605", "x", "٣", "12abc", "9" * 5000])
def test_a_page_s_progress_outside_1_to_604_is_a_404(api, page):
    response = api.get(f"/api/v1/progress/pages/{page}/")

    assert response.status_code == 404
    assert response.json()["message"]


@pytest.mark.django_db
def test_a_page_s_progress_needs_a_sign_in(anonymous_api):
    assert anonymous_api.get("/api/v1/progress/pages/1/").status_code == 401
