import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';

import { recordGradingCalls } from '@/features/games/shared/testing/game-fixtures';
import { guide } from '@/features/makhraj/testing/guide-fixture';
import { api } from '@/testing/mocks/api-path';
import { server } from '@/testing/mocks/server';
import { renderWithProviders, signIn } from '@/testing/test-utils';
import type { MakhrajPointGame } from '@/types/api';

import MakhrajRoute from './makhraj';

const PAGE_TIMEOUT = { timeout: 5000 };

/** One question: ب, born at the lips (16). */
const dealt = (game_id: string): MakhrajPointGame => ({
  game_id,
  points: Array.from({ length: 17 }, (_, index) => index + 1),
  questions: [
    {
      id: 1,
      letter: 'ba',
      glyph: 'ب',
      name_en: "Ba'",
      name_ru: 'Ба',
      shown_in: { surah_id: 114, ayah_id: 1, word: 'بِرَبِّ', letter: { start: 0, end: 2 } },
      right_point: 16,
    },
  ],
});

function renderPage(url = '/makhraj') {
  const deals: string[] = [];
  server.use(
    http.get(api('/makhraj/'), () => HttpResponse.json(guide)),
    http.post(api('/games/makhraj_point/'), () => {
      deals.push(`point-${deals.length + 1}`);
      return HttpResponse.json(dealt(deals.at(-1)!));
    }),
  );
  const calls = recordGradingCalls();
  return {
    deals,
    calls,
    ...renderWithProviders(<p>Elsewhere</p>, { url, routes: [{ path: '/makhraj', element: <MakhrajRoute /> }] }),
  };
}

describe('MakhrajRoute', () => {
  beforeEach(() => signIn());

  it('offers the practices above the guide, plays one in its place, deals it again, and leads back', async () => {
    const { user, router, deals, calls } = renderPage();

    expect(await screen.findByRole('group', { name: 'The 28 letters' }, PAGE_TIMEOUT)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Start: Where is it born?' }));

    expect(router.state.location.search).toBe('?practice=point');
    expect(await screen.findByRole('heading', { name: 'Where is it born?', level: 2 })).toHaveFocus();
    expect(screen.queryByRole('group', { name: 'The 28 letters' })).not.toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: 'Point 16' }));
    expect(await screen.findByRole('heading', { name: 'Game Completed!' })).toBeInTheDocument();
    expect(calls).toEqual([{ game_id: 'point-1', moves: [{ question: 1, point: 16 }] }]);

    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(screen.getByRole('heading', { name: 'Where is it born?', level: 2 })).toHaveFocus();
    await screen.findByRole('button', { name: 'Point 16' });
    expect(deals).toEqual(['point-1', 'point-2']);

    await user.click(screen.getByRole('button', { name: 'Back to Makhraj' }));
    expect(router.state.location.search).toBe('');
    expect(screen.getByRole('button', { name: 'Start: Where is it born?' })).toHaveFocus();
    expect(await screen.findByRole('group', { name: 'The 28 letters' })).toBeInTheDocument();
  });

  it('ends a practice with Done, back at the guide', async () => {
    const { user, router } = renderPage('/makhraj?practice=point');

    await user.click(await screen.findByRole('button', { name: 'Point 16' }, PAGE_TIMEOUT));
    await user.click(await screen.findByRole('button', { name: 'Done' }));
    expect(router.state.location.search).toBe('');
  });
});
