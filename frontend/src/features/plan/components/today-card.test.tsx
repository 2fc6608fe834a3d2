import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';

import { api } from '@/testing/mocks/handlers';
import { testPlanToday } from '@/testing/mocks/plan-handlers';
import { server } from '@/testing/mocks/server';
import { findPlaceholder, renderWithProviders, signIn } from '@/testing/test-utils';

import { TodayCard } from './today-card';

beforeEach(() => signIn());

describe('TodayCard', () => {
  it('invites a learner without a plan to make one', async () => {
    renderWithProviders(<TodayCard />);

    const card = await screen.findByRole('region', { name: "Today's hifz" });
    expect(within(card).getByText(/Plan your hifz/)).toBeVisible();
    expect(within(card).getByRole('link', { name: 'Make a plan' })).toHaveAttribute('href', '/plan');
  });

  it("marks which of today's parts are done", async () => {
    server.use(http.get(api('/plan/today/'), () => HttpResponse.json({ today: testPlanToday })));
    renderWithProviders(<TodayCard />);

    const card = await screen.findByRole('region', { name: "Today's hifz" });
    for (const name of ['Sabaq: To do', 'Sabqi: Done', 'Manzil: To do']) {
      expect(within(card).getByRole('listitem', { name })).toBeVisible();
    }
    expect(within(card).getByRole('link', { name: 'Open today' })).toHaveAttribute('href', '/today');
  });

  it('above the map on a phone, keeps to the title, the parts and a short button', async () => {
    server.use(http.get(api('/plan/today/'), () => HttpResponse.json({ today: { ...testPlanToday, done: true } })));
    renderWithProviders(<TodayCard compact />);

    const card = await screen.findByRole('region', { name: "Today's hifz" });
    expect(within(card).getByRole('link', { name: 'Open' })).toHaveAttribute('href', '/today');
    expect(within(card).queryByText('Done for today')).not.toBeInTheDocument();
    expect(within(card).getAllByRole('listitem')).toHaveLength(3);
  });

  it('holds its place with a card of its size until the day comes', async () => {
    server.use(http.get(api('/plan/today/'), () => new Promise<never>(() => {})));
    renderWithProviders(<TodayCard />);

    await waitFor(() => expect(findPlaceholder()).not.toBeNull());
    expect(screen.queryByRole('region', { name: "Today's hifz" })).not.toBeInTheDocument();
  });
});
