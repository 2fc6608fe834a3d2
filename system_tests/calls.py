"""Learners calling the app in a loop, every answer recorded with its timing, for the fault tests."""

import threading
import time
from collections import deque
from dataclasses import dataclass

import requests

from harness import Learner
from wins import DEAL_PATH, GRADE_PATH, deal_request, winning_grade

# Each win is the first on a verse of its own, so each moves its verse by 25: Al-Baqarah and Al-Imran have 486
# verses between them, more than a learner is dealt in a test.
WIN_CHAPTERS = {2: 286, 3: 200}
# Games dealt to a learner before its first win. Each round then grades its oldest game and deals one more, so it
# still holds them when the database goes down and goes on finishing them, as learners do who were mid-game: some
# wins always meet the outage.
GAMES_IN_HAND = 3
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
    sent: dict | None = None  # the JSON body; a grading call's is its win, to send again as a retry

    @property
    def seconds(self) -> float:
        return self.ended - self.started


class LearnerLoop:
    """One learner dealt games, winning them and reading against `base_url` until stopped; `calls` records every
    answer. A grading that fails is not retried here: the test retries it once the app is back."""

    def __init__(self, learner: Learner, base_url: str, *, pause: float = 0.02, backoff: float = 0.25):
        self.learner, self.base_url, self.pause, self.backoff = learner, base_url, pause, backoff
        self.calls: list[Call] = []
        self._verses = ((chapter, verse) for chapter, count in WIN_CHAPTERS.items() for verse in range(1, count + 1))
        self._in_hand: deque[dict] = deque()  # deals not graded yet, oldest first
        self._stop = threading.Event()
        self._thread = threading.Thread(target=self._run, daemon=True)

    def start(self) -> "LearnerLoop":
        self._thread.start()
        return self

    def stop(self) -> None:
        self._stop.set()
        self._thread.join(timeout=30)

    def _run(self) -> None:
        self.calls.extend(self._deal() for _ in range(GAMES_IN_HAND))
        while not self._stop.is_set():
            batch = [self._grade(self._in_hand.popleft())] if self._in_hand else []
            batch += [
                self._deal(),
                self.call("chapters", "get", "/api/v1/chapters/"),
                self.call("leaderboard", "get", "/api/v1/leaderboard/?period=week&scope=all"),
            ]
            self.calls.extend(batch)
            # Like the app, back off a little after a failure rather than hammer a server that is down.
            time.sleep(self.pause if all(call.status == 200 for call in batch) else self.backoff)

    def _deal(self) -> Call:
        chapter, verse = next(self._verses)
        call = self.call("deal", "post", DEAL_PATH, sent=deal_request(chapter, verse))
        if call.status == 200:
            self._in_hand.append(call.body)
        return call

    def _grade(self, deal: dict) -> Call:
        return self.call("grade", "post", GRADE_PATH, sent=winning_grade(deal))

    def call(self, name: str, method: str, path: str, *, sent: dict | None = None) -> Call:
        started = time.monotonic()
        try:
            response = getattr(self.learner, method)(f"{self.base_url}{path}", json=sent, timeout=15)
        except requests.RequestException as error:
            return Call(name, started, time.monotonic(), None, error=repr(error), sent=sent)
        try:
            body = response.json()
        except ValueError:
            body = response.text[:300]
        return Call(
            name, started, time.monotonic(), response.status_code, body, response.headers.get("Retry-After"), sent=sent
        )
