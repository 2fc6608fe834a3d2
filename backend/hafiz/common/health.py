"""What a load balancer or a monitor asks before sending an app server traffic."""

from django.core.cache import caches
from django.db import connection

from hafiz.common.cache import cache_answers


def health_report() -> dict[str, str]:
    """{"database": "ok", "cache": "ok" | "unavailable"}, by reading only: the call is public and frequent, so it
    writes nothing anywhere.

    Raises the database's OperationalError when it cannot be reached, which the API answers with 503. A cache
    that is down only degrades the service (see hafiz.common.cache), so it is reported, not raised.
    """
    with connection.cursor() as cursor:
        cursor.execute("SELECT 1")
        cursor.fetchone()
    return {"database": "ok", "cache": "ok" if cache_answers(caches["default"]) else "unavailable"}
