"""Passkeys (WebAuthn), through py_webauthn: the three ceremonies a learner meets, each two calls. The first hands the
browser a challenge and what to make or use; the second takes back what the authenticator signed, and is checked here
against the challenge (single use, it expires), the relying party id and origins of the settings, and for a sign-in
the passkey's public key and sign counter.

- creating an account: a new learner with a first name and one passkey;
- adding a passkey to the signed-in learner (a guest who adds one keeps the account: it is no longer a guest);
- signing in: discoverable credentials, so the browser offers the passkeys it holds for the site and no name is typed.
"""

import re
import secrets
from dataclasses import dataclass
from datetime import timedelta
from uuid import uuid4

from django.conf import settings
from django.contrib.auth.hashers import make_password
from django.db import IntegrityError, transaction
from django.http import HttpRequest
from webauthn import (
    generate_authentication_options,
    generate_registration_options,
    verify_authentication_response,
    verify_registration_response,
)
from webauthn.helpers import (
    base64url_to_bytes,
    bytes_to_base64url,
    options_to_json_dict,
    parse_authentication_credential_json,
    parse_client_data_json,
    parse_registration_credential_json,
)
from webauthn.helpers.exceptions import WebAuthnException
from webauthn.helpers.structs import (
    AuthenticationCredential,
    AuthenticatorSelectionCriteria,
    CollectedClientData,
    PublicKeyCredentialDescriptor,
    ResidentKeyRequirement,
    UserVerificationRequirement,
)

from hafiz.accounts.models import Passkey, PasskeyCeremony, PasskeyChallenge, User
from hafiz.common import clock

# How long the browser waits for the learner (WebAuthn's timeout), and a challenge is good for: a little longer, for
# the answer's way back.
TIMEOUT_SECONDS = 180
CHALLENGE_SECONDS = TIMEOUT_SECONDS + 60
PASSKEY_NAME_MAX_LENGTH = 60

MESSAGE_UNREADABLE = "The passkey's answer could not be read."
MESSAGE_CHALLENGE_GONE = "This passkey request has expired or was used already: try again."
MESSAGE_NOT_VERIFIED = "The passkey's answer did not check out for this site."
MESSAGE_UNKNOWN_PASSKEY = "This passkey is not known here: it may have been removed. Sign in another way."
MESSAGE_PASSKEY_TAKEN = "This passkey is registered already."
MESSAGE_LAST_WAY_IN = "This is your only way to sign in: add another passkey first."
MESSAGE_LAST_WAY_IN_WITH_MAIL = "This is your only way to sign in: add another passkey or an email address first."
# WebAuthn's own bound on a credential id; py_webauthn leaves it to the caller.
CREDENTIAL_ID_MAX_BYTES = 1023

# Browsers treat http://localhost on any port as a secure context: the embedded set-up serves on whichever port.
_LOCALHOST_ORIGIN = re.compile(r"http://localhost(:\d{1,5})?")
# A challenge as handed out: base64url of 32 random bytes.
_CHALLENGE_TEXT = re.compile(r"[A-Za-z0-9_-]{43}")


class PasskeyRefused(Exception):
    """What the browser sent does not make or prove a passkey here; `message` says why, for the learner."""

    def __init__(self, message: str):
        super().__init__(message)
        self.message = message


class LastWayIn(Exception):
    """Removing it would leave the learner no way to sign in."""

    def __init__(self):
        super().__init__()
        self.message = MESSAGE_LAST_WAY_IN_WITH_MAIL if settings.EMAIL_SIGN_IN else MESSAGE_LAST_WAY_IN


@dataclass(frozen=True)
class _Registered:
    credential_id: str
    public_key: bytes
    sign_count: int
    transports: list[str]


def _named_origins() -> list[str] | None:
    """The origins the settings name: WEBAUTHN_ORIGINS, else https://<WEBAUTHN_RP_ID>; None with the rp id "localhost"
    and no origins (the embedded set-up), which serves on whichever port."""
    if settings.WEBAUTHN_ORIGINS:
        return list(settings.WEBAUTHN_ORIGINS)
    if settings.WEBAUTHN_RP_ID == "localhost":
        return None
    return [f"https://{settings.WEBAUTHN_RP_ID}"]


