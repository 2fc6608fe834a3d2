import { useQuery } from '@tanstack/react-query';

import { apiClient } from '@/lib/api-client';
import type { ProfilePhoto } from '@/types/api';

import { profileToastOptions } from '../utils/profile-toast';

export const profilePhotoQueryKey = ['profile', 'photo'] as const;

export async function getProfilePhoto(): Promise<ProfilePhoto> {
  const response = await apiClient.get<ProfilePhoto>('/auth/profile/info/photo/');
  return response.data;
}

export function useProfilePhoto() {
  return useQuery({
    queryKey: profilePhotoQueryKey,
    queryFn: getProfilePhoto,
    meta: { errorToast: { title: 'profile.toasts.fetchPhotoFailed', options: profileToastOptions } },
  });
}
