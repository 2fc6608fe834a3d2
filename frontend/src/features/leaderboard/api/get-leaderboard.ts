import { keepPreviousData, useQuery } from '@tanstack/react-query';

import { apiClient } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

import type { Leaderboard, LeaderboardQuery } from '../types';

export async function getLeaderboard(query: LeaderboardQuery): Promise<Leaderboard> {
  const response = await apiClient.get<Leaderboard>('/leaderboard/', { params: query });
  return response.data;
}

export function useLeaderboard(query: LeaderboardQuery) {
  return useQuery({
    queryKey: [...queryKeys.leaderboard(), query],
    queryFn: () => getLeaderboard(query),
    // Switching tab or page keeps the old rows on screen until the new ones arrive.
    placeholderData: keepPreviousData,
  });
}
