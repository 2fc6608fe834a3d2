import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { toast } from 'react-toastify';

import { apiClient } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import type { ProfileInfo } from '@/types/api';

/** Keeps the signed-in guest's account for good: from now on, signing in with this Google account opens it. */
export async function linkGoogle(accessToken: string): Promise<ProfileInfo> {
  const response = await apiClient.post<ProfileInfo>('/auth/link_google/', { access_token: accessToken });
  return response.data;
}

export function useLinkGoogle({ onLinked }: { onLinked: () => void }) {
  const { t } = useTranslation('social');
  const queryClient = useQueryClient();

  return useMutation({
    mutationFn: linkGoogle,
    onSuccess: (info) => {
      queryClient.setQueryData(queryKeys.profileInfo(), info);
      // Google's names may have replaced the guest's, which boards and follow lists show.
      void queryClient.invalidateQueries({ queryKey: queryKeys.leaderboard() });
      void queryClient.invalidateQueries({ queryKey: queryKeys.people() });
      toast.success(t('account.guest.kept'));
      onLinked();
    },
    // The API says why (that Google account has a Hafiz account already, Google did not answer).
    meta: { errorToast: { title: 'social:account.guest.keepFailed' } },
  });
}
