import { useMutation, useQueryClient } from '@tanstack/react-query';

import { apiClient } from '@/lib/api-client';

import type { Person } from '../types';
import { invalidateFollows } from './invalidate-follows';

export async function followPerson(userId: number): Promise<Person> {
  const response = await apiClient.post<Person>(`/users/${userId}/follow/`);
  return response.data;
}

export function useFollowPerson() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: followPerson,
    onSuccess: () => invalidateFollows(queryClient),
    meta: { errorToast: { title: 'social:people.followFailed' } },
  });
}
