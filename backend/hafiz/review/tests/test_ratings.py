import pytest
from fsrs import Rating

from hafiz.progress.models import Game
from hafiz.review.ratings import review_rating


@pytest.mark.parametrize("game", [Game.SHUFFLING, Game.MATCHING, Game.AUDIO])
def test_a_win_without_mistakes_is_good(game):
    assert review_rating(won=True, mistakes=0, game=game) == Rating.Good


@pytest.mark.parametrize(
    ("game", "mistakes"),
    [(Game.AUDIO, 1), (Game.MATCHING, 1), (Game.SHUFFLING, 1), (Game.SHUFFLING, 7)],
    ids=["wrong audio answer", "failed matching submit", "move into a wrong gap", "many wrong moves"],
)
def test_a_win_after_mistakes_is_hard(game, mistakes):
    assert review_rating(won=True, mistakes=mistakes, game=game) == Rating.Hard


@pytest.mark.parametrize("game", Game.values)
@pytest.mark.parametrize("mistakes", [0, 3])
def test_a_lost_or_abandoned_game_is_again_whatever_else_it_reports(game, mistakes):
    assert review_rating(won=False, mistakes=mistakes, game=game, flips=4, pairs=4) == Rating.Again


@pytest.mark.parametrize(("flips", "pairs"), [(4, 4), (6, 4), (8, 4)])
def test_memory_won_in_at_most_twice_as_many_flips_as_pairs_is_good(flips, pairs):
    assert review_rating(won=True, mistakes=0, game=Game.MEMORY, flips=flips, pairs=pairs) == Rating.Good


def test_memory_won_in_more_than_twice_as_many_flips_as_pairs_is_hard():
    assert review_rating(won=True, mistakes=0, game=Game.MEMORY, flips=9, pairs=4) == Rating.Hard


def test_flips_only_count_in_the_memory_game():
    assert review_rating(won=True, mistakes=0, game=Game.AUDIO, flips=99, pairs=1) == Rating.Good


def test_a_game_never_rates_easy():
    ratings = {
        review_rating(won=won, mistakes=mistakes, game=game, flips=flips, pairs=4)
        for won in (True, False)
        for mistakes in (0, 1)
        for game in Game.values
        for flips in (4, 20)
    }

    assert ratings == {Rating.Again, Rating.Hard, Rating.Good}
