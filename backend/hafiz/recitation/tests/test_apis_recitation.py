"""POST /recitations/: a recitation from memory, its slips kept on their words and its verses reviewed from them."""

import uuid
from datetime import timedelta

import pytest
from django.db import connection
from django.test.utils import CaptureQueriesContext
from django.utils import timezone
from django.utils.dateparse import parse_datetime

from hafiz.recitation.models import Recitation, Slip
from hafiz.recitation.tests.calls import RECITE, recite, slip, verses_passage
from hafiz.review.models import Confusion, ReviewLog, ScheduledVerse
from hafiz.xp import rules
from hafiz.xp.models import XpEvent, XpReason

AN_NABA_1_TO_10 = [(78, number) for number in range(1, 11)]


@pytest.fixture
def memorised_an_naba(user, memorise):
    """78:1–10, memorised a minute ago: due for review."""
    memorise(user=user, references=AN_NABA_1_TO_10, now=timezone.now() - timedelta(minutes=1))


def _by_verse(body: dict) -> dict[tuple[int, int], dict]:
    return {(verse["surah_id"], verse["ayah_id"]): verse for verse in body["verses"]}


@pytest.mark.django_db
def test_slips_on_three_words_of_two_verses_rate_them_below_the_clean_ones_and_bring_them_back_sooner(
    api, user, memorised_an_naba, no_daily_quests
):
    slips = [slip((78, 3), 0, "forgot"), slip((78, 3), 2, "wrong_word"), slip((78, 5), 1, "vowel")]

    response = recite(api, verses_passage((78, 1), (78, 10)), slips)

    assert response.status_code == 201, response.content
    body = response.json()
    verses = _by_verse(body)
    assert list(verses) == AN_NABA_1_TO_10
    assert verses[(78, 3)]["rating"] == "again"
    assert verses[(78, 5)]["rating"] == "hard"
    assert {verses[(78, number)]["rating"] for number in (1, 2, 4, 6, 7, 8, 9, 10)} == {"good"}
    assert [(mark["word"], mark["kind"]) for mark in verses[(78, 3)]["slips"]] == [(0, "forgot"), (2, "wrong_word")]
    assert body["slip_counts"] == {"forgot": 1, "wrong_word": 1, "vowel": 1, "tajweed": 0}
    # The schedule moved as the answer says, the slipped verses due before every clean one.
    due = {
        (chapter, number): moment
        for chapter, number, moment in ScheduledVerse.objects.filter(user=user).values_list(
            "verse__chapter_id", "verse__number", "due"
        )
    }
    assert {reference: parse_datetime(verse["due"]) for reference, verse in verses.items()} == due
    clean_due = min(due[(78, number)] for number in (1, 2, 4, 6, 7, 8, 9, 10))
    assert due[(78, 3)] < clean_due and due[(78, 5)] < clean_due
    assert ReviewLog.objects.filter(user=user, game="recitation").count() == 10
    assert sorted(Slip.objects.filter(user=user).values_list("verse__number", "word", "kind")) == [
        (3, 0, "forgot"),
        (3, 2, "wrong_word"),
        (5, 1, "vowel"),
    ]
    # 1 xp a verse, whatever the slips: marking one never costs the learner.
    assert body["xp_earned"] == 10
    assert XpEvent.objects.get(user=user, reason=XpReason.RECITATION).amount == 10


@pytest.mark.django_db
def test_a_verse_recited_with_its_first_letters_shown_is_hard_at_best(api, user, memorised_an_naba):
    hinted = [{"surah_id": 78, "ayah_id": 2}]

    body = recite(api, verses_passage((78, 1), (78, 2)), [], hinted=hinted).json()

    assert [verse["rating"] for verse in body["verses"]] == ["good", "hard"]


@pytest.mark.django_db
def test_tajweed_slips_are_kept_without_sending_the_verse_back(api, user, memorised_an_naba):
    body = recite(api, verses_passage((78, 1), (78, 1)), [slip((78, 1), 0, "tajweed")]).json()

    assert body["verses"][0]["rating"] == "good"
    assert Slip.objects.get(user=user).kind == "tajweed"


@pytest.mark.django_db
def test_verses_not_memorised_keep_their_slips_without_a_review(api, user, memorise):
    memorise(user=user, references=[(112, 1)], now=timezone.now() - timedelta(minutes=1))

    body = recite(api, verses_passage((112, 1), (112, 2)), [slip((112, 2), 1, "forgot")]).json()

    assert [(verse["rating"], verse["due"] is None) for verse in body["verses"]] == [("good", False), (None, True)]
    assert Slip.objects.filter(user=user, verse__number=2).count() == 1
    assert ReviewLog.objects.filter(user=user).count() == 1


