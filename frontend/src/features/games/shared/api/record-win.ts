import { useMutation, useQueryClient } from '@tanstack/react-query';

import { apiClient } from '@/lib/api-client';
import { retryTransientFailures } from '@/lib/query-client';
import { queryKeys } from '@/lib/query-keys';
import type { AyahProgress } from '@/types/api';

import type { GameWin } from '../types';

// SPEC §7/§9: the progress update goes out 0.5 s after the win, once the completion panel is up.
export const PROGRESS_DELAY_MS = 500;

const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A won game, named by a UUID made when it was won: the server counts each winId once. */
export type RecordedWin = GameWin & { winId: string };

export async function recordWin({ chapter, verse, game, winId }: RecordedWin): Promise<AyahProgress> {
  const response = await apiClient.post<AyahProgress>('/auth/profile/progress/', {
    surah_id: chapter,
    ayah_id: verse,
    game,
    win_id: winId,
  });
  return response.data;
}

export function useRecordWin() {
  const queryClient = useQueryClient();

  return useMutation({
    // Waiting inside the mutation, not in a component timer, keeps the win recorded when the player
    // leaves the game within the half second.
    mutationFn: async (win: RecordedWin) => {
      await delay(PROGRESS_DELAY_MS);
      return recordWin(win);
    },
    // A retry sends the same winId, so a win whose answer got lost is still counted once.
    retry: retryTransientFailures,
    onSuccess: (_progress, { chapter, verse }) => {
      void queryClient.invalidateQueries({ queryKey: queryKeys.ayahProgress(chapter, verse) });
      // The win's xp moves the next wins' xp, the current verse, quests, leaderboards and profile figures.
      void queryClient.invalidateQueries({ queryKey: queryKeys.progress() });
      void queryClient.invalidateQueries({ queryKey: queryKeys.questsToday() });
      void queryClient.invalidateQueries({ queryKey: queryKeys.leaderboard() });
      void queryClient.invalidateQueries({ queryKey: queryKeys.profileStats() });
    },
    // SPEC §8: a failed update after a win is only logged; the player has already seen the win.
    onError: (error) => console.error('Recording the game win failed', error),
  });
}
