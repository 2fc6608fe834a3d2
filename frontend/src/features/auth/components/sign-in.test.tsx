import { screen } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { useAuthStore } from '@/stores/auth-store';
import { api } from '@/testing/mocks/handlers';
import { server } from '@/testing/mocks/server';
import { renderWithProviders } from '@/testing/test-utils';

import { SignIn } from './sign-in';

const { startAuthentication } = vi.hoisted(() => ({ startAuthentication: vi.fn() }));
vi.mock('@simplewebauthn/browser', () => ({ startAuthentication, startRegistration: vi.fn() }));

const profileStub = { path: '/profile', element: <p>Profile page</p> };

describe('SignIn', () => {
  it('signs in with the demo account and opens the profile', async () => {
    server.use(
      http.post(api('/auth/login_demo/'), async () => {
        await delay(50);
        return HttpResponse.json({ token: 'demo-token' });
      }),
    );
    const { user, router } = renderWithProviders(<SignIn />, { routes: [profileStub] });

    await user.click(await screen.findByRole('button', { name: 'Try the demo' }));

    // Busy: a full-screen spinner instead of the button.
    expect(screen.getByRole('status', { name: 'Loading…' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Try the demo' })).not.toBeInTheDocument();
    expect(await screen.findByText('Profile page')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/profile');
    expect(useAuthStore.getState()).toMatchObject({ token: 'demo-token', isAuthenticated: true });
    expect(localStorage.getItem('authToken')).toBe('demo-token');
  });

  it('only logs a failed sign-in and brings the button back', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    server.use(http.post(api('/auth/login_demo/'), () => HttpResponse.json({ message: 'Nope' }, { status: 500 })));
    const { user } = renderWithProviders(<SignIn />);

    await user.click(await screen.findByRole('button', { name: 'Try the demo' }));

    expect(await screen.findByRole('button', { name: 'Try the demo' })).toBeInTheDocument();
    expect(consoleError).toHaveBeenCalled();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(useAuthStore.getState().isAuthenticated).toBe(false);
  });

  it('offers Google sign-in when the deployment has a client id', async () => {
    server.use(
      http.get(api('/config/'), () =>
        HttpResponse.json({
          google_client_id: 'client.apps.googleusercontent.com',
          demo_login: false,
          audio_base_url: '',
        }),
      ),
    );

    renderWithProviders(<SignIn />);

    expect(await screen.findByRole('button', { name: 'Sign in with Google' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Try the demo' })).not.toBeInTheDocument();
  });

  it('takes the config the server put into the page, without asking the API', async () => {
    const configRequested = vi.fn();
    server.use(http.get(api('/config/'), configRequested));
    const embedded = document.createElement('script');
    embedded.id = 'public-config';
    embedded.type = 'application/json';
    embedded.textContent = JSON.stringify({ google_client_id: null, demo_login: true, audio_base_url: '' });
    document.head.append(embedded);

    try {
      renderWithProviders(<SignIn />);

      expect(await screen.findByRole('button', { name: 'Try the demo' })).toBeInTheDocument();
      expect(configRequested).not.toHaveBeenCalled();
    } finally {
      embedded.remove();
    }
  });

  describe('with passkeys', () => {
    beforeEach(() => {
      vi.stubGlobal('isSecureContext', true);
      vi.stubGlobal('PublicKeyCredential', function PublicKeyCredential() {});
    });
    afterEach(() => vi.unstubAllGlobals());

    it('signs in with a passkey: the options from the server go to the browser, its answer back', async () => {
      startAuthentication.mockResolvedValue({ id: 'credential-1', response: {} });
      const sent = vi.fn();
      server.use(
        http.post(api('/auth/passkey/sign_in/options/'), () =>
          HttpResponse.json({ options: { challenge: 'abc', rpId: 'localhost' } }),
        ),
        http.post(api('/auth/passkey/sign_in/'), async ({ request }) => {
          sent(await request.json());
          return HttpResponse.json({ token: 'passkey-token' });
        }),
      );
      const { user, router } = renderWithProviders(<SignIn next="/levels" />, {
        routes: [{ path: '/levels', element: <p>Level map</p> }],
      });

      await user.click(await screen.findByRole('button', { name: 'Sign in with a passkey' }));

      expect(await screen.findByText('Level map')).toBeInTheDocument();
      expect(startAuthentication).toHaveBeenCalledWith({ optionsJSON: { challenge: 'abc', rpId: 'localhost' } });
      expect(sent).toHaveBeenCalledWith({ credential: { id: 'credential-1', response: {} } });
      expect(router.state.location.pathname).toBe('/levels');
      expect(useAuthStore.getState().token).toBe('passkey-token');
    });

    it('says what happened when no passkey was used, and signs nobody in', async () => {
      vi.spyOn(console, 'error').mockImplementation(() => {});
      startAuthentication.mockRejectedValue(
        new DOMException('The operation either timed out or was not allowed.', 'NotAllowedError'),
      );
      server.use(
        http.post(api('/auth/passkey/sign_in/options/'), () => HttpResponse.json({ options: { challenge: 'abc' } })),
      );
      const { user } = renderWithProviders(<SignIn />);

      await user.click(await screen.findByRole('button', { name: 'Sign in with a passkey' }));

      expect(await screen.findByText(/No passkey was used: the request was cancelled/)).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Sign in with a passkey' })).toBeEnabled();
      expect(useAuthStore.getState().isAuthenticated).toBe(false);
    });

    it('leads to creating an account, and to the email link where the site sends mail', async () => {
      server.use(
        http.get(api('/config/'), () =>
          HttpResponse.json({ google_client_id: null, demo_login: false, email_sign_in: true, audio_base_url: '' }),
        ),
      );
      renderWithProviders(<SignIn />);

      expect(await screen.findByRole('link', { name: 'Create an account · email link' })).toHaveAttribute(
        'href',
        '/sign-in',
      );
      expect(screen.queryByRole('button', { name: 'Try the demo' })).not.toBeInTheDocument();
    });
  });

  it('offers no passkey where the browser cannot use one, only the way to the sign-in page', async () => {
    vi.stubGlobal('PublicKeyCredential', undefined);
    try {
      renderWithProviders(<SignIn />);

      expect(await screen.findByRole('link', { name: 'Create an account' })).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Sign in with a passkey' })).not.toBeInTheDocument();
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
