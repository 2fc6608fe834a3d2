"""Calling the photo upload the way the frontend does, and looking at what reached the media folder."""

from pathlib import Path

from hafiz.accounts.tests.image_files import upload

PHOTO_INFO = "/api/v1/auth/profile/info/photo/"
PHOTO_UPDATE = "/api/v1/auth/profile/update/photo/"


def put_photo(client, content: bytes, **upload_options):
    return client.put(PHOTO_UPDATE, {"profile_photo": upload(content, **upload_options)}, format="multipart")


def stored_photo_files(media_root: Path) -> set[str]:
    return {path.name for path in (media_root / "photos").glob("*")} if (media_root / "photos").exists() else set()


def put_refused_photo(client, media_root: Path, *, old_url: str, content: bytes, **upload_options) -> dict:
    """PUT a photo that must be refused: checks the 400, that no file reached the media folder and that the old
    photo is still the user's; gives back the error body."""
    files_before = stored_photo_files(media_root)

    response = put_photo(client, content, **upload_options)

    assert response.status_code == 400, response.content
    assert stored_photo_files(media_root) == files_before
    assert client.get(PHOTO_INFO).json() == {"url": old_url}
    return response.json()
