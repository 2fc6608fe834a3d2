"""Farming xp against the human-pace rules: cheating scripts play a served app for 30 s, next to what a person earns.

    .venv/bin/python bench/farm.py                                   # a throwaway app, served as `make run` serves it
    .venv/bin/python bench/farm.py --base-url http://127.0.0.1:8000  # an app already served (`make run`)
    .venv/bin/python bench/farm.py --seconds 10 --max-xp 100

Seven fresh guests play in the same window, one strategy each:
- fast: deals and wins one-verse games one after another, as fast as answers come, each a first win on its verse and
  game (the four games of every verse, shortest chapters first, so chapters get finished too);
- parallel: deals 50 such games at once, then grades them all at once, again and again;
- claim: claims wins without playing: the progress call with a game and a win_id, and gradings of made-up game_ids;
- replay: wins one game, then sends its grading again and again, with its own win_id and with new ones;
- floor: knows the pace rules (backend/hafiz/xp/rules.py: a game's floor, paid wins a floor apart): deals 20 small
  games at once (one-verse audio, matching and memory games, each a first win on its own verse), then grades one
  exactly when the rules first pay it: a floor after its deal, each next one a floor after the previous paid win.
  The most a script can get under those rules;
- chapter: goes for the chapter bonus (50 xp) cheaply: brings a short chapter's verses to 100 with the plain
  progress call (25 a call, no xp), all but the last verse, which it leaves at 75 and finishes with one graded win
  at the floor's pace; then the next shortest chapter;
- person: the honest comparison: deals a game, waits as long as a fast person takes to play it
  (bench/load/winning_moves.py: person_seconds), then wins it. Its xp is what a person could earn in the window.

Without --base-url it makes a throwaway SQLite database, migrates it, imports the Qur'an, serves it with gunicorn and
the local settings (those of `make run`) and removes everything afterwards. Prints per strategy the requests sent,
answers by status, wins graded, xp (summed from the gradings, and the learner's total from the profile statistics),
the wins the server left unpaid and the chapter bonuses (xp_events of reason "chapter") the gradings paid; writes
the same to bench/results/farm.json. Exits 1 when a cheating strategy earned more than --max-xp, or a strategy broke
off.
"""

import argparse
import json
import os
import shutil
import sys
import tempfile
import threading
import time
import traceback
from collections import Counter
from collections.abc import Callable, Iterator
from concurrent.futures import ThreadPoolExecutor
from contextlib import contextmanager
from dataclasses import dataclass, field
from pathlib import Path
from uuid import uuid4

import requests

ROOT = Path(__file__).resolve().parents[1]
# Run as a script, which puts only this folder on the path; testing_support is at the top, the moves in load/.
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "bench" / "load"))
from testing_support.app_server import AppServer, app_env, prepare_database  # noqa: E402
from winning_moves import WINNING_MOVES, dealt_items, person_seconds  # noqa: E402

RESULTS = ROOT / "bench" / "results" / "farm.json"
TIMEOUT_SECONDS = 30
PARALLEL_DEALS = 50
# Calls the parallel strategy has in flight at once: more than the app's workers, so its queue never runs dry.
PARALLEL_THREADS = 16
HONEST = "person"

# The pace rules of backend/hafiz/xp/rules.py (GAME_FLOOR_BASE_SECONDS, GAME_FLOOR_SECONDS_PER_ITEM; game_floor,
# win_paced), restated here by hand and not read from it: the bench plays the app over HTTP only, as a script
# would, and a script knows the published figures. Change them with rules.py.
FLOOR_BASE_SECONDS = 3.0
FLOOR_SECONDS_PER_ITEM = {"shuffling": 1.0, "memory": 0.75, "matching": 1.0, "audio": 1.0}
# Sent this long after the floor is reached: the server measures it on its own clock, between its timestamps.
PACE_MARGIN_SECONDS = 0.05
# The floor strategy's games: one-verse audio and matching have the smallest floor (4 s), memory (two cards) 4.5 s;
# shuffling's gaps make it longer.
FLOOR_GAMES = ("audio", "matching", "memory")
FLOOR_DEALS = 20
FLOOR_DEAL_THREADS = 4
# The chapter strategy's game on each chapter's last verse: one of the smallest floors.
CHAPTER_GAME = "audio"
# The plain progress call (docs/product.md §7) adds 25 a call, up to 100.
PROGRESS_FULL = 100
PROGRESS_STEP = 25


