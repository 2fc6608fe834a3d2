/**
 * What a learner writes in a blank, as the server reads it (backend hafiz/quran/spelling.py): the letters only, a
 * hamza on any seat as ء, alif madda as a hamza and an alif, alif wasla as alif, alif maqsura as ya, ta marbuta as
 * ha, and the Persian keyboard's kaf and ya as the Arabic ones. The server grades; this marks each blank the same way
 * once its verdict (with each blank's `accepts`) is in.
 */
const FOLDS: Readonly<Record<string, string>> = {
  أ: 'ء',
  إ: 'ء',
  ؤ: 'ء',
  ئ: 'ء',
  آ: 'ءا',
  ٱ: 'ا',
  ى: 'ي',
  ة: 'ه',
  ک: 'ك',
  ی: 'ي',
};

/** The hamza written as a sign above or below its seat. */
const HAMZA_SIGNS = '\u0654\u0655';

/** The basic Arabic letters ء…ي but the tatweel. */
const LETTER = /[\u0621-\u063F\u0641-\u064A]/u;

/** The most letters a blank takes (the server refuses longer words; the Qur'an's longest has 11). */
export const MAX_WORD_LENGTH = 40;

export function writtenLetters(written: string): string {
  let letters = '';
  let onTatweel = false; // a tatweel since the last letter: a hamza sign after it sits on it, not on the letter
  for (const char of written) {
    const isLetter = char in FOLDS || LETTER.test(char);
    if (HAMZA_SIGNS.includes(char)) {
      // The sign's seat (an alif, waw or ya) is the hamza's, not a letter of its own.
      if (!onTatweel && 'اوي'.includes(letters.at(-1) ?? '')) letters = letters.slice(0, -1);
      letters += 'ء';
    } else if (isLetter) {
      letters += FOLDS[char] ?? char;
    }
    onTatweel = (onTatweel && !isLetter) || char === '\u0640';
  }
  return letters;
}

/** Whether `written` is right for a blank whose right writings match `accepts` (the grading's answer). */
export function isWrittenRight(written: string, accepts: string): boolean {
  const letters = writtenLetters(written);
  return letters !== '' && new RegExp(`^(?:${accepts})$`, 'u').test(letters);
}

/** The code points a blank keeps: Arabic letters and marks (of the basic block and the Qur'anic ones), and the
 * Persian keyboard's kaf and ya. */
const ARABIC_RANGES: readonly (readonly [number, number])[] = [
  [0x0610, 0x061a],
  [0x0621, 0x065f],
  [0x0670, 0x06d3],
  [0x06d6, 0x06ed],
];

const isArabic = (char: string) => {
  const code = char.codePointAt(0) ?? 0;
  return ARABIC_RANGES.some(([first, last]) => first <= code && code <= last);
};

/** What a blank keeps of what was typed or pasted: Arabic letters and marks, no spaces (a blank is one word), and
 * MAX_WORD_LENGTH of them at most. */
export function arabicOnly(text: string): string {
  return [...text].filter(isArabic).slice(0, MAX_WORD_LENGTH).join('');
}
