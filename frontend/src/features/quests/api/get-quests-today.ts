import { useQuery } from '@tanstack/react-query';

import { apiClient } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

import type { Quest } from '../types';

export async function getQuestsToday(): Promise<Quest[]> {
  const response = await apiClient.get<Quest[]>('/quests/today/');
  return response.data;
}

export function useQuestsToday() {
  return useQuery({ queryKey: queryKeys.questsToday(), queryFn: getQuestsToday });
}
