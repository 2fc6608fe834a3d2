from django.db.models import QuerySet

from hafiz.accounts.models import Passkey, User


def user_photo_url(*, user: User) -> str | None:
    """The photo's path under the site's origin ("/media/photos/….jpg"), or None without a photo."""
    return user.photo.url if user.photo else None


def user_public_name(*, user: User) -> str:
    """The name others see on boards and in people lists: first and family name as the learner gave them, or for a
    private learner the first name and the family name's initial ("Aisha K.")."""
    if user.is_private and user.last_name:
        return f"{user.first_name} {user.last_name[0]}."
    return f"{user.first_name} {user.last_name}".strip()


def user_public_photo_url(*, user: User) -> str | None:
    """The photo others see: none for a private learner."""
    return None if user.is_private else user_photo_url(user=user)


def passkeys_of(*, user: User) -> QuerySet[Passkey]:
    """The learner's passkeys, oldest first."""
    return Passkey.objects.filter(user=user).only("pk", "name", "created_at", "last_used_at")
