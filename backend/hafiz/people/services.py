"""Follows: single-statement writes keyed on a unique constraint, atomic on their own."""

from hafiz.accounts.models import User
from hafiz.people.models import Follow


def follow_add(*, follower: User, followee: User) -> bool:
    """Whether this call started the follow (False: already following). Never one's own self."""
    if follower.pk == followee.pk:
        raise ValueError("A learner cannot follow themselves.")
    _, created = Follow.objects.get_or_create(follower=follower, followee=followee)
    return created


def follow_remove(*, follower: User, followee_id: int) -> bool:
    """False when `follower` was not following that learner."""
    deleted, _ = Follow.objects.filter(follower=follower, followee_id=followee_id).delete()
    return deleted > 0
