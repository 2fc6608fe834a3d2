import { useQuery } from '@tanstack/react-query';

import { apiClient } from '@/lib/api-client';

import type { PlayerVerseList } from '../types';
import { rangeFields } from '../utils/range';

/** The verses fromVerse..toVerse (global numbers: the range may run over several chapters). */
export async function getPlayerVerses(fromVerse: number, toVerse: number): Promise<PlayerVerseList> {
  const response = await apiClient.get<PlayerVerseList>('/player/verses/', {
    params: rangeFields({ fromVerse, toVerse }),
  });
  return response.data;
}

/** The verses of the range with their words and recitation. */
export function usePlayerVerses(fromVerse: number, toVerse: number) {
  return useQuery({
    queryKey: ['player', 'verses', fromVerse, toVerse],
    queryFn: () => getPlayerVerses(fromVerse, toVerse),
    staleTime: Infinity,
  });
}
