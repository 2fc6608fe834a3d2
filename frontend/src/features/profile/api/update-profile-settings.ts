import { useMutation, useQueryClient } from '@tanstack/react-query';

import { apiClient } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

import type { ProfileSettings, ProfileSettingsUpdate } from '../types';
import { profileSettingsQueryKey } from './get-profile-settings';

export async function updateProfileSettings(settings: ProfileSettingsUpdate): Promise<ProfileSettings> {
  const response = await apiClient.put<ProfileSettings>('/auth/profile/settings/', settings);
  return response.data;
}

export function useUpdateProfileSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfileSettings,
    onSuccess: (settings) => {
      queryClient.setQueryData(profileSettingsQueryKey, settings);
      // The learner's day moved: streaks, quests and xp per day are counted from their midnight.
      void queryClient.invalidateQueries({ queryKey: queryKeys.profileStats() });
      void queryClient.invalidateQueries({ queryKey: queryKeys.questsToday() });
    },
    // Fail soft: the server keeps counting days in the zone it has; the next app load tries again.
    onError: (error) => console.error('Sending the time zone failed', error),
  });
}