@dataclass
class Tally:
    """What one strategy sent and got back; the parallel strategy's threads add to it at once, hence the lock."""

    statuses: Counter = field(default_factory=Counter)  # by status code; 0 for a call that got no answer
    wins: int = 0
    xp_gained: int = 0
    unpaid: Counter = field(default_factory=Counter)  # wins by the reason the server paid them no xp
    chapter_bonuses: list[int] = field(default_factory=list)  # chapters whose bonus a grading paid
    chapter_bonus_xp: int = 0
    # The chapter strategy's chapters whose every verse it brought to 100 (the last by a graded win).
    chapters_finished: list[int] = field(default_factory=list)
    lock: threading.Lock = field(default_factory=threading.Lock)

    def answered(self, status: int) -> None:
        with self.lock:
            self.statuses[status] += 1

    def graded(self, graded: dict) -> None:
        """A grading's answer the first time: an answer repeated for a win_id sent before carries that first
        grading's xp again, which it did not add, so it is not passed here."""
        with self.lock:
            self.xp_gained += graded["xp_gained"]
            if graded["won"]:
                self.wins += 1
                # The reason a win earned nothing (`unpaid`); a backend older than the human-pace rules sends none.
                if graded.get("unpaid"):
                    self.unpaid[graded["unpaid"]] += 1
            for event in graded["xp_events"]:
                if event["reason"] == "chapter":
                    self.chapter_bonuses.append(event["chapter"])
                    self.chapter_bonus_xp += event["amount"]


class Guest:
    """A fresh guest account and the calls a strategy makes as it; every call's answer is tallied."""

    def __init__(self, base_url: str):
        self.base_url = base_url
        self.tally = Tally()
        self._local = threading.local()
        answer = self._session().post(f"{base_url}/api/v1/auth/login_demo/", timeout=TIMEOUT_SECONDS)
        answer.raise_for_status()
        self._auth = {"Authorization": f"Token {answer.json()['token']}"}

    def _session(self) -> requests.Session:
        """This thread's session: a Session is not meant to be shared between threads."""
        if not hasattr(self._local, "session"):
            self._local.session = requests.Session()
            # A loopback app must not be reached through a proxy the environment names.
            self._local.session.trust_env = False
        return self._local.session

    def post(self, path: str, body: dict) -> dict | None:
        """The answer of a 200, else None."""
        try:
            answer = self._session().post(
                f"{self.base_url}{path}", json=body, headers=self._auth, timeout=TIMEOUT_SECONDS
            )
        except requests.RequestException:
            self.tally.answered(0)
            return None
        self.tally.answered(answer.status_code)
        return answer.json() if answer.status_code == 200 else None

    def deal(self, game: str, chapter: int, verse: int) -> dict | None:
        return self.post(f"/api/v1/games/{game}/", {"id": chapter, "ayahId": verse, "selectedAyah": 1})

    def grade(self, *, game_id: str, moves: list, win_id: str | None = None) -> dict | None:
        graded = self.post(
            "/api/v1/games/results/", {"game_id": game_id, "win_id": win_id or str(uuid4()), "moves": moves}
        )
        if graded is not None and not graded["repeated"]:
            self.tally.graded(graded)
        return graded

    def total_xp(self) -> int | None:
        """The learner's xp of all time, from the profile statistics (outside the tally: it is no farming)."""
        for _ in range(2):
            try:
                answer = self._session().get(
                    f"{self.base_url}/api/v1/profile/stats/", headers=self._auth, timeout=TIMEOUT_SECONDS
                )
            except requests.RequestException:
                return None
            if answer.status_code != 429:
                break
            # The trick may have spent the learner's request limit (docs/limits.md): the check is worth the wait.
            time.sleep(int(answer.headers.get("Retry-After", "1")))
        return answer.json()["total_xp"] if answer.status_code == 200 else None


