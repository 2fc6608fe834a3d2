import type { GameRequest } from '../types';

export const gameQueryKey = (game: string, request: GameRequest) =>
  ['games', game, request.id, request.ayahId, request.selectedAyah] as const;

// A game is played from the one shuffle it started with: never refetched under the player's hands, and
// dropped when the game is left, so the next game on the verse is shuffled anew.
export const gameQueryOptions = {
  staleTime: Infinity,
  gcTime: 0,
  refetchOnWindowFocus: false,
  refetchOnReconnect: false,
} as const;
