from django.contrib.auth.models import AbstractUser
from django.db import models


class User(AbstractUser):
    """A learner. Google users are keyed by Google's `sub` (stable), never by email (which can change)."""

    google_sub = models.CharField(max_length=255, unique=True, null=True, blank=True)
    photo = models.ImageField(upload_to="photos/", blank=True)
