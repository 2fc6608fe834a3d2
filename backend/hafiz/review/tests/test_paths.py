import pytest

from hafiz.review.paths import HAFIDH_CHAPTER_ORDER, custom_chapter_order, juz_amma_chapter_order


def test_hafidh_path_goes_back_through_juz_amma_then_juz_29_and_28_then_on_from_al_fatiha():
    assert HAFIDH_CHAPTER_ORDER[:4] == (114, 113, 112, 111)
    assert HAFIDH_CHAPTER_ORDER[36] == 78
    assert HAFIDH_CHAPTER_ORDER[37:48] == tuple(range(67, 78))  # Juz 29: Al-Mulk to Al-Mursalat
    assert HAFIDH_CHAPTER_ORDER[48:57] == tuple(range(58, 67))  # Juz 28: Al-Mujadila to At-Tahrim
    assert HAFIDH_CHAPTER_ORDER[57:59] == (1, 2)
    assert HAFIDH_CHAPTER_ORDER[-1] == 57
    assert sorted(HAFIDH_CHAPTER_ORDER) == list(range(1, 115))


def test_juz_amma_path_from_an_naba_takes_it_in_mushaf_order_then_goes_on_as_hafidh_path():
    order = juz_amma_chapter_order(chapter=78)

    assert order[:37] == tuple(range(78, 115))
    assert order[37:] == HAFIDH_CHAPTER_ORDER[37:]


def test_juz_amma_path_from_an_nas_is_hafidh_path():
    assert juz_amma_chapter_order(chapter=114) == HAFIDH_CHAPTER_ORDER


@pytest.mark.parametrize("chapter", [78, 114])
def test_every_juz_amma_path_covers_each_chapter_once(chapter):
    assert sorted(juz_amma_chapter_order(chapter=chapter)) == list(range(1, 115))


def test_custom_path_starts_at_the_chosen_chapter_then_follows_the_mushaf_and_wraps_round():
    order = custom_chapter_order(chapter=110)

    assert order[:6] == (110, 111, 112, 113, 114, 1)
    assert order[-1] == 109
    assert sorted(order) == list(range(1, 115))


def test_custom_path_from_al_fatiha_is_the_mushaf_order():
    assert custom_chapter_order(chapter=1) == tuple(range(1, 115))


def test_custom_path_from_an_nas_then_starts_over():
    assert custom_chapter_order(chapter=114)[:3] == (114, 1, 2)
