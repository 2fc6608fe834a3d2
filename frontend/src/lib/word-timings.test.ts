import { describe, expect, it } from 'vitest';

import { parseWordTimings } from './word-timings';

describe('parseWordTimings', () => {
  it('accepts one [start, end] pair per word in order', () => {
    expect(
      parseWordTimings(
        [
          [0, 500],
          [500, 900],
        ],
        2,
      ),
    ).toEqual([
      [0, 500],
      [500, 900],
    ]);
  });

  it.each([
    ['not a list', { words: [] }, 1],
    ['a pair too few', [[0, 500]], 2],
    ['a pair that is not one', [[0, 500, 900]], 1],
    ['a text time', [['0', 500]], 1],
    ['an end before its start', [[500, 100]], 1],
    ['a negative time', [[-1, 100]], 1],
    [
      'words out of order',
      [
        [500, 900],
        [0, 500],
      ],
      2,
    ],
  ])('refuses %s', (_, content, words) => {
    expect(parseWordTimings(content, words)).toBeNull();
  });
});
