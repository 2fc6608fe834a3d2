import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { toast } from 'react-toastify';

import { apiClient } from '@/lib/api-client';
import { useAuthStore } from '@/stores/auth-store';

export async function logout(): Promise<void> {
  await apiClient.post('/auth/logout_knox/');
}

/** Revokes every token of the learner: other phones and browsers are signed out at their next call. */
export async function logoutEverywhere(): Promise<void> {
  await apiClient.post('/auth/logoutall/');
}

/** Forget this device's session and go back to the landing page. */
function useEndSession() {
  const clearSession = useAuthStore((state) => state.logout);
  const navigate = useNavigate();
  return () => {
    clearSession();
    void navigate('/');
  };
}

export function useLogout() {
  const endSession = useEndSession();

  return useMutation({
    mutationFn: logout,
    // Leave locally even if the server call failed: the user asked to sign out.
    onSettled: endSession,
  });
}

export function useLogoutEverywhere() {
  const { t } = useTranslation('social');
  const endSession = useEndSession();

  return useMutation({
    mutationFn: logoutEverywhere,
    // Only once the server has revoked them: a failure keeps this device signed in, so the learner can try again
    // rather than believe their other devices are signed out.
    onSuccess: () => {
      endSession();
      toast.success(t('account.signedOutEverywhere'));
    },
    meta: { errorToast: { title: 'social:account.signOutEverywhereFailed' } },
  });
}
