import { useQuery } from '@tanstack/react-query';

import { apiClient } from '@/lib/api-client';
import type { MakhrajLetterGame, MakhrajPointGame } from '@/types/api';

import { gameQueryOptions } from './game-query-options';

/** The games dealt from an empty body (the makhraj practices), by name, and what their calls answer. */
export type PracticeGames = { makhraj_point: MakhrajPointGame; makhraj_letter: MakhrajLetterGame };

export async function getPracticeGame<Game extends keyof PracticeGames>(game: Game): Promise<PracticeGames[Game]> {
  const response = await apiClient.post<PracticeGames[Game]>(`/games/${game}/`, {});
  return response.data;
}

/** `deal`: the game's key (useDealKey): each practice is dealt anew. */
export function usePracticeGame<Game extends keyof PracticeGames>(game: Game, deal: string) {
  return useQuery({
    queryKey: ['games', game, deal],
    queryFn: () => getPracticeGame(game),
    ...gameQueryOptions,
    meta: { errorToast: { title: 'games:errors.fetchData' } },
  });
}
