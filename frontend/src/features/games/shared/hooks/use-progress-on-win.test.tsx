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
    await vi.waitFor(() =>
      expect(invalidate).toHaveBeenCalledWith({ queryKey: queryKeys.ayahProgress(112, 4) }),
    );
  });

  it('only logs a failed update: the player sees no error', async () => {
    server.use(http.post(api('/auth/profile/progress/'), () => new HttpResponse(null, { status: 500 })));
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderWithProviders(<WinnableGame />);

    fireEvent.click(screen.getByRole('button', { name: 'Win' }));
    await vi.advanceTimersByTimeAsync(PROGRESS_DELAY_MS);
    vi.useRealTimers();

    await vi.waitFor(() => expect(logged).toHaveBeenCalledWith('Recording the game win failed', expect.anything()));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
