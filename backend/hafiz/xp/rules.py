"""The rules of xp, streaks, weekly goals, daily quests, leaderboards and rank titles, in one place.

Everything here is a pure function of its arguments (no database, no clock), so each rule is tested
directly and the services and selectors only gather the numbers these functions need.

xp
    Every xp change is a row in an append-only ledger (xp.models.XpEvent: user, amount, reason,
    verse, time); every total shown anywhere is a sum over it. Per win:

    * a first win gives FIRST_WIN_XP (10): the first time this game is won on this verse, so a verse pays
      at most 5 × 10 first-win xp (its five games);
    * a repeat win gives REPEAT_WIN_XP (2), for at most REPEAT_WINS_PAID_PER_DAY (20) repeat wins a
      day; later repeats that day are still recorded (they count for streaks and quests) with 0 xp;
    * the look-alike drill "Which one?" is paid the same: a first win the first time it is won on
      its verse, a repeat win after; it moves no progress, so it finishes no verse or chapter, and the quests that
      name games ("win every game", "win 2 games of …") count the five games of a verse's tiles only;
    * a Gaps win for which the learner was shown a blank's first letter (a hint) pays half: 5 xp for a first
      win, 1 for a repeat (HINTED_WIN_XP_SHARE);
    * the win that brings the last verse of a chapter to 100 also gives CHAPTER_FINISH_XP (50), once
      per chapter: four of the five games won on every verse of it (a step of the plain progress call, which moves
      progress without a game, does not count toward it);
    * finishing a daily quest gives QUEST_XP (5), once per quest and day;
    * a recitation from memory (hafiz.recitation) gives RECITATION_XP_PER_VERSE (1) per verse recited, whatever its
      slips (marking a slip must never cost the learner), up to RECITATION_XP_PER_DAY (300: more than a juz of manzil)
      a day; past it a recitation is recorded with 0 xp. It is marked by the learner, not graded, so it pays less per
      verse than a game and counts toward no quest that names wins; its xp counts toward "earn N xp" and its day
      keeps the streak;
    * first wins pay at most FIRST_WIN_XP_PER_DAY (2,000) xp a day; later first wins that day are recorded with 0
      xp (their first win is spent).

Human pace
    The verse text is public, so a script can solve any dealt game at once; a hafiz revising what they know plays
    nearly as fast, and must never lose a win for it. So the pace is put on the pay, not on the player: every graded
    win records its progress, its review rating and its ledger rows at once, however fast it came, and only the xp
    waits when it comes faster than a person earns it.

    Each learner has an xp budget (xp_budget): it refills at XP_BUDGET_PER_SECOND (2 xp a second: a first win every
    5 s, about the pace of a learner playing through the games of verses they know) up to XP_BUDGET_BURST (30 xp:
    three wins in a row after a rest). Every xp a row earns (a win, a chapter bonus, a quest bonus) is paid from it;
    what the budget cannot pay yet waits on its row (XpEvent.waiting) and is paid, oldest first, at the learner's next
    graded game, as far as the budget has refilled by then (xp_waiting_paid). Nothing is withheld for speed: waiting
    xp only comes later. The day's limits (FIRST_WIN_XP_PER_DAY, REPEAT_WINS_PAID_PER_DAY) count xp earned, waiting
    or not.

    This bounds a script to XP_BUDGET_BURST + 30 × XP_BUDGET_PER_SECOND = 90 xp in any 30 s, dealing games one by one
    or by the hundred (bench/farm.py measures it), while a person is paid everything they earn, a little later when
    they outrun the budget.

    The daily cap: 2,000 first-win xp is 200 first wins, every game on 50 new verses in one day, more than three
    pages of the mushaf; a devoted learner memorises about a page (15 verses) a day. At the budget's pace, a script
    earning around the clock meets it in about 17 minutes; after it, that day, only repeats (20 paid), quests and
    the bonuses of chapters it finishes (each once ever) pay.

    Only a game the server dealt and graded wins (hafiz.games.services.game_grade): a win claimed by the
    client is refused, and the plain progress call (docs/product.md §7) moves progress without a ledger row. One graded
    game is counted once: the client sends a `win_id` (a UUID per grading) and the ledger holds at most one win
    per (user, win_id); sending the same grading again returns the first answer and adds nothing.

Days and weeks
    A learner's day is the calendar day in their own time zone (hafiz.common.days). Each ledger row
    keeps the day it fell on (`local_date`), so the daily repeat limit, quests, streaks and xp per day
    all use the learner's midnight. The weekly
    goal counts xp of the learner's week (Monday to Sunday, their time zone). Leaderboard weeks are
    the same for everyone: Monday 00:00 to Sunday 24:00 UTC.

Day streak
    The number of consecutive days, each with at least one game won or a recitation from memory, ending today; a
    streak whose last day is yesterday is still alive (today is not over yet). A learner with a hifz plan
    (hafiz.plans) keeps it over the plan's days off (days of the week not studied, days paused): such a day without a
    win neither breaks nor lengthens it. Any other gap breaks it. A plan day done always holds a recitation, so it
    always counts.

Weekly goal
    The learner picks an xp target per week, WEEKLY_GOAL_MIN–WEEKLY_GOAL_MAX (10–1000), default
    WEEKLY_GOAL_DEFAULT (50), kept on the learner (hafiz.accounts.models); the profile shows this week's
    xp as a share of it (capped at 100 %).

Daily quests
    Each day a learner gets DAILY_QUEST_COUNT (3) quests from QUESTS, drawn from three different
    measures with a random source seeded by (user id, date), so the same day always gives the same
    quests and the next day (after the learner's midnight) new ones. Progress is counted from that
    day's ledger rows (quest bonuses themselves excluded), that day's reviews and that day's listening.

    * "Review all due verses" (measure `reviews`) is only drawn on a day the learner has reviews to
      do: a verse on their schedule since before the day began that is due before it ends (or was
      reviewed that day). That is fixed for the whole day, so the day's quests never change under
      the learner. Its target moves with the day: verses reviewed that day plus verses due now (at
      least 1); its progress is the verses reviewed that day.
    * "Listen to 5 verses 3 times" (measure `verses_listened`, hafiz.listening) can be drawn any day.

    A quest's bonus is paid by whatever finishes it: a win (hafiz.games.services.win_record), a
    review or a listening pass (xp.services.quests_pay after each).

Leaderboards
    Weekly (UTC week) and all-time xp, among everyone or among the people the learner follows plus
    the learner. Only learners with xp above 0 in the period are ranked. Higher xp ranks first; on
    equal xp whoever reached the total first (the time of their last xp-earning event in the period)
    ranks first; then the lower user id. So ranks are 1, 2, 3, … with no shared places.

Rank titles
    A title from the share of the Qur'an's 6236 verses at 100, see RANK_TITLES.
"""

