import os

from django.core.wsgi import get_wsgi_application
from django.db import connections
from django.urls import get_resolver

# Fail closed: a server started without DJANGO_SETTINGS_MODULE runs production settings, which refuse unsafe values.
os.environ.setdefault("DJANGO_SETTINGS_MODULE", "config.settings.production")
application = get_wsgi_application()


def _warm_up() -> None:
    """What the first calls to a worker would otherwise pay while a learner waits, done as it boots."""
    from hafiz.quran.content import content_warm_up  # needs the apps get_wsgi_application loads

    # Every URL module, and with them the views, serializers, DRF and the schema (~200 ms; after each deploy, the
    # first calls to every worker paid it).
    _ = get_resolver().url_patterns
    # This process's copy of the Qur'an (hafiz.quran.content, ~0.1 s), which the first content call and the first
    # GET /config/ would load.
    content_warm_up()
    # Calls may run in other threads (gunicorn --threads), which would never use or close this one's connection.
    connections.close_all()


_warm_up()
