import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';

import { api } from '@/testing/mocks/handlers';
import { testPlanToday, withPlan } from '@/testing/mocks/plan-handlers';
import { server } from '@/testing/mocks/server';
import { renderWithProviders, signIn } from '@/testing/test-utils';
import type { PlanAndForecast, PlanToday } from '@/types/api';

import { TodayPage } from './today-page';

beforeEach(() => signIn());

const serveToday = (today: PlanToday | null) => {
  server.use(
    http.get(api('/plan/today/'), () => HttpResponse.json({ today })),
    http.get(api('/plan/'), () => HttpResponse.json(withPlan)),
  );
};

describe('TodayPage', () => {
  it('lays out the sabaq, sabqi and manzil with the way to learn, hear and recite each', async () => {
    serveToday(testPlanToday);
    renderWithProviders(<TodayPage />);

    const sabaq = await screen.findByRole('region', { name: 'Sabaq: the new lesson' });
    expect(within(sabaq).getByText('To do')).toBeInTheDocument();
    expect(within(sabaq).getByText(/Memorised 0 of 6 · recited 0 of 6/)).toBeInTheDocument();
    expect(within(sabaq).getByRole('link', { name: /^Learn: .*114:1–6$/ })).toHaveAttribute('href', '/games/114/1');
    expect(within(sabaq).getByRole('link', { name: /^Listen: .*114:1–6$/ })).toHaveAttribute('href', '/karaoke/114/1');
    expect(within(sabaq).getByRole('link', { name: /^Recite: .*114:1–6$/ })).toHaveAttribute(
      'href',
      '/recite?from=114%3A1&to=114%3A6',
    );

    const sabqi = screen.getByRole('region', { name: 'Sabqi: the last lessons' });
    expect(within(sabqi).getByText('Done')).toBeInTheDocument();
    expect(
      within(sabqi).getByText(
        /Nothing to revise yet: each lesson you learn comes back here for the next 5 days' lessons/,
      ),
    ).toBeVisible();

    const manzil = screen.getByRole('region', { name: 'Manzil: the old portions' });
    expect(within(manzil).getByText(/all of it comes back every 14 days/)).toBeInTheDocument();
    expect(within(manzil).getByText('weak spot')).toBeInTheDocument();
    expect(within(manzil).getByRole('link', { name: /^Recite: .*2:200$/ })).toBeInTheDocument();
    expect(within(manzil).queryByRole('link', { name: /Learn/ })).not.toBeInTheDocument();
    expect(screen.getByText('At this pace you finish on February 8, 2027.')).toBeInTheDocument();
  });

  it('says an empty manzil holds nothing yet, or that all memorised is in the sabaq and sabqi', async () => {
    const emptyManzil = testPlanToday.parts.map((part) =>
      part.part === 'manzil' ? { ...part, ranges: [], brought_in: [], verses: 0, pages: 0, done: true } : part,
    );
    serveToday({ ...testPlanToday, parts: emptyManzil });
    renderWithProviders(<TodayPage />);
    const manzil = await screen.findByRole('region', { name: 'Manzil: the old portions' });
    expect(within(manzil).getByText(/Everything you have memorised is in today's sabaq and sabqi/)).toBeVisible();
  });

  it('says when the day is done and how many plan days in a row', async () => {
    serveToday({
      ...testPlanToday,
      done: true,
      streak: 3,
      parts: testPlanToday.parts.map((part) => ({ ...part, done: true })),
    });
    renderWithProviders(<TodayPage />);

    expect(await screen.findByText(/Today's hifz is done\./)).toBeVisible();
    expect(screen.getByText('3 plan days done in a row')).toBeInTheDocument();
  });

  it('names the next study day on a day off', async () => {
    serveToday({ ...testPlanToday, study_day: false, parts: [], next_study_day: '2026-12-14' });
    renderWithProviders(<TodayPage />);

    expect(await screen.findByText('A day off. Your next study day is Monday, December 14, 2026.')).toBeVisible();
    expect(screen.queryByRole('region', { name: /Sabaq/ })).not.toBeInTheDocument();
  });

  it('pauses the plan and goes on with it', async () => {
    const asked: boolean[] = [];
    let paused = false;
    server.use(
      http.get(api('/plan/today/'), () =>
        HttpResponse.json({
          today: paused
            ? { ...testPlanToday, paused, study_day: false, parts: [], next_study_day: null }
            : testPlanToday,
        }),
      ),
      http.get(api('/plan/'), () => HttpResponse.json(withPlan)),
      http.patch(api('/plan/'), async ({ request }) => {
        paused = ((await request.json()) as { paused: boolean }).paused;
        asked.push(paused);
        return HttpResponse.json<PlanAndForecast>({ ...withPlan, plan: { ...withPlan.plan!, paused } });
      }),
    );
    const { user } = renderWithProviders(<TodayPage />);

    await user.click(await screen.findByRole('button', { name: 'Pause my plan' }));
    expect(await screen.findByText(/Your plan is paused/)).toBeVisible();
    expect(screen.queryByRole('region', { name: /Sabaq/ })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Go on with my plan' }));
    expect(await screen.findByRole('region', { name: /Sabaq/ })).toBeVisible();
    expect(asked).toEqual([true, false]);
  });

  it('offers to make a plan when there is none', async () => {
    renderWithProviders(<TodayPage />);

    expect(await screen.findByRole('link', { name: 'Make my plan' })).toHaveAttribute('href', '/plan');
  });

  it('says so when the day cannot be loaded', async () => {
    server.use(http.get(api('/plan/today/'), () => new HttpResponse(null, { status: 500 })));
    renderWithProviders(<TodayPage />);

    expect(await screen.findByText("Today's plan could not be loaded.")).toBeInTheDocument();
  });
});
