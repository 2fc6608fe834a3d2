import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';

import i18n from '@/lib/i18n';
import { api } from '@/testing/mocks/api-path';
import { testReviewToday } from '@/testing/mocks/review-handlers';
import { server } from '@/testing/mocks/server';
import { renderWithProviders, signIn } from '@/testing/test-utils';
import type { ReviewToday } from '@/types/api';

import type { ReviewGameProps } from '../types';
import { ReviewSessionPage } from './review-session';

const DUE = '2026-03-04T08:00:00Z';

/** Today's session on 112:1 and 112:2 (or the verses of `rounds`, a round each), each through audio then shuffling;
 * the first `reviewed` steps (or those of `reviewedSteps`) already recorded. */
function serveSession(reviewed: number, rounds = [1, 2], reviewedSteps?: number[]) {
  const steps = rounds.flatMap((ayah_id) =>
    (['audio', 'shuffling'] as const).map((game) => ({ surah_id: 112, ayah_id, game, review: null })),
  );
  const isReviewed = (index: number) => (reviewedSteps ? reviewedSteps.includes(index) : index < reviewed);
  const session = steps.map((step, index) =>
    isReviewed(index) ? { ...step, review: { rating: 'good' as const, due: DUE } } : step,
  );
  server.use(http.get(api('/review/today/'), () => HttpResponse.json<ReviewToday>({ ...testReviewToday, session })));
}

/** Stands in for the games feature: one button plays the game to its end, as the server graded it. */
function StubGame({ game, chapter, verse, next, onResult, canTryAgain }: ReviewGameProps) {
  return (
    <div>
      <p>{`Playing ${game} on ${chapter}:${verse}${canTryAgain ? ' with Try again' : ''}`}</p>
      <button type="button" onClick={() => onResult({ gameId: `${game}-${chapter}-${verse}` })}>
        Finish the game
      </button>
      <button type="button" onClick={next.go}>
        {next.label}
      </button>
    </div>
  );
}

function renderSession() {
  const recordReview = vi.fn(async () => ({ rating: 'hard' as const, due: DUE }));
  const rendered = renderWithProviders(<ReviewSessionPage Game={StubGame} recordReview={recordReview} />);
  return { ...rendered, recordReview };
}

describe('ReviewSessionPage', () => {
  beforeEach(() => signIn());

  it('asks "which verse is recited?" under a heading that names only the surah', async () => {
    serveSession(0);
    renderSession();

    expect(await screen.findByText('Game 1 of 4 · 2 verses')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Surah 112' })).toBeInTheDocument();
    expect(screen.getByText('Playing audio on 112:1')).toBeInTheDocument();
  });

  it('offers to recite the due verses from memory instead of playing', async () => {
    serveSession(0);
    renderSession();

    expect(await screen.findByRole('link', { name: 'Recite them from memory instead' })).toHaveAttribute(
      'href',
      '/recite?review',
    );
  });

  it('goes on where the server’s session stands, so a reload keeps the count', async () => {
    serveSession(1);
    renderSession();

    expect(await screen.findByText('Game 2 of 4 · 2 verses')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Surah 112, ayah 1' })).toBeInTheDocument();
    expect(screen.getByText('Playing shuffling on 112:1')).toBeInTheDocument();
  });

  it('has one way on once the game has ended: its result’s Next, and no Try again', async () => {
    serveSession(0);
    const { user, recordReview } = renderSession();
    await screen.findByText('Game 1 of 4 · 2 verses');
    expect(screen.getByRole('button', { name: 'Skip' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Finish the game' }));

    expect(recordReview).toHaveBeenCalledWith({ gameId: 'audio-112-1' });
    expect(screen.queryByRole('button', { name: 'Skip' })).not.toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: 'Next' })).toHaveLength(1);
    expect(screen.queryByText(/with Try again/)).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByText('Game 2 of 4 · 2 verses')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Surah 112, ayah 1' })).toHaveFocus();
  });

  it('goes on past steps reviewed earlier today, to the next one not reviewed', async () => {
    // 112:1 forgotten after its round: its second round comes before 112:2's steps, reviewed already. Six games on two
    // verses: the count names both, as the map counts verses.
    serveSession(0, [1, 1, 2], [0, 1, 4, 5]);
    const { user } = renderSession();

    expect(await screen.findByText('Game 3 of 6 · 2 verses')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Skip' }));
    expect(screen.getByText('Game 4 of 6 · 2 verses')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Finish the game' }));
    await user.click(screen.getByRole('button', { name: 'Next' }));

    expect(await screen.findByRole('heading', { name: 'Review finished' })).toBeInTheDocument();
  });

  it('shows the summary of a session the server says is done, its reviews included', async () => {
    serveSession(4);
    renderSession();

    expect(await screen.findByRole('heading', { name: 'Review finished' })).toBeInTheDocument();
    expect(screen.getByText('You reviewed 2 verses.')).toBeInTheDocument();
    expect(screen.getAllByText('Good')).toHaveLength(2);
  });

  it('speaks Russian', async () => {
    await i18n.changeLanguage('ru');
    serveSession(0);
    renderSession();

    expect(await screen.findByText('Игра 1 из 4 · 2 аята')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Сура 112' })).toBeInTheDocument();
  });

  it('shows due verses the learner took for each other as a pair, with the drill of the two', async () => {
    server.use(
      http.get(api('/review/today/'), () =>
        HttpResponse.json<ReviewToday>({
          ...testReviewToday,
          session: (['audio', 'shuffling'] as const).flatMap((game) =>
            [35, 36].map((ayah_id) => ({ surah_id: 2, ayah_id, game, review: null })),
          ),
          confused_pairs: [{ first: { surah_id: 2, ayah_id: 35 }, second: { surah_id: 7, ayah_id: 19 } }],
        }),
      ),
    );
    renderSession();

    const pairs = await screen.findByRole('complementary', {
      name: 'Review these together: you took them for each other',
    });
    expect(await within(pairs).findByText(/Chapter 7 7:19/)).toBeInTheDocument();
    expect(within(pairs).getByRole('listitem')).toHaveTextContent('Chapter 2 2:35 and Chapter 7 7:19');
    expect(within(pairs).getByRole('link')).toHaveAttribute('href', '/drill/2/35?with=7:19');
  });
});
