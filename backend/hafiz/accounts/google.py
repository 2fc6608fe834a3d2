"""Google sign-in: ask Google who an access token belongs to, and refuse it unless it was issued for Hafiz."""

import logging
import time
from dataclasses import dataclass

import requests
from django.conf import settings

logger = logging.getLogger(__name__)

MESSAGE_INVALID = "The Google sign-in token is invalid."
MESSAGE_WRONG_AUDIENCE = "The Google sign-in token was not issued for this app."
MESSAGE_EXPIRED = "The Google sign-in token has expired."
MESSAGE_UNVERIFIED = "The Google account's email address is not verified."
MESSAGE_UNAVAILABLE = "Google sign-in is unavailable right now. Please try again later."


@dataclass(frozen=True)
class GoogleIdentity:
    sub: str
    email: str
    given_name: str
    family_name: str


class GoogleTokenRejected(Exception):
    """The token is not one we may trust; `message` says why."""

    def __init__(self, message: str):
        super().__init__(message)
        self.message = message


class GoogleUnavailable(Exception):
    """Google did not answer, answered too late, or answered with an error of its own."""

    message = MESSAGE_UNAVAILABLE


def google_identity_get(*, access_token: str) -> GoogleIdentity:
    token_info = _google_get(url=settings.GOOGLE_TOKENINFO_URL, params={"access_token": access_token})
    _check_token_info(token_info=token_info)
    user_info = _google_get(url=settings.GOOGLE_USERINFO_URL, headers={"Authorization": f"Bearer {access_token}"})
    sub = user_info.get("sub")
    if not isinstance(sub, str) or not sub or token_info.get("sub", sub) != sub:
        raise GoogleTokenRejected(MESSAGE_INVALID)
    if user_info.get("email_verified") is False:
        raise GoogleTokenRejected(MESSAGE_UNVERIFIED)
    return GoogleIdentity(
        sub=sub,
        email=_text(user_info.get("email") or token_info.get("email")),
        given_name=_text(user_info.get("given_name")),
        family_name=_text(user_info.get("family_name")),
    )


def _check_token_info(*, token_info: dict) -> None:
    client_id = settings.GOOGLE_CLIENT_ID
    # The audience check is what stops a token issued to some other site from signing in here.
    if not client_id or client_id not in (token_info.get("aud"), token_info.get("azp")):
        raise GoogleTokenRejected(MESSAGE_WRONG_AUDIENCE)
    expires_in = _integer(token_info.get("expires_in"))
    expires_at = _integer(token_info.get("exp"))
    if (
        (expires_in is None and expires_at is None)
        or (expires_in is not None and expires_in <= 0)
        or (expires_at is not None and expires_at <= time.time())
    ):
        raise GoogleTokenRejected(MESSAGE_EXPIRED)
    # Google's token-info answers carry booleans as strings ("true").
    if str(token_info.get("email_verified")).lower() != "true":
        raise GoogleTokenRejected(MESSAGE_UNVERIFIED)


def _google_get(*, url: str, params: dict | None = None, headers: dict | None = None) -> dict:
    # Errors are logged without the exception text: it would contain the URL, and so the token.
    try:
        response = requests.get(
            url, params=params, headers=headers, timeout=settings.GOOGLE_TIMEOUT_SECONDS, allow_redirects=False
        )
    except requests.Timeout:
        logger.warning("Google sign-in: %s did not answer in time", url)
        raise GoogleUnavailable from None
    except requests.RequestException as error:
        logger.warning("Google sign-in: %s unreachable (%s)", url, type(error).__name__)
        raise GoogleUnavailable from None
    if 400 <= response.status_code < 500:
        raise GoogleTokenRejected(MESSAGE_INVALID)
    if response.status_code != 200:
        logger.warning("Google sign-in: %s answered %s", url, response.status_code)
        raise GoogleUnavailable
    try:
        body = response.json()
    except ValueError:
        body = None
    if not isinstance(body, dict):
        logger.warning("Google sign-in: %s answered something other than a JSON object", url)
        raise GoogleUnavailable
    return body


def _integer(value) -> int | None:
    try:
        return int(value)
    except (TypeError, ValueError):
        return None


def _text(value) -> str:
    return value if isinstance(value, str) else ""
