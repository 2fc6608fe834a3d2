import { useQuery } from '@tanstack/react-query';

import { apiClient } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import type { ReviewToday } from '@/types/api';

export async function getReviewToday(): Promise<ReviewToday> {
  const response = await apiClient.get<ReviewToday>('/review/today/');
  return response.data;
}

/** The memorised verses due for review now, and today's new verses. Recording a review refreshes it. */
export function useReviewToday() {
  return useQuery({
    queryKey: queryKeys.reviewToday(),
    queryFn: getReviewToday,
    meta: { errorToast: { title: 'review:today.loadFailed' } },
  });
}
