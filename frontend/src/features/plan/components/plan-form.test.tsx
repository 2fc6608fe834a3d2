import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';

import { api } from '@/testing/mocks/handlers';
import { testForecast, testPlan, withPlan } from '@/testing/mocks/plan-handlers';
import { server } from '@/testing/mocks/server';
import { renderWithProviders, signIn } from '@/testing/test-utils';
import type { PlanForecastRequest, PlanSettings } from '@/types/api';

import { PlanForm } from './plan-form';

beforeEach(() => signIn());

/** The forecast call answers the test's arithmetic, and with a finish date the lines a day it needs. */
function serveForecasts(asked: PlanForecastRequest[]) {
  server.use(
    http.post(api('/plan/forecast/'), async ({ request }) => {
      const body = (await request.json()) as PlanForecastRequest;
      asked.push(body);
      return HttpResponse.json(
        body.finish_by
          ? { ...testForecast, finish_by: body.finish_by, finish_by_study_days: 10, needed_lines_per_day: null }
          : testForecast,
      );
    }),
  );
}

describe('PlanForm', () => {
  it('shows the forecast with its arithmetic as the learner chooses', async () => {
    const asked: PlanForecastRequest[] = [];
    serveForecasts(asked);
    renderWithProviders(<PlanForm plan={null} />);

    expect(
      await screen.findByText('Your plan covers 23 pages; you have memorised 0 of them, so 23 are left.'),
    ).toBeVisible();
    expect(screen.getByText('23 pages ÷ 0.5 pages a day = 46 study days.')).toBeVisible();
    expect(screen.getByText('At 5 days a week, you finish on February 8, 2027.')).toBeVisible();
    expect(screen.getByText('Manzil: 41 pages memorised ÷ 10 study days in 14 days = 4.1 pages a day.')).toBeVisible();
    // A new learner starts on Juz 'Amma, half a page a day, Friday off.
    expect(asked[0]).toMatchObject({
      scope: 'juz_amma',
      sabaq_unit: 'quarter_pages',
      sabaq_amount: 2,
      study_weekdays: [0, 1, 2, 3, 5, 6],
      manzil_days: 14,
      finish_by: null,
    });
  });

  it('turns a finish date into the lines a day it needs, and uses them', async () => {
    const asked: PlanForecastRequest[] = [];
    serveForecasts(asked);
    let saved: PlanSettings | undefined;
    server.use(
      http.put(api('/plan/'), async ({ request }) => {
        saved = (await request.json()) as PlanSettings;
        return HttpResponse.json(withPlan);
      }),
    );
    const { user, router } = renderWithProviders(<PlanForm plan={testPlan} />);

    await user.type(screen.getByLabelText('Or finish by a date'), '2026-12-18');
    expect(await screen.findByText('That would take more than 30 lines a day: choose a later date.')).toBeVisible();
    expect(screen.queryByRole('button', { name: /^Use / })).not.toBeInTheDocument();

    server.use(
      http.post(api('/plan/forecast/'), () =>
        HttpResponse.json({
          ...testForecast,
          finish_by: '2027-01-29',
          finish_by_study_days: 40,
          needed_lines_per_day: 9,
        }),
      ),
    );
    await user.clear(screen.getByLabelText('Or finish by a date'));
    await user.type(screen.getByLabelText('Or finish by a date'), '2027-01-29');
    expect(await screen.findByText('To finish by January 29, 2027 (40 study days): 9 lines a day.')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Use 9 lines a day' }));
    expect(screen.getByLabelText('Lines a day (1–30)')).toHaveValue(9);

    await user.click(screen.getByRole('button', { name: 'Save my plan' }));
    await screen.findByText('Your plan is saved.');
    expect(saved).toMatchObject({ sabaq_unit: 'lines', sabaq_amount: 9, study_weekdays: [0, 1, 2, 3, 4] });
    expect(router.state.location.pathname).toBe('/today');
  });

  it('chooses a range of juz, the study days and the manzil', async () => {
    serveForecasts([]);
    let saved: PlanSettings | undefined;
    server.use(
      http.put(api('/plan/'), async ({ request }) => {
        saved = (await request.json()) as PlanSettings;
        return HttpResponse.json(withPlan);
      }),
    );
    const { user } = renderWithProviders(<PlanForm plan={null} />);

    await user.click(screen.getByRole('radio', { name: 'A range of juz' }));
    await user.selectOptions(screen.getByLabelText('From juz'), '26');
    await user.click(screen.getByRole('checkbox', { name: 'Sat' }));
    await user.selectOptions(screen.getByRole('combobox', { name: /comes back within/ }), '30');
    await user.click(screen.getByRole('button', { name: 'Save my plan' }));

    await screen.findByText('Your plan is saved.');
    expect(saved).toMatchObject({
      scope: 'juz_range',
      first_juz: 26,
      last_juz: 30,
      study_weekdays: [0, 1, 2, 3, 6],
      manzil_days: 30,
    });
  });

  it('keeps the form and says why when the plan is refused', async () => {
    serveForecasts([]);
    server.use(
      http.put(api('/plan/'), () =>
        HttpResponse.json(
          { message: 'Bad input.', fields: { study_weekdays: ['Choose at least one day of the week.'] } },
          { status: 400 },
        ),
      ),
    );
    const { user, router } = renderWithProviders(<PlanForm plan={null} />, { url: '/plan' });

    await user.click(screen.getByRole('button', { name: 'Save my plan' }));

    expect(await screen.findByText('Could not save your plan.')).toBeVisible();
    expect(screen.getByText(/Choose at least one day of the week/)).toBeVisible();
    expect(router.state.location.pathname).toBe('/plan');
  });
});
