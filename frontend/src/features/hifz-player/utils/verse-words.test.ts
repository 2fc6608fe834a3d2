import { describe, expect, it } from 'vitest';

import { endsWithPauseMark, firstLetter, letterCount, verseEndMarker, verseWords } from './verse-words';

describe('verseWords', () => {
  it('splits on plain spaces', () => {
    expect(verseWords('قُلۡ هُوَ ٱللَّهُ أَحَدٌ')).toEqual(['قُلۡ', 'هُوَ', 'ٱللَّهُ', 'أَحَدٌ']);
  });

  it('joins a pause mark standing alone to the word before it', () => {
    expect(verseWords('فَٱكۡتُبُوهُ ۚ وَلۡيَكۡتُب')).toEqual(['فَٱكۡتُبُوهُۚ', 'وَلۡيَكۡتُب']);
  });

  it('keeps a thin space inside a word and ignores doubled spaces', () => {
    expect(verseWords('a\u2009b  c')).toEqual(['a\u2009b', 'c']);
  });
});

describe('word helpers', () => {
  it('sees pause marks', () => {
    expect(endsWithPauseMark('ٱللَّهُۚ')).toBe(true);
    expect(endsWithPauseMark('ٱللَّهُ')).toBe(false);
  });

  it('counts letters, not vowel signs', () => {
    expect(letterCount('ٱللَّهُ')).toBe(4);
  });

  it('keeps the first letter with its vowel, joined to what would follow', () => {
    expect(firstLetter('قُلۡ')).toBe('قُ\u200d');
    expect(firstLetter('ۚ')).toBe('ۚ');
  });

  it('prints the end-of-verse marker with Arabic-Indic digits', () => {
    expect(verseEndMarker(282)).toBe('﴿٢٨٢﴾');
  });
});
