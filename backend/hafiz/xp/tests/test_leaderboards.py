from datetime import timedelta

import pytest

from hafiz.accounts.models import User
from hafiz.common.tests.clock import at
from hafiz.people.models import Follow
from hafiz.xp.leaderboards import leaderboard_get
from hafiz.xp.models import XpEvent, XpReason
from hafiz.xp.services import xp_totals_rebuild

NOW = at("2026-11-25 12:00")  # Wednesday; the leaderboard week began Monday 23 November, 00:00 UTC
LAST_WEEK = NOW - timedelta(days=7)


@pytest.fixture
def earn(db):
    """Put xp straight into the ledger (amount at a time), then derive the totals from it."""

    def put(*entries) -> None:
        XpEvent.objects.bulk_create(
            XpEvent(user=user, amount=amount, reason=XpReason.FIRST_WIN, local_date=when.date(), created_at=when)
            for user, amount, when in entries
        )
        xp_totals_rebuild(now=NOW)

    return put


def _board(user, **options):
    options = {"period": "all", "scope": "all", "limit": 50, "offset": 0, "now": NOW} | options
    return leaderboard_get(user=user, **options)


def _ranking(board) -> list[tuple[int, int, int]]:
    return [(row.rank, row.user_id, row.xp) for row in board.rows]


@pytest.mark.django_db
def test_learners_are_ranked_by_xp_with_their_names(make_user, earn):
    amina, bilal, chen = make_user(first_name="Amina", last_name="K"), make_user(), make_user()
    earn((amina, 30, NOW), (bilal, 50, NOW), (chen, 10, NOW))

    board = _board(amina)

    assert _ranking(board) == [(1, bilal.pk, 50), (2, amina.pk, 30), (3, chen.pk, 10)]
    assert board.rows[1].name == "Amina K"
    assert board.rows[1].photo_url is None
    assert (board.count, board.my_rank, board.my_xp) == (3, 2, 30)


@pytest.mark.django_db
def test_on_equal_xp_whoever_got_there_first_ranks_higher_then_the_lower_id(make_user, earn):
    early, late, same_time_a, same_time_b = make_user(), make_user(), make_user(), make_user()
    earn(
        (late, 20, NOW - timedelta(hours=1)),
        (early, 10, NOW - timedelta(hours=5)),
        (early, 10, NOW - timedelta(hours=3)),
        (same_time_b, 20, NOW - timedelta(hours=2)),
        (same_time_a, 20, NOW - timedelta(hours=2)),
    )

    assert [row.user_id for row in _board(early).rows] == [early.pk, same_time_a.pk, same_time_b.pk, late.pk]
    assert _board(late).my_rank == 4


@pytest.mark.django_db
def test_only_xp_that_reached_the_total_decides_a_tie(make_user, earn):
    # Both have 20; `first` earned a 0 xp repeat later, which does not move when it reached 20.
    first, second = make_user(), make_user()
    earn((first, 20, NOW - timedelta(hours=3)), (second, 20, NOW - timedelta(hours=2)), (first, 0, NOW))

    assert [row.user_id for row in _board(first).rows] == [first.pk, second.pk]


@pytest.mark.django_db
def test_the_weekly_board_counts_only_this_utc_weeks_xp(make_user, earn):
    veteran, newcomer = make_user(), make_user()
    earn(
        (veteran, 500, LAST_WEEK),
        (veteran, 4, NOW),
        (newcomer, 30, at("2026-11-23 00:00")),  # Monday 00:00 UTC: this week
        (newcomer, 7, at("2026-11-22 23:59")),  # Sunday: last week
    )

    assert _ranking(_board(veteran, period="all")) == [(1, veteran.pk, 504), (2, newcomer.pk, 37)]
    assert _ranking(_board(veteran, period="week")) == [(1, newcomer.pk, 30), (2, veteran.pk, 4)]


@pytest.mark.django_db
def test_a_learner_without_xp_this_week_is_not_on_the_weekly_board(make_user, earn):
    veteran, newcomer = make_user(), make_user()
    earn((veteran, 500, LAST_WEEK), (newcomer, 10, NOW))

    board = _board(veteran, period="week")

    assert _ranking(board) == [(1, newcomer.pk, 10)]
    assert (board.count, board.my_rank, board.my_xp) == (1, None, 0)


