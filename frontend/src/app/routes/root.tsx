import { Suspense, useEffect } from 'react';
import { Outlet, useLocation, useNavigate } from 'react-router';

import { ErrorBoundary } from '@/components/errors/error-boundary';
import { FullScreenSpinner } from '@/components/ui/spinner/spinner';
import { registerNavigate } from '@/lib/navigation';

/** Root of every page: a spinner while a page's code loads, the error page if it throws, and the API client's 401
 * handling navigating inside the app instead of reloading it. */
export function RootLayout() {
  const navigate = useNavigate();
  const { pathname } = useLocation();

  useEffect(() => registerNavigate((to) => void navigate(to, { replace: true })), [navigate]);

  return (
    <ErrorBoundary resetKey={pathname}>
      <Suspense fallback={<FullScreenSpinner />}>
        <Outlet />
      </Suspense>
    </ErrorBoundary>
  );
}
