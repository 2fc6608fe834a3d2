import { useQuery } from '@tanstack/react-query';

import { apiClient } from '@/lib/api-client';

import type { ProfileSettings } from '../types';

export const profileSettingsQueryKey = ['profile', 'settings'] as const;

export async function getProfileSettings(): Promise<ProfileSettings> {
  const response = await apiClient.get<ProfileSettings>('/auth/profile/settings/');
  return response.data;
}

export function useProfileSettings() {
  return useQuery({ queryKey: profileSettingsQueryKey, queryFn: getProfileSettings, staleTime: Infinity });
}
