"""POST /games/which_one/: the look-alike drill dealt, graded like the other games, paid under the same rules, a
review of a memorised verse; its wrong answers recorded as confusions, which bring the pair back for review together
(GET /review/today/) and are listed on the profile (GET /review/confusions/)."""

import uuid
from datetime import timedelta

import pytest
from django.utils import timezone

from hafiz.common.days import local_date
from hafiz.games.models import GameDeal
from hafiz.games.tests.calls import grade
from hafiz.progress.models import VerseProgress
from hafiz.review import services as review_services
from hafiz.review.models import Confusion, ReviewLog, ScheduledVerse
from hafiz.review.selectors import review_today
from hafiz.xp import rules
from hafiz.xp.models import XpEvent, XpReason
from hafiz.xp.selectors import xp_day_tally

WHICH_ONE = "/api/v1/games/which_one/"
CONFUSIONS = "/api/v1/review/confusions/"
BAQARAH_35, ARAF_19 = (2, 35), (7, 19)


def reference(verse: tuple[int, int]) -> dict:
    return {"surah_id": verse[0], "ayah_id": verse[1]}


def deal_drill(client, verse=BAQARAH_35, with_verse=None) -> dict:
    body = {**reference(verse), **({"with_verse": reference(with_verse)} if with_verse else {})}
    response = client.post(WHICH_ONE, body, format="json")
    assert response.status_code == 200, response.content
    return response.json()


def answers(dealt: dict, wrong_about: tuple[int, int] | None = None) -> list[dict]:
    """Every question answered: right, except the one naming `wrong_about` (the first such), answered wrong."""
    wrong = next(
        (
            question["id"]
            for question in dealt["questions"]
            if wrong_about and tuple(question["named"].values()) == wrong_about
        ),
        None,
    )
    return [
        {
            "question": question["id"],
            "option": next(
                option["id"]
                for option in question["options"]
                if (option["id"] == question["right_option"]) != (question["id"] == wrong)
            ),
        }
        for question in dealt["questions"]
    ]


def drilled(client, verse=BAQARAH_35, with_verse=None, wrong_about=None) -> dict:
    dealt = deal_drill(client, verse, with_verse)
    response = grade(client, dealt, answers(dealt, wrong_about))
    assert response.status_code == 200, response.content
    return {**response.json(), "game_id": dealt["game_id"]}


# Dealing -----------------------------------------------------------------------------------------------


@pytest.mark.django_db
def test_a_drill_is_dealt_and_kept_for_grading(api, user, django_assert_max_num_queries):
    # 1 for the token (its first call: then it is held), 1 for the look-alikes with both verses, 1 for the deal.
    with django_assert_max_num_queries(3):
        response = api.post(WHICH_ONE, {**reference(BAQARAH_35), "with_verse": reference(ARAF_19)}, format="json")

    assert response.status_code == 200, response.content
    body = response.json()
    assert body["verse"] == reference(BAQARAH_35)
    assert [question["named"] for question in sorted(body["questions"], key=lambda q: q["named"]["surah_id"])] == [
        reference(BAQARAH_35),
        reference(ARAF_19),
    ]
    deal = GameDeal.objects.get(pk=body["game_id"], user=user)
    assert (deal.game, deal.verse.chapter_id, deal.verse.number) == ("which_one", 2, 35)


@pytest.mark.django_db
@pytest.mark.parametrize(
    ("body", "field"),
    [
        ({"surah_id": 0, "ayah_id": 1}, "surah_id"),
        ({"surah_id": 2, "ayah_id": 287}, "ayah_id"),
        ({"surah_id": 2, "ayah_id": 35, "with_verse": {"surah_id": 7}}, "with_verse.ayah_id"),
        ({"surah_id": "two", "ayah_id": 35}, "surah_id"),
    ],
)
def test_bad_input_is_a_400_naming_the_field(api, body, field):
    response = api.post(WHICH_ONE, body, format="json")

    assert response.status_code == 400
    assert field in response.json()["fields"]
    assert not GameDeal.objects.exists()


@pytest.mark.django_db
@pytest.mark.parametrize("body", [reference((103, 1)), {**reference(BAQARAH_35), "with_verse": reference((112, 1))}])
def test_a_verse_without_a_lookalike_to_drill_is_a_404(api, body):
    response = api.post(WHICH_ONE, body, format="json")

    assert response.status_code == 404
    assert response.json()["message"] == "This verse has no look-alike to tell it apart from."
    assert not GameDeal.objects.exists()


@pytest.mark.django_db
def test_the_drill_needs_a_signed_in_learner(anonymous_api):
    assert anonymous_api.post(WHICH_ONE, reference(BAQARAH_35), format="json").status_code == 401


# Grading and pay ---------------------------------------------------------------------------------------


