"""How a recitation's slips rate each verse as an FSRS review (docs/learning.md, "Reciting from memory").

A verse is rated by its worst slip, since reciting from memory is what a review asks of a memorised verse:

* **Again** when a word was forgotten (the learner needed a prompt): the verse did not come back by itself;
* **Hard** when a word was changed for another or a vowel (harakah) was wrong, or when the first letters were shown
  as a hint while the verse was recited: it came back, but not sound;
* **Good** when it was recited clean, or with tajweed slips only: tajweed is how the words are said, not whether
  they were remembered, so it is marked (and kept) without sending the verse back sooner.

Easy is never given, as no game gives it: a learner marking their own recitation may miss a slip, and Good already
lengthens the interval at each clean recitation.
"""

from collections.abc import Collection

from fsrs import Rating

from hafiz.recitation.models import SlipKind

_RATING_BY_KIND = {
    SlipKind.FORGOT: Rating.Again,
    SlipKind.WRONG_WORD: Rating.Hard,
    SlipKind.VOWEL: Rating.Hard,
    SlipKind.TAJWEED: Rating.Good,
}


def recitation_rating(*, slip_kinds: Collection[str], hinted: bool) -> Rating:
    """The rating of one verse recited with these slips (any order, repeats allowed); `hinted`: first letters shown."""
    rating = min((_RATING_BY_KIND[SlipKind(kind)] for kind in slip_kinds), default=Rating.Good)
    return min(rating, Rating.Hard) if hinted else rating
