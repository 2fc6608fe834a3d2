"""Helpers for review tests: a fixed clock, and verses memorised on it by default."""

from datetime import UTC, datetime

import pytest

# A fixed start for every fake clock (a Sunday morning).
START = datetime(2026, 3, 1, 8, 0, tzinfo=UTC)


@pytest.fixture
def memorise(memorise):
    """The shared fixture (backend/conftest.py), memorising at START unless told `now`."""

    def put(*, user, references, now=START):
        return memorise(user=user, references=references, now=now)

    return put
