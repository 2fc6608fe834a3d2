import { describe, expect, it } from 'vitest';

import { chapterTitle } from './chapter-title';

describe('chapterTitle', () => {
  it('names a chapter by number and name, and by number alone until the names come', () => {
    expect(chapterTitle(113, 'Al-Falaq')).toBe('113 · Al-Falaq');
    expect(chapterTitle(113, '')).toBe('113');
  });
});
