import pytest
from fsrs import Rating

from hafiz.recitation.rules import recitation_rating
from hafiz.xp import rules as xp_rules


@pytest.mark.parametrize(
    ("kinds", "hinted", "rating"),
    [
        ([], False, Rating.Good),
        (["tajweed", "tajweed"], False, Rating.Good),
        (["vowel"], False, Rating.Hard),
        (["wrong_word", "tajweed"], False, Rating.Hard),
        (["tajweed", "forgot", "vowel"], False, Rating.Again),
        ([], True, Rating.Hard),
        (["forgot"], True, Rating.Again),
    ],
)
def test_a_verse_is_rated_by_its_worst_slip_and_a_hint_makes_it_hard_at_best(kinds, hinted, rating):
    assert recitation_rating(slip_kinds=kinds, hinted=hinted) == rating


def test_a_recitation_pays_a_verse_each_up_to_the_days_cap():
    assert xp_rules.recitation_xp(verses=10, recitation_xp_today=0) == 10
    assert xp_rules.recitation_xp(verses=10, recitation_xp_today=295) == 5
    assert xp_rules.recitation_xp(verses=10, recitation_xp_today=300) == 0
