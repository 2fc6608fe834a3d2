"""The Russian transliteration made from the Arabic, and the cleaned Tanzil Latin; no database needed.

The expected Russian strings were written by hand in the style of Russian readers' editions, following the rules
in the docstring of hafiz.quran.transliteration.
"""

import json
import re
from pathlib import Path

import pytest

try:
    from hypothesis import given, settings
    from hypothesis import strategies as st
except ImportError:  # hypothesis is a dev dependency; the fuzz test is skipped without it
    given = None  # type: ignore[assignment]

from hafiz.quran.transliteration import clean_english_transliteration, russian_transliteration

ARABIC_IN_TEXT = re.compile(r"[\u0600-\u06ff\u0750-\u077f\u08a0-\u08ff\ufb50-\ufdff\ufe70-\ufeff]")
RUSSIAN_TEXT = re.compile(r"[А-Яа-яЁё ʼ-]+")
# A verse that opens with disjointed letters (muqatta'at), which are spelt out one name per letter.
DISJOINTED = re.compile(r"^(?:الٓ|كٓ|طه|طسٓ|يسٓ|صٓ|حمٓ|عٓ|قٓ|نٓ)")
# A token of marks only, or of marks and letters split off a word by a stray space (2:72); ۞ opens a word.
STARTS_WITH_MARK = re.compile(r"[\u064b-\u065f\u0670\u06d6-\u06dd\u06df-\u06ed]")
QURAN_JSON = Path("/tmp/qj/package/dist/quran.json")
TANZIL_JSON = Path("/tmp/qj/package/dist/quran_transliteration.json")


