import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';

import { useAuthStore } from '@/stores/auth-store';

import { AppProvider } from '../provider';
import { AppRoutes } from '../router';

/** The whole app, as main.tsx renders it, opened at the last of `history` (earlier entries are there to go back to).
 * A memory data router around the app's routes lets a test read where the app has navigated (`router.state`). */
export function renderApp(...history: [string, ...string[]]) {
  useAuthStore.getState().init();
  const router = createMemoryRouter([{ path: '*', element: <AppRoutes /> }], {
    initialEntries: history,
    initialIndex: history.length - 1,
  });
  render(
    <AppProvider>
      <RouterProvider router={router} />
    </AppProvider>,
  );
  return router;
}