def shortest_first(chapters: list[dict]) -> list[dict]:
    """The chapters by their number of verses, then number: 103, 108 and 110 (three verses each) first."""
    return sorted(chapters, key=lambda chapter: (chapter["verses_count"], chapter["id"]))


def first_wins(chapters: list[dict]) -> Iterator[tuple[str, int, int]]:
    """(game, chapter, verse) of one-verse games that are each a first win: the four games of every verse, shortest
    chapters first, whose last win finishes the chapter (a bonus). Past the Qur'an's end they repeat."""
    while True:
        for chapter in shortest_first(chapters):
            for verse in range(1, chapter["verses_count"] + 1):
                for game in WINNING_MOVES:
                    yield game, chapter["id"], verse


def one_game_per_verse(chapters: list[dict], games: tuple[str, ...]) -> Iterator[tuple[str, int, int]]:
    """(game, chapter, verse) of one-verse games, each on a verse of its own (so each a first win), the games taken
    in turn, shortest chapters first."""
    turns = 0
    for chapter in shortest_first(chapters):
        for verse in range(1, chapter["verses_count"] + 1):
            yield games[turns % len(games)], chapter["id"], verse
            turns += 1


def game_floor(game: str, dealt: dict) -> float:
    """The least seconds the server lets pass before it pays a win of this deal (rules.py: game_floor)."""
    return FLOOR_BASE_SECONDS + FLOOR_SECONDS_PER_ITEM[game] * dealt_items(game, dealt)


def _win(guest: Guest, game: str, dealt: dict) -> dict | None:
    return guest.grade(game_id=dealt["game_id"], moves=WINNING_MOVES[game](dealt))


def _paid(graded: dict | None) -> bool:
    """Whether a grading may have paid a win, so the next one waits a floor after it. A grading without an answer
    (no answer, or not a 200) may have been paid all the same; a won game the server left unpaid was not, and a
    lost one pays nothing."""
    return graded is None or (graded["won"] and not graded.get("unpaid"))


def _paced_win(
    guest: Guest, game: str, dealt: dict, *, dealt_at: float, last_paid_at: float | None, until: float
) -> tuple[dict | None, float] | None:
    """Wins a deal as soon as the pace rules pay it (rules.py: win_paced): its floor after the later of its deal and
    the previous paid win (monotonic times of their answers, which come after the server's own timestamps). Its
    grading and the time its answer came; None when that is past `until`."""
    start = dealt_at if last_paid_at is None else max(dealt_at, last_paid_at)
    due = start + game_floor(game, dealt) + PACE_MARGIN_SECONDS
    if due > until:
        return None
    time.sleep(max(0.0, due - time.monotonic()))
    graded = _win(guest, game, dealt)
    return graded, time.monotonic()


# The strategies: each plays its guest on the Qur'an's `chapters` (from the chapters call) until the monotonic time
# `until`.


def fast(guest: Guest, chapters: list[dict], until: float) -> None:
    games = first_wins(chapters)
    while time.monotonic() < until:
        game, chapter, verse = next(games)
        dealt = guest.deal(game, chapter, verse)
        if dealt is not None:
            _win(guest, game, dealt)


def parallel(guest: Guest, chapters: list[dict], until: float) -> None:
    games = first_wins(chapters)

    def deal(game_chapter_verse: tuple[str, int, int]) -> tuple[str, dict | None]:
        return game_chapter_verse[0], guest.deal(*game_chapter_verse) if time.monotonic() < until else None

    def grade(game_dealt: tuple[str, dict | None]) -> None:
        game, dealt = game_dealt
        if dealt is not None and time.monotonic() < until:
            _win(guest, game, dealt)

    with ThreadPoolExecutor(PARALLEL_THREADS) as pool:
        while time.monotonic() < until:
            dealt = list(pool.map(deal, [next(games) for _ in range(PARALLEL_DEALS)]))
            list(pool.map(grade, dealt))


