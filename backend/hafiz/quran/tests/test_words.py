from hafiz.quran.words import verse_words


def test_words_split_on_spaces():
    assert verse_words(text="قُلۡ هُوَ ٱللَّهُ أَحَدٌ") == ["قُلۡ", "هُوَ", "ٱللَّهُ", "أَحَدٌ"]


def test_a_standalone_pause_mark_belongs_to_the_word_before():
    assert verse_words(text="لَا رَيۡبَ ۛ فِيهِ ۛ هُدٗى") == ["لَا", "رَيۡبَۛ", "فِيهِۛ", "هُدٗى"]


def test_a_pause_mark_at_the_start_stays_a_word():
    assert verse_words(text="ۖ قُلۡ") == ["ۖ", "قُلۡ"]


def test_a_thin_space_inside_a_word_does_not_split_it():
    assert verse_words(text="فَٱدَّـٰرَ\u2009ٰٔتُمۡ فِيهَا") == ["فَٱدَّـٰرَ\u2009ٰٔتُمۡ", "فِيهَا"]
