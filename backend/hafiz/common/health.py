"""What a load balancer or a monitor asks before sending an app server traffic."""

from uuid import uuid4

from django.core.cache import cache
from django.db import connection


def health_report() -> dict[str, str]:
    """{"database": "ok", "cache": "ok" | "unavailable"}.

    Raises the database's OperationalError when it cannot be reached, which the API answers with 503. A cache
    that is down only degrades the service (see hafiz.common.cache), so it is reported, not raised.
    """
    with connection.cursor() as cursor:
        cursor.execute("SELECT 1")
        cursor.fetchone()
    probe = f"health-probe-{uuid4().hex}"
    cache.set(probe, "1", timeout=5)
    cache_works = cache.get(probe) == "1"
    cache.delete(probe)
    return {"database": "ok", "cache": "ok" if cache_works else "unavailable"}
