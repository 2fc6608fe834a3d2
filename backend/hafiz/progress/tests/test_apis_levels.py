import pytest

from hafiz.games.tests.calls import played

LEVELS = "/api/v1/levels/"
GAMES = ["shuffling", "memory", "matching", "audio"]


def _done(response) -> set[int]:
    assert response.status_code == 200
    return {level["index"] for level in response.json() if level["done"]}


@pytest.mark.django_db
def test_levels_list_all_114_chapters_in_order_none_done_at_first(api, django_assert_max_num_queries):
    with django_assert_max_num_queries(3):
        response = api.get(LEVELS)

    levels = response.json()
    assert levels[0] == {"index": 1, "done": False, "progress": 0}
    assert [level["index"] for level in levels] == list(range(1, 115))
    assert not any(level["done"] for level in levels)


@pytest.mark.django_db
def test_chapter_won_through_every_verse_is_done_and_a_partial_one_is_not(api):
    # Chapter 112 has 4 verses, each won in all four games; chapter 108 has 3, one left at 75.
    for ayah_id in range(1, 5):
        for game in GAMES:
            played(api, game, 112, ayah_id)
    for ayah_id, games in [(1, GAMES), (2, GAMES), (3, GAMES[:3])]:
        for game in games:
            played(api, game, 108, ayah_id)

    response = api.get(LEVELS)
    assert _done(response) == {112}
    progress = {level["index"]: level["progress"] for level in response.json() if level["progress"]}
    # 108: 100 + 100 + 75 of 300.
    assert progress == {112: 100, 108: 91}


@pytest.mark.django_db
def test_levels_stay_within_3_queries_with_much_progress(api, user, set_progress, django_assert_max_num_queries):
    set_progress(user=user, chapter_number=2, verse_numbers=range(1, 287), progress=100)
    set_progress(user=user, chapter_number=3, verse_numbers=range(1, 201), progress=75)
    set_progress(user=user, chapter_number=103, verse_numbers=range(1, 4), progress=100)

    # The token's lookup (its first call: then it is held, hafiz.accounts.authentication), then the levels' one.
    with django_assert_max_num_queries(2):
        response = api.get(LEVELS)

    assert _done(response) == {2, 103}


@pytest.mark.django_db
def test_another_users_done_chapter_is_not_done_for_me(api, make_user, client_for, set_progress):
    other_user = make_user()
    set_progress(user=other_user, chapter_number=112, verse_numbers=range(1, 5), progress=100)

    assert _done(api.get(LEVELS)) == set()
    assert _done(client_for(other_user).get(LEVELS)) == {112}


@pytest.mark.django_db
@pytest.mark.parametrize("authorization", [None, "Token not-a-real-token"])
def test_levels_need_a_valid_token(anonymous_api, authorization):
    if authorization:
        anonymous_api.credentials(HTTP_AUTHORIZATION=authorization)

    response = anonymous_api.get(LEVELS)

    assert response.status_code == 401
    assert response.json()["message"]
