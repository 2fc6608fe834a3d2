from random import Random

import pytest
from hypothesis import given

from hafiz.games.coverage import verse_range_covered
from hafiz.games.kinds import matching
from hafiz.games.tests.strategies import PROPERTY_SETTINGS, game_choices, seeds, with_notable_choices

# The verses are read once per session from the test database, which pytest-django sets up only for marked tests.
pytestmark = pytest.mark.django_db


@PROPERTY_SETTINGS
@given(choice=game_choices(), seed=seeds)
@with_notable_choices
def test_matching_pairs_every_text_with_its_own_image(choice, seed, verses_around):
    chapter, verse, count = choice
    covered, _ = verses_around(verse_range_covered(chapter=chapter, verse=verse, count=count))
    shown = covered[-matching.MAX_VERSES :]

    game = matching.matching_game_build(verses=covered, rng=Random(seed))

    assert set(game) == {"textItems", "imageItems", "correctPairs"}
    texts, images, pairs = game["textItems"], game["imageItems"], game["correctPairs"]
    assert len(texts) == len(images) == len(shown) == min(count, 6)
    assert all(set(item) == {"id", "arabic_text", "english_text", "russian_text"} for item in texts)
    assert all(set(item) == {"id", "src"} for item in images)
    assert [(item["arabic_text"], item["english_text"], item["russian_text"]) for item in texts] == [
        (verse.text, verse.translation_en, verse.translation_ru) for verse in shown
    ]

    text_ids = [item["id"] for item in texts]
    image_ids = [item["id"] for item in images]
    assert len(set(text_ids + image_ids)) == 2 * len(shown)
    assert sorted(pairs) == sorted(str(text_id) for text_id in text_ids)
    assert sorted(pairs.values()) == sorted(image_ids)

    image_src = {item["id"]: item["src"] for item in images}
    for item, verse in zip(texts, shown):
        assert image_src[pairs[str(item["id"])]] == verse.image_url
    if len(shown) > 1:
        assert [image_src[pairs[str(text_id)]] for text_id in text_ids] != [item["src"] for item in images]


def test_matching_for_112_1_to_4(verses_around):
    covered, _ = verses_around(verse_range_covered(chapter=112, verse=4, count=4))

    game = matching.matching_game_build(verses=covered, rng=Random(3))

    assert [item["id"] for item in game["textItems"]] == [1, 2, 3, 4]
    assert sorted(item["id"] for item in game["imageItems"]) == [5, 6, 7, 8]
    assert game["textItems"][0]["arabic_text"] == covered[0].text
