from django.conf import settings
from django.db import DatabaseError

from hafiz.quran.content import content, content_version


def get_public_config() -> dict:
    """What the frontend needs to know before sign-in; read at runtime so one build serves every set-up."""
    return {
        "google_client_id": settings.GOOGLE_CLIENT_ID or None,
        "demo_login": settings.DEMO_LOGIN,
        "email_sign_in": settings.EMAIL_SIGN_IN,
        "audio_base_url": settings.AUDIO_BASE_URL,
        "contact_email": settings.CONTACT_EMAIL or None,
        "content_version": _content_version_if_known(),
    }


def _content_version_if_known() -> str | None:
    # The page is served while the database is down too (index.html carries this config); its content calls then go
    # without a version, which every content call answers as well.
    try:
        return content_version(content())
    except DatabaseError:
        return None
