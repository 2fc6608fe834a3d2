import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';

import i18n from '@/lib/i18n';
import { api } from '@/testing/mocks/api-path';
import { server } from '@/testing/mocks/server';
import { renderWithProviders } from '@/testing/test-utils';
import type { LandingFigures } from '@/types/api';

import { LandingStats } from './landing-stats';

function serveFigures(figures: LandingFigures) {
  server.use(http.get(api('/stats/landing/'), () => HttpResponse.json(figures)));
}

const grownSite: LandingFigures = {
  learners: 100_400,
  verses_practised: 1_549_999,
  weekly_goal_met_percent: 87.5,
  young_site: false,
};

/** Each figure's label with its value, as the page reads them. */
async function shownFigures(): Promise<string[][]> {
  const figures = await screen.findByRole('region', { name: /numbers|цифрах/ });
  return within(figures)
    .getAllByRole('definition')
    .map((value) => [value.previousElementSibling?.textContent ?? '', value.textContent ?? '']);
}

describe('LandingStats', () => {
  it("shows the site's figures in the landing's own notation, rounded down", async () => {
    serveFigures(grownSite);
    renderWithProviders(<LandingStats />);

    expect(await shownFigures()).toEqual([
      ['of learners met their weekly goal last week', '87,5%'],
      ['ayahs practised', '1,5m'],
      ['learners', '100,4k'],
    ]);
  });

  it('writes them in Russian with Russian scale words', async () => {
    await i18n.changeLanguage('ru');
    serveFigures({ ...grownSite, learners: 100_000 });
    renderWithProviders(<LandingStats />);

    expect((await shownFigures()).map(([, value]) => value)).toEqual(['87,5%', '1,5 млн', '100 тыс.']);
  });

  it('leaves out the weekly goal share when nobody practised last week', async () => {
    serveFigures({ ...grownSite, learners: 120, verses_practised: 999, weekly_goal_met_percent: null });
    renderWithProviders(<LandingStats />);

    expect(await shownFigures()).toEqual([
      ['ayahs practised', '999'],
      ['learners', '120'],
    ]);
  });

  it('shows one plain line instead of figures while the site is young', async () => {
    serveFigures({ learners: 12, verses_practised: 300, weekly_goal_met_percent: 100, young_site: true });
    renderWithProviders(<LandingStats />);

    expect(await screen.findByText('A new place to learn: be one of the first.')).toBeInTheDocument();
    expect(screen.queryByRole('definition')).not.toBeInTheDocument();
    expect(screen.queryByText('100%')).not.toBeInTheDocument();
  });

  it('claims nothing when the figures cannot be had', async () => {
    let asked = false;
    server.use(
      http.get(api('/stats/landing/'), () => {
        asked = true;
        return new HttpResponse(null, { status: 500 });
      }),
    );
    renderWithProviders(<LandingStats />);

    await expect.poll(() => asked).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('region', { name: 'Hafiz in numbers' })).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
