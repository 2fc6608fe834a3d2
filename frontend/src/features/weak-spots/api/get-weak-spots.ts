import { useQuery } from '@tanstack/react-query';

import { apiClient } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import type { WeakSpots } from '@/types/api';

export async function getWeakSpots(): Promise<WeakSpots> {
  const response = await apiClient.get<WeakSpots>('/recitations/weak-spots/');
  return response.data;
}

/** The learner's weakest verses and words; a recitation changes them. */
export function useWeakSpots() {
  return useQuery({ queryKey: [...queryKeys.weakSpots(), 'list'], queryFn: getWeakSpots });
}
