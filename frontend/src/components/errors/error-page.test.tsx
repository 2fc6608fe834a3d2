import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';

import { ErrorPage } from './error-page';

function renderRoute(Component: () => never, url = '/') {
  const router = createMemoryRouter([{ path: '/', Component, ErrorBoundary: ErrorPage }], { initialEntries: [url] });
  render(<RouterProvider router={router} />);
}

describe('ErrorPage', () => {
  it('shows the status and status text of a route error', async () => {
    renderRoute(() => {
      throw new Error('unreachable');
    }, '/no-such-page');

    expect(await screen.findByRole('heading', { name: 'Unexpected Application Error!' })).toBeInTheDocument();
    expect(screen.getByText('404 Not Found')).toBeInTheDocument();
  });

  it('shows the message and stack trace of a thrown error', async () => {
    // React reports the caught error on the console; that is expected here.
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const error = new Error('Verse index out of range');
    error.stack = 'Error: Verse index out of range\n    at LearnCard (learn-card.tsx:12:3)';

    renderRoute(() => {
      throw error;
    });

    expect(await screen.findByRole('heading', { name: 'Unexpected Application Error!' })).toBeInTheDocument();
    expect(screen.getByText('Verse index out of range')).toBeInTheDocument();
    expect(screen.getByText(/at LearnCard \(learn-card\.tsx:12:3\)/)).toBeInTheDocument();
  });
});
