import { describe, expect, it } from 'vitest';

import { globalVerseNumber } from '@/lib/verse-counts';

import { isPlayableRange, RANGE_VERSES_MAX, withFirstVerse, withLastVerse } from './range';

const g = (chapter: number, verse: number) => globalVerseNumber({ chapter, verse });

describe('moving an end of a range', () => {
  it('keeps the other end where it is when the range stays in order', () => {
    const range = { fromVerse: g(113, 1), toVerse: g(113, 5) };

    expect(withLastVerse(range, g(114, 1))).toEqual({ fromVerse: g(113, 1), toVerse: g(114, 1) });
    expect(withFirstVerse(range, g(112, 4))).toEqual({ fromVerse: g(112, 4), toVerse: g(113, 5) });
  });

  it('moves the other end with it when it passes it', () => {
    const range = { fromVerse: g(113, 1), toVerse: g(113, 5) };

    expect(withFirstVerse(range, g(114, 2))).toEqual({ fromVerse: g(114, 2), toVerse: g(114, 2) });
    expect(withLastVerse(range, g(112, 1))).toEqual({ fromVerse: g(112, 1), toVerse: g(112, 1) });
  });

  it('draws the other end in when the range would be longer than the longest juz', () => {
    const range = { fromVerse: g(78, 1), toVerse: g(114, 6) };

    expect(isPlayableRange(range)).toBe(true);
    const longer = withFirstVerse(range, g(77, 50));
    expect(longer).toEqual({ fromVerse: g(77, 50), toVerse: g(114, 5) });
    expect(longer.toVerse - longer.fromVerse + 1).toBe(RANGE_VERSES_MAX);
    expect(withLastVerse({ fromVerse: g(2, 1), toVerse: g(2, 5) }, g(10, 1))).toEqual({
      fromVerse: g(10, 1) - RANGE_VERSES_MAX + 1,
      toVerse: g(10, 1),
    });
    expect(isPlayableRange({ fromVerse: g(77, 50), toVerse: g(114, 6) })).toBe(false);
  });
});
