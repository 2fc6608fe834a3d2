"""Tests (pytest, and the end-to-end tests' app server): same as local, with fast hashing, media in a throwaway folder,
and games paid however fast they are won, so a test wins a game at once (the pace floors' own tests turn them on)."""

import tempfile

from config.env import env_str

from .local import *  # noqa: F403
from .local import STORAGES, THROTTLE_RATES

PASSWORD_HASHERS = ["django.contrib.auth.hashers.MD5PasswordHasher"]

# Uploaded photos and generated verse art go to a throwaway folder, never to var/media; the end-to-end tests name the
# folder their recitations are in.
MEDIA_ROOT = env_str("TEST_MEDIA_ROOT", "") or tempfile.mkdtemp(prefix="hafiz-test-media-")
# Recordings likewise, in a throwaway folder of their own.
RECORDINGS_ROOT = tempfile.mkdtemp(prefix="hafiz-test-recordings-")
STORAGES = {
    **STORAGES,
    "recordings": {"BACKEND": "django.core.files.storage.FileSystemStorage", "OPTIONS": {"location": RECORDINGS_ROOT}},
}
DEMO_LOGIN = True
CONTACT_EMAIL = "hello@hafiz.example"
PACE_SCALE = 0
# The Qur'an's content is held from the session's import on: a test's query counts never include a check of it (the
# check's own tests shorten it). An import in a test refreshes it at once (quran.services.content_stamp_refresh).
CONTENT_STAMP_CHECK_SECONDS = 10**9
# Tests win one game after another at once; the grading limit's own tests lower it again.
THROTTLE_RATES = {**THROTTLE_RATES, "grading": "1000/min"}
# The app's clock (hafiz.common.clock) runs ahead by the seconds this file holds: the end-to-end tests move their
# learner to the next day with it. Unset in pytest, whose tests hand the services their own moments.
CLOCK_SHIFT_FILE = env_str("CLOCK_SHIFT_FILE", "") or None
# Mail goes out during the call, so a test reads what was sent when the call returns.
EMAIL_SEND_IN_BACKGROUND = False
