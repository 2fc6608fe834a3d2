import { describe, expect, it } from 'vitest';

import { memoryCards } from '../../shared/testing/game-fixtures';
import type { MemoryCard } from '../types';
import { isMemoryWon, memoryInitialState, memoryReducer, type MemoryAction, type MemoryState } from './memory-rules';

const play = (...actions: MemoryAction[]) => actions.reduce(memoryReducer, memoryInitialState(memoryCards));
const flip = (cardId: number): MemoryAction => ({ type: 'flip', cardId });
const faceUp = (state: MemoryState) => state.cards.filter((card) => card.isFlipped).map(({ id }) => id);
const passed = (state: MemoryState) => state.cards.filter((card) => card.passed).map(({ id }) => id);

describe('memory rules', () => {
  it('holds the first card face up until a second is turned', () => {
    const state = play(flip(1));

    expect(faceUp(state)).toEqual([1]);
    expect(state.pendingId).toBe(1);
  });

  it('passes two cards with the same name', () => {
    const state = play(flip(1), flip(3));

    expect(passed(state)).toEqual([1, 3]);
    expect(state.locked).toBe(false);
  });

  it('locks a mismatched pair face up until it is turned back', () => {
    const mismatched = play(flip(1), flip(2));

    expect(faceUp(mismatched)).toEqual([1, 2]);
    expect(mismatched.locked).toBe(true);
    expect(memoryReducer(mismatched, flip(3))).toBe(mismatched);

    const turnedBack = memoryReducer(mismatched, { type: 'flipBack' });
    expect(faceUp(turnedBack)).toEqual([]);
    expect(turnedBack.locked).toBe(false);
  });

  it('keeps passed cards face up when a later mismatch is turned back', () => {
    const state = play(flip(1), flip(3), flip(2), flip(1), flip(4));

    // Card 1 is already passed, so the second flip of it is ignored and 2 and 4 make the pair.
    expect(passed(state)).toEqual([1, 2, 3, 4]);
  });

  it('ignores a second click on the same card', () => {
    const state = play(flip(2), flip(2));

    expect(state.pendingId).toBe(2);
    expect(state.locked).toBe(false);
  });

  it('keeps every flip made, for the grading, and none of the ignored clicks', () => {
    const state = play(flip(1), flip(2), flip(3), { type: 'flipBack' }, flip(1), flip(1), flip(3), flip(2), flip(4));

    expect(isMemoryWon(state)).toBe(true);
    // Card 3 while the mismatch showed, and card 1 again while it was face up, were ignored.
    expect(state.flips).toEqual([{ card: 1 }, { card: 2 }, { card: 1 }, { card: 3 }, { card: 2 }, { card: 4 }]);
  });

  it('pairs a text with the picture of another verse of the same words, and never two texts', () => {
    const refrain = 'فَبِأَيِّ ءَالَآءِ رَبِّكُمَا تُكَذِّبَانِ';
    const card = (id: number, name: string, text: string | null): MemoryCard => ({
      ...memoryCards[0],
      id,
      name,
      image: text ? null : `/media/verses/art/${name.replace(':', '-')}.svg`,
      text,
    });
    const cards = [
      card(1, '55:13', null),
      card(2, '55:13', refrain),
      card(3, '55:16', null),
      card(4, '55:16', refrain),
    ];
    const playRefrain = (...actions: MemoryAction[]) => actions.reduce(memoryReducer, memoryInitialState(cards));

    expect(passed(playRefrain(flip(2), flip(3)))).toEqual([2, 3]);
    const twoTexts = playRefrain(flip(2), flip(4));
    expect(twoTexts.locked).toBe(true);
    expect(passed(twoTexts)).toEqual([]);
    expect(isMemoryWon(playRefrain(flip(2), flip(3), flip(4), flip(1)))).toBe(true);
  });

  it('is won when every card is passed', () => {
    expect(isMemoryWon(play(flip(1), flip(3)))).toBe(false);
    expect(isMemoryWon(play(flip(1), flip(3), flip(2), flip(4)))).toBe(true);
  });
});
