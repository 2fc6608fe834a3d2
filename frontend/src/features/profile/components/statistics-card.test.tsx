import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';

import { api } from '@/testing/mocks/handlers';
import { server } from '@/testing/mocks/server';
import { testStats } from '@/testing/mocks/social-handlers';
import { noPortionProgress } from '@/testing/mocks/study-handlers';
import { renderWithProviders, signIn } from '@/testing/test-utils';

import { ProgressCard } from './progress-card';
import { StatisticsCard } from './statistics-card';

function serveStats() {
  const ranges: string[] = [];
  const goals: unknown[] = [];
  server.use(
    http.get(api('/profile/stats/'), ({ request }) => {
      const range = new URL(request.url).searchParams.get('range') ?? '';
      ranges.push(range);
      const days = range === 'month' ? 30 : 7;
      const xp_per_day = Array.from({ length: days }, (_, index) => ({
        date: `2025-03-${String(index + 1).padStart(2, '0')}`,
        xp: index === days - 1 ? 12 : 0,
      }));
      return HttpResponse.json({ ...testStats, xp_per_day });
    }),
    http.put(api('/profile/goal/'), async ({ request }) => {
      goals.push(await request.json());
      return HttpResponse.json({ weekly_goal: 80 });
    }),
  );
  return { ranges, goals };
}

describe('StatisticsCard', () => {
  beforeEach(() => signIn());

  it('shows the day streak, the weekly goal with this week’s share, the total xp and xp per day', async () => {
    serveStats();
    renderWithProviders(<StatisticsCard />);

    expect(await screen.findByText('day streak')).toBeInTheDocument();
    expect(screen.getByText('day streak').previousSibling).toHaveTextContent('1');
    expect(screen.getByText('Total xp').previousSibling).toHaveTextContent('112');
    expect(screen.getByRole('progressbar', { name: 'Weekly goal' })).toHaveAttribute('aria-valuenow', '24');
    expect(screen.getByText('12 of 50xp this week')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'xp per day' })).toBeInTheDocument();
    expect(within(screen.getByRole('table')).getAllByRole('row')).toHaveLength(8);
  });

  it('asks for the chosen date range', async () => {
    const { ranges } = serveStats();
    const { user } = renderWithProviders(<StatisticsCard />);
    await screen.findByText('Total xp');

    await user.click(screen.getByRole('tab', { name: 'Month' }));

    await waitFor(() => expect(ranges).toEqual(['week', 'month']));
    await waitFor(() => expect(within(screen.getByRole('table')).getAllByRole('row')).toHaveLength(31));
    expect(screen.getByRole('tab', { name: 'Month' })).toHaveAttribute('aria-selected', 'true');
  });

  it('changes the weekly goal', async () => {
    const { goals } = serveStats();
    const { user } = renderWithProviders(<StatisticsCard />);

    await user.click(await screen.findByRole('button', { name: 'Edit weekly goal' }));
    const input = screen.getByRole('spinbutton', { name: 'Weekly goal in xp (10–1000)' });
    await user.clear(input);
    await user.type(input, '80');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(goals).toEqual([{ weekly_goal: 80 }]));
    expect(await screen.findByRole('button', { name: 'Edit weekly goal' })).toBeInTheDocument();
  });
});

describe('ProgressCard', () => {
  beforeEach(() => signIn());

  it('shows the share of the Qur’an memorised and the rank it earns, translated', async () => {
    server.use(
      http.get(api('/profile/stats/'), () =>
        HttpResponse.json({ ...testStats, quran_share: 3.35, rank_title: 'memoriser_1_juz' }),
      ),
    );
    renderWithProviders(<ProgressCard />);

    expect(await screen.findByRole('img', { name: "3.35% of the Qur'an memorised" })).toBeInTheDocument();
    expect(screen.getByText('Memoriser of 1 juz')).toBeInTheDocument();
  });

  it('lists each juz begun with its share memorised, in order', async () => {
    const juz = noPortionProgress.juz.map((share) =>
      share.number === 30
        ? { ...share, memorised: 254, percent: 45 }
        : share.number === 1
          ? { ...share, memorised: 7, percent: 4 }
          : share,
    );
    server.use(http.get(api('/progress/portions/'), () => HttpResponse.json({ ...noPortionProgress, juz })));
    renderWithProviders(<ProgressCard />);

    const list = await screen.findByRole('list', { name: 'Memorised by juz' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Juz 1 · 4%', 'Juz 30 · 45%']);
  });
});
