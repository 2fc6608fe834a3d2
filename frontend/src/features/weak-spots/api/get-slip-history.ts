import { useQuery } from '@tanstack/react-query';

import { apiClient } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import type { SlipHistory } from '@/types/api';

export async function getSlipHistory(): Promise<SlipHistory> {
  const response = await apiClient.get<SlipHistory>('/recitations/slip-history/');
  return response.data;
}

/** The learner's slips by week and the verses they mended; a recitation changes them. */
export function useSlipHistory() {
  return useQuery({ queryKey: [...queryKeys.weakSpots(), 'history'], queryFn: getSlipHistory });
}