@pytest.mark.parametrize(
    ("ref", "arabic", "russian"),
    [
        ("1:1", "بِسۡمِ ٱللَّهِ ٱلرَّحۡمَٰنِ ٱلرَّحِيمِ", "Бисми лляхи ррахмани ррахим"),
        ("1:2", "ٱلۡحَمۡدُ لِلَّهِ رَبِّ ٱلۡعَٰلَمِينَ", "Аль-хамду лилляхи рабби ль-ʼалямин"),
        ("1:3", "ٱلرَّحۡمَٰنِ ٱلرَّحِيمِ", "Ар-рахмани ррахим"),
        ("1:4", "مَٰلِكِ يَوۡمِ ٱلدِّينِ", "Малики яуми ддин"),
        ("1:5", "إِيَّاكَ نَعۡبُدُ وَإِيَّاكَ نَسۡتَعِينُ", "Ийяка наʼбуду ва-ийяка настаʼин"),
        ("1:6", "ٱهۡدِنَا ٱلصِّرَٰطَ ٱلۡمُسۡتَقِيمَ", "Ихдина ссирата ль-мустаким"),
        (
            "1:7",
            "صِرَٰطَ ٱلَّذِينَ أَنۡعَمۡتَ عَلَيۡهِمۡ غَيۡرِ ٱلۡمَغۡضُوبِ عَلَيۡهِمۡ وَلَا ٱلضَّآلِّينَ",
            "Сирата ллязина анʼамта ʼаляйхим гайри ль-магдуби ʼаляйхим валя ддаллин",
        ),
        ("112:1", "قُلۡ هُوَ ٱللَّهُ أَحَدٌ", "Куль хуа ллаху ахад"),
        ("112:2", "ٱللَّهُ ٱلصَّمَدُ", "Аллаху ссамад"),
        ("112:3", "لَمۡ يَلِدۡ وَلَمۡ يُولَدۡ", "Лям ялид валям юляд"),
        ("112:4", "وَلَمۡ يَكُن لَّهُۥ كُفُوًا أَحَدُۢ", "Валям якуль ляху куфуван ахад"),
        ("113:1", "قُلۡ أَعُوذُ بِرَبِّ ٱلۡفَلَقِ", "Куль аʼузу бирабби ль-фаляк"),
        ("114:1", "قُلۡ أَعُوذُ بِرَبِّ ٱلنَّاسِ", "Куль аʼузу бирабби ннас"),
        ("114:6", "مِنَ ٱلۡجِنَّةِ وَٱلنَّاسِ", "Мина ль-джиннати ван-нас"),
        ("108:1", "إِنَّآ أَعۡطَيۡنَٰكَ ٱلۡكَوۡثَرَ", "Инна аʼтайнака ль-каусар"),
        ("101:1", "ٱلۡقَارِعَةُ", "Аль-кариʼа"),
        ("103:1", "وَٱلۡعَصۡرِ", "Валь-ʼаср"),
        ("91:1", "وَٱلشَّمۡسِ وَضُحَىٰهَا", "Ваш-шамси вадухаха"),
        ("96:1", "ٱقۡرَأۡ بِٱسۡمِ رَبِّكَ ٱلَّذِي خَلَقَ", "Икраʼ бисми раббика ллязи халяк"),
        ("111:3", "سَيَصۡلَىٰ نَارٗا ذَاتَ لَهَبٖ", "Саясля наран зата ляхаб"),
        (
            "2:2",
            "ذَٰلِكَ ٱلۡكِتَٰبُ لَا رَيۡبَۛ فِيهِۛ هُدٗى لِّلۡمُتَّقِينَ",
            "Залика ль-китабу ля райба фихи худаль лиль-муттакин",
        ),
        (
            "2:255 (opening, up to the ۚ pause)",
            "ٱللَّهُ لَآ إِلَٰهَ إِلَّا هُوَ ٱلۡحَيُّ ٱلۡقَيُّومُۚ",
            "Аллаху ля иляха илля хуа ль-хайю ль-кайюм",
        ),
        (
            "2:4",
            "وَٱلَّذِينَ يُؤۡمِنُونَ بِمَآ أُنزِلَ إِلَيۡكَ وَمَآ أُنزِلَ مِن قَبۡلِكَ وَبِٱلۡأٓخِرَةِ هُمۡ يُوقِنُونَ",
            "Валлязина юʼминуна бима унзиля иляйка вама унзиля мин каблика вабиль-ахирати хум юкинун",
        ),
        (
            "2:5",
            "أُوْلَـٰٓئِكَ عَلَىٰ هُدٗى مِّن رَّبِّهِمۡۖ وَأُوْلَـٰٓئِكَ هُمُ ٱلۡمُفۡلِحُونَ",
            "Уляʼика ʼаля худам мир раббихим ва-уляʼика хуму ль-муфлихун",
        ),
        ("2:1", "الٓمٓ", "Алиф Лям Мим"),
        ("19:1", "كٓهيعٓصٓ", "Каф Ха Я Айн Сад"),
        ("20:1", "طه", "Та Ха"),
        ("36:1", "يسٓ", "Я Син"),
        ("42:2", "عٓسٓقٓ", "Айн Син Каф"),
        ("38:1", "صٓۚ وَٱلۡقُرۡءَانِ ذِي ٱلذِّكۡرِ", "Сад валь-курʼани зи ззикр"),
        ("50:1", "قٓۚ وَٱلۡقُرۡءَانِ ٱلۡمَجِيدِ", "Каф валь-курʼани ль-маджид"),
        ("68:1", "نٓۚ وَٱلۡقَلَمِ وَمَا يَسۡطُرُونَ", "Нун валь-калями вама ястурун"),
    ],
)
def test_russian_verses(ref, arabic, russian):
    assert russian_transliteration(arabic=arabic) == russian, ref


