from hafiz.accounts.models import User


def user_photo_url(*, user: User) -> str | None:
    """The photo's path under the site's origin ("/media/photos/….jpg"), or None without a photo."""
    return user.photo.url if user.photo else None


def user_display_name(*, user: User) -> str:
    """First and family name as the learner gave them, for boards and people lists."""
    return f"{user.first_name} {user.last_name}".strip()
