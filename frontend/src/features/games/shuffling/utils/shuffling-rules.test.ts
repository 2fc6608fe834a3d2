import { describe, expect, it } from 'vitest';

import { shufflingLevel } from '../../shared/testing/game-fixtures';
import { initialPlacements, isEveryGapFilled, movePhrase, trayPhrases } from './shuffling-rules';

const { sentence, phrases } = shufflingLevel;
const empty = initialPlacements(sentence);
const gap = (gapId: number) => ({ kind: 'gap', gapId }) as const;
const tray = { kind: 'tray' } as const;
const inGaps = (placements: ReturnType<typeof initialPlacements>) => [...placements.values()];

describe('shuffling moves', () => {
  it('starts with every gap empty and every phrase in the tray, in the order dealt', () => {
    expect(inGaps(empty)).toEqual([null, null, null]);
    expect(trayPhrases(phrases, empty).map(({ id }) => id)).toEqual([5, 6, 4]);
  });

  it('moves a phrase from the tray into a gap', () => {
    const placements = movePhrase(empty, 5, gap(2));

    expect(inGaps(placements)).toEqual([null, 5, null]);
    expect(trayPhrases(phrases, placements).map(({ id }) => id)).toEqual([6, 4]);
  });

  it('moves a phrase from one gap into an empty gap', () => {
    const placements = movePhrase(movePhrase(empty, 5, gap(2)), 5, gap(3));

    expect(inGaps(placements)).toEqual([null, null, 5]);
  });

  it('swaps two phrases when one is dropped on a filled gap', () => {
    const placements = movePhrase(movePhrase(movePhrase(empty, 5, gap(1)), 6, gap(2)), 5, gap(2));

    expect(inGaps(placements)).toEqual([6, 5, null]);
  });

  it('sends the phrase in a gap back to the tray when one from the tray takes its place', () => {
    const placements = movePhrase(movePhrase(empty, 5, gap(1)), 4, gap(1));

    expect(inGaps(placements)).toEqual([4, null, null]);
    expect(trayPhrases(phrases, placements).map(({ id }) => id)).toEqual([5, 6]);
  });

  it('puts a phrase back in the tray, in its dealt place', () => {
    const placements = movePhrase(movePhrase(movePhrase(empty, 5, gap(1)), 6, gap(2)), 5, tray);

    expect(inGaps(placements)).toEqual([null, 6, null]);
    expect(trayPhrases(phrases, placements).map(({ id }) => id)).toEqual([5, 4]);
  });

  it('leaves everything as it was when a phrase is dropped where it already is', () => {
    const placed = movePhrase(empty, 5, gap(1));

    expect(movePhrase(placed, 5, gap(1))).toBe(placed);
    expect(inGaps(movePhrase(empty, 5, tray))).toEqual([null, null, null]);
  });
});

describe('isEveryGapFilled', () => {
  const fill = (ids: number[]) =>
    ids.reduce((placements, id, index) => movePhrase(placements, id, gap(index + 1)), empty);

  it('ends the game when every gap holds a phrase, in the right order or not', () => {
    expect(isEveryGapFilled(fill([4, 5, 6]))).toBe(true);
    expect(isEveryGapFilled(fill([5, 4, 6]))).toBe(true);
  });

  it('goes on while a gap is empty', () => {
    expect(isEveryGapFilled(fill([4, 5]))).toBe(false);
    expect(isEveryGapFilled(empty)).toBe(false);
  });
});