def expected_origins(*, origin: str) -> list[str]:
    """The origins a ceremony may come from, given the one the browser says it came from: the settings', or in the
    embedded set-up that origin itself if it is http://localhost on some port."""
    named = _named_origins()
    if named is not None:
        return named
    return [origin] if _LOCALHOST_ORIGIN.fullmatch(origin) else []


def site_origin(*, request: HttpRequest) -> str:
    """Where the site's pages are, for links sent out of it: the first origin the settings name, or in the embedded
    set-up the address this request came to."""
    named = _named_origins()
    return named[0] if named else request.build_absolute_uri("/").rstrip("/")


def _challenge_make(
    *, ceremony: str, user: User | None = None, first_name: str = "", user_handle: str = ""
) -> PasskeyChallenge:
    now = clock.now()
    # The expired ones go as new ones are made: an index on expires_at keeps it one cheap delete.
    PasskeyChallenge.objects.filter(expires_at__lte=now).delete()
    return PasskeyChallenge.objects.create(
        challenge=bytes_to_base64url(secrets.token_bytes(32)),
        ceremony=ceremony,
        user=user,
        first_name=first_name,
        user_handle=user_handle,
        expires_at=now + timedelta(seconds=CHALLENGE_SECONDS),
    )


def _challenge_take(*, challenge: str, ceremony: str) -> PasskeyChallenge:
    """The challenge, deleted as it is taken, before the answer is checked and outside any transaction that a refused
    answer would roll back: a second answer to it (a replay, a retry, a second tab) finds it gone."""
    taken = PasskeyChallenge.objects.filter(challenge=challenge, ceremony=ceremony).first()
    if taken is None or PasskeyChallenge.objects.filter(pk=taken.pk).delete()[0] != 1:
        raise PasskeyRefused(MESSAGE_CHALLENGE_GONE)
    if taken.expires_at <= clock.now():
        raise PasskeyRefused(MESSAGE_CHALLENGE_GONE)
    return taken


def _registration_options(*, challenge: PasskeyChallenge, user_name: str, exclude: list[str]) -> dict:
    options = generate_registration_options(
        rp_id=settings.WEBAUTHN_RP_ID,
        rp_name=settings.WEBAUTHN_RP_NAME,
        user_id=challenge.user_handle.encode("ascii"),
        user_name=user_name,
        user_display_name=user_name,
        challenge=challenge.challenge.encode("ascii"),
        timeout=TIMEOUT_SECONDS * 1000,
        authenticator_selection=AuthenticatorSelectionCriteria(
            resident_key=ResidentKeyRequirement.REQUIRED, user_verification=UserVerificationRequirement.PREFERRED
        ),
        exclude_credentials=[
            PublicKeyCredentialDescriptor(id=base64url_to_bytes(credential_id)) for credential_id in exclude
        ],
    )
    return options_to_json_dict(options)


def _registered(*, credential: dict, ceremony: str) -> tuple[PasskeyChallenge, _Registered]:
    """The challenge the answer was to, taken, and the new passkey it proves."""
    try:
        parsed = parse_registration_credential_json(credential)
        client_data = parse_client_data_json(parsed.response.client_data_json)
    except (WebAuthnException, ValueError, TypeError, KeyError) as error:
        raise PasskeyRefused(MESSAGE_UNREADABLE) from error
    challenge = _challenge_take(challenge=_text(client_data.challenge), ceremony=ceremony)
    try:
        verified = verify_registration_response(
            credential=parsed,
            expected_challenge=client_data.challenge,
            expected_rp_id=settings.WEBAUTHN_RP_ID,
            expected_origin=expected_origins(origin=client_data.origin),
        )
    except Exception as error:  # a hostile answer trips the library in ways it does not wrap (KeyError, IndexError)
        raise PasskeyRefused(MESSAGE_NOT_VERIFIED) from error
    if len(verified.credential_id) > CREDENTIAL_ID_MAX_BYTES:
        raise PasskeyRefused(MESSAGE_NOT_VERIFIED)
    return challenge, _Registered(
        credential_id=bytes_to_base64url(verified.credential_id),
        public_key=verified.credential_public_key,
        sign_count=verified.sign_count,
        transports=[transport.value for transport in parsed.response.transports or []],
    )