@pytest.mark.django_db
def test_a_won_drill_pays_a_first_win_then_repeats_and_moves_no_progress(api, user, no_daily_quests):
    first = drilled(api)
    again = drilled(api)

    assert (first["won"], first["mistakes"], first["xp_gained"]) == (True, 0, rules.FIRST_WIN_XP)
    assert first["xp_events"][0]["reason"] == XpReason.FIRST_WIN
    assert (again["won"], again["xp_gained"], again["xp_events"][0]["reason"]) == (
        True,
        rules.REPEAT_WIN_XP,
        XpReason.REPEAT_WIN,
    )
    assert first["ayah_progress"] == again["ayah_progress"] == {"progress": 0}
    assert not VerseProgress.objects.filter(user=user).exists()
    assert list(XpEvent.objects.filter(user=user).values_list("game", flat=True)) == ["which_one", "which_one"]
    assert not Confusion.objects.exists()


@pytest.mark.django_db
def test_a_drill_won_on_a_verse_at_100_changes_nothing_of_its_progress(api, user, memorise):
    memorise(user=user, references=[BAQARAH_35])

    body = drilled(api)

    assert (body["ayah_progress"], body["verse_finished"]) == ({"progress": 100}, False)
    assert VerseProgress.objects.get(user=user).games_won == 15


@pytest.mark.django_db
def test_a_drill_won_as_fast_as_the_answers_come_is_paid(api, user, settings):
    settings.PACE_SCALE = 1.0  # production's pace budget
    dealt = deal_drill(api, with_verse=ARAF_19)

    body = grade(api, dealt, answers(dealt)).json()

    assert (body["won"], body["unpaid"], body["xp_events"][0]["amount"]) == (True, None, 10)
    assert XpEvent.objects.filter(user=user, game="which_one").exists()


@pytest.mark.django_db
def test_a_wrong_answer_loses_the_drill_and_records_the_confusion(api, user):
    before = timezone.now()

    body = drilled(api, with_verse=ARAF_19, wrong_about=ARAF_19)

    assert (body["won"], body["mistakes"], body["xp_gained"]) == (False, 1, 0)
    assert {choice["question"] for choice in body["answer"]["choices"]} == {1, 2}
    (confusion,) = Confusion.objects.all()
    assert (confusion.user, confusion.verse.chapter_id, confusion.verse.number) == (user, 7, 19)
    assert (confusion.taken_for.chapter_id, confusion.taken_for.number) == BAQARAH_35
    assert confusion.game_id == uuid.UUID(body["game_id"])
    assert before <= confusion.confused_at <= timezone.now()


@pytest.mark.django_db
def test_a_drill_on_a_memorised_verse_is_a_review_of_it(api, user, memorise):
    memorise(user=user, references=[BAQARAH_35], now=timezone.now() - timedelta(minutes=1))
    lost = drilled(api, wrong_about=BAQARAH_35)

    response = api.post("/api/v1/review/", {"game_id": lost["game_id"]}, format="json")

    assert response.status_code == 200, response.content
    assert response.json()["rating"] == "again"
    assert list(ReviewLog.objects.values_list("game", "verse__number")) == [("which_one", 35)]


# Confusions and the review queue ----------------------------------------------------------------------


def _reviewed_well(user, verses, now):
    """Memorised verses reviewed Good, so that they are next due days from now."""
    for chapter, number in verses:
        review_services.review_record(
            user=user, chapter_number=chapter, verse_number=number, game="audio", won=True, mistakes=0, now=now
        )


@pytest.mark.django_db
def test_a_confused_pair_of_memorised_verses_comes_back_for_review_together(api, user, memorise):
    now = timezone.now()
    memorise(user=user, references=[BAQARAH_35, ARAF_19, (112, 1)], now=now - timedelta(days=1))
    _reviewed_well(user, [BAQARAH_35, ARAF_19, (112, 1)], now - timedelta(hours=1))
    assert ScheduledVerse.objects.filter(due__lte=now + timedelta(days=1)).count() == 0

    drilled(api, with_verse=ARAF_19, wrong_about=BAQARAH_35)

    soon = now + review_services.CONFUSED_PAIR_BACK_IN + timedelta(minutes=1)
    today = review_today(user=user, now=soon)
    assert {(verse.surah_id, verse.ayah_id) for verse in today.due} == {BAQARAH_35, ARAF_19}
    ((first, second),) = [(pair.first, pair.second) for pair in today.confused_pairs]
    assert ((first.surah_id, first.ayah_id), (second.surah_id, second.ayah_id)) == (BAQARAH_35, ARAF_19)
    # The rest of the schedule keeps its place; the pair's FSRS cards say the same as their columns.
    assert ScheduledVerse.objects.get(verse__chapter_id=112).due > soon
    for scheduled in ScheduledVerse.objects.filter(verse__chapter_id__in=[2, 7]):
        assert scheduled.card["due"] == scheduled.due.isoformat()


