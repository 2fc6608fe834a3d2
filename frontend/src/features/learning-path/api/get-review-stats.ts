import { useQuery } from '@tanstack/react-query';

import { apiClient } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import type { ReviewStats } from '@/types/api';

export async function getReviewStats(): Promise<ReviewStats> {
  const response = await apiClient.get<ReviewStats>('/review/stats/');
  return response.data;
}

/** The profile's review figures. Recording a review refreshes them. */
export function useReviewStats() {
  return useQuery({
    queryKey: queryKeys.reviewStats(),
    queryFn: getReviewStats,
    meta: { errorToast: { title: 'review:stats.loadFailed' } },
  });
}