import hashlib
import math
import random
from collections.abc import Callable
from dataclasses import dataclass, field
from datetime import UTC, date, datetime, timedelta
from fractions import Fraction

from hafiz.common.days import week_monday
from hafiz.progress.models import PROGRESS_GAMES
from hafiz.quran.canon import VERSE_COUNT

FIRST_WIN_XP = 10
REPEAT_WIN_XP = 2
REPEAT_WINS_PAID_PER_DAY = 20
CHAPTER_FINISH_XP = 50
QUEST_XP = 5
FIRST_WIN_XP_PER_DAY = 2000
RECITATION_XP_PER_VERSE = 1
RECITATION_XP_PER_DAY = 300
# A win helped by a hint (Gaps' first letters) pays this share of its xp, rounded down.
HINTED_WIN_XP_SHARE = Fraction(1, 2)

# Human pace (see the module's notes): the xp budget's refill and the most it holds.
XP_BUDGET_PER_SECOND = 2.0
XP_BUDGET_BURST = 30


# Leaderboard weeks ------------------------------------------------------------------------------------


def leaderboard_week_start(*, moment: datetime) -> date:
    """The Monday (UTC) of the leaderboard week `moment` falls in."""
    return week_monday(moment.astimezone(UTC).date())


# xp ---------------------------------------------------------------------------------------------------


def win_xp(*, first: bool, paid_repeats_today: int, first_win_xp_today: int = 0, hinted: bool = False) -> int:
    """xp for one win; `paid_repeats_today` = repeat wins already paid today, `first_win_xp_today` = xp first wins
    paid today (both before this one); `hinted`: the game showed a hint."""
    if first:
        xp = FIRST_WIN_XP if first_win_xp_today + FIRST_WIN_XP <= FIRST_WIN_XP_PER_DAY else 0
    else:
        xp = REPEAT_WIN_XP if paid_repeats_today < REPEAT_WINS_PAID_PER_DAY else 0
    return math.floor(xp * HINTED_WIN_XP_SHARE) if hinted else xp


def recitation_xp(*, verses: int, recitation_xp_today: int) -> int:
    """xp for a recitation of `verses` verses; `recitation_xp_today` = xp recitations earned today before it."""
    return max(0, min(verses * RECITATION_XP_PER_VERSE, RECITATION_XP_PER_DAY - recitation_xp_today))


# Human pace -------------------------------------------------------------------------------------------


