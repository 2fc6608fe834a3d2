"""A sign-in link by email: confirming an address, asking for a link, signing in with it; only where mail is on."""

import email
import re
import socket
from datetime import timedelta
from email.policy import default as default_policy

import pytest
from aiosmtpd.controller import Controller
from django.core import mail
from django.utils import timezone

from hafiz.accounts.email_links import (
    CONFIRMATIONS_PER_ADDRESS_PER_HOUR,
    CONFIRMATIONS_PER_LEARNER_PER_HOUR,
    SIGN_IN_LINKS_PER_ADDRESS_AND_ASKER_PER_HOUR,
    SIGN_IN_LINKS_PER_ADDRESS_PER_HOUR,
)
from hafiz.accounts.models import EmailLink, User
from hafiz.accounts.services import user_create_guest

EMAIL = "/api/v1/auth/email/"
CONFIRM = "/api/v1/auth/email/confirm/"
SEND_LINK = "/api/v1/auth/email/sign_in_link/"
SIGN_IN = "/api/v1/auth/email/sign_in/"
CONFIG = "/api/v1/config/"


@pytest.fixture
def mail_on(settings):
    settings.EMAIL_SIGN_IN = True
    settings.EMAIL_BACKEND = "django.core.mail.backends.locmem.EmailBackend"


def _token(message_body) -> str:
    found = re.search(r"#token=([\w-]+)", str(message_body))
    assert found, message_body
    return found.group(1)


def _confirmed(api, user, address="Aisha@Example.com") -> str:
    assert api.post(EMAIL, {"email": address, "language": "en"}).status_code == 202
    assert api.post(CONFIRM, {"token": _token(mail.outbox[-1].body)}).status_code == 200
    user.refresh_from_db()
    return user.sign_in_email


@pytest.mark.django_db
def test_without_mail_the_site_offers_no_email_and_every_email_call_is_404(api, anonymous_api):
    assert anonymous_api.get(CONFIG).json()["email_sign_in"] is False
    assert api.get(EMAIL).status_code == 404
    assert api.post(EMAIL, {"email": "a@example.com", "language": "en"}).status_code == 404
    assert anonymous_api.post(SEND_LINK, {"email": "a@example.com", "language": "en"}).status_code == 404
    assert anonymous_api.post(SIGN_IN, {"token": "x"}).status_code == 404
    assert mail.outbox == []


@pytest.mark.django_db
def test_a_learner_confirms_an_address_then_signs_in_with_a_mailed_link(mail_on, api, user, anonymous_api):
    assert anonymous_api.get(CONFIG).json()["email_sign_in"] is True
    assert _confirmed(api, user) == "aisha@example.com"
    assert api.get(EMAIL).json() == {"email": "aisha@example.com"}

    sent = anonymous_api.post(SEND_LINK, {"email": "AISHA@example.com ", "language": "ru"})

    assert sent.status_code == 202
    link_mail = mail.outbox[-1]
    assert link_mail.to == ["aisha@example.com"] and link_mail.subject == "Ссылка для входа в Hafiz"
    assert "http://testserver/sign-in/email#token=" in link_mail.body
    signed_in = anonymous_api.post(SIGN_IN, {"token": _token(link_mail.body)})
    assert signed_in.status_code == 200
    anonymous_api.credentials(HTTP_AUTHORIZATION=f"Token {signed_in.json()['token']}")
    assert anonymous_api.get("/api/v1/auth/profile/info/").json()["first_name"] == user.first_name


@pytest.mark.django_db
def test_a_sign_in_link_works_once(mail_on, api, user, anonymous_api):
    _confirmed(api, user)
    anonymous_api.post(SEND_LINK, {"email": "aisha@example.com", "language": "en"})
    token = _token(mail.outbox[-1].body)

    assert anonymous_api.post(SIGN_IN, {"token": token}).status_code == 200
    again = anonymous_api.post(SIGN_IN, {"token": token})

    assert again.status_code == 400
    assert again.json()["message"] == "This link has expired or was used already: ask for a new one."


