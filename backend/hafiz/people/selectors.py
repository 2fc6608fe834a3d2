"""Reads of who follows whom and finding learners by name."""

from dataclasses import dataclass

from django.db.models import Count, Exists, F, OuterRef, Q, QuerySet
from django.db.models.functions import Lower

from hafiz.accounts.models import User
from hafiz.accounts.names import person_name_search_key
from hafiz.people.models import Follow


def _with_is_following(*, people: QuerySet[User], user: User) -> QuerySet[User]:
    return people.annotate(is_following=Exists(Follow.objects.filter(follower=user, followee=OuterRef("pk"))))


# A word of fewer letters would match most of the directory: search is for finding someone, not for listing everyone.
SEARCH_MIN_LETTERS = 2


def search_words(*, search: str) -> list[str]:
    """The words of `search` a search matches, compared as hafiz.accounts.names.person_name_search_key: those of
    at least SEARCH_MIN_LETTERS letters ("ali k" searches "ali")."""
    return [
        word
        for word in person_name_search_key(search).split()
        if sum(character.isalpha() for character in word) >= SEARCH_MIN_LETTERS
    ]


def user_search(*, user: User, search: str) -> QuerySet[User]:
    """Active, public learners other than `user` whose name (first and family) holds every one of
    search_words(search=search), by name; with `is_following`. The API refuses a search without such a word. On
    PostgreSQL a word of 3 letters or more is a trigram index match (accounts migration 0003); pg_trgm finds no
    trigram in a 2-letter word, so a search of those alone reads every name."""
    people = User.objects.filter(is_active=True, is_private=False).exclude(pk=user.pk)
    for word in search_words(search=search):
        people = people.filter(search_name__contains=word)
    return _with_is_following(people=people, user=user).order_by(Lower("first_name"), Lower("last_name"), "pk")


def following_list(*, user: User) -> QuerySet[User]:
    """The active learners `user` follows, latest followed first."""
    people = User.objects.filter(followers__follower=user, is_active=True).annotate(
        followed_at=F("followers__created_at")
    )
    # followed_at is annotated above; the type _with_is_following answers forgets it.
    return _with_is_following(people=people, user=user).order_by("-followed_at", "-pk")  # type: ignore[misc]


def follower_list(*, user: User) -> QuerySet[User]:
    """The active learners following `user`, latest first; `is_following` says whether `user` follows back."""
    people = User.objects.filter(following__followee=user, is_active=True).annotate(
        followed_at=F("following__created_at")
    )
    # followed_at is annotated above; the type _with_is_following answers forgets it.
    return _with_is_following(people=people, user=user).order_by("-followed_at", "-pk")  # type: ignore[misc]


def user_get(*, user_id: int) -> User | None:
    return User.objects.filter(pk=user_id, is_active=True).first()


def followee_ids(*, user: User) -> list[int]:
    """The ids of the active learners `user` follows. One query."""
    return list(Follow.objects.filter(follower=user, followee__is_active=True).values_list("followee_id", flat=True))


@dataclass(frozen=True)
class FollowCounts:
    following: int
    followers: int


def follow_counts_get(*, user: User) -> FollowCounts:
    """How many active learners `user` follows and how many follow them. One query."""
    counts = Follow.objects.filter(
        Q(follower=user, followee__is_active=True) | Q(followee=user, follower__is_active=True)
    ).aggregate(following=Count("pk", filter=Q(follower=user)), followers=Count("pk", filter=Q(followee=user)))
    return FollowCounts(following=counts["following"], followers=counts["followers"])
