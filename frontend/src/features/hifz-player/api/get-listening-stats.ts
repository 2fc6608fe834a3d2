import { useQuery } from '@tanstack/react-query';

import { apiClient } from '@/lib/api-client';

import type { ListeningStats } from '../types';

export const listeningStatsQueryKey = ['player', 'stats'] as const;

export async function getListeningStats(): Promise<ListeningStats> {
  const response = await apiClient.get<ListeningStats>('/player/stats/');
  return response.data;
}

/** The learner's listening of the last seven days (theirs included), one entry per day. */
export function useListeningStats() {
  return useQuery({ queryKey: listeningStatsQueryKey, queryFn: getListeningStats });
}
