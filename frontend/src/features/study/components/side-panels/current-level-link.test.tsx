import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';

import { api } from '@/testing/mocks/api-path';
import { server } from '@/testing/mocks/server';
import { renderWithProviders, signIn } from '@/testing/test-utils';

import { CurrentLevelLink } from './current-level-link';

// Hidden from assistive technology, so found by its look.
const placeholder = () => document.querySelector('[aria-hidden="true"][class*="placeholder"]');

describe('CurrentLevelLink', () => {
  beforeEach(() => signIn());

  it('holds its place until the current verse is known, then leads to it', async () => {
    renderWithProviders(<CurrentLevelLink />);

    expect(placeholder()).toHaveTextContent('Current level');
    expect(screen.queryByRole('link')).not.toBeInTheDocument();

    const link = await screen.findByRole('link', { name: 'Current level Surah 114, ayah 2' });
    expect(link).toHaveAttribute('href', '/games/114/2');
    expect(placeholder()).toBeNull();
  });

  it('leaves nothing in its place when the current verse cannot be loaded', async () => {
    server.use(http.get(api('/progress/current/'), () => new HttpResponse(null, { status: 500 })));
    renderWithProviders(<CurrentLevelLink />);

    await waitFor(() => expect(placeholder()).toBeNull());
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });
});
