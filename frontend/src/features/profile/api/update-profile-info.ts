import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { toast } from 'react-toastify';

import { apiClient } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import type { ProfileInfo, ProfileInfoUpdate } from '@/types/api';

import { profileToastOptions } from '../utils/profile-toast';

export async function updateProfileInfo(update: ProfileInfoUpdate): Promise<ProfileInfo> {
  const response = await apiClient.put<ProfileInfo>('/auth/profile/update/', update);
  return response.data;
}

export function useUpdateProfileInfo() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();

  return useMutation({
    mutationFn: updateProfileInfo,
    meta: { errorToast: { title: 'profile.toasts.updateInfoFailed', options: profileToastOptions } },
    onSuccess: async () => {
      toast.success(t('profile.toasts.updateInfoSucceeded'), profileToastOptions);
      // Awaited so the mutation stays pending until the page shows the saved names.
      await queryClient.invalidateQueries({ queryKey: queryKeys.profileInfo() });
    },
  });
}
