import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';

import i18n from '@/lib/i18n';
import { useAuthStore } from '@/stores/auth-store';
import { api } from '@/testing/mocks/handlers';
import { server } from '@/testing/mocks/server';
import { renderWithProviders, signIn } from '@/testing/test-utils';

import { ProfileNav } from './profile-nav';

describe('ProfileNav', () => {
  beforeEach(() => signIn());

  it('opens the account menu from the avatar and closes it on a click outside', async () => {
    const { user } = renderWithProviders(
      <>
        <ProfileNav />
        <p>Elsewhere</p>
      </>,
    );

    await user.click(screen.getByRole('button', { name: 'Account menu' }));
    expect(screen.getByRole('menuitem', { name: 'Profile' })).toHaveAttribute('href', '/profile');
    expect(screen.getByRole('menuitem', { name: 'Log out' })).toBeInTheDocument();

    await user.click(screen.getByText('Elsewhere'));
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });

  it('shows the profile photo', async () => {
    server.use(http.get(api('/auth/profile/info/photo/'), () => HttpResponse.json({ url: '/media/photos/ab12.jpg' })));

    renderWithProviders(<ProfileNav />);

    expect(await screen.findByRole('img', { name: 'Profile photo' })).toHaveAttribute('src', '/media/photos/ab12.jpg');
  });

  it('tells the user when the photo cannot be fetched', async () => {
    server.use(http.get(api('/auth/profile/info/photo/'), () => new HttpResponse(null, { status: 500 })));

    renderWithProviders(<ProfileNav />);

    expect(await screen.findByText('Failed to fetch profile photo information.')).toBeInTheDocument();
  });

  it('logs out on the server, then locally, and goes to the landing page', async () => {
    let loggedOutOnServer = false;
    server.use(
      http.post(api('/auth/logout_knox/'), () => {
        loggedOutOnServer = true;
        return new HttpResponse(null, { status: 204 });
      }),
    );
    const { user, router } = renderWithProviders(<ProfileNav />, {
      url: '/profile',
      routes: [{ path: '/', element: <p>Landing page</p> }],
    });

    await user.click(screen.getByRole('button', { name: 'Account menu' }));
    await user.click(screen.getByRole('menuitem', { name: 'Log out' }));

    expect(await screen.findByText('Landing page')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
    expect(loggedOutOnServer).toBe(true);
    expect(useAuthStore.getState()).toMatchObject({ token: null, isAuthenticated: false });
  });

  it('switches the interface language', async () => {
    const { user } = renderWithProviders(<ProfileNav />);

    await user.click(screen.getByRole('button', { name: 'RU' }));

    expect(i18n.language).toBe('ru');
    expect(screen.getByRole('button', { name: 'RU' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'Меню аккаунта' })).toBeInTheDocument();
  });
});
