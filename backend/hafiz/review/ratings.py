"""How a game result on a memorised verse rates as an FSRS review."""

from fsrs import Rating

from hafiz.progress.models import Game


def rating_name(rating: Rating) -> str:
    """An FSRS rating as the API spells it: "again", "hard", "good"."""
    return rating.name.lower()


# The FSRS ratings a game can give (never Easy, below), as the API spells them.
REVIEW_RATINGS = [rating_name(rating) for rating in (Rating.Again, Rating.Hard, Rating.Good)]


def review_rating(*, won: bool, mistakes: int, game: str, flips: int | None = None, pairs: int | None = None) -> Rating:
    """Again for a lost or abandoned game; Hard for a win after mistakes; Good for a clean win.

    Mistakes are what each game counts as wrong (its module in hafiz.games.kinds says what). The memory game
    cannot be played without mismatches (unseen cards are guesses), so its mistake is taking more than twice as many
    flips (turns of two cards) as there are pairs (the pairs dealt: its GameKind.pairs_dealt). Easy is never given: a game is not evidence that a verse was too easy to review.
    """
    if not won:
        return Rating.Again
    if mistakes > 0:
        return Rating.Hard
    if game == Game.MEMORY and flips is not None and pairs is not None and flips > 2 * pairs:
        return Rating.Hard
    return Rating.Good
