"""Readable transliterations of a verse: Russian (Cyrillic) made from the Arabic, and the Tanzil Latin cleaned up.

Pure functions, standard library only.

Russian: russian_transliteration(arabic=...)
--------------------------------------------

Made from the Uthmani (Hafs) text of quran-json, in the style of popular Russian readers' transliterations
("Аль-хамду лилляхи рабби ль-ʼалямин"). It writes what a reciter says, and every Arabic word gives exactly one
Russian word (the disjointed letters excepted), so the two can be lined up word by word. It expects fully
vocalised Uthmani text as in quran-json (ۡ for sukun, ْ for a silent letter); bare Arabic gives bare consonants.

    Letters         ب б  ت т  ث с  ج дж  ح х  خ х  د д  ذ з  ر р  ز з  س с  ش ш  ص с  ض д  ط т  ظ з
                    ع ʼ  غ г  ف ф  ق к  ك к  ل л  م м  ن н  ه х  و в  ي й  ة т
    Hamza           ء أ إ ؤ ئ (and ٔ ٕ on a seat): ʼ between or after sounds, nothing at the start of a word
                    (ахад, саʼаля, шайʼ); أٓ with madda is а (ль-ахирати)
    Short vowels    fatha а, kasra и, damma у; the imala dot of 11:41 е (маджреха);
                    after ل: ля лю ли (soft, as in Russian editions); after ي: я ю йи, ья ью after a consonant
                    (дунья, марьям)
    Tanwin          ан ун ин (the open forms too); with the small meem ۢ / ۭ (iqlab) ам ум им
    Sukun ۡ          the bare consonant; ل without a vowel is ль (куль, ль-); َوۡ ау, َيۡ ай (яуми, ʼаляйхим)
    Shadda          the consonant written twice (рабби, ддж), except on the first letter of a word: that
                    doubling comes from the word before (see idgham)
    Long vowels     ا ى ٰ, و after у, ي after и, small ۥ ۦ ۧ: not written, the short vowel stands for both
    Silent          a letter with ْ or ۠, the tatweel ـ, madda ٓ ۤ, ۜ ۬, ۩ ۞
    Ta marbuta ة    т; silent at a pause (джанна, аль-кариʼа)
    Hamzat wasl ٱ   silent when joined to the word before (хуа ллаху, ннасу ʼбуду); at the start of a verse
                    or after a pause а for the article and Allah, у when the next vowel is an original damma
                    (удхулю), otherwise и (ихдина, икраʼ, исмуху); a tanwin before it takes и (ахадуни лляху)
    Article ٱل      moon letters аль- at the start, ль- joined, валь- биль- лиль- after a prefix;
                    sun letters ар-рахмани at the start, ррахмани joined, ван-нас лин-нас after a prefix;
                    ٱلَّذِينَ аллязина / ллязина
    Allah ٱللَّه     Аллаху, joined ллаху; лля after и (бисми лляхи, лилляхи, билляхи); lower case
    هُوَ             хуа
    Idgham          a consonant with no mark before a doubled letter merges into it:
                    يَكُن لَّهُۥ якуль ляху, مِن رَّبِّهِمۡ мир раббихим, هُدٗى لِّلۡ худаль лиль-,
                    عَبَدتُّمۡ ʼабаттум; ن and tanwin before و ي stay н
    Prefix + hamza  وَ فَ بِ لِ لَ and the vocative يَـٰ before a vowelled hamza: hyphen (ва-ийяка, я-айюха)
    Pause           at the end of a verse and at the marks ۘ ۗ ۚ: the last short vowel, the tanwin and ۥ ۦ are
                    not said (ахад, лях), tanwin fath is а (хасира), ة is silent; at ۖ ۛ ۙ the reading goes on
    Disjointed      الٓمٓ Алиф Лям Мим, كٓهيعٓصٓ Каф Ха Я Айн Сад, طه Та Ха, صٓ Сад, قٓ Каф, نٓ Нун
    Capitals        the first letter of the verse (and each letter name)

The output holds only Cyrillic letters, spaces, hyphens and ʼ (U+02BC, for both ʿayn and hamza).

English: clean_english_transliteration(text=...)
------------------------------------------------

The Tanzil Latin transliteration writes ʿayn as "AA" ("alAAalameena"), capitalises Allah after a prefix
("waAllahu") and writes the sun-letter article as "al" plus the doubled letter ("alrraheemi"). Cleaning:

    AA                       ʿ (U+02BF): alʿalameena, ʿAbasa
    capital inside a word    lower case: waallahu, biallahi
    al + doubled sun letter  ar-raheemi, as-samadu, ath-thikri; after a prefix wa-an-nasi, bi-an-nasi
    misprints                104:8 "lnnaha" → Innaha, 114:6 "wa alnnasm" → wa-an-nasi
    spaces                   collapsed and trimmed; the first letter of the verse capitalised (aʿadda → Aʿadda)
"""

