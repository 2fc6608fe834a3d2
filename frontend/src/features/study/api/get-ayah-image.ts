import { useQuery } from '@tanstack/react-query';

import { apiClient } from '@/lib/api-client';
import type { AyahImage, VerseReference } from '@/types/api';

import { logFailure } from '@/lib/log-failure';

export async function getAyahImage(verse: VerseReference): Promise<AyahImage> {
  const response = await apiClient.post<AyahImage>('/games/ayah_image/', verse);
  return response.data;
}

/** The verse's image, transliterations and translations; a failure is only logged (SPEC §8). */
export function useAyahImage(chapter: number, verse: number) {
  return useQuery({
    queryKey: ['ayah-image', chapter, verse],
    queryFn: () => getAyahImage({ surah_id: chapter, ayah_id: verse }).catch(logFailure('Loading the verse image')),
    staleTime: Infinity,
  });
}
