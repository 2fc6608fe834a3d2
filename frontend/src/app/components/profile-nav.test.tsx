import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';

import i18n from '@/lib/i18n';
import { queryKeys } from '@/lib/query-keys';
import { useAuthStore } from '@/stores/auth-store';
import type { ProfileInfo } from '@/types/api';
import { api, testProfile } from '@/testing/mocks/handlers';
import { server } from '@/testing/mocks/server';
import { renderWithProviders, signIn } from '@/testing/test-utils';

import { ProfileNav } from './profile-nav';

const { startRegistration } = vi.hoisted(() => ({ startRegistration: vi.fn() }));
vi.mock('@simplewebauthn/browser', () => ({ startRegistration, startAuthentication: vi.fn() }));

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
    expect(screen.getByRole('menuitem', { name: 'Learning path' })).toHaveAttribute('href', '/pickpath');
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

  describe('a guest signing out', () => {
    function renderAsGuest({ google = false } = {}) {
      const calls = { logout: 0 };
      server.use(
        http.get(api('/auth/profile/info/'), () => HttpResponse.json({ ...testProfile, is_guest: true })),
        http.post(api('/auth/logout_knox/'), () => {
          calls.logout += 1;
          return new HttpResponse(null, { status: 204 });
        }),
      );
      if (google) {
        server.use(
          http.get(api('/config/'), () =>
            HttpResponse.json({
              google_client_id: 'client.apps.googleusercontent.com',
              demo_login: true,
              audio_base_url: '',
              contact_email: null,
            }),
          ),
        );
      }
      const rendered = renderWithProviders(<ProfileNav />, {
        url: '/profile',
        routes: [{ path: '/', element: <p>Landing page</p> }],
      });
      return { ...rendered, calls };
    }

    /** The menu knows the account is a guest once the profile has come. */
    const profileLoaded = ({ queryClient }: ReturnType<typeof renderAsGuest>) =>
      waitFor(() => expect(queryClient.getQueryData<ProfileInfo>(queryKeys.profileInfo())?.is_guest).toBe(true));

    async function askToLogOut(rendered: ReturnType<typeof renderAsGuest>) {
      await profileLoaded(rendered);
      await rendered.user.click(screen.getByRole('button', { name: 'Account menu' }));
      await rendered.user.click(screen.getByRole('menuitem', { name: 'Log out' }));
      return screen.findByRole('alertdialog', { name: 'Sign out of the guest account?' });
    }

    it('is warned that the account will be deleted, and staying keeps them signed in', async () => {
      const rendered = renderAsGuest();
      const { user, calls } = rendered;

      const dialog = await askToLogOut(rendered);

      expect(dialog).toHaveAccessibleDescription(/it is deleted with its xp, progress and reviews/);
      expect(screen.getByRole('button', { name: 'Stay signed in' })).toHaveFocus();
      await user.click(screen.getByRole('button', { name: 'Stay signed in' }));

      expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Account menu' })).toHaveFocus();
      expect(calls.logout).toBe(0);
      expect(useAuthStore.getState().isAuthenticated).toBe(true);
    });

    it('signs out only once they confirm', async () => {
      const rendered = renderAsGuest();
      const { user, calls, router } = rendered;

      await askToLogOut(rendered);
      await user.click(screen.getByRole('button', { name: 'Sign out and lose progress' }));

      expect(await screen.findByText('Landing page')).toBeInTheDocument();
      expect(router.state.location.pathname).toBe('/');
      expect(calls.logout).toBe(1);
      expect(useAuthStore.getState().isAuthenticated).toBe(false);
    });

    it('closes the question on Escape without signing out', async () => {
      const rendered = renderAsGuest();
      const { user, calls } = rendered;

      await askToLogOut(rendered);
      await user.keyboard('{Escape}');

      expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
      expect(calls.logout).toBe(0);
    });

    it('is offered to keep the account with Google where Google sign-in is on', async () => {
      const dialog = await askToLogOut(renderAsGuest({ google: true }));

      expect(within(dialog).getByText(/^Keep them: sign in with Google/)).toBeVisible();
      expect(within(dialog).getByRole('button', { name: 'Sign in with Google' })).toBeInTheDocument();
    });

    it('keeps the account with a passkey, and then signs out without being asked', async () => {
      vi.stubGlobal('isSecureContext', true);
      vi.stubGlobal('PublicKeyCredential', function PublicKeyCredential() {});
      startRegistration.mockResolvedValue({ id: 'new-credential' });
      server.use(
        http.post(api('/auth/passkeys/add/options/'), () => HttpResponse.json({ options: { challenge: 'xyz' } })),
        http.post(api('/auth/passkeys/add/'), () =>
          HttpResponse.json({ ...testProfile, is_guest: false }, { status: 201 }),
        ),
      );
      try {
        const rendered = renderAsGuest();
        const { user, calls } = rendered;
        const dialog = await askToLogOut(rendered);

        expect(within(dialog).getByText(/^Keep them: add a passkey/)).toBeVisible();
        await user.click(within(dialog).getByRole('button', { name: 'Keep it with a passkey' }));

        expect(await screen.findByText('Passkey added: sign in with it on any device that holds it.')).toBeVisible();
        expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
        expect(calls.logout).toBe(0);
        await user.click(screen.getByRole('button', { name: 'Account menu' }));
        await user.click(screen.getByRole('menuitem', { name: 'Log out' }));
        expect(await screen.findByText('Landing page')).toBeInTheDocument();
        expect(calls.logout).toBe(1);
      } finally {
        vi.unstubAllGlobals();
      }
    });

    it('is pointed to confirming an email address where the site sends mail', async () => {
      server.use(
        http.get(api('/config/'), () =>
          HttpResponse.json({ google_client_id: null, demo_login: true, email_sign_in: true, audio_base_url: '' }),
        ),
      );
      const dialog = await askToLogOut(renderAsGuest());

      expect(within(dialog).getByText(/^Or confirm an email address on your profile/)).toBeVisible();
      expect(within(dialog).getByRole('link', { name: 'Go to your profile' })).toHaveAttribute('href', '/profile');
    });

    it('is not offered Google where it is off', async () => {
      const dialog = await askToLogOut(renderAsGuest());

      expect(within(dialog).queryByRole('button', { name: 'Sign in with Google' })).not.toBeInTheDocument();
    });

    it('is asked in Russian', async () => {
      await i18n.changeLanguage('ru');
      const rendered = renderAsGuest();
      const { user } = rendered;
      await profileLoaded(rendered);

      await user.click(screen.getByRole('button', { name: 'Меню аккаунта' }));
      await user.click(screen.getByRole('menuitem', { name: 'Выйти' }));

      expect(await screen.findByRole('alertdialog', { name: 'Выйти из гостевого аккаунта?' })).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Выйти и потерять прогресс' })).toBeInTheDocument();
    });
  });

  it('switches the interface language', async () => {
    const { user } = renderWithProviders(<ProfileNav />);

    await user.click(screen.getByRole('button', { name: 'RU' }));

    expect(i18n.language).toBe('ru');
    expect(screen.getByRole('button', { name: 'RU' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'Меню аккаунта' })).toBeInTheDocument();
  });
});
