import { useQuery } from '@tanstack/react-query';

import { apiClient } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

import type { PersonPage } from '../types';

export async function getFollowers(): Promise<PersonPage> {
  const response = await apiClient.get<PersonPage>('/profile/followers/');
  return response.data;
}

export function useFollowers() {
  return useQuery({ queryKey: [...queryKeys.people(), 'followers'], queryFn: getFollowers });
}
