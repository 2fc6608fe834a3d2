import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';

import { useAuthStore } from '@/stores/auth-store';

import { ProtectedLayout } from './protected';

function renderProtectedPage() {
  const router = createMemoryRouter(
    [
      { path: '/', element: <p>Landing page</p> },
      { Component: ProtectedLayout, children: [{ path: '/levels', element: <p>Level map</p> }] },
    ],
    { initialEntries: ['/levels'] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

describe('ProtectedLayout', () => {
  it('shows a spinner while auth state loads', () => {
    renderProtectedPage();

    expect(screen.getByRole('status', { name: 'Loading…' })).toBeInTheDocument();
    expect(screen.queryByText('Level map')).not.toBeInTheDocument();
  });

  it('redirects visitors to the landing page', () => {
    useAuthStore.getState().init();

    const router = renderProtectedPage();

    expect(screen.getByText('Landing page')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
  });

  it('shows the page to signed-in users', () => {
    useAuthStore.getState().setToken('test-token');

    renderProtectedPage();

    expect(screen.getByText('Level map')).toBeInTheDocument();
  });
});