def claim(guest: Guest, chapters: list[dict], until: float) -> None:
    games = first_wins(chapters)
    while time.monotonic() < until:
        game, chapter, verse = next(games)
        guest.post(
            "/api/v1/auth/profile/progress/",
            {"surah_id": chapter, "ayah_id": verse, "game": game, "win_id": str(uuid4())},
        )
        # No deal, so no moves to send that could solve one.
        guest.grade(game_id=str(uuid4()), moves=[])


def replay(guest: Guest, chapters: list[dict], until: float) -> None:
    games = first_wins(chapters)
    won = None
    while won is None and time.monotonic() < until:
        game, chapter, verse = next(games)
        dealt = guest.deal(game, chapter, verse)
        if dealt is not None:
            grading = {"game_id": dealt["game_id"], "moves": WINNING_MOVES[game](dealt), "win_id": str(uuid4())}
            graded = guest.grade(**grading)
            won = grading if graded is not None and graded["won"] else None
    while time.monotonic() < until:
        guest.grade(**won)  # a retry of the win
        guest.grade(**{**won, "win_id": str(uuid4())})  # the same game as another win


def floor(guest: Guest, chapters: list[dict], until: float) -> None:
    """Deals FLOOR_DEALS games at once and grades them one by one, each when the rules first pay it; the smallest
    floors first, since after the first win the deal time no longer matters: each waits a floor after the previous
    paid win. Deals again when they run out (a window longer than 30 s)."""
    games = one_game_per_verse(chapters, FLOOR_GAMES)
    last_paid_at = None

    def deal(game_chapter_verse: tuple[str, int, int]) -> tuple[str, dict | None, float]:
        game = game_chapter_verse[0]
        return game, guest.deal(*game_chapter_verse), time.monotonic()

    with ThreadPoolExecutor(FLOOR_DEAL_THREADS) as pool:
        while time.monotonic() < until:
            dealt = [
                (game, answer, dealt_at)
                for game, answer, dealt_at in pool.map(deal, [next(games) for _ in range(FLOOR_DEALS)])
                if answer is not None
            ]
            for game, answer, dealt_at in sorted(dealt, key=lambda deal: game_floor(deal[0], deal[1])):
                won = _paced_win(guest, game, answer, dealt_at=dealt_at, last_paid_at=last_paid_at, until=until)
                if won is None:
                    return
                graded, answered_at = won
                last_paid_at = answered_at if _paid(graded) else last_paid_at


def _progress_to(guest: Guest, chapter: int, verse: int, progress: int) -> None:
    """The plain progress call on the verse until it is at `progress` (from 0: 25 a call)."""
    reached = 0
    while reached < progress:
        answer = guest.post("/api/v1/auth/profile/progress/", {"surah_id": chapter, "ayah_id": verse})
        if answer is None:
            return
        reached = answer["ayah_progress"]["progress"]


def chapter(guest: Guest, chapters: list[dict], until: float) -> None:
    """Per chapter, shortest first: deals the game on its last verse first, so its floor runs while the progress
    calls bring every verse to 100 and the last to 75; then wins that game when the floor allows, bringing the last
    verse, and with it the chapter, to 100 with one graded win."""
    last_paid_at = None
    for short in shortest_first(chapters):
        if time.monotonic() >= until:
            return
        last = short["verses_count"]
        dealt = guest.deal(CHAPTER_GAME, short["id"], last)
        dealt_at = time.monotonic()
        if dealt is None:
            continue
        for verse in range(1, last + 1):
            _progress_to(guest, short["id"], verse, PROGRESS_FULL - (PROGRESS_STEP if verse == last else 0))
        won = _paced_win(guest, CHAPTER_GAME, dealt, dealt_at=dealt_at, last_paid_at=last_paid_at, until=until)
        if won is None:
            return
        graded, answered_at = won
        last_paid_at = answered_at if _paid(graded) else last_paid_at
        if graded is not None and graded["won"] and graded["verse_finished"]:
            guest.tally.chapters_finished.append(short["id"])


