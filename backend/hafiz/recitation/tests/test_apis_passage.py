"""GET /recitations/passage/: the words of a passage to recite, named as the learner chose it."""

from datetime import timedelta

import pytest
from django.conf import settings
from django.utils import timezone

from hafiz.quran.content import content
from hafiz.recitation.tests.calls import PASSAGE, recite


def _references(body: dict) -> list[tuple[int, int]]:
    return [(verse["surah_id"], verse["ayah_id"]) for verse in body["verses"]]


@pytest.mark.django_db
def test_a_verse_range_across_chapters_gives_each_verses_words_and_names_itself_for_the_recitation(api):
    response = api.get(PASSAGE, {"kind": "verses", "from_verse": "113:4", "to_verse": "114:2"})

    assert response.status_code == 200, response.content
    body = response.json()
    assert _references(body) == [(113, 4), (113, 5), (114, 1), (114, 2)]
    assert body["verses"][2]["words"] == list(content().verse(chapter_number=114, verse_number=1).words)
    assert len(body["verses"][2]["words"]) == 4
    assert body["verses"][2]["page"] == 604
    # 114:1 is the 6,231st verse: the reciter's recitation of it, to hear beside the learner's own.
    assert body["verses"][2]["audio_url"] == f"{settings.AUDIO_BASE_URL}6231{settings.AUDIO_FILE_EXTENSION}"
    assert body["passage"] == {
        "kind": "verses",
        "from_verse": {"surah_id": 113, "ayah_id": 4},
        "to_verse": {"surah_id": 114, "ayah_id": 2},
    }


@pytest.mark.django_db
def test_pages_and_a_hizb_quarter_give_their_verses(api):
    pages = api.get(PASSAGE, {"kind": "pages", "from_page": "603", "to_page": "604"}).json()
    quarter = api.get(PASSAGE, {"kind": "quarter", "quarter": "240"}).json()

    assert _references(pages)[0] == (109, 1) and _references(pages)[-1] == (114, 6)
    assert _references(quarter)[0] == (100, 9) and _references(quarter)[-1] == (114, 6)


@pytest.mark.django_db
def test_todays_review_is_the_verses_due_now_in_the_mushafs_order(api, user, memorise):
    memorise(user=user, references=[(114, 1)], now=timezone.now() - timedelta(minutes=2))
    memorise(user=user, references=[(112, 2)], now=timezone.now() - timedelta(minutes=1))
    memorise(user=user, references=[(113, 1)], now=timezone.now() + timedelta(days=1))  # not due yet

    body = api.get(PASSAGE, {"kind": "review"}).json()

    assert _references(body) == [(112, 2), (114, 1)]
    assert body["passage"] == {
        "kind": "review",
        "verses": [{"surah_id": 112, "ayah_id": 2}, {"surah_id": 114, "ayah_id": 1}],
    }
    # The named passage is what the recitation's call takes.
    assert recite(api, body["passage"], []).status_code == 201


@pytest.mark.django_db
def test_a_review_with_nothing_due_is_an_empty_passage(api):
    assert api.get(PASSAGE, {"kind": "review"}).json() == {"passage": {"kind": "review", "verses": []}, "verses": []}


@pytest.mark.django_db
@pytest.mark.parametrize(
    ("query", "field"),
    [
        ({"kind": "verses", "from_verse": "78", "to_verse": "78:2"}, "from_verse"),
        ({"kind": "verses", "from_verse": "78:1", "to_verse": "78:41"}, "to_verse.ayah_id"),
        ({"kind": "verses", "from_verse": "78:1"}, "to_verse"),
        ({"kind": "pages", "from_page": "1", "to_page": "605"}, "to_page"),
        ({"kind": "pages", "from_page": "1", "to_page": "100"}, "kind"),  # more verses than the longest juz
        ({"kind": "quarter", "quarter": "x"}, "quarter"),
        ({"kind": "surah"}, "kind"),
        ({}, "kind"),
    ],
)
def test_a_passage_that_names_no_verses_is_a_clear_error(api, query, field):
    response = api.get(PASSAGE, query)

    assert response.status_code == 400, response.content
    assert field in response.json()["fields"], response.json()


@pytest.mark.django_db
def test_the_passage_is_for_signed_in_learners(anonymous_api):
    assert anonymous_api.get(PASSAGE, {"kind": "quarter", "quarter": "240"}).status_code == 401