@pytest.mark.django_db
def test_a_sign_in_link_expires_after_fifteen_minutes(mail_on, api, user, anonymous_api):
    _confirmed(api, user)
    anonymous_api.post(SEND_LINK, {"email": "aisha@example.com", "language": "en"})
    link = EmailLink.objects.get(purpose="sign_in")
    assert link.expires_at - link.created_at == timedelta(minutes=15)
    EmailLink.objects.filter(pk=link.pk).update(expires_at=timezone.now() - timedelta(seconds=1))

    response = anonymous_api.post(SIGN_IN, {"token": _token(mail.outbox[-1].body)})

    assert response.status_code == 400


@pytest.mark.django_db
def test_an_unknown_or_unconfirmed_address_gets_the_same_answer_and_no_mail(mail_on, api, anonymous_api):
    api.post(EMAIL, {"email": "pending@example.com", "language": "en"})  # asked, never confirmed
    sent_before = len(mail.outbox)

    unknown = anonymous_api.post(SEND_LINK, {"email": "nobody@example.com", "language": "en"})
    pending = anonymous_api.post(SEND_LINK, {"email": "pending@example.com", "language": "en"})

    assert unknown.status_code == pending.status_code == 202
    assert unknown.json() == pending.json()
    assert len(mail.outbox) == sent_before


def _sign_in_links_sent(anonymous_api, times: int, asker: str) -> int:
    sent_before = len(mail.outbox)
    for _ in range(times):
        response = anonymous_api.post(SEND_LINK, {"email": "aisha@example.com", "language": "en"}, REMOTE_ADDR=asker)
        assert response.status_code == 202
    return len(mail.outbox) - sent_before


@pytest.mark.django_db
def test_sign_in_links_to_an_address_are_limited_per_asker_and_in_all(mail_on, api, user, anonymous_api):
    _confirmed(api, user)
    per_asker, in_all = SIGN_IN_LINKS_PER_ADDRESS_AND_ASKER_PER_HOUR, SIGN_IN_LINKS_PER_ADDRESS_PER_HOUR

    # Someone else asking for the learner's links uses up only their own share.
    assert _sign_in_links_sent(anonymous_api, per_asker + 2, asker="203.0.113.9") == per_asker
    assert _sign_in_links_sent(anonymous_api, 1, asker="198.51.100.7") == 1
    askers = [f"192.0.2.{number}" for number in range(in_all)]
    sent = sum(_sign_in_links_sent(anonymous_api, 1, asker=asker) for asker in askers)
    assert sent == in_all - per_asker - 1


@pytest.mark.django_db
def test_confirmations_are_limited_per_learner_and_per_address(mail_on, client_for, make_user):
    learner, others = make_user(), [make_user() for _ in range(CONFIRMATIONS_PER_ADDRESS_PER_HOUR + 1)]
    addresses = [f"a{number}@example.com" for number in range(CONFIRMATIONS_PER_LEARNER_PER_HOUR + 1)]

    answers = [client_for(learner).post(EMAIL, {"email": address, "language": "en"}) for address in addresses]
    to_one = [client_for(other).post(EMAIL, {"email": "b@example.com", "language": "en"}) for other in others]

    assert [answer.status_code for answer in answers] == [202] * CONFIRMATIONS_PER_LEARNER_PER_HOUR + [429]
    assert answers[-1].json()["message"] == "Too many links were sent lately: wait an hour and try again."
    assert 3500 < int(answers[-1]["Retry-After"]) <= 3600
    assert [answer.status_code for answer in to_one] == [202] * CONFIRMATIONS_PER_ADDRESS_PER_HOUR + [429]


@pytest.mark.django_db
def test_only_the_learner_who_asked_confirms_an_address(mail_on, client_for, make_user, anonymous_api):
    asker, reader = make_user(), make_user()
    client_for(asker).post(EMAIL, {"email": "mistyped@example.com", "language": "en"})
    token = _token(mail.outbox[-1].body)

    assert anonymous_api.post(CONFIRM, {"token": token}).status_code == 401
    assert client_for(reader).post(CONFIRM, {"token": token}).status_code == 400
    assert User.objects.filter(sign_in_email="mistyped@example.com").exists() is False


