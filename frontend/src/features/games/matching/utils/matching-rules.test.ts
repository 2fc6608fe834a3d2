import { describe, expect, it } from 'vitest';

import { isEveryTextLinked, linkPair, type Links } from './matching-rules';

const none: Links = new Map();
const link = (...pairs: [number, number][]) =>
  pairs.reduce((links, [text, image]) => linkPair(links, text, image), none);

describe('matching rules', () => {
  it('links a text to an image', () => {
    expect([...link([1, 5])]).toEqual([[1, 5]]);
  });

  it('moves an image to the text that links it last', () => {
    expect([...link([1, 5], [2, 5])]).toEqual([[2, 5]]);
  });

  it('gives a text only its latest image', () => {
    expect([...link([1, 5], [1, 6])]).toEqual([[1, 6]]);
  });

  it('knows when every text has a link', () => {
    expect(isEveryTextLinked(link([1, 5], [2, 6]), [1, 2, 3])).toBe(false);
    expect(isEveryTextLinked(link([1, 5], [2, 6], [3, 4]), [1, 2, 3])).toBe(true);
  });
});
