"""Learners doing what the app does for them, as Locust users (run through bench/load/run.py or `make load`).

Each learner opens the app (config: the content version the page carries), signs in as a guest and opens the level
map (chapters, at that version), then studies verse after verse: the learn card (verse: GET /verses/{s}/{a}/?v=, as
the app asks for it, which nginx keeps), each of the four games dealt ("game <name>") and played to a win through the
grading call ("grade <name>": the winning moves, worked out from the solution the deal carries, sent after as long as
a fast person takes to make them, winning_moves.person_seconds), then the day's quests and the leaderboard. A grading
that answers won: false counts as a failure. Between two calls a learner thinks for LOAD_THINK_MIN..LOAD_THINK_MAX
seconds (default 1–3 s: quicker than a person reads a learn card, so the figures are on the safe side).

At the end it prints requests/s, p50/p95/p99 (exact, from every response's time) and errors per call, p99 once every
learner has arrived, p50/p99 every 10 s, and writes the same to LOAD_RESULTS (JSON).
"""

import json
import os
import random
import statistics
import time
from collections import defaultdict
from collections.abc import Callable
from pathlib import Path
from typing import Any
from uuid import uuid4

import gevent
import gevent.ssl
from locust import FastHttpUser, SequentialTaskSet, between, events, task

# Locust puts this file's folder on the path: the winning moves are shared with bench/farm.py.
from winning_moves import WINNING_MOVES, person_seconds

THINK = between(float(os.environ.get("LOAD_THINK_MIN", "1")), float(os.environ.get("LOAD_THINK_MAX", "3")))
# Verses per chapter, from the chapters call the first learner makes.
_verse_counts: list[int] = []
# Through nginx, the site's name (testing_support.nginx.HOST); straight to gunicorn, none.
HOST_HEADER = os.environ.get("LOAD_HOST_HEADER") or None

_latencies: dict[str, list[float]] = defaultdict(list)
_errors: dict[str, int] = defaultdict(int)
_error_samples: dict[str, set[str]] = defaultdict(set)
_window: dict[str, float] = {}


# Every response's (seconds since the first, milliseconds taken): the report's timeline, and the figures once every
# learner has arrived (the arrival, 1,000 sign-ins in 10 s by default, is a burst of its own).
_timeline: list[tuple[float, float]] = []


@events.spawning_complete.add_listener
def _everyone_arrived(user_count, **kwargs):
    _window["arrived"] = time.monotonic()


@events.request.add_listener
def _record(request_type, name, response_time, response_length, exception, **kwargs):
    now = time.monotonic()
    _window.setdefault("first", now)
    _window["last"] = now
    _latencies[name].append(response_time)
    _timeline.append((now - _window["first"], response_time))
    if exception is not None:
        _errors[name] += 1
        if len(_error_samples[name]) < 5:
            _error_samples[name].add(str(exception)[:200])


def _won(graded: dict) -> dict:
    if not graded["won"]:
        raise ValueError(f"won is false ({graded['mistakes']} mistakes): the winning moves lost the game")
    return graded


