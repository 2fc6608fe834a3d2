// How a muṣḥaf writes what is not a word: the end-of-verse marker, and a hidden word's hint. Shared: the Hifz player
// and the mushaf page both hide words and mark verse ends.

const ALEF_WASLA = '\u0671';
const LAM = '\u0644';

/**
 * The hint hide mode leaves of a word: its first letter with its vowel signs, joined (ZWJ) so that it keeps the
 * shape it has at the start of the word. A word opening on alef wasla (ٱ) would give every word with the article
 * the same hint, so there the hint runs on to the letter that tells the word apart: the letter after the article
 * (ٱلرَّحۡمَٰنِ → ٱلرَّ), or after the wasla when there is no article (ٱهۡدِنَا → ٱهۡ).
 */
export function firstLetter(word: string): string {
  const letters = [...word.matchAll(/\p{L}\p{M}*/gu)];
  if (letters.length === 0) return word;
  let count = 1;
  if (letters[0][0].startsWith(ALEF_WASLA)) {
    count = letters[1]?.[0].startsWith(LAM) && letters.length > 2 ? 3 : 2;
  }
  const last = letters[Math.min(count, letters.length) - 1];
  return `${word.slice(0, last.index + last[0].length)}\u200d`;
}

const arabicIndicDigits = '٠١٢٣٤٥٦٧٨٩';

/** The end-of-verse marker as printed in a muṣḥaf: ﴿١٢﴾. */
export function verseEndMarker(verse: number): string {
  const digits = String(verse).replace(/\d/g, (digit) => arabicIndicDigits[Number(digit)]);
  return `﴿${digits}﴾`;
}
