from hafiz.accounts.models import User


def user_photo_url(*, user: User) -> str | None:
    """The photo's path under the site's origin ("/media/photos/….jpg"), or None without a photo."""
    return user.photo.url if user.photo else None
