"""MEDIA_STORAGE=s3: photos and backups go through django-storages to an S3 bucket (moto's in-process S3 here)."""

import io
import tarfile

import boto3
import pytest
from django.core.files.base import ContentFile
from django.core.files.storage import default_storage
from django.test import override_settings
from moto import mock_aws
from PIL import Image

from hafiz.common import backups

BUCKET = "hafiz-media"


@pytest.fixture
def s3_media(monkeypatch):
    for name in ("AWS_ACCESS_KEY_ID", "AWS_SECRET_ACCESS_KEY"):
        monkeypatch.setenv(name, "testing")
    with mock_aws():
        bucket = boto3.resource("s3", region_name="us-east-1").create_bucket(Bucket=BUCKET)
        # What config.settings.base sets for MEDIA_STORAGE=s3 (test_production_settings checks it picks S3Storage).
        with override_settings(
            STORAGES={
                "default": {"BACKEND": "storages.backends.s3.S3Storage"},
                "staticfiles": {"BACKEND": "django.contrib.staticfiles.storage.StaticFilesStorage"},
            },
            AWS_STORAGE_BUCKET_NAME=BUCKET,
            AWS_S3_REGION_NAME="us-east-1",
            AWS_LOCATION="media",
            AWS_QUERYSTRING_AUTH=False,
            AWS_S3_FILE_OVERWRITE=False,
        ):
            yield bucket


def _png() -> bytes:
    output = io.BytesIO()
    Image.new("RGB", (40, 30), (10, 120, 200)).save(output, format="PNG")
    return output.getvalue()


def test_a_photo_is_stored_in_the_bucket_and_served_from_it(api, s3_media):
    response = api.put(
        "/api/v1/auth/profile/update/photo/", {"profile_photo": ContentFile(_png(), name="me.png")}, format="multipart"
    )

    assert response.status_code == 200, response.json()
    url = response.json()["url"]
    key = url.split(f"{BUCKET}.s3.amazonaws.com/", 1)[1]
    assert key.startswith("media/photos/") and "?" not in url
    stored = s3_media.Object(key).get()["Body"].read()
    assert Image.open(io.BytesIO(stored)).size == (40, 30)


def test_backups_carry_the_media_of_a_bucket_and_bring_them_back(s3_media, tmp_path):
    default_storage.save("photos/a.jpg", ContentFile(b"first photo"))
    default_storage.save("verses/1/1.svg", ContentFile(b"<svg/>"))
    archive = tmp_path / "media.tar"

    with tarfile.open(archive, "w") as tar:
        added = backups._media_add(tar)
    for summary in s3_media.objects.all():
        summary.delete()
    with tarfile.open(archive) as tar:
        for member in tar:
            backups._media_put(name=member.name.removeprefix("media/"), content=tar.extractfile(member))

    assert added == 2
    assert sorted(summary.key for summary in s3_media.objects.all()) == ["media/photos/a.jpg", "media/verses/1/1.svg"]
    assert default_storage.open("photos/a.jpg").read() == b"first photo"
