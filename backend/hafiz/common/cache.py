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


# A call counted in its window (KEYS[1], made with its expiry ARGV[1] by the window's first call), and the previous
# window's count (KEYS[2]), in one step.
_COUNT_CALL = """
local current = redis.call('INCR', KEYS[1])
if current == 1 then redis.call('EXPIRE', KEYS[1], ARGV[1]) end
return {current, redis.call('GET', KEYS[2])}
"""


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

    def calls_counted(self, windows: list[CallWindow]) -> list[tuple[int, int] | None]:
        """One round trip for all of a call's limits (a call counts toward two or three): in each window the count
        with this call and the previous window's count, each window's count made and timed atomically by a script
        (_COUNT_CALL), so even a key evicted between two calls never lives on without an expiry. None for every
        window when Redis does not answer."""
        try:
            pipeline = self.client.get_client(write=True).pipeline(transaction=False)
            for window in windows:
                # EVAL, not a registered script: a pipeline asks Redis whether those exist first, a round trip more.
                pipeline.eval(
                    _COUNT_CALL, 2, self.make_key(window.key), self.make_key(window.previous_key), window.timeout
                )
            answers = pipeline.execute()
        except RedisError:
            self.logger.exception("")
            return [None] * len(windows)
        return [(int(current), int(previous or 0)) for current, previous in answers]


def cache_answers(cache) -> bool:
    """Whether the cache is reachable, asked without writing: Redis is sent a PING; a memory cache always answers."""
    if not isinstance(cache, RedisCache):
        return True
    try:
        return bool(cache.client.get_client(write=False).ping())
    except Exception:  # noqa: BLE001 (any connection or protocol error means the cache is not serving)
        return False


def calls_counted(cache, windows: list[CallWindow]) -> list[tuple[int, int] | None]:
    """For each window, (the count with this call, the previous window's count), counted atomically in the shared
    cache, or None for a window the cache did not count (it does not answer). Redis takes all windows in one round
    trip; another cache (the memory cache of tests and of a single server) one window at a time."""
    if isinstance(cache, FailSoftRedisCache):
        return cache.calls_counted(windows)
    counted = []
    for window in windows:
        current = _count_call(cache, key=window.key, timeout=window.timeout)
        counted.append(None if current is None else (current, cache.get(window.previous_key) or 0))
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
