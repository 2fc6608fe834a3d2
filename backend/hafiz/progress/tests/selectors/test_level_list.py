import pytest

from hafiz.progress.selectors import chapter_percent, level_list


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
def test_levels_take_one_query_however_much_is_done(user, set_progress, django_assert_num_queries):
    set_progress(user=user, chapter_number=1, verse_numbers=range(1, 8), progress=100)
    set_progress(user=user, chapter_number=2, verse_numbers=range(1, 287), progress=100)
    set_progress(user=user, chapter_number=114, verse_numbers=range(1, 7), progress=50)

    with django_assert_num_queries(1):
        levels = level_list(user=user)

    assert _done(levels) == {1, 2}
    assert levels[113].progress == 50


def _progress(levels) -> dict[int, int]:
    return {level.index: level.progress for level in levels if level.progress}


@pytest.mark.django_db
def test_a_chapters_progress_is_its_verses_progress_over_every_verse_at_100(user, make_user, set_progress):
    # 112 has 4 verses: one learnt of four is a quarter. 108 has 3: 100 + 100 + 75 of 300 is 91 2/3.
    set_progress(user=user, chapter_number=112, verse_numbers=[1], progress=100)
    set_progress(user=user, chapter_number=108, verse_numbers=[1, 2], progress=100)
    set_progress(user=user, chapter_number=108, verse_numbers=[3], progress=75)
    set_progress(user=user, chapter_number=103, verse_numbers=range(1, 4), progress=100)
    set_progress(user=make_user(), chapter_number=1, verse_numbers=range(1, 8), progress=100)

    levels = level_list(user=user)

    assert _progress(levels) == {112: 25, 108: 91, 103: 100}
    assert _done(levels) == {103}


@pytest.mark.django_db
def test_one_game_won_in_a_long_chapter_shows_as_begun_not_as_0(user, set_progress):
    # Chapter 2: 25 of 28,600 is under a tenth of a percent, yet the learner has begun it.
    set_progress(user=user, chapter_number=2, verse_numbers=[1], progress=25)

    assert _progress(level_list(user=user)) == {2: 1}


@pytest.mark.parametrize(
    ("progress_sum", "verses_count", "percent"),
    [
        (0, 7, 0),
        (25, 286, 1),
        (25, 7, 3),
        (350, 7, 50),
        (699, 7, 99),
        (700, 7, 100),
        (28_599, 286, 99),
        (28_600, 286, 100),
    ],
)
def test_chapter_percent_rounds_down_between_1_and_99_until_every_verse_is_at_100(progress_sum, verses_count, percent):
    assert chapter_percent(progress_sum=progress_sum, verses_count=verses_count) == percent
