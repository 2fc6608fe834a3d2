"""Games dealt, graded and won, each read top-down:
- a deal (game_deal_record): what the server dealt a learner and what solves it, kept for a few hours;
- a grading (game_grade): the player's moves replayed against the deal (hafiz.games.grading), once, and a win
  recorded when they solve it;
- a win (win_record): the verse's progress, its place in the review schedule, the xp it earns, the quests it
  finishes, and the answer the player sees; only a graded game records one;
- a study step (study_step_record): the plain progress call of docs/product.md §7, progress without xp;
- a review (game_review_record): a graded game on a memorised verse rated as a review of it, once.

Everything a grading or a win writes changes together or not at all (one transaction), and two of one learner (a
double click, a retried request, two tabs) are taken one after the other: the first step locks the learner's xp
totals.
"""

from dataclasses import dataclass, replace
from datetime import datetime
from uuid import UUID

from django.db import transaction
from django.db.models import Exists

from hafiz.accounts.models import User
from hafiz.common import clock
from hafiz.games import grading
from hafiz.games.coverage import VerseRange
from hafiz.games.models import DEAL_LIFETIME, GameDeal
from hafiz.progress import selectors as progress_selectors
from hafiz.progress import services as progress_services
from hafiz.progress.models import PROGRESS_GAMES, Game
from hafiz.quran.models import Verse
from hafiz.review import services as review_services
from hafiz.xp import selectors as xp_selectors
from hafiz.xp import services as xp_services
from hafiz.xp.models import WIN_REASONS, XpEvent, XpReason, XpTotal

# Why a won game paid no xp (RecordedWin.unpaid).
UNPAID_REASONS = ("daily_cap", "repeat_limit")


@dataclass(frozen=True)
class RecordedWin:
    """What a win did: the verse's progress after it, the ledger rows it added (for a win_id sent before: the rows
    the first call added, `repeated` set, nothing new written), and the xp of earlier wins that waited for the pace
    budget and was paid now (`xp_released`: hafiz.xp.rules, Human pace)."""

    progress: int
    xp_events: list[XpEvent]
    total_xp: int
    verse_finished: bool = False
    repeated: bool = False
    xp_released: int = 0

    @property
    def xp_gained(self) -> int:
        """The xp its rows paid now."""
        return sum(event.amount for event in self.xp_events)

    @property
    def xp_waiting(self) -> int:
        """The xp its rows earned that waits for the pace budget."""
        return sum(event.waiting for event in self.xp_events)

    @property
    def unpaid(self) -> str | None:
        """Why a win earned no xp: "daily_cap" (a first win past FIRST_WIN_XP_PER_DAY) or "repeat_limit" (a repeat
        win past REPEAT_WINS_PAID_PER_DAY); None when it earned xp (a bonus it finished included, paid now or
        waiting), and for no win."""
        win = next((event for event in self.xp_events if event.reason in WIN_REASONS), None)
        if win is None or self.xp_gained or self.xp_waiting:
            return None
        return "daily_cap" if win.reason == XpReason.FIRST_WIN else "repeat_limit"


@transaction.atomic
def win_record(
    *,
    user: User,
    verse: Verse,
    game: str,
    win_id: UUID | None = None,
    game_id: UUID | None = None,
    now: datetime | None = None,
) -> RecordedWin:
    """Record a won game on a verse, with the xp it earns. The app's wins come from graded games (game_grade,
    which runs these steps under its own lock); this entry is for support and tests.

    Progress: see hafiz.progress.services.verse_progress_win; xp: see hafiz.xp.rules. With a `win_id` already
    recorded, returns that win's answer again and changes nothing. `game_id` names the graded deal the win came
    from, in the ledger.
    """
    game = Game(game)  # an unknown game is a ValueError before anything is locked
    now = now or clock.now()
    total = xp_services.xp_total_lock(user=user, now=now)
    released = xp_services.xp_waiting_paid(total=total, now=now)
    win = _win_record_locked(user=user, verse=verse, game=game, win_id=win_id, game_id=game_id, total=total, now=now)
    return replace(win, xp_released=released)


