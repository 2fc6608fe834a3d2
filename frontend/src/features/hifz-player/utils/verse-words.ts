// Qur'anic pause (waqf) marks: a verse may be split into parts after a word carrying one.
const PAUSE_MARKS = ['ۖ', 'ۗ', 'ۚ', 'ۛ', 'ۙ', 'ۘ'] as const;

const standaloneMark = /^[\p{M}\p{Po}\p{So}\p{Cf}]+$/u;

/** A verse's words: its text split on plain spaces, a pause mark standing alone joined to the word before it. */
export function verseWords(text: string): string[] {
  return text
    .split(' ')
    .filter(Boolean)
    .reduce<string[]>((words, token) => {
      if (words.length > 0 && standaloneMark.test(token)) words[words.length - 1] += token;
      else words.push(token);
      return words;
    }, []);
}

export function endsWithPauseMark(word: string): boolean {
  return PAUSE_MARKS.some((mark) => word.includes(mark));
}

/** Letters only (no vowel signs or other marks): how long a word takes to recite, roughly. */
export function letterCount(word: string): number {
  return word.match(/\p{L}/gu)?.length ?? 0;
}

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
