import pytest

from hafiz.listening.models import PlayerSettings
from hafiz.listening.player_settings import DEFAULT_PLAYER_SETTINGS

SETTINGS = "/api/v1/player/settings/"

MINE = {
    "verse_repeats": None,
    "range_repeats": 4,
    "stepped": True,
    "pause_mode": "fixed",
    "pause_seconds": 10,
    "pause_multiple": 1.5,
    "range_pause_seconds": 60,
    "split_mode": "pause_marks",
    "split_words": 2,
    "hide_mode": "first_letter",
    "difficulty": 0,
}


@pytest.mark.django_db
def test_a_new_learner_gets_the_defaults_and_no_row_is_made(api):
    response = api.get(SETTINGS)

    assert response.status_code == 200
    assert response.json() == DEFAULT_PLAYER_SETTINGS
    assert not PlayerSettings.objects.exists()


@pytest.mark.django_db
def test_saved_settings_come_back(api, django_assert_max_num_queries):
    with django_assert_max_num_queries(3):
        saved = api.put(SETTINGS, MINE, format="json")

    assert saved.status_code == 200
    assert saved.json() == MINE
    assert api.get(SETTINGS).json() == MINE


@pytest.mark.django_db
def test_saving_again_replaces_the_settings(api):
    api.put(SETTINGS, MINE, format="json")

    api.put(SETTINGS, DEFAULT_PLAYER_SETTINGS, format="json")

    assert api.get(SETTINGS).json() == DEFAULT_PLAYER_SETTINGS
    assert PlayerSettings.objects.count() == 1


@pytest.mark.django_db
def test_a_setting_added_after_the_learner_saved_comes_with_its_default(api, user):
    PlayerSettings.objects.create(user=user, values={"verse_repeats": 7})

    assert api.get(SETTINGS).json() == {**DEFAULT_PLAYER_SETTINGS, "verse_repeats": 7}


@pytest.mark.django_db
def test_learners_have_their_own_settings(api, make_user, client_for):
    other_api = client_for(make_user())
    other_api.put(SETTINGS, MINE, format="json")

    assert api.get(SETTINGS).json() == DEFAULT_PLAYER_SETTINGS
    assert other_api.get(SETTINGS).json() == MINE


@pytest.mark.django_db
def test_settings_need_a_signed_in_learner(anonymous_api):
    read = anonymous_api.get(SETTINGS)
    write = anonymous_api.put(SETTINGS, MINE, format="json")

    assert (read.status_code, write.status_code) == (401, 401)
    assert read.json()["message"]
    assert not PlayerSettings.objects.exists()


@pytest.mark.django_db
@pytest.mark.parametrize(
    ("change", "field"),
    [
        ({"verse_repeats": 0}, "verse_repeats"),
        ({"verse_repeats": 21}, "verse_repeats"),
        ({"verse_repeats": "many"}, "verse_repeats"),
        ({"range_repeats": -1}, "range_repeats"),
        ({"stepped": "sometimes"}, "stepped"),
        ({"pause_mode": "forever"}, "pause_mode"),
        ({"pause_seconds": 0}, "pause_seconds"),
        ({"pause_seconds": 11}, "pause_seconds"),
        ({"pause_multiple": 3}, "pause_multiple"),
        ({"pause_multiple": 0.75}, "pause_multiple"),
        ({"range_pause_seconds": 61}, "range_pause_seconds"),
        ({"range_pause_seconds": None}, "range_pause_seconds"),
        ({"split_mode": "sentences"}, "split_mode"),
        ({"split_words": 1}, "split_words"),
        ({"split_words": 51}, "split_words"),
        ({"hide_mode": "blur"}, "hide_mode"),
        ({"difficulty": 10}, "difficulty"),
        ({"difficulty": -1}, "difficulty"),
        ({"difficulty": 4.5}, "difficulty"),
        ({"volume": 1}, "volume"),
    ],
)
def test_a_bad_value_is_a_400_naming_the_field_and_nothing_is_saved(api, change, field):
    response = api.put(SETTINGS, {**MINE, **change}, format="json")

    assert response.status_code == 400
    body = response.json()
    assert body["message"] == "Invalid input."
    assert list(body["fields"]) == [field]
    assert not PlayerSettings.objects.exists()


@pytest.mark.django_db
def test_every_setting_must_be_sent(api):
    partial = {key: value for key, value in MINE.items() if key != "hide_mode"}

    response = api.put(SETTINGS, partial, format="json")

    assert response.status_code == 400
    assert list(response.json()["fields"]) == ["hide_mode"]


@pytest.mark.django_db
def test_a_body_that_is_not_an_object_is_a_400(api):
    response = api.put(SETTINGS, [1, 2], format="json")

    assert response.status_code == 400
    assert response.json()["message"]