def _win_record_locked(
    *,
    user: User,
    verse: Verse,
    game: Game,
    win_id: UUID | None,
    game_id: UUID | None,
    total: XpTotal,
    now: datetime,
    win_id_new: bool = False,
    hinted: bool = False,
) -> RecordedWin:
    """win_record's steps, once the learner's xp totals (`total`) are locked in the transaction. `win_id_new`: the
    caller found no ledger row with it already (game_grade asks with the deal), so none is looked for. `hinted`: the
    game showed a hint (it pays less)."""
    earlier = xp_selectors.win_events_get(user=user, win_id=win_id) if win_id is not None and not win_id_new else []
    if earlier:
        return RecordedWin(
            progress=progress_selectors.verse_progress_and_games_get(user=user, verse=verse)[0],
            xp_events=earlier,
            total_xp=total.all_time_xp,
            verse_finished=any(event.finished_verse for event in earlier),
            repeated=True,
        )

    # 1. The verse's progress; a verse reaching 100 joins the learner's review schedule. (The drill moves none.)
    if game in PROGRESS_GAMES:
        step = progress_services.verse_progress_win(user=user, verse=verse, game=game, now=now)
    else:
        step = progress_services.verse_step_without_progress(user=user, verse=verse)
    if step.verse_finished:
        review_services.review_schedule_enter(user=user, verse=verse, now=now)

    # 2. The xp the win earns, and the chapter bonus when it finished the chapter.
    day = xp_selectors.xp_day_get(user=user, now=now)
    events = xp_services.win_xp_events(
        user=user, verse=verse, game=game, step=step, day=day, win_id=win_id, now=now, hinted=hinted
    )

    # 3. The day's quests it finished.
    events += xp_services.quest_bonus_events(user=user, day=day, earned=events, win_id=win_id, now=now)
    for event in events:
        event.game_id = game_id
    xp_services.xp_events_save(events=events, total=total, now=now)

    # 4. The answer.
    return RecordedWin(
        progress=step.progress, xp_events=events, total_xp=total.all_time_xp, verse_finished=step.verse_finished
    )


@transaction.atomic
def study_step_record(*, user: User, verse: Verse, now: datetime | None = None) -> int:
    """The plain progress update (docs/product.md §7): 25 more on the verse, up to 100; a verse reaching 100 joins the
    review schedule. No xp and no ledger row (so no quest or streak either): xp comes only from graded games. The
    verse's progress after it."""
    now = now or clock.now()
    step = progress_services.verse_progress_win(user=user, verse=verse, game=None, now=now)
    if step.verse_finished:
        review_services.review_schedule_enter(user=user, verse=verse, now=now)
    return step.progress


# Deals and grading ---------------------------------------------------------------------------------------


class DealUnknown(Exception):
    """No deal with this id was dealt to this learner."""


# The 404 of every call that names a deal by its game_id.
DEAL_NOT_FOUND = "No game with this game_id was dealt to you (or it expired and was removed)."


class DealGradedAlready(Exception):
    """The deal was graded before, under another win_id."""


class WinIdUsed(Exception):
    """The win_id graded another deal, or named a win claimed before wins were graded."""


class DealExpired(Exception):
    """The deal is older than DEAL_LIFETIME and was never graded."""


class DealNotGraded(Exception):
    """The deal has no result yet: a review is rated from a graded game."""


class GameReviewsNoVerse(Exception):
    """The game tells nothing of its verse (a makhraj practice keeps its win on a letter's example verse): it is no
    review."""


@dataclass(frozen=True)
class GradedGame:
    """A graded deal: won, the mistakes made (memory: the turns taken), the win it recorded (for a loss: the verse's
    progress and the learner's xp as they stand, with no xp events), and the right answer (grading.right_answer)."""

    won: bool
    mistakes: int
    turns: int | None
    win: RecordedWin
    answer: dict


def game_deal_record(
    *,
    user: User,
    game: str,
    verse_global_number: int,
    verse_range: VerseRange,
    dealt: dict,
    now: datetime | None = None,
) -> GameDeal:
    """Keeps a game dealt to the learner (`dealt`, as its call answers it) with what solves it; the deal's id is the
    answer's game_id. One query."""
    now = now or clock.now()
    kept = grading.deal_kept(game=game, dealt=dealt)
    return GameDeal.objects.create(
        user=user,
        game=game,
        verse_id=verse_global_number,
        first_global_number=verse_range.first_global_number,
        last_global_number=verse_range.last_global_number,
        layout=kept.layout,
        solution=kept.solution,
        dealt_at=now,
        expires_at=now + DEAL_LIFETIME,
    )


