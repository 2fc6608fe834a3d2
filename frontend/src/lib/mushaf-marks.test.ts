import { describe, expect, it } from 'vitest';

import { firstLetter, verseEndMarker } from './mushaf-marks';

describe('mushaf marks', () => {
  it('keeps the first letter with its vowel, joined to what would follow', () => {
    expect(firstLetter('قُلۡ')).toBe('قُ\u200d');
    expect(firstLetter('ۚ')).toBe('ۚ');
  });

  it('runs a hint past the article to the letter that tells the word apart', () => {
    // Al-Fatihah 1:1 gave ب ٱ ٱ ٱ.
    expect('بِسۡمِ ٱللَّهِ ٱلرَّحۡمَٰنِ ٱلرَّحِيمِ'.split(' ').map((word) => firstLetter(word))).toEqual([
      'بِ\u200d',
      'ٱللَّ\u200d',
      'ٱلرَّ\u200d',
      'ٱلرَّ\u200d',
    ]);
    expect(firstLetter('ٱلۡحَمۡدُ')).toBe('ٱلۡحَ\u200d');
    expect(firstLetter('ٱهۡدِنَا')).toBe('ٱهۡ\u200d');
    expect(firstLetter('وَٱلۡأَرۡضِ')).toBe('وَ\u200d');
  });

  it('prints the end-of-verse marker with Arabic-Indic digits', () => {
    expect(verseEndMarker(282)).toBe('﴿٢٨٢﴾');
  });
});
