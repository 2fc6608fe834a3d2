import { act, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';

import { useAuthStore } from '@/stores/auth-store';

import { ProtectedLayout } from './protected';

function renderProtectedPage() {
  const router = createMemoryRouter(
    [
      { path: '/', element: <p>Landing page</p> },
      { path: '/sign-in', element: <p>Sign-in choice</p> },
      { Component: ProtectedLayout, children: [{ path: '/games/:id/:ayahId', element: <p>Game page</p> }] },
    ],
    { initialEntries: ['/games/112/3?mode=game#tiles'] },
  );
  render(<RouterProvider router={router} />);
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
});
