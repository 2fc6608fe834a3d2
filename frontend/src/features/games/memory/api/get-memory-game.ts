import { useQuery } from '@tanstack/react-query';

import { apiClient } from '@/lib/api-client';

import { gameQueryKey, gameQueryOptions } from '../../shared/api/game-query-options';
import type { GameRequest } from '../../shared/types';
import type { MemoryGameData } from '../types';

export async function getMemoryGame(request: GameRequest): Promise<MemoryGameData> {
  const response = await apiClient.post<MemoryGameData>('/games/memory/', request);
  return response.data;
}

export function useMemoryGame(request: GameRequest, deal: string) {
  return useQuery({
    queryKey: gameQueryKey('memory', request, deal),
    queryFn: () => getMemoryGame(request),
    ...gameQueryOptions,
    meta: { errorToast: { title: 'games:errors.fetchData' } },
  });
}
