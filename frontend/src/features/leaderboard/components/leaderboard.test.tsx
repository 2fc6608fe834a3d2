import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';

import { api } from '@/testing/mocks/handlers';
import { server } from '@/testing/mocks/server';
import { testLeaders } from '@/testing/mocks/social-handlers';
import { renderWithProviders, signIn } from '@/testing/test-utils';

import type { Leaderboard } from '../types';
import { LeaderboardPage } from './leaderboard-page';
import { LeaderboardPanel } from './leaderboard-panel';

/** Serves the leaderboard's top three, listing each query asked; by default of 45 learners, the learner 42nd,
 * outside every page. */
function serveLeaderboard({ count = 45, me = { rank: 42, xp: 12 } }: Partial<Pick<Leaderboard, 'count' | 'me'>> = {}) {
  const queries: Record<string, string>[] = [];
  server.use(
    http.get(api('/leaderboard/'), ({ request }) => {
      queries.push(Object.fromEntries(new URL(request.url).searchParams));
      return HttpResponse.json({ results: testLeaders, count, me });
    }),
  );
  return queries;
}

describe('LeaderboardPanel', () => {
  beforeEach(() => signIn());

  it('shows the week’s top three with rank, name and xp, and leads to the full leaderboards', async () => {
    renderWithProviders(<LeaderboardPanel />);

    const rows = await screen.findAllByRole('listitem');
    expect(rows.map((row) => row.textContent)).toEqual([
      '1AAbdullah Karim620xp',
      '2Maryam AliYou570xp',
      '3YYusuf Idris500xp',
    ]);
    expect(within(rows[0]).getByLabelText('Rank 1')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Show more' })).toHaveAttribute('href', '/leaderboards');
  });
});

describe('LeaderboardPanel', () => {
  beforeEach(() => signIn());

  it('marks the learner’s own row', async () => {
    serveLeaderboard({ count: 3, me: { rank: 2, xp: 570 } });
    renderWithProviders(<LeaderboardPanel />);

    const rows = await screen.findAllByRole('listitem');
    expect(rows[1]).toHaveAttribute('aria-current', 'true');
    expect(rows[1]).toHaveTextContent('Maryam AliYou');
    expect(rows[0]).not.toHaveAttribute('aria-current');
    expect(rows[2]).not.toHaveAttribute('aria-current');
  });

  it('marks no row while the learner is not ranked', async () => {
    serveLeaderboard({ count: 3, me: { rank: null, xp: 0 } });
    renderWithProviders(<LeaderboardPanel />);

    const rows = await screen.findAllByRole('listitem');
    expect(rows.filter((row) => row.hasAttribute('aria-current'))).toEqual([]);
    expect(screen.queryByText('You')).not.toBeInTheDocument();
  });
});

describe('LeaderboardPage', () => {
  beforeEach(() => signIn());

  it('marks the learner’s own row on the page that holds it, and shows no separate place then', async () => {
    serveLeaderboard({ count: 3, me: { rank: 3, xp: 500 } });
    renderWithProviders(<LeaderboardPage />);

    const mine = (await screen.findByText('Yusuf Idris')).closest('li');
    expect(mine).toHaveAttribute('aria-current', 'true');
    expect(within(mine!).getByText('You')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Your place' })).not.toBeInTheDocument();
  });

  it('asks for the chosen period and learners, from the first page', async () => {
    const queries = serveLeaderboard();
    const { user } = renderWithProviders(<LeaderboardPage />);
    await screen.findByText('Abdullah Karim');
    expect(queries.at(-1)).toEqual({ period: 'week', scope: 'all', limit: '20', offset: '0' });

    await user.click(screen.getByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(queries.at(-1)).toMatchObject({ offset: '20' }));
    expect(screen.getByText('Page 2 of 3')).toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: 'All time' }));
    await waitFor(() => expect(queries.at(-1)).toEqual({ period: 'all', scope: 'all', limit: '20', offset: '0' }));
    expect(screen.getByRole('tab', { name: 'All time' })).toHaveAttribute('aria-selected', 'true');

    await user.click(screen.getByRole('tab', { name: 'Following' }));
    await waitFor(() =>
      expect(queries.at(-1)).toEqual({ period: 'all', scope: 'following', limit: '20', offset: '0' }),
    );
  });

  it('shows the learner’s own place when the page does not hold it', async () => {
    serveLeaderboard();
    renderWithProviders(<LeaderboardPage />);

    const myPlace = await screen.findByRole('region', { name: 'Your place' });
    expect(within(myPlace).getByLabelText('Rank 42')).toBeInTheDocument();
    expect(myPlace).toHaveTextContent('You12xp');
  });

  it('moves between the tabs with the arrow keys', async () => {
    serveLeaderboard();
    const { user } = renderWithProviders(<LeaderboardPage />);
    await screen.findByText('Abdullah Karim');

    await user.click(screen.getByRole('tab', { name: 'This week' }));
    await user.keyboard('{ArrowRight}');

    expect(screen.getByRole('tab', { name: 'All time' })).toHaveFocus();
    expect(screen.getByRole('tab', { name: 'All time' })).toHaveAttribute('aria-selected', 'true');
  });
});
