import { fireEvent, screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { queryKeys } from '@/lib/query-keys';
import { api } from '@/testing/mocks/handlers';
import { server } from '@/testing/mocks/server';
import { renderWithProviders, signIn } from '@/testing/test-utils';

import { PROGRESS_DELAY_MS } from '../api/record-win';
import { recordProgressCalls } from '../testing/game-fixtures';
import { useProgressOnWin } from './use-progress-on-win';

function WinnableGame() {
  const [won, setWon] = useState(false);
  useProgressOnWin(won, { chapter: 112, verse: 4, game: 'memory' });
  return (
    <button type="button" onClick={() => setWon(true)}>
      Win
    </button>
  );
}

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('useProgressOnWin', () => {
  // user-event waits on timers that fake timers stop, so these tests click with fireEvent.
  beforeEach(() => {
    signIn();
    vi.useFakeTimers();
  });
  afterEach(() => vi.useRealTimers());

  it('records the win half a second after it, then refreshes the verse’s progress', async () => {
    const calls = recordProgressCalls(50);
    const { queryClient } = renderWithProviders(<WinnableGame />);
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');

    fireEvent.click(screen.getByRole('button', { name: 'Win' }));
    await vi.advanceTimersByTimeAsync(PROGRESS_DELAY_MS - 1);
    expect(calls).toEqual([]);

    await vi.advanceTimersByTimeAsync(1);
    vi.useRealTimers();
    await vi.waitFor(() => expect(calls).toEqual([{ surah_id: 112, ayah_id: 4, game: 'memory' }]));
    expect(calls.winIds).toEqual([expect.stringMatching(uuid)]);
    await vi.waitFor(() =>
      expect(invalidate).toHaveBeenCalledWith({ queryKey: queryKeys.ayahProgress(112, 4) }),
    );
    // The win's xp shows on the tiles, quests, leaderboards and profile.
    for (const queryKey of [queryKeys.progress(), queryKeys.questsToday(), queryKeys.leaderboard(), queryKeys.profileStats()]) {
      expect(invalidate).toHaveBeenCalledWith({ queryKey });
    }
  });

  it('retries a failed call with the same win_id, so the server counts the win once', async () => {
    const winIds: string[] = [];
    server.use(
      http.post(api('/auth/profile/progress/'), async ({ request }) => {
        const { win_id: winId } = (await request.json()) as { win_id: string };
        winIds.push(winId);
        // The first answer is lost on the way back.
        if (winIds.length === 1) return new HttpResponse(null, { status: 502 });
        return HttpResponse.json({ ayah_progress: { progress: 25 } });
      }),
    );
    vi.useRealTimers();
    renderWithProviders(<WinnableGame />);

    fireEvent.click(screen.getByRole('button', { name: 'Win' }));

    await vi.waitFor(() => expect(winIds).toHaveLength(2), { timeout: 4000 });
    expect(winIds[0]).toMatch(uuid);
    expect(winIds[1]).toBe(winIds[0]);
  });

  it('names every game played with its own win_id', async () => {
    const calls = recordProgressCalls(50);
    vi.useRealTimers();
    renderWithProviders(
      <>
        <WinnableGame />
        <WinnableGame />
      </>,
    );

    for (const button of screen.getAllByRole('button', { name: 'Win' })) fireEvent.click(button);

    await vi.waitFor(() => expect(calls.winIds).toHaveLength(2));
    expect(new Set(calls.winIds).size).toBe(2);
  });

  it('only logs a refused update: the player sees no error', async () => {
    server.use(http.post(api('/auth/profile/progress/'), () => new HttpResponse(null, { status: 400 })));
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderWithProviders(<WinnableGame />);

    fireEvent.click(screen.getByRole('button', { name: 'Win' }));
    await vi.advanceTimersByTimeAsync(PROGRESS_DELAY_MS);
    vi.useRealTimers();

    await vi.waitFor(() => expect(logged).toHaveBeenCalledWith('Recording the game win failed', expect.anything()));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
