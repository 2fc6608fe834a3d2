import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'react-toastify';

import { apiClient } from '@/lib/api-client';
import type { ProfilePhotoUpload } from '@/types/api';

import { profileToastOptions } from '../utils/profile-toast';
import { profilePhotoQueryKey } from './get-profile-photo';

export async function updateProfilePhoto(photo: File): Promise<ProfilePhotoUpload> {
  const body = new FormData();
  body.append('profile_photo', photo);
  const response = await apiClient.put<ProfilePhotoUpload>('/auth/profile/update/photo/', body);
  return response.data;
}

export function useUpdateProfilePhoto() {
  const queryClient = useQueryClient();

  return useMutation({
    mutationFn: updateProfilePhoto,
    meta: { errorToast: { title: 'profile.toasts.uploadPhotoFailed', options: profileToastOptions } },
    onSuccess: async ({ message }) => {
      toast.success(message, profileToastOptions);
      // Awaited so the upload spinner stays until the new photo is shown everywhere.
      await queryClient.invalidateQueries({ queryKey: profilePhotoQueryKey });
    },
  });
}
