"""A sign-in link by email, where the site sends mail (settings.EMAIL_SIGN_IN): a learner confirms an address from its
mailbox, and can then be sent a link that signs them in. It is also how a learner who lost their passkeys gets back in.

A link carries a random secret in its fragment (`#token=…`, which browsers never send to a server, so no access log
holds it); only its digest is kept. A link works once, and a sign-in link for SIGN_IN_LINK_MINUTES. Asking for a
sign-in link answers the same whether or not the address is known, and the mail goes out after the answer, so its time
tells nothing either. Each address and each learner is sent at most a few links an hour (the limits below).
"""

import hashlib
import logging
import secrets
import threading
from datetime import timedelta
from math import ceil

from django.conf import settings
from django.core.mail import send_mail
from django.db import IntegrityError, transaction

from hafiz.accounts.models import EmailLink, EmailLinkPurpose, User
from hafiz.accounts.passkeys import LastWayIn, ways_in
from hafiz.common import clock

logger = logging.getLogger(__name__)

SIGN_IN_LINK_MINUTES = 15
CONFIRM_LINK_HOURS = 24
# Sign-in links to one address asked for from one client address, and from anywhere: past the first, someone else
# asking for the learner's links cannot keep theirs from them unless they ask more than a mailbox should take.
SIGN_IN_LINKS_PER_ADDRESS_AND_ASKER_PER_HOUR = 3
SIGN_IN_LINKS_PER_ADDRESS_PER_HOUR = 10
# Confirmations a learner asks for, to any addresses, and that one address is sent, by any learners.
CONFIRMATIONS_PER_LEARNER_PER_HOUR = 5
CONFIRMATIONS_PER_ADDRESS_PER_HOUR = 3
# Links are kept this long after they were made (the limits count the last hour), then go as new ones are made.
_KEPT = timedelta(days=2)

MESSAGE_LINK_GONE = "This link has expired or was used already: ask for a new one."
MESSAGE_EMAIL_TAKEN = "This address already signs into another Hafiz account."
MESSAGE_TOO_MANY_LINKS = "Too many links were sent lately: wait an hour and try again."

# The mails, in the learner's language (the frontend sends it): subject, then the body around the link.
_MAILS = {
    ("confirm", "en"): (
        "Confirm your email address for Hafiz",
        (
            "Open this link to confirm the address you gave Hafiz, so that you can sign in by email:\n\n{link}\n\n"
            "It works once, for {hours} hours. If you did not ask for it, ignore this mail."
        ),
    ),
    ("confirm", "ru"): (
        "Подтвердите адрес почты для Hafiz",
        (
            "Откройте эту ссылку, чтобы подтвердить адрес, указанный в Hafiz, и входить по почте:\n\n{link}\n\n"
            "Она сработает один раз в течение {hours} ч. Если вы её не запрашивали, просто не обращайте внимания."
        ),
    ),
    ("sign_in", "en"): (
        "Your sign-in link for Hafiz",
        (
            "Open this link to sign in to Hafiz:\n\n{link}\n\n"
            "It works once, for {minutes} minutes. If you did not ask for it, ignore this mail: nobody can sign in "
            "without it."
        ),
    ),
    ("sign_in", "ru"): (
        "Ссылка для входа в Hafiz",
        (
            "Откройте эту ссылку, чтобы войти в Hafiz:\n\n{link}\n\n"
            "Она сработает один раз в течение {minutes} минут. Если вы её не запрашивали, просто не обращайте внимания: "
            "без неё войти никто не сможет."
        ),
    ),
}
# Where each link opens in the app (frontend routes).
_PATHS: dict[str, str] = {EmailLinkPurpose.CONFIRM: "/email/confirm", EmailLinkPurpose.SIGN_IN: "/sign-in/email"}


class LinkRefused(Exception):
    def __init__(self, message: str):
        super().__init__(message)
        self.message = message


class EmailTaken(Exception):
    message = MESSAGE_EMAIL_TAKEN


class TooManyLinks(Exception):
    """Past a limit of the last hour; `retry_after`: the seconds until the oldest link it counted leaves that hour."""

    message = MESSAGE_TOO_MANY_LINKS

    def __init__(self, *, retry_after: int):
        super().__init__(self.message)
        self.retry_after = retry_after


def email_normalize(email: str) -> str:
    """One spelling per address: mail servers treat the local part's case alike in practice, and a learner who typed
    "Aisha@…" once and "aisha@…" later means one address. Only ASCII letters are lowered: some others grow when
    lowered ("İ" is two characters), and an address must stay within its 254."""
    return "".join(character.lower() if character.isascii() else character for character in email.strip())


def _digest(token: str) -> str:
    return hashlib.sha256(token.encode("utf-8")).hexdigest()


def _last_hours(*, purpose: str):
    return EmailLink.objects.filter(purpose=purpose, created_at__gt=clock.now() - timedelta(hours=1))