def xp_budget(*, budget: float, since: datetime | None, now: datetime, waiting: int = 0, scale: float = 1.0) -> float:
    """The xp the learner's budget holds at `now`: `budget` as it was left at `since` (None: never used, full), refilled
    at XP_BUDGET_PER_SECOND up to XP_BUDGET_BURST, plus the xp that waits (`waiting`): the refill goes to that first,
    as if it had been paid the moment the budget held it, so a learner who pauses finds it all paid at their next game.
    `scale` is settings.PACE_SCALE (1 everywhere but the tests' settings, whose 0 makes the budget endless, so a test is
    paid however fast it wins)."""
    if scale == 0:
        return math.inf
    if since is None:
        return XP_BUDGET_BURST + waiting
    refill = max(0.0, (now - since).total_seconds()) * XP_BUDGET_PER_SECOND / scale
    return min(XP_BUDGET_BURST + waiting, budget + refill)


def xp_paid_from_budget(*, budget: float, owed: int) -> int:
    """How much of `owed` xp a budget holding `budget` pays now: whole xp only."""
    return max(0, math.floor(min(budget, owed)))


def win_is_first(*, game_bit: int, games_won_before: int) -> bool:
    """A game's first win on the verse (its bit not set yet), even on a verse already at 100: so a verse pays at
    most one first win per game, 5 × FIRST_WIN_XP."""
    return not games_won_before & game_bit


# Streaks and goals ------------------------------------------------------------------------------------


def day_streak(*, days_with_wins: list[date], today: date, is_day_off: Callable[[date], bool] | None = None) -> int:
    """Consecutive days with a win ending today, or yesterday if today has none yet; a day off of the learner's hifz
    plan (`is_day_off`: a day of the week they do not study, or paused) without a win is skipped: it neither breaks
    the streak nor adds to it.

    `days_with_wins` may be in any order and hold duplicates.
    """
    days = set(days_with_wins)
    day = today if today in days else today - timedelta(days=1)
    streak = 0
    while True:
        if day in days:
            streak += 1
        elif not (is_day_off and is_day_off(day)):
            return streak
        day -= timedelta(days=1)


