"""A recitation from memory, taken in when it ends: its slips kept on their words, each memorised verse reviewed from
them, the look-alikes drifted into remembered, and its xp paid. One flow, read top to bottom in recitation_record."""

from collections import Counter, defaultdict
from dataclasses import dataclass
from datetime import UTC, datetime
from uuid import UUID

from django.db import transaction

from hafiz.accounts.models import User
from hafiz.common import clock
from hafiz.quran.canon import global_verse_number
from hafiz.recitation.models import Recitation, RecitedVerse, Slip, SlipKind
from hafiz.recitation.passages import Passage
from hafiz.recitation.rules import recitation_rating
from hafiz.review import services as review_services
from hafiz.review.ratings import rating_name
from hafiz.xp import selectors as xp_selectors
from hafiz.xp import services as xp_services


@dataclass(frozen=True)
class SlipMark:
    """A slip as the call marked it: the verse by chapter and number, the word's index, the kind, and on a wrong word
    the verse the learner drifted into (chapter, number), when they said which."""

    surah_id: int
    ayah_id: int
    word: int
    kind: str
    drifted_into: tuple[int, int] | None = None

    @classmethod
    def from_input(cls, slip: dict) -> "SlipMark":
        """A slip as hafiz.recitation.serializers.SlipInputSerializer validated it."""
        drifted = slip.get("drifted_into")
        return cls(
            surah_id=slip["surah_id"],
            ayah_id=slip["ayah_id"],
            word=slip["word"],
            kind=slip["kind"],
            drifted_into=(drifted["surah_id"], drifted["ayah_id"]) if drifted else None,
        )

    @property
    def verse_number(self) -> int:
        """The verse's global number."""
        return global_verse_number(chapter=self.surah_id, verse=self.ayah_id)

    @property
    def drifted_number(self) -> int | None:
        """The global number of the verse drifted into, if any."""
        return (
            global_verse_number(chapter=self.drifted_into[0], verse=self.drifted_into[1]) if self.drifted_into else None
        )


@dataclass(frozen=True)
class RecordedRecitation:
    """The answer to the recitation's call (a plain, JSON-ready dict kept on the Recitation to be given again), and
    whether it was given before."""

    answer: dict
    repeated: bool = False


def _when(moment: datetime) -> str:
    """A time as the API writes it (DRF's form: UTC with "Z"), so a replayed answer reads as the first did."""
    return moment.isoformat().replace("+00:00", "Z")


def _reference(surah_id: int, ayah_id: int) -> dict:
    return {"surah_id": surah_id, "ayah_id": ayah_id}