def _text(challenge: bytes) -> str:
    """The challenge as handed out: options carry its ASCII text as the bytes the browser signs. Anything else was
    never handed out (and some of it, a NUL, no database would even look up)."""
    text = challenge.decode("ascii", errors="replace")
    if not _CHALLENGE_TEXT.fullmatch(text):
        raise PasskeyRefused(MESSAGE_CHALLENGE_GONE)
    return text


def _passkey_save(*, user: User, registered: _Registered) -> Passkey:
    try:
        # A savepoint: the same passkey registered twice at once meets the unique credential id, not a 500.
        with transaction.atomic():
            return Passkey.objects.create(
                user=user,
                credential_id=registered.credential_id,
                public_key=registered.public_key,
                sign_count=registered.sign_count,
                transports=registered.transports,
                name="",
                created_at=clock.now(),
            )
    except IntegrityError as error:
        raise PasskeyRefused(MESSAGE_PASSKEY_TAKEN) from error


def create_account_options(*, first_name: str) -> dict:
    """The options for a new account's first passkey; the account is made only once the passkey is."""
    challenge = _challenge_make(
        ceremony=PasskeyCeremony.CREATE_ACCOUNT, first_name=first_name, user_handle=_new_user_handle()
    )
    return _registration_options(challenge=challenge, user_name=first_name, exclude=[])


def create_account(*, credential: dict) -> User:
    """A new learner, with the first name the options were asked with, signing in with this passkey."""
    challenge, registered = _registered(credential=credential, ceremony=PasskeyCeremony.CREATE_ACCOUNT)
    if Passkey.objects.filter(credential_id=registered.credential_id).exists():
        raise PasskeyRefused(MESSAGE_PASSKEY_TAKEN)
    with transaction.atomic():
        user = User.objects.create(
            username=f"passkey-{uuid4().hex}",
            password=make_password(None),
            first_name=challenge.first_name,
            passkey_user_handle=challenge.user_handle,
        )
        _passkey_save(user=user, registered=registered)
    return user


def add_options(*, user: User) -> dict:
    """The options for one more passkey of the signed-in learner; the browser is told which they have already. The
    learner's user handle is given here, once: two ceremonies at once (two devices) name them alike."""
    User.objects.filter(pk=user.pk, passkey_user_handle__isnull=True).update(passkey_user_handle=_new_user_handle())
    user_handle = User.objects.values_list("passkey_user_handle", flat=True).get(pk=user.pk)
    assert user_handle is not None  # given just above, and never taken away
    challenge = _challenge_make(ceremony=PasskeyCeremony.ADD, user=user, user_handle=user_handle)
    have = list(Passkey.objects.filter(user=user).values_list("credential_id", flat=True))
    return _registration_options(challenge=challenge, user_name=_user_name(user), exclude=have)


def add(*, user: User, credential: dict) -> Passkey:
    """The passkey, the learner's from now on. A guest's account becomes theirs for good: not a guest any more."""
    challenge, registered = _registered(credential=credential, ceremony=PasskeyCeremony.ADD)
    if challenge.user_id != user.pk:
        raise PasskeyRefused(MESSAGE_CHALLENGE_GONE)
    with transaction.atomic():
        user = User.objects.select_for_update().get(pk=user.pk)
        if user.is_guest:
            user.is_guest = False
            user.save(update_fields=["is_guest"])
        return _passkey_save(user=user, registered=registered)


