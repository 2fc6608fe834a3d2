import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';

import { usePlayerPositionStore } from '@/stores/player-position-store';
import { api } from '@/testing/mocks/handlers';
import { server } from '@/testing/mocks/server';
import { renderWithProviders } from '@/testing/test-utils';

import type { ListeningStats } from '../types';
import { ListeningStatsCard } from './listening-stats-card';

const week: ListeningStats = {
  from_day: '2025-03-04',
  to_day: '2025-03-10',
  days: ['04', '05', '06', '07', '08', '09', '10'].map((day, index) => ({
    day: `2025-03-${day}`,
    ranges: index,
    verses: index * 2,
    verse_plays: index * 6,
  })),
};

describe('ListeningStatsCard', () => {
  it("shows today's listening and each day of the week", async () => {
    server.use(http.get(api('/player/stats/'), () => HttpResponse.json(week)));

    renderWithProviders(<ListeningStatsCard />);

    expect(await screen.findByText('Verses heard today')).toBeInTheDocument();
    expect(screen.getByText('12')).toBeInTheDocument();
    expect(screen.getByText('36')).toBeInTheDocument();
    expect(screen.getAllByRole('listitem')).toHaveLength(7);
    // 2025-03-10 was a Monday.
    expect(screen.getByRole('listitem', { name: 'Mon: 12' })).toBeInTheDocument();
  });

  it('opens the player where the learner left it', async () => {
    server.use(http.get(api('/player/stats/'), () => HttpResponse.json(week)));
    usePlayerPositionStore.setState({
      position: { fromVerse: 262, toVerse: 264, verse: 263, cursor: null, focus: null }, // 2:255–257, at 2:256
    });

    renderWithProviders(<ListeningStatsCard />);

    expect(await screen.findByRole('link', { name: 'Open the Hifz player' })).toHaveAttribute('href', '/karaoke/2/256');
  });
});
