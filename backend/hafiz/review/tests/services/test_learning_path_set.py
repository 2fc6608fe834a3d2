import pytest

from hafiz.review.models import LearningPath
from hafiz.review.services import learning_path_set


@pytest.mark.django_db
def test_a_custom_path_is_saved_with_its_chapter_and_pace(user):
    learning_path_set(user=user, kind="custom", chapter_number=36, daily_new_verses=7)

    path = LearningPath.objects.get(user=user)
    assert (path.kind, path.chapter_id, path.daily_new_verses) == ("custom", 36, 7)


@pytest.mark.django_db
def test_changing_path_replaces_the_old_one_and_hafidh_has_no_chapter(user):
    learning_path_set(user=user, kind="custom", chapter_number=36, daily_new_verses=7)

    learning_path_set(user=user, kind="hafidh", chapter_number=36, daily_new_verses=2)

    path = LearningPath.objects.get(user=user)
    assert (path.kind, path.chapter_id, path.daily_new_verses) == ("hafidh", None, 2)
