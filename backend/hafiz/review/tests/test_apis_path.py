import pytest

from hafiz.review.paths import HAFIDH_CHAPTER_ORDER

PATH = "/api/v1/path/"


@pytest.mark.django_db
def test_a_learner_who_never_chose_gets_hafidh_path(api, django_assert_max_num_queries):
    with django_assert_max_num_queries(3):
        response = api.get(PATH)

    assert response.status_code == 200
    assert response.json() == {
        "kind": "hafidh",
        "chapter": None,
        "daily_new_verses": 3,
        "chosen": False,
        "chapter_order": list(HAFIDH_CHAPTER_ORDER),
    }


@pytest.mark.django_db
def test_a_chosen_custom_path_is_saved_and_given_back(api, django_assert_max_num_queries):
    with django_assert_max_num_queries(10):
        response = api.put(PATH, {"kind": "custom", "chapter": 18, "daily_new_verses": 10}, format="json")

    assert response.status_code == 200, response.content
    body = api.get(PATH).json()
    assert body == response.json()
    assert (body["kind"], body["chapter"], body["daily_new_verses"], body["chosen"]) == ("custom", 18, 10, True)
    assert body["chapter_order"][:3] == [18, 19, 20] and body["chapter_order"][-1] == 17
    assert len(body["chapter_order"]) == 114


@pytest.mark.django_db
def test_going_back_to_hafidh_path_drops_the_chapter(api):
    api.put(PATH, {"kind": "custom", "chapter": 18, "daily_new_verses": 10}, format="json")

    response = api.put(PATH, {"kind": "hafidh", "chapter": None, "daily_new_verses": 1}, format="json")

    assert response.json() == {
        "kind": "hafidh",
        "chapter": None,
        "daily_new_verses": 1,
        "chosen": True,
        "chapter_order": list(HAFIDH_CHAPTER_ORDER),
    }


@pytest.mark.django_db
@pytest.mark.parametrize(
    ("payload", "fields"),
    [
        ({}, {"kind", "daily_new_verses"}),
        ({"kind": "fast", "daily_new_verses": 3}, {"kind"}),
        ({"kind": "custom", "daily_new_verses": 3}, {"chapter"}),
        ({"kind": "custom", "chapter": None, "daily_new_verses": 3}, {"chapter"}),
        ({"kind": "hafidh", "chapter": 5, "daily_new_verses": 3}, {"chapter"}),
        ({"kind": "custom", "chapter": 0, "daily_new_verses": 3}, {"chapter"}),
        ({"kind": "custom", "chapter": 115, "daily_new_verses": 3}, {"chapter"}),
        ({"kind": "custom", "chapter": "one", "daily_new_verses": 3}, {"chapter"}),
        ({"kind": "juz_amma", "daily_new_verses": 3}, {"chapter"}),
        ({"kind": "juz_amma", "chapter": 100, "daily_new_verses": 3}, {"chapter"}),
        ({"kind": "hafidh", "daily_new_verses": 0}, {"daily_new_verses"}),
        ({"kind": "hafidh", "daily_new_verses": 51}, {"daily_new_verses"}),
        ({"kind": "hafidh", "daily_new_verses": "many"}, {"daily_new_verses"}),
        ({"kind": "hafidh", "daily_new_verses": 10**30}, {"daily_new_verses"}),
    ],
)
def test_a_bad_path_is_a_400_with_a_message_per_field_and_changes_nothing(api, payload, fields):
    response = api.put(PATH, payload, format="json")

    assert response.status_code == 400
    assert response.json()["message"]
    assert set(response.json()["fields"]) == fields
    assert api.get(PATH).json()["kind"] == "hafidh"


@pytest.mark.django_db
def test_the_current_verse_follows_the_chosen_path(api):
    assert api.get("/api/v1/progress/current/").json()["surah_id"] == 114

    api.put(PATH, {"kind": "custom", "chapter": 36, "daily_new_verses": 3}, format="json")

    assert api.get("/api/v1/progress/current/").json() == {"surah_id": 36, "ayah_id": 1, "path_finished": False}


@pytest.mark.django_db
def test_a_juz_amma_path_from_an_naba_goes_forward_and_keeps_the_learner_s_progress(api, user, set_progress):
    set_progress(user=user, chapter_number=114, verse_numbers=range(1, 7), progress=100)

    response = api.put(PATH, {"kind": "juz_amma", "chapter": 78, "daily_new_verses": 5}, format="json")

    assert response.status_code == 200
    body = response.json()
    assert (body["kind"], body["chapter"], body["daily_new_verses"]) == ("juz_amma", 78, 5)
    assert body["chapter_order"][:3] == [78, 79, 80]
    assert api.get("/api/v1/progress/current/").json() == {"surah_id": 78, "ayah_id": 1, "path_finished": False}
    levels = {level["index"]: level for level in api.get("/api/v1/levels/").json()}
    assert levels[114]["done"] is True
