from hafiz.review.paths import HAFIDH_CHAPTER_ORDER, custom_chapter_order


def test_hafidh_path_goes_back_through_juz_amma_from_an_nas_then_on_from_al_fatiha():
    assert HAFIDH_CHAPTER_ORDER[:4] == (114, 113, 112, 111)
    assert HAFIDH_CHAPTER_ORDER[36:39] == (78, 1, 2)
    assert HAFIDH_CHAPTER_ORDER[-1] == 77
    assert sorted(HAFIDH_CHAPTER_ORDER) == list(range(1, 115))


def test_custom_path_starts_at_the_chosen_chapter_then_follows_the_mushaf_and_wraps_round():
    order = custom_chapter_order(chapter=110)

    assert order[:6] == (110, 111, 112, 113, 114, 1)
    assert order[-1] == 109
    assert sorted(order) == list(range(1, 115))


def test_custom_path_from_al_fatiha_is_the_mushaf_order():
    assert custom_chapter_order(chapter=1) == tuple(range(1, 115))


def test_custom_path_from_an_nas_then_starts_over():
    assert custom_chapter_order(chapter=114)[:3] == (114, 1, 2)