class VerseStudy(SequentialTaskSet):
    """One verse: learn card, four games dealt and won, leaderboard."""

    def on_start(self):
        chapter = random.randint(1, 114)
        self.reference = {"surah_id": chapter, "ayah_id": random.randint(1, _verse_counts[chapter - 1])}
        count = min(_verse_counts[chapter - 1], random.randint(1, 5))
        self.game_input = {"id": chapter, "ayahId": self.reference["ayah_id"], "selectedAyah": count}

    def _post(self, path: str, name: str, body: dict, read: Callable[[dict], Any] = lambda answer: answer):
        """What `read` makes of the answer, or None when the call failed: not a 200, or an answer `read` refuses
        (KeyError, TypeError or ValueError). Both count as a failure of `name`, so a learner's step never breaks off
        unseen as an exception in the task."""
        with self.client.post(path, json=body, name=name, headers=self.user.auth, catch_response=True) as response:
            if response.status_code != 200:
                response.failure(f"{response.status_code}: {response.text[:120]}")
                return None
            try:
                return read(response.json())
            except (KeyError, TypeError, ValueError) as refused:
                response.failure(f"{refused!r} in {response.text[:120]}")
                return None

    def _get(self, path: str, name: str) -> None:
        with self.client.get(path, name=name, headers=self.user.auth, catch_response=True) as response:
            if response.status_code != 200:
                response.failure(f"{response.status_code}: {response.text[:120]}")

    @task
    def verse(self):
        chapter, verse = self.reference["surah_id"], self.reference["ayah_id"]
        self._get(f"/api/v1/verses/{chapter}/{verse}/?v={self.user.content_version}", "verse")

    def _play(self, game: str):
        """Deals the game, plays it for as long as a fast person would, then has it graded from its winning moves."""
        grading = self._post(
            f"/api/v1/games/{game}/",
            f"game {game}",
            self.game_input,
            lambda dealt: {
                "game_id": dealt["game_id"],
                "win_id": str(uuid4()),
                "moves": WINNING_MOVES[game](dealt),
                "seconds": person_seconds(game, dealt),
            },
        )
        if grading is not None:  # else nothing was dealt to play; the deal's failure is counted
            gevent.sleep(grading.pop("seconds"))
            self._post("/api/v1/games/results/", f"grade {game}", grading, _won)

    @task
    def shuffling(self):
        self._play("shuffling")

    @task
    def memory(self):
        self._play("memory")

    @task
    def matching(self):
        self._play("matching")

    @task
    def audio(self):
        self._play("audio")

    @task
    def quests(self):
        self._get("/api/v1/quests/today/", "quests")

    @task
    def leaderboard(self):
        self._get("/api/v1/leaderboard/?period=week&scope=all", "leaderboard")

    @task
    def next_verse(self):
        self.interrupt()  # on to the next verse: a fresh VerseStudy


# nginx's certificate is a throwaway self-signed one. One context for every learner: the default makes one per learner
# and loads certifi's whole CA bundle into it (geventhttpclient's init_ssl_context), about 15 ms of Locust's one core
# each, which at 100 arrivals a second held every learner's calls back by seconds.
_TLS = gevent.ssl._create_unverified_context()


def _shared_tls_context(cafile=None):
    return _TLS


class Learner(FastHttpUser):
    wait_time = THINK
    tasks = [VerseStudy]
    default_headers = {"Host": HOST_HEADER} if HOST_HEADER else None
    insecure = True
    ssl_context_factory = staticmethod(_shared_tls_context)

    def on_start(self):
        with self.client.get("/api/v1/config/", name="config", catch_response=True) as response:
            if response.status_code != 200:
                response.failure(f"{response.status_code}: {response.text[:120]}")
                self.stop()
                return
            self.content_version = response.json()["content_version"]
        with self.client.post("/api/v1/auth/login_demo/", name="login_demo", catch_response=True) as response:
            if response.status_code != 200:
                response.failure(f"{response.status_code}: {response.text[:120]}")
                self.stop()
                return
            self.auth = {"Authorization": f"Token {response.json()['token']}"}
        with self.client.get(
            f"/api/v1/chapters/?language=en&v={self.content_version}", name="chapters", catch_response=True
        ) as response:
            if response.status_code != 200:
                response.failure(f"{response.status_code}: {response.text[:120]}")
                self.stop()
                return
            if not _verse_counts:
                _verse_counts.extend(chapter["verses_count"] for chapter in response.json()["chapters"])


def _percentile(ordered: list[float], share: float) -> float:
    return ordered[min(len(ordered) - 1, int(share * len(ordered)))]