@transaction.atomic
def game_grade(*, user: User, game_id: UUID, win_id: UUID, moves: list, now: datetime | None = None) -> GradedGame:
    """Grades the player's `moves` (shapes: each game's module, hafiz.games.kinds) on a deal of theirs, and records the win when they
    solve it, however fast: its xp is paid from the learner's pace budget, the rest waits (hafiz.xp.rules, "Human
    pace"), and xp that waited from earlier wins is paid first. A deal is graded once: the same `win_id` again
    answers the first result again, changes nothing.

    DealUnknown, DealGradedAlready, DealExpired, WinIdUsed or kinds.base.IllegalMove (nothing is written then)."""
    # 1. One grading of a learner at a time: their xp totals stay locked until the end. The grading's time is read
    #    once the lock is held, so a grading that waited for another sees the budget that one left.
    total = xp_services.xp_total_lock(user=user, now=now or clock.now())
    now = now or clock.now()
    # The deal, and whether the win_id was used already (by another graded deal, or by a win the progress call
    # claimed before wins were graded), in one query.
    deal = (
        GameDeal.objects.select_related("verse")
        .filter(pk=game_id, user=user)
        .annotate(
            win_id_graded=Exists(GameDeal.objects.filter(user=user, win_id=win_id)),
            win_id_claimed=Exists(XpEvent.objects.filter(user=user, win_id=win_id)),
        )
        .first()
    )
    if deal is None:
        raise DealUnknown
    if deal.graded_at is not None:
        if deal.win_id != win_id:
            raise DealGradedAlready
        return _graded(deal=deal, win=_win_of(deal=deal, user=user, total=total, now=now, again=True))
    if deal.expires_at <= now:
        raise DealExpired
    if deal.win_id_graded or deal.win_id_claimed:
        raise WinIdUsed

    # 2. The moves replayed against the deal.
    grade = grading.game_graded(game=deal.game, layout=deal.layout, solution=deal.solution, moves=moves)

    # 3. The result stays with the deal (a review takes its rating from it); a win is recorded, after the xp that
    #    waited from earlier ones is paid.
    deal.graded_at, deal.win_id = now, win_id
    deal.won, deal.mistakes, deal.turns = grade.won, grade.mistakes, grade.turns
    deal.save(update_fields=["graded_at", "win_id", "won", "mistakes", "turns"])
    if grade.confusions:  # the drill's wrong answers: verses taken for each other, brought back for review together
        review_services.confusions_record(user=user, confusions=grade.confusions, game_id=deal.pk, now=now)
    released = xp_services.xp_waiting_paid(total=total, now=now)
    win = _win_of(deal=deal, user=user, total=total, now=now, again=False, hinted=grade.hints > 0)
    return _graded(deal=deal, win=replace(win, xp_released=released))


def _graded(*, deal: GameDeal, win: RecordedWin) -> GradedGame:
    assert deal.won is not None and deal.mistakes is not None  # a graded deal has both
    return GradedGame(
        won=deal.won,
        mistakes=deal.mistakes,
        turns=deal.turns,
        win=win,
        answer=grading.right_answer(game=deal.game, layout=deal.layout, solution=deal.solution),
    )


def _win_of(
    *, deal: GameDeal, user: User, total: XpTotal, now: datetime, again: bool, hinted: bool = False
) -> RecordedWin:
    """A graded deal's win, under the lock game_grade took: recorded the first time (`hinted`: helped by a hint, it
    pays less), answered again after (as win_record answers a win_id it knows). For a lost deal, where the learner
    stands."""
    if deal.won:
        return _win_record_locked(
            user=user,
            verse=deal.verse,
            game=Game(deal.game),
            win_id=deal.win_id,
            game_id=deal.pk,
            total=total,
            now=now,
            win_id_new=not again,
            hinted=hinted,
        )
    progress, _ = progress_selectors.verse_progress_and_games_get(user=user, verse=deal.verse)
    return RecordedWin(progress=progress, xp_events=[], total_xp=total.all_time_xp, repeated=again)


@transaction.atomic
def game_review_record(*, user: User, game_id: UUID, now: datetime | None = None) -> review_services.ReviewResult:
    """Records a graded game of the learner's as a review of its verse, rated from the server's grading (won,
    mistakes; memory's turns against its pairs: hafiz.review.ratings), and pays the review quest it finishes. A
    game is one review: the same game_id again answers the first review, changes nothing. A review is of a game
    played now: one dealt before the verse was memorised, or past its lifetime, is refused (an old win kept in the
    ledger would otherwise review the verse without playing).

    DealUnknown, DealNotGraded, GameReviewsNoVerse, or review.services.VerseNotScheduled (a verse not memorised),
    GamePlayedBeforeMemorised and GameExpired."""
    now = now or clock.now()
    deal = GameDeal.objects.select_related("verse").filter(pk=game_id, user=user).first()
    if deal is None:
        raise DealUnknown
    if deal.graded_at is None:
        raise DealNotGraded
    if not grading.reviews_verse(game=deal.game):
        raise GameReviewsNoVerse
    assert deal.won is not None and deal.mistakes is not None  # a graded deal has both
    review = review_services.review_record(
        user=user,
        chapter_number=deal.verse.chapter_id,
        verse_number=deal.verse.number,
        game=deal.game,
        won=deal.won,
        mistakes=deal.mistakes,
        flips=deal.turns,
        pairs=grading.pairs_dealt(game=deal.game, layout=deal.layout),
        game_id=deal.pk,
        game_dealt_at=deal.dealt_at,
        game_expires_at=deal.expires_at,
        now=now,
    )
    if not review.repeated:
        xp_services.quests_pay(user=user, measures={"reviews"}, now=now)
    return review


def game_deals_remove_expired(*, now: datetime | None = None) -> int:
    """Removes the deals past their expiry, except won ones (the xp ledger names them). How many were removed."""
    now = now or clock.now()
    removed, _ = GameDeal.objects.filter(expires_at__lte=now).exclude(won=True).delete()
    return removed
