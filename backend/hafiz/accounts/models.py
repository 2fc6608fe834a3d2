from django.contrib.auth.models import AbstractUser
from django.core.validators import MaxValueValidator, MinValueValidator
from django.db import models

from hafiz.accounts.names import person_name_search_key
from hafiz.common.days import DEFAULT_TIME_ZONE

# The xp per week a learner may aim for; the profile shows this week's xp as a share of it (hafiz.xp.rules).
WEEKLY_GOAL_MIN = 10
WEEKLY_GOAL_MAX = 1000
WEEKLY_GOAL_DEFAULT = 50


class User(AbstractUser):
    """A learner. Google users are keyed by Google's `sub` (stable), never by email (which can change)."""

    google_sub = models.CharField(max_length=255, unique=True, null=True, blank=True)
    photo = models.ImageField(upload_to="photos/", blank=True)
    # The learner's day (streaks, quests, the daily xp limit) follows this zone; the browser sends it.
    time_zone = models.CharField(max_length=64, default=DEFAULT_TIME_ZONE, help_text="IANA time zone name.")
    weekly_goal = models.PositiveSmallIntegerField(
        default=WEEKLY_GOAL_DEFAULT,
        validators=[MinValueValidator(WEEKLY_GOAL_MIN), MaxValueValidator(WEEKLY_GOAL_MAX)],
        help_text="xp per week the learner aims for.",
    )
    is_guest = models.BooleanField(
        default=False, help_text="A throw-away account from the guest sign-in; pruned once unused (guests_prune)."
    )
    is_private = models.BooleanField(
        default=False,
        help_text="Not found by people search; shown to others by first name and family initial, without photo.",
    )
    # What people search matches (hafiz.accounts.names.person_name_search_key of both names), kept by save(); on
    # PostgreSQL a trigram index (migration 0003) serves its "contains" match.
    search_name = models.TextField(blank=True, editable=False)
    # What the learner's passkeys name them by (WebAuthn's user handle, base64url of 32 random bytes): never the id or
    # a name, which a device would show to whoever holds it. Given with the first passkey.
    passkey_user_handle = models.CharField(max_length=64, unique=True, null=True, blank=True, editable=False)
    # The address a sign-in link may be sent to, once the learner confirmed it from its mailbox
    # (hafiz.accounts.email_links). One address signs into one account.
    sign_in_email = models.EmailField(unique=True, null=True, blank=True)

    def save(self, *args, **kwargs):
        self.search_name = person_name_search_key(f"{self.first_name} {self.last_name}")
        update_fields = kwargs.get("update_fields")
        if update_fields is not None and {"first_name", "last_name"} & set(update_fields):
            kwargs["update_fields"] = {*update_fields, "search_name"}
        super().save(*args, **kwargs)


class Passkey(models.Model):
    """A learner's passkey: the public half of a key their device or password manager keeps (WebAuthn)."""

    user = models.ForeignKey(User, on_delete=models.CASCADE, related_name="passkeys")
    credential_id = models.CharField(max_length=1400, unique=True, help_text="base64url, as the browser names it.")
    public_key = models.BinaryField(help_text="COSE-encoded.")
    # How many times the authenticator says it has signed; a lower count than the last one is a cloned key.
    sign_count = models.PositiveBigIntegerField(default=0)
    name = models.CharField(max_length=60)
    transports = models.JSONField(default=list, blank=True)
    created_at = models.DateTimeField()
    last_used_at = models.DateTimeField(null=True, blank=True)

    class Meta:
        ordering = ["created_at", "pk"]

    def __str__(self) -> str:
        return f"{self.name or 'Passkey'} of learner {self.user_id}"


class PasskeyCeremony(models.TextChoices):
    CREATE_ACCOUNT = "create_account"
    ADD = "add"
    SIGN_IN = "sign_in"


class PasskeyChallenge(models.Model):
    """A challenge handed to a browser for one ceremony: taken back once (deleted as it is checked) and only before
    it expires. Kept in the database so that any app server can check what another handed out."""

    challenge = models.CharField(max_length=128, unique=True)
    ceremony = models.CharField(max_length=16, choices=PasskeyCeremony.choices)
    # Adding a passkey: the learner it is for. Creating an account: the name and user handle it will have.
    user = models.ForeignKey(User, on_delete=models.CASCADE, null=True, blank=True)
    first_name = models.CharField(max_length=150, blank=True)
    user_handle = models.CharField(max_length=64, blank=True)
    expires_at = models.DateTimeField(db_index=True)

    def __str__(self) -> str:
        return f"{self.ceremony} challenge until {self.expires_at:%Y-%m-%d %H:%M}"


class EmailLinkPurpose(models.TextChoices):
    CONFIRM = "confirm"
    SIGN_IN = "sign_in"


class EmailLink(models.Model):
    """A link mailed to a learner: to confirm an address, or to sign in. Only a digest of its secret is kept; it
    works once (used_at) and until expires_at."""

    digest = models.CharField(max_length=64, unique=True)
    purpose = models.CharField(max_length=8, choices=EmailLinkPurpose.choices)
    user = models.ForeignKey(User, on_delete=models.CASCADE, related_name="email_links")
    email = models.EmailField()
    # The client address it was asked from: one asker cannot use up another's sign-in links to an address.
    asked_from = models.CharField(max_length=64, blank=True)
    created_at = models.DateTimeField(db_index=True)
    expires_at = models.DateTimeField()
    used_at = models.DateTimeField(null=True, blank=True)

    class Meta:
        indexes = [models.Index(fields=["email", "created_at"])]

    def __str__(self) -> str:
        return f"{self.purpose} link for learner {self.user_id}"
