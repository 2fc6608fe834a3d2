from datetime import datetime, timedelta

import pytest
from django.utils import timezone

from hafiz.common.tests.clock import at
from hafiz.games.tests.calls import played
from hafiz.xp import rules

QUESTS = "/api/v1/quests/today/"


@pytest.fixture
def clock(monkeypatch):
    """A settable fake clock for the calls (timezone.now)."""

    class Clock:
        now: datetime = at("2026-11-25 12:00")

    monkeypatch.setattr(timezone, "now", lambda: Clock.now)
    return Clock


@pytest.mark.django_db
def test_todays_three_quests_come_with_an_i18n_title_and_progress(api, user, clock, django_assert_max_num_queries):
    # The day's draw depends on the learner's id and the date; the listening and review measures each
    # read a table of their own, so the bound is the most any draw needs, not a particular day's count.
    with django_assert_max_num_queries(6):
        response = api.get(QUESTS)

    quests = response.json()
    expected = rules.quests_for_day(user_id=user.pk, day=clock.now.date())
    assert [quest["id"] for quest in quests] == [quest.id for quest in expected]
    for quest, definition in zip(quests, expected):
        assert quest == {
            "id": definition.id,
            "icon": definition.icon,
            "title_key": definition.title_key,
            "params": definition.params,
            "progress": 0,
            "target": definition.target,
            "done": False,
            "xp": 5,
        }


@pytest.mark.django_db
def test_wins_move_the_quests_on_and_a_finished_one_is_done(api, user, clock):
    day = clock.now.date()
    while "win_1" not in {quest.id for quest in rules.quests_for_day(user_id=user.pk, day=day)}:
        day += timedelta(days=1)
    clock.now = at(f"{day} 12:00")

    win = played(api, "memory", 112, 1)

    quests = {quest["id"]: quest for quest in api.get(QUESTS).json()}
    assert (quests["win_1"]["progress"], quests["win_1"]["target"], quests["win_1"]["done"]) == (1, 1, True)
    assert {
        "reason": "quest",
        "amount": 5,
        "waiting": 0,
        "quest": "win_1",
        "quest_title_key": "quests.win_games",
        "quest_params": {"count": 1},
        "chapter": None,
    } in win["xp_events"]


@pytest.mark.django_db
def test_quests_are_new_after_the_learners_midnight(api, user, clock):
    user.time_zone = "Asia/Tokyo"
    user.save()
    clock.now = at("2026-11-25 23:59", "Asia/Tokyo")
    before = api.get(QUESTS).json()
    clock.now = at("2026-11-26 00:01", "Asia/Tokyo")

    after = api.get(QUESTS).json()

    assert [quest["id"] for quest in before] == [
        quest.id for quest in rules.quests_for_day(user_id=user.pk, day=at("2026-11-25 00:00").date())
    ]
    assert [quest["id"] for quest in after] == [
        quest.id for quest in rules.quests_for_day(user_id=user.pk, day=at("2026-11-26 00:00").date())
    ]


@pytest.mark.django_db
def test_quests_need_a_token(anonymous_api):
    assert anonymous_api.get(QUESTS).status_code == 401


LISTENED = "/api/v1/player/listened/"


@pytest.mark.django_db
def test_a_listening_pass_that_finishes_the_listening_quest_pays_its_bonus_once(api, user, clock):
    from hafiz.xp.models import XpEvent, XpReason

    day = clock.now.date()
    while "listen_verses" not in {q.id for q in rules.quests_for_day(user_id=user.pk, day=day)}:
        day += timedelta(days=1)
    clock.now = at(f"{day} 12:00")
    player = api.post("/api/v1/player/started/").json()["listening_id"]
    clock.now = at(f"{day} 12:10")
    listened = {"surah_id": 112, "from_ayah": 1, "to_ayah": 4, "repeats": 3, "listening_id": player}

    assert api.post(LISTENED, listened, format="json").status_code == 201
    assert (
        api.post(
            LISTENED,
            {"surah_id": 113, "from_ayah": 1, "to_ayah": 1, "repeats": 3, "listening_id": player},
            format="json",
        ).status_code
        == 201
    )
    assert api.post(LISTENED, listened, format="json").status_code == 201

    quests = {quest["id"]: quest for quest in api.get(QUESTS).json()}
    assert quests["listen_verses"]["params"] == {"count": 5, "times": 3}
    assert (quests["listen_verses"]["progress"], quests["listen_verses"]["done"]) == (5, True)
    assert list(XpEvent.objects.filter(user=user, reason=XpReason.QUEST).values_list("quest", "amount")) == [
        ("listen_verses", 5)
    ]
