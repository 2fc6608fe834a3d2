import secrets
from datetime import datetime
from functools import partial
from uuid import uuid4

from django.conf import settings
from django.contrib.auth.hashers import make_password
from django.core.files.uploadedfile import UploadedFile
from django.db import IntegrityError, transaction
from django.utils import timezone
from knox.models import AuthToken

from hafiz.accounts.google import GoogleIdentity
from hafiz.accounts.models import User
from hafiz.accounts.names import person_name_from_provider
from hafiz.common.images import image_reencode
from hafiz.moderation.services import learners_delete

GUEST_FIRST_NAME = "Guest"


# Sign-ins one learner may hold at once (phones, browsers, the same browser signed in again after clearing it). A new
# sign-in past the limit ends the oldest one rather than being refused: a learner who cleared their browser ten times
# must not be locked out until a token expires, and a stolen token still dies once the owner signs in elsewhere.
TOKENS_PER_LEARNER_MAX = 10
_REMOVE_BATCH = 1000


def auth_token_create(*, user: User) -> str:
    """A new sign-in token (knox; it expires after REST_KNOX TOKEN_TTL). Only its digest is stored. The learner's
    expired tokens go, and the oldest beyond TOKENS_PER_LEARNER_MAX."""
    instance, token = AuthToken.objects.create(user=user)
    now = timezone.now()
    others = AuthToken.objects.filter(user=user).exclude(pk=instance.pk).order_by("-created")
    expired: list[int] = []
    current: list[int] = []
    for pk, expiry in others.values_list("pk", "expiry"):
        (expired if expiry is not None and expiry <= now else current).append(pk)
    ending = expired + current[TOKENS_PER_LEARNER_MAX - 1 :]
    if ending:
        AuthToken.objects.filter(pk__in=ending).delete()
    user.last_login = now
    user.save(update_fields=["last_login"])
    return token


def auth_token_revoke(*, token: AuthToken) -> None:
    """Sign out this sign-in; a guest's account ends with it (guest_delete)."""
    if token.user.is_guest:
        guest_delete(user=token.user)
    else:
        token.delete()


def auth_tokens_revoke_all(*, user: User) -> None:
    """Sign the learner out everywhere: every token they hold stops working at once. A guest's account ends with
    them (guest_delete)."""
    if user.is_guest:
        guest_delete(user=user)
    else:
        AuthToken.objects.filter(user=user).delete()


@transaction.atomic
def guest_delete(*, user: User) -> None:
    """Delete a guest's account with all it holds (learners_delete: off the boards' counts too), as the app warns before
    a guest signs out: nobody can sign into it again, so it leaves every leaderboard, follow list and follower count at
    once rather than lingering there."""
    learners_delete(user_ids=[user.pk])


def auth_tokens_remove_expired(*, now: datetime | None = None) -> int:
    """Deletes the tokens past their expiry, which sign nobody in (hafiz.accounts.authentication leaves them, so that
    a call never pays for tidying). How many were removed."""
    now = now or timezone.now()
    removed = 0
    # In batches: each deleted token is a signal (hafiz.accounts.signals), and a first run may find a backlog.
    while batch := list(AuthToken.objects.filter(expiry__lte=now).values_list("pk", flat=True)[:_REMOVE_BATCH]):
        removed += AuthToken.objects.filter(pk__in=batch).delete()[0]
    return removed


def user_get_or_create_google(*, identity: GoogleIdentity) -> User:
    """The user Google's `sub` names. Keyed by `sub`, never by email, which the person can change at Google."""
    user, created = User.objects.get_or_create(
        google_sub=identity.sub,
        defaults={
            "username": f"google-{uuid4().hex}",
            "password": make_password(None),
            "email": identity.email[:254],
            "first_name": person_name_from_provider(identity.given_name),
            "last_name": person_name_from_provider(identity.family_name),
        },
    )
    # The names may have been edited here since, so only the email follows Google.
    if not created and identity.email and user.email != identity.email[:254]:
        user.email = identity.email[:254]
        user.save(update_fields=["email"])
    return user


