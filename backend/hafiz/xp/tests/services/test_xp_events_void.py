import pytest
from django.contrib.auth.models import Permission

from hafiz.xp.models import LeaderboardCount, XpEvent, XpTotal
from hafiz.xp.services import xp_events_void, xp_totals_rebuild


def _board_xp(client, period: str) -> dict[int, int]:
    rows = client.get("/api/v1/leaderboard/", {"period": period}).json()["results"]
    return {row["user_id"]: row["xp"] for row in rows}


def _totals() -> dict:
    return {
        "totals": sorted(XpTotal.objects.values_list("user_id", "all_time_xp", "week_xp")),
        "counts": sorted(LeaderboardCount.objects.filter(learners__gt=0).values_list("board", "xp", "learners")),
    }


@pytest.fixture
def two_wins(user, win):
    """The signed-in learner's ledger after two first wins (and the quest bonus they may earn): the first win, the
    one to void, comes first."""
    win(user, (112, 1), "memory")
    win(user, (112, 2), "memory")
    return list(XpEvent.objects.filter(user=user).order_by("pk"))


@pytest.mark.django_db
def test_a_voided_row_is_kept_marked_and_out_of_every_total(api, user, two_wins):
    voided, *others = two_wins
    kept_xp = sum(event.amount for event in others)

    assert xp_events_void(event_ids=[voided.pk]) == 1

    voided.refresh_from_db()
    assert (voided.amount, voided.voided_amount, voided.voided_at is not None) == (0, 10, True)
    assert XpEvent.objects.filter(user=user).count() == len(two_wins)
    stats = api.get("/api/v1/profile/stats/", {"range": "week"}).json()
    assert (stats["total_xp"], stats["week_xp"], sum(day["xp"] for day in stats["xp_per_day"])) == (kept_xp,) * 3
    assert _board_xp(api, "week") == _board_xp(api, "all") == {user.pk: kept_xp}
    assert api.get("/api/v1/leaderboard/").json()["me"]["xp"] == kept_xp


@pytest.mark.django_db
def test_the_rebuild_agrees_with_the_totals_after_a_void(user, make_user, win, two_wins):
    win(make_user(), (112, 1), "memory")
    xp_events_void(event_ids=[two_wins[0].pk])
    after_void = _totals()

    xp_totals_rebuild()

    assert _totals() == after_void


@pytest.mark.django_db
def test_voiding_again_changes_nothing(user, two_wins):
    xp_events_void(event_ids=[two_wins[0].pk])

    assert xp_events_void(event_ids=[two_wins[0].pk]) == 0
    assert XpEvent.objects.get(pk=two_wins[0].pk).voided_amount == 10


@pytest.mark.django_db
def test_the_ledger_admin_voids_the_selected_rows(admin_client, user, two_wins):
    response = admin_client.post(
        "/admin/xp/xpevent/", {"action": "void", "_selected_action": [two_wins[0].pk]}, follow=True
    )

    assert b"1 ledger rows voided" in response.content
    assert XpTotal.objects.get(user=user).all_time_xp == sum(event.amount for event in two_wins[1:])


@pytest.mark.django_db
def test_staff_who_may_only_view_the_ledger_cannot_void(client, make_user, user, two_wins):
    viewer = make_user(is_staff=True)
    viewer.user_permissions.add(Permission.objects.get(codename="view_xpevent"))
    client.force_login(viewer)

    client.post("/admin/xp/xpevent/", {"action": "void", "_selected_action": [two_wins[0].pk]})

    assert XpEvent.objects.get(pk=two_wins[0].pk).voided_at is None
