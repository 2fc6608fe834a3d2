import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';

import { api } from '@/testing/mocks/handlers';
import { server } from '@/testing/mocks/server';
import { quietSlipHistory } from '@/testing/mocks/weak-spots-handlers';
import { renderWithProviders, signIn } from '@/testing/test-utils';
import type { SlipHistory } from '@/types/api';

import { SlipHistoryCard } from './slip-history-card';

beforeEach(() => signIn());

describe('SlipHistoryCard', () => {
  it('draws a bar a week, each said in words, and names the verses that went a month without a slip', async () => {
    const history: SlipHistory = {
      weeks: quietSlipHistory.weeks.map((week, index) => ({ ...week, slips: index === 11 ? 6 : index === 10 ? 3 : 0 })),
      mended: [
        { surah_id: 112, ayah_id: 1 },
        { surah_id: 78, ayah_id: 4 },
      ],
      mended_count: 5,
    };
    server.use(http.get(api('/recitations/slip-history/'), () => HttpResponse.json(history)));
    renderWithProviders(<SlipHistoryCard />);

    const chart = await screen.findByRole('list', { name: 'Slips per week, last 12 weeks' });
    const bars = within(chart).getAllByRole('listitem');
    expect(bars).toHaveLength(12);
    expect(bars[11]).toHaveTextContent('Week of Mar 4: 6');
    expect(bars[11]).toHaveStyle({ height: '100%' });
    expect(bars[10]).toHaveStyle({ height: '50%' });
    expect(screen.getByText('Slips in 12 weeks: 9')).toBeInTheDocument();
    expect(screen.getByText(/5 verses went a month without a slip/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '112:1' })).toHaveAttribute('href', '/games/112/1');
    expect(screen.getByRole('link', { name: 'Weak spots' })).toHaveAttribute('href', '/weak-spots');
  });

  it('says when no verse has gone a month without a slip yet', async () => {
    renderWithProviders(<SlipHistoryCard />);

    expect(await screen.findByText('No verse has gone a month without a slip yet.')).toBeInTheDocument();
    expect(screen.getByText('Slips in 12 weeks: 0')).toBeInTheDocument();
  });
});
