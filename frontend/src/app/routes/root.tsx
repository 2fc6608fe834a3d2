import { Suspense, useEffect, useRef } from 'react';
import { Outlet, useLocation, useNavigate, useNavigationType } from 'react-router';

import { ErrorBoundary } from '@/components/errors/error-boundary';
import { FullScreenSpinner } from '@/components/ui/spinner/spinner';
import { registerNavigate } from '@/lib/navigation';

/** Root of every page: a spinner while a page's code loads, the error page if it throws, and the API client's 401
 * handling navigating inside the app instead of reloading it. */
export function RootLayout() {
  const navigate = useNavigate();
  const { pathname } = useLocation();

  useEffect(() => registerNavigate((to) => void navigate(to, { replace: true })), [navigate]);
  useNewPageAtItsTop();

  return (
    <ErrorBoundary resetKey={pathname}>
      <Suspense fallback={<FullScreenSpinner />}>
        <Outlet />
      </Suspense>
    </ErrorBoundary>
  );
}

/** A page the learner goes on to opens at its top, as a page loaded by the browser does, not at the height the last
 * page was scrolled to (which hid the level map's controls after choosing a path on a phone). Only a step forward:
 * Back and Forward are left to the browser, an address rewritten in place (the Hifz player's, verse by verse) keeps
 * the learner where they are, and a page addressed at a part of itself (#tiles) scrolls there itself. */
function useNewPageAtItsTop() {
  const navigationType = useNavigationType();
  const { pathname, hash } = useLocation();
  // Only a new page counts, not a new search or hash on the same one.
  const shownPathname = useRef(pathname);

  useEffect(() => {
    if (shownPathname.current === pathname) return;
    shownPathname.current = pathname;
    if (navigationType === 'PUSH' && !hash) window.scrollTo({ top: 0 });
  }, [pathname, hash, navigationType]);
}
