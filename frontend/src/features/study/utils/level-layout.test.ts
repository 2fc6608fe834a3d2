import { describe, expect, it } from 'vitest';

import { chapterNumbers } from '@/lib/verse-counts';

import { levelMapSize, levelPosition, trackPath } from './level-layout';

describe('levelPosition', () => {
  const positions = chapterNumbers.map(levelPosition);

  it('places all 114 levels inside the map without overlapping', () => {
    for (const { x, y } of positions) {
      expect(x).toBeGreaterThan(0);
      expect(x).toBeLessThan(levelMapSize.width);
      expect(y).toBeGreaterThan(0);
      expect(y).toBeLessThan(levelMapSize.height);
    }
    const distinct = new Set(positions.map(({ x, y }) => `${Math.round(x)},${Math.round(y)}`));
    expect(distinct.size).toBe(114);
  });

  it('winds: each row runs the other way from the one before', () => {
    expect(levelPosition(2).x).toBeGreaterThan(levelPosition(1).x);
    expect(levelPosition(8).x).toBeLessThan(levelPosition(7).x);
    // The turn keeps the column: the last of a row sits above the first of the next.
    expect(levelPosition(7).x).toBe(levelPosition(6).x);
    expect(levelPosition(7).y).toBeGreaterThan(levelPosition(6).y);
  });
});

describe('trackPath', () => {
  it('starts at the first point and has one curve per following point', () => {
    const path = trackPath([levelPosition(1), levelPosition(2), levelPosition(3)]);
    expect(path.startsWith('M 90 90')).toBe(true);
    expect(path.match(/C /g)).toHaveLength(2);
  });

  it('is empty without points', () => {
    expect(trackPath([])).toBe('');
  });
});
