import type { ComponentType } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router';

import { ErrorPage } from '@/components/errors/error-page';
import { FullScreenSpinner } from '@/components/ui/spinner/spinner';

import { ProtectedLayout } from './routes/protected';
import { RootLayout } from './routes/root';

// Each page is its own chunk, loaded when first visited.
const page = (load: () => Promise<{ default: ComponentType }>) => async () => ({
  Component: (await load()).default,
});

// SPEC §2.
export const routes: RouteObject[] = [
  {
    path: '/',
    Component: RootLayout,
    ErrorBoundary: ErrorPage,
    HydrateFallback: FullScreenSpinner,
    children: [
      { index: true, lazy: page(() => import('./routes/landing')) },
      {
        Component: ProtectedLayout,
        children: [
          { path: 'pickpath', lazy: page(() => import('./routes/pick-path')) },
          { path: 'levels', lazy: page(() => import('./routes/levels')) },
          { path: 'games/:id/:ayahId?', lazy: page(() => import('./routes/game')) },
          { path: 'profile', lazy: page(() => import('./routes/profile')) },
          { path: 'leaderboards', lazy: page(() => import('./routes/leaderboards')) },
          { path: 'review', lazy: page(() => import('./routes/review')) },
          { path: 'karaoke/:chapter/:verse?', lazy: page(() => import('./routes/karaoke')) },
        ],
      },
    ],
  },
];

export const createAppRouter = () => createBrowserRouter(routes);
