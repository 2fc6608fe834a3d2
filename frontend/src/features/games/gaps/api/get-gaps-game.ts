import { useQuery } from '@tanstack/react-query';

import { apiClient } from '@/lib/api-client';

import { gameQueryKey, gameQueryOptions } from '../../shared/api/game-query-options';
import type { GameRequest } from '../../shared/types';
import type { GapsGameData } from '../types';

export async function getGapsGame(request: GameRequest): Promise<GapsGameData> {
  const response = await apiClient.post<GapsGameData>('/games/gaps/', request);
  return response.data;
}

export function useGapsGame(request: GameRequest, deal: string) {
  return useQuery({
    queryKey: gameQueryKey('gaps', request, deal),
    queryFn: () => getGapsGame(request),
    ...gameQueryOptions,
    meta: { errorToast: { title: 'games:errors.fetchGame' } },
  });
}
