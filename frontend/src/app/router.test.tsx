import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { AUTH_TOKEN_KEY } from '@/stores/auth-store';

import { preloadPage } from './router';
import { renderApp } from './testing/render-app';

describe('router', () => {
  it.each([
    ['/', 'Become a hafiz with 15 minutes a day'],
    ['/pickpath', 'Choose your path'],
    ['/levels', 'Level map'],
    ['/games/112/3', 'Al-Ikhlas'],
    ['/profile', 'Profile'],
    ['/review', 'Review'],
  ])('shows the page title at %s to a signed-in user', async (url, title) => {
    localStorage.setItem(AUTH_TOKEN_KEY, 'test-token');

    renderApp(url);

    // Generous: the first visit compiles the lazily loaded page in the test run.
    expect(await screen.findByRole('heading', { level: 1, name: title }, { timeout: 5000 })).toBeInTheDocument();
  });

  it('shows a page whose code was preloaded at once, without a spinner in between', async () => {
    localStorage.setItem(AUTH_TOKEN_KEY, 'test-token');
    await preloadPage('/leaderboards');

    renderApp('/leaderboards');

    // Rendered in the same pass: a page that suspended would be held back by React for 300 ms after the spinner.
    expect(screen.getByRole('heading', { level: 1, name: 'Leaderboards' })).toBeInTheDocument();
  });

  it('offers visitors of a protected page the sign-in choice, to come back to it', async () => {
    const router = renderApp('/profile');

    expect(await screen.findByRole('heading', { level: 1, name: 'Sign in to continue' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/sign-in');
    expect(router.state.location.search).toBe('?next=%2Fprofile');
  });

  it('shows the not-found page for an unknown path', async () => {
    renderApp('/no-such-page');

    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
    expect(screen.queryByText(/Unexpected Application Error/)).not.toBeInTheDocument();
  });
});