@pytest.mark.parametrize(
    ("arabic", "russian"),
    [
        # A tanwin before a hamzat wasl takes и, and Allah's lam is soft after it (112:1-2 read on).
        ("قُلۡ هُوَ ٱللَّهُ أَحَدٌ ٱللَّهُ ٱلصَّمَدُ", "Куль хуа ллаху ахадуни лляху ссамад"),
        # Iqlab: nun before ba is м.
        ("مِنۢ بَعۡدِ", "Мим баʼд"),
        # Idgham inside a word.
        ("عَبَدتُّمۡ", "ʼАбаттум"),
        # Imala in 11:41.
        ("مَجۡرٜىٰهَا", "Маджреха"),
        # The small nun of 21:88 doubles the jim.
        ("نُـۨجِي ٱلۡمُؤۡمِنِينَ", "Нудджи ль-муʼминин"),
        # Hamzat wasl at the start: у before an original damma, и otherwise and in ٱسۡم.
        ("ٱدۡخُلُواْ", "Удхулю"),
        ("ٱمۡشُواْ", "Имшу"),
        ("ٱسۡمُهُۥ ٱلۡمَسِيحُ", "Исмуху ль-масих"),
        # The vocative prefix keeps a hyphen before the hamza.
        ("يَـٰٓأَيُّهَا ٱلنَّاسُ", "Я-айюха ннас"),
        # The sajda sign and the small high madda are not read (7:206).
        (
            "إِنَّ ٱلَّذِينَ عِندَ رَبِّكَ لَا يَسۡتَكۡبِرُونَ عَنۡ عِبَادَتِهِۦ وَيُسَبِّحُونَهُۥ وَلَهُۥ يَسۡجُدُونَۤ۩",
            "Инна ллязина ʼинда раббика ля ястакбируна ʼан ʼибадатихи ваюсаббихунаху валяху ясджудун",
        ),
        # 2:72 has a stray thin space inside فَٱدَّـٰرَٰٔتُمۡ.
        (
            "وَإِذۡ قَتَلۡتُمۡ نَفۡسٗا فَٱدَّـٰرَ\u2009ٰٔتُمۡ فِيهَاۖ وَٱللَّهُ مُخۡرِجٞ مَّا كُنتُمۡ تَكۡتُمُونَ",
            "Ва-из катальтум нафсан фаддараʼтум фиха валлаху мухриджум ма кунтум тактумун",
        ),
        ("", ""),
    ],
)
def test_russian_rules(arabic, russian):
    assert russian_transliteration(arabic=arabic) == russian


