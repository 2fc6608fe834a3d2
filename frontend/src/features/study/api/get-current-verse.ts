import { useQuery } from '@tanstack/react-query';

import { apiClient } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** GET /progress/current/: the first verse on the learner's path not yet at 100. */
export type CurrentVerse = {
  surah_id: number;
  ayah_id: number;
  /** Every verse is at 100; the verse is then the path's first. */
  path_finished: boolean;
};

export async function getCurrentVerse(): Promise<CurrentVerse> {
  const response = await apiClient.get<CurrentVerse>('/progress/current/');
  return response.data;
}

/** `retry: false` where a failure has a fallback that should not wait for the retries. */
export function useCurrentVerse({ retry = true }: { retry?: boolean } = {}) {
  return useQuery({
    queryKey: queryKeys.currentVerse(),
    queryFn: getCurrentVerse,
    // Only ever turns retries off: otherwise the query client's own policy applies.
    ...(retry ? {} : { retry: false }),
  });
}
