import pytest

from hafiz.progress.selectors import level_list


def _done(levels) -> set[int]:
    return {level.index for level in levels if level.done}


@pytest.mark.django_db
def test_every_chapter_is_a_level_and_none_is_done_at_first(user):
    levels = level_list(user=user)

    assert [level.index for level in levels] == list(range(1, 115))
    assert _done(levels) == set()


@pytest.mark.django_db
def test_chapter_is_done_when_every_verse_is_at_100(user, set_progress):
    set_progress(user=user, chapter_number=112, verse_numbers=range(1, 5), progress=100)

    assert _done(level_list(user=user)) == {112}


@pytest.mark.django_db
def test_chapter_with_one_verse_short_of_100_is_not_done(user, set_progress):
    set_progress(user=user, chapter_number=108, verse_numbers=[1, 2], progress=100)
    set_progress(user=user, chapter_number=108, verse_numbers=[3], progress=75)
    set_progress(user=user, chapter_number=103, verse_numbers=[1, 2], progress=100)

    assert _done(level_list(user=user)) == set()


@pytest.mark.django_db
def test_another_users_finished_chapter_is_not_done_for_me(user, make_user, set_progress):
    set_progress(user=make_user(), chapter_number=112, verse_numbers=range(1, 5), progress=100)

    assert _done(level_list(user=user)) == set()


@pytest.mark.django_db
def test_levels_take_two_queries_however_much_is_done(user, set_progress, django_assert_num_queries):
    set_progress(user=user, chapter_number=1, verse_numbers=range(1, 8), progress=100)
    set_progress(user=user, chapter_number=2, verse_numbers=range(1, 287), progress=100)
    set_progress(user=user, chapter_number=114, verse_numbers=range(1, 7), progress=50)

    with django_assert_num_queries(2):
        levels = level_list(user=user)

    assert _done(levels) == {1, 2}