@pytest.mark.django_db
def test_a_drift_into_a_look_alike_is_kept_as_a_confusion_with_its_drill(api, user, memorise):
    memorise(user=user, references=[(55, 13), (55, 16)], now=timezone.now() - timedelta(days=30))
    ScheduledVerse.objects.filter(user=user).update(due=timezone.now() + timedelta(days=30))

    body = recite(api, verses_passage((55, 13), (55, 13)), [slip((55, 13), 1, "wrong_word", drifted_into=(55, 16))])

    answer = body.json()
    assert answer["drills"] == [
        {"verse": {"surah_id": 55, "ayah_id": 13}, "taken_for": {"surah_id": 55, "ayah_id": 16}}
    ]
    assert list(Confusion.objects.filter(user=user).values_list("verse__number", "taken_for__number")) == [(13, 16)]
    # The pair comes back for review together, as a wrong answer in the drill brings it.
    soon = timezone.now() + timedelta(minutes=11)
    assert all(due < soon for due in ScheduledVerse.objects.filter(user=user).values_list("due", flat=True))
    assert parse_datetime(answer["verses"][0]["due"]) < soon
    assert Slip.objects.get(user=user).drifted_into.number == 16


@pytest.mark.django_db
@pytest.mark.parametrize(
    ("marked", "field"),
    [
        (slip((78, 1), 4, "forgot"), "slips.0.word"),  # 78:1 has 2 words
        (slip((78, 11), 0, "forgot"), "slips.0.ayah_id"),  # outside the passage
        (slip((1, 1), 0, "forgot"), "slips.0.ayah_id"),
        (slip((78, 1), 0, "stuck"), "slips.0.kind"),
        (slip((78, 1), -1, "forgot"), "slips.0.word"),
        (slip((78, 1), 0, "forgot", drifted_into=(79, 1)), "slips.0.drifted_into"),  # only a wrong word drifts
        (slip((78, 1), 0, "wrong_word", drifted_into=(78, 1)), "slips.0.drifted_into"),
        (slip((78, 1), 0, "wrong_word", drifted_into=(78, 99)), "slips.0.drifted_into.ayah_id"),
        # 78:1 and 2:255 share no words: no look-alikes to drift between.
        (slip((78, 1), 0, "wrong_word", drifted_into=(2, 255)), "slips.0.drifted_into"),
    ],
)
def test_a_slip_the_passage_does_not_hold_is_refused_and_nothing_is_written(
    api, user, memorised_an_naba, marked, field
):
    response = recite(api, verses_passage((78, 1), (78, 10)), [marked])

    assert response.status_code == 400, response.content
    assert field in response.json()["fields"]
    assert not Recitation.objects.exists() and not Slip.objects.exists()
    assert not ReviewLog.objects.exists() and not XpEvent.objects.exists()


@pytest.mark.django_db
def test_the_same_slip_twice_and_hints_outside_the_passage_are_refused(api, memorised_an_naba):
    twice = recite(api, verses_passage((78, 1), (78, 2)), [slip((78, 1), 0, "vowel"), slip((78, 1), 0, "vowel")])
    hinted = recite(api, verses_passage((78, 1), (78, 2)), [], hinted=[{"surah_id": 78, "ayah_id": 3}])

    assert twice.status_code == 400 and "slips.1.kind" in twice.json()["fields"]
    assert hinted.status_code == 400 and "hinted.0" in hinted.json()["fields"]


@pytest.mark.django_db
@pytest.mark.parametrize(
    ("passage", "field"),
    [
        ({"kind": "verses", "from_verse": {"surah_id": 78, "ayah_id": 5}}, "to_verse"),
        (verses_passage((78, 5), (78, 1)), "to_verse"),
        (verses_passage((2, 1), (5, 1)), "kind"),  # 663 verses: past the longest juz
        ({"kind": "pages", "from_page": 3, "to_page": 2}, "to_page"),
        ({"kind": "pages", "from_page": 0, "to_page": 2}, "from_page"),
        ({"kind": "quarter", "quarter": 241}, "quarter"),
        ({"kind": "review", "verses": []}, "verses"),
        ({"kind": "juz", "number": 30}, "kind"),
    ],
)
def test_a_passage_that_names_no_verses_is_refused(api, passage, field):
    response = recite(api, passage, [])

    assert response.status_code == 400, response.content
    assert any(name.endswith(field) for name in response.json()["fields"]), response.json()


