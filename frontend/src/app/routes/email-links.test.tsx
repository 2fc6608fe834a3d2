import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { loadAppMessages } from '@/lib/i18n';
import { useAuthStore } from '@/stores/auth-store';
import { api } from '@/testing/mocks/handlers';
import { server } from '@/testing/mocks/server';
import { renderWithProviders, signIn } from '@/testing/test-utils';

import EmailConfirmRoute from './email-confirm';
import SignInEmailRoute from './sign-in-email';

/** The address bar as the mailed link leaves it: the secret in the fragment. */
function openLink(path: string, token: string) {
  window.history.replaceState(null, '', `${path}#token=${token}`);
}

describe('the mailed links', () => {
  afterEach(() => window.history.replaceState(null, '', '/'));

  it('signs in with the link once and drops its secret from the address bar', async () => {
    await loadAppMessages();
    const sent = vi.fn();
    server.use(
      http.post(api('/auth/email/sign_in/'), async ({ request }) => {
        sent(await request.json());
        return HttpResponse.json({ token: 'email-token' });
      }),
    );
    openLink('/sign-in/email', 'secret-1');

    renderWithProviders(<SignInEmailRoute />, { routes: [{ path: '/levels', element: <p>Level map</p> }] });

    expect(await screen.findByText('Level map')).toBeInTheDocument();
    expect(sent).toHaveBeenCalledTimes(1);
    expect(sent).toHaveBeenCalledWith({ token: 'secret-1' });
    expect(useAuthStore.getState().token).toBe('email-token');
    expect(window.location.hash).toBe('');
  });

  it('says a used or expired link has gone and leads to asking again', async () => {
    await loadAppMessages();
    vi.spyOn(console, 'error').mockImplementation(() => {});
    server.use(
      http.post(api('/auth/email/sign_in/'), () =>
        HttpResponse.json({ message: 'This link has expired or was used already.', fields: {} }, { status: 400 }),
      ),
    );
    openLink('/sign-in/email', 'used-secret');

    renderWithProviders(<SignInEmailRoute />);

    expect(await screen.findByRole('alert')).toHaveTextContent('This link has expired or was used already.');
    expect(screen.getByRole('link', { name: 'Ask for a new link' })).toHaveAttribute('href', '/sign-in');
    expect(useAuthStore.getState().isAuthenticated).toBe(false);
  });

  it('confirms the address for the learner who asked', async () => {
    await loadAppMessages();
    signIn();
    server.use(http.post(api('/auth/email/confirm/'), () => HttpResponse.json({ email: 'aisha@example.com' })));
    openLink('/email/confirm', 'confirm-secret');
    renderWithProviders(<EmailConfirmRoute />);

    expect(await screen.findByRole('status', { name: '' })).toHaveTextContent(
      'aisha@example.com is confirmed: you can now ask for a sign-in link sent to it.',
    );
  });

  it('asks a visitor to sign in first, and confirms nothing meanwhile', async () => {
    await loadAppMessages();
    const confirmed = vi.fn();
    server.use(http.post(api('/auth/email/confirm/'), confirmed));
    openLink('/email/confirm', 'confirm-secret');
    renderWithProviders(<EmailConfirmRoute />);

    expect(
      await screen.findByText('Sign in to the account that asked for this address to confirm it.'),
    ).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Try the demo' })).toBeInTheDocument();
    expect(confirmed).not.toHaveBeenCalled();
  });

  it('says a link that was not checked may be opened again', async () => {
    await loadAppMessages();
    vi.spyOn(console, 'error').mockImplementation(() => {});
    server.use(
      http.post(api('/auth/email/sign_in/'), () => HttpResponse.json({ message: 'Busy', fields: {} }, { status: 429 })),
    );
    openLink('/sign-in/email', 'fresh-secret');

    renderWithProviders(<SignInEmailRoute />);

    expect(
      await screen.findByText('Too many tries from this address: open the link again in a minute.'),
    ).toBeInTheDocument();
  });

  it('says when the address signs into another account already', async () => {
    await loadAppMessages();
    signIn();
    server.use(
      http.post(api('/auth/email/confirm/'), () =>
        HttpResponse.json({ message: 'taken', fields: {} }, { status: 409 }),
      ),
    );
    openLink('/email/confirm', 'confirm-secret');
    renderWithProviders(<EmailConfirmRoute />);

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This address already signs into another Hafiz account.',
    );
  });
});
