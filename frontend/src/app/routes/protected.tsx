import { lazy, useState } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';

import { FullScreenSpinner } from '@/components/ui/spinner/spinner';
import { signInPath, type SignedInState } from '@/features/auth/utils/sign-in-path';
import { useAuthStore } from '@/stores/auth-store';

// Loaded right after a sign-in only, so the landing page does not carry it (its JavaScript budget: 150 KB gzip).
const PathChosenFirst = lazy(() => import('./path-chosen-first'));
const PICK_PATH = '/pickpath';

/** Signed-in users only, and a spinner while auth state loads (docs/product.md §2). A visitor is offered the sign-in
 * choice and then brought to the page they asked for, not to the landing page, which would be a dead end for a shared
 * link. A session that ends here (logging out, a 401) goes to the landing page (docs/product.md §4). */
export function ProtectedLayout() {
  const location = useLocation();
  const { pathname, search, hash } = location;
  const loading = useAuthStore((state) => state.loading);
  const isAuthenticated = useAuthStore((state) => state.isAuthenticated);
  // Whether the learner was signed in on these pages: the layout stays mounted from one of them to the next.
  const [wasSignedIn, setWasSignedIn] = useState(isAuthenticated);
  if (isAuthenticated && !wasSignedIn) setWasSignedIn(true);

  if (loading) return <FullScreenSpinner />;
  if (!isAuthenticated) {
    return <Navigate to={wasSignedIn ? '/' : signInPath(`${pathname}${search}${hash}`)} replace />;
  }
  const justSignedIn = (location.state as Partial<SignedInState> | null)?.signedIn === true;
  if (justSignedIn && pathname !== PICK_PATH) return <PathChosenFirst next={`${pathname}${search}${hash}`} />;
  return <Outlet />;
}
