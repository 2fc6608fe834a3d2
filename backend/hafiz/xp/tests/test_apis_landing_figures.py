from datetime import UTC, date, datetime

import pytest

from hafiz.accounts.models import User
from hafiz.progress.models import VerseProgress
from hafiz.quran.models import Verse
from hafiz.xp.landing_figures import landing_figures_get
from hafiz.xp.models import XpEvent, XpReason

FIGURES = "/api/v1/stats/landing/"
NOW = datetime(2026, 11, 25, 12, 0, tzinfo=UTC)  # a Wednesday; last week ran 16–22 November
LAST_WEEK = date(2026, 11, 18)


def _learners(count: int, **fields) -> list[User]:
    return User.objects.bulk_create(
        User(username=f"{fields.get('is_guest', False)}-{fields.get('is_active', True)}-{index}", **fields)
        for index in range(count)
    )


def _xp(user: User, amount: int, day: date) -> XpEvent:
    when = datetime.combine(day, datetime.min.time(), tzinfo=UTC)
    return XpEvent(user=user, amount=amount, reason=XpReason.FIRST_WIN, local_date=day, created_at=when)


@pytest.mark.django_db
def test_the_figures_count_learners_verses_and_last_weeks_goals_of_real_learners_only():
    learners = _learners(120, weekly_goal=50)
    _learners(30, is_guest=True)
    _learners(10, is_active=False)
    everyone = User.objects.all()
    # 8 learners earned xp last week: 7 reached 50 (in two rows), 1 did not; one only played unpaid wins; a guest and
    # a learner this week too.
    XpEvent.objects.bulk_create(
        [
            *(_xp(learner, 25, LAST_WEEK) for learner in learners[:7] for _ in range(2)),
            _xp(learners[7], 49, LAST_WEEK),
            _xp(learners[9], 0, LAST_WEEK),
            _xp(everyone.filter(is_guest=True).first(), 500, LAST_WEEK),
            _xp(learners[8], 500, date(2026, 11, 23)),
        ]
    )
    verses = list(Verse.objects.order_by("pk")[:3])
    VerseProgress.objects.bulk_create(
        [
            *(VerseProgress(user=learner, verse=verse, progress=25) for learner in learners[:5] for verse in verses),
            VerseProgress(user=learners[5], verse=verses[0], progress=0),
            VerseProgress(user=everyone.filter(is_active=False).first(), verse=verses[0], progress=100),
        ]
    )

    figures = landing_figures_get(now=NOW)

    assert (figures.learners, figures.verses_practised, figures.weekly_goal_met_percent, figures.young_site) == (
        120,
        15,
        87.5,
        False,
    )


@pytest.mark.django_db
def test_the_share_is_rounded_down_never_up():
    learners = _learners(3, weekly_goal=10)
    XpEvent.objects.bulk_create(
        [_xp(learners[0], 10, LAST_WEEK), _xp(learners[1], 10, LAST_WEEK), _xp(learners[2], 9, LAST_WEEK)]
    )

    assert landing_figures_get(now=NOW).weekly_goal_met_percent == 66.6


@pytest.mark.django_db
def test_a_young_site_says_so_and_invents_nothing(anonymous_api, make_user):
    make_user()
    _learners(200, is_guest=True)

    response = anonymous_api.get(FIGURES)

    assert response.status_code == 200
    assert response.json() == {
        "learners": 1,
        "verses_practised": 0,
        "weekly_goal_met_percent": None,
        "young_site": True,
    }


@pytest.mark.django_db
def test_the_figures_are_public_cacheable_and_counted_at_most_hourly(
    anonymous_api, make_user, django_assert_max_num_queries
):
    make_user()
    first = anonymous_api.get(FIGURES, HTTP_AUTHORIZATION="Token not-a-token")
    make_user()

    with django_assert_max_num_queries(0):
        again = anonymous_api.get(FIGURES)

    assert first.status_code == 200
    assert "public" in first["Cache-Control"] and "max-age=3600" in first["Cache-Control"]
    assert again.json()["learners"] == first.json()["learners"] == 1
