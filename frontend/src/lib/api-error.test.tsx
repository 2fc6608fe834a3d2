import { useQuery } from '@tanstack/react-query';
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';

import { apiClient } from '@/lib/api-client';
import i18n from '@/lib/i18n';
import { api } from '@/testing/mocks/handlers';
import { server } from '@/testing/mocks/server';
import { renderWithProviders, signIn } from '@/testing/test-utils';

/** A call the server refuses for a request limit, with the wait it names (none: no Retry-After). */
function refuse(path: string, retryAfter?: string) {
  server.use(
    http.get(api(path), () =>
      HttpResponse.json(
        { message: 'Too many requests: try again in 30 s.', fields: {} },
        { status: 429, headers: retryAfter ? { 'Retry-After': retryAfter } : {} },
      ),
    ),
  );
}

/** A page asking for `paths`, each query without a toast of its own. */
function QuietQueries({ paths }: { paths: string[] }) {
  return paths.map((path) => <QuietQuery key={path} path={path} />);
}

function QuietQuery({ path }: { path: string }) {
  useQuery({ queryKey: [path], queryFn: () => apiClient.get(path) });
  return null;
}

describe('a call over a request limit', () => {
  it('says when to try again, even for a query with no toast of its own', async () => {
    signIn();
    refuse('/levels/', '30');

    renderWithProviders(<QuietQueries paths={['/levels/']} />);

    const toast = await screen.findByRole('alert');
    expect(within(toast).getByText('Too many requests')).toBeInTheDocument();
    expect(within(toast).getByText('Try again in 30 seconds.')).toBeInTheDocument();
  });

  it('makes one toast for calls refused together', async () => {
    signIn();
    refuse('/levels/', '30');
    refuse('/quests/today/', '30');

    renderWithProviders(<QuietQueries paths={['/levels/', '/quests/today/']} />);

    expect(await screen.findByText('Try again in 30 seconds.')).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.getAllByRole('alert')).toHaveLength(1);
  });

  it('shows the latest wait when another call is refused while its toast is up', async () => {
    signIn();
    refuse('/levels/', '30');
    refuse('/quests/today/', '45');
    const { queryClient } = renderWithProviders(<QuietQueries paths={['/levels/']} />);
    await screen.findByText('Try again in 30 seconds.');

    await queryClient.prefetchQuery({ queryKey: ['/quests/today/'], queryFn: () => apiClient.get('/quests/today/') });

    expect(await screen.findByText('Try again in 45 seconds.')).toBeInTheDocument();
    expect(screen.getAllByRole('alert')).toHaveLength(1);
  });

  it.each([
    ['1', 'Try again in 1 second.'],
    ['3000', 'Try again in 50 minutes.'],
    [undefined, 'Try again in a moment.'],
  ])('says a Retry-After of %s as "%s"', async (retryAfter, said) => {
    signIn();
    refuse('/levels/', retryAfter);

    renderWithProviders(<QuietQueries paths={['/levels/']} />);

    expect(await screen.findByText(said)).toBeInTheDocument();
  });

  it.each([
    ['2', 'Попробуйте снова через 2 секунды.'],
    ['45', 'Попробуйте снова через 45 секунд.'],
    ['1260', 'Попробуйте снова через 21 минуту.'],
  ])('says when in Russian (Retry-After %s)', async (retryAfter, said) => {
    await i18n.changeLanguage('ru');
    signIn();
    refuse('/levels/', retryAfter);

    renderWithProviders(<QuietQueries paths={['/levels/']} />);

    const toast = await screen.findByRole('alert');
    expect(within(toast).getByText('Слишком много запросов')).toBeInTheDocument();
    expect(within(toast).getByText(said)).toBeInTheDocument();
  });
});
