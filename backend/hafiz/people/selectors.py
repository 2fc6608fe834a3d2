"""Reads of who follows whom and finding learners by name."""

from dataclasses import dataclass

from django.db.models import Count, Exists, F, OuterRef, Q, QuerySet
from django.db.models.functions import Lower

from hafiz.accounts.models import User
from hafiz.people.models import Follow


def _with_is_following(*, people: QuerySet[User], user: User) -> QuerySet[User]:
    return people.annotate(is_following=Exists(Follow.objects.filter(follower=user, followee=OuterRef("pk"))))


def user_search(*, user: User, search: str = "") -> QuerySet[User]:
    """Active learners other than `user` whose first or last name holds every word of `search`
    (case-insensitive), by name; with `is_following`."""
    people = User.objects.filter(is_active=True).exclude(pk=user.pk)
    for word in search.split():
        people = people.filter(Q(first_name__icontains=word) | Q(last_name__icontains=word))
    return _with_is_following(people=people, user=user).order_by(Lower("first_name"), Lower("last_name"), "pk")


def following_list(*, user: User) -> QuerySet[User]:
    """The learners `user` follows, latest followed first."""
    people = User.objects.filter(followers__follower=user).annotate(followed_at=F("followers__created_at"))
    return _with_is_following(people=people, user=user).order_by("-followed_at", "-pk")


def follower_list(*, user: User) -> QuerySet[User]:
    """The learners following `user`, latest first; `is_following` says whether `user` follows back."""
    people = User.objects.filter(following__followee=user).annotate(followed_at=F("following__created_at"))
    return _with_is_following(people=people, user=user).order_by("-followed_at", "-pk")


def user_get(*, user_id: int) -> User | None:
    return User.objects.filter(pk=user_id, is_active=True).first()


def followee_ids(*, user: User) -> list[int]:
    """The ids of the learners `user` follows. One query."""
    return list(Follow.objects.filter(follower=user).values_list("followee_id", flat=True))


@dataclass(frozen=True)
class FollowCounts:
    following: int
    followers: int


def follow_counts_get(*, user: User) -> FollowCounts:
    """How many learners `user` follows and how many follow them. One query."""
    counts = Follow.objects.filter(Q(follower=user) | Q(followee=user)).aggregate(
        following=Count("pk", filter=Q(follower=user)), followers=Count("pk", filter=Q(followee=user))
    )
    return FollowCounts(following=counts["following"], followers=counts["followers"])
