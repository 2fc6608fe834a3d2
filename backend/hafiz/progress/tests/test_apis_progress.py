"""The progress calls (docs/product.md §7): progress_info reads a verse's progress; the progress update moves it by a
study step and pays no xp, and a win claimed through it is refused (wins are graded: test_apis_results)."""

import pytest

from hafiz.games.tests.calls import played
from hafiz.progress.models import VerseProgress
from hafiz.quran.tests.test_apis import BAD_REFERENCES
from hafiz.review.models import ScheduledVerse
from hafiz.xp.models import XpEvent, XpTotal

INFO = "/api/v1/auth/profile/progress_info/"
RECORD = "/api/v1/auth/profile/progress/"


def _progress(response) -> int:
    assert response.status_code == 200, response.content
    return response.json()["ayah_progress"]["progress"]


@pytest.mark.django_db
def test_progress_info_is_0_for_an_untouched_verse_and_makes_no_row(api, django_assert_max_num_queries):
    with django_assert_max_num_queries(4):
        response = api.post(INFO, {"surah_id": 112, "ayah_id": 1}, format="json")

    assert response.json() == {"ayah_progress": {"progress": 0}}
    assert not VerseProgress.objects.exists()


@pytest.mark.django_db
def test_a_graded_win_shows_in_progress_info(api):
    played(api, "memory", 112, 1)

    assert _progress(api.post(INFO, {"surah_id": 112, "ayah_id": 1}, format="json")) == 25
    assert _progress(api.post(INFO, {"surah_id": 112, "ayah_id": 2}, format="json")) == 0


@pytest.mark.django_db
def test_the_progress_update_adds_25_up_to_100_and_pays_no_xp(api, user):
    results = [_progress(api.post(RECORD, {"surah_id": 1, "ayah_id": 7}, format="json")) for _ in range(5)]

    assert results == [25, 50, 75, 100, 100]
    # No ledger row: no xp, no quest, no streak.
    assert not XpEvent.objects.exists()
    assert not XpTotal.objects.filter(user=user, all_time_xp__gt=0).exists()
    # A verse at 100 is memorised: it joins the review schedule.
    assert ScheduledVerse.objects.filter(user=user, verse__chapter_id=1, verse__number=7).exists()


@pytest.mark.django_db
def test_the_progress_update_answers_as_spec_says(api):
    response = api.post(RECORD, {"surah_id": 112, "ayah_id": 1}, format="json")

    assert response.json() == {"ayah_progress": {"progress": 25}}


@pytest.mark.django_db
@pytest.mark.parametrize(
    ("claim", "fields"),
    [
        ({"game": "memory"}, {"game"}),
        ({"game": "audio", "win_id": "8c4f3e4e-2b7a-4f62-9a0e-2f1d7c9b5a10"}, {"game", "win_id"}),
        ({"win_id": "8c4f3e4e-2b7a-4f62-9a0e-2f1d7c9b5a10"}, {"win_id"}),
        ({"game": "chess"}, {"game"}),
        ({"game": None}, {"game"}),
    ],
)
def test_a_claimed_win_is_refused_naming_the_grading_call_and_changes_nothing(api, claim, fields):
    response = api.post(RECORD, {"surah_id": 112, "ayah_id": 1} | claim, format="json")

    assert response.status_code == 400
    body = response.json()
    assert "POST /api/v1/games/results/" in body["message"]
    assert set(body["fields"]) == fields
    assert not VerseProgress.objects.exists()
    assert not XpEvent.objects.exists()


@pytest.mark.django_db
def test_the_progress_update_takes_a_fixed_number_of_queries(api, django_assert_max_num_queries):
    for expected in (25, 50, 75, 100, 100):
        # 1 for the token on the first call (then it is held), 1 for the verse, 4 for the step (savepoint, progress before, upsert, release) and, at
        # 100, 1 to put the verse on the review schedule.
        with django_assert_max_num_queries(7):
            response = api.post(RECORD, {"surah_id": 2, "ayah_id": 255}, format="json")
        assert _progress(response) == expected


@pytest.mark.django_db
def test_another_users_progress_is_neither_seen_nor_changed(api, make_user, client_for):
    other_api = client_for(make_user())
    played(other_api, "memory", 112, 1)
    played(other_api, "audio", 112, 1)

    assert _progress(api.post(INFO, {"surah_id": 112, "ayah_id": 1}, format="json")) == 0
    assert _progress(api.post(RECORD, {"surah_id": 112, "ayah_id": 1}, format="json")) == 25
    assert _progress(other_api.post(INFO, {"surah_id": 112, "ayah_id": 1}, format="json")) == 50


@pytest.mark.django_db
@pytest.mark.parametrize("path", [INFO, RECORD])
@pytest.mark.parametrize(("payload", "fields"), BAD_REFERENCES)
def test_bad_verse_reference_is_a_400_with_a_message_per_field(api, path, payload, fields):
    response = api.post(path, payload, format="json")

    assert response.status_code == 400
    body = response.json()
    assert body["message"]
    assert set(body["fields"]) == fields
    assert all(body["fields"][field][0] for field in fields)
    assert not VerseProgress.objects.exists()


@pytest.mark.django_db
@pytest.mark.parametrize("path", [INFO, RECORD])
@pytest.mark.parametrize("authorization", [None, "Token not-a-real-token"])
def test_progress_calls_need_a_valid_token(anonymous_api, path, authorization):
    if authorization:
        anonymous_api.credentials(HTTP_AUTHORIZATION=authorization)

    response = anonymous_api.post(path, {"surah_id": 112, "ayah_id": 1}, format="json")

    assert response.status_code == 401
    assert response.json()["message"]
    assert not VerseProgress.objects.exists()