import re
from dataclasses import dataclass

# ---------------------------------------------------------------------------------------------------------------
# Russian
# ---------------------------------------------------------------------------------------------------------------

_WASL = "\u0671"  # ٱ
_ALIF = "\u0627"
_ALIF_MAQSURA = "\u0649"
_WAW = "\u0648"
_YA = "\u064a"
_LAM = "\u0644"
_NUN = "\u0646"
_MIM = "\u0645"
_RA = "\u0631"
_HA = "\u0647"
_TA_MARBUTA = "\u0629"
_HAMZA = "\u0621"
_TATWEEL = "\u0640"
_HAMZA_SEATS = {_TATWEEL, _YA, _WAW, _ALIF_MAQSURA, _ALIF}
_HAMZA_LETTERS = {_HAMZA, "\u0623", "\u0625", "\u0624", "\u0626"}  # ء أ إ ؤ ئ

_CONSONANTS = {
    "\u0628": "б",
    "\u062a": "т",
    "\u062b": "с",
    "\u062c": "дж",
    "\u062d": "х",
    "\u062e": "х",
    "\u062f": "д",
    "\u0630": "з",
    "\u0631": "р",
    "\u0632": "з",
    "\u0633": "с",
    "\u0634": "ш",
    "\u0635": "с",
    "\u0636": "д",
    "\u0637": "т",
    "\u0638": "з",
    "\u0639": "ʼ",
    "\u063a": "г",
    "\u0641": "ф",
    "\u0642": "к",
    "\u0643": "к",
    "\u0644": "л",
    "\u0645": "м",
    "\u0646": "н",
    "\u0647": "х",
    "\u0648": "в",
    "\u064a": "й",
    "\u0649": "й",
    "\u0629": "т",
    "\u0621": "ʼ",
    "\u0623": "ʼ",
    "\u0625": "ʼ",
    "\u0624": "ʼ",
    "\u0626": "ʼ",
}
_LETTERS = set(_CONSONANTS) | {_WASL, _ALIF, _TATWEEL}

