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

/** `attempt` tells the quiz's Try agains apart: each deals its questions anew, the same verse asked again too. */
export function useAudioQuestion(request: GameRequest, attempt: number) {
  return useQuery({
    queryKey: [...gameQueryKey('audio', request), attempt],
    queryFn: () => getAudioQuestion(request),
    ...gameQueryOptions,
    meta: { errorToast: { title: 'games:errors.fetchData' } },
  });
}