def person(guest: Guest, chapters: list[dict], until: float) -> None:
    """A win counts only if the person finishes playing it within the window."""
    games = first_wins(chapters)
    while time.monotonic() < until:
        game, chapter, verse = next(games)
        dealt = guest.deal(game, chapter, verse)
        if dealt is None:
            continue
        finished = time.monotonic() + person_seconds(game, dealt)
        if finished > until:
            return
        time.sleep(finished - time.monotonic())
        _win(guest, game, dealt)


STRATEGIES: dict[str, Callable[[Guest, list[dict], float], None]] = {
    "fast": fast,
    "parallel": parallel,
    "claim": claim,
    "replay": replay,
    "floor": floor,
    "chapter": chapter,
    HONEST: person,
}


def _status_group(status: int) -> str:
    if status in (200, 429):
        return str(status)
    if 400 <= status < 500:
        return "4xx"
    return "5xx" if status >= 500 else "other"  # "other": no answer (0), or an unexpected status


def _figures(guest: Guest, xp_before: int | None, xp_after: int | None, error: str | None) -> dict:
    tally = guest.tally
    ledger_xp = xp_after - xp_before if xp_before is not None and xp_after is not None else None
    groups = Counter()
    for status, count in tally.statuses.items():
        groups[_status_group(status)] += count
    return {
        "requests": sum(tally.statuses.values()),
        "answers": {group: groups[group] for group in ("200", "4xx", "429", "5xx", "other")},
        "answers_by_status": {str(status): count for status, count in sorted(tally.statuses.items())},
        "wins": tally.wins,
        "unpaid_wins": sum(tally.unpaid.values()),
        "unpaid_by_reason": dict(tally.unpaid),
        "chapter_bonuses": sorted(tally.chapter_bonuses),
        "chapter_bonus_xp": tally.chapter_bonus_xp,
        "chapters_finished": tally.chapters_finished,
        "xp_gained": tally.xp_gained,
        "ledger_xp": ledger_xp,
        # The larger of the two, so xp the gradings' answers do not show (another call's) still counts.
        "xp": max(tally.xp_gained, ledger_xp or 0),
        "error": error,
    }


def play_window(base_url: str, seconds: float) -> dict[str, dict]:
    """Every strategy with a guest of its own, all in the same window; their figures by strategy."""
    session = requests.Session()
    session.trust_env = False
    chapters = session.get(f"{base_url}/api/v1/chapters/", timeout=TIMEOUT_SECONDS).json()["chapters"]
    guests = {name: Guest(base_url) for name in STRATEGIES}
    xp_before = {name: guest.total_xp() for name, guest in guests.items()}
    errors: dict[str, str] = {}

    def run(name: str, until: float) -> None:
        try:
            STRATEGIES[name](guests[name], chapters, until)
        except Exception:  # noqa: BLE001 (a trick that breaks is reported with its traceback, not fatal to the others)
            errors[name] = traceback.format_exc()

    until = time.monotonic() + seconds
    threads = [threading.Thread(target=run, args=(name, until), name=name) for name in STRATEGIES]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    return {
        name: _figures(guest, xp_before[name], guest.total_xp(), errors.get(name)) for name, guest in guests.items()
    }


@contextmanager
def _throwaway_app():
    """The URL of an app served as `make run` serves it (local settings, its worker count) on a fresh database."""
    workdir = Path(tempfile.mkdtemp(prefix="hafiz-farm-"))
    try:
        # A Redis the environment names is used, as `make run` would use it.
        env = app_env(
            database_url=f"sqlite:///{workdir / 'farm.sqlite3'}",
            media_root=workdir / "media",
            settings="local",
            redis_url=os.environ.get("REDIS_URL"),
        )
        print("Preparing the database (migrate, import_quran)…", flush=True)
        prepare_database(env)
        workers = int(os.environ.get("WEB_CONCURRENCY", 4))
        with AppServer(env=env, log_dir=workdir, workers=workers) as server:
            print(f"Serving on {server.url} with gunicorn --workers {workers}, config.settings.local", flush=True)
            yield server.url
    finally:
        shutil.rmtree(workdir, ignore_errors=True)


