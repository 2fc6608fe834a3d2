import { useMutation } from '@tanstack/react-query';
import { useNavigate } from 'react-router';

import { apiClient } from '@/lib/api-client';
import { useAuthStore } from '@/stores/auth-store';

export async function logout(): Promise<void> {
  await apiClient.post('/auth/logout_knox/');
}

export function useLogout() {
  const clearSession = useAuthStore((state) => state.logout);
  const navigate = useNavigate();

  return useMutation({
    mutationFn: logout,
    // Leave locally even if the server call failed: the user asked to sign out.
    onSettled: () => {
      clearSession();
      void navigate('/');
    },
  });
}
