import { useState } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';

import { FullScreenSpinner } from '@/components/ui/spinner/spinner';
import { signInPath } from '@/features/auth/utils/sign-in-path';
import { useAuthStore } from '@/stores/auth-store';

/** SPEC §2: signed-in users only, and a spinner while auth state loads. A visitor is offered the sign-in choice and
 * then brought to the page they asked for (issue 29; the SPEC sent them to the landing page, a dead end for a shared
 * link). A session that ends here (logging out, a 401) goes to the landing page, as SPEC §4 says. */
export function ProtectedLayout() {
  const { pathname, search, hash } = useLocation();
  const loading = useAuthStore((state) => state.loading);
  const isAuthenticated = useAuthStore((state) => state.isAuthenticated);
  // Whether the learner was signed in on these pages: the layout stays mounted from one of them to the next.
  const [wasSignedIn, setWasSignedIn] = useState(isAuthenticated);
  if (isAuthenticated && !wasSignedIn) setWasSignedIn(true);

  if (loading) return <FullScreenSpinner />;
  if (!isAuthenticated) {
    return <Navigate to={wasSignedIn ? '/' : signInPath(`${pathname}${search}${hash}`)} replace />;
  }
  return <Outlet />;
}
