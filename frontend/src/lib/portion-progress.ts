import { useQuery } from '@tanstack/react-query';

import { apiClient } from '@/lib/api-client';
import { logFailure } from '@/lib/log-failure';
import { queryKeys } from '@/lib/query-keys';
import type { PortionProgress } from '@/types/api';

/** The learner's share memorised of each juz, hizb and page. Shared: the level map's juz view and the profile. A won
 * game refreshes it (it is under the progress key). */
export function usePortionProgress() {
  return useQuery({
    queryKey: queryKeys.portionProgress(),
    queryFn: () =>
      apiClient
        .get<PortionProgress>('/progress/portions/')
        .then((response) => response.data)
        .catch(logFailure('Loading the progress by juz')),
  });
}
