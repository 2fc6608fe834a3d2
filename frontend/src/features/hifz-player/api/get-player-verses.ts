import { useQuery } from '@tanstack/react-query';

import { apiClient } from '@/lib/api-client';
import { verseKeyOf } from '@/lib/verse-counts';

import type { PlayerVerseList } from '../types';

/** The verses fromVerse..toVerse (global numbers: the range may run over several chapters). */
export async function getPlayerVerses(fromVerse: number, toVerse: number): Promise<PlayerVerseList> {
  const first = verseKeyOf(fromVerse);
  const last = verseKeyOf(toVerse);
  const response = await apiClient.get<PlayerVerseList>('/player/verses/', {
    params: { surah_id: first.chapter, from_ayah: first.verse, to_surah_id: last.chapter, to_ayah: last.verse },
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
