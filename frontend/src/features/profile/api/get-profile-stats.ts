import { keepPreviousData, useQuery } from '@tanstack/react-query';

import { apiClient } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

import type { ProfileStats, StatsRange } from '../types';

export async function getProfileStats(range: StatsRange): Promise<ProfileStats> {
  const response = await apiClient.get<ProfileStats>('/profile/stats/', { params: { range } });
  return response.data;
}

/** The profile's figures; only `xp_per_day` depends on the range. */
export function useProfileStats(range: StatsRange = 'week') {
  return useQuery({
    queryKey: [...queryKeys.profileStats(), range],
    queryFn: () => getProfileStats(range),
    // Switching the range keeps the figures on screen until the new days arrive.
    placeholderData: keepPreviousData,
  });
}
