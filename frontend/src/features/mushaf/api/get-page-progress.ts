import { useQuery } from '@tanstack/react-query';

import { apiClient } from '@/lib/api-client';
import { logFailure } from '@/lib/log-failure';
import { queryKeys } from '@/lib/query-keys';
import type { PageProgress } from '@/types/api';

export async function getPageProgress(page: number): Promise<PageProgress> {
  const response = await apiClient.get<PageProgress>(`/progress/pages/${page}/`);
  return response.data;
}

/** The verses of the page the learner has memorised ("surah:ayah"), once `enabled`; a failure tints none. Under the
 * progress key, so a won game refreshes it. */
export function useMemorisedOnPage(page: number, enabled: boolean) {
  return useQuery({
    enabled,
    queryKey: [...queryKeys.progress(), 'page', page],
    queryFn: () => getPageProgress(page).catch(logFailure('Loading the memorised verses of a page')),
    select: (progress) => new Set(progress.memorised.map((verse) => `${verse.surah_id}:${verse.ayah_id}`)),
  });
}
