import pytest

from hafiz.progress.models import Bookmark
from hafiz.progress.services import bookmark_add, bookmark_remove


@pytest.mark.django_db
def test_removing_a_bookmark_deletes_only_that_one(user):
    bookmark_add(user=user, chapter_number=1, verse_number=1)
    bookmark_add(user=user, chapter_number=1, verse_number=2)

    assert bookmark_remove(user=user, chapter_number=1, verse_number=1)

    assert [bookmark.verse.number for bookmark in Bookmark.objects.filter(user=user)] == [2]


@pytest.mark.django_db
def test_removing_a_missing_bookmark_reports_false(user):
    assert not bookmark_remove(user=user, chapter_number=1, verse_number=1)


@pytest.mark.django_db
def test_removing_never_touches_another_users_bookmark(user, make_user):
    other_user = make_user()
    bookmark_add(user=other_user, chapter_number=1, verse_number=1)

    assert not bookmark_remove(user=user, chapter_number=1, verse_number=1)
    assert Bookmark.objects.filter(user=other_user).exists()
