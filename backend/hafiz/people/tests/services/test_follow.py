import pytest

from hafiz.people.models import Follow
from hafiz.people.services import follow_add, follow_remove


@pytest.mark.django_db
def test_following_twice_makes_one_follow(make_user):
    me, other = make_user(), make_user()

    assert follow_add(follower=me, followee=other) is True
    assert follow_add(follower=me, followee=other) is False
    assert Follow.objects.filter(follower=me, followee=other).count() == 1


@pytest.mark.django_db
def test_a_learner_cannot_follow_themselves(user):
    with pytest.raises(ValueError):
        follow_add(follower=user, followee=user)

    assert not Follow.objects.exists()


@pytest.mark.django_db
def test_unfollowing_says_whether_there_was_a_follow(make_user):
    me, other = make_user(), make_user()
    follow_add(follower=me, followee=other)

    assert follow_remove(follower=me, followee_id=other.pk) is True
    assert follow_remove(follower=me, followee_id=other.pk) is False
    assert follow_remove(follower=other, followee_id=me.pk) is False
