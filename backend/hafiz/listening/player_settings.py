"""What the Hifz player's settings are: their limits and their defaults (one place for both).

The settings are one JSON object per learner (PlayerSettings.values); the settings call validates it
field by field with these limits (listening.apis.PlayerSettingsSerializer). A `null` repeat count
means endless.
"""

REPEATS_MAX = 20
PAUSE_SECONDS_MIN = 1
PAUSE_SECONDS_MAX = 10
PAUSE_MULTIPLES = (0.5, 1.0, 1.5, 2.0)
RANGE_PAUSE_SECONDS_MAX = 60
SPLIT_WORDS_MIN = 2
SPLIT_WORDS_MAX = 50
DIFFICULTY_MAX = 9


class PauseMode:
    NONE = "none"  # the next verse follows at once
    FIXED = "fixed"  # pause_seconds after every verse
    MULTIPLE = "multiple"  # pause_multiple × the length of the verse (or part) just recited
    CHOICES = (NONE, FIXED, MULTIPLE)


class SplitMode:
    NONE = "none"
    PAUSE_MARKS = "pause_marks"  # a part ends at each pause mark (ۖ ۗ ۚ ۛ ۙ ۘ)
    WORDS = "words"  # a part every split_words words
    CHOICES = (NONE, PAUSE_MARKS, WORDS)


class HideMode:
    NONE = "none"
    FIRST_LETTER = "first_letter"  # hidden words show their first letter only
    HIDDEN = "hidden"  # hidden words show nothing until tapped
    CHOICES = (NONE, FIRST_LETTER, HIDDEN)


DEFAULT_PLAYER_SETTINGS: dict = {
    "verse_repeats": 3,
    "range_repeats": 1,
    "stepped": False,
    "pause_mode": PauseMode.MULTIPLE,
    "pause_seconds": 3,
    "pause_multiple": 1.0,
    "range_pause_seconds": 5,
    "split_mode": SplitMode.NONE,
    "split_words": 8,
    "hide_mode": HideMode.NONE,
    "difficulty": DIFFICULTY_MAX,
}