@pytest.mark.django_db
def test_the_same_session_again_answers_the_first_result_and_writes_nothing(api, user, memorised_an_naba):
    session_id = str(uuid.uuid4())
    first = recite(api, verses_passage((78, 1), (78, 3)), [slip((78, 2), 0, "forgot")], session_id=session_id)
    due_after_first = list(ScheduledVerse.objects.filter(user=user).order_by("pk").values_list("due", flat=True))

    # Sent again when the network came back, even with other marks: the first result stands.
    again = recite(api, verses_passage((78, 1), (78, 10)), [], session_id=session_id)

    assert (first.status_code, again.status_code) == (201, 200)
    assert again.json() == first.json()
    assert (
        list(ScheduledVerse.objects.filter(user=user).order_by("pk").values_list("due", flat=True)) == due_after_first
    )
    assert (Recitation.objects.count(), Slip.objects.count(), ReviewLog.objects.count()) == (1, 1, 3)
    assert XpEvent.objects.filter(reason=XpReason.RECITATION).count() == 1


@pytest.mark.django_db
def test_one_learners_session_id_never_answers_with_anothers_recitation(api, client_for, make_user, memorised_an_naba):
    session_id = str(uuid.uuid4())
    recite(api, verses_passage((78, 1), (78, 3)), [slip((78, 2), 0, "forgot")], session_id=session_id)
    other = client_for(make_user(username="other"))

    response = recite(other, verses_passage((112, 1), (112, 1)), [], session_id=session_id)

    assert response.status_code == 201
    body = response.json()
    assert [(verse["surah_id"], verse["slips"], verse["rating"]) for verse in body["verses"]] == [(112, [], None)]
    assert Recitation.objects.count() == 2


@pytest.mark.django_db
def test_recitation_xp_stops_at_the_days_cap(api, user):
    juz_amma = {"kind": "quarter", "quarter": 233}  # An-Naba' to An-Nazi'at 46: 86 verses
    earned = [recite(api, juz_amma, []).json()["xp_earned"] for _ in range(4)]

    assert earned == [86, 86, 86, 42]
    last = recite(api, juz_amma, []).json()
    assert (last["xp_earned"], last["unpaid"]) == (0, "daily_cap")


@pytest.mark.django_db
def test_recitation_is_for_signed_in_learners(anonymous_api):
    assert anonymous_api.post(RECITE, {}, format="json").status_code == 401


def _queries_of(api, passage: dict, slips: list[dict]) -> int:
    with CaptureQueriesContext(connection) as queries:
        response = recite(api, passage, slips)
    assert response.status_code == 201, response.content
    return len(queries)


@pytest.mark.django_db
def test_a_recitation_takes_as_many_queries_for_fifty_verses_as_for_one(api, user, memorise, no_daily_quests):
    memorise(user=user, references=[(2, number) for number in range(1, 52)], now=timezone.now() - timedelta(days=1))
    recite(api, verses_passage((112, 1), (112, 1)), [])  # the learner's totals row exists from here

    one = _queries_of(api, verses_passage((2, 1), (2, 1)), [slip((2, 1), 0, "forgot")])
    fifty = _queries_of(
        api,
        verses_passage((2, 2), (2, 51)),
        [slip((2, number), 0, "forgot") for number in range(2, 52)]
        + [slip((2, 40), 1, "wrong_word", drifted_into=(2, 47))],
    )

    # The second adds one query to check its drift is into a look-alike, and five to keep the confusion and bring the
    # pair back (a savepoint and its release, the insert, the pair's schedule read and updated).
    assert fifty == one + 6
    # The transaction, the totals' lock, an earlier session, the reviews (the schedule, its update, the log), the
    # learner's day, the ledger row and the totals, the recitation and its slips; and today's hifz plan day looked
    # up, to mark the parts the recitation finished.
    assert one <= 17
    assert ReviewLog.objects.filter(user=user).count() == 51


@pytest.mark.django_db
def test_a_day_of_reciting_keeps_the_streak_and_counts_in_the_days_xp(api):
    recite(api, verses_passage((112, 1), (112, 4)), [slip((112, 1), 0, "forgot")])

    stats = api.get("/api/v1/profile/stats/").json()

    assert (stats["day_streak"], stats["won_today"]) == (1, True)
    assert stats["total_xp"] >= 4


@pytest.mark.django_db
def test_a_recitation_finishes_the_earn_xp_quest_and_the_review_quest_but_no_quest_of_wins(
    api, user, memorised_an_naba, monkeypatch
):
    quests = [rules.QUESTS_BY_ID[quest] for quest in ("xp_20", "review_due", "win_1")]
    monkeypatch.setattr(rules, "quests_for_day", lambda **_: quests)
    # Memorised yesterday, so today has reviews to do and the review quest counts.
    ScheduledVerse.objects.filter(user=user).update(scheduled_at=timezone.now() - timedelta(days=1))

    body = recite(api, {"kind": "quarter", "quarter": 233}, []).json()

    assert body["xp_earned"] == 86
    assert body["xp_quests"] == 2 * rules.QUEST_XP
    assert set(XpEvent.objects.filter(user=user, reason=XpReason.QUEST).values_list("quest", flat=True)) == {
        "xp_20",
        "review_due",
    }