def _print_table(figures: dict[str, dict], *, seconds: float, max_xp: int) -> None:
    print(
        f"{'strategy':<10}{'requests':>9}{'200':>7}{'4xx':>7}{'429':>7}{'5xx':>7}{'other':>7}{'wins':>7}"
        f"{'unpaid':>8}{'chapters':>10}{'xp gained':>11}{'xp total':>10}  verdict"
    )
    for name, row in figures.items():
        answers = row["answers"]
        ledger = "?" if row["ledger_xp"] is None else row["ledger_xp"]
        if row["error"]:
            verdict = "broke off"
        elif name == HONEST:
            verdict = "a person's pace"
        else:
            verdict = "ok" if row["xp"] <= max_xp else f"over {max_xp}"
        print(
            f"{name:<10}{row['requests']:>9}{answers['200']:>7}{answers['4xx']:>7}{answers['429']:>7}"
            f"{answers['5xx']:>7}{answers['other']:>7}{row['wins']:>7}{row['unpaid_wins']:>8}"
            f"{len(row['chapter_bonuses']):>10}{row['xp_gained']:>11}{ledger:>10}  {verdict}"
        )
    print(
        "chapters: chapter bonuses paid; xp gained: summed from the gradings' answers;\n"
        "xp total: the learner's, from the profile statistics."
    )
    print(
        f"A person could earn {figures[HONEST]['xp']} xp in {seconds:g} s; a cheating strategy may get at most "
        f"{max_xp}."
    )
    for name, row in figures.items():
        if row["unpaid_by_reason"]:
            print(f"  {name}: unpaid wins by reason {row['unpaid_by_reason']}")
        if row["chapters_finished"] or row["chapter_bonuses"]:
            finished = ", ".join(map(str, row["chapters_finished"])) or "none"
            bonuses = ", ".join(map(str, row["chapter_bonuses"])) or "none"
            print(
                f"  {name}: chapters brought to 100: {finished}; chapter bonuses paid: {bonuses} "
                f"({row['chapter_bonus_xp']} xp)"
            )
        if row["error"]:
            print(f"  {name} broke off:\n{row['error']}")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--base-url", help="Play an app already served instead of starting one.")
    parser.add_argument("--seconds", type=float, default=30)
    parser.add_argument("--max-xp", type=int, default=100, help="The most xp a cheating strategy may get.")
    args = parser.parse_args()

    print(f"{len(STRATEGIES)} strategies, a guest each, for {args.seconds:g} s…", flush=True)
    if args.base_url:
        figures = play_window(args.base_url, args.seconds)
    else:
        with _throwaway_app() as base_url:
            figures = play_window(base_url, args.seconds)
    _print_table(figures, seconds=args.seconds, max_xp=args.max_xp)

    over = [name for name, row in figures.items() if name != HONEST and row["xp"] > args.max_xp]
    broken = [name for name, row in figures.items() if row["error"]]
    RESULTS.parent.mkdir(parents=True, exist_ok=True)
    RESULTS.write_text(
        json.dumps(
            {
                "app": args.base_url or "throwaway (SQLite, config.settings.local)",
                "seconds": args.seconds,
                "max_xp": args.max_xp,
                "person_xp": figures[HONEST]["xp"],
                "over_max_xp": over,
                "broke_off": broken,
                "strategies": figures,
            },
            indent=2,
        )
    )
    print(f"wrote {RESULTS.relative_to(ROOT)}")
    if over or broken:
        sys.exit(f"over {args.max_xp} xp: {', '.join(over) or 'none'}; broke off: {', '.join(broken) or 'none'}")


if __name__ == "__main__":
    main()
