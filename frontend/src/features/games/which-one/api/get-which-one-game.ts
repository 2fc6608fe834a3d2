import { useQuery } from '@tanstack/react-query';

import { apiClient, isApiError } from '@/lib/api-client';
import type { VerseReference } from '@/types/api';

import { gameQueryOptions } from '../../shared/api/game-query-options';
import type { WhichOneGame, WhichOneRequest } from '../types';

/** A drill of `verse` against its look-alikes, or against one (`against`); null when it has none to ask about
 * (the server's 404). */
export async function getWhichOneGame(verse: VerseReference, against?: VerseReference): Promise<WhichOneGame | null> {
  const request: WhichOneRequest = { ...verse, ...(against ? { with_verse: against } : {}) };
  try {
    const response = await apiClient.post<WhichOneGame>('/games/which_one/', request);
    return response.data;
  } catch (error) {
    if (isApiError(error) && error.response?.status === 404) return null;
    throw error;
  }
}

/** `deal`: the game's key (useDealKey): each drill is dealt anew. */
export function useWhichOneGame(verse: VerseReference, against: VerseReference | undefined, deal: string) {
  return useQuery({
    queryKey: ['games', 'which_one', verse.surah_id, verse.ayah_id, against?.surah_id, against?.ayah_id, deal],
    queryFn: () => getWhichOneGame(verse, against),
    ...gameQueryOptions,
    meta: { errorToast: { title: 'games:errors.fetchData' } },
  });
}