_VOWELS = {"\u064e": "a", "\u0650": "i", "\u064f": "u", "\u065c": "e"}  # fatha kasra damma, imala dot
_TANWIN = {
    "\u064b": "a",
    "\u0657": "a",  # fathatan, open fathatan
    "\u064d": "i",
    "\u0656": "i",  # kasratan, open kasratan
    "\u064c": "u",
    "\u065e": "u",  # dammatan, open dammatan
}
_SHADDA = "\u0651"
_SUKUN = "\u06e1"  # the Uthmani small high dotless head of khah; plain ْ marks a silent letter in this text
_SILENT = {"\u0652", "\u06e0", "\u06df"}  # ْ, small high upright rectangular zero ۠, rounded zero ۟
_DAGGER_ALIF = "\u0670"
_IQLAB = {"\u06e2", "\u06ed"}  # small high / low meem
_SMALL_NUN = "\u06e8"  # نُـۨجِي (21:88): merged into the next letter
_HAMZA_MARKS = {"\u0654", "\u0655"}  # hamza above / below, written on a seat
_PAUSE_MARKS = {"\u06d8", "\u06d7", "\u06da"}  # ۘ compulsory, ۗ better to stop, ۚ permissible
_MADD = "\u0653"  # on a hamza without a vowel (ٱلۡأٓخِرَةِ) it is the long a
_IGNORED = {
    "\u06e4",  # small high madda
    "\u06e5",
    "\u06e6",
    "\u06e7",  # small waw / ya / high ya: long vowels
    "\u06dc",
    "\u06ec",  # small high seen, round dot (tashil)
    "\u06d6",
    "\u06db",
    "\u06d9",  # ۖ ۛ ۙ: read on
    "\u06e9",
    "\u06de",  # sajda, rub el hizb
}
_MARKS = (
    set(_VOWELS)
    | set(_TANWIN)
    | _SILENT
    | _IQLAB
    | _HAMZA_MARKS
    | _PAUSE_MARKS
    | _IGNORED
    | {_SHADDA, _SUKUN, _DAGGER_ALIF, _SMALL_NUN, _MADD}
)

_VOWEL_LETTERS = {"a": "а", "i": "и", "u": "у", "e": "е"}
_RUSSIAN_CONSONANTS = set("бвгджзклмнпрстфхцчшщ")

# Disjointed letters (muqatta'at) and their names.
_LETTER_NAMES = {
    _ALIF: "Алиф",
    _LAM: "Лям",
    _MIM: "Мим",
    "\u0635": "Сад",
    _RA: "Ра",
    "\u0643": "Каф",
    _HA: "Ха",
    _YA: "Я",
    "\u0639": "Айн",
    "\u0637": "Та",
    "\u0633": "Син",
    "\u062d": "Ха",
    "\u0642": "Каф",
    _NUN: "Нун",
}
# ٱ + these two consonants: nouns whose wasl is always и (ٱسۡم ٱبۡن ٱمۡرُؤ ٱثۡنَانِ).
_WASL_I_NOUNS = {("\u0633", _MIM), ("\u0628", _NUN), (_MIM, _RA), ("\u062b", _NUN)}


@dataclass(slots=True)
class _Unit:
    """One written letter with its marks."""

    base: str
    vowel: str | None = None
    tanwin: bool = False
    shadda: bool = False
    sukun: bool = False
    silent: bool = False
    dagger: bool = False
    iqlab: bool = False
    small_nun: bool = False
    madd: bool = False
    # Set while rendering.
    no_double: bool = False
    article: str | None = None  # "moon" / "sun" / "allah" on the lam of the article
    allah_lam: bool = False

    @property
    def bare(self) -> bool:
        """No vowel, no sukun, no doubling: a consonant that merges into a doubled letter after it."""
        return self.vowel is None and not self.tanwin and not self.sukun and not self.shadda and not self.dagger


@dataclass(slots=True)
class _Word:
    units: list[_Unit]
    pause: bool  # carries a mark where the reciter stops


