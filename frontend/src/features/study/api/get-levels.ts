import { useQuery } from '@tanstack/react-query';

import { apiClient } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import type { Level } from '@/types/api';

import { logFailure } from '@/lib/log-failure';

export async function getLevels(): Promise<Level[]> {
  const response = await apiClient.get<Level[]>('/levels/');
  return response.data;
}

/** Every chapter's progress (0 to 100) and whether it is done, by chapter number: the level map's node states, in
 * one call. */
export function useLevels() {
  return useQuery({
    queryKey: queryKeys.levels(),
    queryFn: () => getLevels().catch(logFailure('Loading the levels')),
    select: (levels) => new Map(levels.map((level) => [level.index, level])),
  });
}
