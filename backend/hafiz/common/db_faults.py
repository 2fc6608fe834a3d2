"""The database is unreachable (restarting, failing over, out of connections, locked): answer 503 at once.

A call that meets such an error answers 503 in the API's error shape with Retry-After, within the connect
timeout (DATABASE_CONNECT_TIMEOUT), never a hanging request or a 500 page. Nothing needs restarting afterwards:
Django marks the connection as failed, closes it at the end of the request when it no longer works, and the next
request connects afresh (CONN_HEALTH_CHECKS also drops pooled connections that died while idle).

Two places use this: the API's exception handler (hafiz.common.errors) for DRF views, and
DatabaseUnavailableMiddleware for every other view.
"""

import logging
import threading
import time

from django.db import InterfaceError, OperationalError

logger = logging.getLogger("hafiz.faults")

DATABASE_UNAVAILABLE_ERRORS = (OperationalError, InterfaceError)
SERVICE_UNAVAILABLE_MESSAGE = "The service is temporarily unavailable. Please try again."
RETRY_AFTER_SECONDS = 5


def service_unavailable_body() -> dict:
    return {"message": SERVICE_UNAVAILABLE_MESSAGE, "fields": {}}


def service_unavailable_headers() -> dict[str, str]:
    return {"Retry-After": str(RETRY_AFTER_SECONDS)}


class ThrottledWarning:
    """Logs a warning at most once per `interval` seconds per process, with how many were held back since.

    An outage fails every call; one line per call would bury the log (and slow the calls down).
    """

    def __init__(self, *, logger: logging.Logger, interval: float = 10.0):
        self._logger = logger
        self._interval = interval
        self._lock = threading.Lock()
        self._last_logged = float("-inf")
        self._held_back = 0

    def warn(self, message: str, *args) -> None:
        now = time.monotonic()
        with self._lock:
            if now - self._last_logged < self._interval:
                self._held_back += 1
                return
            held_back, self._held_back, self._last_logged = self._held_back, 0, now
        if held_back:
            message = f"{message} (and {held_back} more like it in the last {self._interval:g} s)"
        self._logger.warning(message, *args)


_database_warning = ThrottledWarning(logger=logger)


def database_unavailable_log(error: Exception) -> None:
    _database_warning.warn("Database unavailable, answering 503: %s: %s", type(error).__name__, error)


def logged_already(response):
    """Marks a 503 as logged: the throttled warning above stands in for the ERROR line Django's request logger
    would write for every single one (thousands a minute during an outage)."""
    response._has_been_logged = True
    return response
