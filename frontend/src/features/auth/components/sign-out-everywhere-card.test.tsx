import { screen } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';

import i18n from '@/lib/i18n';
import { useAuthStore } from '@/stores/auth-store';
import { api } from '@/testing/mocks/handlers';
import { server } from '@/testing/mocks/server';
import { renderWithProviders, signIn } from '@/testing/test-utils';

import { SignOutEverywhereCard } from './sign-out-everywhere-card';

const landingStub = { path: '/', element: <p>Landing page</p> };

describe('SignOutEverywhereCard', () => {
  it('revokes every token, signs this device out and returns to the landing page', async () => {
    signIn('device-token');
    const calls: (string | null)[] = [];
    server.use(
      http.post(api('/auth/logoutall/'), async ({ request }) => {
        calls.push(request.headers.get('Authorization'));
        await delay(50);
        return new HttpResponse(null, { status: 204 });
      }),
    );
    const { user, router } = renderWithProviders(<SignOutEverywhereCard />, {
      url: '/profile',
      routes: [landingStub],
    });

    await user.click(screen.getByRole('button', { name: 'Sign out everywhere' }));

    expect(screen.getByRole('button', { name: /Sign out everywhere/ })).toBeDisabled();
    expect(await screen.findByText('Landing page')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
    expect(calls).toEqual(['Token device-token']);
    expect(useAuthStore.getState()).toMatchObject({ token: null, isAuthenticated: false });
    expect(localStorage.getItem('authToken')).toBeNull();
    expect(await screen.findByText('Signed out on every device.')).toBeInTheDocument();
  });

  it('keeps the learner signed in and says so when the server could not do it', async () => {
    signIn('device-token');
    server.use(
      http.post(api('/auth/logoutall/'), () =>
        HttpResponse.json({ message: 'The service is temporarily unavailable.', fields: {} }, { status: 503 }),
      ),
    );
    const { user, router } = renderWithProviders(<SignOutEverywhereCard />, { url: '/profile' });

    await user.click(screen.getByRole('button', { name: 'Sign out everywhere' }));

    expect(await screen.findByText(/Could not sign out everywhere/)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/profile');
    expect(useAuthStore.getState()).toMatchObject({ token: 'device-token', isAuthenticated: true });
    expect(screen.getByRole('button', { name: 'Sign out everywhere' })).toBeEnabled();
  });

  it('is in Russian for a Russian interface', async () => {
    await i18n.changeLanguage('ru');
    renderWithProviders(<SignOutEverywhereCard />);

    expect(screen.getByRole('region', { name: 'Устройства' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Выйти на всех устройствах' })).toBeInTheDocument();
  });
});
