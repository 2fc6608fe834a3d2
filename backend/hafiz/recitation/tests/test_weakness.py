"""The weakness rule: a slip raises a word's weakness; clean recitations of its verse and time wear it down."""

from datetime import UTC, datetime, timedelta

import pytest

from hafiz.recitation.weakness import HALF_LIFE_DAYS, WEAK_FROM, SlipSeen, WeakWord, slip_weight, weak_words

NOW = datetime(2026, 11, 29, 9, 0, tzinfo=UTC)


def _slip(word: int = 1, kind: str = "forgot", *, days_ago: float = 0, clean_since: int = 0) -> SlipSeen:
    return SlipSeen(
        verse=6222, word=word, kind=kind, slipped_at=NOW - timedelta(days=days_ago), clean_since=clean_since
    )


def test_a_slip_just_made_weighs_one():
    assert weak_words([_slip()], now=NOW) == [WeakWord(verse=6222, word=1, kind="forgot", weakness=1.0)]


@pytest.mark.parametrize(("clean_since", "weakness"), [(1, 0.5), (2, 0.25)])
def test_each_clean_recitation_since_halves_it(clean_since, weakness):
    assert weak_words([_slip(clean_since=clean_since)], now=NOW)[0].weakness == weakness


def test_a_third_clean_recitation_leaves_the_word_no_longer_weak():
    assert slip_weight(age=timedelta(0), clean_since=3) < WEAK_FROM
    assert weak_words([_slip(clean_since=3)], now=NOW) == []


def test_time_halves_it_every_half_life_and_a_month_and_a_bit_ends_it():
    assert slip_weight(age=timedelta(days=HALF_LIFE_DAYS), clean_since=0) == pytest.approx(0.5)
    assert weak_words([_slip(days_ago=HALF_LIFE_DAYS * 2)], now=NOW)[0].weakness == 0.25
    assert weak_words([_slip(days_ago=35)], now=NOW) == []


def test_slips_on_one_word_add_up_and_its_kind_is_the_one_that_weighs_most():
    slips = [_slip(kind="vowel"), _slip(kind="wrong_word", days_ago=14), _slip(kind="vowel", clean_since=1)]

    assert weak_words(slips, now=NOW) == [WeakWord(verse=6222, word=1, kind="vowel", weakness=2.0)]


def test_a_tie_between_kinds_goes_to_the_one_that_costs_the_verse_most():
    assert weak_words([_slip(kind="tajweed"), _slip(kind="forgot")], now=NOW)[0].kind == "forgot"


def test_no_slip_no_weak_word_and_words_come_in_reading_order():
    assert weak_words([], now=NOW) == []
    assert [word.word for word in weak_words([_slip(word=3), _slip(word=0)], now=NOW)] == [0, 3]
