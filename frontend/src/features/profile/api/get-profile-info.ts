import { useQuery } from '@tanstack/react-query';

import { apiClient } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import type { ProfileInfo } from '@/types/api';

import { profileToastOptions } from '../utils/profile-toast';

export async function getProfileInfo(): Promise<ProfileInfo> {
  const response = await apiClient.get<ProfileInfo>('/auth/profile/info/');
  return response.data;
}

export function useProfileInfo() {
  return useQuery({
    queryKey: queryKeys.profileInfo(),
    queryFn: getProfileInfo,
    meta: { errorToast: { title: 'profile.toasts.fetchInfoFailed', options: profileToastOptions } },
  });
}
