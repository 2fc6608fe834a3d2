"""A learner's weak spots, read from the slips of their recitations: the weak words of a passage
(GET /recitations/weak-words/, and the passage call's), the weakest verses (GET /recitations/weak-spots/) and the
slips by week (GET /recitations/slip-history/). Private: only the learner's own token reads them."""

from datetime import timedelta

import pytest
from django.db import connection
from django.test.utils import CaptureQueriesContext
from django.utils import timezone

from hafiz.recitation import selectors
from hafiz.recitation.models import RecitedVerse, Slip
from hafiz.recitation.tests.calls import PASSAGE, recite, slip, verses_passage
from hafiz.recitation.weakness import WEAK_FROM

WEAK_WORDS = "/api/v1/recitations/weak-words/"
WEAK_SPOTS = "/api/v1/recitations/weak-spots/"
SLIP_HISTORY = "/api/v1/recitations/slip-history/"
AL_IKHLAS = verses_passage((112, 1), (112, 4))
AL_IKHLAS_QUERY = {"kind": "verses", "from_verse": "112:1", "to_verse": "112:4"}


def _weak_words(api, query=AL_IKHLAS_QUERY) -> dict[tuple[int, int], list[tuple[int, str, float]]]:
    response = api.get(WEAK_WORDS, query)
    assert response.status_code == 200, response.content
    return {
        (verse["surah_id"], verse["ayah_id"]): [
            (word["word"], word["kind"], word["weakness"]) for word in verse["words"]
        ]
        for verse in response.json()["verses"]
    }


@pytest.mark.django_db
def test_a_forgotten_word_is_weak_and_two_clean_recitations_wear_it_down(api):
    assert _weak_words(api) == {}

    recite(api, AL_IKHLAS, [slip((112, 1), 2, "forgot")])
    assert _weak_words(api) == {(112, 1): [(2, "forgot", 1.0)]}

    recite(api, AL_IKHLAS, [])
    assert _weak_words(api) == {(112, 1): [(2, "forgot", 0.5)]}
    recite(api, AL_IKHLAS, [slip((112, 2), 0, "vowel")])
    # A slip on another word of the verse leaves this one's recitation clean.
    assert _weak_words(api) == {(112, 1): [(2, "forgot", 0.25)], (112, 2): [(0, "vowel", 1.0)]}
    recite(api, AL_IKHLAS, [])
    assert (112, 1) not in _weak_words(api)


@pytest.mark.django_db
def test_slipping_on_the_word_again_is_no_clean_recitation_of_it(api):
    recite(api, AL_IKHLAS, [slip((112, 1), 2, "forgot")])
    recite(api, AL_IKHLAS, [slip((112, 1), 2, "forgot"), slip((112, 1), 2, "vowel")])

    # The first slip, one recitation on that slipped again: not worn down. The second kind weighs less in all.
    assert _weak_words(api) == {(112, 1): [(2, "forgot", 3.0)]}


@pytest.mark.django_db
def test_a_recitation_with_the_first_letters_shown_is_no_clean_one(api):
    recite(api, AL_IKHLAS, [slip((112, 1), 2, "forgot")])
    recite(api, AL_IKHLAS, [], hinted=[{"surah_id": 112, "ayah_id": 1}])

    assert _weak_words(api)[(112, 1)] == [(2, "forgot", 1.0)]


@pytest.mark.django_db
def test_time_wears_a_weak_word_down_and_a_verse_never_recited_has_none(api, user):
    recite(api, AL_IKHLAS, [slip((112, 3), 1, "wrong_word")])
    in_two_weeks = timezone.now() + timedelta(days=14)

    assert selectors.weak_words_among(user=user, verses=[6224], now=in_two_weeks)[0].weakness == 0.5
    assert selectors.weak_words_among(user=user, verses=[6224], now=in_two_weeks + timedelta(days=28)) == []
    assert selectors.weak_words_among(user=user, verses=[6226, 6227]) == []