@pytest.mark.django_db
def test_a_confusion_never_puts_a_due_verse_off(api, user, memorise):
    now = timezone.now()
    memorise(user=user, references=[BAQARAH_35], now=now - timedelta(days=1))
    due_before = ScheduledVerse.objects.get().due

    drilled(api, with_verse=ARAF_19, wrong_about=BAQARAH_35)

    assert ScheduledVerse.objects.get().due == due_before
    # 7:19 is not memorised: nothing to review, and no pair in the queue.
    assert review_today(user=user).confused_pairs == []


@pytest.mark.django_db
def test_the_review_session_takes_a_confused_pair_one_after_the_other(user, memorise, verse_at):
    now = timezone.now()
    for hours_ago, verse in [(3, BAQARAH_35), (2, (112, 1)), (1, ARAF_19)]:
        memorise(user=user, references=[verse], now=now - timedelta(hours=hours_ago))
    Confusion.objects.create(
        user=user, verse=verse_at(*ARAF_19), taken_for=verse_at(*BAQARAH_35), confused_at=now, game_id=uuid.uuid4()
    )

    today = review_today(user=user, now=now)

    # The due list keeps the oldest first; the session brings 7:19 up beside 2:35.
    assert [(verse.surah_id, verse.ayah_id) for verse in today.due] == [BAQARAH_35, (112, 1), ARAF_19]
    session_verses = list(dict.fromkeys((step.surah_id, step.ayah_id) for step in today.session))
    assert session_verses == [BAQARAH_35, ARAF_19, (112, 1)]


@pytest.mark.django_db
def test_the_queue_shows_a_confused_pair_in_the_review_call(api, user, memorise):
    memorise(user=user, references=[BAQARAH_35, ARAF_19], now=timezone.now() - timedelta(days=1))
    drilled(api, with_verse=ARAF_19, wrong_about=ARAF_19)

    body = api.get("/api/v1/review/today/").json()

    assert body["confused_pairs"] == [{"first": reference(BAQARAH_35), "second": reference(ARAF_19)}]


@pytest.mark.django_db
def test_the_profile_lists_the_pairs_confused_most(api, user, make_user, client_for, django_assert_max_num_queries):
    drilled(api, with_verse=ARAF_19, wrong_about=ARAF_19)
    drilled(api, with_verse=ARAF_19, wrong_about=BAQARAH_35)
    drilled(api, verse=(2, 48), with_verse=(2, 123), wrong_about=(2, 48))
    drilled(client_for(make_user(username="other")), verse=(3, 3), with_verse=(5, 48), wrong_about=(3, 3))

    # None for the token (held since the drills), 1 for the pairs, 1 for their verses.
    with django_assert_max_num_queries(2):
        response = api.get(CONFUSIONS)

    assert response.status_code == 200
    pairs = response.json()["pairs"]
    assert [(pair["first"], pair["second"], pair["times"]) for pair in pairs] == [
        (reference(BAQARAH_35), reference(ARAF_19), 2),
        (reference((2, 48)), reference((2, 123)), 1),
    ]
    assert all(pair["last_confused_at"] for pair in pairs)


@pytest.mark.django_db
def test_a_learner_with_no_confusions_has_none_listed(api, anonymous_api):
    assert api.get(CONFUSIONS).json() == {"pairs": []}
    assert anonymous_api.get(CONFUSIONS).status_code == 401


@pytest.mark.django_db
def test_a_drill_win_counts_toward_the_wins_quest_not_the_every_game_one(api, user):
    drilled(api)

    tally, _ = xp_day_tally(user=user, day=local_date(moment=timezone.now(), time_zone=user.time_zone), quest_ids=[])
    assert tally.wins == 1
    assert "which_one" not in tally.wins_per_game
    assert rules.MEASURES["games_played"](tally, rules.QUESTS_BY_ID["every_game"]) == 0


@pytest.mark.django_db
def test_grading_a_lost_drill_takes_a_fixed_number_of_queries(api, user, memorise, django_assert_max_num_queries):
    now = timezone.now()
    memorise(user=user, references=[BAQARAH_35, ARAF_19], now=now - timedelta(days=1))
    _reviewed_well(user, [BAQARAH_35, ARAF_19], now - timedelta(hours=1))
    drilled(api)  # a drill won first, so that the learner's xp totals exist as mid-session
    dealt = deal_drill(api)
    moves = answers(dealt, wrong_about=BAQARAH_35)

    # None for the token (held since the deal); the grading's transaction (savepoint, release), the learner's totals
    # locked, the deal with whether its win_id was used, the result saved; the confusions' transaction (savepoint, release), the
    # confusions, the pair's schedule locked and moved; the verse's progress for the answer.
    with django_assert_max_num_queries(11):
        response = grade(api, dealt, moves)

    assert response.json()["won"] is False
