from django.conf import settings


def get_public_config() -> dict:
    """What the frontend needs to know before sign-in; read at runtime so one build serves every set-up."""
    return {
        "google_client_id": settings.GOOGLE_CLIENT_ID or None,
        "demo_login": settings.DEMO_LOGIN,
        "audio_base_url": settings.AUDIO_BASE_URL,
        "contact_email": settings.CONTACT_EMAIL or None,
    }
