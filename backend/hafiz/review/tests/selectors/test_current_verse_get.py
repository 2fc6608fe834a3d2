import pytest

from hafiz.quran import canon
from hafiz.quran.models import Verse
from hafiz.review.selectors import current_verse_get, learning_path_chapter_order


def _current(user) -> tuple[int, int, bool]:
    current = current_verse_get(user=user)
    return current.chapter_number, current.verse_number, current.path_finished


@pytest.mark.django_db
def test_hafidhs_path_takes_juz_amma_backwards_then_juz_29_28_then_the_rest_from_al_fatiha(user):
    order = learning_path_chapter_order(user=user)

    assert order[:3] == (114, 113, 112)
    assert order[36:39] == (78, 67, 68)
    assert order[57:59] == (1, 2)
    assert order[-1] == 57
    assert sorted(order) == list(range(1, 115))


@pytest.mark.django_db
def test_a_new_learner_starts_at_an_nas(user):
    assert _current(user) == (114, 1, False)


@pytest.mark.django_db
def test_the_current_verse_is_the_first_on_the_path_not_at_100(user, set_progress):
    set_progress(user=user, chapter_number=114, verse_numbers=range(1, 7), progress=100)
    set_progress(user=user, chapter_number=113, verse_numbers=[1, 3], progress=100)
    set_progress(user=user, chapter_number=113, verse_numbers=[2], progress=75)

    assert _current(user) == (113, 2, False)


@pytest.mark.django_db
def test_after_juz_amma_comes_juz_29_from_al_mulk_then_after_juz_28_al_fatiha(user, set_progress):
    for chapter in range(78, 115):
        set_progress(user=user, chapter_number=chapter, verse_numbers=range(1, 300), progress=100)

    assert _current(user) == (67, 1, False)

    for chapter in range(58, 78):
        set_progress(user=user, chapter_number=chapter, verse_numbers=range(1, 300), progress=100)

    assert _current(user) == (1, 1, False)


@pytest.mark.django_db
def test_with_every_verse_at_100_the_path_is_finished(user, set_progress, django_assert_num_queries):
    for chapter in range(1, canon.CHAPTER_COUNT + 1):
        set_progress(user=user, chapter_number=chapter, verse_numbers=range(1, 300), progress=100)

    with django_assert_num_queries(2):
        assert _current(user) == (114, 1, True)


@pytest.mark.django_db
def test_finding_the_current_verse_takes_three_queries(user, set_progress, django_assert_num_queries):
    set_progress(user=user, chapter_number=114, verse_numbers=range(1, 7), progress=100)

    with django_assert_num_queries(3):
        assert _current(user) == (113, 1, False)


@pytest.mark.django_db
def test_a_chapter_not_imported_yet_opens_on_its_first_verse(user):
    # As during a restore: the path reaches a chapter whose verses are not in the database (yet).
    Verse.objects.filter(chapter_id=114).delete()

    assert _current(user) == (114, 1, False)
