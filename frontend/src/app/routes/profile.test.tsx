import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';

import { api, testProfile } from '@/testing/mocks/handlers';
import { server } from '@/testing/mocks/server';
import { renderWithProviders, signIn } from '@/testing/test-utils';

import ProfileRoute from './profile';

describe('the profile page', () => {
  beforeEach(() => signIn());

  it('offers signing out everywhere to a learner', async () => {
    renderWithProviders(<ProfileRoute />);

    expect(await screen.findByRole('button', { name: 'Sign out everywhere' })).toBeInTheDocument();
  });

  it('does not offer it to a guest, whose account it would lose without asking', async () => {
    server.use(http.get(api('/auth/profile/info/'), () => HttpResponse.json({ ...testProfile, is_guest: true })));
    renderWithProviders(<ProfileRoute />);

    expect(await screen.findByRole('heading', { name: 'My Profile' })).toBeInTheDocument();
    await screen.findByText('Amina');
    expect(screen.queryByRole('button', { name: 'Sign out everywhere' })).not.toBeInTheDocument();
  });
});
