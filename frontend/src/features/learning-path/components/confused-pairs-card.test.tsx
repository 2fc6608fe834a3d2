import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';

import i18n from '@/lib/i18n';
import { api } from '@/testing/mocks/api-path';
import { server } from '@/testing/mocks/server';
import { renderWithProviders, signIn } from '@/testing/test-utils';
import type { ConfusedPairs } from '@/types/api';

import { ConfusedPairsCard } from './confused-pairs-card';

const pairs: ConfusedPairs = {
  pairs: [
    {
      first: { surah_id: 2, ayah_id: 35 },
      second: { surah_id: 7, ayah_id: 19 },
      times: 3,
      last_confused_at: '2026-11-24T10:00:00Z',
    },
    {
      first: { surah_id: 2, ayah_id: 48 },
      second: { surah_id: 2, ayah_id: 123 },
      times: 1,
      last_confused_at: '2026-11-23T10:00:00Z',
    },
  ],
};

describe('ConfusedPairsCard', () => {
  beforeEach(() => signIn());

  it('lists the pairs confused most, each with a link that drills the two', async () => {
    server.use(http.get(api('/review/confusions/'), () => HttpResponse.json(pairs)));
    renderWithProviders(<ConfusedPairsCard />);

    const card = screen.getByRole('region', { name: 'Verses you confuse' });
    // Named once the chapters have come.
    await within(card).findByText(/Chapter 7 7:19/);
    const items = within(card).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'Chapter 2 2:35 and Chapter 7 7:19confused 3 timesWhich one?',
      'Chapter 2 2:48 and Chapter 2 2:123confused 1 timeWhich one?',
    ]);
    expect(
      within(items[0]).getByRole('link', { name: 'Drill Chapter 2 2:35 and Chapter 7 7:19: Which one?' }),
    ).toHaveAttribute('href', '/drill/2/35?with=7:19');
  });

  it('says how pairs come when there are none, in Russian too', async () => {
    await i18n.changeLanguage('ru');
    renderWithProviders(<ConfusedPairsCard />);

    const card = screen.getByRole('region', { name: 'Аяты, которые вы путаете' });
    expect(await within(card).findByText(/^Пока нет\./)).toBeInTheDocument();
  });
});