# Verses with the awkward corners of the script: long verses with many pause marks, sajda signs, hamza seats,
# small letters, the disjointed letters and the stray space of 2:72.
TRICKY_VERSES = {
    "2:1": "الٓمٓ",
    "2:72": "وَإِذۡ قَتَلۡتُمۡ نَفۡسٗا فَٱدَّـٰرَ\u2009ٰٔتُمۡ فِيهَاۖ وَٱللَّهُ مُخۡرِجٞ مَّا كُنتُمۡ تَكۡتُمُونَ",
    "2:282 (beginning)": (
        "يَـٰٓأَيُّهَا ٱلَّذِينَ ءَامَنُوٓاْ إِذَا تَدَايَنتُم بِدَيۡنٍ إِلَىٰٓ أَجَلٖ مُّسَمّٗى فَٱكۡتُبُوهُۚ وَلۡيَكۡتُب "
        "بَّيۡنَكُمۡ كَاتِبُۢ بِٱلۡعَدۡلِۚ وَلَا يَأۡبَ كَاتِبٌ أَن يَكۡتُبَ كَمَا عَلَّمَهُ ٱللَّهُۚ فَلۡيَكۡتُبۡ وَلۡيُمۡلِلِ "
        "ٱلَّذِي عَلَيۡهِ ٱلۡحَقُّ وَلۡيَتَّقِ ٱللَّهَ رَبَّهُۥ وَلَا يَبۡخَسۡ مِنۡهُ شَيۡـٔٗاۚ"
    ),
    "2:31": ("وَعَلَّمَ ءَادَمَ ٱلۡأَسۡمَآءَ كُلَّهَا ثُمَّ عَرَضَهُمۡ عَلَى ٱلۡمَلَـٰٓئِكَةِ فَقَالَ أَنۢبِـُٔونِي بِأَسۡمَآءِ هَـٰٓؤُلَآءِ إِن كُنتُمۡ صَٰدِقِينَ"),
    "2:71": (
        "قَالَ إِنَّهُۥ يَقُولُ إِنَّهَا بَقَرَةٞ لَّا ذَلُولٞ تُثِيرُ ٱلۡأَرۡضَ وَلَا تَسۡقِي ٱلۡحَرۡثَ مُسَلَّمَةٞ لَّا شِيَةَ "
        "فِيهَاۚ قَالُواْ ٱلۡـَٰٔنَ جِئۡتَ بِٱلۡحَقِّۚ فَذَبَحُوهَا وَمَا كَادُواْ يَفۡعَلُونَ"
    ),
    "7:206": ("إِنَّ ٱلَّذِينَ عِندَ رَبِّكَ لَا يَسۡتَكۡبِرُونَ عَنۡ عِبَادَتِهِۦ وَيُسَبِّحُونَهُۥ وَلَهُۥ يَسۡجُدُونَۤ۩"),
    "13:15": ("وَلِلَّهِۤ يَسۡجُدُۤ مَن فِي ٱلسَّمَٰوَٰتِ وَٱلۡأَرۡضِ طَوۡعٗا وَكَرۡهٗا وَظِلَٰلُهُم بِٱلۡغُدُوِّ وَٱلۡأٓصَالِ۩"),
    "6:74": ("۞وَإِذۡ قَالَ إِبۡرَٰهِيمُ لِأَبِيهِ ءَازَرَ أَتَتَّخِذُ أَصۡنَامًا ءَالِهَةً إِنِّيٓ أَرَىٰكَ وَقَوۡمَكَ فِي ضَلَٰلٖ مُّبِينٖ"),
    "11:41": "۞وَقَالَ ٱرۡكَبُواْ فِيهَا بِسۡمِ ٱللَّهِ مَجۡرٜىٰهَا وَمُرۡسَىٰهَآۚ إِنَّ رَبِّي لَغَفُورٞ رَّحِيمٞ",
    "12:11": "قَالُواْ يَـٰٓأَبَانَا مَا لَكَ لَا تَأۡمَ۬نَّا عَلَىٰ يُوسُفَ وَإِنَّا لَهُۥ لَنَٰصِحُونَ",
    "18:1": "ٱلۡحَمۡدُ لِلَّهِ ٱلَّذِيٓ أَنزَلَ عَلَىٰ عَبۡدِهِ ٱلۡكِتَٰبَ وَلَمۡ يَجۡعَل لَّهُۥ عِوَجَاۜ",
    "19:1": "كٓهيعٓصٓ",
    "21:88": "فَٱسۡتَجَبۡنَا لَهُۥ وَنَجَّيۡنَٰهُ مِنَ ٱلۡغَمِّۚ وَكَذَٰلِكَ نُـۨجِي ٱلۡمُؤۡمِنِينَ",
    "38:1": "صٓۚ وَٱلۡقُرۡءَانِ ذِي ٱلذِّكۡرِ",
    "41:44 (part)": "ءَا۬عۡجَمِيّٞ وَعَرَبِيّٞۗ قُلۡ هُوَ لِلَّذِينَ ءَامَنُواْ هُدٗى وَشِفَآءٞۚ",
    "42:1": "حمٓ",
    "42:2": "عٓسٓقٓ",
    "50:1": "قٓۚ وَٱلۡقُرۡءَانِ ٱلۡمَجِيدِ",
    "56:23": "كَأَمۡثَٰلِ ٱللُّؤۡلُوِٕ ٱلۡمَكۡنُونِ",
    "68:1": "نٓۚ وَٱلۡقَلَمِ وَمَا يَسۡطُرُونَ",
    "83:14": "كَلَّاۖ بَلۡۜ رَانَ عَلَىٰ قُلُوبِهِم مَّا كَانُواْ يَكۡسِبُونَ",
    "96:19": "كَلَّا لَا تُطِعۡهُ وَٱسۡجُدۡۤ وَٱقۡتَرِب۩",
}


@pytest.mark.parametrize("ref", sorted(TRICKY_VERSES))
def test_russian_is_clean_cyrillic(ref):
    _assert_clean_russian(ref, TRICKY_VERSES[ref], russian_transliteration(arabic=TRICKY_VERSES[ref]))


def _assert_clean_russian(ref: str, arabic: str, russian: str) -> None:
    assert russian, ref
    assert not ARABIC_IN_TEXT.search(russian), (ref, russian)
    assert RUSSIAN_TEXT.fullmatch(russian), (ref, russian)
    assert "  " not in russian and russian == russian.strip(), (ref, russian)
    assert next(char for char in russian if char.isalpha() and char != "ʼ").isupper(), (ref, russian)
    for word in russian.split():
        assert not word.startswith("-") and not word.endswith("-") and "--" not in word, (ref, russian)
    # One Russian word per Arabic word, except the disjointed letters, which are spelt out letter by letter.
    arabic_words = [token for token in arabic.split() if not STARTS_WITH_MARK.match(token)]
    if not DISJOINTED.match(arabic):
        assert len(russian.split()) == len(arabic_words), (ref, russian)


