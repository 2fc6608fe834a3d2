import { useQuery } from '@tanstack/react-query';

import { apiClient } from '@/lib/api-client';

import { gameQueryKey, gameQueryOptions } from '../../shared/api/game-query-options';
import type { GameRequest } from '../../shared/types';
import type { ShufflingGameData } from '../types';

export async function getShufflingGame(request: GameRequest): Promise<ShufflingGameData> {
  const response = await apiClient.post<ShufflingGameData>('/games/shuffling/', request);
  return response.data;
}

export function useShufflingGame(request: GameRequest, deal: string) {
  return useQuery({
    queryKey: gameQueryKey('shuffling', request, deal),
    queryFn: () => getShufflingGame(request),
    ...gameQueryOptions,
    meta: { errorToast: { title: 'games:errors.fetchGame' } },
  });
}
