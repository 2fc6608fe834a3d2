"""Learners calling the app in a loop, every answer recorded with its timing, for the fault tests."""

import itertools
import threading
import time
from dataclasses import dataclass
from uuid import uuid4

import requests

from harness import Learner

GAMES = ("shuffling", "memory", "matching", "audio")
# Al-Baqarah has 286 verses: with four games each, a learner never runs out of distinct wins.
WIN_CHAPTER = 2
UNAVAILABLE = {"message": "The service is temporarily unavailable. Please try again.", "fields": {}}


@dataclass
class Call:
    name: str
    started: float
    ended: float
    status: int | None  # None: no answer at all (connection error, client timeout)
    body: object = None
    retry_after: str | None = None
    error: str = ""
    win: dict | None = None

    @property
    def seconds(self) -> float:
        return self.ended - self.started


class LearnerLoop:
    """One learner doing wins and reads against `base_url` until stopped; `calls` records every answer."""

    def __init__(self, learner: Learner, base_url: str, *, pause: float = 0.02, backoff: float = 0.25):
        self.learner, self.base_url, self.pause, self.backoff = learner, base_url, pause, backoff
        self.calls: list[Call] = []
        self._wins = (
            {"surah_id": WIN_CHAPTER, "ayah_id": ayah, "game": game, "win_id": str(uuid4())}
            for ayah, game in itertools.product(range(1, 287), GAMES)
        )
        self._stop = threading.Event()
        self._thread = threading.Thread(target=self._run, daemon=True)

    def start(self) -> "LearnerLoop":
        self._thread.start()
        return self

    def stop(self) -> None:
        self._stop.set()
        self._thread.join(timeout=30)

    def _run(self) -> None:
        while not self._stop.is_set():
            batch = [
                self.call("progress", "post", "/api/v1/auth/profile/progress/", win=next(self._wins)),
                self.call("chapters", "get", "/api/v1/chapters/"),
                self.call("leaderboard", "get", "/api/v1/leaderboard/?period=week&scope=all"),
            ]
            self.calls.extend(batch)
            # Like the app, back off a little after a failure rather than hammer a server that is down.
            time.sleep(self.pause if all(call.status == 200 for call in batch) else self.backoff)

    def call(self, name: str, method: str, path: str, *, win: dict | None = None) -> Call:
        started = time.monotonic()
        try:
            response = getattr(self.learner, method)(f"{self.base_url}{path}", json=win, timeout=15)
        except requests.RequestException as error:
            return Call(name, started, time.monotonic(), None, error=repr(error), win=win)
        try:
            body = response.json()
        except ValueError:
            body = response.text[:300]
        return Call(name, started, time.monotonic(), response.status_code, body,
                    response.headers.get("Retry-After"), win=win)