def _link_send(
    *, user: User, email: str, purpose: str, lifetime: timedelta, origin: str, language: str, asked_from: str
) -> None:
    token = secrets.token_urlsafe(32)
    now = clock.now()
    EmailLink.objects.filter(created_at__lt=now - _KEPT).delete()
    EmailLink.objects.create(
        digest=_digest(token),
        purpose=purpose,
        user=user,
        email=email,
        asked_from=asked_from,
        created_at=now,
        expires_at=now + lifetime,
    )
    subject, body = _MAILS[(purpose, language if language in ("en", "ru") else "en")]
    text = body.format(
        link=f"{origin}{_PATHS[purpose]}#token={token}",
        minutes=SIGN_IN_LINK_MINUTES,
        hours=CONFIRM_LINK_HOURS,
    )

    def send() -> None:
        try:
            send_mail(subject, text, settings.DEFAULT_FROM_EMAIL, [email])
        except Exception:  # a mail server down must not fail the call: the learner asks again
            logger.exception("Could not send a %s link", purpose)

    # After the answer, in the background: the time a mail takes must not tell whether the address is known. The
    # tests' settings send at once, to read what was sent.
    if settings.EMAIL_SEND_IN_BACKGROUND:
        transaction.on_commit(lambda: threading.Thread(target=send, daemon=True).start())
    else:
        send()


@transaction.atomic
def confirm_send(*, user: User, email: str, origin: str, language: str, asked_from: str) -> None:
    """Mail a link that makes `email` the learner's sign-in address once the learner opens it. Raises TooManyLinks."""
    email = email_normalize(email)
    recent = _last_hours(purpose=EmailLinkPurpose.CONFIRM)
    for counted, limit in (
        (recent.filter(user=user), CONFIRMATIONS_PER_LEARNER_PER_HOUR),
        (recent.filter(email=email), CONFIRMATIONS_PER_ADDRESS_PER_HOUR),
    ):
        made = list(counted.order_by("-created_at").values_list("created_at", flat=True)[:limit])
        if len(made) >= limit:
            # Once the limit-th newest leaves the hour, one more fits.
            raise TooManyLinks(retry_after=max(1, ceil((made[-1] + timedelta(hours=1) - clock.now()).total_seconds())))
    _link_send(
        asked_from=asked_from,
        user=user,
        email=email,
        purpose=EmailLinkPurpose.CONFIRM,
        lifetime=timedelta(hours=CONFIRM_LINK_HOURS),
        origin=origin,
        language=language,
    )


def _link_take(*, token: str, purpose: str) -> EmailLink:
    """The link the token opens, used up as it is taken. Raises LinkRefused when unknown, used or expired."""
    now = clock.now()
    link = EmailLink.objects.select_related("user").filter(digest=_digest(token), purpose=purpose).first()
    taken = (
        link is not None
        and link.expires_at > now
        and EmailLink.objects.filter(pk=link.pk, used_at__isnull=True).update(used_at=now) == 1
    )
    if not taken:
        raise LinkRefused(MESSAGE_LINK_GONE)
    assert link is not None
    return link


@transaction.atomic
def confirm(*, user: User, token: str) -> User:
    """The learner, with the address the link confirms as their sign-in address now (a guest no longer). Only the
    learner who asked may open it: whoever reads a mistyped address's mailbox cannot make it the learner's. Their
    other links stop working. Raises LinkRefused, and EmailTaken when the address signs into another learner's
    account already."""
    link = _link_take(token=token, purpose=EmailLinkPurpose.CONFIRM)
    if link.user_id != user.pk:
        raise LinkRefused(MESSAGE_LINK_GONE)
    _links_revoke(user=user)
    user.sign_in_email = link.email
    # A way back in: a guest's account is theirs for good from now on, as with a passkey.
    user.is_guest = False
    try:
        with transaction.atomic():
            user.save(update_fields=["sign_in_email", "is_guest"])
    except IntegrityError as error:
        raise EmailTaken from error
    return user


@transaction.atomic
def sign_in_send(*, email: str, origin: str, language: str, asked_from: str) -> None:
    """Mail a sign-in link to the learner whose confirmed address this is; nothing at all for an unknown address, a
    deactivated learner, or an address sent too many links lately, so that the caller learns nothing."""
    email = email_normalize(email)
    user = User.objects.filter(sign_in_email=email, is_active=True).first()
    recent = _last_hours(purpose=EmailLinkPurpose.SIGN_IN).filter(email=email)
    if (
        user is None
        or recent.filter(asked_from=asked_from).count() >= SIGN_IN_LINKS_PER_ADDRESS_AND_ASKER_PER_HOUR
        or recent.count() >= SIGN_IN_LINKS_PER_ADDRESS_PER_HOUR
    ):
        return
    _link_send(
        asked_from=asked_from,
        user=user,
        email=email,
        purpose=EmailLinkPurpose.SIGN_IN,
        lifetime=timedelta(minutes=SIGN_IN_LINK_MINUTES),
        origin=origin,
        language=language,
    )


@transaction.atomic
def sign_in(*, token: str) -> User:
    """The learner the link signs in, while it is still their sign-in address."""
    link = _link_take(token=token, purpose=EmailLinkPurpose.SIGN_IN)
    if link.user.sign_in_email != link.email:
        raise LinkRefused(MESSAGE_LINK_GONE)
    return link.user


@transaction.atomic
def remove(*, user: User) -> None:
    """No sign-in by email any more. Raises LastWayIn when it is the learner's only way in."""
    user = User.objects.select_for_update().get(pk=user.pk)
    if user.sign_in_email and ways_in(user=user) <= 1:
        raise LastWayIn
    user.sign_in_email = None
    user.save(update_fields=["sign_in_email"])
    _links_revoke(user=user)


def _links_revoke(*, user: User) -> None:
    """Every link mailed to the learner and not opened yet stops working: an address given up, or mistyped before the
    right one was confirmed, must not become theirs later."""
    EmailLink.objects.filter(user=user, used_at__isnull=True).update(used_at=clock.now())
