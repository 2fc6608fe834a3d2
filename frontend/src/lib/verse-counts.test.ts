import { describe, expect, it } from 'vitest';

import {
  CHAPTER_COUNT,
  chapterNumbers,
  globalVerseNumber,
  isChapterNumber,
  VERSE_COUNT,
  verseCount,
  verseKeyOf,
} from './verse-counts';

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

describe('global verse numbers', () => {
  it.each([
    [1, 1, 1],
    [2, 1, 8],
    [113, 5, 6230],
    [114, 1, 6231],
    [114, 6, VERSE_COUNT],
  ])('number %i:%i as %i, and back', (chapter, verse, globalNumber) => {
    expect(globalVerseNumber({ chapter, verse })).toBe(globalNumber);
    expect(verseKeyOf(globalNumber)).toEqual({ chapter, verse });
  });

  it('runs through every verse of every chapter in order', () => {
    const keys = Array.from({ length: VERSE_COUNT }, (_, index) => verseKeyOf(index + 1));
    expect(keys.filter((key) => key.verse === 1).map((key) => key.chapter)).toEqual(chapterNumbers);
    expect(keys.every((key) => key.verse <= verseCount(key.chapter))).toBe(true);
  });

  it.each([0, VERSE_COUNT + 1, 2.5])('refuses %s, which is no verse', (globalNumber) => {
    expect(() => verseKeyOf(globalNumber)).toThrow(RangeError);
  });
});
