import { act, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';

import { api } from '@/testing/mocks/api-path';
import { server } from '@/testing/mocks/server';
import { findPlaceholder, renderWithProviders, signIn } from '@/testing/test-utils';

import { CurrentLevelLink } from './current-level-link';

describe('CurrentLevelLink', () => {
  beforeEach(() => signIn());

  it('holds its place until the current verse is known, then leads to it', async () => {
    renderWithProviders(<CurrentLevelLink />);

    expect(findPlaceholder()).toHaveTextContent('Current level');
    expect(screen.queryByRole('link')).not.toBeInTheDocument();

    const link = await screen.findByRole('link', { name: 'Current level Surah 114, ayah 2' });
    expect(link).toHaveAttribute('href', '/games/114/2');
    expect(findPlaceholder()).toBeNull();
  });

  it('leaves nothing in its place when the current verse cannot be loaded', async () => {
    server.use(http.get(api('/progress/current/'), () => new HttpResponse(null, { status: 500 })));
    renderWithProviders(<CurrentLevelLink />);

    await waitFor(() => expect(findPlaceholder()).toBeNull());
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });

  it('keeps leading to the verse when a later reload of it fails', async () => {
    const { queryClient } = renderWithProviders(<CurrentLevelLink />);
    expect(await screen.findByRole('link', { name: 'Current level Surah 114, ayah 2' })).toBeInTheDocument();

    server.use(http.get(api('/progress/current/'), () => new HttpResponse(null, { status: 500 })));
    await queryClient.refetchQueries();
    // The failed reload reaches the component with the query's next batch of updates.
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));

    expect(screen.getByRole('link', { name: 'Current level Surah 114, ayah 2' })).toBeInTheDocument();
  });
});
