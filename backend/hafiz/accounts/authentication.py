"""Token sign-in checked without the database on most calls.

knox's TokenAuthentication costs two queries per call: the token with its learner, then every other token of the
learner, to delete the expired ones. Here a token is looked up once (one query; expired ones are left to
`manage.py auth_tokens_remove_expired`), then held in the shared cache for AUTH_CACHE_SECONDS under its digest, with
the learner it signs in: later calls read one cache key and no table.

A held sign-in never outlives what it was read from. A token deleted anywhere (logout, sign-out everywhere,
deactivation, a deleted learner, the per-learner limit) and a learner saved (names, privacy, deactivation in the admin)
unsettle their tokens' keys at once (hafiz.accounts.signals): the key is set to UNSETTLED for longer than a held
sign-in lives, so the next call asks the database, and a call that read the database just before the change cannot
put the old answer back (`cache.add` only writes an absent key). A rolled-back change only costs its tokens the cache
for a while: UNSETTLED means "ask the database", never "refused".

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
# An unsettled key outlives any sign-in held before it was written, with room for a slow call in between.
_UNSETTLED_MARGIN_SECONDS = 30


@dataclass(frozen=True)
class _HeldSignIn:
    token_pk: int
    token_key: str
    digest: str
    expiry: datetime | None
    user: User

    def token(self) -> AuthToken:
        """The token as request.auth, for logout to delete: the row's fields without reading it."""
        return AuthToken(pk=self.token_pk, token_key=self.token_key, digest=self.digest, expiry=self.expiry,
                         user=self.user)


# Part of every key: a release that changes _HeldSignIn bumps it, so it never unpickles what an older one held.
_KEY_VERSION = 1


def _key(digest: str) -> str:
    return f"auth-token:{_KEY_VERSION}:{digest}"


def auth_cache_seconds() -> int:
    return settings.AUTH_CACHE_SECONDS


def sign_ins_unsettle(*, digests: list[str]) -> None:
    """The tokens' held sign-ins are dropped and none is held again until UNSETTLED expires (see the module's doc)."""
    if digests and auth_cache_seconds() > 0:
        cache.set_many({_key(digest): UNSETTLED for digest in digests},
                       timeout=auth_cache_seconds() + _UNSETTLED_MARGIN_SECONDS)


def _held(digest: str) -> _HeldSignIn | None:
    if auth_cache_seconds() <= 0:
        return None
    held = cache.get(_key(digest))
    return held if isinstance(held, _HeldSignIn) else None


def _hold(digest: str, auth_token: AuthToken, now: datetime) -> None:
    if auth_cache_seconds() <= 0:
        return
    seconds = auth_cache_seconds()
    if auth_token.expiry is not None:
        seconds = min(seconds, int((auth_token.expiry - now).total_seconds()))
    if seconds > 0:
        cache.add(_key(digest), _HeldSignIn(token_pk=auth_token.pk, token_key=auth_token.token_key, digest=digest,
                                            expiry=auth_token.expiry, user=auth_token.user), timeout=seconds)


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
