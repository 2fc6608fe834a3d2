"""Hypothesis strategies shared by the builders' property tests."""

from hypothesis import example, settings
from hypothesis import strategies as st

from hafiz.quran import canon

# No example database: nothing is written into the repository.
PROPERTY_SETTINGS = settings(max_examples=150, deadline=None, database=None)

# (chapter, ayahId, selectedAyah) worth trying every run: lone one-word verses (2:1, 20:1, 55:64), 3-verse
# chapters, the longest verse (2:282), the whole of chapter 2, runs of identical verses (55:13, 77:47), the ends.
NOTABLE_CHOICES = [
    (2, 1, 1),
    (20, 1, 1),
    (55, 64, 1),
    (42, 2, 2),
    (2, 282, 1),
    (2, 286, 286),
    (2, 1, 286),
    (2, 150, 286),
    (103, 1, 1),
    (103, 3, 3),
    (108, 2, 1),
    (108, 1, 3),
    (110, 3, 2),
    (55, 13, 1),
    (55, 16, 4),
    (77, 47, 1),
    (112, 4, 4),
    (112, 1, 4),
    (112, 2, 1),
    (1, 1, 1),
    (1, 7, 7),
    (114, 6, 1),
    (114, 6, 6),
]


@st.composite
def game_choices(draw) -> tuple[int, int, int]:
    """A chapter, a current verse and a 'Number of ayahs' the learn card lets a learner pick."""
    chapter = draw(st.one_of(st.integers(1, canon.CHAPTER_COUNT), st.sampled_from([2, 55, 77, 103, 108, 110])))
    verses_count = canon.VERSES_PER_CHAPTER[chapter - 1]
    verse = draw(st.one_of(st.integers(1, verses_count), st.sampled_from([1, verses_count])))
    count = draw(st.one_of(st.integers(1, verses_count), st.sampled_from([1, verses_count])))
    return chapter, verse, count


seeds = st.integers(min_value=0, max_value=2**32 - 1)


def with_notable_choices(test=None, /, **other_arguments):
    """Tries NOTABLE_CHOICES on every run, with seed 0 and `other_arguments` for a test that draws more."""

    def decorate(test):
        for choice in NOTABLE_CHOICES:
            test = example(choice=choice, seed=0, **other_arguments)(test)
        return test

    return decorate(test) if test is not None else decorate