@transaction.atomic
def recitation_record(
    *,
    user: User,
    session_id: UUID,
    passage_named: dict,
    passage: Passage,
    slips: list[SlipMark],
    hinted: set[tuple[int, int]],
    now: datetime | None = None,
) -> RecordedRecitation:
    """Take in a finished recitation of `passage` (as the call named it: `passage_named`) with its slips, checked
    against the passage by the call's serializer; `hinted`: the verses (chapter, number) recited with their first
    letters shown.

    The same `session_id` of the learner again answers the first result and writes nothing. Otherwise: each verse of
    the passage on the learner's review schedule is reviewed, rated from its slips (hafiz.recitation.rules); each
    drift into a look-alike is kept as a confusion, which brings both verses back for review together; the
    recitation pays its xp (xp.rules.recitation_xp) and the quests it finishes; then the slips are kept, and each verse
    recited (whose clean recitations wear its weak words down, hafiz.recitation.weakness). A fixed
    number of queries, however long the passage.
    """
    # The learner's recitations and wins run one at a time, so the same session sent twice at once is taken once.
    total = xp_services.xp_total_lock(user=user, now=now or clock.now())
    # Read once the lock is held: a recitation that waited for another payment is paid after it, not before.
    now = (now or clock.now()).astimezone(UTC)
    earlier = Recitation.objects.filter(user=user, session_id=session_id).values_list("answer", flat=True).first()
    if earlier is not None:
        return RecordedRecitation(answer=earlier, repeated=True)

    slips_by_verse: dict[tuple[int, int], list[SlipMark]] = defaultdict(list)
    for slip in slips:
        slips_by_verse[(slip.surah_id, slip.ayah_id)].append(slip)
    ratings = {
        verse.global_number: recitation_rating(
            slip_kinds=[slip.kind for slip in slips_by_verse[(verse.chapter_id, verse.number)]],
            hinted=(verse.chapter_id, verse.number) in hinted,
        )
        for verse in passage.verses
    }
    reviews = review_services.verses_recited_review(user=user, ratings=ratings, now=now)

    # Each (verse, the look-alike drifted into) once, by global number and as the answer names them.
    drifts = {
        (slip.verse_number, drifted_number): (_reference(slip.surah_id, slip.ayah_id), _reference(*slip.drifted_into))
        for slip in slips
        if slip.drifted_into is not None and (drifted_number := slip.drifted_number) is not None
    }
    if drifts:
        review_services.confusions_record(user=user, confusions=list(drifts), game_id=session_id, now=now)
    brought_back = now + review_services.CONFUSED_PAIR_BACK_IN
    in_confused_pair = {number for pair in drifts for number in pair}

    day = xp_selectors.xp_day_get(user=user, now=now)
    xp_services.xp_waiting_paid(total=total, now=now)
    recited = xp_services.recitation_xp_event(user=user, day=day, verses=len(passage.verses), now=now)
    earned = recited.amount
    bonuses = xp_services.quest_bonus_events(user=user, day=day, earned=[recited], now=now)
    events = [recited, *bonuses]
    xp_services.xp_events_save(events=events, total=total, now=now)

    verses = []
    for verse in passage.verses:
        review = reviews.get(verse.global_number)
        due = review.due if review is not None else None
        if due is not None and verse.global_number in in_confused_pair:
            due = min(due, brought_back)
        verses.append(
            {
                **_reference(verse.chapter_id, verse.number),
                "slips": [
                    {
                        "word": slip.word,
                        "kind": slip.kind,
                        "drifted_into": _reference(*slip.drifted_into) if slip.drifted_into else None,
                    }
                    for slip in sorted(slips_by_verse[(verse.chapter_id, verse.number)], key=lambda slip: slip.word)
                ],
                "rating": rating_name(review.rating) if review is not None else None,
                "due": _when(due) if due is not None else None,
            }
        )
    kinds = Counter(slip.kind for slip in slips)
    answer = {
        "session_id": str(session_id),
        "recited_at": _when(now),
        "verses": verses,
        "slip_counts": {kind: kinds[kind] for kind in SlipKind.values},
        "drills": [{"verse": verse, "taken_for": taken_for} for verse, taken_for in drifts.values()],
        "xp_earned": earned,
        "xp_quests": sum(bonus.amount + bonus.waiting for bonus in bonuses),
        "xp_waiting": sum(event.waiting for event in events),
        "unpaid": "daily_cap" if earned == 0 else None,
    }
    recitation = Recitation.objects.create(
        user=user,
        session_id=session_id,
        passage=passage_named,
        verse_count=len(passage.verses),
        slip_count=len(slips),
        recited_at=now,
        answer=answer,
    )
    _slips_save(user=user, recitation=recitation, slips=slips)
    RecitedVerse.objects.bulk_create(
        RecitedVerse(
            user=user,
            verse_id=verse.global_number,
            recitation=recitation,
            recited_at=now,
            hinted=(verse.chapter_id, verse.number) in hinted,
        )
        for verse in passage.verses
    )
    return RecordedRecitation(answer=answer)


@transaction.atomic
def recitation_slips_replace(*, user: User, session_id: UUID, passage_named: dict, slips: list[SlipMark]) -> bool:
    """Put `slips` in place of the slips of the learner's recitation `session_id` of `passage_named` (as its call
    named it), as the learner corrected them while hearing it back (hafiz.recordings): its weak words follow, at the
    time it was recited. Its reviews, xp and drifts stay as they were rated. False, changing nothing, when the learner
    has no such recitation (not sent yet, or another's) or it recited another passage."""
    recitation = Recitation.objects.select_for_update().filter(user=user, session_id=session_id).first()
    if recitation is None or recitation.passage != passage_named:
        return False
    recitation.slips.all().delete()
    _slips_save(user=user, recitation=recitation, slips=slips)
    Recitation.objects.filter(pk=recitation.pk).update(slip_count=len(slips))
    return True


def _slips_save(*, user: User, recitation: Recitation, slips: list[SlipMark]) -> None:
    """The slips of `recitation`, kept at the time it was recited."""
    Slip.objects.bulk_create(
        Slip(
            user=user,
            verse_id=slip.verse_number,
            word=slip.word,
            kind=slip.kind,
            drifted_into_id=slip.drifted_number,
            recitation=recitation,
            slipped_at=recitation.recited_at,
        )
        for slip in slips
    )
