"""The API's request limits (docs/limits.md): every call is counted per learner, or per client address when it is made
without a token, and a costly call is also counted in its own scope. Rates are settings.THROTTLE_RATES, read on
every call; RequestLimitThrottle is DRF's one default throttle.

Counts are kept in the shared cache (Redis in production), one integer per limit and window (a minute, an hour), raised
by an atomic increment: unlike DRF's SimpleRateThrottle, which reads a list of timestamps and writes it back, parallel
calls cannot overwrite each other's count and slip past the limit, and a busy learner's count stays small. A call is
weighed against the last full window, sliding: this window's count plus the previous window's, weighted by how much
of it the last window still covers. So a burst on both sides of a window's edge is limited like any other, and
Retry-After says the moment the next call is allowed. A refused call is counted by no limit: waiting as told is
enough.
"""

import contextlib
import ipaddress
import math
import time

from django.conf import settings
from django.core.cache import cache, caches
from rest_framework.throttling import BaseThrottle

from config.env import parse_rate
from hafiz.common.cache import CallWindow, calls_counted
from hafiz.common.client_address import client_address


def _now() -> float:
    """The clock the limits read (the tests stand it still)."""
    return time.time()


def _learner_id(request) -> int | None:
    user = request.user
    return user.pk if user is not None and user.is_authenticated else None


def _address(request) -> str:
    """The client address a limit counts: an IPv6 client is its /64, which one home or phone is usually given
    whole, so it cannot take a fresh address for each call."""
    raw = client_address(request)
    try:
        address = ipaddress.ip_address(raw)
    except ValueError:  # no address at all (a Unix socket without a proxy): such calls share one count
        return f"address-{raw}"
    if address.version == 6 and address.ipv4_mapped is None:
        return f"address-{ipaddress.ip_network(f'{address}/64', strict=False)}"
    return f"address-{address}"


def limits_of(request, view) -> list[tuple[str, str]]:
    """The limits a call counts toward, as (scope, who): a learner's burst and sustained limits with a token, the
    address's without one, and the view's own scope (`throttle_scope = "search"`) on top, per the same learner or
    address, for the methods in its `throttle_scope_methods` when it names some (a list read freely beside a costly
    upload). `view` None: the address's limit alone (a call refused for its token, hafiz.common.errors)."""
    learner = _learner_id(request)
    if learner is None:
        who = _address(request)
        limits = [("anonymous", who)]
    else:
        who = f"learner-{learner}"
        limits = [("learner_burst", who), ("learner_sustained", who)]
    scope = getattr(view, "throttle_scope", None)
    if request.method not in getattr(view, "throttle_scope_methods", (request.method,)):
        scope = None
    return [*limits, (scope, who)] if scope else limits


class RequestLimitThrottle(BaseThrottle):
    """The API's one throttle: a call is allowed when every limit it counts toward allows it (limits_of), and then
    counted in each. A call refused by any of them is counted in none, so Retry-After (the longest wait among the
    limits that refused) is all a client needs to wait."""

    def allow_request(self, request, view) -> bool:
        now = _now()
        windows, rates = [], []
        for scope, who in limits_of(request, view):
            calls, window = parse_rate(settings.THROTTLE_RATES[scope])
            index = int(now // window)
            key = f"throttle:{scope}:{who}:{window}:"
            # A window's count is kept for two windows: the next one weighs it too.
            windows.append(CallWindow(key=f"{key}{index}", previous_key=f"{key}{index - 1}", timeout=2 * window + 1))
            rates.append((calls, window))
        counted = calls_counted(caches["default"], windows)
        waits = []
        for (calls, window), window_count in zip(rates, counted):
            if window_count is None:  # a cache that does not answer counts nothing (hafiz.common.cache): allowed
                continue
            current, previous = window_count
            elapsed = now % window
            if previous * (1 - elapsed / window) + current > calls:
                waits.append(
                    _wait_until_allowed(
                        calls=calls, window=window, elapsed=elapsed, previous=previous, current=current - 1
                    )
                )
        if not waits:
            return True
        for call_window, window_count in zip(windows, counted):
            if window_count is not None:
                _uncount_call(key=call_window.key)
        self._wait = max(waits)
        return False

    def wait(self) -> int:
        # Whole seconds, as Retry-After says them, never 0 ("now" would only be refused again), and a wait that is
        # a whole number of seconds give or take float noise not rounded up to the next.
        return max(1, math.ceil(self._wait - 1e-6))


def _uncount_call(*, key: str) -> None:
    with contextlib.suppress(ValueError):  # gone already: nothing left to take back
        cache.decr(key)


def _wait_until_allowed(*, calls: int, window: int, elapsed: float, previous: int, current: int) -> float:
    """Seconds until one more call fits the limit, with no other call made meanwhile: later in this window, once the
    previous window's weight has shrunk enough, or else in the next, once this window's has."""
    if current + 1 <= calls and previous > 0:
        later = window * (1 - (calls - current - 1) / previous) - elapsed
        if elapsed + later < window:
            return later
    next_window_in = window - elapsed
    if current + 1 <= calls:
        return next_window_in
    return next_window_in + window * (1 - (calls - 1) / current)
