import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';

import i18n from '@/lib/i18n';
import { useAuthStore } from '@/stores/auth-store';
import { api } from '@/testing/mocks/handlers';
import { server } from '@/testing/mocks/server';
import { renderWithProviders, signIn } from '@/testing/test-utils';

import SignInRoute from './sign-in';

const pages = [
  { path: '/games/:id/:ayahId', element: <p>Game page</p> },
  { path: '/levels', element: <p>Level map</p> },
];

function renderSignIn(url: string) {
  useAuthStore.getState().init();
  server.use(http.post(api('/auth/login_demo/'), () => HttpResponse.json({ token: 'demo-token' })));
  return renderWithProviders(<SignInRoute />, { url, routes: pages });
}

describe('SignInRoute', () => {
  it('brings the visitor to the page they were going to once signed in', async () => {
    const { user, router } = renderSignIn('/sign-in?next=%2Fgames%2F112%2F1');

    expect(screen.getByRole('heading', { level: 1, name: 'Sign in to continue' })).toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: 'Try the demo' }));

    expect(await screen.findByText('Game page')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/games/112/1');
    // Marked as reached by signing in: there the app asks a learner without a path to choose one first.
    expect(router.state.location.state).toEqual({ signedIn: true });
  });

  it.each(['', '?next=https%3A%2F%2Fevil.example%2F', '?next=%2F%2Fevil.example'])(
    'goes to the level map when the target is missing or not of this app (%s)',
    async (query) => {
      const { user, router } = renderSignIn(`/sign-in${query}`);

      await user.click(await screen.findByRole('button', { name: 'Try the demo' }));

      expect(await screen.findByText('Level map')).toBeInTheDocument();
      expect(router.state.location.pathname).toBe('/levels');
    },
  );

  it('sends a learner who is signed in already straight on', () => {
    signIn();

    renderWithProviders(<SignInRoute />, { url: '/sign-in?next=%2Fgames%2F112%2F1', routes: pages });

    expect(screen.getByText('Game page')).toBeInTheDocument();
  });

  it('speaks Russian, with the language switch', async () => {
    await i18n.changeLanguage('ru');

    renderSignIn('/sign-in?next=%2Flevels');

    expect(screen.getByRole('heading', { level: 1, name: 'Войдите, чтобы продолжить' })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Попробовать демо' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'RU' })).toHaveAttribute('aria-pressed', 'true');
  });
});