def _parse_word(token: str) -> _Word:
    units: list[_Unit] = []
    pause = False
    current: _Unit | None = None
    for char in token:
        if char in _LETTERS:
            current = _Unit(char)
            units.append(current)
        elif char in _HAMZA_MARKS:
            if current is not None and current.base in _HAMZA_SEATS:
                current.base = _HAMZA
            else:
                current = _Unit(_HAMZA)
                units.append(current)
        elif char in _PAUSE_MARKS:
            pause = True
        elif current is None:
            continue
        elif char in _VOWELS:
            current.vowel = _VOWELS[char]
        elif char in _TANWIN:
            current.vowel, current.tanwin = _TANWIN[char], True
        elif char == _SHADDA:
            current.shadda = True
        elif char == _SUKUN:
            current.sukun = True
        elif char in _SILENT:
            current.silent = True
        elif char == _DAGGER_ALIF:
            current.dagger = True
        elif char in _IQLAB:
            current.iqlab = True
        elif char == _SMALL_NUN:
            current.small_nun = True
        elif char == _MADD:
            current.madd = True
        # anything else (madd signs, small waw/ya, sajda, unknown marks) is not pronounced
    # A tatweel only carries marks: ٰ and small ya lengthen the letter before it, a small nun doubles the next one.
    merged: list[_Unit] = []
    double_next = False
    for unit in units:
        if unit.base == _TATWEEL:
            if unit.small_nun:
                double_next = True
            elif merged and unit.dagger:
                merged[-1].dagger = True
            continue
        if double_next:
            unit.shadda, double_next = True, False
        merged.append(unit)
    return _Word(merged, pause)


def _split_words(text: str) -> list[str]:
    """Tokens; one that starts with a mark (2:72 has a stray thin space inside a word) joins the one before."""
    tokens: list[str] = []
    for token in text.split():
        if tokens and token[0] in _MARKS:
            tokens[-1] += token
        else:
            tokens.append(token)
    return tokens


def _is_disjointed_letters(word: _Word) -> bool:
    """الٓمٓ, كٓهيعٓصٓ, طه: letters without vowels, marked with the madda (طه, 20:1, has none)."""
    return (
        bool(word.units)
        and all(
            unit.base in _LETTER_NAMES and unit.vowel is None and not (unit.shadda or unit.sukun or unit.silent)
            for unit in word.units
        )
        and (any(unit.madd for unit in word.units) or [unit.base for unit in word.units] == ["\u0637", _HA])
    )


def _is_prefix(unit: _Unit) -> bool:
    """وَ فَ بِ لِ لَ, or the vocative يَـٰ: a one-letter word written together with the next."""
    if unit.tanwin:
        return False
    if unit.base in (_WAW, "\u0641"):
        return unit.vowel == "a"
    if unit.base == "\u0628":
        return unit.vowel == "i"
    if unit.base == _LAM:
        return unit.vowel in ("a", "i")
    if unit.base == _YA:
        return unit.vowel == "a" and unit.dagger
    return False


def _mark_allah_and_article(units: list[_Unit]) -> None:
    """Find the name of God and the article lam (after ٱ, or after the preposition لِ)."""
    for index in range(1, len(units) - 1):
        # لِلَّهِ and its prefixed forms: the preposition lam, then the doubled lam of Allah.
        unit, before = units[index], units[index - 1]
        if (
            unit.base == _LAM
            and unit.shadda
            and unit.vowel == "a"
            and before.base == _LAM
            and before.vowel == "i"
            and all(_is_prefix(u) for u in units[:index])
            and units[index + 1].base == _HA
            and index + 2 == len(units)
        ):
            unit.allah_lam = True
            return
    for index, unit in enumerate(units):
        if unit.base != _LAM or index == 0 or index + 1 >= len(units):
            continue
        before, after = units[index - 1], units[index + 1]
        after_wasl = before.base == _WASL or (before.base == _ALIF and index >= 2)  # ٱل, or ءَآل (question)
        after_li = before.base == _LAM and before.vowel == "i" and all(_is_prefix(u) for u in units[:index])
        if not (after_wasl or after_li):
            continue
        # Allah: (ٱ)ل + لَّ + ه with at most a vowel, or ٱللَّهُمَّ.
        if (
            unit.bare
            and after.base == _LAM
            and after.shadda
            and after.vowel == "a"
            and index + 2 < len(units)
            and units[index + 2].base == _HA
            and (index + 3 == len(units) or (index + 4 == len(units) and units[index + 3].base == _MIM))
        ):
            unit.article, after.allah_lam = "allah", True
        elif unit.sukun:
            # ٱلۡتَقَى (iltaqā, "met") is a verb, not al- + taqā.
            if not (after.base == "\u062a" and index + 2 < len(units) and units[index + 2].base == "\u0642"):
                unit.article = "moon"
        elif unit.bare and after.shadda and after.base in _CONSONANTS:
            unit.article = "sun"
        return


