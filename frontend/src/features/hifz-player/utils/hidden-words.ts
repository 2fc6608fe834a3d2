import { DIFFICULTY_MAX } from '../types';

/** A small seeded random source (mulberry32): the same seed hides the same words on every render. */
function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let value = Math.imul(state ^ (state >>> 15), 1 | state);
    value = (value + Math.imul(value ^ (value >>> 7), 61 | value)) ^ value;
    return ((value ^ (value >>> 14)) >>> 0) / 2 ** 32;
  };
}

/**
 * Which of a verse's `count` words hide mode hides: difficulty/9 of them (rounded), chosen at random from `seed`.
 * 0 hides none and 9 all; each step up keeps the words already hidden and hides more.
 */
export function hiddenWordIndexes(count: number, difficulty: number, seed: number): Set<number> {
  const share = Math.min(Math.max(difficulty, 0), DIFFICULTY_MAX) / DIFFICULTY_MAX;
  const random = seededRandom(seed);
  const order = Array.from({ length: count }, (_, index) => index);
  for (let index = order.length - 1; index > 0; index -= 1) {
    const other = Math.floor(random() * (index + 1));
    [order[index], order[other]] = [order[other], order[index]];
  }
  return new Set(order.slice(0, Math.round(count * share)));
}
