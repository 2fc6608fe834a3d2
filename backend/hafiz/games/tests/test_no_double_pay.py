"""No double pay: however the calls that move a verse are mixed (graded wins and losses, retried gradings, the plain
progress update, claimed wins), xp comes only from graded wins, and a verse pays each game's first win once: at most
4 × 10 first-win xp (it was 80 when the plain call paid too)."""

import uuid

import pytest
from django.db.models import Sum
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from hafiz.games.tests.calls import deal, grade, honest, lost
from hafiz.progress.models import PROGRESS_GAMES, VerseProgress
from hafiz.xp.models import WIN_REASONS, XpEvent, XpReason
from hafiz.xp.rules import FIRST_WIN_XP

# Games on 112:2 cover 112:1–2: two verses, so that every game can be lost (a one-verse matching game cannot).
CHAPTER, VERSE, COUNT = 112, 2, 2
RECORD = "/api/v1/auth/profile/progress/"

games = st.sampled_from(PROGRESS_GAMES)
calls = st.one_of(
    st.tuples(st.just("graded"), games, st.booleans()),  # a game dealt on the verse, won or lost
    st.tuples(st.just("retry")),  # the last grading sent again, same win_id
    st.tuples(st.just("plain")),  # the plain progress update
    st.tuples(st.just("claim"), games),  # the progress update with a game: refused
)


@pytest.mark.django_db
@settings(max_examples=40, deadline=None, database=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(mix=st.lists(calls, min_size=1, max_size=12))
def test_a_verse_pays_each_games_first_win_once_however_the_calls_are_mixed(make_user, client_for, mix):
    learner = make_user()
    client = client_for(learner)
    won_games: set[str] = set()
    steps = 0
    last_grading = None

    for call in mix:
        if call[0] == "graded":
            _, game, won = call
            dealt = deal(client, game, CHAPTER, VERSE, COUNT)
            last_grading = (dealt, honest(game, dealt) if won else lost(game, dealt), str(uuid.uuid4()))
            verdict = grade(client, *last_grading).json()
            assert verdict["won"] is won
            if won:
                won_games.add(game)
        elif call[0] == "retry" and last_grading is not None:
            assert grade(client, *last_grading).json()["repeated"] is True
        elif call[0] == "plain":
            assert client.post(RECORD, {"surah_id": CHAPTER, "ayah_id": VERSE}, format="json").status_code == 200
            steps += 1
        elif call[0] == "claim":
            claim = {"surah_id": CHAPTER, "ayah_id": VERSE, "game": call[1], "win_id": str(uuid.uuid4())}
            assert client.post(RECORD, claim, format="json").status_code == 400

    ledger = XpEvent.objects.filter(user=learner)
    first_wins = ledger.filter(reason=XpReason.FIRST_WIN, verse__chapter_id=CHAPTER, verse__number=VERSE)
    assert sorted(first_wins.values_list("game", flat=True)) == sorted(won_games)
    assert (first_wins.aggregate(xp=Sum("amount"))["xp"] or 0) == FIRST_WIN_XP * len(won_games) <= 4 * FIRST_WIN_XP
    # Every win in the ledger came from a graded deal; the plain call and the claims wrote nothing.
    assert not ledger.filter(reason__in=WIN_REASONS, game_id__isnull=True).exists()
    progress = VerseProgress.objects.filter(user=learner).values_list("progress", flat=True).first() or 0
    assert progress == min(100, 25 * (len(won_games) + steps))
