import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';

import { api } from '@/testing/mocks/handlers';
import { withPlan } from '@/testing/mocks/plan-handlers';
import { server } from '@/testing/mocks/server';
import { renderWithProviders, signIn } from '@/testing/test-utils';
import type { PlanChart } from '@/types/api';

import { PlanChartCard } from './plan-chart-card';

beforeEach(() => signIn());

const chart: PlanChart = {
  scope_pages: 23,
  points: [
    { day: '2026-12-07', pages: 0 },
    { day: '2026-12-14', pages: 0.44 },
    { day: '2026-12-17', pages: 0.8 },
  ],
  line_from: { day: '2026-12-07', pages: 0 },
  line_to: { day: '2027-02-08', pages: 23 },
};

describe('PlanChartCard', () => {
  it("draws the pages memorised against the plan's line", async () => {
    server.use(
      http.get(api('/plan/'), () => HttpResponse.json(withPlan)),
      http.get(api('/plan/chart/'), () => HttpResponse.json(chart)),
    );
    renderWithProviders(<PlanChartCard />);

    expect(await screen.findByText('0.8 of 23 pages memorised since December 7, 2026.')).toBeVisible();
    const drawing = screen.getByRole('img', { name: /Pages memorised over time/ });
    expect(drawing.querySelector('polyline')?.getAttribute('points')?.split(' ')).toHaveLength(3);
    // The axis and the plan's line.
    expect(drawing.querySelectorAll('line')).toHaveLength(2);
    expect(screen.getByText("The plan's line reaches 23 pages on February 8, 2027.")).toBeVisible();
  });

  it('is not shown without a plan', async () => {
    let chartAsked = false;
    server.use(
      http.get(api('/plan/chart/'), () => {
        chartAsked = true;
        return HttpResponse.json(chart);
      }),
    );
    const { queryClient } = renderWithProviders(<PlanChartCard />);

    await waitFor(() =>
      expect(queryClient.getQueryData(['progress', 'plan', 'settings'])).toEqual({ plan: null, forecast: null }),
    );
    expect(screen.queryByText('Hifz plan')).not.toBeInTheDocument();
    expect(chartAsked).toBe(false);
  });
});
