import pytest
from django.core.exceptions import PermissionDenied
from django.core.management import CommandError, call_command

from hafiz.accounts.models import User
from hafiz.people.models import Follow
from hafiz.xp.models import LeaderboardCount, XpTotal
from hafiz.xp.services import xp_totals_rebuild

BOARDS = [{"period": period, "scope": scope} for period in ("week", "all") for scope in ("all", "following")]


def _ids_on_boards(client) -> list[set[int]]:
    return [{row["user_id"] for row in client.get("/api/v1/leaderboard/", query).json()["results"]} for query in BOARDS]


def _counts_on_boards(client) -> list[int]:
    return [client.get("/api/v1/leaderboard/", query).json()["count"] for query in BOARDS]


def _ids(client, path, **query) -> set[int]:
    return {person["user_id"] for person in client.get(path, query).json()["results"]}


@pytest.fixture
def offender(make_user, client_for, user, win):
    """Bilal, who follows and is followed by the signed-in learner, with xp on every board and a token."""
    bilal = make_user(first_name="Bilal", last_name="Offender")
    win(bilal, (112, 1), "memory")
    win(user, (112, 1), "memory")
    Follow.objects.create(follower=user, followee=bilal)
    Follow.objects.create(follower=bilal, followee=user)
    bilal.api = client_for(bilal)
    return bilal


def _seen_everywhere(api, learner) -> dict[str, bool]:
    stats = api.get("/api/v1/profile/stats/").json()
    return {
        "boards": all(learner.pk in ids for ids in _ids_on_boards(api)),
        "search": learner.pk in _ids(api, "/api/v1/users/", search="bilal"),
        "following": learner.pk in _ids(api, "/api/v1/profile/following/"),
        "followers": learner.pk in _ids(api, "/api/v1/profile/followers/"),
        "follow counts": (stats["following_count"], stats["followers_count"]) == (1, 1),
    }


@pytest.mark.django_db
def test_a_deactivated_learner_is_gone_from_every_place_at_once_and_their_token_refused(api, offender):
    assert set(_seen_everywhere(api, offender).values()) == {True}
    assert _counts_on_boards(api) == [2, 2, 2, 2]

    call_command("learner_deactivate", str(offender.pk))

    assert _seen_everywhere(api, offender) == dict.fromkeys(_seen_everywhere(api, offender), False)
    assert _counts_on_boards(api) == [1, 1, 1, 1]
    assert offender.api.get("/api/v1/auth/profile/info/").status_code == 401


@pytest.mark.django_db
def test_reactivation_brings_the_learner_back_with_their_xp(api, offender):
    xp_before = XpTotal.objects.get(user=offender).all_time_xp
    call_command("learner_deactivate", str(offender.pk))

    call_command("learner_reactivate", str(offender.pk))

    assert set(_seen_everywhere(api, offender).values()) == {True}
    assert _counts_on_boards(api) == [2, 2, 2, 2]
    assert XpTotal.objects.get(user=offender).all_time_xp == xp_before
    # Their sign-ins ended with the deactivation: they sign in again.
    assert offender.api.get("/api/v1/auth/profile/info/").status_code == 401


@pytest.mark.django_db
def test_the_boards_counts_after_a_deactivation_are_what_a_rebuild_makes(api, offender):
    call_command("learner_deactivate", str(offender.pk))
    kept = sorted(LeaderboardCount.objects.filter(learners__gt=0).values_list("board", "xp", "learners"))

    xp_totals_rebuild()

    assert sorted(LeaderboardCount.objects.values_list("board", "xp", "learners")) == kept
    assert not XpTotal.objects.filter(user=offender).exists()


@pytest.mark.django_db
def test_the_commands_say_what_they_did_and_refuse_an_unknown_id(offender, capsys):
    call_command("learner_deactivate", str(offender.pk))
    call_command("learner_deactivate", str(offender.pk))

    assert capsys.readouterr().out.splitlines() == [
        f"learner {offender.pk} deactivated",
        f"learner {offender.pk} already deactivated",
    ]
    with pytest.raises(CommandError, match="There is no learner 999999"):
        call_command("learner_reactivate", "999999")


@pytest.mark.django_db
def test_the_user_admin_finds_deactivates_and_reactivates_learners(admin_client, offender, api):
    found = admin_client.get("/admin/accounts/user/", {"q": "Offender"})
    assert found.status_code == 200
    assert b"Bilal" in found.content

    admin_client.post("/admin/accounts/user/", {"action": "deactivate", "_selected_action": [offender.pk]})
    offender.refresh_from_db()
    assert offender.is_active is False
    assert offender.pk not in _ids(api, "/api/v1/users/", search="bilal")

    admin_client.post("/admin/accounts/user/", {"action": "reactivate", "_selected_action": [offender.pk]})
    offender.refresh_from_db()
    assert offender.is_active is True


@pytest.mark.django_db
def test_the_user_admin_changes_activity_only_through_its_actions(admin_client, offender):
    page = admin_client.get(f"/admin/accounts/user/{offender.pk}/change/")

    assert page.status_code == 200
    assert b'name="is_active"' not in page.content


@pytest.mark.django_db
def test_a_win_after_the_totals_went_with_a_deactivation_is_refused(offender, win):
    call_command("learner_deactivate", str(offender.pk))

    # A win already past the token check when the learner was deactivated finds no totals row to add to.
    with pytest.raises(PermissionDenied):
        win(offender, (112, 2), "memory")
    assert not XpTotal.objects.filter(user=offender).exists()


@pytest.mark.django_db
def test_the_user_admin_deletes_no_one_as_that_would_leave_them_counted_on_the_boards(admin_client, api, offender):
    admin_client.post(
        "/admin/accounts/user/", {"action": "delete_selected", "_selected_action": [offender.pk], "post": "yes"}
    )
    admin_client.post(f"/admin/accounts/user/{offender.pk}/delete/", {"post": "yes"})

    assert User.objects.filter(pk=offender.pk).exists()
    assert _counts_on_boards(api) == [2, 2, 2, 2]


@pytest.mark.django_db
def test_a_moderator_cannot_deactivate_themselves(admin_client, admin_user):
    response = admin_client.post(
        "/admin/accounts/user/", {"action": "deactivate", "_selected_action": [admin_user.pk]}, follow=True
    )

    assert b"You cannot deactivate yourself" in response.content
    admin_user.refresh_from_db()
    assert admin_user.is_active