def _wasl_vowel(units: list[_Unit]) -> str:
    """The vowel of a hamzat wasl said at the start of a verse or after a pause."""
    if len(units) > 1 and units[1].base == _LAM and (units[1].article or units[1].shadda):
        return "a"
    if len(units) > 2 and (units[1].base, units[2].base) in _WASL_I_NOUNS:
        return "i"
    for position, unit in enumerate(units[1:], start=1):
        if unit.vowel is None:
            continue
        if unit.vowel != "u":
            return "i"
        following = units[position + 1] if position + 1 < len(units) else None
        plural_waw = following is not None and following.base == _WAW and following.vowel is None
        if plural_waw and not (units[1].base == "\u062f" and units[2].base == "\u0639"):  # ٱدۡعُواْ is ud'ū
            return "i"  # ٱمۡشُواْ, ٱقۡضُوٓاْ, ٱئۡتُواْ: the damma belongs to the plural ending
        return "u"
    return "i"


def _apply_pause(units: list[_Unit]) -> None:
    """A word said before a stop: the last short vowel, tanwin and ة are not pronounced, tanwin fath is а."""
    last = len(units) - 1
    while last > 0 and units[last].silent and units[last].base == _ALIF:
        last -= 1
    unit = units[last]
    if unit.base in (_ALIF, _ALIF_MAQSURA) and unit.vowel is None:
        if last > 0:
            units[last - 1].tanwin = units[last - 1].iqlab = False
        return
    if unit.base in (_WAW, _YA) and unit.vowel is None and not unit.shadda:
        return  # a long vowel or a diphthong stays
    if unit.base == _TA_MARBUTA:
        unit.silent = True
        return
    if unit.tanwin and unit.vowel == "a" and not unit.iqlab:
        unit.tanwin = False
        return
    unit.vowel, unit.tanwin, unit.iqlab, unit.dagger = None, False, False, False


def _final_consonant(base: str) -> str:
    return "ль" if base == _LAM else _CONSONANTS.get(base, "н")


def _consonant_with_vowel(base: str, vowel: str | None, doubled: bool, hard_lam: bool, before: str) -> str:
    if base == _LAM:
        if vowel is None:
            body = "ль"
        elif hard_lam and vowel in ("a", "u"):
            body = "л" + _VOWEL_LETTERS[vowel]
        else:
            body = {"a": "ля", "u": "лю", "i": "ли", "e": "ле"}[vowel]
        return ("л" if doubled else "") + body
    if base in (_YA, _ALIF_MAQSURA):
        body = {None: "й", "a": "я", "u": "ю", "i": "йи", "e": "йе"}[vowel]
        if not doubled and vowel in ("a", "u") and before in _RUSSIAN_CONSONANTS:
            body = "ь" + body
        return ("й" if doubled else "") + body
    consonant = _CONSONANTS[base]
    vowel_letter = _VOWEL_LETTERS[vowel] if vowel else ""
    if consonant == "ʼ":
        return consonant + vowel_letter
    if doubled:
        consonant = ("д" if consonant == "дж" else consonant) + consonant
    return consonant + vowel_letter


@dataclass(slots=True)
class _Rendered:
    text: str
    last_vowel: str | None
    ends_in_tanwin: bool


