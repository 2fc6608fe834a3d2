import logging

from django_redis.cache import RedisCache

from hafiz.common.db_faults import ThrottledWarning

logger = logging.getLogger("hafiz.faults")


class _RedisDownLog:
    """Stands in for django-redis's logger, which logs every ignored error at ERROR level with a traceback."""

    def __init__(self):
        self._warning = ThrottledWarning(logger=logger)

    def exception(self, message, *args, **kwargs) -> None:
        self._warning.warn("Redis unavailable, serving without the shared cache (rate limits allow every call)")


class FailSoftRedisCache(RedisCache):
    """django-redis that never fails a call because Redis is down: reads miss, writes are dropped, DRF's throttles
    allow, and a warning is logged at most once every few seconds per process. Calls wait at most the socket
    timeouts in CACHES OPTIONS for an unreachable Redis, and use it again as soon as it answers."""

    def __init__(self, server, params):
        super().__init__(server, params)
        self._ignore_exceptions = True
        self._log_ignored_exceptions = True
        self.logger = _RedisDownLog()


def cache_answers(cache) -> bool:
    """Whether the cache is reachable, asked without writing: Redis is sent a PING; a memory cache always answers."""
    if not isinstance(cache, RedisCache):
        return True
    try:
        return bool(cache.client.get_client(write=False).ping())
    except Exception:  # any connection or protocol error means the cache is not serving
        return False
