import { useMutation, useQueryClient } from '@tanstack/react-query';

import { apiClient } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import type { AyahProgress } from '@/types/api';

import type { GameWin } from '../types';

// SPEC §7/§9: the progress update goes out 0.5 s after the win, once the completion panel is up.
export const PROGRESS_DELAY_MS = 500;

const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export async function recordWin({ chapter, verse, game }: GameWin): Promise<AyahProgress> {
  const response = await apiClient.post<AyahProgress>('/auth/profile/progress/', {
    surah_id: chapter,
    ayah_id: verse,
    game,
  });
  return response.data;
}

export function useRecordWin() {
  const queryClient = useQueryClient();

  return useMutation({
    // Waiting inside the mutation, not in a component timer, keeps the win recorded when the player
    // leaves the game within the half second.
    mutationFn: async (win: GameWin) => {
      await delay(PROGRESS_DELAY_MS);
      return recordWin(win);
    },
    onSuccess: (_progress, { chapter, verse }) =>
      queryClient.invalidateQueries({ queryKey: queryKeys.ayahProgress(chapter, verse) }),
    // SPEC §8: a failed update after a win is only logged; the player has already seen the win.
    onError: (error) => console.error('Recording the game win failed', error),
  });
}
