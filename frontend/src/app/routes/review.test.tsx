import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';

import {
  lostVerdict,
  recordGradingCalls,
  serveGames,
  shufflingLevel,
  stubResizeObserver,
  verses,
  wonVerdict,
} from '@/features/games/shared/testing/game-fixtures';
import { api } from '@/testing/mocks/api-path';
import { testReviewToday } from '@/testing/mocks/review-handlers';
import { server } from '@/testing/mocks/server';
import { renderWithProviders, signIn } from '@/testing/test-utils';
import type { GameVerdict, ReviewOutcome, ReviewRecord, ReviewToday } from '@/types/api';

import ReviewRoute from './review';

const NEXT_DUE = '2025-04-01T12:00:00Z';

/** `due` verses, and today's session as the server makes it of them: each through audio, then shuffling. */
function serveDue(due: ReviewToday['due']) {
  const session = due.flatMap(({ surah_id, ayah_id }) =>
    (['audio', 'shuffling'] as const).map((game) => ({ surah_id, ayah_id, game, review: null })),
  );
  server.use(
    http.get(api('/review/today/'), () =>
      HttpResponse.json<ReviewToday>({ ...testReviewToday, due, due_count: due.length, session }),
    ),
  );
}

/**
 * The server's side: grades each game (as far as these tests play: won when it has moves and no wrong audio answer)
 * and answers POST /review/ from that grading (Good after a clean win, Again otherwise); lists the review bodies.
 */
function gradeAndRecordReviews() {
  const verdicts = new Map<string, GameVerdict>();
  recordGradingCalls(({ game_id, moves }) => {
    const wrong = moves.some((move) => 'option' in move && move.option !== verses[0].arabic);
    const verdict = moves.length > 0 && !wrong ? wonVerdict : lostVerdict;
    verdicts.set(game_id, verdict);
    return verdict;
  });
  const reviews: ReviewRecord[] = [];
  server.use(
    http.post(api('/review/'), async ({ request }) => {
      const review = (await request.json()) as ReviewRecord;
      reviews.push(review);
      const graded = verdicts.get(review.game_id);
      const rating = graded?.won && graded.mistakes === 0 ? 'good' : 'again';
      return HttpResponse.json<ReviewOutcome>({ rating, due: NEXT_DUE });
    }),
  );
  return reviews;
}

function renderSession() {
  return renderWithProviders(<ReviewRoute />, {
    url: '/review',
    routes: [{ path: '/games/:id/:ayahId', element: <p>The game page</p> }],
  });
}

async function winAudio(user: ReturnType<typeof renderSession>['user']) {
  const answers = await screen.findByRole('list', { name: 'Answers' });
  await user.click(within(answers).getByRole('button', { name: new RegExp(verses[0].arabic) }));
  expect(await screen.findByRole('heading', { name: 'Game Completed!' })).toBeInTheDocument();
}

async function winShuffling(user: ReturnType<typeof renderSession>['user']) {
  const text = (id: number) => shufflingLevel.phrases.find((phrase) => phrase.id === id)!.text;
  const sentence = within(await screen.findByRole('group', { name: 'Sentence with gaps' }));
  const tray = () => within(screen.getByRole('group', { name: 'Phrases' }));
  for (const [index, phraseId] of shufflingLevel.correctSequence.entries()) {
    await user.click(tray().getByRole('button', { name: text(phraseId) }));
    await user.click(sentence.getByRole('button', { name: `Empty gap ${index + 1}` }));
  }
  expect(await screen.findByRole('heading', { name: 'Game Completed!' })).toBeInTheDocument();
}

