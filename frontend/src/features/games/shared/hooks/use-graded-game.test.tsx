import { act, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { StrictMode, useState } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';

import { queryKeys } from '@/lib/query-keys';
import { api } from '@/testing/mocks/handlers';
import { server } from '@/testing/mocks/server';
import { renderWithProviders, signIn } from '@/testing/test-utils';
import type { GameMove } from '@/types/api';

import { lostVerdict, recordGradingCalls } from '../testing/game-fixtures';
import type { GradedGame } from '../types';
import { useGradedGame } from './use-graded-game';

const GAME_ID = '5b2d7c1e-9f3a-4e6b-8c0d-1a2b3c4d5e6f';

/** A memory game played with buttons: each "Flip" a card, "End" ends it; shows the server's xp when it is in. */
function Game({ onGraded, gradeIfLeft }: { onGraded?: (graded: GradedGame) => void; gradeIfLeft?: boolean }) {
  const [moves, setMoves] = useState<GameMove[]>([]);
  const [over, setOver] = useState(false);
  const { verdict, failed } = useGradedGame({
    chapter: 112,
    verse: 4,
    gameId: GAME_ID,
    moves,
    over,
    onGraded,
    gradeIfLeft,
  });
  return (
    <>
      <button type="button" onClick={() => setMoves([...moves, { card: moves.length + 1 }])}>
        Flip
      </button>
      <button type="button" onClick={() => setOver(true)}>
        End
      </button>
      {verdict && <p>{`${verdict.xp_gained} xp`}</p>}
      {failed && <p>Not graded</p>}
    </>
  );
}

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
const leaveTime = () => new Promise((resolve) => setTimeout(resolve, 20));

function play(onGraded?: (graded: GradedGame) => void, gradeIfLeft?: boolean) {
  const rendered = renderWithProviders(
    <StrictMode>
      <Game onGraded={onGraded} gradeIfLeft={gradeIfLeft} />
    </StrictMode>,
    { routes: [{ path: '/elsewhere', element: <p>Elsewhere</p> }] },
  );
  // Leaving the game: another page takes its place.
  const leave = () => act(() => rendered.router.navigate('/elsewhere'));
  return { ...rendered, leave };
}

describe('useGradedGame', () => {
  beforeEach(() => signIn());

  // StrictMode mounts, unmounts and remounts at once in development: that is not leaving the game.
  it('sends nothing while the game is on, StrictMode’s rehearsal unmount included', async () => {
    const calls = recordGradingCalls();
    const onGraded = vi.fn();
    const { user } = play(onGraded);

    await user.click(screen.getByRole('button', { name: 'Flip' }));
    await leaveTime();

    expect(calls).toEqual([]);
    expect(onGraded).not.toHaveBeenCalled();
    // Ended, so that the test's end (which unmounts the game) is not leaving it unfinished.
    await user.click(screen.getByRole('button', { name: 'End' }));
    await waitFor(() => expect(onGraded).toHaveBeenCalledOnce());
  });

  it('sends the moves once the game ends, shows the verdict, and refreshes what a win changes', async () => {
    const calls = recordGradingCalls();
    const onGraded = vi.fn();
    const { user, queryClient, leave } = play(onGraded);
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');

    await user.click(screen.getByRole('button', { name: 'Flip' }));
    await user.click(screen.getByRole('button', { name: 'Flip' }));
    await user.click(screen.getByRole('button', { name: 'End' }));

    expect(await screen.findByText('10 xp')).toBeInTheDocument();
    expect(calls).toEqual([{ game_id: GAME_ID, moves: [{ card: 1 }, { card: 2 }] }]);
    expect(calls.winIds).toEqual([expect.stringMatching(uuid)]);
    expect(onGraded.mock.calls).toEqual([[{ gameId: GAME_ID, won: true, mistakes: 0 }]]);
    for (const queryKey of [
      queryKeys.ayahProgress(112, 4),
      queryKeys.progress(),
      queryKeys.questsToday(),
      queryKeys.leaderboard(),
      queryKeys.profileStats(),
    ]) {
      expect(invalidate).toHaveBeenCalledWith({ queryKey });
    }

    // Leaving the finished game sends nothing more.
    await leave();
    await leaveTime();
    expect(calls).toHaveLength(1);
  });

  it('refreshes nothing after a lost game', async () => {
    recordGradingCalls(lostVerdict);
    const { user, queryClient } = play();
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');

    await user.click(screen.getByRole('button', { name: 'End' }));

    expect(await screen.findByText('0 xp')).toBeInTheDocument();
    expect(invalidate).not.toHaveBeenCalled();
  });

  it('has a game left unfinished graded with the moves made, when a review listens', async () => {
    const calls = recordGradingCalls(lostVerdict);
    const onGraded = vi.fn();
    const { user, leave } = play(onGraded);

    await user.click(screen.getByRole('button', { name: 'Flip' }));
    await leave();

    await waitFor(() => expect(onGraded.mock.calls).toEqual([[{ gameId: GAME_ID, won: false, mistakes: 1 }]]));
    expect(calls).toEqual([{ game_id: GAME_ID, moves: [{ card: 1 }] }]);
  });

  it('sends nothing for a game left unfinished when no review listens', async () => {
    const calls = recordGradingCalls();
    const { user, leave } = play();

    await user.click(screen.getByRole('button', { name: 'Flip' }));
    await leave();
    await leaveTime();

    expect(calls).toEqual([]);
  });

  it('grades a drill whose page goes away (reload, tab closed) with the moves made, in a call that outlives it', async () => {
    const sent: { moves: GameMove[]; keepalive: boolean }[] = [];
    server.use(
      http.post(api('/games/results/'), async ({ request }) => {
        sent.push({ moves: ((await request.json()) as { moves: GameMove[] }).moves, keepalive: request.keepalive });
        return HttpResponse.json(lostVerdict);
      }),
    );
    const { user } = play(undefined, true);
    await user.click(screen.getByRole('button', { name: 'Flip' }));

    act(() => void window.dispatchEvent(new Event('pagehide')));

    await waitFor(() => expect(sent).toEqual([{ moves: [{ card: 1 }], keepalive: true }]));
  });

  it('leaves a drill ungraded while its page is only kept for Back and Forward, to come back to', async () => {
    const calls = recordGradingCalls(lostVerdict);
    const { user } = play(undefined, true);
    await user.click(screen.getByRole('button', { name: 'Flip' }));

    act(() => void window.dispatchEvent(Object.assign(new Event('pagehide'), { persisted: true })));
    await leaveTime();

    expect(calls).toEqual([]);
    // Back on the page, the drill goes on and is graded when it ends.
    await user.click(screen.getByRole('button', { name: 'End' }));
    await waitFor(() => expect(calls).toEqual([{ game_id: GAME_ID, moves: [{ card: 1 }] }]));
  });

  it('leaves a game whose page goes away ungraded when only a review would have listened', async () => {
    const calls = recordGradingCalls(lostVerdict);
    const { user } = play(vi.fn());
    await user.click(screen.getByRole('button', { name: 'Flip' }));

    act(() => void window.dispatchEvent(new Event('pagehide')));
    await leaveTime();

    expect(calls).toEqual([]);
    // Ended, so that the test's end (which unmounts the game) is not leaving it unfinished.
    await user.click(screen.getByRole('button', { name: 'End' }));
    await waitFor(() => expect(calls).toHaveLength(1));
  });

  it('retries a lost answer with the same win_id, so the server counts the game once', async () => {
    const winIds: string[] = [];
    server.use(
      http.post(api('/games/results/'), async ({ request }) => {
        const { win_id: winId } = (await request.json()) as { win_id: string };
        winIds.push(winId);
        // The first answer is lost on the way back.
        if (winIds.length === 1) return new HttpResponse(null, { status: 502 });
        return HttpResponse.json({ ...lostVerdict, won: true, xp_gained: 10 });
      }),
    );
    const { user } = play();

    await user.click(screen.getByRole('button', { name: 'End' }));

    expect(await screen.findByText('10 xp', {}, { timeout: 4000 })).toBeInTheDocument();
    expect(winIds).toEqual([expect.stringMatching(uuid), winIds[0]]);
  });

  it('sends the grading again once a request limit’s wait is over, with the same win_id', async () => {
    const winIds: string[] = [];
    server.use(
      http.post(api('/games/results/'), async ({ request }) => {
        const { win_id: winId } = (await request.json()) as { win_id: string };
        winIds.push(winId);
        if (winIds.length === 1) {
          return HttpResponse.json(
            { message: 'Too many requests', fields: {} },
            { status: 429, headers: { 'Retry-After': '1' } },
          );
        }
        return HttpResponse.json({ ...lostVerdict, won: true, xp_gained: 10 });
      }),
    );
    const { user } = play();

    await user.click(screen.getByRole('button', { name: 'End' }));

    expect(await screen.findByText('10 xp', {}, { timeout: 4000 })).toBeInTheDocument();
    expect(winIds).toEqual([expect.stringMatching(uuid), winIds[0]]);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('names every game played with its own win_id', async () => {
    const calls = recordGradingCalls();
    const { user } = renderWithProviders(
      <>
        <Game />
        <Game />
      </>,
    );

    for (const button of screen.getAllByRole('button', { name: 'End' })) await user.click(button);

    await waitFor(() => expect(calls.winIds).toHaveLength(2));
    expect(new Set(calls.winIds).size).toBe(2);
  });

  it('logs a refused grading and says it failed, with no error toast', async () => {
    server.use(
      http.post(api('/games/results/'), () => HttpResponse.json({ message: 'x', fields: {} }, { status: 409 })),
    );
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { user } = play();

    await user.click(screen.getByRole('button', { name: 'End' }));

    await waitFor(() => expect(logged).toHaveBeenCalledWith('Grading the game failed', expect.anything()));
    expect(await screen.findByText('Not graded')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
