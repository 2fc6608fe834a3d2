import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';

import { recordGradingCalls, serveGames, verses } from '@/features/games/shared/testing/game-fixtures';
import { api } from '@/testing/mocks/api-path';
import { server } from '@/testing/mocks/server';
import { renderWithProviders, signIn } from '@/testing/test-utils';
import type { AyahProgress, ReviewOutcome, ReviewRecord } from '@/types/api';

import GameRoute from './game';

const PAGE_TIMEOUT = { timeout: 5000 };
const progressBar = () => screen.getByRole('progressbar', { name: 'Progress' });

/** The game page of 112:1, the verse's progress at `progress`; lists the reviews it records. */
function renderVerse(progress: number) {
  const reviews: ReviewRecord[] = [];
  server.use(
    http.post(api('/auth/profile/progress_info/'), () =>
      HttpResponse.json<AyahProgress>({ ayah_progress: { progress } }),
    ),
    http.post(api('/review/'), async ({ request }) => {
      reviews.push((await request.json()) as ReviewRecord);
      return HttpResponse.json<ReviewOutcome>({ rating: 'good', due: '2025-04-01T12:00:00Z' });
    }),
  );
  const rendered = renderWithProviders(<p>Elsewhere</p>, {
    url: '/games/112/1',
    routes: [{ path: '/games/:id/:ayahId', element: <GameRoute /> }],
  });
  return { ...rendered, reviews };
}

async function winAudio(user: ReturnType<typeof renderVerse>['user']) {
  await user.click(await screen.findByRole('button', { name: /^Audio/ }, PAGE_TIMEOUT));
  const answers = await screen.findByRole('list', { name: 'Answers' });
  await user.click(within(answers).getByRole('button', { name: new RegExp(verses[0].arabic) }));
  expect(screen.getByRole('heading', { name: 'Game Completed!' })).toBeInTheDocument();
}

describe('a game on the game page, as a review', () => {
  let requests: ReturnType<typeof serveGames>;
  beforeEach(() => {
    signIn();
    requests = serveGames();
  });

  it('is recorded as a review, from its grading, when the verse was memorised before the game began', async () => {
    recordGradingCalls();
    const { user, reviews } = renderVerse(100);
    await screen.findByRole('progressbar', { name: 'Progress' }, PAGE_TIMEOUT);
    await vi.waitFor(() => expect(progressBar()).toHaveAttribute('aria-valuenow', '100'));

    await winAudio(user);

    await vi.waitFor(() => expect(reviews).toEqual([{ game_id: requests.gameIds.audio[0] }]));
  });

  it('is not a review when it is the win that takes the verse to 100', async () => {
    const gradings = recordGradingCalls();
    const { user, reviews } = renderVerse(75);
    await screen.findByRole('progressbar', { name: 'Progress' }, PAGE_TIMEOUT);
    await vi.waitFor(() => expect(progressBar()).toHaveAttribute('aria-valuenow', '75'));

    await winAudio(user);

    await vi.waitFor(() => expect(gradings).toHaveLength(1));
    expect(reviews).toEqual([]);
  });
});