@pytest.mark.django_db
def test_following_scope_ranks_the_people_i_follow_and_me(make_user, earn):
    me, friend, other_friend, stranger = make_user(), make_user(), make_user(), make_user()
    Follow.objects.bulk_create(
        [
            Follow(follower=me, followee=friend),
            Follow(follower=me, followee=other_friend),
            Follow(follower=stranger, followee=me),
        ]
    )
    earn((me, 20, NOW), (friend, 30, NOW), (other_friend, 10, NOW), (stranger, 1000, NOW))

    board = _board(me, scope="following")

    assert _ranking(board) == [(1, friend.pk, 30), (2, me.pk, 20), (3, other_friend.pk, 10)]
    assert (board.count, board.my_rank) == (3, 2)
    assert _board(me, scope="all").my_rank == 3


@pytest.mark.django_db
def test_my_place_is_given_even_outside_the_page_and_pages_continue_the_ranks(make_user, earn):
    learners = [make_user() for _ in range(6)]
    earn(*((learner, 100 - index * 10, NOW) for index, learner in enumerate(learners)))

    first_page = _board(learners[4], limit=2)
    second_page = _board(learners[4], limit=2, offset=2)

    assert [row.rank for row in first_page.rows] == [1, 2]
    assert (first_page.my_rank, first_page.my_xp, first_page.count) == (5, 60, 6)
    assert _ranking(second_page) == [(3, learners[2].pk, 80), (4, learners[3].pk, 70)]


@pytest.mark.django_db
def test_a_learner_with_no_xp_has_no_rank(make_user, earn):
    active, idle = make_user(), make_user()
    earn((active, 10, NOW))

    board = _board(idle)

    assert (board.my_rank, board.my_xp, board.count) == (None, 0, 1)


@pytest.mark.django_db
def test_ten_thousand_learners_take_at_most_four_queries_in_every_board(make_user, django_assert_max_num_queries):
    me = make_user()
    users = [
        me,
        *User.objects.bulk_create(
            User(username=f"bulk-{index}", first_name="Bulk", last_name=str(index)) for index in range(10_000)
        ),
    ]
    # Per learner: xp last week and this week, at times that make many exact ties.
    events = [
        XpEvent(user=user, amount=amount, reason=XpReason.FIRST_WIN, local_date=when.date(), created_at=when)
        for index, user in enumerate(users)
        for amount, when in [
            ((index + 1) % 97, LAST_WEEK - timedelta(minutes=index % 11)),
            ((index * 7 + 5) % 23, NOW - timedelta(minutes=index % 5)),
        ]
    ]
    XpEvent.objects.bulk_create(events, batch_size=5000)
    xp_totals_rebuild(now=NOW)
    Follow.objects.bulk_create(Follow(follower=me, followee=user) for user in users[1::10])
    in_scope = {"all": {user.pk for user in users}, "following": {me.pk, *(user.pk for user in users[1::10])}}

    def expected_order(*, since, scope) -> list[int]:
        sums: dict[int, list] = {}
        for event in events:
            if event.created_at >= since and event.user_id in in_scope[scope]:
                entry = sums.setdefault(event.user_id, [0, None])
                entry[0] += event.amount
                if event.amount:
                    entry[1] = max(entry[1] or event.created_at, event.created_at)
        ranked = [(-xp, reached, user_id) for user_id, (xp, reached) in sums.items() if xp > 0]
        return [user_id for _, _, user_id in sorted(ranked)]

    week_start = at("2026-11-23 00:00")
    for period, since in {"all": LAST_WEEK - timedelta(days=1), "week": week_start}.items():
        for scope in ["all", "following"]:
            order = expected_order(since=since, scope=scope)

            with django_assert_max_num_queries(4):
                board = _board(me, period=period, scope=scope, limit=100, offset=20)

            assert board.count == len(order)
            assert [row.user_id for row in board.rows] == order[20:120]
            assert [row.rank for row in board.rows] == list(range(21, 21 + len(board.rows)))
            assert board.my_rank == order.index(me.pk) + 1
