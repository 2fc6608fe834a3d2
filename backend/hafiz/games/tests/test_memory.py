from collections import Counter
from random import Random

import pytest
from hypothesis import given

from hafiz.games.coverage import verse_range_covered
from hafiz.games.kinds import memory
from hafiz.games.tests.strategies import PROPERTY_SETTINGS, game_choices, seeds, with_notable_choices

# The verses are read once per session from the test database, which pytest-django sets up only for marked tests.
pytestmark = pytest.mark.django_db

CARD_FIELDS = {"id", "name", "image", "text", "english_text", "russian_text", "isFlipped", "passed", "order"}


@PROPERTY_SETTINGS
@given(choice=game_choices(), seed=seeds)
@with_notable_choices
def test_memory_has_an_image_and_a_text_card_per_latest_verse(choice, seed, verses_around):
    chapter, verse, count = choice
    covered, _ = verses_around(verse_range_covered(chapter=chapter, verse=verse, count=count))

    game = memory.memory_game_build(verses=covered, rng=Random(seed))

    assert set(game) == {"cards"}
    cards = game["cards"]
    shown = covered[-memory.MAX_VERSES :]
    assert len(cards) == 2 * len(shown) == 2 * min(count, 6)
    assert all(set(card) == CARD_FIELDS and not card["isFlipped"] and not card["passed"] for card in cards)
    assert sorted(card["id"] for card in cards) == list(range(1, len(cards) + 1))
    assert [card["order"] for card in cards] == list(range(1, len(cards) + 1))

    by_name = {verse.name: verse for verse in shown}
    assert Counter(card["name"] for card in cards) == dict.fromkeys(by_name, 2)
    for name, verse in by_name.items():
        pair = [card for card in cards if card["name"] == name]
        image_card, text_card = sorted(pair, key=lambda card: card["image"] is None)
        assert image_card["image"] == verse.image_url != ""
        assert image_card["text"] is image_card["english_text"] is image_card["russian_text"] is None
        assert text_card["image"] is None
        assert (text_card["text"], text_card["english_text"], text_card["russian_text"]) == (
            verse.text,
            verse.translation_en,
            verse.translation_ru,
        )


def test_memory_cards_for_112_1_to_4(verses_around):
    covered, _ = verses_around(verse_range_covered(chapter=112, verse=4, count=4))

    cards = memory.memory_game_build(verses=covered, rng=Random(1))["cards"]

    assert sorted({card["name"] for card in cards}) == ["112:1", "112:2", "112:3", "112:4"]
    assert {card["text"] for card in cards} == {None, *(verse.text for verse in covered)}


def test_memory_order_depends_on_the_random_source(verses_around):
    covered, _ = verses_around(verse_range_covered(chapter=2, verse=255, count=6))

    orders = {
        tuple(card["id"] for card in memory.memory_game_build(verses=covered, rng=Random(seed))["cards"])
        for seed in range(5)
    }

    assert len(orders) > 1