describe('the review session', () => {
  beforeEach(() => {
    signIn();
    stubResizeObserver();
  });

  it('plays audio and shuffling on each due verse, records each as a review, and sums up', async () => {
    serveDue([{ surah_id: 112, ayah_id: 1, due: '2025-03-01T08:00:00Z' }]);
    const requests = serveGames();
    const reviews = gradeAndRecordReviews();
    const { user } = renderSession();

    expect(await screen.findByText('Game 1 of 2 · 1 verse')).toBeInTheDocument();
    // The audio question's heading does not give its answer away.
    expect(screen.getByRole('heading', { level: 2, name: 'Surah 112' })).toBeInTheDocument();
    await winAudio(user);
    await user.click(screen.getByRole('button', { name: 'Next' }));

    expect(await screen.findByText('Game 2 of 2 · 1 verse')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Surah 112, ayah 1' })).toBeInTheDocument();
    await winShuffling(user);
    await user.click(screen.getByRole('button', { name: 'Next' }));

    expect(await screen.findByRole('heading', { name: 'Review finished' })).toBeInTheDocument();
    expect(screen.getByText('You reviewed 1 verse.')).toBeInTheDocument();
    const reviewed = screen.getByText('112:1').closest('li')!;
    expect(await within(reviewed).findByText('Good')).toBeInTheDocument();
    expect(within(reviewed).getByText('next review Apr 1, 2025')).toBeInTheDocument();

    expect(requests.audio).toEqual([{ id: 112, ayahId: 1, selectedAyah: 1 }]);
    expect(requests.shuffling).toEqual([{ id: 112, ayahId: 1, selectedAyah: 1 }]);
    // Each review names its graded game.
    expect(reviews).toEqual([{ game_id: requests.gameIds.audio[0] }, { game_id: requests.gameIds.shuffling[0] }]);
    // Then today's new verses, each leading to its game page.
    expect(screen.getByRole('link', { name: 'Learn 114:1' })).toHaveAttribute('href', '/games/114/1');
  });

  it('records a wrong answer, and a game skipped before the end, as losses graded with the moves made', async () => {
    serveDue([{ surah_id: 112, ayah_id: 1, due: '2025-03-01T08:00:00Z' }]);
    const requests = serveGames();
    const reviews = gradeAndRecordReviews();
    const { user } = renderSession();

    expect(await screen.findByText('Game 1 of 2 · 1 verse')).toBeInTheDocument();
    const answers = await screen.findByRole('list', { name: 'Answers' });
    // A wrong first answer is the audio game's result: the review is recorded at once.
    await user.click(within(answers).getByRole('button', { name: new RegExp(verses[1].arabic) }));
    await user.click(await screen.findByRole('button', { name: 'Next' }));

    expect(await screen.findByText('Game 2 of 2 · 1 verse')).toBeInTheDocument();
    await screen.findByRole('group', { name: 'Sentence with gaps' });
    await user.click(screen.getByRole('button', { name: 'Skip' }));

    expect(await screen.findByRole('heading', { name: 'Review finished' })).toBeInTheDocument();
    expect(screen.getByText('You reviewed 1 verse.')).toBeInTheDocument();
    const reviewed = screen.getByText('112:1').closest('li')!;
    expect(await within(reviewed).findByText('Again')).toBeInTheDocument();
    await vi.waitFor(() => expect(reviews).toHaveLength(2));
    expect(reviews).toEqual([{ game_id: requests.gameIds.audio[0] }, { game_id: requests.gameIds.shuffling[0] }]);
  });

  it('says when a review could not be recorded', async () => {
    serveDue([{ surah_id: 112, ayah_id: 1, due: '2025-03-01T08:00:00Z' }]);
    serveGames();
    recordGradingCalls();
    server.use(http.post(api('/review/'), () => HttpResponse.json({ message: 'Not memorised.' }, { status: 400 })));
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { user } = renderSession();

    await winAudio(user);
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.click(await screen.findByRole('button', { name: 'Skip' }));

    expect(await screen.findByText('You reviewed 0 verses.')).toBeInTheDocument();
    expect(await within(screen.getByText('112:1').closest('li')!).findByText('not saved')).toBeInTheDocument();
    expect(logged).toHaveBeenCalledWith('Recording the review failed', expect.anything());
  });

  it('says when nothing is due and offers today’s new verses', async () => {
    renderSession();

    expect(await screen.findByText(/Nothing to review right now/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Learn 114:3' })).toHaveAttribute('href', '/games/114/3');
    expect(screen.getByRole('link', { name: 'Back to the level map' })).toHaveAttribute('href', '/levels');
  });
});
