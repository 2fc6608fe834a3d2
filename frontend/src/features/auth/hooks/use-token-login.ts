import { useMutation } from '@tanstack/react-query';
import { useNavigate } from 'react-router';

import { useAuthStore } from '@/stores/auth-store';
import type { LoginResponse } from '@/types/api';

import { SIGNED_IN_STATE } from '../utils/sign-in-path';

/** What every sign-in method does with the token it gets back (docs/product.md §4): the learner goes on to `next` (the
 * page a visitor was sent to sign in from), else to their profile. A failure is logged, and told by `tellWhy` for a
 * method whose failures the learner can act on (a passkey's). */
export function useTokenLogin<TVariables>(
  login: (variables: TVariables) => Promise<LoginResponse>,
  next?: string,
  tellWhy?: (error: unknown) => void,
) {
  const setToken = useAuthStore((state) => state.setToken);
  const navigate = useNavigate();

  return useMutation({
    mutationFn: login,
    onSuccess: ({ token }) => {
      setToken(token);
      // The sign-in choice is replaced: Back from the page reached does not offer to sign in again.
      void navigate(next ?? '/profile', { replace: next !== undefined, state: SIGNED_IN_STATE });
    },
    // docs/product.md §8: a failed sign-in is logged; the button simply comes back.
    onError: (error) => {
      console.error('Sign-in failed', error);
      tellWhy?.(error);
    },
  });
}