class GoogleAccountTaken(Exception):
    """The Google account already signs into another Hafiz account: accounts are never merged."""


class NotAGuest(Exception):
    """The account signs in with Google already: there is no demo account to keep."""


def _has_guest_names(user: User) -> bool:
    """Still the names a guest is given ("Guest 4821"), not ones the learner chose."""
    return user.first_name == GUEST_FIRST_NAME and user.last_name.isascii() and user.last_name.isdigit()


@transaction.atomic
def guest_link_google(*, user: User, identity: GoogleIdentity) -> User:
    """Keep a demo account by tying it to the learner's Google account: from now on signing in with Google opens it,
    with everything it earned. Google's names replace the generated guest names, never names the learner chose."""
    # Locked: two links at once (two tabs, two Google accounts) are taken one after the other, and the second finds
    # no guest left to keep instead of replacing the first's Google account.
    user = User.objects.select_for_update().get(pk=user.pk)
    if not user.is_guest:
        raise NotAGuest
    if User.objects.filter(google_sub=identity.sub).exclude(pk=user.pk).exists():
        raise GoogleAccountTaken
    if _has_guest_names(user):
        user.first_name = person_name_from_provider(identity.given_name) or user.first_name
        user.last_name = person_name_from_provider(identity.family_name) or user.last_name
    user.google_sub = identity.sub
    user.email = identity.email[:254]
    user.is_guest = False
    try:
        # A savepoint: the same Google account linked to two guests at once meets the unique google_sub, not a 500.
        with transaction.atomic():
            user.save(update_fields=["google_sub", "email", "is_guest", "first_name", "last_name"])
    except IntegrityError as error:
        raise GoogleAccountTaken from error
    return user


def user_create_guest() -> User:
    """A throw-away account for trying the app: "Guest 4821"."""
    return User.objects.create_user(
        username=f"guest-{uuid4().hex}",
        is_guest=True,
        first_name=GUEST_FIRST_NAME,
        last_name=str(1000 + secrets.randbelow(9000)),
    )


def user_update_name(*, user: User, first_name: str, last_name: str) -> User:
    user.first_name = first_name
    user.last_name = last_name
    user.save(update_fields=["first_name", "last_name"])
    return user


def user_update_photo(*, user: User, uploaded_file: UploadedFile) -> User:
    """Store the upload re-encoded under a random name; the old file goes only once the new one is in place.

    Raises hafiz.common.images.ImageRejected, leaving the stored photo untouched.
    """
    photo = image_reencode(
        uploaded_file=uploaded_file,
        max_side=settings.PHOTO_MAX_SIDE,
        max_bytes=settings.PHOTO_MAX_BYTES,
        max_pixels=settings.PHOTO_MAX_PIXELS,
    )
    storage = user.photo.storage
    with transaction.atomic():
        # The row lock makes two uploads at once queue up, so each deletes the file the other replaced.
        old_name = User.objects.select_for_update().values_list("photo", flat=True).get(pk=user.pk)
        user.photo.save(str(photo.name), photo, save=False)  # image_reencode names every file it makes
        try:
            user.save(update_fields=["photo"])
        except Exception:
            storage.delete(str(user.photo.name))
            raise
        if old_name:
            transaction.on_commit(partial(storage.delete, old_name))
    return user


def user_update_privacy(*, user: User, is_private: bool) -> User:
    """A private learner is left out of people search and shown to others without family name and photo
    (hafiz.accounts.selectors.user_public_name)."""
    user.is_private = is_private
    user.save(update_fields=["is_private"])
    return user


def user_update_time_zone(*, user: User, time_zone: str) -> User:
    """`time_zone` must be a known IANA name (hafiz.common.days.time_zone_is_known)."""
    user.time_zone = time_zone
    user.save(update_fields=["time_zone"])
    return user


def user_update_weekly_goal(*, user: User, weekly_goal: int) -> User:
    """`weekly_goal` within hafiz.accounts.models WEEKLY_GOAL_MIN–WEEKLY_GOAL_MAX."""
    user.weekly_goal = weekly_goal
    user.save(update_fields=["weekly_goal"])
    return user
