import { useMutation, useQueryClient } from '@tanstack/react-query';

import { apiClient } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import type { ProfileInfo, ProfilePrivacy } from '@/types/api';

import { profileToastOptions } from '../utils/profile-toast';

export async function updatePrivacy(privacy: ProfilePrivacy): Promise<ProfilePrivacy> {
  const response = await apiClient.put<ProfilePrivacy>('/auth/profile/privacy/', privacy);
  return response.data;
}

/** Make the profile private or public; boards and people lists show the learner differently afterwards. */
export function useUpdatePrivacy() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updatePrivacy,
    meta: { errorToast: { title: 'profile.privacy.failed', options: profileToastOptions } },
    onSuccess: ({ is_private }) => {
      queryClient.setQueryData<ProfileInfo>(queryKeys.profileInfo(), (info) => info && { ...info, is_private });
      // Not awaited: the switch is done once saved; the boards and lists catch up behind it.
      void queryClient.invalidateQueries({ queryKey: queryKeys.leaderboard() });
      void queryClient.invalidateQueries({ queryKey: queryKeys.people() });
    },
  });
}
