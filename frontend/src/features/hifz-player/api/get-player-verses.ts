import { useQuery } from '@tanstack/react-query';

import { apiClient } from '@/lib/api-client';

import type { PlayerVerseList } from '../types';

export async function getPlayerVerses(chapter: number, fromVerse: number, toVerse: number): Promise<PlayerVerseList> {
  const response = await apiClient.get<PlayerVerseList>('/player/verses/', {
    params: { surah_id: chapter, from_ayah: fromVerse, to_ayah: toVerse },
  });
  return response.data;
}

/** The verses of the range with their words and recitation. */
export function usePlayerVerses(chapter: number, fromVerse: number, toVerse: number, enabled = true) {
  return useQuery({
    queryKey: ['player', 'verses', chapter, fromVerse, toVerse],
    queryFn: () => getPlayerVerses(chapter, fromVerse, toVerse),
    staleTime: Infinity,
    enabled,
  });
}
