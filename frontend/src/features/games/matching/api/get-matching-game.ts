import { useQuery } from '@tanstack/react-query';

import { apiClient } from '@/lib/api-client';

import { gameQueryKey, gameQueryOptions } from '../../shared/api/game-query-options';
import type { GameRequest } from '../../shared/types';
import type { MatchingGameData } from '../types';

export async function getMatchingGame(request: GameRequest): Promise<MatchingGameData> {
  const response = await apiClient.post<MatchingGameData>('/games/matching/', request);
  return response.data;
}

export function useMatchingGame(request: GameRequest, deal: string) {
  return useQuery({
    queryKey: gameQueryKey('matching', request, deal),
    queryFn: () => getMatchingGame(request),
    ...gameQueryOptions,
    meta: { errorToast: { title: 'games:errors.fetchGame' } },
  });
}
