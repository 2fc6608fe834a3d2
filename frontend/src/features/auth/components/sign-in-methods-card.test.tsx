import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { api } from '@/testing/mocks/handlers';
import { server } from '@/testing/mocks/server';
import { renderWithProviders, signIn } from '@/testing/test-utils';

import { SignInMethodsCard } from './sign-in-methods-card';

const { startRegistration } = vi.hoisted(() => ({ startRegistration: vi.fn() }));
vi.mock('@simplewebauthn/browser', () => ({ startRegistration, startAuthentication: vi.fn() }));

const phone = { id: 1, name: 'My phone', created_at: '2026-11-01T10:00:00Z', last_used_at: '2026-12-01T10:00:00Z' };
const laptop = { id: 2, name: '', created_at: '2026-11-20T10:00:00Z', last_used_at: null };

function passkeysAnswer(list: object[]) {
  server.use(http.get(api('/auth/passkeys/'), () => HttpResponse.json({ passkeys: list })));
}

describe('SignInMethodsCard', () => {
  beforeEach(() => {
    signIn();
    vi.stubGlobal('isSecureContext', true);
    vi.stubGlobal('PublicKeyCredential', function PublicKeyCredential() {});
  });
  afterEach(() => vi.unstubAllGlobals());

  it('lists the passkeys, an unnamed one by its number', async () => {
    passkeysAnswer([phone, laptop]);
    renderWithProviders(<SignInMethodsCard />);

    const list = await screen.findByRole('list');
    const [first, second] = within(list).getAllByRole('listitem');
    expect(first).toHaveTextContent('My phone');
    expect(first).toHaveTextContent('Last used Dec 1, 2026');
    expect(second).toHaveTextContent('Passkey 2');
    expect(second).toHaveTextContent('Added Nov 20, 2026');
  });

  it('adds a passkey made by the browser from the server options', async () => {
    passkeysAnswer([]);
    startRegistration.mockResolvedValue({ id: 'new-credential' });
    const added = vi.fn();
    server.use(
      http.post(api('/auth/passkeys/add/options/'), () => HttpResponse.json({ options: { challenge: 'xyz' } })),
      http.post(api('/auth/passkeys/add/'), async ({ request }) => {
        added(await request.json());
        passkeysAnswer([laptop]);
        return HttpResponse.json({ first_name: 'Guest', last_name: '4821', is_guest: false }, { status: 201 });
      }),
    );
    const { user } = renderWithProviders(<SignInMethodsCard />);

    expect(await screen.findByText(/No passkey yet/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add a passkey' }));

    expect(await screen.findByText('Passkey added: sign in with it on any device that holds it.')).toBeInTheDocument();
    expect(startRegistration).toHaveBeenCalledWith({ optionsJSON: { challenge: 'xyz' } });
    expect(added).toHaveBeenCalledWith({ credential: { id: 'new-credential' } });
    expect(await screen.findByText('Passkey 1')).toBeInTheDocument();
  });

  it('renames a passkey', async () => {
    passkeysAnswer([laptop]);
    const renamed = vi.fn();
    server.use(
      http.patch(api('/auth/passkeys/2/'), async ({ request }) => {
        renamed(await request.json());
        passkeysAnswer([{ ...laptop, name: 'Laptop' }]);
        return HttpResponse.json({ ...laptop, name: 'Laptop' });
      }),
    );
    const { user } = renderWithProviders(<SignInMethodsCard />);

    await user.click(await screen.findByRole('button', { name: 'Rename Passkey 1' }));
    await user.type(screen.getByRole('textbox', { name: 'Passkey name' }), ' Laptop ');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Laptop')).toBeInTheDocument();
    expect(renamed).toHaveBeenCalledWith({ name: 'Laptop' });
  });

  it('says why the last way in is not removed, and keeps it listed', async () => {
    passkeysAnswer([phone]);
    server.use(
      http.delete(api('/auth/passkeys/1/'), () =>
        HttpResponse.json(
          { message: 'This is your only way to sign in: add another passkey (or an email address) first.', fields: {} },
          { status: 409 },
        ),
      ),
    );
    const { user } = renderWithProviders(<SignInMethodsCard />);

    await user.click(await screen.findByRole('button', { name: 'Remove My phone' }));

    expect(await screen.findByText(/This is your only way to sign in/)).toBeInTheDocument();
    expect(screen.getByText('Could not remove the passkey.')).toBeInTheDocument();
    expect(screen.getByText('My phone')).toBeInTheDocument();
  });

  it('shows no email section where the site sends no mail', async () => {
    passkeysAnswer([phone]);
    renderWithProviders(<SignInMethodsCard />);

    expect(await screen.findByText('My phone')).toBeInTheDocument();
    expect(screen.queryByText('Sign-in link by email')).not.toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Email address' })).not.toBeInTheDocument();
  });

  it('sends a confirmation to a new address where the site sends mail', async () => {
    passkeysAnswer([phone]);
    const sent = vi.fn();
    server.use(
      http.get(api('/config/'), () =>
        HttpResponse.json({ google_client_id: null, demo_login: false, email_sign_in: true, audio_base_url: '' }),
      ),
      http.get(api('/auth/email/'), () => HttpResponse.json({ email: null })),
      http.post(api('/auth/email/'), async ({ request }) => {
        sent(await request.json());
        return HttpResponse.json({ message: 'sent' }, { status: 202 });
      }),
    );
    const { user } = renderWithProviders(<SignInMethodsCard />);

    await user.type(await screen.findByRole('textbox', { name: 'Email address' }), 'aisha@example.com');
    await user.click(screen.getByRole('button', { name: 'Confirm this address' }));

    expect(await screen.findByRole('status')).toHaveTextContent(
      'A link to confirm the address is on its way: open it from your mailbox.',
    );
    expect(sent).toHaveBeenCalledWith({ email: 'aisha@example.com', language: 'en' });
  });
});
