import { screen } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';

import { useAuthStore } from '@/stores/auth-store';
import { api } from '@/testing/mocks/handlers';
import { server } from '@/testing/mocks/server';
import { renderWithProviders } from '@/testing/test-utils';

import { SignIn } from './sign-in';

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

  it('says so when no sign-in method is enabled', async () => {
    server.use(
      http.get(api('/config/'), () =>
        HttpResponse.json({ google_client_id: null, demo_login: false, audio_base_url: '' }),
      ),
    );

    renderWithProviders(<SignIn />);

    expect(await screen.findByText('Sign-in is unavailable right now.')).toBeInTheDocument();
  });
});
