import pytest

from hafiz.games.tests.calls import played

CURRENT = "/api/v1/progress/current/"


@pytest.mark.django_db
def test_the_current_level_is_the_first_verse_not_at_100_on_the_path(api, django_assert_max_num_queries):
    with django_assert_max_num_queries(5):
        assert api.get(CURRENT).json() == {"surah_id": 114, "ayah_id": 1, "path_finished": False}
    for game in ["shuffling", "memory", "matching", "audio"]:
        played(api, game, 114, 1)

    assert api.get(CURRENT).json() == {"surah_id": 114, "ayah_id": 2, "path_finished": False}


@pytest.mark.django_db
def test_the_current_level_needs_a_token(anonymous_api):
    assert anonymous_api.get(CURRENT).status_code == 401