def _render_word(
    word: _Word, *, start: bool, pause: bool, previous_vowel: str | None, next_first: _Unit | None
) -> _Rendered:
    units = word.units
    _mark_allah_and_article(units)
    wasl_vowel = _wasl_vowel(units) if start and units[0].base == _WASL else None  # before the pause drops a vowel
    if pause:
        _apply_pause(units)
    # The word هُوَ (with وَ فَ لَ before it) is said хуа.
    huwa = (
        len(units) >= 2
        and units[-1].base == _WAW
        and units[-1].vowel == "a"
        and not units[-1].tanwin
        and units[-2].base == _HA
        and units[-2].vowel == "u"
        and all(_is_prefix(u) for u in units[:-2])
    )
    out: list[str] = []
    ends_in_tanwin = False
    vowel = previous_vowel  # the vowel sounded just before the current letter (None after a consonant)

    def before() -> str:
        return out[-1][-1] if out and out[-1] else ""

    for index, unit in enumerate(units):
        base = unit.base
        following = units[index + 1] if index + 1 < len(units) else next_first
        if unit.silent:
            continue
        if base == _WASL:
            if index == 0 and wasl_vowel is not None:
                vowel = wasl_vowel
                out.append(_VOWEL_LETTERS[vowel])
            continue
        if base == _ALIF:
            continue
        if base in (_WAW, _YA, _ALIF_MAQSURA) and unit.vowel is None and not unit.shadda:
            if unit.dagger or base == _ALIF_MAQSURA:  # a seat of the long a (ٱلصَّلَوٰةَ, عَلَىٰ)
                if unit.dagger and vowel is None and base != _ALIF_MAQSURA:
                    out.append("а")
                    vowel = "a"
                continue
            if following is not None and following.base == base and following.shadda:
                continue  # بِأَييِّكُمُ
            if not unit.sukun and vowel == ("u" if base == _WAW else "i"):
                continue  # a long vowel
            if vowel == "a":
                out.append("у" if base == _WAW else "й")  # diphthong
            else:
                out.append(_consonant_with_vowel(base, None, False, False, before()))
            vowel = None
            continue
        if base == _LAM and unit.article == "allah":
            continue
        if base == _LAM and unit.article == "moon":
            out.append("ль-")
            vowel = None
            continue
        if unit.article == "sun" and following is not None:
            following.no_double = True
            if out:
                out.append(("ль" if following.base == _LAM else _CONSONANTS[following.base]) + "-")
            else:
                out.append("л" if following.base == _LAM else _CONSONANTS[following.base])
            vowel = None
            continue
        # idgham: a bare consonant merges into the doubled letter after it (in the word or the next word)
        if (
            unit.bare
            and not unit.iqlab
            and following is not None
            and following.shadda
            and base not in _HAMZA_LETTERS
            and base != _TA_MARBUTA
            and following.base not in (_WAW, _YA)
            and (base != _NUN or following.base in (_LAM, _RA, _MIM, _NUN))
        ):
            following.no_double = True
            out.append(_final_consonant(following.base))
            vowel = None
            continue
        if base == _NUN and unit.iqlab and unit.vowel is None:
            out.append("м")
            vowel = None
            continue
        letter_vowel = unit.vowel
        if letter_vowel is None and (unit.dagger or (unit.madd and base in _HAMZA_LETTERS)):
            letter_vowel = "a"
        if base in _HAMZA_LETTERS:
            if letter_vowel is None:
                out.append("ʼ")
            elif index > 0 and all(_is_prefix(u) for u in units[:index]) and not _is_prefix_question(units, index):
                out.append("-" + _VOWEL_LETTERS[letter_vowel])
            elif not out or before() == "-":
                out.append(_VOWEL_LETTERS[letter_vowel])
            else:
                out.append("ʼ" + _VOWEL_LETTERS[letter_vowel])
        elif huwa and index == len(units) - 1:
            out.append("а")
        else:
            doubled = unit.shadda and not unit.no_double and index > 0
            hard = unit.allah_lam and vowel != "i"
            out.append(_consonant_with_vowel(base, letter_vowel, doubled, hard, before()))
        ends_in_tanwin = False
        if unit.tanwin or (unit.iqlab and letter_vowel is not None):
            heard_next = _next_sounded(units, index, next_first)
            if unit.iqlab:
                out.append("м")
            elif heard_next is not None and heard_next.shadda and heard_next.base in (_LAM, _RA, _MIM):
                heard_next.no_double = True
                out.append(_final_consonant(heard_next.base))
            else:
                out.append("н")
                ends_in_tanwin = True
            vowel = None
        else:
            vowel = letter_vowel
    return _Rendered("".join(out), vowel, ends_in_tanwin)


