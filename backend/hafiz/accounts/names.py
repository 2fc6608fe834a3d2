"""Person names: letters of any script, with the spaces, hyphens and apostrophes real names use.

Anything else (digits, emoji, punctuation, control and bidi-override characters, markup) is refused, so a
name is safe to show anywhere without surprises such as text that reverses the rest of the line.
"""

import re
import unicodedata

NAME_MAX_LENGTH = 50
NAME_PUNCTUATION = frozenset(" -'\u2019")  # space, hyphen, apostrophe, typographic apostrophe

MESSAGE_BLANK = "Enter a name."
MESSAGE_TOO_LONG = f"Use at most {NAME_MAX_LENGTH} characters."
MESSAGE_CHARACTERS = "Use only letters, spaces, hyphens and apostrophes."
MESSAGE_NO_LETTER = "A name needs at least one letter."

_SPACES = re.compile(" {2,}")


def person_name_normalize(value: str) -> str:
    """Composed Unicode (NFC), no surrounding spaces, single spaces inside."""
    return _SPACES.sub(" ", unicodedata.normalize("NFC", value).strip(" "))


def person_name_search_key(value: str) -> str:
    """A name as people search compares it: case folded, compatibility forms unfolded, accents, harakat and other
    combining marks dropped (so ё reads as е), single spaces. "José Çelik" and "jose celik" give the same key."""
    decomposed = unicodedata.normalize("NFKD", value.casefold())
    kept = "".join(character for character in decomposed if not unicodedata.combining(character))
    return " ".join(unicodedata.normalize("NFC", kept).split())


def person_name_problem(value: str) -> str | None:
    """Why a normalised name is refused, or None when it is fine."""
    if not value:
        return MESSAGE_BLANK
    if len(value) > NAME_MAX_LENGTH:
        return MESSAGE_TOO_LONG
    if not all(_is_name_character(character) for character in value):
        return MESSAGE_CHARACTERS
    if not any(unicodedata.category(character).startswith("L") for character in value):
        return MESSAGE_NO_LETTER
    return None


def person_name_from_provider(value: str) -> str:
    """A name from an identity provider made to fit the rules: what does not fit is dropped, not refused."""
    kept = "".join(character for character in unicodedata.normalize("NFC", value) if _is_name_character(character))
    name = person_name_normalize(kept)[:NAME_MAX_LENGTH].strip(" ")
    return name if person_name_problem(name) is None else ""


def _is_letter(character: str) -> bool:
    # L*: letters of every script; M*: combining marks (Arabic harakat, Devanagari vowel signs, accents).
    return unicodedata.category(character)[0] in ("L", "M")


def _is_name_character(character: str) -> bool:
    return _is_letter(character) or character in NAME_PUNCTUATION
