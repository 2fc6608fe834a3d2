import { describe, expect, it } from 'vitest';

import { CHAPTER_COUNT, chapterNumbers, isChapterNumber, verseCount } from './verse-counts';

describe('verseCount', () => {
  it('knows all 6236 verses of the 114 chapters', () => {
    expect(chapterNumbers).toHaveLength(CHAPTER_COUNT);
    expect(chapterNumbers.reduce((total, chapter) => total + verseCount(chapter), 0)).toBe(6236);
  });

  it.each([
    [1, 7],
    [2, 286],
    [103, 3],
    [112, 4],
    [114, 6],
  ])('gives chapter %i %i verses', (chapter, count) => {
    expect(verseCount(chapter)).toBe(count);
  });

  it.each([0, 115, 1.5, Number.NaN])('refuses %s, which is no chapter', (chapter) => {
    expect(isChapterNumber(chapter)).toBe(false);
    expect(() => verseCount(chapter)).toThrow(RangeError);
  });
});
