import { lazy, type ComponentType } from 'react';
import { matchRoutes, useRoutes, type RouteObject } from 'react-router';

import { NotFoundPage } from '@/components/errors/error-page';
import { preloadApiClient } from '@/lib/api-client';
import { loadAppMessages } from '@/lib/i18n';

import { ProtectedLayout } from './routes/protected';
import { RootLayout } from './routes/root';

// Each page is its own chunk, loaded when first visited. React Router's plain routes, not its data router: the app
// fetches data with TanStack Query, and the data router would add ~18 KB (gzip) to the landing page.
type PageModule = { default: ComponentType };
type LazyPage = ComponentType & { preload: () => Promise<unknown> };

/** A page whose code loads on first visit. Once loaded it renders without suspending: React keeps a page that
 * suspended off the screen until 300 ms after it showed the fallback, which is pure waiting when the code is
 * already here (`preloadPage`, and the server's modulepreload links). */
function lazyPage(load: () => Promise<PageModule>): LazyPage {
  let loaded: ComponentType | undefined;
  let loading: Promise<PageModule> | undefined;
  const preload = () =>
    (loading ??= load().then((page) => {
      loaded = page.default;
      return page;
    }));
  const SuspendingPage = lazy(preload);

  function Page() {
    const LoadedPage = loaded ?? SuspendingPage;
    return <LoadedPage />;
  }
  return Object.assign(Page, { preload });
}

// Pages past the landing page need the signed-in app's messages and the API client: fetched alongside their code,
// not after it.
const appPage = (load: () => Promise<PageModule>) =>
  lazyPage(() => Promise.all([load(), loadAppMessages(), preloadApiClient()]).then(([page]) => page));

const pageRoute = (Page: LazyPage) => ({ element: <Page />, handle: Page });

// The screens of docs/product.md §2.
const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    children: [
      { index: true, ...pageRoute(lazyPage(() => import('./routes/landing'))) },
      // Signing in shares the app's messages and API client: loaded here, they are there for the page after it.
      { path: 'sign-in', ...pageRoute(appPage(() => import('./routes/sign-in'))) },
      { path: 'sign-in/email', ...pageRoute(appPage(() => import('./routes/sign-in-email'))) },
      { path: 'email/confirm', ...pageRoute(appPage(() => import('./routes/email-confirm'))) },
      {
        element: <ProtectedLayout />,
        children: [
          { path: 'pickpath', ...pageRoute(appPage(() => import('./routes/pick-path'))) },
          { path: 'levels', ...pageRoute(appPage(() => import('./routes/levels'))) },
          { path: 'games/:id/:ayahId?', ...pageRoute(appPage(() => import('./routes/game'))) },
          { path: 'profile', ...pageRoute(appPage(() => import('./routes/profile'))) },
          { path: 'leaderboards', ...pageRoute(appPage(() => import('./routes/leaderboards'))) },
          { path: 'review', ...pageRoute(appPage(() => import('./routes/review'))) },
          { path: 'karaoke/:chapter?/:verse?', ...pageRoute(appPage(() => import('./routes/karaoke'))) },
          { path: 'drill/:chapter/:verse', ...pageRoute(appPage(() => import('./routes/drill'))) },
          { path: 'mushaf/:page?', ...pageRoute(appPage(() => import('./routes/mushaf'))) },
          { path: 'recite', ...pageRoute(appPage(() => import('./routes/recite'))) },
          { path: 'weak-spots', ...pageRoute(appPage(() => import('./routes/weak-spots'))) },
          { path: 'recordings', ...pageRoute(appPage(() => import('./routes/recordings'))) },
          { path: 'recordings/:uploadId', ...pageRoute(appPage(() => import('./routes/listen-back'))) },
          { path: 'record', ...pageRoute(appPage(() => import('./routes/record'))) },
          { path: 'today', ...pageRoute(appPage(() => import('./routes/today'))) },
          { path: 'plan', ...pageRoute(appPage(() => import('./routes/plan'))) },
          { path: 'makhraj', ...pageRoute(appPage(() => import('./routes/makhraj'))) },
        ],
      },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];

export function AppRoutes() {
  return useRoutes(routes);
}

/** Loads the code of the page at `pathname`, so the first render shows the page rather than a spinner that React
 * then holds for 300 ms. Settles either way: a page that fails to load shows the error page when rendered. */
export async function preloadPage(pathname: string): Promise<void> {
  const pages = (matchRoutes(routes, pathname) ?? []).map(({ route }) =>
    (route.handle as LazyPage | undefined)?.preload(),
  );
  await Promise.allSettled(pages);
}
