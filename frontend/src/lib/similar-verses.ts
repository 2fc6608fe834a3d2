import { useQuery } from '@tanstack/react-query';

import { apiClient } from '@/lib/api-client';
import { useContentVersion } from '@/lib/content-version';
import { logFailure } from '@/lib/log-failure';
import type { SimilarVerses } from '@/types/api';

export async function getSimilarVerses(chapter: number, verse: number, version?: string): Promise<SimilarVerses> {
  const response = await apiClient.get<SimilarVerses>(`/verses/${chapter}/${verse}/similar/`, {
    params: { v: version },
  });
  return response.data;
}

/** The verse's look-alikes. They change only with a new import; a failure leaves the section out. Shared: the learn
 * card and the mushaf page list them. */
export function useSimilarVerses(chapter: number, verse: number) {
  const { version, ready } = useContentVersion();
  return useQuery({
    queryKey: ['similar-verses', chapter, verse],
    queryFn: () => getSimilarVerses(chapter, verse, version).catch(logFailure('Loading the similar verses')),
    staleTime: Infinity,
    enabled: ready,
  });
}