@events.quitting.add_listener
def _report(environment, **kwargs):
    seconds = max(_window.get("last", 0) - _window.get("first", 0), 1e-9)
    rows = []
    for name in sorted(_latencies):
        ordered = sorted(_latencies[name])
        rows.append(
            {
                "call": name,
                "requests": len(ordered),
                "requests_per_s": round(len(ordered) / seconds, 1),
                "p50_ms": round(_percentile(ordered, 0.50), 1),
                "p95_ms": round(_percentile(ordered, 0.95), 1),
                "p99_ms": round(_percentile(ordered, 0.99), 1),
                "max_ms": round(ordered[-1], 1),
                "mean_ms": round(statistics.fmean(ordered), 1),
                "errors": _errors.get(name, 0),
                "error_samples": sorted(_error_samples.get(name, ())),
            }
        )
    everything = sorted(latency for values in _latencies.values() for latency in values)
    total = {
        "requests": len(everything),
        "requests_per_s": round(len(everything) / seconds, 1),
        "p50_ms": round(_percentile(everything, 0.50), 1) if everything else None,
        "p95_ms": round(_percentile(everything, 0.95), 1) if everything else None,
        "p99_ms": round(_percentile(everything, 0.99), 1) if everything else None,
        "errors": sum(_errors.values()),
    }
    print(f"{'call':<16}{'requests':>10}{'req/s':>9}{'p50 ms':>9}{'p95 ms':>9}{'p99 ms':>9}{'max ms':>9}{'errors':>8}")
    for row in rows:
        print(
            f"{row['call']:<16}{row['requests']:>10}{row['requests_per_s']:>9}{row['p50_ms']:>9}"
            f"{row['p95_ms']:>9}{row['p99_ms']:>9}{row['max_ms']:>9}{row['errors']:>8}"
        )
    print(
        f"{'all':<16}{total['requests']:>10}{total['requests_per_s']:>9}{total['p50_ms']:>9}"
        f"{total['p95_ms']:>9}{total['p99_ms']:>9}{'':>9}{total['errors']:>8}"
    )
    arrived = _window.get("arrived", _window.get("first", 0)) - _window.get("first", 0)
    settled = sorted(latency for at, latency in _timeline if at >= arrived)
    if settled:
        total["once_arrived"] = {
            "from_s": round(arrived, 1),
            "requests": len(settled),
            **{f"p{share}_ms": round(_percentile(settled, share / 100), 1) for share in (50, 95, 99)},
        }
        print(
            f"{'all, arrived':<16}{len(settled):>10}{round(len(settled) / max(seconds - arrived, 1e-9), 1):>9}"
            f"{total['once_arrived']['p50_ms']:>9}{total['once_arrived']['p95_ms']:>9}"
            f"{total['once_arrived']['p99_ms']:>9}  (from {arrived:.0f} s, once every learner had arrived)"
        )
    timeline = []
    for start in range(0, int(seconds) + 1, 10):
        window = sorted(latency for at, latency in _timeline if start <= at < start + 10)
        if window:
            timeline.append(
                {
                    "from_s": start,
                    "requests": len(window),
                    "p50_ms": round(_percentile(window, 0.5), 1),
                    "p99_ms": round(_percentile(window, 0.99), 1),
                }
            )
    print(
        "every 10 s (from, requests, p50, p99): "
        + "; ".join(f"{row['from_s']} s {row['requests']} {row['p50_ms']:g}/{row['p99_ms']:g} ms" for row in timeline)
    )
    for row in rows:
        for sample in row["error_samples"]:
            print(f"  {row['call']}: {sample}")
    destination = os.environ.get("LOAD_RESULTS")
    if destination:
        Path(destination).parent.mkdir(parents=True, exist_ok=True)
        Path(destination).write_text(
            json.dumps(
                {
                    "learners": environment.parsed_options.num_users if environment.parsed_options else None,
                    "seconds": round(seconds, 1),
                    "think_s": [os.environ.get("LOAD_THINK_MIN", "1"), os.environ.get("LOAD_THINK_MAX", "3")],
                    "calls": rows,
                    "total": total,
                    "timeline": timeline,
                },
                indent=2,
            )
        )
