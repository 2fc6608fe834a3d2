import { useQuery } from '@tanstack/react-query';

import { apiClient } from '@/lib/api-client';
import { useContentVersion } from '@/lib/content-version';
import { logFailure } from '@/lib/log-failure';
import type { Juz, JuzList } from '@/types/api';

export async function getJuzList(version?: string): Promise<Juz[]> {
  const response = await apiClient.get<JuzList>('/juz/', { params: { v: version } });
  return response.data.juz;
}

/** The 30 juz, each with its first and last verse, its two hizbs and the words it opens with (public content, kept
 * a year). */
export function useJuzList() {
  const { version, ready } = useContentVersion();
  return useQuery({
    queryKey: ['juz'],
    queryFn: () => getJuzList(version).catch(logFailure('Loading the juz')),
    // Which verses make up a juz does not change while the page is open.
    staleTime: Infinity,
    enabled: ready,
  });
}