def sign_in_options() -> dict:
    """Options without a list of passkeys: the browser offers every passkey it holds for this site."""
    challenge = _challenge_make(ceremony=PasskeyCeremony.SIGN_IN)
    options = generate_authentication_options(
        rp_id=settings.WEBAUTHN_RP_ID,
        challenge=challenge.challenge.encode("ascii"),
        timeout=TIMEOUT_SECONDS * 1000,
        user_verification=UserVerificationRequirement.PREFERRED,
    )
    return options_to_json_dict(options)


def sign_in(*, credential: dict) -> User:
    """The learner whose passkey signed the challenge. Its sign counter must have gone up since it was last used
    (unless the authenticator keeps none), or it is a copy of the key: refused."""
    try:
        parsed = parse_authentication_credential_json(credential)
        client_data = parse_client_data_json(parsed.response.client_data_json)
    except (WebAuthnException, ValueError, TypeError, KeyError) as error:
        raise PasskeyRefused(MESSAGE_UNREADABLE) from error
    _challenge_take(challenge=_text(client_data.challenge), ceremony=PasskeyCeremony.SIGN_IN)
    with transaction.atomic():
        return _signed_in(parsed=parsed, client_data=client_data)


def _signed_in(*, parsed: AuthenticationCredential, client_data: CollectedClientData) -> User:
    """The passkey's learner, its counter and last use saved, if it signed the challenge (in a transaction: the
    passkey is locked so that two sign-ins at once check the counter one after the other)."""
    passkey = (
        Passkey.objects.select_for_update()
        .select_related("user")
        .filter(credential_id=bytes_to_base64url(parsed.raw_id))
        .first()
    )
    if passkey is None:
        raise PasskeyRefused(MESSAGE_UNKNOWN_PASSKEY)
    # The authenticator says whose passkey it is: it must be the learner the passkey was registered to.
    user_handle = parsed.response.user_handle
    if user_handle is not None and user_handle != (passkey.user.passkey_user_handle or "").encode("ascii"):
        raise PasskeyRefused(MESSAGE_NOT_VERIFIED)
    try:
        verified = verify_authentication_response(
            credential=parsed,
            expected_challenge=client_data.challenge,
            expected_rp_id=settings.WEBAUTHN_RP_ID,
            expected_origin=expected_origins(origin=client_data.origin),
            credential_public_key=bytes(passkey.public_key),
            credential_current_sign_count=passkey.sign_count,
        )
    except Exception as error:  # a hostile answer trips the library in ways it does not wrap (KeyError, IndexError)
        raise PasskeyRefused(MESSAGE_NOT_VERIFIED) from error
    passkey.sign_count = verified.new_sign_count
    passkey.last_used_at = clock.now()
    passkey.save(update_fields=["sign_count", "last_used_at"])
    return passkey.user


def rename(*, user: User, passkey_id: int, name: str) -> Passkey:
    """Raises Passkey.DoesNotExist for a passkey that is not the learner's."""
    passkey = Passkey.objects.get(pk=passkey_id, user=user)
    passkey.name = name
    passkey.save(update_fields=["name"])
    return passkey


@transaction.atomic
def remove(*, user: User, passkey_id: int) -> None:
    """Raises Passkey.DoesNotExist for a passkey that is not the learner's, and LastWayIn for their only way in."""
    user = User.objects.select_for_update().get(pk=user.pk)
    passkey = Passkey.objects.get(pk=passkey_id, user=user)
    if ways_in(user=user) <= 1:
        raise LastWayIn
    passkey.delete()


def ways_in(*, user: User) -> int:
    """How many ways the learner has to sign in: each passkey, and Google and a confirmed email address where the site
    offers them."""
    return (
        Passkey.objects.filter(user=user).count()
        + (1 if user.google_sub and settings.GOOGLE_CLIENT_ID else 0)
        + (1 if user.sign_in_email and settings.EMAIL_SIGN_IN else 0)
    )


def _new_user_handle() -> str:
    return bytes_to_base64url(secrets.token_bytes(32))


def _user_name(user: User) -> str:
    """What the learner's device lists the passkey under."""
    return f"{user.first_name} {user.last_name}".strip() or "Hafiz"