@pytest.mark.django_db
def test_the_passage_call_names_each_verses_weak_words(api):
    recite(api, AL_IKHLAS, [slip((112, 4), 3, "tajweed")])

    verses = api.get(PASSAGE, AL_IKHLAS_QUERY).json()["verses"]

    assert [verse["weak_words"] for verse in verses] == [[], [], [], [{"word": 3, "kind": "tajweed", "weakness": 1.0}]]


@pytest.mark.django_db
def test_the_weak_words_of_a_page_of_fifteen_lines_take_one_query(api, user):
    # Page 604: Al-Ikhlas, Al-Falaq and An-Nas, fifteen verses on fifteen lines; a slip on every verse.
    page = [(112, number) for number in range(1, 5)] + [(113, n) for n in range(1, 6)] + [(114, n) for n in range(1, 7)]
    recite(api, verses_passage((112, 1), (114, 6)), [slip(reference, 0, "forgot") for reference in page])
    recite(api, verses_passage((112, 1), (114, 6)), [])

    with CaptureQueriesContext(connection) as queries:
        weak = selectors.weak_words_among(user=user, verses=range(6222, 6237))
    assert len(queries) == 1
    assert len(weak) == 15

    with CaptureQueriesContext(connection) as calls:
        assert len(_weak_words(api, {"kind": "pages", "from_page": 604, "to_page": 604})) == 15
    # The token's check (cached after the first call) and the weak words.
    assert len(calls) <= 2


@pytest.mark.django_db
def test_weak_spots_list_the_weakest_verses_with_their_words_and_trend(api, user, verse_at):
    recite(api, AL_IKHLAS, [slip((112, 1), 2, "forgot"), slip((112, 3), 0, "vowel"), slip((112, 3), 1, "tajweed")])
    recite(api, AL_IKHLAS, [slip((112, 3), 0, "vowel")])

    response = api.get(WEAK_SPOTS)

    assert response.status_code == 200
    verses = response.json()["verses"]
    assert [(verse["surah_id"], verse["ayah_id"], verse["weakness"]) for verse in verses] == [
        (112, 3, 2.5),
        (112, 1, 0.5),
    ]
    words = verse_at(112, 3).words
    assert [(word["word"], word["text"], word["kind"]) for word in verses[0]["words"]] == [
        (0, words[0], "vowel"),
        (1, words[1], "tajweed"),
    ]
    assert (verses[0]["slips_recent"], verses[0]["slips_before"], verses[0]["trend"]) == (3, 0, "new")
    with CaptureQueriesContext(connection) as queries:
        selectors.weak_spots(user=user)
    assert len(queries) == 2


@pytest.mark.django_db
def test_the_trend_compares_slips_per_recitation_with_the_weeks_before(api, user):
    recite(api, AL_IKHLAS, [slip((112, 1), 2, "forgot")])
    recite(api, AL_IKHLAS, [slip((112, 1), 2, "forgot")])
    back = timezone.now() - timedelta(days=29)
    Slip.objects.filter(user=user).update(slipped_at=back)
    RecitedVerse.objects.filter(user=user).update(recited_at=back)
    recite(api, AL_IKHLAS, [slip((112, 1), 2, "forgot")])
    recite(api, AL_IKHLAS, [])

    (spot,) = selectors.weak_spots(user=user)
    assert (spot.slips_recent, spot.slips_before, spot.trend) == (1, 2, "fewer")


@pytest.mark.parametrize(
    ("slips", "recitations", "trend"),
    [
        ([2, 1], (2, 2), "more"),
        ([1, 1], (2, 2), "same"),
        ([0, 3], (0, 3), "same"),  # not recited lately: nothing to compare
        ([1, 0], (1, 0), "new"),
    ],
)
def test_the_trend_of_each_case(slips, recitations, trend):
    assert selectors._trend(slips=slips, recitations=recitations) == trend


