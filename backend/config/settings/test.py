"""Tests: same as local, with fast hashing and media in a throwaway folder set by conftest."""

from .local import *  # noqa: F401,F403

PASSWORD_HASHERS = ["django.contrib.auth.hashers.MD5PasswordHasher"]

import tempfile  # noqa: E402

# Uploaded photos and generated verse art go to a throwaway folder, never to var/media.
MEDIA_ROOT = tempfile.mkdtemp(prefix="hafiz-test-media-")
DEMO_LOGIN = True
