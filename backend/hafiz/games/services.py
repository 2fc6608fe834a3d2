"""A won game, recorded top-down: the verse's progress, its place in the review schedule, the xp it earns, the
quests it finishes, and the answer the player sees.

Everything a win writes changes together or not at all (one transaction), and two wins of one learner (a double
click, a retried request, two tabs) are taken one after the other: the first step locks the learner's xp totals.
"""

from dataclasses import dataclass
from datetime import datetime
from uuid import UUID

from django.db import transaction
from django.utils import timezone

from hafiz.accounts.models import User
from hafiz.progress import selectors as progress_selectors
from hafiz.progress import services as progress_services
from hafiz.progress.models import Game
from hafiz.quran.models import Verse
from hafiz.review.services import review_schedule_enter
from hafiz.xp import selectors as xp_selectors
from hafiz.xp import services as xp_services
from hafiz.xp.models import XpEvent


@dataclass(frozen=True)
class RecordedWin:
    """What a win did: the verse's progress after it, and the ledger rows it added (for a win_id sent
    before: the rows the first call added, `repeated` set, nothing new written)."""

    progress: int
    xp_events: list[XpEvent]
    total_xp: int
    verse_finished: bool = False
    repeated: bool = False

    @property
    def xp_gained(self) -> int:
        return sum(event.amount for event in self.xp_events)


@transaction.atomic
def win_record(
    *, user: User, verse: Verse, game: str | None = None, win_id: UUID | None = None, now: datetime | None = None
) -> RecordedWin:
    """Record a won game (or, without a game, a plain study step) on a verse, with the xp it earns.

    Progress: see hafiz.progress.services.verse_progress_win; xp: see hafiz.xp.rules. With a `win_id` already
    recorded, returns that win's answer again and changes nothing.
    """
    game = Game(game) if game is not None else None  # an unknown game is a ValueError before anything is locked
    now = now or timezone.now()
    total = xp_services.xp_total_lock(user=user, now=now)
    earlier = xp_selectors.win_events_get(user=user, win_id=win_id) if win_id is not None else []
    if earlier:
        return RecordedWin(
            progress=progress_selectors.verse_progress_and_games_get(user=user, verse=verse)[0],
            xp_events=earlier,
            total_xp=total.all_time_xp,
            verse_finished=any(event.finished_verse for event in earlier),
            repeated=True,
        )

    # 1. The verse's progress; a verse reaching 100 joins the learner's review schedule.
    step = progress_services.verse_progress_win(user=user, verse=verse, game=game, now=now)
    if step.verse_finished:
        review_schedule_enter(user=user, verse=verse, now=now)

    # 2. The xp the win earns, and the chapter bonus when it finished the chapter.
    day = xp_selectors.xp_day_get(user=user, now=now)
    events = xp_services.win_xp_events(user=user, verse=verse, game=game, step=step, day=day, win_id=win_id, now=now)

    # 3. The day's quests it finished.
    events += xp_services.quest_bonus_events(user=user, day=day, earned=events, win_id=win_id, now=now)
    xp_services.xp_events_save(events=events, total=total, now=now)

    # 4. The answer.
    return RecordedWin(
        progress=step.progress, xp_events=events, total_xp=total.all_time_xp, verse_finished=step.verse_finished
    )
