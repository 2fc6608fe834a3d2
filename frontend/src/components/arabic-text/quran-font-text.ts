/**
 * quran-json writes the three open (staggered) tanween as the King Fahd Complex's Hafs font encodes them, on code
 * points Unicode gives to other marks. Amiri Quran draws those as the marks Unicode names (U+0656 as a subscript
 * alef, U+0657 as an inverted damma) or not at all (U+065E, an empty box), so the app draws Unicode's own open
 * tanween instead, which Amiri Quran places as a printed Madani muṣḥaf does. The API keeps the source's text as is.
 */
const OPEN_TANWEEN: Readonly<Record<string, string>> = {
  '\u0657': '\u08F0', // open fathatan: هُدٗى
  '\u065E': '\u08F1', // open dammatan: سِنَةٞ
  '\u0656': '\u08F2', // open kasratan: بِشَيۡءٖ
};

const SOURCE_MARKS = new RegExp(`[${Object.keys(OPEN_TANWEEN).join('')}]`, 'gu');

/** Qur'an text as the bundled font draws it: the source's open tanween marks as Unicode's. */
export function quranFontText(text: string): string {
  return text.replace(SOURCE_MARKS, (mark) => OPEN_TANWEEN[mark]);
}
