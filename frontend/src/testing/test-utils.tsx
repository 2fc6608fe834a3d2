import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';

import { Toasts } from '@/components/ui/toasts/toasts';
import { createQueryClient } from '@/lib/query-client';
import { useAuthStore } from '@/stores/auth-store';

type RenderOptions = {
  /** Where the memory router starts. */
  url?: string;
  /** Routes besides the one rendering `ui`, e.g. stubs to observe navigation. */
  routes?: RouteObject[];
};

/** Renders `ui` inside a router, a fresh query client (no retries) and the toast container. */
export function renderWithProviders(ui: ReactElement, { url = '/', routes = [] }: RenderOptions = {}) {
  const queryClient = createQueryClient({ queries: { retry: false } });
  const router = createMemoryRouter([...routes, { path: '*', element: ui }], { initialEntries: [url] });
  const user = userEvent.setup();

  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
      <Toasts />
    </QueryClientProvider>,
  );
  return { router, queryClient, user };
}

export function signIn(token = 'test-token') {
  useAuthStore.getState().setToken(token);
}

/** A loading placeholder (class name containing "placeholder"): hidden from assistive technology, so found by its
 * look. */
export const findPlaceholder = () => document.querySelector('[aria-hidden="true"][class*="placeholder"]');
