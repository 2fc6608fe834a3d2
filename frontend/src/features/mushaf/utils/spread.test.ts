import { describe, expect, it } from 'vitest';

import { pageNumber, shownPages, turnedPage } from './spread';

describe('pages shown and turned', () => {
  it('reads a page number from 1 to 604 and nothing else', () => {
    expect([pageNumber('1'), pageNumber('604'), pageNumber('0'), pageNumber('605'), pageNumber('1.5')]).toEqual([
      1,
      604,
      null,
      null,
      null,
    ]);
    expect([pageNumber('x'), pageNumber(undefined), pageNumber('٣')]).toEqual([null, null, null]);
  });

  it('shows one page on a phone and an open spread, odd page on the right, on a wide screen', () => {
    expect(shownPages(4, false)).toEqual([4]);
    expect(shownPages(4, true)).toEqual([3, 4]);
    expect(shownPages(3, true)).toEqual([3, 4]);
    expect(shownPages(603, true)).toEqual([603, 604]);
  });

  it('turns a page or a spread, and not past either end', () => {
    expect([turnedPage(4, 1, false), turnedPage(4, -1, false)]).toEqual([5, 3]);
    expect([turnedPage(4, 1, true), turnedPage(4, -1, true)]).toEqual([5, 2]);
    expect([turnedPage(604, 1, false), turnedPage(1, -1, false), turnedPage(604, 1, true)]).toEqual([null, null, null]);
  });
});
