import pytest

from hafiz.review.paths import HAFIDH_CHAPTER_ORDER
from hafiz.review.selectors import learning_path_chapter_order, learning_path_get
from hafiz.review.services import learning_path_set


@pytest.mark.django_db
def test_a_learner_who_never_chose_is_on_hafidh_path_at_three_verses_a_day(user, django_assert_num_queries):
    with django_assert_num_queries(1):
        path = learning_path_get(user=user)

    assert (path.kind, path.chapter_id, path.daily_new_verses) == ("hafidh", None, 3)
    assert learning_path_chapter_order(user=user) == HAFIDH_CHAPTER_ORDER


@pytest.mark.django_db
def test_a_custom_path_orders_chapters_from_the_chosen_one(user):
    learning_path_set(user=user, kind="custom", chapter_number=67, daily_new_verses=5)

    order = learning_path_chapter_order(user=user)

    assert order[:3] == (67, 68, 69)
    assert order[-1] == 66


@pytest.mark.django_db
def test_each_learner_has_their_own_path(user, make_user):
    other = make_user()
    learning_path_set(user=other, kind="custom", chapter_number=2, daily_new_verses=5)

    assert learning_path_chapter_order(user=user) == HAFIDH_CHAPTER_ORDER
    assert learning_path_chapter_order(user=other)[0] == 2