def weekly_goal_percent(*, week_xp: int, weekly_goal: int) -> int:
    """This week's xp as a whole percentage of the goal, at most 100."""
    return min(100, week_xp * 100 // max(weekly_goal, 1))


# Daily quests -----------------------------------------------------------------------------------------


@dataclass
class DayTally:
    """What a learner did on one day, as counted from that day's ledger rows."""

    wins: int = 0
    first_wins: int = 0
    first_win_xp: int = 0  # toward FIRST_WIN_XP_PER_DAY
    paid_repeat_wins: int = 0
    # From wins, chapter bonuses and recitations; quest bonuses are left out so quests do not feed each other.
    xp: int = 0
    recitation_xp: int = 0  # toward RECITATION_XP_PER_DAY
    verses_finished: int = 0
    wins_per_game: dict[str, int] = field(default_factory=dict)  # the games of a verse's tiles (PROGRESS_GAMES) only
    # Counted only when a quest that needs them is drawn (see xp.selectors.xp_day_tally).
    reviews_done: int = 0  # different verses reviewed that day
    reviews_due: int = 0  # verses due for review now
    verses_listened: int = 0  # different verses heard LISTENING_QUEST_REPEATS times or more that day

    def add_win(self, *, game: str | None, first: bool, xp: int, finished_verse: bool) -> None:
        self.wins += 1
        self.first_wins += first
        self.first_win_xp += xp if first else 0
        self.paid_repeat_wins += (not first) and xp > 0
        self.xp += xp
        self.verses_finished += finished_verse
        if game in PROGRESS_GAMES:  # the quests that name games count these; the drill's wins count as wins only
            self.wins_per_game[game] = self.wins_per_game.get(game, 0) + 1


@dataclass(frozen=True)
class Quest:
    """One daily quest. `title_key` and `params` are for the frontend's translations."""

    id: str
    icon: str
    title_key: str
    measure: str
    target: int  # for a quest in MOVING_TARGETS, the least its target can be
    game: str | None = None
    times: int | None = None  # on the listening quest: how many times each verse is to be heard

    @property
    def params(self) -> dict:
        return (
            {"count": self.target}
            | ({"game": self.game} if self.game else {})
            | ({"times": self.times} if self.times else {})
        )


# Each measure is a number read off a DayTally; quests are drawn from different measures.
MEASURES = {
    "wins": lambda tally, quest: tally.wins,
    "xp": lambda tally, quest: tally.xp,
    "first_wins": lambda tally, quest: tally.first_wins,
    "verses_finished": lambda tally, quest: tally.verses_finished,
    "games_played": lambda tally, quest: sum(1 for count in tally.wins_per_game.values() if count),
    "game_wins": lambda tally, quest: tally.wins_per_game.get(quest.game, 0),
    "reviews": lambda tally, quest: tally.reviews_done,
    "verses_listened": lambda tally, quest: tally.verses_listened,
}

# Measures whose target is read off the day's tally too, not fixed: all of the day's reviews.
MOVING_TARGETS = {
    "reviews": lambda tally, quest: max(quest.target, tally.reviews_done + tally.reviews_due),
}

# Drawn only on a day the learner has verses due for review (quests_for_day's `reviews_due`).
REVIEW_MEASURE = "reviews"

# The listening quest: this many verses, each heard this many times in the day (counted by
# hafiz.listening.selectors.listening_verses_today).
LISTENING_QUEST_VERSES = 5
LISTENING_QUEST_REPEATS = 3

QUESTS: tuple[Quest, ...] = (
    Quest("win_1", "trophy", "quests.win_games", "wins", 1),
    Quest("win_5", "trophy", "quests.win_games", "wins", 5),
    Quest("win_10", "trophy", "quests.win_games", "wins", 10),
    Quest("xp_20", "bolt", "quests.earn_xp", "xp", 20),
    Quest("xp_50", "bolt", "quests.earn_xp", "xp", 50),
    Quest("first_wins_2", "sparkle", "quests.first_wins", "first_wins", 2),
    Quest("first_wins_4", "sparkle", "quests.first_wins", "first_wins", 4),
    Quest("finish_verse_1", "star", "quests.finish_verses", "verses_finished", 1),
    Quest("every_game", "grid", "quests.win_every_game", "games_played", len(PROGRESS_GAMES)),
    *(Quest(f"{game}_2", "gamepad", "quests.win_game", "game_wins", 2, game=game) for game in PROGRESS_GAMES),
    Quest("review_due", "repeat", "quests.review_due", "reviews", 1),
    Quest(
        "listen_verses",
        "headphones",
        "quests.listen_verses",
        "verses_listened",
        LISTENING_QUEST_VERSES,
        times=LISTENING_QUEST_REPEATS,
    ),
)
QUESTS_BY_ID = {quest.id: quest for quest in QUESTS}
DAILY_QUEST_COUNT = 3


def quests_for_day(*, user_id: int, day: date, reviews_due: bool = False) -> list[Quest]:
    """The day's three quests for this learner: the same every time for the same (user, day, reviews_due).

    `reviews_due`: whether the learner has reviews to do that day (see the module's notes); without it
    the review quest is never drawn.
    """
    seed = int.from_bytes(hashlib.sha256(f"{user_id}:{day.isoformat()}".encode()).digest()[:8], "big")
    rng = random.Random(seed)
    measures = sorted({quest.measure for quest in QUESTS} - (set() if reviews_due else {REVIEW_MEASURE}))
    chosen = rng.sample(measures, DAILY_QUEST_COUNT)
    return [rng.choice([quest for quest in QUESTS if quest.measure == measure]) for measure in chosen]


def quest_target(*, quest: Quest, tally: DayTally) -> int:
    """The quest's target on the day of the tally: its own, or for the review quest the day's reviews."""
    moving = MOVING_TARGETS.get(quest.measure)
    return moving(tally, quest) if moving else quest.target


def quest_params(*, quest: Quest, tally: DayTally) -> dict:
    """The quest's title parameters, `count` being the day's target."""
    return quest.params | {"count": quest_target(quest=quest, tally=tally)}


def quest_progress(*, quest: Quest, tally: DayTally) -> int:
    """How far the day's tally is towards the quest, at most its target."""
    return min(quest_target(quest=quest, tally=tally), MEASURES[quest.measure](tally, quest))


def quest_finished(*, quest: Quest, tally: DayTally) -> bool:
    return quest_progress(quest=quest, tally=tally) >= quest_target(quest=quest, tally=tally)


# Rank titles ------------------------------------------------------------------------------------------

# (least share of the 6236 verses at 100, title key), highest first. A juz is a thirtieth of the Qur'an.
RANK_TITLES: tuple[tuple[Fraction, str], ...] = (
    (Fraction(1), "hafiz"),
    (Fraction(20, 30), "memoriser_20_juz"),
    (Fraction(10, 30), "memoriser_10_juz"),
    (Fraction(5, 30), "memoriser_5_juz"),
    (Fraction(1, 30), "memoriser_1_juz"),
    (Fraction(2, 100), "reciter"),
    (Fraction(1, 100), "student"),
    (Fraction(0), "beginner"),
)


def rank_title(*, verses_memorised: int) -> str:
    share = Fraction(verses_memorised, VERSE_COUNT)
    return next(title for least, title in RANK_TITLES if share >= least)


def quran_percent(*, verses_memorised: int) -> float:
    """Share of the Qur'an at 100 as a percentage with two decimals (6235 verses: 99.98)."""
    return round(verses_memorised * 100 / VERSE_COUNT, 2)