@pytest.mark.django_db
def test_confirming_one_address_ends_the_links_to_the_others(mail_on, api, user):
    api.post(EMAIL, {"email": "mistyped@example.com", "language": "en"})
    mistyped = _token(mail.outbox[-1].body)

    assert _confirmed(api, user, "right@example.com") == "right@example.com"
    assert api.post(CONFIRM, {"token": mistyped}).status_code == 400
    user.refresh_from_db()
    assert user.sign_in_email == "right@example.com"


@pytest.mark.django_db
def test_an_address_keeps_letters_outside_ascii_as_typed(mail_on, api, user):
    # "İ" lowered would grow to two characters.
    assert _confirmed(api, user, "Ayse@İnce.Example.com") == "ayse@İnce.example.com"


@pytest.mark.django_db
def test_an_address_confirmed_by_another_learner_is_refused(mail_on, client_for, make_user):
    aisha, bilal = make_user(), make_user()
    _confirmed(client_for(aisha), aisha, "shared@example.com")
    client_for(bilal).post(EMAIL, {"email": "shared@example.com", "language": "en"})

    response = client_for(bilal).post(CONFIRM, {"token": _token(mail.outbox[-1].body)})

    assert response.status_code == 409
    assert "another Hafiz account" in response.json()["message"]


@pytest.mark.django_db
def test_the_email_is_never_the_last_way_in_removed(mail_on, api, user, settings):
    settings.GOOGLE_CLIENT_ID = "hafiz-test.apps.googleusercontent.com"
    _confirmed(api, user)

    refused = api.delete(EMAIL)
    User.objects.filter(pk=user.pk).update(google_sub="5005")
    removed = api.delete(EMAIL)

    assert refused.status_code == 409
    assert removed.status_code == 204
    assert api.get(EMAIL).json() == {"email": None}


@pytest.mark.django_db
def test_the_link_of_a_changed_address_no_longer_signs_in(mail_on, api, user, anonymous_api):
    _confirmed(api, user)
    anonymous_api.post(SEND_LINK, {"email": "aisha@example.com", "language": "en"})
    token = _token(mail.outbox[-1].body)
    _confirmed(api, user, "new@example.com")

    assert anonymous_api.post(SIGN_IN, {"token": token}).status_code == 400


class _Mailbox:
    def __init__(self):
        self.messages: list[email.message.EmailMessage] = []

    async def handle_DATA(self, server, session, envelope):  # noqa: N802 (aiosmtpd's name)
        self.messages.append(email.message_from_bytes(envelope.content, policy=default_policy))
        return "250 OK"


@pytest.mark.django_db
def test_a_real_smtp_server_receives_the_sign_in_link(settings, api, user, anonymous_api):
    mailbox = _Mailbox()
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        port = probe.getsockname()[1]
    server = Controller(mailbox, hostname="127.0.0.1", port=port)
    server.start()
    try:
        settings.EMAIL_SIGN_IN = True
        settings.EMAIL_BACKEND = "django.core.mail.backends.smtp.EmailBackend"
        settings.EMAIL_HOST, settings.EMAIL_PORT = "127.0.0.1", port
        settings.DEFAULT_FROM_EMAIL = "Hafiz <hafiz@hafiz.example.org>"
        api.post(EMAIL, {"email": "aisha@example.com", "language": "en"})
        api.post(CONFIRM, {"token": _token(mailbox.messages[-1].get_content())})

        anonymous_api.post(SEND_LINK, {"email": "aisha@example.com", "language": "en"})
    finally:
        server.stop()

    received = mailbox.messages[-1]
    assert (received["To"], received["From"]) == ("aisha@example.com", "Hafiz <hafiz@hafiz.example.org>")
    assert received["Subject"] == "Your sign-in link for Hafiz"
    assert anonymous_api.post(SIGN_IN, {"token": _token(received.get_content())}).status_code == 200


@pytest.mark.django_db
def test_a_guest_who_confirms_an_address_keeps_their_account(mail_on, client_for):
    guest = user_create_guest()

    _confirmed(client_for(guest), guest)

    assert guest.is_guest is False
