import { useState } from 'react';

import type { GameRequest } from '../types';

/** `deal` tells deals of the same game apart (useDealKey): each is shuffled, dealt and graded on its own. */
export const gameQueryKey = (game: string, request: GameRequest, deal: string) =>
  ['games', game, request.id, request.ayahId, request.selectedAyah, deal] as const;

/** One key per game on the screen: a game mounted anew (a Try again, the next step of a review, the same game
 * on the same verse again) is dealt anew, never handed the deal an earlier one was graded on. */
export function useDealKey(): string {
  const [deal] = useState(() => crypto.randomUUID());
  return deal;
}

// A game is played from the one shuffle it started with: never refetched under the player's hands, and
// dropped when the game is left.
export const gameQueryOptions = {
  staleTime: Infinity,
  gcTime: 0,
  refetchOnWindowFocus: false,
  refetchOnReconnect: false,
} as const;
