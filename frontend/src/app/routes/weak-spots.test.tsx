import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import i18n from '@/lib/i18n';
import { AUTH_TOKEN_KEY } from '@/stores/auth-store';
import { api } from '@/testing/mocks/handlers';
import { server } from '@/testing/mocks/server';
import type { WeakSpots } from '@/types/api';

import { renderApp } from '../testing/render-app';

const spots: WeakSpots = {
  verses: [
    {
      surah_id: 112,
      ayah_id: 3,
      weakness: 2.5,
      words: [
        { word: 0, text: 'لَمۡ', kind: 'vowel', weakness: 2 },
        { word: 1, text: 'يَلِدۡ', kind: 'tajweed', weakness: 0.5 },
      ],
      slips_recent: 1,
      slips_before: 4,
      trend: 'fewer',
    },
    {
      surah_id: 112,
      ayah_id: 1,
      weakness: 1,
      words: [{ word: 2, text: 'ٱللَّهُ', kind: 'forgot', weakness: 1 }],
      slips_recent: 1,
      slips_before: 0,
      trend: 'new',
    },
  ],
};

beforeEach(() => localStorage.setItem(AUTH_TOKEN_KEY, 'test-token'));

afterEach(async () => {
  await i18n.changeLanguage('en');
});

describe('/weak-spots', () => {
  it('lists the weakest verses first, each with its weak words by kind, its trend, and Recite and Gaps', async () => {
    server.use(http.get(api('/recitations/weak-spots/'), () => HttpResponse.json(spots)));
    renderApp('/weak-spots');

    expect(await screen.findByRole('heading', { level: 1, name: 'Weak spots' })).toBeInTheDocument();
    await screen.findByRole('heading', { level: 2, name: 'Al-Ikhlas 112:3' });
    const verses = screen.getAllByRole('listitem').filter((item) => within(item).queryByRole('heading'));
    expect(verses.map((verse) => within(verse).getByRole('heading').textContent)).toEqual([
      'Al-Ikhlas 112:3',
      'Al-Ikhlas 112:1',
    ]);
    const first = within(verses[0]);
    expect(first.getByRole('list', { name: 'Weak words of 112:3' })).toHaveTextContent('لَمۡVowelيَلِدۡTajweed');
    expect(first.getByText(/Slipping less · slips in the last 4 weeks: 1, in the 4 before: 4/)).toBeInTheDocument();
    expect(first.getByRole('link', { name: 'Recite' })).toHaveAttribute('href', '/recite?from=112%3A3&to=112%3A3');
    expect(first.getByRole('link', { name: 'Gaps' })).toHaveAttribute('href', '/games/112/3?play=gaps');
    expect(within(verses[1]).getByText(/^New/)).toBeInTheDocument();
  });

  it('says how weak spots come when there are none, in Russian too', async () => {
    await i18n.changeLanguage('ru');
    renderApp('/weak-spots');

    expect(await screen.findByRole('heading', { level: 1, name: 'Слабые места' })).toBeInTheDocument();
    expect(await screen.findByText(/Слабых мест нет/)).toBeInTheDocument();
  });

  it('says so when the weak spots cannot be loaded', async () => {
    server.use(http.get(api('/recitations/weak-spots/'), () => HttpResponse.json({ detail: 'No.' }, { status: 403 })));
    renderApp('/weak-spots');

    expect(await screen.findByText('Your weak spots could not be loaded.')).toBeInTheDocument();
  });
});
