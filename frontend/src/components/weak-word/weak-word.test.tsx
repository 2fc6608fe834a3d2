import { describe, expect, it } from 'vitest';

import { weakLevel, weakWordMark } from './weak-word';

describe('a weak word', () => {
  it('is marked strongly when fresh and fades as clean recitations halve it: 1, 0.5, 0.25', () => {
    expect([1, 0.5, 0.25].map(weakLevel)).toEqual(['strong', 'medium', 'faint']);
    expect(weakLevel(3)).toBe('strong');
  });

  it('carries its kind and level, and a word that is not weak carries nothing', () => {
    expect(weakWordMark({ word: 2, kind: 'wrong_word', weakness: 0.8 })).toMatchObject({
      'data-weak-kind': 'wrong_word',
      'data-weak-level': 'strong',
    });
    expect(weakWordMark(undefined)).toBeNull();
  });
});
