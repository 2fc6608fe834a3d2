import { describe, expect, it } from 'vitest';

import { estimateWordTimings, sliceOf, wordAt } from './word-timings';

describe('estimateWordTimings', () => {
  it('shares the audio out in proportion to the letters of each word', () => {
    // قُلۡ has 2 letters, هُوَ 2, ٱللَّهُ 4, أَحَدٌ 3: 11 letters over 1100 ms.
    const timings = estimateWordTimings(['قُلۡ', 'هُوَ', 'ٱللَّهُ', 'أَحَدٌ'], 1100);

    expect(timings.map(([start, end]) => [Math.round(start), Math.round(end)])).toEqual([
      [0, 200],
      [200, 400],
      [400, 800],
      [800, 1100],
    ]);
  });

  it('gives a word of marks only the time of one letter', () => {
    const timings = estimateWordTimings(['ۚ', 'بب'], 300);

    expect(timings).toEqual([
      [0, 100],
      [100, 300],
    ]);
  });
});

describe('wordAt', () => {
  const timings = [
    [100, 400],
    [500, 900],
    [900, 1200],
  ] as const;

  it.each([
    [0, 0],
    [100, 0],
    [450, 0],
    [500, 1],
    [899, 1],
    [900, 2],
    [5000, 2],
  ])('at %s ms is word %s', (ms, word) => {
    expect(wordAt(timings, ms)).toBe(word);
  });

  it('has no word in a verse without words', () => {
    expect(wordAt([], 10)).toBeNull();
  });
});

describe('sliceOf', () => {
  const timings = [
    [100, 400],
    [500, 900],
    [950, 1200],
  ] as const;

  it('runs from the first word to the start of the next part, whole at the ends', () => {
    expect(sliceOf(timings, 0, 1, 1500)).toEqual({ startMs: 0, endMs: 500 });
    expect(sliceOf(timings, 1, 2, 1500)).toEqual({ startMs: 500, endMs: 950 });
    expect(sliceOf(timings, 2, 3, 1500)).toEqual({ startMs: 950, endMs: 1500 });
  });
});
