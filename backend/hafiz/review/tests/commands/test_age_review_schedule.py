from datetime import timedelta
from io import StringIO

import pytest
from django.core.management import CommandError, call_command
from fsrs import Card

from hafiz.review.models import ReviewLog, ScheduledVerse
from hafiz.review.selectors import review_today
from hafiz.review.services import review_record
from hafiz.review.tests.conftest import START


def _age(*args) -> str:
    out = StringIO()
    call_command("age_review_schedule", *args, stdout=out)
    return out.getvalue()


@pytest.fixture
def reviewed(user, memorise):
    memorise(user=user, references=[(112, 1), (112, 2)])
    review_record(user=user, chapter_number=112, verse_number=1, game="audio", won=True, mistakes=0, now=START)
    return {row.verse_id: row for row in ScheduledVerse.objects.filter(user=user)}


@pytest.mark.django_db
def test_aging_moves_due_dates_last_reviews_and_the_log_back_by_whole_days(user, reviewed):
    output = _age("--user", str(user.pk), "--days", "5")

    assert "Moved 2 scheduled verses" in output
    for verse_id, before in reviewed.items():
        after = ScheduledVerse.objects.get(user=user, verse_id=verse_id)
        card = Card.from_dict(after.card)
        assert after.due == card.due == before.due - timedelta(days=5)
        assert after.last_review == card.last_review == (before.last_review and before.last_review - timedelta(days=5))
        assert after.scheduled_at == before.scheduled_at - timedelta(days=5)
        assert Card.from_dict(before.card).stability == card.stability
    assert list(ReviewLog.objects.values_list("reviewed_at", flat=True)) == [START - timedelta(days=5)]


@pytest.mark.django_db
def test_after_aging_a_verse_due_later_is_due_now(user, reviewed):
    assert [due.ayah_id for due in review_today(user=user, now=START).due] == [2]

    _age("--user", user.username, "--days", "30")

    assert {(due.surah_id, due.ayah_id) for due in review_today(user=user, now=START).due} == {(112, 1), (112, 2)}


@pytest.mark.django_db
def test_aging_leaves_other_learners_alone(user, make_user, memorise, reviewed):
    other = make_user()
    memorise(user=other, references=[(1, 1)])

    _age("--user", user.username, "--days", "3")

    assert ScheduledVerse.objects.get(user=other).due == START


@pytest.mark.django_db
@pytest.mark.parametrize(
    ("args", "message"),
    [
        (["--user", "nobody", "--days", "1"], "No user"),
        (["--user", "999999", "--days", "1"], "No user"),
        (["--user", "{username}", "--days", "0"], "at least 1"),
    ],
)
def test_aging_refuses_an_unknown_user_or_no_days(user, args, message):
    with pytest.raises(CommandError, match=message):
        _age(*(arg.format(username=user.username) for arg in args))
