"""Token sign-in checked without the database on most calls.

knox's TokenAuthentication costs two queries per call: the token with its learner, then every other token of the
learner, to delete the expired ones. Here a token is looked up once (one query; expired ones are left to
`manage.py auth_tokens_remove_expired`), then held in the shared cache for AUTH_CACHE_SECONDS under its digest, with
the learner it signs in: later calls read one cache key and no table.

A held sign-in never outlives what it was read from. A token deleted anywhere (logout, sign-out everywhere,
deactivation, a deleted learner, the per-learner limit) and a learner saved (names, privacy, deactivation in the admin)
unsettle their tokens' keys (hafiz.accounts.signals), at once and again when the change commits: the key is set to
UNSETTLED for a while, so the next call asks the database, and a call that read the database just before the change
(or before it committed) cannot put the old answer back (`cache.add` only writes an absent key). A rolled-back change
only costs its tokens the cache for a while: UNSETTLED means "ask the database", never "refused". Every process marks,
whatever its own AUTH_CACHE_SECONDS (a management command, the admin), and a backup restore drops every held sign-in.

Only learners without a usable password are held (guests and Google accounts: every learner), so no password hash is
ever copied to Redis; staff accounts are checked against the database on each call. A held copy that cannot be read
back (written by another release) counts as none.

The cache is shared only with Redis (REDIS_URL): with a per-process memory cache, a logout in one worker could not
reach another's copy, so AUTH_CACHE_SECONDS defaults to 0 (off) without it. With Redis unreachable at the moment a
token is deleted, a copy held before stays usable until it expires, AUTH_CACHE_SECONDS at most.
"""

import binascii
from dataclasses import dataclass
from datetime import datetime
from hmac import compare_digest

from django.conf import settings
from django.core.cache import cache
from django.db import transaction
from django.utils import timezone
from drf_spectacular.contrib.knox_auth_token import KnoxTokenScheme
from knox.auth import TokenAuthentication
from knox.crypto import hash_token
from knox.models import AuthToken
from knox.settings import CONSTANTS
from rest_framework.exceptions import AuthenticationFailed

from hafiz.accounts.models import User

MESSAGE_INVALID_TOKEN = "Invalid token."
MESSAGE_INACTIVE = "User inactive or deleted."
UNSETTLED = "unsettled"
# Longer than any call takes between reading a token and holding it (gunicorn stops a call at 30 s); marked again when
# the change commits, so a long transaction is covered from its commit on.
_UNSETTLED_SECONDS = 90


@dataclass(frozen=True)
class _HeldSignIn:
    token_pk: int
    token_key: str
    digest: str
    expiry: datetime | None
    user: User

    def token(self) -> AuthToken:
        """The token as request.auth, for logout to delete: the row's fields without reading it."""
        return AuthToken(
            pk=self.token_pk, token_key=self.token_key, digest=self.digest, expiry=self.expiry, user=self.user
        )


# Part of every key: a release that changes _HeldSignIn bumps it, so it never unpickles what an older one held.
_KEY_VERSION = 1


def _key(digest: str) -> str:
    return f"auth-token:{_KEY_VERSION}:{digest}"


def sign_ins_unsettle(*, digests: list[str]) -> None:
    """The tokens' held sign-ins are dropped and none is held again until UNSETTLED expires, now and once the change
    commits (see the module's doc)."""
    if not digests:
        return
    markers = {_key(digest): UNSETTLED for digest in digests}

    def mark() -> None:
        cache.set_many(markers, timeout=_UNSETTLED_SECONDS)

    mark()
    transaction.on_commit(mark)


def sign_ins_drop_all() -> None:
    """Every held sign-in dropped (after a backup restore replaced the tokens and learners under them)."""
    if hasattr(cache, "delete_pattern"):  # Redis: every server's, under this site's key prefix
        cache.delete_pattern(f"auth-token:{_KEY_VERSION}:*")
    else:  # a memory cache holds this process's only
        cache.clear()


def _held(digest: str) -> _HeldSignIn | None:
    if settings.AUTH_CACHE_SECONDS <= 0:
        return None
    try:
        held = cache.get(_key(digest))
    except Exception:  # noqa: BLE001 (unpickling what another release wrote: a miss, the database answers)
        return None
    return held if isinstance(held, _HeldSignIn) else None


def _hold(digest: str, auth_token: AuthToken, now: datetime) -> None:
    if settings.AUTH_CACHE_SECONDS <= 0 or auth_token.user.has_usable_password():
        return
    seconds = settings.AUTH_CACHE_SECONDS
    if auth_token.expiry is not None:
        seconds = min(seconds, int((auth_token.expiry - now).total_seconds()))
    if seconds > 0:
        cache.add(
            _key(digest),
            _HeldSignIn(
                token_pk=auth_token.pk,
                token_key=auth_token.token_key,
                digest=digest,
                expiry=auth_token.expiry,
                user=auth_token.user,
            ),
            timeout=seconds,
        )


def _expired(expiry: datetime | None, now: datetime) -> bool:
    return expiry is not None and expiry <= now


class CachedTokenAuthentication(TokenAuthentication):
    """knox's `Authorization: Token …`, with the sign-in held in the shared cache (see the module's doc)."""

    def authenticate_credentials(self, token: bytes):
        try:
            text = token.decode("utf-8")
            digest = hash_token(text)
        except (UnicodeDecodeError, TypeError, binascii.Error) as error:
            raise AuthenticationFailed(MESSAGE_INVALID_TOKEN) from error
        now = timezone.now()
        held = _held(digest)
        if held is not None and not _expired(held.expiry, now):
            return held.user, held.token()
        for auth_token in AuthToken.objects.filter(token_key=text[: CONSTANTS.TOKEN_KEY_LENGTH]).select_related("user"):
            if compare_digest(digest, auth_token.digest) and not _expired(auth_token.expiry, now):
                if not auth_token.user.is_active:
                    raise AuthenticationFailed(MESSAGE_INACTIVE)
                _hold(digest, auth_token, now)
                return auth_token.user, auth_token
        raise AuthenticationFailed(MESSAGE_INVALID_TOKEN)


class CachedTokenScheme(KnoxTokenScheme):
    """The OpenAPI schema describes it as knox's token, which it is on the wire."""

    target_class = "hafiz.accounts.authentication.CachedTokenAuthentication"
