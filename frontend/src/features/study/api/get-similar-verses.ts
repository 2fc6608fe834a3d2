import { useQuery } from '@tanstack/react-query';

import { apiClient } from '@/lib/api-client';
import type { SimilarVerses } from '@/types/api';

import { logFailure } from '@/lib/log-failure';

export async function getSimilarVerses(chapter: number, verse: number): Promise<SimilarVerses> {
  const response = await apiClient.get<SimilarVerses>(`/verses/${chapter}/${verse}/similar/`);
  return response.data;
}

/** The verse's look-alikes. They change only with a new import; a failure leaves the section out. */
export function useSimilarVerses(chapter: number, verse: number) {
  return useQuery({
    queryKey: ['similar-verses', chapter, verse],
    queryFn: () => getSimilarVerses(chapter, verse).catch(logFailure('Loading the similar verses')),
    staleTime: Infinity,
  });
}
