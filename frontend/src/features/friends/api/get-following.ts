import { useQuery } from '@tanstack/react-query';

import { apiClient } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

import type { PersonPage } from '../types';

export async function getFollowing(): Promise<PersonPage> {
  const response = await apiClient.get<PersonPage>('/profile/following/');
  return response.data;
}

export function useFollowing() {
  return useQuery({ queryKey: [...queryKeys.people(), 'following'], queryFn: getFollowing });
}
