import pytest

from hafiz.progress.models import Bookmark
from hafiz.progress.services import bookmark_add


@pytest.mark.django_db
def test_adding_a_bookmark_makes_one_row(user):
    bookmark, created = bookmark_add(user=user, chapter_number=2, verse_number=255)

    assert created
    assert bookmark.created_at is not None
    stored = Bookmark.objects.get(user=user)
    assert (stored.verse.chapter_id, stored.verse.number) == (2, 255)
    assert stored.created_at == bookmark.created_at


@pytest.mark.django_db
def test_adding_the_same_bookmark_again_changes_nothing(user):
    first, _ = bookmark_add(user=user, chapter_number=2, verse_number=255)

    again, created = bookmark_add(user=user, chapter_number=2, verse_number=255)

    assert not created
    assert again.created_at == first.created_at
    assert Bookmark.objects.filter(user=user).count() == 1


@pytest.mark.django_db
def test_a_racing_duplicate_insert_is_ignored_not_an_error(user, verse_at):
    verse = verse_at(2, 255)
    Bookmark.objects.create(user=user, verse=verse)

    # As if another request inserted between this one's read and its insert.
    Bookmark.objects.bulk_create([Bookmark(user=user, verse=verse)], ignore_conflicts=True)

    assert Bookmark.objects.filter(user=user).count() == 1


@pytest.mark.django_db
def test_same_verse_bookmarked_by_two_users_is_two_bookmarks(user, make_user):
    bookmark_add(user=user, chapter_number=1, verse_number=1)

    _, created = bookmark_add(user=make_user(), chapter_number=1, verse_number=1)

    assert created
    assert Bookmark.objects.count() == 2
