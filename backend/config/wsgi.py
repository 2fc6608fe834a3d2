import os

from django.core.wsgi import get_wsgi_application
from django.urls import get_resolver

# Fail closed: a server started without DJANGO_SETTINGS_MODULE runs production settings, which refuse unsafe values.
os.environ.setdefault("DJANGO_SETTINGS_MODULE", "config.settings.production")
application = get_wsgi_application()

from hafiz.quran.content import content_warm_up  # noqa: E402  (needs the apps get_wsgi_application loads)

# Import every URL module, and with them the views, serializers, DRF and the schema, while the worker boots rather
# than during the first call it answers (~200 ms; after each deploy, the first calls to every worker paid it).
get_resolver().url_patterns
# And this process's copy of the Qur'an (hafiz.quran.content, ~0.1 s), which the first content call and the first
# GET /config/ would otherwise load while a learner waits.
content_warm_up()
