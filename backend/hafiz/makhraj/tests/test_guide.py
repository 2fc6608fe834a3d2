"""The makharij data (makharij.json): 28 letters, 17 points in 5 areas, every letter, madd letter and the ghunnah born
at exactly one point, and the sifat as the classical teaching counts them."""

from collections import Counter

from hafiz.makhraj.guide import GHUNNAH, LETTER, MADD, OPPOSITE_SIFAT, makharij

ALPHABET = "ءبتثجحخدذرزسشصضطظعغفقكلمنهوي"


def letters_of(kind: str) -> list:
    return [letter for letter in makharij().letters if letter.kind == kind]


def glyphs_with(sifah: str) -> set[str]:
    return {letter.glyph for letter in letters_of(LETTER) if sifah in letter.sifat}


def test_the_28_letters_the_madd_letters_and_the_ghunnah():
    assert "".join(letter.glyph for letter in letters_of(LETTER)) == ALPHABET
    assert [letter.glyph for letter in letters_of(MADD)] == ["ا", "و", "ي"]
    assert [letter.forms for letter in letters_of(GHUNNAH)] == [("ن", "م")]
    assert len({letter.id for letter in makharij().letters}) == len(makharij().letters)


def test_17_points_in_5_areas_from_the_throat_outwards():
    guide = makharij()
    assert [point.number for point in guide.points] == list(range(1, 18))
    assert [area.id for area in guide.areas] == ["jawf", "halq", "lisan", "shafatan", "khayshum"]
    points_per_area = Counter(point.area for point in guide.points)
    assert points_per_area == {"jawf": 1, "halq": 3, "lisan": 10, "shafatan": 2, "khayshum": 1}


def test_each_letter_is_born_at_exactly_one_point_and_the_points_hold_them_all():
    guide = makharij()
    placed = Counter(letter_id for point in guide.points for letter_id in point.letters)
    assert placed == Counter(letter.id for letter in guide.letters)
    assert all(point.letters for point in guide.points)


def test_al_halq_holds_six_letters_at_three_points():
    guide = makharij()
    halq = [point for point in guide.points if point.area == "halq"]
    assert [[guide.letter(letter_id).glyph for letter_id in point.letters] for point in halq] == [
        ["ء", "ه"],
        ["ع", "ح"],
        ["غ", "خ"],
    ]


def test_letters_learners_confuse_differ_by_their_point_or_their_sifat():
    guide = makharij()
    for group in guide.confusable_groups:
        told_apart = {(guide.point_of(letter_id).number, guide.letter(letter_id).sifat) for letter_id in group}
        assert len(told_apart) == len(group), group
    assert guide.point_of("dad").number == 8 and guide.point_of("zza").number == 14
    # ط and ت share a point; ط rises and closes.
    assert guide.point_of("tta") == guide.point_of("ta")
    assert {"istila", "itbaq"} <= set(guide.letter("tta").sifat) - set(guide.letter("ta").sifat)


def test_each_letter_has_one_sifah_of_each_pair_of_opposites():
    for letter in letters_of(LETTER) + letters_of(MADD):
        for opposites in OPPOSITE_SIFAT:
            assert len(opposites & set(letter.sifat)) == 1, (letter.id, opposites)


def test_the_sifat_hold_the_letters_of_their_classical_phrases():
    assert glyphs_with("hams") == set("فحثهشخصسكت")  # فحثه شخص سكت
    assert glyphs_with("shiddah") == set("ءجدقطبكت")  # أجد قط بكت
    assert glyphs_with("tawassut") == set("لنعمر")  # لن عمر
    assert glyphs_with("istila") == set("خصضغطقظ")  # خص ضغط قظ
    assert glyphs_with("itbaq") == set("صضطظ")
    assert glyphs_with("idhlaq") == set("فرمنلب")  # فر من لب
    assert glyphs_with("qalqalah") == set("قطبجد")  # قطب جد
    assert glyphs_with("safir") == set("صزس")
    assert glyphs_with("lin") == set("وي")
    assert glyphs_with("inhiraf") == set("لر")
    assert (glyphs_with("takrir"), glyphs_with("tafashshi"), glyphs_with("istitalah")) == ({"ر"}, {"ش"}, {"ض"})


def test_every_sifah_named_is_described_in_both_languages():
    guide = makharij()
    described = {sifah.id for sifah in guide.sifat}
    assert {sifah for letter in guide.letters for sifah in letter.sifat} == described
    for item in [*guide.sifat, *guide.areas, *guide.points]:
        assert item.description_en and item.description_ru


def test_the_disjoined_openings_are_29_chapters_and_the_confusable_groups_name_letters():
    guide = makharij()
    assert len({chapter for chapter, _ in guide.disjoined_openings}) == 29
    assert all(guide.letter(letter_id).kind == LETTER for group in guide.confusable_groups for letter_id in group)
