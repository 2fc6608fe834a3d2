import { QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';

import { createQueryClient } from '@/lib/query-client';
import { api } from '@/testing/mocks/api-path';
import { testLearningPath } from '@/testing/mocks/review-handlers';
import { server } from '@/testing/mocks/server';
import { useAuthStore } from '@/stores/auth-store';

import { ProtectedLayout } from './protected';

/** The game page behind the layout; `signedIn` as a sign-in leads there (its location state). */
function renderProtectedPage({ signedIn = false } = {}) {
  const router = createMemoryRouter(
    [
      { path: '/', element: <p>Landing page</p> },
      { path: '/sign-in', element: <p>Sign-in choice</p> },
      {
        Component: ProtectedLayout,
        children: [
          { path: '/games/:id/:ayahId', element: <p>Game page</p> },
          { path: '/pickpath', element: <p>Path choice</p> },
        ],
      },
    ],
    {
      initialEntries: [
        { pathname: '/games/112/3', search: '?mode=game', hash: '#tiles', state: signedIn ? { signedIn } : null },
      ],
    },
  );
  render(
    <QueryClientProvider client={createQueryClient({ queries: { retry: false } })}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

describe('ProtectedLayout', () => {
  it('shows a spinner while auth state loads', () => {
    renderProtectedPage();

    expect(screen.getByRole('status', { name: 'Loading…' })).toBeInTheDocument();
    expect(screen.queryByText('Game page')).not.toBeInTheDocument();
  });

  it('offers visitors the sign-in choice, which will bring them back to the whole address', () => {
    useAuthStore.getState().init();

    const router = renderProtectedPage();

    expect(screen.getByText('Sign-in choice')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/sign-in');
    expect(new URLSearchParams(router.state.location.search).get('next')).toBe('/games/112/3?mode=game#tiles');
  });

  it('sends a learner whose session ends on the page to the landing page, not to sign in again', async () => {
    useAuthStore.getState().setToken('test-token');
    const router = renderProtectedPage();
    expect(screen.getByText('Game page')).toBeInTheDocument();

    act(() => useAuthStore.getState().logout());

    expect(await screen.findByText('Landing page')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
  });

  it('shows the page to signed-in users', () => {
    useAuthStore.getState().setToken('test-token');

    renderProtectedPage();

    expect(screen.getByText('Game page')).toBeInTheDocument();
  });

  it('asks a learner who just signed in and never chose a path to choose one, then go on to the page', async () => {
    useAuthStore.getState().setToken('test-token');

    const router = renderProtectedPage({ signedIn: true });

    expect(await screen.findByText('Path choice')).toBeInTheDocument();
    expect(screen.queryByText('Game page')).not.toBeInTheDocument();
    expect(new URLSearchParams(router.state.location.search).get('next')).toBe('/games/112/3?mode=game#tiles');
  });

  it('opens the page at once for a learner who just signed in with a path chosen', async () => {
    server.use(http.get(api('/path/'), () => HttpResponse.json({ ...testLearningPath, chosen: true })));
    useAuthStore.getState().setToken('test-token');

    const router = renderProtectedPage({ signedIn: true });

    expect(await screen.findByText('Game page')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/games/112/3');
    // The sign-in's mark is gone, so a reload does not ask again.
    expect(router.state.location.state).toBeNull();
    expect(router.state.location.hash).toBe('#tiles');
  });

  it('does not ask again on a page reached without signing in', () => {
    useAuthStore.getState().setToken('test-token');

    renderProtectedPage();

    // The default path, never chosen: asked at sign-in only.
    expect(screen.getByText('Game page')).toBeInTheDocument();
  });
});