def _next_sounded(units: list[_Unit], index: int, next_first: _Unit | None) -> _Unit | None:
    """The letter heard after a tanwin: the alif or alif maqsura written after it are silent."""
    for unit in units[index + 1 :]:
        if not (unit.silent or unit.base == _ALIF or (unit.base == _ALIF_MAQSURA and unit.vowel is None)):
            return unit
    return next_first


def _is_prefix_question(units: list[_Unit], index: int) -> bool:
    """No hyphen when the whole prefix is the question أَ (أَءِنَّا)."""
    return index == 1 and units[0].base in _HAMZA_LETTERS


def _capitalise(text: str) -> str:
    for position, char in enumerate(text):
        if char.isalpha() and char not in "ʼʿ":
            return text[:position] + char.upper() + text[position + 1 :]
    return text


def russian_transliteration(*, arabic: str) -> str:
    """A Russian (Cyrillic) reading of one verse of Uthmani text; the rules are in the module docstring."""
    words = [_parse_word(token) for token in _split_words(arabic)]
    words = [word for word in words if word.units]
    rendered: list[str] = []
    start = True
    previous: _Rendered | None = None
    for position, word in enumerate(words):
        if _is_disjointed_letters(word):
            rendered.append(" ".join(_LETTER_NAMES[unit.base] for unit in word.units))
            start, previous = True, None
            continue
        next_word = words[position + 1] if position + 1 < len(words) else None
        pause = word.pause or next_word is None or _is_disjointed_letters(next_word)
        if not start and previous is not None and word.units[0].base == _WASL and previous.ends_in_tanwin:
            rendered[-1] += "и"  # أَحَدٌ ٱللَّهُ: ахадуни ллаху
            previous.last_vowel = "i"
        result = _render_word(
            word,
            start=start,
            pause=pause,
            previous_vowel=None if start or previous is None else previous.last_vowel,
            next_first=None if pause or next_word is None else next_word.units[0],
        )
        rendered.append(result.text)
        previous = result
        start = pause
    return _capitalise(" ".join(text for text in rendered if text))


# ---------------------------------------------------------------------------------------------------------------
# English
# ---------------------------------------------------------------------------------------------------------------

_AYN = "\u02bf"  # ʿ
_SUN_ARTICLE = re.compile(r"\b((?:[WwFf]a|[Bb]i|[Kk]a|[Ww]abi|[Ff]abi|[Ww]aka)?)([Aa])l(th|sh|[tdrzsn])\3")
_INNER_CAPITAL = re.compile(r"(?<=[a-zʿ])[A-Z]+")
_MISPRINTS = {
    re.compile(r"^lnnaha\b"): "Innaha",  # 104:8
    re.compile(r"\bwa alnnasm$"): "waalnnasi",  # 114:6
}


def _sun_article(match: re.Match[str]) -> str:
    prefix, a, letter = match.group(1), match.group(2), match.group(3)
    return f"{prefix}{'-' if prefix else ''}{a}{letter}-{letter}"


def clean_english_transliteration(*, text: str) -> str:
    """The Tanzil Latin transliteration with its ASCII conventions made readable (see the module docstring)."""
    cleaned = " ".join(text.split())
    for pattern, replacement in _MISPRINTS.items():
        cleaned = pattern.sub(replacement, cleaned)
    cleaned = cleaned.replace("AA", _AYN)
    cleaned = _INNER_CAPITAL.sub(lambda match: match.group(0).lower(), cleaned)
    cleaned = _SUN_ARTICLE.sub(_sun_article, cleaned)
    return _capitalise(cleaned)
