import { useQuery } from '@tanstack/react-query';

import { apiClient } from '@/lib/api-client';
import { useContentVersion } from '@/lib/content-version';
import { logFailure } from '@/lib/log-failure';
import type { Verse } from '@/types/api';

export async function getVerse(chapter: number, verse: number, version?: string): Promise<Verse> {
  const response = await apiClient.get<Verse>(`/verses/${chapter}/${verse}/`, { params: { v: version } });
  return response.data;
}

/** The verse's Arabic text, transliterations, translations, recitation and image: one public call the browser keeps,
 * so a verse seen once opens from its cache. A failure is only logged (docs/product.md §8). */
export function useVerse(chapter: number, verse: number) {
  const { version, ready } = useContentVersion();
  return useQuery({
    queryKey: ['verse', chapter, verse],
    queryFn: () => getVerse(chapter, verse, version).catch(logFailure('Loading the verse')),
    staleTime: Infinity,
    enabled: ready,
  });
}
