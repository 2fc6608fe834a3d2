import { useMutation } from '@tanstack/react-query';
import { useNavigate } from 'react-router';

import { useAuthStore } from '@/stores/auth-store';
import type { LoginResponse } from '@/types/api';

/** What every sign-in method does with the token it gets back (SPEC §4). */
export function useTokenLogin<TVariables>(login: (variables: TVariables) => Promise<LoginResponse>) {
  const setToken = useAuthStore((state) => state.setToken);
  const navigate = useNavigate();

  return useMutation({
    mutationFn: login,
    onSuccess: ({ token }) => {
      setToken(token);
      void navigate('/profile');
    },
    // SPEC §8: a failed sign-in is only logged; the button simply comes back.
    onError: (error) => console.error('Sign-in failed', error),
  });
}
