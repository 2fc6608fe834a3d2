import { useMutation, useQueryClient } from '@tanstack/react-query';

import { apiClient } from '@/lib/api-client';

import { invalidateFollows } from './invalidate-follows';

export async function unfollowPerson(userId: number): Promise<void> {
  await apiClient.delete(`/users/${userId}/follow/`);
}

export function useUnfollowPerson() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: unfollowPerson,
    onSuccess: () => invalidateFollows(queryClient),
    meta: { errorToast: { title: 'social:people.followFailed' } },
  });
}