@pytest.mark.skipif(not QURAN_JSON.is_file(), reason=f"{QURAN_JSON} (the unpacked quran-json package) is not here")
def test_russian_whole_quran():
    chapters = json.loads(QURAN_JSON.read_text(encoding="utf-8"))
    verses = [(f"{chapter['id']}:{verse['id']}", verse["text"]) for chapter in chapters for verse in chapter["verses"]]
    assert len(verses) == 6236
    for ref, arabic in verses:
        _assert_clean_russian(ref, arabic, russian_transliteration(arabic=arabic))


@pytest.mark.parametrize(
    ("tanzil", "cleaned"),
    [
        ("Bismi Allahi alrrahmani alrraheemi", "Bismi Allahi ar-rahmani ar-raheemi"),
        ("Alhamdu lillahi rabbi alAAalameena", "Alhamdu lillahi rabbi alʿalameena"),
        ("Maliki yawmi alddeeni", "Maliki yawmi ad-deeni"),
        ("Iyyaka naAAbudu waiyyaka nastaAAeenu", "Iyyaka naʿbudu waiyyaka nastaʿeenu"),
        ("Qul huwa Allahu ahadun", "Qul huwa Allahu ahadun"),
        ("Qul aAAoothu birabbi alnnasi", "Qul aʿoothu birabbi an-nasi"),
        ("Mina aljinnati waalnnasi", "Mina aljinnati wa-an-nasi"),
        ("Sad waalqurani thee alththikri", "Sad waalqurani thee ath-thikri"),
        ("AAabasa watawalla", "ʿAbasa watawalla"),
        # 9:89 starts in lower case in the Tanzil text.
        ("aAAadda Allahu lahum jannatin", "Aʿadda Allahu lahum jannatin"),
        # 104:8 is misprinted with a lower-case L for the I.
        ("lnnaha AAalayhim musadatun", "Innaha ʿalayhim musadatun"),
        # 114:6 reads "wa alnnasm" in the Tanzil text.
        ("Mina aljinnati wa alnnasm", "Mina aljinnati wa-an-nasi"),
        ("Walillahi yasjudu man fee alssamawati waalardi", "Walillahi yasjudu man fee as-samawati waalardi"),
        (
            "Waith qataltum nafsan faiddaratum feeha waAllahu mukhrijun",
            "Waith qataltum nafsan faiddaratum feeha waallahu mukhrijun",
        ),
        ("WaAllahu biAllahi", "Waallahu biallahi"),
        ("  Qul  huwa   Allahu ahadun ", "Qul huwa Allahu ahadun"),
        ("Aliflammeem", "Aliflammeem"),
    ],
)
def test_clean_english(tanzil, cleaned):
    assert clean_english_transliteration(text=tanzil) == cleaned


@pytest.mark.skipif(not TANZIL_JSON.is_file(), reason=f"{TANZIL_JSON} (the unpacked quran-json package) is not here")
def test_clean_english_whole_quran():
    chapters = json.loads(TANZIL_JSON.read_text(encoding="utf-8"))
    for chapter in chapters:
        for verse in chapter["verses"]:
            cleaned = clean_english_transliteration(text=verse["transliteration"])
            ref = f"{chapter['id']}:{verse['id']}"
            assert "AA" not in cleaned and not re.search(r"[a-z][A-Z]|.ʿ[A-Z]", cleaned), (ref, cleaned)
            assert "  " not in cleaned and cleaned == cleaned.strip(), (ref, cleaned)
            assert next(char for char in cleaned if char.isalpha() and char != "ʿ").isupper(), (ref, cleaned)


if given is not None:
    # Letters, harakat, Qur'anic marks, spaces (and the thin space of 2:72) in any order.
    ARABIC_ALPHABET = (
        [chr(code) for code in range(0x0621, 0x063B)]
        + [chr(code) for code in range(0x0640, 0x0658)]
        + ["\u065c", "\u065e", "\u0670", "\u0671"]
        + [chr(code) for code in range(0x06D6, 0x06EE)]
        + [" ", " ", "\u2009"]
    )

    @settings(max_examples=300, deadline=None)
    @given(st.text(alphabet=ARABIC_ALPHABET, max_size=60))
    def test_russian_never_fails_on_any_arabic(arabic):
        russian = russian_transliteration(arabic=arabic)
        assert not ARABIC_IN_TEXT.search(russian)
        assert russian == "" or RUSSIAN_TEXT.fullmatch(russian)
        assert "  " not in russian and russian == russian.strip()
