import { describe, expect, it } from 'vitest';

import { endsWithPauseMark, letterCount } from './verse-words';

describe('word helpers', () => {
  it('sees pause marks', () => {
    expect(endsWithPauseMark('ٱللَّهُۚ')).toBe(true);
    expect(endsWithPauseMark('ٱللَّهُ')).toBe(false);
  });

  it('counts letters, not vowel signs', () => {
    expect(letterCount('ٱللَّهُ')).toBe(4);
  });
});
