import { useQuery } from '@tanstack/react-query';

import { apiClient } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import type { ConfusedPairs } from '@/types/api';

export async function getConfusedPairs(): Promise<ConfusedPairs> {
  const response = await apiClient.get<ConfusedPairs>('/review/confusions/');
  return response.data;
}

/** The look-alike verses the learner has taken for each other most in the "Which one?" drill. */
export function useConfusedPairs() {
  return useQuery({
    queryKey: queryKeys.confusedPairs(),
    queryFn: getConfusedPairs,
    meta: { errorToast: { title: 'review:confusions.loadFailed' } },
  });
}
