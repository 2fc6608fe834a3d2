import pytest

from hafiz.accounts.names import person_name_from_provider, person_name_normalize, person_name_problem


@pytest.mark.parametrize(
    ("value", "normalised"),
    [("  Ali  ", "Ali"), ("Anne    Marie", "Anne Marie"), ("Zoe\u0308", "Zoë"), ("", "")],
)
def test_normalise_trims_collapses_spaces_and_composes(value, normalised):
    assert person_name_normalize(value) == normalised


def test_a_fine_name_has_no_problem():
    assert person_name_problem("Maryam Al-Hashimi") is None


@pytest.mark.parametrize(
    ("value", "kept"),
    [
        ("Amina", "Amina"),
        ("  Jean\u202e-Luc 2nd ", "Jean-Luc nd"),
        ("🙂", ""),
        ("1234", ""),
        ("-", ""),
        ("A" * 80, "A" * 50),
        ("A" * 49 + " Bc", "A" * 49),
    ],
)
def test_provider_names_keep_what_fits_the_rules(value, kept):
    assert person_name_from_provider(value) == kept
