import { useQuery } from '@tanstack/react-query';

import { apiClient } from '@/lib/api-client';
import type { AyahText, VerseReference } from '@/types/api';

import { logFailure } from '@/lib/log-failure';

export async function getAyahText(verse: VerseReference): Promise<AyahText> {
  const response = await apiClient.post<AyahText>('/games/ayah_text/', verse);
  return response.data;
}

/** The verse's Arabic text and recitation; a failure is only logged (SPEC §8). */
export function useAyahText(chapter: number, verse: number) {
  return useQuery({
    queryKey: ['ayah-text', chapter, verse],
    queryFn: () => getAyahText({ surah_id: chapter, ayah_id: verse }).catch(logFailure('Loading the verse text')),
    staleTime: Infinity,
  });
}
