"""A listening pass counts toward the daily quest only when it took at least its recitation's length
(hafiz.listening.pace), timed from the player's start on the learner's own listening clock."""

from datetime import timedelta

import pytest

from hafiz.common.tests.clock import at
from hafiz.listening import pace, services
from hafiz.listening.models import ListeningEvent
from hafiz.quran import canon

STARTED = at("2026-11-25 10:00")
# Al-Ikhlas (112) has 4, 2, 4 and 5 words a verse: 1.6 + 1.0 (the least a verse takes) + 1.6 + 2.0 = 6.2 s a pass.
IKHLAS_SECONDS = 6.2


@pytest.fixture
def pace_on(settings):
    """Production's lengths (the tests' settings time a pass as taking no time)."""
    settings.PACE_SCALE = 1.0


def test_a_pass_takes_0_4_s_a_word_and_at_least_a_second_a_verse_times_its_repeats():
    assert pace.pass_length(words_per_verse=[4, 2, 4, 5], repeats=1) == timedelta(seconds=IKHLAS_SECONDS)
    assert pace.pass_length(words_per_verse=[4, 2, 4, 5], repeats=3) == timedelta(seconds=3 * IKHLAS_SECONDS)
    assert pace.pass_length(words_per_verse=[1], repeats=2) == timedelta(seconds=2)
    assert pace.pass_length(words_per_verse=[4, 2, 4, 5], repeats=3, scale=0) == timedelta(0)


@pytest.mark.parametrize(
    ("previous", "recorded_after", "heard_until"),
    [
        (None, 10, 10),  # started 10 s ago: a 10 s pass fits
        (None, 9, None),
        (STARTED - timedelta(hours=1), 10, 10),  # an old pass: timed from the start
        (STARTED + timedelta(seconds=5), 15, 15),  # a pass counted since: timed from its end
        (STARTED + timedelta(seconds=5), 14, None),
    ],
)
def test_a_pass_counts_when_its_length_fits_between_the_later_of_start_and_previous_pass_and_now(
    previous, recorded_after, heard_until
):
    until = pace.pass_heard_until(
        started_at=STARTED,
        previous_heard_until=previous,
        length=timedelta(seconds=10),
        now=STARTED + timedelta(seconds=recorded_after),
    )
    assert until == (None if heard_until is None else STARTED + timedelta(seconds=heard_until))


def _record(user, listening_id, *, seconds_after_start, repeats=1, first=1, last=4):
    return services.listening_record(
        user=user,
        first_verse=canon.global_verse_number(chapter=112, verse=first),
        last_verse=canon.global_verse_number(chapter=112, verse=last),
        repeats=repeats,
        listening_id=listening_id,
        listened_at=STARTED + timedelta(seconds=seconds_after_start),
    )


@pytest.mark.django_db
def test_a_pass_as_long_as_its_recitation_counts_and_a_shorter_one_does_not(user, pace_on):
    player = services.listening_start(user=user, now=STARTED).listening_id

    short = _record(user, player, seconds_after_start=3 * IKHLAS_SECONDS - 0.1, repeats=3)
    heard = _record(user, player, seconds_after_start=3 * IKHLAS_SECONDS, repeats=3)

    assert not short.counts_for_quests
    assert heard.counts_for_quests
    assert heard.heard_until == STARTED + timedelta(seconds=3 * IKHLAS_SECONDS)


@pytest.mark.django_db
def test_passes_recorded_together_share_the_time_since_the_start(user, pace_on):
    """The stepped mode records one range per verse at the end; two players of one learner share one clock."""
    player = services.listening_start(user=user, now=STARTED).listening_id
    other_player = services.listening_start(user=user, now=STARTED).listening_id

    passes = [
        _record(user, player, seconds_after_start=2 * IKHLAS_SECONDS, first=1, last=4),
        _record(user, other_player, seconds_after_start=2 * IKHLAS_SECONDS, first=1, last=4),
        _record(user, player, seconds_after_start=2 * IKHLAS_SECONDS, first=1, last=4),
    ]

    assert [one.counts_for_quests for one in passes] == [True, True, False]


@pytest.mark.django_db
def test_a_pass_without_a_valid_listening_id_of_the_learners_counts_for_statistics_only(user, make_user, pace_on):
    someone_elses = services.listening_start(user=make_user(), now=STARTED).listening_id
    expired = services.listening_start(user=user, now=STARTED - services.LISTENING_ID_LIFETIME).listening_id

    recorded = [
        _record(user, listening_id, seconds_after_start=600)
        for listening_id in (None, "forged", someone_elses, expired)
    ]

    assert [one.counts_for_quests for one in recorded] == [False] * 4
    assert ListeningEvent.objects.filter(user=user).count() == 4


@pytest.mark.django_db
def test_the_player_starts_and_its_pass_says_whether_it_counts(api, user, settings):
    settings.PACE_SCALE = 1.0
    started = api.post("/api/v1/player/started/")
    assert started.status_code == 201
    listening_id = started.json()["listening_id"]

    response = api.post(
        "/api/v1/player/listened/",
        {"surah_id": 112, "from_ayah": 1, "to_ayah": 4, "repeats": 3, "listening_id": listening_id},
        format="json",
    )

    assert response.status_code == 201
    assert response.json()["counts_for_quests"] is False  # recorded at once: shorter than 18.6 s of recitation
    settings.PACE_SCALE = 0
    again = api.post(
        "/api/v1/player/listened/",
        {"surah_id": 112, "from_ayah": 1, "to_ayah": 4, "repeats": 3, "listening_id": listening_id},
        format="json",
    )
    assert again.json()["counts_for_quests"] is True


@pytest.mark.django_db
def test_starting_the_player_needs_a_signed_in_learner(anonymous_api):
    assert anonymous_api.post("/api/v1/player/started/").status_code == 401


@pytest.mark.django_db
def test_a_timed_pass_costs_three_queries_and_a_savepoint_more(api, django_assert_max_num_queries):
    listening_id = api.post("/api/v1/player/started/").json()["listening_id"]

    # test_apis_listening's 8, and the learner's lock, the verses' words and the learner's clock, and on PostgreSQL
    # the savepoint the pass is saved in (two statements).
    with django_assert_max_num_queries(13):
        response = api.post(
            "/api/v1/player/listened/",
            {"surah_id": 112, "from_ayah": 1, "to_ayah": 4, "repeats": 3, "listening_id": listening_id},
            format="json",
        )

    assert response.json()["counts_for_quests"] is True


@pytest.mark.django_db
@pytest.mark.parametrize("listening_id", [0, True, ["id"]])
def test_a_listening_id_that_is_not_text_is_a_400_and_nothing_is_recorded(api, listening_id):
    response = api.post(
        "/api/v1/player/listened/",
        {"surah_id": 112, "from_ayah": 1, "to_ayah": 1, "repeats": 1, "listening_id": listening_id},
        format="json",
    )

    assert response.status_code == 400
    assert "listening_id" in response.json()["fields"]
    assert not ListeningEvent.objects.exists()
