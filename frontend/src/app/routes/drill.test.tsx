import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';

import { recordGradingCalls } from '@/features/games/shared/testing/game-fixtures';
import { api } from '@/testing/mocks/api-path';
import { server } from '@/testing/mocks/server';
import { renderWithProviders, signIn } from '@/testing/test-utils';
import type { WhichOneGame, WhichOneRequest } from '@/features/games/which-one/types';
import type { AyahProgress, ReviewOutcome, ReviewRecord } from '@/types/api';

import DrillRoute from './drill';

const PAGE_TIMEOUT = { timeout: 5000 };
const verse = (surah_id: number, ayah_id: number) => ({ surah_id, ayah_id });

/** A one-question drill of 2:35 against 7:19, its right answer the first option. */
const drill: WhichOneGame = {
  game_id: 'drill-1',
  verse: verse(2, 35),
  questions: [
    {
      id: 1,
      named: verse(2, 35),
      before: 'اسكن انت',
      after: '',
      phrase: false,
      options: [
        { id: 1, text: 'رغدا', ...verse(2, 35) },
        { id: 2, text: 'من', ...verse(7, 19) },
      ],
      right_option: 1,
      verses: [
        { ...verse(2, 35), words: [{ text: 'رغدا', same: false }], phrase: null },
        { ...verse(7, 19), words: [{ text: 'من', same: false }], phrase: null },
      ],
    },
  ],
};

/** The drill page at `url`, 2:35's progress at `progress`; lists the deals asked for and the reviews recorded. */
function renderDrill(url: string, progress = 0) {
  const deals: WhichOneRequest[] = [];
  const reviews: ReviewRecord[] = [];
  server.use(
    http.post(api('/auth/profile/progress_info/'), () =>
      HttpResponse.json<AyahProgress>({ ayah_progress: { progress } }),
    ),
    http.post(api('/games/which_one/'), async ({ request }) => {
      deals.push((await request.json()) as WhichOneRequest);
      return HttpResponse.json(drill);
    }),
    http.post(api('/review/'), async ({ request }) => {
      reviews.push((await request.json()) as ReviewRecord);
      return HttpResponse.json<ReviewOutcome>({ rating: 'good', due: '2026-12-01T12:00:00Z' });
    }),
  );
  recordGradingCalls();
  const rendered = renderWithProviders(<p>Elsewhere</p>, {
    url,
    routes: [
      { path: '/drill/:chapter/:verse', element: <DrillRoute /> },
      { path: '/games/:id/:ayahId', element: <p>The learn card</p> },
    ],
  });
  return { ...rendered, deals, reviews };
}

async function winTheDrill(user: ReturnType<typeof renderDrill>['user']) {
  const answers = await screen.findByRole('list', { name: 'Answers' }, PAGE_TIMEOUT);
  await user.click(within(answers).getAllByRole('button')[0]);
  expect(await screen.findByRole('heading', { name: 'Game Completed!' })).toBeInTheDocument();
}

describe('DrillRoute', () => {
  beforeEach(() => signIn());

  it('drills a confused pair named in the address, and leads back to the verse', async () => {
    const { user, deals, reviews, router } = renderDrill('/drill/2/35?with=7:19');

    expect(
      await screen.findByRole('heading', { name: 'Chapter 2 2:35 and Chapter 7 7:19' }, PAGE_TIMEOUT),
    ).toBeInTheDocument();
    await winTheDrill(user);
    expect(deals).toEqual([{ ...verse(2, 35), with_verse: verse(7, 19) }]);
    // Not memorised: the drill is practice, not a review.
    expect(reviews).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Back to the verse' }));
    expect(router.state.location.pathname).toBe('/games/2/35');
  });

  it('is a review of a memorised verse', async () => {
    const { user, reviews } = renderDrill('/drill/2/35', 100);

    expect(
      await screen.findByRole('heading', { name: 'Chapter 2 2:35 and its look-alikes' }, PAGE_TIMEOUT),
    ).toBeInTheDocument();
    await winTheDrill(user);
    await screen.findByText('+10 xp');
    expect(reviews).toEqual([{ game_id: 'drill-1' }]);
  });

  it('corrects a verse past the chapter’s end in place, keeping the pair', async () => {
    const { router } = renderDrill('/drill/2/300?with=7:19');

    await screen.findByRole('list', { name: 'Answers' }, PAGE_TIMEOUT);
    expect(router.state.location.pathname + router.state.location.search).toBe('/drill/2/286?with=7:19');
  });
});
