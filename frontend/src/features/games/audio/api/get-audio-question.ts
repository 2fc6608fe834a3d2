import { useQuery } from '@tanstack/react-query';

import { apiClient } from '@/lib/api-client';

import { gameQueryKey, gameQueryOptions } from '../../shared/api/game-query-options';
import type { GameRequest } from '../../shared/types';
import type { AudioQuestion } from '../types';

/** `ayahId` is the verse being asked. */
export async function getAudioQuestion(request: GameRequest): Promise<AudioQuestion> {
  const response = await apiClient.post<AudioQuestion>('/games/audio/', request);
  return response.data;
}

/** `deal`: the quiz's key (useDealKey); each quiz deals its questions anew. */
export function useAudioQuestion(request: GameRequest, deal: string) {
  return useQuery({
    queryKey: gameQueryKey('audio', request, deal),
    queryFn: () => getAudioQuestion(request),
    ...gameQueryOptions,
    meta: { errorToast: { title: 'games:errors.fetchData' } },
  });
}
