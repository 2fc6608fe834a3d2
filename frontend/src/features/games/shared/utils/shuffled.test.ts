import { describe, expect, it } from 'vitest';

import { shuffled } from './shuffled';

describe('shuffled', () => {
  it('returns the same items in a new array, the input untouched', () => {
    const items = [1, 2, 3, 4];
    const result = shuffled(items);

    expect([...result].sort()).toEqual([1, 2, 3, 4]);
    expect(items).toEqual([1, 2, 3, 4]);
    expect(result).not.toBe(items);
  });

  it('orders by the random source', () => {
    // Always the first remaining position: every item swaps with the first, rotating the list.
    expect(shuffled([1, 2, 3, 4], () => 0)).toEqual([2, 3, 4, 1]);
  });
});
