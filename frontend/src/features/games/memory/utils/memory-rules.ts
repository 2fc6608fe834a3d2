import { isSameText } from '../../shared/utils/same-text';
import type { MemoryCard } from '../types';

// docs/product.md §9: a mismatched pair stays face up this long, and no card can be flipped meanwhile.
export const MISMATCH_FLIP_BACK_MS = 1500;

export type MemoryState = {
  cards: MemoryCard[];
  /** The first card of the pair being turned, waiting for the second. */
  pendingId: number | null;
  /** A mismatched pair is showing: clicks are ignored until it is turned back. */
  locked: boolean;
  /** Every card flipped so far, as the server replays them to grade the game. */
  flips: { card: number }[];
};

export type MemoryAction = { type: 'flip'; cardId: number } | { type: 'flipBack' };

export function memoryInitialState(cards: MemoryCard[]): MemoryState {
  return { cards, pendingId: null, locked: false, flips: [] };
}

export function memoryReducer(state: MemoryState, action: MemoryAction): MemoryState {
  switch (action.type) {
    case 'flip':
      return flip(state, action.cardId);
    case 'flipBack':
      return {
        ...state,
        cards: state.cards.map((card) => (card.passed ? card : { ...card, isFlipped: false })),
        locked: false,
      };
  }
}

function flip(state: MemoryState, cardId: number): MemoryState {
  const card = state.cards.find(({ id }) => id === cardId);
  if (state.locked || !card || card.isFlipped || card.passed) return state;

  const flips = [...state.flips, { card: cardId }];
  const pending = state.cards.find(({ id }) => id === state.pendingId);
  if (!pending) {
    return { ...state, cards: update(state.cards, [cardId], { isFlipped: true }), pendingId: cardId, flips };
  }
  const pair = [pending.id, cardId];
  if (isPair(state.cards, pending, card)) {
    return { ...state, cards: update(state.cards, pair, { isFlipped: true, passed: true }), pendingId: null, flips };
  }
  return { cards: update(state.cards, pair, { isFlipped: true }), pendingId: null, locked: true, flips };
}

/** Two face-up cards pair when they are the two cards of one verse, or a picture and a text of verses of the same
 * words (a refrain: 55:13's text with 55:16's picture). */
function isPair(cards: MemoryCard[], first: MemoryCard, second: MemoryCard): boolean {
  if (first.name === second.name) return true;
  if ((first.text === null) === (second.text === null)) return false;
  const verseText = (card: MemoryCard) =>
    card.text ?? cards.find(({ name, text }) => name === card.name && text !== null)?.text ?? '';
  return isSameText(verseText(first), verseText(second));
}

function update(cards: MemoryCard[], ids: number[], change: Partial<MemoryCard>): MemoryCard[] {
  return cards.map((card) => (ids.includes(card.id) ? { ...card, ...change } : card));
}

export function isMemoryWon(state: MemoryState): boolean {
  return state.cards.length > 0 && state.cards.every((card) => card.passed);
}
