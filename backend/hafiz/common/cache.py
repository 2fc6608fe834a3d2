import logging
from dataclasses import dataclass

from django_redis.cache import RedisCache
from redis.exceptions import RedisError

from hafiz.common.db_faults import ThrottledWarning

logger = logging.getLogger("hafiz.faults")


class _RedisDownLog:
    """Stands in for django-redis's logger, which logs every ignored error at ERROR level with a traceback."""

    def __init__(self):
        self._warning = ThrottledWarning(logger=logger)

    def exception(self, message, *args, **kwargs) -> None:
        self._warning.warn("Redis unavailable, serving without the shared cache (rate limits allow every call)")


@dataclass(frozen=True)
class CallWindow:
    """A window of a request limit: the key this call is counted in, the previous window's key, and how long a count
    is kept (seconds)."""

    key: str
    previous_key: str
    timeout: int


class FailSoftRedisCache(RedisCache):
    """django-redis that never fails a call because Redis is down: reads miss, writes are dropped, DRF's throttles
    allow, and a warning is logged at most once every few seconds per process. Calls wait at most the socket
    timeouts in CACHES OPTIONS for an unreachable Redis, and use it again as soon as it answers."""

    def __init__(self, server, params):
        super().__init__(server, params)
        self._ignore_exceptions = True
        self._log_ignored_exceptions = True
        self.logger = _RedisDownLog()

    def calls_counted(self, windows: list[CallWindow]) -> list[tuple[int, int]] | None:
        """One round trip for all of a call's limits (a call counts toward two or three): in each window the count
        with this call, made atomically, and the previous window's count. None when Redis does not answer."""
        try:
            pipeline = self.client.get_client(write=True).pipeline(transaction=False)
            for window in windows:
                key = self.make_key(window.key)
                pipeline.set(key, 0, ex=window.timeout, nx=True)  # a window's first call starts its count
                pipeline.incr(key)
                pipeline.get(self.make_key(window.previous_key))
            answers = pipeline.execute()
        except RedisError:
            self.logger.exception("")
            return None
        return [(int(answers[index + 1]), int(answers[index + 2] or 0)) for index in range(0, len(answers), 3)]


def cache_answers(cache) -> bool:
    """Whether the cache is reachable, asked without writing: Redis is sent a PING; a memory cache always answers."""
    if not isinstance(cache, RedisCache):
        return True
    try:
        return bool(cache.client.get_client(write=False).ping())
    except Exception:  # any connection or protocol error means the cache is not serving
        return False


def calls_counted(cache, windows: list[CallWindow]) -> list[tuple[int, int]] | None:
    """For each window, (the count with this call, the previous window's count), counted atomically in the shared
    cache; None when the cache does not answer. Redis takes all windows in one round trip; another cache (the
    memory cache of tests and of a single server) one window at a time."""
    if isinstance(cache, FailSoftRedisCache):
        return cache.calls_counted(windows)
    counted = []
    for window in windows:
        current = _count_call(cache, key=window.key, timeout=window.timeout)
        if current is None:
            return None
        counted.append((current, cache.get(window.previous_key) or 0))
    return counted


def _count_call(cache, *, key: str, timeout: int) -> int | None:
    try:
        return cache.incr(key)
    except ValueError:  # the window's first call
        if cache.add(key, 1, timeout=timeout):
            return 1
    try:
        return cache.incr(key)  # another call made the key meanwhile
    except ValueError:  # or the cache missed both: counted as not answering
        return None
