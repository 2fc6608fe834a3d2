import { useQuery } from '@tanstack/react-query';

import { apiClient } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import type { Level } from '@/types/api';

import { logFailure } from '../utils/log-failure';

export async function getLevels(): Promise<Level[]> {
  const response = await apiClient.get<Level[]>('/levels/');
  return response.data;
}

/** The chapters whose every verse is at 100, by chapter number. */
export function useDoneLevels() {
  return useQuery({
    queryKey: queryKeys.levels(),
    queryFn: () => getLevels().catch(logFailure('Loading the levels')),
    select: (levels) => new Set(levels.filter((level) => level.done).map((level) => level.index)),
  });
}