@pytest.mark.django_db
def test_the_slip_history_counts_slips_by_week_and_names_the_verses_mended(api, user):
    recite(api, AL_IKHLAS, [slip((112, 1), 2, "forgot"), slip((112, 2), 0, "vowel")])
    back = timezone.now() - timedelta(days=40)
    Slip.objects.filter(user=user).update(slipped_at=back)
    RecitedVerse.objects.filter(user=user).update(recited_at=back)
    recite(api, verses_passage((112, 1), (112, 1)), [])
    recite(api, verses_passage((112, 3), (112, 4)), [slip((112, 4), 1, "wrong_word")])

    body = api.get(SLIP_HISTORY).json()

    assert len(body["weeks"]) == 12
    assert [week["slips"] for week in body["weeks"]][-1] == 1
    assert sum(week["slips"] for week in body["weeks"]) == 3
    # 112:1 slipped on 40 days ago and recited cleanly since; 112:2 not recited since, 112:4 slipped today.
    assert body["mended"] == [{"surah_id": 112, "ayah_id": 1}]
    assert body["mended_count"] == 1


@pytest.mark.django_db
def test_a_verse_is_not_mended_before_a_month_without_a_slip_nor_while_a_word_of_it_is_weak(api, user):
    for _ in range(3):
        recite(api, verses_passage((112, 1), (112, 1)), [slip((112, 1), 2, "forgot")])
    recite(api, verses_passage((112, 2), (112, 2)), [slip((112, 2), 0, "vowel")])
    recite(api, verses_passage((112, 2), (112, 2)), [])
    # 112:1's three slips 35 days ago, 112:2's slip 40 days ago and its clean recitation the day after.
    days_ago = {days: timezone.now() - timedelta(days=days) for days in (35, 39, 40)}
    Slip.objects.filter(user=user, verse=6222).update(slipped_at=days_ago[35])
    RecitedVerse.objects.filter(user=user, verse=6222).update(recited_at=days_ago[35])
    Slip.objects.filter(user=user, verse=6223).update(slipped_at=days_ago[40])
    first, second = RecitedVerse.objects.filter(user=user, verse=6223).order_by("pk")
    RecitedVerse.objects.filter(pk=first.pk).update(recited_at=days_ago[40])
    RecitedVerse.objects.filter(pk=second.pk).update(recited_at=days_ago[39])
    # 112:1 recited cleanly now: three slips of 35 days, each halved once, still weigh about 0.27 together.
    recite(api, verses_passage((112, 1), (112, 1)), [])

    history = selectors.slip_history(user=user)

    assert history.mended == []
    assert selectors.verse_weakness(user=user, verses=[6222])[6222] >= WEAK_FROM


@pytest.mark.django_db
def test_no_other_learner_and_no_visitor_reads_a_learners_slips(api, client_for, make_user, anonymous_api):
    recite(api, AL_IKHLAS, [slip((112, 1), 2, "forgot")])
    other = client_for(make_user())

    assert _weak_words(other) == {}
    assert other.get(WEAK_SPOTS).json()["verses"] == []
    assert sum(week["slips"] for week in other.get(SLIP_HISTORY).json()["weeks"]) == 0
    assert [verse["weak_words"] for verse in other.get(PASSAGE, AL_IKHLAS_QUERY).json()["verses"]] == [[]] * 4
    for call in (WEAK_WORDS, WEAK_SPOTS, SLIP_HISTORY):
        assert anonymous_api.get(call, AL_IKHLAS_QUERY).status_code == 401


@pytest.mark.django_db
def test_weak_words_of_no_passage_are_a_clear_error(api):
    response = api.get(WEAK_WORDS, {"kind": "verses", "from_verse": "112:9", "to_verse": "112:1"})

    assert response.status_code == 400
    assert api.get(WEAK_WORDS, {"kind": "review"}).json() == {"verses": []}


@pytest.mark.django_db
def test_todays_review_takes_the_verses_holding_weak_words_first(api, user, memorise):
    # Recited before they were memorised (no review), then all four memorised together: due the same day.
    recite(api, AL_IKHLAS, [slip((112, 4), 1, "vowel"), slip((112, 2), 0, "forgot"), slip((112, 2), 1, "forgot")])
    memorise(user=user, references=[(112, number) for number in range(1, 5)], now=timezone.now() - timedelta(hours=1))

    due = api.get("/api/v1/review/today/").json()["due"]

    assert [verse["ayah_id"] for verse in due] == [2, 4, 1, 3]
