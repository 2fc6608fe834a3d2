import { describe, expect, it } from 'vitest';

import { hiddenWordIndexes } from './hidden-words';

describe('hiddenWordIndexes', () => {
  it('hides none at 0 and all at 9', () => {
    expect(hiddenWordIndexes(12, 0, 1).size).toBe(0);
    expect([...hiddenWordIndexes(12, 9, 1)].sort((a, b) => a - b)).toEqual([...Array(12).keys()]);
  });

  it.each([
    [1, 1],
    [3, 4],
    [5, 7],
    [8, 11],
  ])('hides a share of the words at difficulty %s (%s of 12)', (difficulty, hidden) => {
    expect(hiddenWordIndexes(12, difficulty, 7).size).toBe(hidden);
  });

  it('hides the same words for the same seed and others for another', () => {
    const once = [...hiddenWordIndexes(40, 4, 123)];

    expect([...hiddenWordIndexes(40, 4, 123)]).toEqual(once);
    expect([...hiddenWordIndexes(40, 4, 124)]).not.toEqual(once);
  });

  it('keeps the words already hidden when the difficulty goes up', () => {
    const easier = hiddenWordIndexes(30, 3, 5);
    const harder = hiddenWordIndexes(30, 6, 5);

    expect([...easier].every((index) => harder.has(index))).toBe(true);
  });
});
